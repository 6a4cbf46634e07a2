#line 50 "chapters/09-support.nw"
/* Wavefronts of a warp's thread-order access, unpadded and padded. */
#include <stdio.h>
#include "tile.h"

static int worst_thread_order(int vt, int padded)
{
    int worst = 0;

    for (int j = 0; j < vt; j++) {
        int w = thread_order_wavefronts(vt, j, padded);
        worst = w > worst ? w : worst;
    }
    return worst;
}

/* <<Print the lanes' banks for VT = 8>> */
#line 85 "chapters/09-support.nw"
static void print_banks(int vt)
{
    printf("\nThe bank each lane reads for value 0 in thread order, VT = %d:\n\n```\n", vt);
    for (int padded = 0; padded <= 1; padded++) {
        printf("%-9s", padded ? "padded" : "unpadded");
        for (int lane = 0; lane < LG_WARP_SIZE; lane++)
            printf("%3d", lg_tile_slot(lg_thread_order_index(lane, 0, vt), padded) % LG_BANKS);
        printf("\n");
    }
    printf("```\n");
}

#line 67 "chapters/09-support.nw"
int main(void)
{
    printf("| VT | unpadded | padded |\n| ---: | ---: | ---: |\n");
    for (int vt = 1; vt <= 16; vt++) {
        for (int j = 0; j < vt; j++)
            if (strided_wavefronts(256, j, 0) != 1 || strided_wavefronts(256, j, 1) != 1)
                return 1;   /* the text says strided order never conflicts */
        printf("| %d | %d | %d |\n", vt, worst_thread_order(vt, 0), worst_thread_order(vt, 1));
    }
    print_banks(8);
    return 0;
}
