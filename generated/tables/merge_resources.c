#line 2219 "chapters/02-merge.nw"
/* Registers, shared memory, local memory and occupancy of each merge kernel. */
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

#line 2225 "chapters/02-merge.nw"
int main(void)
{
    if (!read_timings()) {
        printf("*(No measurements: %s is missing.)*\n", MERGE_TIMINGS);
        return 0;
    }
    printf("| kernel | NT | registers | shared bytes | local bytes | CTAs per SM | warps per SM |\n"
           "|---|--:|--:|--:|--:|--:|--:|\n");
    for (int r = 0; r < resource_count; r++) {
        char kernel[64];
        int nt, registers, ctas, warps;
        long long shared, local;
        if (sscanf(resources[r], "%63[^,], NT %d, registers %d, shared %lld, local %lld, "
                                 "CTAs/SM %d, warps/SM %d", kernel, &nt, &registers, &shared,
                   &local, &ctas, &warps) == 7)
            printf("| `%s` | %d | %d | %lld | %lld | %d | %d |\n", kernel, nt, registers, shared,
                   local, ctas, warps);
    }
    return 0;
}
