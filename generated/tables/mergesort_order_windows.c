#line 4924 "chapters/09-support.nw"
/* The loads a search inside a pass's grid window takes at most, and the
   share of the windows that need none, for each order of the benchmark's
   keys. */
#include <stdio.h>
#include <stdlib.h>
#include "mergesort.h"
#include "merge_path.h"
#include "support.h"

enum { N = 1 << 22, NV = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT };

static int compare_i32(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return (a > b) - (a < b);
}

/* The bisection steps that answer among count + 1 places. */
static int steps(int count)
{
    int s = 0;

    while ((1 << s) < count + 1)
        s++;
    return s;
}

/* Over the windows of NV outputs in the merges of lists of list keys, two
   by two: the mean of the most loads a search in one takes, and the share
   that take none. */
static void windows(const int32_t *keys, int list, double *mean_loads, double *none)
{
    long count = 0, empty = 0, loads = 0;

    for (int first = 0; first + 2 * list <= N; first += 2 * list) {
        const int32_t *a = keys + first, *b = keys + first + list;
        int before = 0;

        for (int r = NV; r - NV < 2 * list; r += NV) {
            int end = r < 2 * list ? r : 2 * list;
            int at = lg_merge_path_i32(a, list, b, list, end, LG_BOUNDS_LOWER);
            int p = at - before, q = end - (r - NV) - p;
            int s = steps(p < q ? p : q);

            count++;
            loads += s;
            empty += s == 0;
            before = at;
        }
    }
    *mean_loads = (double)loads / count;
    *none = (double)empty / count;
}

int main(void)
{
    static const int lists[] = {1 << 14, 1 << 17, 1 << 20};
    static const char *const names[SORT_ORDERS] = {"uniform", "sorted", "reversed",
        "16 distinct values", "nearly sorted (1% moved)"};
    int32_t *keys = malloc(sizeof(int32_t) * N);

    if (keys == NULL)
        return 1;
    printf("| order | lists of $2^{14}$ | lists of $2^{17}$ | lists of $2^{20}$ |\n"
           "|---|--:|--:|--:|\n");
    for (int o = 0; o < SORT_ORDERS; o++) {
        printf("| %s", names[o]);
        for (int l = 0; l < 3; l++) {
            double mean_loads, none;

            if (sort_input_i32((sort_order)o, 1, 0, N, keys) != 0) {
                free(keys);
                return 1;
            }
            for (int first = 0; first < N; first += lists[l])
                qsort(keys + first, lists[l], sizeof(int32_t), compare_i32);
            windows(keys, lists[l], &mean_loads, &none);
            printf(" | %.1f (%.0f%%)", mean_loads, 100 * none);
        }
        printf(" |\n");
    }
    printf("\nThe most loads a search inside a window of %d outputs takes, the mean over the "
           "windows of a pass over $2^{22}$ keys, and in brackets the share of the windows "
           "that take none; seed 1.\n", NV);
    free(keys);
    return 0;
}
