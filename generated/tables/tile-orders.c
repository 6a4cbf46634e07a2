#line 505 "chapters/09-support.nw"
/* Which tile elements each thread holds, in strided and in thread order. */
#include <stdio.h>
#include "tile.h"

int main(void)
{
    enum { NT = 4, VT = 3 };

    printf("| thread | strided order | thread order |\n| --- | --- | --- |\n");
    for (int tid = 0; tid < NT; tid++) {
        printf("| %d |", tid);
        for (int j = 0; j < VT; j++)
            printf(" %d", lg_strided_index(tid, j, NT));
        printf(" |");
        for (int j = 0; j < VT; j++)
            printf(" %d", lg_thread_order_index(tid, j, VT));
        printf(" |\n");
    }
    return 0;
}
