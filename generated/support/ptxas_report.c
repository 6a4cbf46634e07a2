#line 3099 "chapters/09-support.nw"
/* ptxas's resource report as a table, with occupancy. Tangled from
   chapters/09-support.nw. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "support.h"

/* <<Find the number before a word>> */
#line 3195 "chapters/09-support.nw"
/* The number just before `end` in line (the digits ending there). */
static const char *last_number_before(const char *line, const char *end)
{
    const char *p = end;

    while (p > line && (p[-1] == ' ' || (p[-1] >= '0' && p[-1] <= '9')))
        p--;
    return p;
}
/* <<Name a kernel and its threads from its mangled name>> */
#line 3207 "chapters/09-support.nw"
/* Append to name[*used, size) the name at p (length, then characters) and
   its template arguments if any; returns where the mangling goes on. The
   first integer argument goes to *nt if *nt_found is 0. */
static const char *mangled_name(const char *p, char *name, size_t size, size_t *used, int *nt,
                                int *nt_found)
{
    static const char letters[] = "ijlmfdb", *const types[] = {
        "int", "unsigned int", "long", "unsigned long", "float", "double", "bool"};
    int length = atoi(p), first = 1;

    while (*p >= '0' && *p <= '9')
        p++;
    *used += (size_t)snprintf(name + *used, size - *used, "%.*s", length, p);
    p += length;
    if (*p != 'I')
        return p;
    for (p++; *p != 'E' && *p != '\0' && *used + 24 < size; first = 0) {
        *used += (size_t)snprintf(name + *used, size - *used, first ? "<" : ", ");
        if (*p == 'L') {                                   /* Li128E, Lb1E */
            int value = atoi(p + 2);
            *used += (size_t)(p[1] == 'b' ? snprintf(name + *used, size - *used, "%s",
                                                     value ? "true" : "false")
                                          : snprintf(name + *used, size - *used, "%d", value));
            if (p[1] != 'b' && !*nt_found)
                *nt = value, *nt_found = 1;
            p = strchr(p, 'E') + 1;
        } else if (*p >= '0' && *p <= '9') {               /* a class */
            p = mangled_name(p, name, size, used, nt, nt_found);
        } else {                                           /* a built-in type */
            const char *at = strchr(letters, *p++);
            *used += (size_t)snprintf(name + *used, size - *used, "%s",
                                      at != NULL ? types[at - letters] : "?");
        }
    }
    *used += (size_t)snprintf(name + *used, size - *used, ">");
    return *p == 'E' ? p + 1 : p;
}

/* name = "kernel<args>" from the mangled name at mangled; returns NT, the
   first integer argument, or untemplated_nt for a kernel that has none. */
static int kernel_name(const char *mangled, int untemplated_nt, char *name, size_t size)
{
    size_t used = 0;
    int nt = untemplated_nt, nt_found = 0;

    name[0] = '\0';
    mangled_name(mangled + 2, name, size, &used, &nt, &nt_found);
    return nt;
}
/* <<Compute the CTAs per SM that a kernel's resources allow>> */
#line 3284 "chapters/09-support.nw"
static int min_int(int x, int y) { return x < y ? x : y; }

int ptxas_ctas_per_sm(int nt, int registers, int shared)
{
    int warps = (nt + 31) / 32;

    if (warps == 0 || registers <= 0)   /* a kernel whose NT is not known */
        return 0;
    int warp_registers = (registers + 7) / 8 * 8 * 32;
    int warps_by_registers = 4 * (16384 / warp_registers);
    int ctas = min_int(32, 64 / warps);

    ctas = min_int(ctas, warps_by_registers / warps);
    return min_int(ctas, 228 * 1024 / (shared + 1024));
}
/* <<Read ptxas's report>> */
#line 3144 "chapters/09-support.nw"
int read_ptxas_report(const char *path, int untemplated_nt, ptxas_kernel *kernels, int most)
{
    char line[1024], *p;
    int count = 0, named = 0, stores, loads;
    ptxas_kernel k = {"", 0, 0, 0, 0};
    FILE *in = fopen(path, "r");

    if (in == NULL)
        return -1;
    while (fgets(line, sizeof line, in) != NULL && count < most) {
        if ((p = strstr(line, "Compiling entry function '")) != NULL) {
            k.nt = kernel_name(p + strlen("Compiling entry function '"), untemplated_nt, k.name,
                               sizeof k.name);
            k.spilled = 0, named = 1;
        } else if (named && (p = strstr(line, "frame, ")) != NULL &&
                   sscanf(p + 7, "%d bytes spill stores, %d", &stores, &loads) == 2) {
            k.spilled = stores + loads;
        } else if (named && (p = strstr(line, "Used ")) != NULL &&
                   sscanf(p, "Used %d registers", &k.registers) == 1) {
            p = strstr(line, "bytes smem");
            k.shared = p != NULL ? atoi(last_number_before(line, p)) : 0;
            kernels[count++] = k, named = 0;
        }
    }
    fclose(in);
    return count;
}
/* <<Find a template argument in a kernel's name>> */
#line 3262 "chapters/09-support.nw"
int ptxas_template_argument(const char *name, int index, char *arg, size_t size)
{
    const char *start = strchr(name, '<'), *p;
    int depth = 0, at = 0;

    for (p = start; p != NULL && *p != '\0'; p++) {
        if (depth == 1 && (*p == ',' || *p == '>')) {       /* an argument ends */
            if (at++ == index) {
                snprintf(arg, size, "%.*s", (int)(p - start), start);
                return 1;
            }
            start = p + 1 + (p[1] == ' ');
        } else if (*p == '<' && depth++ == 0) {
            start = p + 1;
        }
        depth -= *p == '>';
    }
    return 0;
}
/* <<Say whether a kernel is one of those asked for>> */
#line 3182 "chapters/09-support.nw"
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

#line 3113 "chapters/09-support.nw"
void print_resource_table(const char *path, int untemplated_nt)
{
    print_resource_table_of(path, untemplated_nt, NULL);
}

void print_resource_table_of(const char *path, int untemplated_nt, const char *const *only)
{
    ptxas_kernel k[256];
    int count = read_ptxas_report(path, untemplated_nt, k, 256);

    if (count < 0) {
        printf("(No resource report: %s is missing.)\n", path);
        return;
    }
    printf("| kernel | NT | registers | shared bytes | spilled bytes | CTAs per SM | warps per SM |\n"
           "|---|--:|--:|--:|--:|--:|--:|\n");
    for (int i = 0; i < count; i++) {
        int ctas = ptxas_ctas_per_sm(k[i].nt, k[i].registers, k[i].shared);

        if (wanted(k[i].name, only))
            printf("| `%s` | %d | %d | %d | %d | %d | %d |\n", k[i].name, k[i].nt,
                   k[i].registers, k[i].shared, k[i].spilled, ctas, ctas * k[i].nt / 32);
    }
}
