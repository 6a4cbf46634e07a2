#line 748 "chapters/09-support.nw"
/* The look-back of tile 9 with a toy window of 4 lanes. */
#include <stdio.h>
#include "support.h"
#include "tile_model.h"

enum { TILES = 9, WINDOW = 4 };

/* <<Describe a status word>> */
#line 819 "chapters/09-support.nw"
static void describe(uint64_t word)
{
    static const char *name[] = {"nothing yet", "aggregate", "prefix"};

    if (lg_tile_status_flag(word) == LG_TILE_INVALID)
        printf(" %s |", name[0]);
    else
        printf(" %s %u |", name[lg_tile_status_flag(word)], lg_tile_status_value(word));
}

#line 757 "chapters/09-support.nw"
int main(void)
{
    uint64_t status[TILES];
    uint32_t prefix = 0, inclusive = 0;
    int top = TILES - 1, reads = 0, outcome;

    /* <<Set the predecessors' states for the example>> */
#line 794 "chapters/09-support.nw"
    for (int t = 0; t < TILES; t++) {
        uint32_t total = (uint32_t)random_i32(9, (uint64_t)t, 0, 99);
        inclusive += total;
        status[t] = t <= 3 ? lg_tile_status_word(LG_TILE_PREFIX, inclusive)
                           : lg_tile_status_word(LG_TILE_AGGREGATE, total);
    }
    status[5] = lg_tile_status_word(LG_TILE_INVALID, 0);
#line 764 "chapters/09-support.nw"
    /* <<Print the look-back table's header>> */
#line 814 "chapters/09-support.nw"
    printf("| read | window | lane 0 | lane 1 | lane 2 | lane 3 | outcome | sum so far |\n"
           "| ---: | --- | --- | --- | --- | --- | --- | ---: |\n");
#line 765 "chapters/09-support.nw"
    do {
        /* <<Read the window and print its row of the look-back table>> */
#line 778 "chapters/09-support.nw"
        uint64_t window[WINDOW];

        printf("| %d | tiles %d to %d |", ++reads, top, top - WINDOW + 1);
        for (int k = 0; k < WINDOW; k++) {
            window[k] = status[top - k];
            describe(window[k]);
        }
        outcome = lg_look_back_window(window, WINDOW, &prefix);
        printf(" %s | %u |\n", outcome < 0 ? "read again" : outcome ? "done" : "move on", prefix);
#line 767 "chapters/09-support.nw"
        /* <<Let tile 5 publish, or move the window on>> */
#line 807 "chapters/09-support.nw"
        if (outcome < 0)
            status[5] = lg_tile_status_word(LG_TILE_AGGREGATE, (uint32_t)random_i32(9, 5, 0, 99));
        else if (outcome == 0)
            top -= WINDOW;
#line 768 "chapters/09-support.nw"
    } while (outcome != 1);
    /* <<Check the carry-in against the tiles' totals>> */
#line 831 "chapters/09-support.nw"
    printf("\nTile 9's carry-in is %u, the sum of the totals of tiles 0 to 8 (%u).\n",
           prefix, inclusive);
    return prefix == inclusive ? 0 : 1;
#line 770 "chapters/09-support.nw"
    return 0;
}
