#line 8639 "chapters/09-support.nw"
/* The segmented scan of 24 carry-outs with runs starting at threads 3, 10,
   11 and 16, round by round. */
#include <stdio.h>
#include "support.h"

/* <<Print a row of the carry-scan table>> */
#line 8670 "chapters/09-support.nw"
static void print_row(const char *label, const int32_t *v)
{
    printf("%-12s:", label);
    for (int t = 0; t < 24; t++)
        printf("%3d", (int)v[t]);
    printf("\n");
}

#line 8646 "chapters/09-support.nw"
int main(void)
{
    static const int32_t carry_outs[24] = {4, 4, 3, 2, 2, 5, 5, 0, 5, 0, 3, 4,
                                           5, 1, 1, 0, 5, 3, 2, 3, 3, 2, 3, 1};
    int starts[24] = {0}, run_starts[24];
    int32_t levels[5 * 24], carry_ins[24], total, row[24];

    starts[3] = starts[10] = starts[11] = starts[16] = 1;
    segreduce_model_scan_i32(24, starts, carry_outs, LG_OP_SUM, carry_ins, &total, run_starts,
                             NULL, levels);
    /* <<Print the threads, their run starts and their deltas>> */
#line 8680 "chapters/09-support.nw"
    printf("```\n%-12s:", "thread");
    for (int t = 0; t < 24; t++)
        printf("%3d", t);
    printf("\n%-12s:", "run starts");
    for (int t = 0; t < 24; t++)
        printf("  %c", starts[t] ? '*' : ' ');
    printf("\n");
    for (int t = 0; t < 24; t++)
        row[t] = run_starts[t] < 0 ? 0 : run_starts[t];
    print_row("run start", row);
    for (int t = 0; t < 24; t++)
        row[t] = t - row[t];
    print_row("delta", row);
#line 8657 "chapters/09-support.nw"
    print_row("carry-out", carry_outs);
    for (int round = 0, offset = 1; offset < 24; round++, offset *= 2) {
        char label[16];
        snprintf(label, sizeof label, "offset = %2d", offset);
        print_row(label, levels + round * 24);
    }
    print_row("carry-in", carry_ins);
    printf("\nThe CTA's carry-out (the last thread's inclusive value): %d\n```\n", (int)total);
    return 0;
}
