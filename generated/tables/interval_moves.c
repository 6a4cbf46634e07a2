#line 7162 "chapters/09-support.nw"
/* The move demonstration as twenty copies, source range to destination
   range, as a Markdown code block. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "intervals_model.h"
#include "support.h"

int main(void)
{
    enum { N = INTERVAL_DEMO_COUNT };
    int32_t scan[N];
    int total = (int)scan_exclusive_reference_i32(interval_move_counts, N, scan);

    printf("```\nScan of the interval counts (move_count = %d):\n", total);
    print_array_i32(stdout, scan, N);
    printf("\n");
    for (int j = 0; j < N; j++) {
        int length = lg_interval_end(scan, N, total, j) - scan[j];
        printf("move %2d: [%2d, %3d) -> [%2d, %3d)%s", j, (int)interval_move_gather[j],
               (int)interval_move_gather[j] + length, (int)interval_move_scatter[j],
               (int)interval_move_scatter[j] + length,
               j % 2 ? "\n" : "      ");
    }
    printf("```\n");
    return 0;
}
