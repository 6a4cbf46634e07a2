#line 359 "chapters/08-notebook.nw"
/* The sorts of 2^26 keys and pairs with 1 to 16 lanes per four-way
   partition point, and the partition's time in the sort of keys; then the
   ladder of sizes with 8 lanes and with 2. */
#include <math.h>
#include <stdio.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort-sweep.tsv"
#define EIGHT "bench/results/h100/tried/mergesort-eight-lanes.tsv"
#define TWO "bench/results/h100/tried/mergesort-two-lanes.tsv"
enum { N = 1 << 26, NV = LG_MERGESORT_KEYS_NT * LG_MERGESORT_KEYS_VT };

/* <<Print the sorts with each number of lanes>> */
#line 387 "chapters/08-notebook.nw"
/* The sweep's row of `kind` ("keys" or "pairs") with `lanes` lanes, and
   `piece` ("" or "+splits"); the library takes `library` lanes. */
static const measured_row *lanes_row(const measured_row *rows, int count, const char *kind,
                                     int lanes, int library, const char *piece)
{
    char param[64];

    if (lanes == library)
        snprintf(param, sizeof param, "%s-256x17%s", kind, piece);
    else
        snprintf(param, sizeof param, "%s-256x17-lanes%d%s", kind, lanes, piece);
    return find_measured_row(rows, count, "ours", N, param);
}
/* <<Print the sorts with each number of lanes>> */
#line 406 "chapters/08-notebook.nw"
/* The table at 2^26; -1 if the sweep's results are missing. */
static int print_lanes_at_2_26(void)
{
    static measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date);
    int library = lg_mergesort_search_lanes(lg_mergesort_tiles(N, NV));

    if (count < 0)
        return -1;
    printf("| lanes per point | rounds of a stage, against bisection | sort of keys, ms "
           "| four-way partition in it, ms | sort of pairs, ms |\n|--:|--:|--:|--:|--:|\n");
    for (int lanes = 1; lanes <= 16; lanes *= 2) {
        const measured_row *keys = lanes_row(rows, count, "keys", lanes, library, "");
        const measured_row *twice = lanes_row(rows, count, "keys", lanes, library, "+splits");
        const measured_row *pairs = lanes_row(rows, count, "pairs", lanes, library, "");
        if (keys == NULL || twice == NULL || pairs == NULL)
            continue;
        printf("| %d%s | %.0f %% | %.3f | %.3f | %.3f |\n", lanes,
               lanes == library ? " (the library)" : "",
               100.0 * log(2.0) / log(lanes + 1.0), keys->median_ms,
               twice->median_ms - keys->median_ms, pairs->median_ms);
    }
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
/* <<Print the ladder with eight lanes and with two>> */
#line 439 "chapters/08-notebook.nw"
/* How much the two lanes cost below the turn, over both kinds of sort. */
static void print_ladder_gaps(const measured_row *eight, int n8, const measured_row *two, int n2)
{
    static const char *const kinds[] = {"keys", "pairs"};
    double low_us = 1e30, high_us = 0, low_pct = 1e30, high_pct = 0;
    int sizes = 0;

    for (int k = 18; k <= 26; k++)
        for (int kind = 0; kind < 2; kind++) {
            int n = 1 << k;
            const measured_row *a = find_measured_row(eight, n8, "ours", n, kinds[kind]);
            const measured_row *b = find_measured_row(two, n2, "ours", n, kinds[kind]);
            double us, pct;
            if (a == NULL || b == NULL ||
                lg_mergesort_search_lanes(lg_mergesort_tiles(n, NV)) != LG_MERGESORT_SEARCH_LANES)
                continue;
            us = 1e3 * (b->median_ms - a->median_ms);
            pct = 100.0 * (b->median_ms / a->median_ms - 1);
            low_us = fmin(low_us, us), high_us = fmax(high_us, us);
            low_pct = fmin(low_pct, pct), high_pct = fmax(high_pct, pct);
            sizes++;
        }
    if (sizes > 0)
        printf("\nWhere the library takes eight lanes, two lanes took %.0f to %.0f &micro;s "
               "longer a sort (%.1f %% to %.0f %%).\n", low_us, high_us, low_pct, high_pct);
}
/* <<Print the ladder with eight lanes and with two>> */
#line 470 "chapters/08-notebook.nw"
static void print_ladders(void)
{
    static measured_row eight[64], two[64];
    static const char *const kinds[] = {"keys", "pairs"};
    char gpu8[64], date8[64], gpu2[64], date2[64];
    int n8 = read_measured_rows(stdout, EIGHT, "mergesort", eight, 64, gpu8, date8);
    int n2 = read_measured_rows(stdout, TWO, "mergesort", two, 64, gpu2, date2);

    if (n8 < 0 || n2 < 0)
        return;
    printf("\n| n | tiles | keys, 8 lanes, ms | keys, 2 lanes, ms | pairs, 8 lanes, ms "
           "| pairs, 2 lanes, ms | the library's lanes |\n|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int k = 18; k <= 26; k++) {
        /* <<Print one size of both ladders>> */
#line 493 "chapters/08-notebook.nw"
        int n = 1 << k, tiles = lg_mergesort_tiles(n, NV);
        printf("| $2^{%d}$ | %d |", k, tiles);
        for (int kind = 0; kind < 2; kind++) {
            const measured_row *a = find_measured_row(eight, n8, "ours", n, kinds[kind]);
            const measured_row *b = find_measured_row(two, n2, "ours", n, kinds[kind]);
            if (a != NULL && b != NULL)
                printf(" %s%.3f%s | %s%.3f%s |", a->median_ms < b->median_ms ? "**" : "",
                       a->median_ms, a->median_ms < b->median_ms ? "**" : "",
                       b->median_ms < a->median_ms ? "**" : "", b->median_ms,
                       b->median_ms < a->median_ms ? "**" : "");
            else
                printf(" | |");
        }
        printf(" %d |\n", lg_mergesort_search_lanes(tiles));
#line 484 "chapters/08-notebook.nw"
    }
    printf("\nThe faster of each pair in bold. Eight lanes: `tried/mergesort-eight-lanes.tsv`, "
           "%s, %.10s; two lanes: `tried/mergesort-two-lanes.tsv`, %s, %.10s.\n",
           gpu8, date8, gpu2, date2);
    print_ladder_gaps(eight, n8, two, n2);
}

#line 375 "chapters/08-notebook.nw"
int main(void)
{
    if (print_lanes_at_2_26() == 0)
        print_ladders();
    return 0;
}
