#line 7356 "chapters/09-support.nw"
/* Registers, shared memory and spills of the segmented reduction's tile
   and spine kernels for each value type and operator, from ptxas's report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "segreduce.h"

#define PTXAS_REPORT "build/ptxas/segreduce.txt"

/* <<Read a segmented reduction kernel's type and operator>> */
#line 7390 "chapters/09-support.nw"
typedef struct kernel_use {
    char name[64];
    char type;   /* the value type's letter, 0 if none */
    int op, registers, shared, spilled;
} kernel_use;

static void read_mangled(const char *m, kernel_use *k)
{
    int length = atoi(m + 2), integers = 0;
    const char *p = m + 2;

    while (*p >= '0' && *p <= '9')
        p++;
    snprintf(k->name, sizeof k->name, "%.*s", length, p);
    k->type = 0;
    k->op = -1;
    for (p += length; *p == 'I' || *p == 'L' || (*p != '\0' && strchr("fdil", *p)); p++)
        if (*p == 'L') {
            if (++integers == 3)
                k->op = atoi(p + 2);
            p = strchr(p, 'E');
        } else if (*p != 'I') {
            k->type = *p;
        }
    if (strncmp(p, "15lg_seg_products", 17) == 0)
        k->type = 0;
}
/* <<Print a kernel's registers by operator for one type>> */
#line 7453 "chapters/09-support.nw"
/* The number that ends just before `at` in line; 0 if at is NULL. */
static int number_before(const char *line, const char *at)
{
    if (at == NULL)
        return 0;
    while (at > line && at[-1] >= '0' && at[-1] <= '9')
        at--;
    return atoi(at);
}

static int least(int a, int b) { return a < b ? a : b; }

static int ctas_per_sm(int nt, int registers, int shared)
{
    int warps = nt / 32, warp_registers = (registers + 7) / 8 * 8 * 32;

    return least(least(32, 64 / warps), least(4 * (16384 / warp_registers) / warps,
                                              228 * 1024 / (shared + 1024)));
}
/* <<Print a kernel's registers by operator for one type>> */
#line 7475 "chapters/09-support.nw"
static void print_width_row(const kernel_use *kernels, int count, const char *name, char type,
                            int nt)
{
    static const char *types[4][2] = {{"f", "float"}, {"i", "int32_t"}, {"d", "double"},
                                      {"l", "int64_t"}};
    const kernel_use *by_op[3] = {NULL, NULL, NULL};
    int spilled = 0, t = 0;

    for (int i = 0; i < count; i++)
        if (strcmp(kernels[i].name, name) == 0 && kernels[i].type == type &&
            kernels[i].op >= 0 && kernels[i].op < 3) {
            by_op[kernels[i].op] = &kernels[i];
            spilled += kernels[i].spilled;
        }
    if (by_op[0] == NULL || by_op[1] == NULL || by_op[2] == NULL)
        return;
    while (types[t][0][0] != type)
        t++;
    printf("| `%s` | `%s` | %d | %d | %d | %d | %d | %d |\n", name, types[t][1],
           by_op[0]->registers, by_op[1]->registers, by_op[2]->registers, by_op[0]->shared,
           spilled, ctas_per_sm(nt, by_op[0]->registers, by_op[0]->shared));
}

#line 7368 "chapters/09-support.nw"
int main(void)
{
    /* <<Collect each kernel's resources from the report>> */
#line 7423 "chapters/09-support.nw"
    kernel_use kernels[128], k = {"", 0, -1, 0, 0, 0};
    int count = 0;
    char line[1024], *p;
    FILE *in = fopen(PTXAS_REPORT, "r");

    if (in == NULL) {
        printf("(No resource report: %s is missing.)\n", PTXAS_REPORT);
        return 0;
    }
    while (fgets(line, sizeof line, in) != NULL && count < 128) {
        if ((p = strstr(line, "Compiling entry function '")) != NULL)
            read_mangled(p + strlen("Compiling entry function '"), &k);
        else if ((p = strstr(line, "bytes stack frame, ")) != NULL)
            k.spilled = atoi(p + strlen("bytes stack frame, ")) + atoi(strstr(p, "stores, ") + 8);
        else if (k.type != 0 && (p = strstr(line, "Used ")) != NULL) {
            k.registers = atoi(p + strlen("Used "));
            k.shared = number_before(line, strstr(line, " bytes smem"));
            kernels[count++] = k;
            k.type = 0;
        }
    }
    fclose(in);
#line 7371 "chapters/09-support.nw"
    printf("| kernel | values | registers: sum | min | max | shared bytes | spilled bytes "
           "| CTAs per SM (sum) |\n|---|---|--:|--:|--:|--:|--:|--:|\n");
    for (int t = 0; t < 4; t++)
        print_width_row(kernels, count, "lg_segreduce_tile_kernel", "fidl"[t], LG_SEGREDUCE_NT);
    for (int t = 0; t < 4; t++)
        print_width_row(kernels, count, "lg_segreduce_spine_kernel", "fidl"[t], LG_SPINE_NT);
    return 0;
}
