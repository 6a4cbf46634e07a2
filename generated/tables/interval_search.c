#line 7195 "chapters/09-support.nw"
/* The expand demonstration's scan, each element's interval and rank. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "intervals.h"
#include "support.h"
#include "lbs_model.h"

int main(void)
{
    enum { N = INTERVAL_DEMO_COUNT };
    int32_t scan[N], intervals[256], ranks[256];
    int total = (int)scan_exclusive_reference_i32(interval_expand_counts, N, scan);

    lg_load_balance_search_sequential(total, scan, N, intervals);
    lg_work_item_ranks_sequential(total, scan, intervals, ranks);
    printf("```\nScan of the expand counts (move_count = %d):\n", total);
    print_array_i32(stdout, scan, N);
    printf("\nThe interval of each element (the load-balancing search):\n");
    print_array_i32(stdout, intervals, total);
    printf("\nThe rank of each element in its interval:\n");
    print_array_i32(stdout, ranks, total);
    printf("```\n");
    return 0;
}
