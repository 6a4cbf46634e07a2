#line 7469 "chapters/09-support.nw"
/* Ours and one thread per interval on uniform and on skewed lengths of the
   same mean, from the committed results. */
#include <stdio.h>
#include <string.h>
#include "support.h"

static measured_row uniform[2][128], skewed[2][128];
static int uniform_count[2], skewed_count[2];

/* <<The throughput of one implementation at one parameter>> */
#line 7507 "chapters/09-support.nw"
static double gelems(const measured_row *rows, int count, const char *impl, const char *param)
{
    const measured_row *r = find_measured_row(rows, count, impl, 0, param);
    return r != NULL ? r->n / r->median_ms / 1e6 : 0;
}

#line 7480 "chapters/09-support.nw"
int main(void)
{
    static const char *const algorithms[2] = {"interval-expand", "interval-move"};
    static const char *const files[2] = {"bench/results/h100/interval-expand.tsv",
                                         "bench/results/h100/interval-move.tsv"};
    static const char *const means[3] = {"8", "64", "512"};
    char gpu[64], date[64], skew[16];

    /* <<Read the uniform and the skewed results>> */
#line 7515 "chapters/09-support.nw"
    for (int a = 0; a < 2; a++)
        if ((uniform_count[a] = read_measured_rows(stdout, files[a], algorithms[a], uniform[a],
                                                   128, gpu, date)) < 0 ||
            (skewed_count[a] = read_measured_rows(stdout, "bench/results/h100/interval-skew.tsv",
                                                  algorithms[a], skewed[a], 128, gpu, date)) < 0)
            return 0;
#line 7489 "chapters/09-support.nw"
    printf("| algorithm | mean length | ours, uniform | ours, skewed | one thread per interval, "
           "uniform | one thread per interval, skewed |\n|---|---:|---:|---:|---:|---:|\n");
    /* <<Print a row per algorithm and mean length>> */
#line 7524 "chapters/09-support.nw"
    for (int a = 0; a < 2; a++)
        for (int k = 0; k < 3; k++) {
            snprintf(skew, sizeof skew, "skew%s", means[k]);
            printf("| %s | %s | %.1f | %.1f | %.1f | %.1f |\n", algorithms[a], means[k],
                   gelems(uniform[a], uniform_count[a], "ours", means[k]),
                   gelems(skewed[a], skewed_count[a], "ours", skew),
                   gelems(uniform[a], uniform_count[a], "naive", means[k]),
                   gelems(skewed[a], skewed_count[a], "naive", skew));
        }
    for (int a = 0; a < 2; a++)   /* the scale-free lengths (mean 16), where the file has them */
        if (find_measured_row(skewed[a], skewed_count[a], "ours", 0, "scale-free") != NULL)
            printf("| %s | 16, a scale-free graph's degrees | %.1f | %.1f | %.1f | %.1f |\n",
                   algorithms[a], gelems(uniform[a], uniform_count[a], "ours", "16"),
                   gelems(skewed[a], skewed_count[a], "ours", "scale-free"),
                   gelems(uniform[a], uniform_count[a], "naive", "16"),
                   gelems(skewed[a], skewed_count[a], "naive", "scale-free"));
#line 7492 "chapters/09-support.nw"
    printf("\nBillions of elements per second, $n = 2^{26}$; uniform: lengths from 1 to 2L - 1; "
           "skewed: in every 32 intervals one of 32L - 31 elements and 31 of one. Measured on "
           "%s, %.10s.\n", gpu, date);
    return 0;
}
