#line 4151 "chapters/09-support.nw"
/* Data for the figures of one two-way and one four-way merge pass
   (plots/mergesort-pass.gp, plots/mergesort-pass4.gp): the sixteen keys
   as four sorted lists of four, which CTA reads each key and where it
   writes it, found with the library's frame, partition and range code. */
#include <stdio.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

enum { N = MERGESORT_WALK_KEYS, LIST = 4 };
static int32_t keys[N];

/* <<Sort the sixteen keys into lists of four>> */
#line 4179 "chapters/09-support.nw"
static void sort_into_lists(void)
{
    int32_t next[N];

    memcpy(keys, mergesort_walk_keys, sizeof keys);
    for (int list = 1; list < LIST; list *= 2) {
        mergesort_model_pass_i32(keys, NULL, N, 1, 2 * list, next, NULL);
        memcpy(keys, next, sizeof keys);
    }
}
/* <<Print the two-way pass of CTAs of two outputs>> */
#line 4254 "chapters/09-support.nw"
enum { GRAIN = 2, COOP = 2 * LIST / GRAIN, CTAS = N / GRAIN };

static void print_two_way(void)
{
    int part[CTAS + 1], cta[N];

    for (int p = 0; p <= CTAS; p++) {   /* as the partition kernel does */
        lg_merge_range f = lg_mergesort_frame(COOP, p, GRAIN, N);
        part[p] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                    f.b_end - f.b_begin,
                                    lg_mergesort_diagonal(COOP, p, GRAIN, N), LG_BOUNDS_LOWER);
    }
    /* <<Print each CTA's outputs of the two-way pass>> */
#line 4283 "chapters/09-support.nw"
    printf("# block 0: each output and the key it takes: x out, x in, key, CTA\n");
    for (int w = 0; w < CTAS; w++) {    /* as the merge kernel does */
        lg_merge_range r = lg_mergesort_range(COOP, w, GRAIN, N, part[w], part[w + 1]);
        int32_t merged[GRAIN];
        int index[GRAIN];

        lg_serial_merge_i32(keys, r.a_begin, r.a_end, r.b_begin, r.b_end, GRAIN, merged, index);
        for (int t = 0; t < GRAIN; t++)
            printf("%d %d %d %d\n", w * GRAIN + t, index[t], (int)merged[t], w);
        for (int i = r.a_begin; i < r.a_end; i++)
            cta[i] = w;
        for (int i = r.b_begin; i < r.b_end; i++)
            cta[i] = w;
    }
#line 4267 "chapters/09-support.nw"
    printf("\n\n# block 1: each input: x, key, the CTA that reads it\n");
    for (int i = 0; i < N; i++)
        printf("%d %d %d\n", i, (int)keys[i], cta[i]);
    printf("\n\n# block 2: the lists of the frames: begin, end, name\n");
    for (int w = 0; w < CTAS; w += COOP) {
        lg_merge_range f = lg_mergesort_frame(COOP, w, GRAIN, N);
        printf("%d %d A\n%d %d B\n", f.a_begin, f.a_end, f.b_begin, f.b_end);
    }
    printf("\n\n# block 3: the CTAs' outputs: begin, end, CTA\n");
    for (int w = 0; w < CTAS; w++)
        printf("%d %d %d\n", w * GRAIN, (w + 1) * GRAIN, w);
    printf("\n\n");
}
/* <<Print the four-way pass of CTAs of four outputs>> */
#line 4304 "chapters/09-support.nw"
enum { NV = 4, COOP4 = 4 * LIST / NV, CTAS4 = N / NV };

static void print_four_way(void)
{
    int grid[CTAS4 + 1], take[CTAS4 + 1][4], cta[N], index[2 * LIST];
    int32_t merged[2 * LIST], out[N], from[N], out_from[N];

    for (int t = 0; t <= CTAS4; t++) {
        lg_merge_range f = lg_mergesort_frame(COOP4 / 2, t, NV, N);
        grid[t] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                    f.b_end - f.b_begin,
                                    lg_mergesort_diagonal(COOP4 / 2, t, NV, N), LG_BOUNDS_LOWER);
    }
    for (int p = 0; p <= CTAS4; p++)
        lg_mergesort_select4_i32(keys, N, NV, COOP4, grid, p, LG_MERGESORT_SEARCH_LANES,
                                 lg_mergesort_select_probes(CTAS4), take[p]);
    for (int w = 0; w < CTAS4; w++) {
        lg_merge4_range r = lg_mergesort_range4(COOP4, w, NV, N, take[w], take[w + 1]);
        for (int k = 0; k < 4; k++)
            for (int i = r.begin[k]; i < r.end[k]; i++)
                cta[i] = w;
    }
    /* <<Print the inputs, AB and CD, and the outputs of the four-way pass>> */
#line 4335 "chapters/09-support.nw"
    for (int i = 0; i < N; i++)
        from[i] = i;
    mergesort_model_pass4_i32(keys, from, N, 1, NV, COOP4, out, out_from);
    printf("# block 4: each input: x, key, the CTA that reads it\n");
    for (int i = 0; i < N; i++)
        printf("%d %d %d\n", i, (int)keys[i], cta[i]);
    printf("\n\n# block 5: AB, then CD, merged: x, key, CTA, x in the input\n");
    for (int h = 0; h < 2; h++) {
        lg_serial_merge_i32(keys, 2 * h * LIST, (2 * h + 1) * LIST, (2 * h + 1) * LIST,
                            (2 * h + 2) * LIST, 2 * LIST, merged, index);
        for (int t = 0; t < 2 * LIST; t++)
            printf("%d %d %d %d\n", 2 * h * LIST + t, (int)merged[t], cta[index[t]], index[t]);
    }
    /* <<Print the four-way pass's outputs and partition points>> */
#line 4352 "chapters/09-support.nw"
    printf("\n\n# block 6: each output: x, key, CTA, x in AB or CD\n");
    for (int o = 0, at; o < N; o++) {
        int half = out_from[o] >= 2 * LIST;
        lg_serial_merge_i32(keys, 2 * half * LIST, (2 * half + 1) * LIST, (2 * half + 1) * LIST,
                            (2 * half + 2) * LIST, 2 * LIST, merged, index);
        for (at = 0; index[at] != out_from[o]; at++)
            continue;
        printf("%d %d %d %d\n", o, (int)out[o], o / NV, 2 * half * LIST + at);
    }
    printf("\n\n# block 7: the partition points: CTA, diagonal, from A, B, C, D\n");
    for (int p = 0; p < CTAS4; p++)
        printf("%d %d %d %d %d %d\n", p, lg_mergesort_diagonal(COOP4, p, NV, N), take[p][0],
               take[p][1], take[p][2], take[p][3]);
    printf("\n\n# block 8: the names of the lists and rows: x, row, name\n");
    printf("2 0 A\n6 0 B\n10 0 C\n14 0 D\n4 1 AB\n12 1 CD\n");
#line 4327 "chapters/09-support.nw"
}

#line 4167 "chapters/09-support.nw"
int main(void)
{
    sort_into_lists();
    printf("```\n");
    print_two_way();
    print_four_way();
    printf("```\n");
    return 0;
}
