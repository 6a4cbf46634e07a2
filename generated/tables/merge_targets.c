#line 2792 "chapters/09-support.nw"
/* The merge chapter's targets against the benchmark driver's results. */
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
/* <<Print one target, met or missed>> */
#line 2817 "chapters/09-support.nw"
static void target(const char *what, double goal, double got, const char *unit)
{
    printf("| %s | %.2f%s | %.2f%s | %s", what, goal, unit, got, unit,
           got >= goal ? "met" : "missed");
    if (got < goal)
        printf(", by %.2f%s", goal - got, strcmp(unit, " %") == 0 ? " points" : unit);
    printf(" |\n");
}

#line 2833 "chapters/09-support.nw"
static void targets(const measured_row *keys, int k, const measured_row *pairs, int p)
{
    const measured_row *ours = find_measured_row(keys, k, "ours", LADDER_N, MERGE_PARAM);
    const measured_row *cub = find_measured_row(keys, k, "cub", LADDER_N, MERGE_PARAM);
    const measured_row *basic = find_measured_row(keys, k, "basic", LADDER_N, MERGE_PARAM);
    const measured_row *tiled = find_measured_row(keys, k, "tiled", LADDER_N, MERGE_PARAM);
    const measured_row *circular = find_measured_row(keys, k, "circular", LADDER_N, MERGE_PARAM);
    const measured_row *ours_p = find_measured_row(pairs, p, "ours", LADDER_N, MERGE_PARAM);
    const measured_row *cub_p = find_measured_row(pairs, p, "cub", LADDER_N, MERGE_PARAM);

    if (!ours || !cub || !basic || !tiled || !circular || !ours_p || !cub_p)
        return;
    printf("| target | goal | measured | |\n|---|--:|--:|---|\n");
    target("Merge Path keys, share of the copy's bandwidth", 92, ours->pct_of_copy, " %");
    target("Merge Path keys, speed over CUB MergeKeys", 1.02, cub->median_ms / ours->median_ms,
           " x");
    target("Merge Path pairs, share of the copy's bandwidth", 92, ours_p->pct_of_copy, " %");
    target("Merge Path pairs, speed over CUB MergePairs", 1.10,
           cub_p->median_ms / ours_p->median_ms, " x");
    target("tiled over basic", 1, basic->median_ms / tiled->median_ms, " x");
    target("circular over tiled", 1, tiled->median_ms / circular->median_ms, " x");
    target("Merge Path over circular", 1, circular->median_ms / ours->median_ms, " x");
}

#line 2800 "chapters/09-support.nw"
int main(void)
{
    static measured_row keys[MAX_ROWS], pairs[MAX_ROWS];
    char gpu[64], date[64];
    int k = read_measured_rows(stdout, MERGE_KEYS, "merge-keys", keys, MAX_ROWS, gpu, date);
    int p = read_measured_rows(stdout, MERGE_PAIRS, "merge-pairs", pairs, MAX_ROWS, gpu, date);

    if (k >= 0 && p >= 0)
        targets(keys, k, pairs, p);
    return 0;
}
