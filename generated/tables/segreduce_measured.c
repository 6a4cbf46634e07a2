#line 4341 "chapters/06-segreduce.nw"
/* The chapter's measurements (the demos' --measure output, kept in
   chapters/data/segreduce-measured-h100.tsv) as Markdown tables. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *path = "chapters/data/segreduce-measured-h100.tsv";
    char line[1024];
    int columns = 0;
    FILE *f = fopen(path, "r");

    if (f == NULL) {
        printf("*(No measurements: %s is missing.)*\n", path);
        return 0;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0') {
            printf("%s%s\n", columns ? "\n" : "", line[0] ? line + 2 : "");
            columns = 0;
            continue;
        }
        printf("%s| ", columns ? "" : "\n");
        for (char *c = line; *c; c++)
            fputs(*c == '\t' ? " | " : (char[2]){*c, '\0'}, stdout);
        printf(" |\n");
        if (columns == 0) {
            columns = 1;
            for (char *c = line; *c; c++)
                columns += *c == '\t';
            for (int k = 0; k < columns; k++)
                printf("| ---: ");
            printf("|\n");
        }
    }
    fclose(f);
    return 0;
}
