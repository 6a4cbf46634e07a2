#line 8733 "chapters/09-support.nw"
/* Registers, shared memory and spills of the segmented reduction's tile
   and spine kernels for each value type and operator, from ptxas's report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "segreduce.h"
#include "support.h"

#define PTXAS_REPORT "build/ptxas/segreduce.txt"

/* <<Read a segmented reduction kernel's type and operator>> */
#line 8765 "chapters/09-support.nw"
typedef struct kernel_use {
    char name[64];
    char type[16];   /* the value type, "" if none */
    int op, registers, shared, spilled;
} kernel_use;

static kernel_use read_kernel(const ptxas_kernel *r)
{
    kernel_use k = {"", "", -1, r->registers, r->shared, r->spilled};
    char op[16] = "-1", source[64] = "";

    snprintf(k.name, sizeof k.name, "%.*s", (int)strcspn(r->name, "<"), r->name);
    ptxas_template_argument(r->name, 2, k.type, sizeof k.type);
    ptxas_template_argument(r->name, 3, op, sizeof op);
    ptxas_template_argument(r->name, 4, source, sizeof source);
    k.op = atoi(op);
    if (strncmp(source, "lg_seg_products", 15) == 0)
        k.type[0] = '\0';
    return k;
}
/* <<Print a kernel's registers by operator for one type>> */
#line 8805 "chapters/09-support.nw"
static void print_width_row(const kernel_use *kernels, int count, const char *name, int t,
                            int nt)
{
    static const char *types[4][2] = {{"float", "float"}, {"int", "int32_t"},
                                      {"double", "double"}, {"long", "int64_t"}};
    const kernel_use *by_op[3] = {NULL, NULL, NULL};
    int spilled = 0;

    for (int i = 0; i < count; i++)
        if (strcmp(kernels[i].name, name) == 0 && strcmp(kernels[i].type, types[t][0]) == 0 &&
            kernels[i].op >= 0 && kernels[i].op < 3) {
            by_op[kernels[i].op] = &kernels[i];
            spilled += kernels[i].spilled;
        }
    if (by_op[0] == NULL || by_op[1] == NULL || by_op[2] == NULL)
        return;
    printf("| `%s` | `%s` | %d | %d | %d | %d | %d | %d |\n", name, types[t][1],
           by_op[0]->registers, by_op[1]->registers, by_op[2]->registers, by_op[0]->shared,
           spilled, ptxas_ctas_per_sm(nt, by_op[0]->registers, by_op[0]->shared));
}

#line 8746 "chapters/09-support.nw"
int main(void)
{
    /* <<Collect each kernel's resources from the report>> */
#line 8788 "chapters/09-support.nw"
    ptxas_kernel report[128];
    kernel_use kernels[128];
    int reported = read_ptxas_report(PTXAS_REPORT, 0, report, 128), count = 0;

    if (reported < 0) {
        printf("(No resource report: %s is missing.)\n", PTXAS_REPORT);
        return 0;
    }
    for (int i = 0; i < reported; i++)
        if ((kernels[count] = read_kernel(&report[i])).type[0] != '\0')
            count++;
#line 8749 "chapters/09-support.nw"
    printf("| kernel | values | registers: sum | min | max | shared bytes | spilled bytes "
           "| CTAs per SM (sum) |\n|---|---|--:|--:|--:|--:|--:|--:|\n");
    for (int t = 0; t < 4; t++)
        print_width_row(kernels, count, "lg_segreduce_tile_kernel", t, LG_SEGREDUCE_NT);
    for (int t = 0; t < 4; t++)
        print_width_row(kernels, count, "lg_segreduce_spine_kernel", t, LG_SPINE_NT);
    return 0;
}
