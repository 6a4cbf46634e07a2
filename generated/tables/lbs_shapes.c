#line 6656 "chapters/09-support.nw"
/* The tile shapes of the load-balancing search on uniform counts, from the
   benchmark's results. */
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

#line 6664 "chapters/09-support.nw"
int main(void)
{
    static const char *const shapes[] = {"128x7", "128x11", "128x15", "256x7",
                                         "256x11", "256x15", "512x11", "512x15"};

    if (!read_pieces())
        return 0;
    printf("| NT x VT | partition kernel, µs | search kernel, µs | both, µs | both, of the copy |\n"
           "|---|--:|--:|--:|--:|\n");
    for (int k = 0; k < 8; k++) {
        /* <<Print one tile shape's row>> */
#line 6686 "chapters/09-support.nw"
        const measured_row *both = find_measured_row(rows, row_count, "both", 0, shapes[k]);
        printf("| %s |", shapes[k]);
        print_us(piece_us("partition", shapes[k]));
        print_us(piece_us("kernel", shapes[k]));
        print_us(piece_us("both", shapes[k]));
        if (both != NULL)
            printf(" %.1f%% |\n", both->pct_of_copy);
        else
            printf(" - |\n");
#line 6675 "chapters/09-support.nw"
    }
    printf("\nUniform counts, $2^{26}$ work items; the library's partition; the search "
           "kernel alone from partitions made beforehand; measured on %s, %s.\n", gpu, date);
    return 0;
}
