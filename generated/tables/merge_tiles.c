#line 2092 "chapters/02-merge.nw"
/* Merge Path's time by tile shape: the partition kernel, the merge kernel,
   and both; then the experiments. From the timings. */
#include <stdio.h>
#include <string.h>

#line 1925 "chapters/02-merge.nw"
#define MERGE_TIMINGS "bench/results/h100/merge-timing.tsv"

typedef struct timing {
    char name[64];
    long long n;
    double ms, g_elements, g_bytes, percent_of_copy;
} timing;

static timing rows[1024];
static int row_count;
static char device[256], label[256], copy_line[512];
static char resources[32][256];
static int resource_count;

#line 1957 "chapters/02-merge.nw"
/* Copy a line's fields to `to`, separated by ", " instead of tabs. */
static void copy_field(char *to, size_t size, const char *from)
{
    size_t k = 0;
    for (; *from != '\0' && *from != '\n' && k + 3 < size; from++) {
        if (*from == '\t') {
            to[k++] = ',';
            to[k++] = ' ';
        } else {
            to[k++] = *from;
        }
    }
    to[k] = '\0';
}

static void parse_line(const char *line)
{
    timing t;

    if (strncmp(line, "# device\t", 9) == 0)
        copy_field(device, sizeof device, line + 9);
    else if (strncmp(line, "# merge_timing\t", 15) == 0)
        copy_field(label, sizeof label, line + 15);
    else if (strncmp(line, "# copy\t", 7) == 0)
        copy_field(copy_line, sizeof copy_line, line + 7);
    else if (strncmp(line, "# resources\t", 12) == 0 && resource_count < 32)
        copy_field(resources[resource_count++], sizeof resources[0], line + 12);
    else if (line[0] != '#' && row_count < 1024 &&
             sscanf(line, "%63s %lld %lf %lf %lf %lf", t.name, &t.n, &t.ms, &t.g_elements,
                    &t.g_bytes, &t.percent_of_copy) == 6)
        rows[row_count++] = t;
}

/* The row of case `name` at size n, or NULL. */
static inline const timing *find(const char *name, long long n)
{
    for (int r = 0; r < row_count; r++)
        if (strcmp(rows[r].name, name) == 0 && rows[r].n == n)
            return &rows[r];
    return NULL;
}

#line 1941 "chapters/02-merge.nw"
/* Read the file; 0 if it is not there (the book then says so). */
static int read_timings(void)
{
    char line[1024];
    FILE *f = fopen(MERGE_TIMINGS, "r");

    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL)
        parse_line(line);
    fclose(f);
    return row_count > 0;
}

#line 2099 "chapters/02-merge.nw"
static const long long N = 1LL << 26;

/* One case's time in microseconds and, for a whole merge, its share of the
   copy bandwidth (a partition alone moves almost nothing). */
static void row(const char *title, const char *name, int whole_merge)
{
    const timing *t = find(name, N);
    if (t == NULL)
        return;
    printf("| %s | %.1f | ", title, t->ms * 1000);
    printf(whole_merge ? "%.1f |\n" : "&nbsp; |\n", t->percent_of_copy);
}

int main(void)
{
    static const int nts[] = {128, 256, 512};
    char name[64], title[128];

    if (!read_timings()) {
        printf("*(No measurements: %s is missing.)*\n", MERGE_TIMINGS);
        return 0;
    }
    printf("| $2^{26}$ keys or pairs | microseconds | %% of copy |\n|---|--:|--:|\n");
    for (int s = 0; s < 3; s++) {
        
#line 2149 "chapters/02-merge.nw"
snprintf(name, sizeof name, "partition_%d", nts[s] * 15);
snprintf(title, sizeof title, "%d x 15 (NV = %d): partition kernel, %lld searches", nts[s],
         nts[s] * 15, N / (nts[s] * 15) + 1);
row(title, name, 0);
snprintf(name, sizeof name, "kernel_keys_%dx15", nts[s]);
snprintf(title, sizeof title, "%d x 15: merge kernel alone", nts[s]);
row(title, name, 1);
snprintf(name, sizeof name, "total_keys_%dx15", nts[s]);
snprintf(title, sizeof title, "%d x 15: both, ordinary launches", nts[s]);
row(title, name, 1);
#line 2124 "chapters/02-merge.nw"
    }
    row("lg_merge_keys_i32: 512 x 15, merge kernel launched as a programmatic dependent",
        "merge_path_keys", 1);
    for (int s = 0; s < 3; s++) {
        snprintf(name, sizeof name, "kernel_pairs_%dx11", nts[s]);
        snprintf(title, sizeof title, "pairs, %d x 11: merge kernel alone", nts[s]);
        row(title, name, 1);
        snprintf(name, sizeof name, "total_pairs_%dx11", nts[s]);
        snprintf(title, sizeof title, "pairs, %d x 11: both, ordinary launches", nts[s]);
        row(title, name, 1);
    }
    row("lg_merge_pairs_i32: 256 x 11, merge kernel launched as a programmatic dependent",
        "merge_path_pairs", 1);
    row("tried: 4-way partition search, NV = 7680", "partition_4way_7680", 0);
    row("tried: 32-way partition search by a warp, NV = 7680", "partition_warp32_7680", 0);
    row("tried: two-level sampled partition search, NV = 7680", "partition_sampled_7680", 0);
    row("tried: sampled partition, then the 512 x 15 merge kernel", "total_keys_sampled_512x15",
        1);
    row("tried: 512 x 15 merge kernel alone, loading with cp.async", "kernel_keys_async_512x15",
        1);
    return 0;
}
