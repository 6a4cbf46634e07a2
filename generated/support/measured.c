#line 1227 "chapters/09-support.nw"
/* The benchmark driver's results, read for the book's tables. */
#include <stdlib.h>
#include <string.h>
#include "support.h"

enum { MAX_FIELDS = 32 };
/* <<Split a line of tab-separated values>> */
#line 1241 "chapters/09-support.nw"
/* Cut line at its tabs (and its newline); point field[i] at each field. */
static int split_fields(char *line, char **field)
{
    int count = 0;

    line[strcspn(line, "\r\n")] = '\0';
    for (char *p = line; count < MAX_FIELDS; p++) {
        field[count++] = p;
        if ((p = strchr(p, '\t')) == NULL)
            break;
        *p = '\0';
    }
    return count;
}
/* <<Find the columns of a results file>> */
#line 1258 "chapters/09-support.nw"
enum { COL_ALGORITHM, COL_IMPLEMENTATION, COL_N, COL_PARAM, COL_STATUS, COL_MEDIAN,
       COL_GBPS, COL_PCT, COLUMNS };
static const char *const column_names[COLUMNS] = {
    "algorithm", "implementation", "n", "param", "status", "median_ms", "effective_GBps",
    "pct_of_copy"};

/* Where each column we read is among the fields of the column line; 0 if one is missing. */
static int find_columns(char **field, int count, int *column)
{
    for (int c = 0; c < COLUMNS; c++) {
        column[c] = -1;
        for (int i = 0; i < count; i++)
            if (strcmp(field[i], column_names[c]) == 0)
                column[c] = i;
        if (column[c] < 0)
            return 0;
    }
    return 1;
}
/* <<Read the measured rows of one algorithm>> */
#line 1302 "chapters/09-support.nw"
int read_measured_rows(FILE *out, const char *path, const char *algorithm,
                       measured_row *rows, int capacity, char *gpu, char *date)
{
    FILE *in = fopen(path, "r");
    char line[1024], *field[MAX_FIELDS];
    int column[COLUMNS], have_columns = 0, count = 0;

    snprintf(gpu, 64, "an unknown GPU");
    snprintf(date, 64, "an unknown date");
    if (in == NULL) {
        fprintf(out, "(No measurements yet: %s is missing.)\n", path);
        return -1;
    }
    while (fgets(line, sizeof line, in) != NULL) {
        /* <<Take in one line of a results file>> */
#line 1328 "chapters/09-support.nw"
        int fields;

        if (strncmp(line, "# gpu: ", 7) == 0 || strncmp(line, "# date: ", 8) == 0) {
            char *value = strchr(line, ':') + 2;

            value[strcspn(value, "\r\n")] = '\0';
            snprintf(line[2] == 'g' ? gpu : date, 64, "%s", value);
            continue;
        }
        if (line[0] == '#')
            continue;
        fields = split_fields(line, field);
        if (!have_columns) {
            have_columns = find_columns(field, fields, column);
            if (!have_columns)
                break;
        } else if (count < capacity && fields > column[COL_PCT] &&
                   strcmp(field[column[COL_ALGORITHM]], algorithm) == 0 &&
                   strcmp(field[column[COL_STATUS]], "ok") == 0) {
            /* <<Keep the measured row>> */
#line 1352 "chapters/09-support.nw"
            measured_row *r = &rows[count++];

            snprintf(r->implementation, sizeof r->implementation, "%s",
                     field[column[COL_IMPLEMENTATION]]);
            snprintf(r->param, sizeof r->param, "%s", field[column[COL_PARAM]]);
            r->n = atoi(field[column[COL_N]]);
            r->median_ms = atof(field[column[COL_MEDIAN]]);
            r->effective_GBps = atof(field[column[COL_GBPS]]);
            r->pct_of_copy = atof(field[column[COL_PCT]]);
#line 1348 "chapters/09-support.nw"
        }
#line 1317 "chapters/09-support.nw"
    }
    fclose(in);
    if (!have_columns) {
        fprintf(out, "(%s does not name the columns this table needs.)\n", path);
        return -1;
    }
    return count;
}
/* <<Find one measured row>> */
#line 1364 "chapters/09-support.nw"
const measured_row *find_measured_row(const measured_row *rows, int count,
                                      const char *implementation, int n, const char *param)
{
    for (int i = 0; i < count; i++)
        if (strcmp(rows[i].implementation, implementation) == 0 &&
            (n == 0 || rows[i].n == n) && strcmp(rows[i].param, param) == 0)
            return &rows[i];
    return NULL;
}
/* <<Read a value of a results file's header>> */
#line 1283 "chapters/09-support.nw"
void header_value(const char *path, const char *key, char *value)
{
    char line[1024];
    size_t length = strlen(key);
    FILE *in = fopen(path, "r");

    snprintf(value, 64, "?");
    while (in != NULL && fgets(line, sizeof line, in) != NULL && line[0] == '#')
        if (strncmp(line + 2, key, length) == 0 && line[2 + length] == ':') {
            line[strcspn(line, "\r\n")] = '\0';
            snprintf(value, 64, "%.63s", line + 4 + length);
            break;
        }
    if (in != NULL)
        fclose(in);
}
