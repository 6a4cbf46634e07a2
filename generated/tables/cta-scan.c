#line 664 "chapters/09-support.nw"
/* A tile scan, stage by stage, for 8 threads of 4 values. */
#include <stdio.h>
#include <string.h>
#include "support.h"
#include "tile.h"

enum { NT = 8, VT = 4, NV = NT * VT };

/* <<Print one row of the tile-scan table>> */
#line 727 "chapters/09-support.nw"
static void row(const char *label, const uint32_t *values, int per_thread)
{
    printf("| %s |", label);
    for (int t = 0; t < NT; t++) {
        for (int j = 0; j < per_thread; j++)
            printf("%s%u", j ? " " : " ", values[t * per_thread + j]);
        printf(" |");
    }
    printf("\n");
}

#line 674 "chapters/09-support.nw"
int main(void)
{
    uint32_t x[NV], totals[NT], scanned[NT];
    int32_t in[NV], want[NV];

    for (int i = 0; i < NV; i++)
        in[i] = random_i32(2013, (uint64_t)i, 0, 9), x[i] = (uint32_t)in[i];
    printf("| | thread 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n|---|---|---|---|---|---|---|---|---|\n");
    row("values (thread order)", x, VT);
    for (int t = 0; t < NT; t++)
        scanned[t] = totals[t] = lg_thread_reduce_u32(x + t * VT, VT);
    row("thread totals", totals, 1);
    /* <<Run the toy warp scan over the thread totals>> */
#line 697 "chapters/09-support.nw"
    for (int offset = 1; offset < NT; offset *= 2) {
        uint32_t before[NT];
        char label[48];

        memcpy(before, scanned, sizeof before);
        for (int lane = 0; lane < NT; lane++)
            scanned[lane] = lg_warp_scan_step_u32(before[lane], lane >= offset ? before[lane - offset] : 0,
                                               lane, offset);
        snprintf(label, sizeof label, "after the step with offset %d", offset);
        row(label, scanned, 1);
    }
    for (int t = 0; t < NT; t++)
        scanned[t] -= totals[t];   /* inclusive to exclusive: the carries */
    row("carry (exclusive scan)", scanned, 1);
#line 687 "chapters/09-support.nw"
    /* <<Scan each thread's values from its carry, and check>> */
#line 714 "chapters/09-support.nw"
    for (int t = 0; t < NT; t++)
        lg_thread_scan_exclusive_u32(x + t * VT, VT, scanned[t]);
    row("exclusive scan of the tile", x, VT);
    scan_exclusive_reference_i32(in, NV, want);
    for (int i = 0; i < NV; i++)
        if ((int32_t)x[i] != want[i]) {
            printf("\nMISMATCH at %d: %d, want %d\n", i, (int)x[i], (int)want[i]);
            return 1;
        }
    printf("\nThe last row equals the sequential scan of the 32 values.\n");
#line 688 "chapters/09-support.nw"
    return 0;
}
