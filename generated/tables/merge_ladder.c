#line 2006 "chapters/02-merge.nw"
/* The merge ladder at 2^26 elements, and the targets, from the timings. */
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

#line 2012 "chapters/02-merge.nw"
static const long long N = 1LL << 26;

#line 2040 "chapters/02-merge.nw"
static void rung(const char *title, const char *name, const char *below)
{
    const timing *t = find(name, N), *b = below ? find(below, N) : NULL;

    if (t == NULL)
        return;
    printf("| %s | %.3f | %.1f | %.0f | %.1f | ", title, t->ms, t->g_elements, t->g_bytes,
           t->percent_of_copy);
    if (b != NULL)
        printf("%.2f x |\n", b->ms / t->ms);
    else
        printf(" |\n");
}
#line 2056 "chapters/02-merge.nw"
static void target(const char *what, double goal, double got, const char *unit)
{
    printf("| %s | %.2f%s | %.2f%s | %s", what, goal, unit, got, unit,
           got >= goal ? "met" : "missed");
    if (got < goal)
        printf(", by %.2f%s", goal - got, unit);
    printf(" |\n");
}

static void targets(void)
{
    const timing *k = find("merge_path_keys", N), *ck = find("cub_merge_keys", N);
    const timing *p = find("merge_path_pairs", N), *cp = find("cub_merge_pairs", N);
    const timing *basic = find("basic_keys", N), *tiled = find("tiled_keys", N);
    const timing *circular = find("circular_keys", N);

    if (!k || !ck || !p || !cp || !basic || !tiled || !circular)
        return;
    printf("| target | goal | measured | |\n|---|--:|--:|---|\n");
    target("Merge Path keys, share of copy bandwidth", 90, k->percent_of_copy, " %");
    target("Merge Path keys, speed over CUB MergeKeys", 1.02, ck->ms / k->ms, " x");
    target("Merge Path pairs, share of copy bandwidth", 85, p->percent_of_copy, " %");
    target("Merge Path pairs, speed over CUB MergePairs", 1.10, cp->ms / p->ms, " x");
    target("tiled over basic", 1, basic->ms / tiled->ms, " x");
    target("circular over tiled", 1, tiled->ms / circular->ms, " x");
    target("Merge Path over circular", 1, circular->ms / k->ms, " x");
}

#line 2017 "chapters/02-merge.nw"
int main(void)
{
    if (!read_timings()) {
        printf("*(No measurements: %s is missing.)*\n", MERGE_TIMINGS);
        return 0;
    }
    printf("Measured on %s (%s). Copy bandwidth: %s.\n\n", device, label, copy_line);
    printf("| kernel | ms | G elements/s | GB/s | %% of copy | speed-up |\n"
           "|---|--:|--:|--:|--:|--:|\n");
    rung("basic (keys)", "basic_keys", NULL);
    rung("tiled (keys)", "tiled_keys", "basic_keys");
    rung("circular buffers (keys)", "circular_keys", "tiled_keys");
    rung("Merge Path (keys)", "merge_path_keys", "circular_keys");
    rung("CUB DeviceMerge::MergeKeys", "cub_merge_keys", NULL);
    rung("Merge Path (pairs)", "merge_path_pairs", NULL);
    rung("CUB DeviceMerge::MergePairs", "cub_merge_pairs", NULL);
    printf("\n");
    targets();
    return 0;
}
