#line 843 "chapters/09-support.nw"
/* Data for the look-back figure (plots/look-back.gp): the example of
   tables/look-back.c, read by read, in blocks that gnuplot reads. */
#include <stdio.h>
#include "support.h"
#include "tile_model.h"

enum { TILES = 9, WINDOW = 4, MAX_READS = 8 };

/* <<Print the tiles as one read finds them>> */
#line 877 "chapters/09-support.nw"
static int print_read(const uint64_t *status, int top, int read, uint32_t *prefix)
{
    uint64_t window[WINDOW];
    uint32_t invalid = 0, prefixes = 0, counted;
    int outcome;

    for (int k = 0; k < WINDOW; k++) {
        window[k] = status[top - k];
        invalid |= (uint32_t)(lg_tile_status_flag(window[k]) == LG_TILE_INVALID) << k;
        prefixes |= (uint32_t)(lg_tile_status_flag(window[k]) == LG_TILE_PREFIX) << k;
    }
    counted = lg_look_back_lanes(invalid, prefixes);
    outcome = lg_look_back_window(window, WINDOW, prefix);
    for (int t = 0; t < TILES; t++) {
        int k = top - t;
        int added = k >= 0 && k < WINDOW && (counted >> k & 1);
        uint32_t flag = lg_tile_status_flag(status[t]);

        if (flag == LG_TILE_INVALID)
            printf("%d %d %u \"?\"\n", t, read, flag);
        else
            printf("%d %d %u \"%s%u\"\n", t, read, flag, added ? "+" : "",
                   lg_tile_status_value(status[t]));
    }
    printf("%d %d 3 \"\"\n", TILES, read);
    return outcome;
}

#line 853 "chapters/09-support.nw"
int main(void)
{
    uint64_t status[TILES];
    uint32_t prefix = 0, inclusive = 0, sums[MAX_READS];
    int top = TILES - 1, reads = 0, outcome, tops[MAX_READS], outcomes[MAX_READS];

    /* <<Set the predecessors' states for the example>> */
#line 794 "chapters/09-support.nw"
    for (int t = 0; t < TILES; t++) {
        uint32_t total = (uint32_t)random_i32(9, (uint64_t)t, 0, 99);
        inclusive += total;
        status[t] = t <= 3 ? lg_tile_status_word(LG_TILE_PREFIX, inclusive)
                           : lg_tile_status_word(LG_TILE_AGGREGATE, total);
    }
    status[5] = lg_tile_status_word(LG_TILE_INVALID, 0);
#line 860 "chapters/09-support.nw"
    printf("```\n# block 0: each read's tiles: tile, read, state, value\n");
    do {
        outcome = print_read(status, top, reads + 1, &prefix);
        tops[reads] = top, outcomes[reads] = outcome, sums[reads++] = prefix;
        /* <<Let tile 5 publish, or move the window on>> */
#line 807 "chapters/09-support.nw"
        if (outcome < 0)
            status[5] = lg_tile_status_word(LG_TILE_AGGREGATE, (uint32_t)random_i32(9, 5, 0, 99));
        else if (outcome == 0)
            top -= WINDOW;
#line 865 "chapters/09-support.nw"
    } while (outcome != 1 && reads < MAX_READS);
    /* <<Print the windows and the labels of the figure>> */
#line 907 "chapters/09-support.nw"
    printf("\n\n# block 1: the windows: centre, read, half width\n");
    for (int r = 0; r < reads; r++)
        printf("%g %d %g\n", tops[r] - (WINDOW - 1) / 2.0, r + 1, WINDOW / 2.0);
    printf("\n\n# block 2: each read on the left, its outcome on the right\n");
    for (int r = 0; r < reads; r++)
        if (outcomes[r] < 0)
            printf("-0.6 %d \"read %d\"\n%g %d \"read again\"\n", r + 1, r + 1, TILES + 0.6, r + 1);
        else
            printf("-0.6 %d \"read %d\"\n%g %d \"%s: %u\"\n", r + 1, r + 1, TILES + 0.6, r + 1,
                   outcomes[r] ? "done" : "move on", sums[r]);
    printf("\n\n# block 3: the tile numbers above the columns\n-0.6 0.35 \"tile\"\n");
    for (int t = 0; t <= TILES; t++)
        printf("%d 0.35 \"%d\"\n", t, t);
#line 867 "chapters/09-support.nw"
    printf("```\n");
    return prefix == inclusive ? 0 : 1;
}
