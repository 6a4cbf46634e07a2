#line 2055 "chapters/09-support.nw"
/* Each step of the co-rank search for k = 6, 3 and 4 on A = 1 3 5 7 9,
   B = 2 4 6 8 10. Prints a Markdown code block. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t a[] = {1, 3, 5, 7, 9}, b[] = {2, 4, 6, 8, 10};
enum { M = 5, N = 5 };

/* <<Print one step of the co-rank search>> */
#line 2085 "chapters/09-support.nw"
static void trace_step(int i, int j, int i_low, int j_low)
{
    printf("  i = %d, j = %d   (i_low = %d, j_low = %d)   ", i, j, i_low, j_low);
    if (i > 0 && j < N && a[i - 1] > b[j])
        printf("A[%d] = %d > B[%d] = %d: i too large\n", i - 1, a[i - 1], j, b[j]);
    else if (j > 0 && i < M && b[j - 1] >= a[i])
        printf("B[%d] = %d >= A[%d] = %d: j too large\n", j - 1, b[j - 1], i, a[i]);
    else
        printf("both conditions hold\n");
}

#line 2065 "chapters/09-support.nw"
int main(void)
{
    static const int ks[] = {6, 3, 4};

    printf("```\n");
    for (int t = 0; t < 3; t++) {
        lg_co_rank_guess g = lg_co_rank_first_guess(ks[t], M, N);

        printf("k = %d\n", ks[t]);
        do
            trace_step(g.i, g.j, g.i_low, g.j_low);
        while (!lg_co_rank_step(&g, a, M, b, N));
        printf("  co-rank %d\n", g.i);
    }
    printf("```\n");
    return 0;
}
