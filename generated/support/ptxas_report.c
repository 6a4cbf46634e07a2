#line 2989 "chapters/09-support.nw"
/* ptxas's resource report as a table, with occupancy. Tangled from
   chapters/09-support.nw. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "support.h"

/* <<Find the number before a word>> */
#line 3072 "chapters/09-support.nw"
/* The number just before `end` in line (the digits ending there). */
static const char *last_number_before(const char *line, const char *end)
{
    const char *p = end;

    while (p > line && (p[-1] == ' ' || (p[-1] >= '0' && p[-1] <= '9')))
        p--;
    return p;
}
/* <<Name a kernel and its threads from its mangled name>> */
#line 3084 "chapters/09-support.nw"
/* name = "kernel<args>" from the mangled name at mangled; returns NT, the
   first integer argument, or untemplated_nt for a kernel that has none. */
static int kernel_name(const char *mangled, int untemplated_nt, char *name, size_t size)
{
    int length = 0, nt = untemplated_nt, first = 1;
    size_t used;
    const char *p = mangled + 2;

    length = atoi(p);
    while (*p >= '0' && *p <= '9')
        p++;
    used = (size_t)snprintf(name, size, "%.*s", length, p);
    p += length;
    if (*p == 'I')
        for (p++; *p == 'L' && used + 16 < size; first = 0) {
            int value = atoi(p + 2);
            used += (size_t)snprintf(name + used, size - used, "%s%s", first ? "<" : ", ",
                                     p[1] == 'b' ? (value ? "true" : "false") : "");
            if (p[1] != 'b')
                used += (size_t)snprintf(name + used, size - used, "%d", value);
            if (first && p[1] != 'b')
                nt = value;
            p = strchr(p, 'E') + 1;
        }
    if (!first)
        snprintf(name + used, size - used, ">");
    return nt;
}
/* <<Compute the CTAs per SM that a kernel's resources allow>> */
#line 3115 "chapters/09-support.nw"
static int min_int(int x, int y) { return x < y ? x : y; }

static int ctas_per_sm(int nt, int registers, int shared)
{
    int warps = (nt + 31) / 32;
    int warp_registers = (registers + 7) / 8 * 8 * 32;
    int warps_by_registers = 4 * (16384 / warp_registers);
    int ctas = min_int(32, 64 / warps);

    ctas = min_int(ctas, warps_by_registers / warps);
    return min_int(ctas, 228 * 1024 / (shared + 1024));
}

/* <<Say whether a kernel is one of those asked for>> */
#line 3059 "chapters/09-support.nw"
/* Whether kernel starts with one of the prefixes in only (NULL: all do). */
static int wanted(const char *kernel, const char *const *only)
{
    if (only == NULL)
        return 1;
    for (; *only != NULL; only++)
        if (strncmp(kernel, *only, strlen(*only)) == 0)
            return 1;
    return 0;
}

#line 3002 "chapters/09-support.nw"
void print_resource_table(const char *path, int untemplated_nt)
{
    print_resource_table_of(path, untemplated_nt, NULL);
}

void print_resource_table_of(const char *path, int untemplated_nt, const char *const *only)
{
    char line[1024], kernel[128] = "";
    int nt = 0, spilled = 0;
    FILE *in = fopen(path, "r");

    if (in == NULL) {
        printf("(No resource report: %s is missing.)\n", path);
        return;
    }
    printf("| kernel | NT | registers | shared bytes | spilled bytes | CTAs per SM | warps per SM |\n"
           "|---|--:|--:|--:|--:|--:|--:|\n");
    while (fgets(line, sizeof line, in) != NULL) {
        /* <<Take in one line of ptxas's report>> */
#line 3031 "chapters/09-support.nw"
        char *p;
        int registers, stores = 0, loads = 0;

        if ((p = strstr(line, "Compiling entry function '")) != NULL) {
            nt = kernel_name(p + strlen("Compiling entry function '"), untemplated_nt, kernel,
                             sizeof kernel);
        } else if ((p = strstr(line, "bytes spill stores")) != NULL &&
                   sscanf(strstr(line, "frame, ") + 7, "%d bytes spill stores, %d", &stores,
                          &loads) == 2) {
            spilled = stores + loads;
        } else if ((p = strstr(line, "Used ")) != NULL && kernel[0] != '\0' &&
                   sscanf(p, "Used %d registers", &registers) == 1) {
            int shared = (p = strstr(line, "bytes smem")) != NULL ? atoi(last_number_before(line, p)) : 0;
            int ctas = ctas_per_sm(nt, registers, shared);

            if (wanted(kernel, only))
                printf("| `%s` | %d | %d | %d | %d | %d | %d |\n", kernel, nt, registers, shared,
                       spilled, ctas, ctas * nt / 32);
            kernel[0] = '\0';
        }
#line 3021 "chapters/09-support.nw"
    }
    fclose(in);
}
