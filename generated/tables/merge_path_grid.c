#line 2105 "chapters/09-support.nw"
/* Data for the merge path figure (plots/merge-path.gp): a Markdown code
   block whose lines gnuplot reads, in blocks separated by two blank lines. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t a[] = {12, 13, 22, 63, 83, 90, 91, 96};
static const int32_t b[] = {9, 18, 27, 30, 54, 54, 95, 99};
enum { M = 8, N = 8, TILE = 4 };

int main(void)
{
    printf("```\n# block 0: the merge path, (i, j) after each step\n");
    for (int k = 0; k <= M + N; k++) {
        int i = lg_co_rank_i32(k, a, M, b, N);
        printf("%d %d\n", i, k - i);
    }
    /* <<Print the tile boundaries' diagonals and crossings>> */
#line 2137 "chapters/09-support.nw"
    printf("\n\n# block 1: the cross-diagonals at the tile boundaries, two ends each\n");
    for (int k = TILE; k < M + N; k += TILE) {
        int top = k < M ? k : M, bottom = k > N ? k - N : 0;
        printf("%d %d\n%d %d\n\n", top, k - top, bottom, k - bottom);
    }
    printf("\n# block 2: where they cross the path, and the co-ranks\n");
    for (int k = 0; k <= M + N; k += TILE) {
        int i = lg_merge_path_i32(a, M, b, N, k, LG_BOUNDS_LOWER);
        printf("%d %d \"k=%d: (%d, %d)\"\n", i, k - i, k, i, k - i);
    }
#line 2122 "chapters/09-support.nw"
    printf("\n\n# block 3: the keys of A, above the columns\n");
    for (int i = 0; i < M; i++)
        printf("%g %g %d\n", i + 0.5, -0.45, a[i]);
    printf("\n\n# block 4: the keys of B, left of the rows\n");
    for (int j = 0; j < N; j++)
        printf("%g %g %d\n", -0.45, j + 0.5, b[j]);
    printf("```\n");
    return 0;
}
