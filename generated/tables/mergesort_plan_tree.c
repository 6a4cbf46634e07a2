#line 3945 "chapters/09-support.nw"
/* Data for the figure of the pass plans (plots/mergesort-plan.gp): the
   tiles of a blocksort, and the lists each global pass makes of them,
   with two-way passes only and with the library's plan of passes. */
#include <stdio.h>
#include "mergesort.h"

enum { TILES = 20 };

/* <<Find the group of lists a pass merges into one>> */
#line 3969 "chapters/09-support.nw"
/* The group of lists that the worker at tile `first` of a pass merges,
   with lists of `list` tiles: [*begin, *end). */
static void group(int ways, int list, int first, int *begin, int *end)
{
    lg_merge4_range f4 = lg_mergesort_frame4(4 * list, first, 1, TILES);
    lg_merge_range f2 = lg_mergesort_frame(2 * list, first, 1, TILES);

    *begin = ways == 4 ? f4.begin[0] : f2.a_begin;
    *end = ways == 4 ? f4.end[3] : f2.b_end;
}
/* <<Print one plan of passes over the tiles>> */
#line 3986 "chapters/09-support.nw"
static void print_plan(int ways, int top)
{
    int two_way = lg_mergesort_passes(TILES, 1);
    int passes = lg_mergesort_global_passes(two_way, ways), b, e;

    printf("# lists: begin, end, row, ways\n");
    for (int t = 0; t < TILES; t++)
        printf("%d %d %d 0\n", t, t + 1, top);
    /* <<Print the lists that each pass of the plan makes>> */
#line 4006 "chapters/09-support.nw"
    for (int pass = 0, list = 1; pass < passes; pass++) {
        int w = lg_mergesort_pass_ways(two_way, ways, pass);
        for (int first = 0; first < TILES; first += w * list) {
            group(w, list, first, &b, &e);
            printf("%d %d %d %d\n", b, e, top + pass + 1, w);
        }
        list *= w;
    }
#line 3995 "chapters/09-support.nw"
    printf("\n\n# links: x of a list, its row, x of the list it goes into\n");
    /* <<Print where each list of the plan goes>> */
#line 4017 "chapters/09-support.nw"
    for (int pass = 0, list = 1; pass < passes; pass++) {
        int w = lg_mergesort_pass_ways(two_way, ways, pass);
        for (int at = 0; at < TILES; at += list) {
            int end = at + list < TILES ? at + list : TILES;
            group(w, list, at, &b, &e);
            printf("%g %d %g\n", (at + end) / 2.0, top + pass, (b + e) / 2.0);
        }
        list *= w;
    }
#line 3997 "chapters/09-support.nw"
    printf("\n\n# row labels: row, text\n%d \"blocksort\"\n", top);
    for (int pass = 0; pass < passes; pass++)
        printf("%d \"%d-way\"\n", top + pass + 1, lg_mergesort_pass_ways(two_way, ways, pass));
    printf("\n\n# the title: row, text\n%g \"%s: the blocksort and %d passes\"\n\n\n", top - 0.8,
           ways == 2 ? "Two-way passes only" : "The library's plan", passes);
}

#line 3956 "chapters/09-support.nw"
int main(void)
{
    int two_way = lg_mergesort_passes(TILES, 1);

    printf("```\n# blocks 0 to 3: two-way passes only; blocks 4 to 7: the library's plan\n");
    print_plan(2, 0);
    print_plan(4, lg_mergesort_global_passes(two_way, 2) + 2);
    printf("```\n");
    return 0;
}
