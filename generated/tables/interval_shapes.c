#line 7403 "chapters/09-support.nw"
/* Interval expand and move with each tile shape tried, in % of the copy
   bandwidth, from the driver's files of bench/results/h100/shapes/. */
#include <stdio.h>
#include <string.h>
#include "support.h"

/* <<The tile shapes tried and their files>> */
#line 7431 "chapters/09-support.nw"
static const char *const files[][2] = {
    {"256 x 7", "bench/results/h100/shapes/interval-256x7.tsv"},
    {"256 x 11", "bench/results/h100/shapes/interval-256x11.tsv"},
    {"256 x 15", "bench/results/h100/shapes/interval-256x15.tsv"},
    {"512 x 11", "bench/results/h100/shapes/interval-512x11.tsv"},
    {"64 x 15", "bench/results/h100/shapes/interval-64x15.tsv"},
    {"128 x 11", "bench/results/h100/shapes/interval-128x11.tsv"},
    {"128 x 15", "bench/results/h100/shapes/interval-128x15.tsv"},
    {"128 x 19", "bench/results/h100/shapes/interval-128x19.tsv"},
    {"128 x 23", "bench/results/h100/shapes/interval-128x23.tsv"}};
static const char *const means[] = {"4", "8", "32", "512", "4096"};
/* <<Print a shape's percentages at five mean lengths>> */
#line 7448 "chapters/09-support.nw"
static void print_cells(const char *path, const char *algorithm)
{
    static measured_row rows[64];
    char gpu[64], date[64];
    FILE *quiet = fopen("/dev/null", "w");
    int count = read_measured_rows(quiet != NULL ? quiet : stdout, path, algorithm, rows, 64,
                                   gpu, date);

    for (int k = 0; k < 5; k++) {
        const measured_row *r = count > 0 ? find_measured_row(rows, count, "ours", 0, means[k]) : NULL;
        printf(r != NULL ? " %.1f |" : " - |", r != NULL ? r->pct_of_copy : 0.0);
    }
    if (quiet != NULL)
        fclose(quiet);
}

#line 7412 "chapters/09-support.nw"
int main(void)
{
    printf("| NT x VT | expand, L = 4 | 8 | 32 | 512 | 4096 | move, L = 4 | 8 | 32 | 512 | 4096 |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int s = 0; s < (int)(sizeof files / sizeof files[0]); s++) {
        printf("| %s |", files[s][0]);
        print_cells(files[s][1], "interval-expand");
        print_cells(files[s][1], "interval-move");
        printf("\n");
    }
    printf("\nPercent of the copy bandwidth, $n = 2^{26}$ elements, 20 samples each; an H100.\n");
    return 0;
}
