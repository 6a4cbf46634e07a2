#line 3841 "chapters/09-support.nw"
/* Each thread's frame and diagonal in the blocksort passes of a tile of
   NT = 8 threads and VT = 7 keys. Prints a Markdown table. */
#include <stdio.h>
#include "mergesort.h"

enum { NT = 8, VT = 7 };

int main(void)
{
    printf("| tid | coop = 2 | coop = 4 | coop = 8 |\n|--:|---|---|---|\n");
    for (int tid = 0; tid < NT; tid++) {
        printf("| %d |", tid);
        for (int coop = 2; coop <= NT; coop *= 2) {
            lg_merge_range f = lg_mergesort_frame(coop, tid, VT, NT * VT);
            printf(" A = [%d, %d), B = [%d, %d), diagonal %d |", f.a_begin, f.a_end, f.b_begin,
                   f.b_end, lg_mergesort_diagonal(coop, tid, VT, NT * VT));
        }
        printf("\n");
    }
    return 0;
}
