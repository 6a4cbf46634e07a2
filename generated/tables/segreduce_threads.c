#line 8417 "chapters/09-support.nw"
/* The example segments over 21 threads of 8 values: partials, carry-outs,
   carry-ins and the totals. */
#include <stdio.h>
#include "support.h"

int main(void)
{
    segreduce_shape shape = {21, 8, 32, 1};
    segreduce_thread_trace trace[21];
    int32_t csr[20], totals[20];
    int at = 0;

    for (int i = 0; i < 20; i++) {
        csr[i] = at;
        at += segreduce_example_lengths[i];
    }
    segreduce_model_i32(shape, segreduce_example_values, at, csr, 20, NULL, NULL, LG_OP_SUM,
                        totals, trace);
    printf("```\n%-7s%-27s%-12s%-10s%s\n", "thread", "values (* = end)", "partials", "carry-out",
           "carry-in");
    for (int t = 0; t < 21; t++) {
        /* <<Print one thread's values, partials and carries>> */
#line 8449 "chapters/09-support.nw"
        int written = 0;
        printf("%5d:  ", t);
        for (int i = 0; i < 8; i++)
            if (i < trace[t].n)
                printf("%2d%c", (int)trace[t].values[i], trace[t].ends >> i & 1 ? '*' : ' ');
            else
                printf("   ");
        printf("   ");
        for (int i = 0; i < trace[t].n; i++)
            if (trace[t].ends >> i & 1)
                written += printf("%3d", (int)trace[t].partials[i]);
        printf("%*s   %3d%c      %3d\n", 9 - written, "", (int)trace[t].carry_out,
               trace[t].ends ? '*' : ' ', (int)trace[t].carry_in);
#line 8439 "chapters/09-support.nw"
    }
    printf("\nTotals (each thread's first partial combined with its carry-in):\n");
    for (int i = 0; i < 20; i++)
        printf("%3d", (int)totals[i]);
    printf("\n```\n");
    return 0;
}
