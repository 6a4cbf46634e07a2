#line 2240 "chapters/09-support.nw"
/* Data for plots/merge-corank-search.gp: the co-rank search's guesses on
   three cross-diagonals of the worked example's grid. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t a[] = {1, 3, 5, 7, 9}, b[] = {2, 4, 6, 8, 10};
static const int ks[] = {3, 4, 6};
enum { M = 5, N = 5, KS = 3 };

/* <<Print the grid, the diagonals and the guesses>> */
#line 2253 "chapters/09-support.nw"
int main(void)
{
    printf("```\n# block 0: the merge path\n");
    for (int k = 0; k <= M + N; k++)
        printf("%d %d\n", lg_co_rank_i32(k, a, M, b, N), k - lg_co_rank_i32(k, a, M, b, N));
    printf("\n\n# block 1: the cross-diagonals, two ends each, and their k\n");
    for (int d = 0; d < KS; d++) {
        int top = ks[d] < M ? ks[d] : M, bottom = ks[d] > N ? ks[d] - N : 0;
        printf("%d %d %d\n%d %d %d\n\n", top, ks[d] - top, d, bottom, ks[d] - bottom, d);
    }
    printf("\n# block 2: the guesses, i j step diagonal\n");
    for (int d = 0; d < KS; d++) {
        lg_co_rank_guess g = lg_co_rank_first_guess(ks[d], M, N);
        int step = 0;

        do
            printf("%d %d %d %d\n", g.i, g.j, ++step, d);
        while (!lg_co_rank_step(&g, a, M, b, N));
    }
    /* <<Print the keys beside the grid and the names of the diagonals>> */
#line 2281 "chapters/09-support.nw"
    printf("\n\n# block 3: the keys of A, above the columns\n");
    for (int i = 0; i < M; i++)
        printf("%g -0.45 %d\n", i + 0.5, a[i]);
    printf("\n\n# block 4: the keys of B, left of the rows\n");
    for (int j = 0; j < N; j++)
        printf("-0.45 %g %d\n", j + 0.5, b[j]);
    printf("\n\n# block 5: the diagonals' names\n");
    for (int d = 0; d < KS; d++) {
        int bottom = ks[d] > N ? ks[d] - N : 0;
        printf("%g %g \"k=%d\" %d\n", bottom + 0.5, ks[d] - bottom - 0.5, ks[d], d);
    }
#line 2273 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
