#line 2167 "chapters/02-merge.nw"
/* The classroom kernels' shapes at 2^26 keys, from the timings. */
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

#line 2173 "chapters/02-merge.nw"
static const long long N = 1LL << 26;

int main(void)
{
    static const char *const shapes[] = {"32_256_32", "64_256_32", "64_512_16", "128_512_16"};
    static const char *const kinds[] = {"tiled", "masked_ring", "mirrored_ring"};
    static const int grains[] = {2, 4, 8, 16};

    if (!read_timings()) {
        printf("*(No measurements: %s is missing.)*\n", MERGE_TIMINGS);
        return 0;
    }
    printf("| NT, TILE, CTAs per SM | tiled | masked ring | mirrored ring |\n"
           "|---|--:|--:|--:|\n");
    for (int s = 0; s < 4; s++) {
        int nt = 0, tile = 0, ctas = 0;
        sscanf(shapes[s], "%d_%d_%d", &nt, &tile, &ctas);
        printf("| %d, %d, %d |", nt, tile, ctas);
        for (int k = 0; k < 3; k++) {
            char name[64];
            const timing *t;
            snprintf(name, sizeof name, "%s_%s", kinds[k], shapes[s]);
            t = find(name, N);
            printf(t ? " %.1f G keys/s |" : " |", t ? t->g_elements : 0.0);
        }
        printf("\n");
    }
    printf("\n| basic kernel, grain | 2 | 4 | 8 | 16 |\n|---|--:|--:|--:|--:|\n| G keys/s |");
    for (int g = 0; g < 4; g++) {
        char name[64];
        const timing *t;
        snprintf(name, sizeof name, "basic_grain_%d", grains[g]);
        t = find(name, N);
        printf(t ? " %.1f |" : " |", t ? t->g_elements : 0.0);
    }
    printf("\n");
    return 0;
}
