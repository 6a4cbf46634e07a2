#line 2009 "chapters/09-support.nw"
/* The co-rank of every k for A = 1 3 5 7 9, B = 2 4 6 8 10, with the
   lemma's two conditions at the answer. Prints a Markdown table. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t a[] = {1, 3, 5, 7, 9}, b[] = {2, 4, 6, 8, 10};
enum { M = 5, N = 5 };

int main(void)
{
    int32_t c[M + N];

    lg_merge_sequential_i32(a, M, b, N, c);
    printf("| $k$ | first $k$ outputs | $i$ | $j$ | condition (1) | condition (2) |\n"
           "|---:|---|---:|---:|---|---|\n");
    for (int k = 0; k <= M + N; k++) {
        int i = lg_co_rank_i32(k, a, M, b, N), j = k - i;

        printf("| %d |", k);
        for (int t = 0; t < k; t++)
            printf(" %d", c[t]);
        printf(" | %d | %d | ", i, j);
        /* <<Print the lemma's two conditions at (i, j)>> */
#line 2038 "chapters/09-support.nw"
        if (i == 0 || j == N)
            printf("%s | ", i == 0 ? "$i = 0$" : "$j = n$");
        else
            printf("$A[%d] = %d %s B[%d] = %d$ | ", i - 1, a[i - 1], a[i - 1] <= b[j] ? "\\le" : ">",
                   j, b[j]);
        if (j == 0 || i == M)
            printf("%s |\n", j == 0 ? "$j = 0$" : "$i = m$");
        else
            printf("$B[%d] = %d %s A[%d] = %d$ |\n", j - 1, b[j - 1], b[j - 1] < a[i] ? "<" : "\\ge",
                   i, a[i]);
#line 2032 "chapters/09-support.nw"
    }
    return 0;
}
