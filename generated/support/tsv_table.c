#line 2076 "chapters/01-foundations.nw"
/* Measured results in the book: a TSV file as a pipe table. */
#include <string.h>
#include "support.h"

#line 2109 "chapters/01-foundations.nw"
static void print_row(FILE *out, char *line, int header)
{
    int columns = 0;

    fputc('|', out);
    for (char *field = strtok(line, "\t"); field != NULL; field = strtok(NULL, "\t"), columns++)
        fprintf(out, " %s |", field);
    fputc('\n', out);
    if (header) {
        fputc('|', out);
        while (columns-- > 0)
            fputs(" --- |", out);
        fputc('\n', out);
    }
}

#line 2082 "chapters/01-foundations.nw"
int print_tsv_table(FILE *out, const char *path)
{
    FILE *in = fopen(path, "r");
    char line[1024], caption[1024] = "";
    int rows = 0;

    if (in == NULL) {
        fprintf(out, "(No measurements yet: %s is missing.)\n", path);
        return 0;
    }
    while (fgets(line, sizeof line, in) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#') {
            if (caption[0] == '\0')
                snprintf(caption, sizeof caption, "%s", line + 1 + (line[1] == ' '));
        } else if (line[0] != '\0') {
            print_row(out, line, rows++ == 0);
        }
    }
    fclose(in);
    if (caption[0] != '\0')
        fprintf(out, "\n%s\n", caption);
    return 0;
}
