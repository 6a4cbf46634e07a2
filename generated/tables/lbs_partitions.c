#line 6698 "chapters/09-support.nw"
/* The partition searches and the halo of the load-balancing search (tiles
   of 256 x 15), from the benchmark's results. */
#include <stdio.h>
#include <string.h>
#include "support.h"

/* <<Read the load-balancing pieces>> */
#line 6614 "chapters/09-support.nw"
#define LBS_PARTS "bench/results/h100/lbs-parts.tsv"
#define LBS_PARTITION "bench/results/h100/lbs-partition.tsv"

static measured_row rows[128], cuts[64];
static int row_count, cut_count;
static char gpu[64], date[64];

/* Both files' rows; 0 if either is missing (a note is printed). */
static int read_pieces(void)
{
    row_count = read_measured_rows(stdout, LBS_PARTS, "lbs-parts", rows, 128, gpu, date);
    cut_count = read_measured_rows(stdout, LBS_PARTITION, "lbs-partition", cuts, 64, gpu, date);
    return row_count >= 0 && cut_count >= 0;
}

/* <<Find a piece's time and print it as a cell>> */
#line 6636 "chapters/09-support.nw"
/* The median of piece `impl` with parameter `param`, in µs, or -1. */
static double piece_us(const char *impl, const char *param)
{
    const measured_row *r = strcmp(impl, "partition") == 0
                                ? find_measured_row(cuts, cut_count, impl, 0, param)
                                : find_measured_row(rows, row_count, impl, 0, param);
    return r != NULL ? 1e3 * r->median_ms : -1;
}

/* A cell of a table: the time, or a dash where none was measured. */
static void print_us(double us)
{
    if (us >= 0)
        printf(" %.1f |", us);
    else
        printf(" - |");
}

#line 6706 "chapters/09-support.nw"
int main(void)
{
    /* <<The distributions of counts and the variants of the search>> */
#line 6725 "chapters/09-support.nw"
    static const char *const counts[][2] = {
        {"", "uniform 0-4"}, {"power-law-", "power law"}, {"one-huge-", "one huge"}};
    static const char *const variants[5][3] = {
        {"both", "256x15", "both kernels: the library's partition and halo"},
        {"both", "256x15-bisect", "both kernels, partition by bisection"},
        {"both", "256x15-nohalo", "both kernels, no halo: range checks everywhere"},
        {"kernel", "256x15", "the search kernel alone, with the halo"},
        {"kernel", "256x15-nohalo", "the search kernel alone, without it"}};
#line 6709 "chapters/09-support.nw"
    char param[64];

    if (!read_pieces())
        return 0;
    /* <<Print the partition searches on three distributions>> */
#line 6738 "chapters/09-support.nw"
    printf("| counts | partition by bisection, µs | the library's partition, µs |\n"
           "|---|--:|--:|\n");
    for (int c = 0; c < 3; c++) {
        printf("| %s |", counts[c][1]);
        snprintf(param, sizeof param, "%s256x15-bisect", counts[c][0]);
        print_us(piece_us("partition", param));
        snprintf(param, sizeof param, "%s256x15", counts[c][0]);
        print_us(piece_us("partition", param));
        printf("\n");
    }
#line 6714 "chapters/09-support.nw"
    /* <<Print the variants of the search on uniform counts>> */
#line 6755 "chapters/09-support.nw"
    printf("\n| uniform counts, tiles of 256 x 15 | µs | of the copy |\n|---|--:|--:|\n");
    for (int v = 0; v < 5; v++) {
        const measured_row *r = find_measured_row(rows, row_count, variants[v][0], 0,
                                                  variants[v][1]);
        if (r != NULL)
            printf("| %s | %.1f | %.1f%% |\n", variants[v][2], 1e3 * r->median_ms,
                   r->pct_of_copy);
    }
#line 6715 "chapters/09-support.nw"
    printf("\n$2^{26}$ work items; measured on %s, %s.\n", gpu, date);
    return 0;
}
