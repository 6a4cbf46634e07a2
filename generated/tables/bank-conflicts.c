#line 559 "chapters/09-support.nw"
/* Wavefronts of a warp's thread-order access, unpadded and padded. */
#include <stdio.h>
#include "tile_model.h"

static int worst_thread_order(int vt, int padded)
{
    int worst = 0;

    for (int j = 0; j < vt; j++) {
        int w = thread_order_wavefronts(vt, j, padded);
        worst = w > worst ? w : worst;
    }
    return worst;
}

int main(void)
{
    printf("| VT | unpadded | padded |\n| ---: | ---: | ---: |\n");
    for (int vt = 1; vt <= 16; vt++) {
        for (int j = 0; j < vt; j++)
            if (strided_wavefronts(256, j, 0) != 1 || strided_wavefronts(256, j, 1) != 1)
                return 1;   /* the text says strided order never conflicts */
        printf("| %d | %d | %d |\n", vt, worst_thread_order(vt, 0), worst_thread_order(vt, 1));
    }
    return 0;
}
