#line 1905 "chapters/04-lbs.nw"
/* The tile shapes, partition searches and halo of the load-balancing search
   on uniform counts, from the timing program's file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#line 1780 "chapters/04-lbs.nw"
#define LBS_TIMINGS "tests/gpu/lbs_timing-h100.tsv"

typedef struct lbs_timing {
    char name[64], counts[32];
    long long objects, items;
    double ms, g_items, g_bytes, percent;
} lbs_timing;

static lbs_timing rows[256];
static int row_count;
static char device[256];

#line 1810 "chapters/04-lbs.nw"
static void parse_line(char *line)
{
    char *field[8];
    int k = 0;
    lbs_timing t;

    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "# device\t", 9) == 0) {
        snprintf(device, sizeof device, "%.200s", line + 9);
        for (char *d = device; *d != '\0'; d++)
            *d = *d == '\t' ? ',' : *d;
    }
    if (line[0] == '#' || row_count == 256)
        return;
    for (char *s = strtok(line, "\t"); s != NULL && k < 8; s = strtok(NULL, "\t"))
        field[k++] = s;
    if (k < 8 || sscanf(field[2], "%lld", &t.objects) != 1)
        return;   /* the header, or a short line */
    snprintf(t.name, sizeof t.name, "%.60s", field[0]);
    snprintf(t.counts, sizeof t.counts, "%.30s", field[1]);
    t.items = atoll(field[3]);
    t.ms = atof(field[4]);
    t.g_items = atof(field[5]);
    t.g_bytes = atof(field[6]);
    t.percent = atof(field[7]);
    rows[row_count++] = t;
}

/* The row of case `name` on counts `counts`, or NULL. */
static inline const lbs_timing *find(const char *name, const char *counts)
{
    for (int r = 0; r < row_count; r++)
        if (strcmp(rows[r].name, name) == 0 && strcmp(rows[r].counts, counts) == 0)
            return &rows[r];
    return NULL;
}

#line 1794 "chapters/04-lbs.nw"
/* Read the file; 0 if it is not there (the book then says so). */
static int read_timings(void)
{
    char line[1024];
    FILE *f = fopen(LBS_TIMINGS, "r");

    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL)
        parse_line(line);
    fclose(f);
    return row_count > 0;
}

#line 1913 "chapters/04-lbs.nw"
int main(void)
{
    if (!read_timings()) {
        printf("(No measurements yet: %s is missing.)\n", LBS_TIMINGS);
        return 0;
    }
    printf("| counts | variant | ms | %% of copy, for the whole search's bytes |\n"
           "|---|---|---:|---:|\n");
    for (int r = 0; r < row_count; r++)
        if (strncmp(rows[r].name, "partition_", 10) == 0 ||
            strncmp(rows[r].name, "kernel_", 7) == 0 || strncmp(rows[r].name, "total_", 6) == 0)
            printf("| %s | `%s` | %.4f | %.1f |\n", rows[r].counts, rows[r].name, rows[r].ms,
                   rows[r].percent);
    printf("\n`partition_`: the partition kernel alone (bisection or interpolation); "
           "`kernel_`: the search kernel alone; `total_`: both, the second a programmatic "
           "dependent; NTxVT: the tile shape. %s.\n", device);
    return 0;
}
