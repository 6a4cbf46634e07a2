#line 1944 "chapters/04-lbs.nw"
/* The load-balancing search against its peers and the copy bandwidth, from
   the timing program's file, as a Markdown table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#line 1864 "chapters/04-lbs.nw"
#define LBS_TIMINGS "bench/results/h100/lbs-timing.tsv"

typedef struct lbs_timing {
    char name[64], counts[32];
    long long objects, items;
    double ms, g_items, g_bytes, percent;
} lbs_timing;

static lbs_timing rows[256];
static int row_count;
static char device[256], label[256];

#line 1894 "chapters/04-lbs.nw"
static void parse_line(char *line)
{
    char *field[8];
    int k = 0;
    lbs_timing t;

    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "# lbs_timing\t", 13) == 0)
        snprintf(label, sizeof label, "%.200s", line + 13);
    if (strncmp(line, "# device\t", 9) == 0) {   /* its fields, joined by ", " */
        char *d = device;
        for (const char *from = line + 9; *from != '\0' && d < device + 240; from++)
            if (*from == '\t') {
                *d++ = ',';
                *d++ = ' ';
            } else {
                *d++ = *from;
            }
        *d = '\0';
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

#line 1878 "chapters/04-lbs.nw"
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

#line 1952 "chapters/04-lbs.nw"
int main(void)
{
    static const char *const counts[] = {"uniform 0-4", "power law", "all one", "one huge"};
    static const char *const cases[][2] = {
        {"ours", "ours"}, {"ours_validated", "ours, validation on"},
        {"thrust_upper_bound", "Thrust upper_bound"}, {"naive_expansion", "naive expansion"},
        {"copy", "copy (the roofline)"}};

    if (!read_timings()) {
        printf("(No measurements yet: %s is missing.)\n", LBS_TIMINGS);
        return 0;
    }
    printf("| counts | implementation | work items | ms | G work items/s | GB/s | %% of copy |\n"
           "|---|---|---:|---:|---:|---:|---:|\n");
    for (int c = 0; c < 4; c++)
        for (int k = 0; k < 5; k++) {
            const lbs_timing *t = find(cases[k][0], counts[c]);
            if (t != NULL)
                printf("| %s | %s | %lld | %.3f | %.1f | %.0f | %.1f |\n", counts[c],
                       cases[k][1], t->items, t->ms, t->g_items, t->g_bytes, t->percent);
        }
    
#line 1980 "chapters/04-lbs.nw"
{
    const lbs_timing *ours = find("ours", "uniform 0-4");
    const lbs_timing *thrust = find("thrust_upper_bound", "uniform 0-4");

    if (ours != NULL && thrust != NULL)
        printf("\nUniform counts: ours reaches %.1f%% of the copy bandwidth (target: 75%%) "
               "and %.1f times Thrust's throughput (target: 5).\n",
               ours->percent, thrust->ms / ours->ms);
}
#line 1974 "chapters/04-lbs.nw"
    printf("\nMeasured on %s; %s.\n", device, label);
    return 0;
}
