#line 7601 "chapters/09-support.nw"
/* Registers, shared memory and spills of the interval kernels for each
   element width, from ptxas's report, as a Markdown table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "intervals.h"
#include "support.h"

#define PTXAS_REPORT "build/ptxas/intervals.txt"

/* <<Name an interval kernel from its mangled name>> */
#line 7621 "chapters/09-support.nw"
typedef struct interval_kernel {
    const char *call;   /* "expand", "move", "gather" or "scatter" */
    int bytes, nt, vt;  /* the element's size; the tile's shape */
    int registers, shared, spilled;
} interval_kernel;

/* Fill k from the report's kernel r; 0 if it is not an interval kernel. */
static int name_interval_kernel(const ptxas_kernel *r, interval_kernel *k)
{
    int expand = strncmp(r->name, "lg_interval_expand_kernel<", 26) == 0;
    char vt[16], gather[8] = "true", scatter[8] = "true", type[32] = "";

    if (!expand && strncmp(r->name, "lg_interval_move_kernel<", 24) != 0)
        return 0;
    ptxas_template_argument(r->name, 1, vt, sizeof vt);
    if (!expand) {
        ptxas_template_argument(r->name, 2, gather, sizeof gather);
        ptxas_template_argument(r->name, 3, scatter, sizeof scatter);
    }
    ptxas_template_argument(r->name, expand ? 2 : 4, type, sizeof type);
    k->bytes = strcmp(type, "long") == 0 ? 8 : strcmp(type, "int") == 0 ? 4 : 0;
    k->call = strcmp(gather, "true") != 0    ? "scatter"
              : strcmp(scatter, "true") != 0 ? "gather"
              : expand                       ? "expand"
                                             : "move";
    k->nt = r->nt, k->vt = atoi(vt);
    k->registers = r->registers, k->shared = r->shared, k->spilled = r->spilled;
    return k->bytes != 0;
}
/* <<Read the interval kernels from ptxas's report>> */
#line 7653 "chapters/09-support.nw"
/* The interval kernels of the report at path into k[0, most); how many,
   or -1 without the report. */
static int read_interval_kernels(const char *path, interval_kernel *k, int most)
{
    ptxas_kernel r[64];
    int count = read_ptxas_report(path, 0, r, 64), found = 0;

    for (int i = 0; i < count && found < most; i++)
        found += name_interval_kernel(&r[i], &k[found]);
    return count < 0 ? -1 : found;
}
/* <<Print the interval kernels' resources>> */
#line 7673 "chapters/09-support.nw"
static const interval_kernel *find(const interval_kernel *k, int count, const char *call,
                                   int bytes)
{
    for (int i = 0; i < count; i++)
        if (strcmp(k[i].call, call) == 0 && k[i].bytes == bytes)
            return &k[i];
    return NULL;
}

int main(void)
{
    static const char *const calls[] = {"expand", "move", "gather", "scatter"};
    interval_kernel k[16];
    int count = read_interval_kernels(PTXAS_REPORT, k, 16), spills = 0, over = 0, vt = 0;

    if (count < 0) {
        printf("(No resource report: %s is missing.)\n", PTXAS_REPORT);
        return 0;
    }
    /* <<Print a row per call and width>> */
#line 7699 "chapters/09-support.nw"
    printf("| call | element | NT $\\times$ VT | bytes a thread moves per tile | registers | shared "
           "bytes per CTA | spilled bytes |\n|---|---|--:|--:|--:|--:|--:|\n");
    for (int c = 0; c < 4; c++)
        for (int bytes = 4; bytes <= 8; bytes *= 2) {
            const interval_kernel *r = find(k, count, calls[c], bytes), *twin;
            if (r == NULL)
                continue;
            printf("| %s | int%d | %d $\\times$ %d | %d | %d | %d | %d |\n", r->call, 8 * bytes,
                   r->nt, r->vt, r->vt * bytes, r->registers, r->shared, r->spilled);
            spills += r->spilled > 0;
            twin = find(k, count, calls[c], 4);
            over += bytes == 8 && twin != NULL &&
                    (r->shared > twin->shared || r->registers > twin->registers);
        }
#line 7693 "chapters/09-support.nw"
    /* <<Say how the 8-byte kernels compare>> */
#line 7716 "chapters/09-support.nw"
    {
        const interval_kernel *expand = find(k, count, "expand", 4);

        while (expand != NULL &&
               (int)sizeof(int64_t) * LG_LBS_SHARED_WORDS(LG_EXPAND_NT * (vt + 1)) <= expand->shared)
            vt++;
        printf("\n`ptxas` for the H100 (sm_90). %s. %s. The largest VT whose expand tile of 8-byte "
               "slots fits in the shared memory of the 4-byte expand kernel: %d.\n",
               spills == 0 ? "No kernel spills" : "SOME KERNELS SPILL",
               over == 0 ? "No 8-byte kernel needs more registers or shared memory than its "
                           "4-byte twin"
                         : "SOME 8-BYTE KERNELS NEED MORE THAN THEIR 4-BYTE TWINS",
               vt);
    }
#line 7694 "chapters/09-support.nw"
    return 0;
}
