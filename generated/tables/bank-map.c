#line 594 "chapters/09-support.nw"
/* Data for the bank figure (plots/bank-map.gp): a warp's tile, VT = 8, in
   shared memory unpadded (rows from 0) and padded (rows from PANEL). */
#include <stdio.h>
#include "tile_model.h"

enum { VT = 8, NV = LG_WARP_SIZE * VT };
#define PANEL 11.5

/* <<Print the words of one panel of the bank figure>> */
#line 621 "chapters/09-support.nw"
static void print_panel(int block, int padded, double y0)
{
    int words = lg_tile_shared_words(NV, padded), used[NV + NV / LG_BANKS] = {0};

    for (int i = 0; i < NV; i++)
        used[lg_tile_slot(i, padded)] = 1;
    if (padded == 0)
        printf("%s# block %d\n", block ? "\n\n" : "", block);
    for (int w = 0; w < words; w++)
        if ((block == 0 && used[w]) || (block == 1 && !used[w]))
            printf("%d %g\n", w % LG_BANKS, y0 + w / LG_BANKS);
    for (int lane = 0; block == 2 && lane < LG_WARP_SIZE; lane++) {
        int w = lg_tile_slot(lg_thread_order_index(lane, 0, VT), padded);
        printf("%d %g\n", w % LG_BANKS, y0 + w / LG_BANKS);
    }
}

#line 604 "chapters/09-support.nw"
int main(void)
{
    printf("```\n");
    for (int block = 0; block < 3; block++)
        for (int padded = 0; padded <= 1; padded++)
            print_panel(block, padded, padded ? PANEL : 0);
    /* <<Print the titles of the bank figure>> */
#line 640 "chapters/09-support.nw"
    printf("\n\n# block 3: titles and bank numbers\n");
    for (int padded = 0; padded <= 1; padded++) {
        int hit[LG_BANKS] = {0}, banks = 0;
        double y0 = padded ? PANEL : 0;

        for (int lane = 0; lane < LG_WARP_SIZE; lane++)
            hit[lg_tile_slot(lg_thread_order_index(lane, 0, VT), padded) % LG_BANKS] = 1;
        for (int b = 0; b < LG_BANKS; b++)
            banks += hit[b];
        printf("-0.5 %g \"%s: the 32 reads fall in %d banks, %d wavefront%s\"\n", y0 - 2.1,
               padded ? "padded" : "unpadded", banks, thread_order_wavefronts(VT, 0, padded),
               thread_order_wavefronts(VT, 0, padded) == 1 ? "" : "s");
        for (int b = 0; b < LG_BANKS; b += 8)
            printf("%d %g \"%d\"\n", b, y0 - 1.1, b);
        printf("%d %g \"%d\"\n", LG_BANKS - 1, y0 - 1.1, LG_BANKS - 1);
    }
#line 611 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
