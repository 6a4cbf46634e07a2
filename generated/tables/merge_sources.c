#line 2159 "chapters/09-support.nw"
/* Data for plots/merge-sources.gp: the worked example's merge, where each
   output came from, and the co-ranks that cut it into pieces of 3. */
#include <stdio.h>
#include "merge_path.h"

static const int32_t keys[] = {1, 3, 5, 7, 9, 2, 4, 6, 8, 10}; /* A, then B */
enum { M = 5, N = 5, PIECE = 3 };

/* <<Print the rows of the worked example's merge>> */
#line 2188 "chapters/09-support.nw"
/* x of the centres of A[i], B[j] and output k: A and B centred on the output. */
static double a_x(int i) { return N / 2.0 + i; }
static double b_x(int j) { return M / 2.0 + j; }
static double input_x(int t) { return t < M ? a_x(t) : b_x(t - M); } /* A's t, then B's */
static double output_x(int k) { return k; }

static void print_rows(const int32_t *out, const int *index)
{
    int piece_of_input[M + N];

    printf("# block 0: boxes, x y key piece\n");
    for (int k = 0; k < M + N; k++) {
        piece_of_input[index[k]] = k / PIECE;
        printf("%g 2 %d %d\n", output_x(k), out[k], k / PIECE);
    }
    for (int t = 0; t < M + N; t++)
        printf("%g %d %d %d\n", input_x(t), t < M ? 0 : 4, keys[t], piece_of_input[t]);
    printf("\n\n# block 1: from each input to its output, x y dx dy piece\n");
    for (int k = 0; k < M + N; k++) {
        int from_a = index[k] < M;
        double y = from_a ? 0.35 : 3.65, y_out = from_a ? 1.65 : 2.35;
        printf("%g %g %g %g %d\n", input_x(index[k]), y, output_x(k) - input_x(index[k]),
               y_out - y, k / PIECE);
    }
}

#line 2169 "chapters/09-support.nw"
int main(void)
{
    int32_t out[M + N];
    int index[M + N];

    lg_serial_merge_i32(keys, 0, M, M, M + N, M + N, out, index);
    printf("```\n");
    print_rows(out, index);
    /* <<Print the cuts between the pieces>> */
#line 2219 "chapters/09-support.nw"
    printf("\n\n# block 2: the cuts, from above A to below B\n");
    for (int k = PIECE; k < M + N; k += PIECE) {
        int i = lg_co_rank_i32(k, keys, M, keys + M, N);
        printf("%g -0.6\n%g 0.6\n", a_x(i) - 0.5, a_x(i) - 0.5);
        printf("%g 1.5\n%g 2.5\n", output_x(k) - 0.5, output_x(k) - 0.5);
        printf("%g 3.4\n%g 4.6\n\n", b_x(k - i) - 0.5, b_x(k - i) - 0.5);
    }
    printf("\n# block 3: the cuts' labels\n");
    for (int k = PIECE; k < M + N; k += PIECE) {
        int i = lg_co_rank_i32(k, keys, M, keys + M, N);
        printf("%g -0.95 \"i=%d\"\n%g 4.95 \"j=%d\"\n", a_x(i) - 0.5, i, b_x(k - i) - 0.5, k - i);
    }
#line 2178 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
