#line 2939 "chapters/09-support.nw"
/* The classroom kernels over the sizes, from the benchmark driver. */
#include <stdio.h>
#include <string.h>
#include "support.h"

/* <<Read the merge measurements>> */
#line 2703 "chapters/09-support.nw"
#include "merge_path.h" /* the tile shapes */

#define MERGE_KEYS "bench/results/h100/merge-keys.tsv"
#define MERGE_PAIRS "bench/results/h100/merge-pairs.tsv"
#define MERGE_PARTS "bench/results/h100/merge-parts.tsv"
#define MERGE_PARTITION "bench/results/h100/pieces/merge-partition.tsv"
#define MERGE_PARAM "gaps-0-15" /* the keys and pairs algorithms' one parameter */
enum { LADDER_N = 1 << 26, MAX_ROWS = 512 };

/* Billions of elements (keys or pairs) per second. */
static inline double g_per_s(const measured_row *r)
{
    return r->n / r->median_ms / 1e6;
}

/* <<Print the classroom kernels at one size>> */
#line 2968 "chapters/09-support.nw"
static void size_row(const measured_row *rows, int count, int log2_n)
{
    const measured_row *r[3];
    static const char *const names[3] = {"basic", "tiled", "circular"};

    for (int v = 0; v < 3; v++)
        if ((r[v] = find_measured_row(rows, count, names[v], 1 << log2_n, MERGE_PARAM)) == NULL)
            return;
    printf("| $2^{%d}$ | %.1f | %.1f | %.1f | %.2f |\n", log2_n, g_per_s(r[0]), g_per_s(r[1]),
           g_per_s(r[2]), r[1]->median_ms / r[2]->median_ms);
}

#line 2948 "chapters/09-support.nw"
int main(void)
{
    static measured_row rows[MAX_ROWS];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, MERGE_KEYS, "merge-keys", rows, MAX_ROWS, gpu, date);

    if (count < 0)
        return 0;
    printf("| keys | basic, G keys/s | tiled | circular | circular over tiled |\n"
           "|---|--:|--:|--:|--:|\n");
    for (int log2_n = 20; log2_n <= 28; log2_n += 2)
        size_row(rows, count, log2_n);
    return 0;
}
