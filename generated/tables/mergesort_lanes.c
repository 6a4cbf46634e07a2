#line 2805 "chapters/03-mergesort.nw"
/* The sorts of 2^26 keys and pairs with 1 to 16 lanes per four-way
   partition point, and the partition's time in the sort of keys. */
#include <math.h>
#include <stdio.h>
#include "mergesort.h"
#include "support.h"

#define RESULTS "bench/results/h100/mergesort-sweep.tsv"
enum { N = 1 << 26 };

/* The sweep's row of `kind` ("keys" or "pairs") with `lanes` lanes, and
   `piece` ("" or "+splits"); the library's own rows carry no lanes. */
static const measured_row *lanes_row(const measured_row *rows, int count, const char *kind,
                                     int lanes, const char *piece)
{
    char param[64];

    if (lanes == LG_MERGESORT_SEARCH_LANES)
        snprintf(param, sizeof param, "%s-256x17%s", kind, piece);
    else
        snprintf(param, sizeof param, "%s-256x17-lanes%d%s", kind, lanes, piece);
    return find_measured_row(rows, count, "ours", N, param);
}

int main(void)
{
    static measured_row rows[64];
    char gpu[64], date[64];
    int count = read_measured_rows(stdout, RESULTS, "mergesort", rows, 64, gpu, date);

    if (count < 0)
        return 0;
    printf("| lanes per point | rounds of a stage, against bisection | sort of keys, ms "
           "| four-way partition in it, ms | sort of pairs, ms |\n|--:|--:|--:|--:|--:|\n");
    for (int lanes = 1; lanes <= 16; lanes *= 2) {
        const measured_row *keys = lanes_row(rows, count, "keys", lanes, "");
        const measured_row *twice = lanes_row(rows, count, "keys", lanes, "+splits");
        const measured_row *pairs = lanes_row(rows, count, "pairs", lanes, "");
        if (keys == NULL || twice == NULL || pairs == NULL)
            continue;
        printf("| %d%s | %.0f %% | %.3f | %.3f | %.3f |\n", lanes,
               lanes == LG_MERGESORT_SEARCH_LANES ? " (the library)" : "",
               100.0 * log(2.0) / log(lanes + 1.0), keys->median_ms,
               twice->median_ms - keys->median_ms, pairs->median_ms);
    }
    printf("\nMeasured on %s, %.10s.\n", gpu, date);
    return 0;
}
