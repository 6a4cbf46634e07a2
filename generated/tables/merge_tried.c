#line 104 "chapters/08-notebook.nw"
/* The merge chapter's results files with the commits they measured, and
   the circular-buffer kernel's tried bound on registers. */
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
#line 111 "chapters/08-notebook.nw"
#define MERGE_TRIED "bench/results/h100/tried/merge-keys-circular-32-ctas.tsv"

/* <<Print the tried bound on the circular kernel>> */
#line 131 "chapters/08-notebook.nw"
static void tried_bound(void)
{
    static measured_row rows[MAX_ROWS];
    char gpu[64], date[64], commit[64];
    int count = read_measured_rows(stdout, MERGE_TRIED, "merge-keys", rows, MAX_ROWS, gpu, date);
    const measured_row *tiled = find_measured_row(rows, count, "tiled", LADDER_N, MERGE_PARAM);
    const measured_row *circular = find_measured_row(rows, count, "circular", LADDER_N, MERGE_PARAM);

    if (count < 0 || tiled == NULL || circular == NULL)
        return;
    header_value(MERGE_TRIED, "commit", commit);
    printf("\nTried and not kept (commit %s, %.10s): the circular-buffer kernel with "
           "`__launch_bounds__(64, 32)`, which holds it to 32 registers so that 32 CTAs fit "
           "on each SM, ran at %.1f G keys/s at $2^{26}$ keys, the tiled kernel in the same "
           "run at %.1f.\n", commit, date, g_per_s(circular), g_per_s(tiled));
}

#line 115 "chapters/08-notebook.nw"
int main(void)
{
    static const char *const files[] = {MERGE_KEYS, MERGE_PAIRS, MERGE_PARTS, MERGE_PARTITION};
    char commit[64];

    printf("| results file | commit |\n|---|---|\n");
    for (int f = 0; f < 4; f++) {
        header_value(files[f], "commit", commit);
        printf("| `%s` | `%s` |\n", files[f] + strlen("bench/results/h100/"), commit);
    }
    tried_bound();
    return 0;
}
