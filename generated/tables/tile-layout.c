#line 532 "chapters/09-support.nw"
/* Data for the figure of a tile's two orders (plots/tile-layout.gp): for
   each element, the thread that holds it and which of its values it is. */
#include <stdio.h>
#include "tile.h"

int main(void)
{
    enum { NT = 4, VT = 3 };

    printf("```\n# element, order (0 strided, 1 thread order), thread, value j\n");
    for (int tid = 0; tid < NT; tid++)
        for (int j = 0; j < VT; j++) {
            printf("%d 0 %d %d\n", lg_strided_index(tid, j, NT), tid, j);
            printf("%d 1 %d %d\n", lg_thread_order_index(tid, j, VT), tid, j);
        }
    printf("```\n");
    return 0;
}
