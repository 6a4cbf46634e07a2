#line 4034 "chapters/09-support.nw"
/* Data for the figure of the two sorting networks (plots/mergesort-network.gp):
   their compare-exchanges on VT = 8 keys, found with the library's
   functions, and the first eight of the sixteen keys going in and out. */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

enum { VT = 8, BATCHER_TOP = 11 };

/* <<Print the transposition sort's compare-exchanges>> */
#line 4063 "chapters/09-support.nw"
static int transposition_compares(int round, int i)
{
    int32_t probe[VT] = {0};

    probe[i] = 1;
    lg_transposition_round_i32(probe, NULL, VT, round);
    return probe[i] == 0;
}

static void print_transposition(void)
{
    int count = 0;

    printf("# block 0: the transposition sort's compare-exchanges: x, top wire, bottom wire\n");
    for (int round = 0; round < VT; round++)
        for (int i = 0; i + 1 < VT; i++)
            if (transposition_compares(round, i))
                printf("%g %d %d\n", 1.8 * round, i, i + 1), count++;
    printf("\n\n# block 1: its title\n%g %d \"Odd-even transposition (pairs): %d rounds, "
           "%d compare-exchanges\"\n\n\n", -1.2, -1, VT, count);
}
/* <<Print Batcher's compare-exchanges>> */
#line 4090 "chapters/09-support.nw"
static void print_batcher(void)
{
    int count = 0, stages = 0;
    double x = 0;

    printf("# block 2: Batcher's compare-exchanges: x, top wire, bottom wire\n");
    for (int lp = 0; (1 << lp) < VT; lp++)
        for (int lk = lp; lk >= 0; lk--, stages++) {
            int busy[VT][VT] = {{0}}, columns = 0;   /* busy[column][wire] */
            for (int a = 0; a < VT; a++)
                if (lg_batcher_compares(lp, lk, a, VT)) {
                    /* <<Place a comparator in the first free column>> */
#line 4112 "chapters/09-support.nw"
                    int c = 0, b = a + (1 << lk);

                    for (int free = 0; !free; c += !free) {
                        free = 1;
                        for (int w = a; w <= b; w++)
                            free &= !busy[c][w];
                    }
                    for (int w = a; w <= b; w++)
                        busy[c][w] = 1;
                    columns = c + 1 > columns ? c + 1 : columns;
#line 4102 "chapters/09-support.nw"
                    printf("%g %d %d\n", x + c, BATCHER_TOP + a, BATCHER_TOP + b), count++;
                }
            x += columns + 0.6;
        }
    printf("\n\n# block 3: its title\n%g %d \"Batcher's network (keys): %d stages, "
           "%d compare-exchanges\"\n\n\n", -1.2, BATCHER_TOP - 2, stages, count);
}
/* <<Print the wires with their keys>> */
#line 4127 "chapters/09-support.nw"
static void print_wires(void)
{
    int32_t in[VT], pairs[VT], keys[VT];

    memcpy(in, mergesort_walk_keys, sizeof in);
    memcpy(pairs, in, sizeof pairs);
    memcpy(keys, in, sizeof keys);
    lg_transposition_sort_i32(pairs, NULL, VT);
    lg_batcher_sort_i32(keys, VT);
    printf("# block 4: the wires: wire, key in, key out of the transposition sort\n");
    for (int w = 0; w < VT; w++)
        printf("%d %d %d\n", w, (int)in[w], (int)pairs[w]);
    printf("\n\n# block 5: the wires of Batcher's network likewise\n");
    for (int w = 0; w < VT; w++)
        printf("%d %d %d\n", BATCHER_TOP + w, (int)in[w], (int)keys[w]);
}

#line 4048 "chapters/09-support.nw"
int main(void)
{
    printf("```\n");
    print_transposition();
    print_batcher();
    print_wires();
    printf("```\n");
    return 0;
}
