#line 8375 "chapters/09-support.nw"
/* The twenty example segments, their totals, and the cost of one thread
   per segment. */
#include <stdio.h>
#include "support.h"

int main(void)
{
    int32_t csr[20], totals[20];
    int at = 0, longest = 0;

    for (int i = 0; i < 20; i++) {
        csr[i] = at;
        at += segreduce_example_lengths[i];
        if (segreduce_example_lengths[i] > longest)
            longest = segreduce_example_lengths[i];
    }
    segreduce_reference_i32(segreduce_example_values, at, csr, 20, LG_OP_SUM, totals);
    printf("```\nsegment  values%*s total\n", 50, "");
    /* <<Print each example segment and its total>> */
#line 8402 "chapters/09-support.nw"
    for (int i = 0; i < 20; i++) {
        printf("%5d: ", i);
        for (int j = 0; j < 19; j++)
            if (j < segreduce_example_lengths[i])
                printf("%3d", (int)segreduce_example_values[csr[i] + j]);
            else
                printf("   ");
        printf("  = %3d\n", (int)totals[i]);
    }
#line 8394 "chapters/09-support.nw"
    printf("```\n\nOne thread per segment: the warp takes %d steps, the length of the longest\n"
           "segment, so its 20 lanes spend %d lane-steps on %d values: %.0f%% of them do work.\n",
           longest, 20 * longest, at, 100.0 * at / (20 * longest));
    return 0;
}
