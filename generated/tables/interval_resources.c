#line 6427 "chapters/09-support.nw"
/* Registers, shared memory and spills of the interval kernels for each
   element width, from ptxas's report, as a Markdown table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "intervals.h"
#include "support.h"

#define PTXAS_REPORT "build/ptxas/intervals.txt"

/* <<Name an interval kernel from its mangled name>> */
#line 6447 "chapters/09-support.nw"
typedef struct interval_kernel {
    const char *call;   /* "expand", "move", "gather" or "scatter" */
    int bytes, nt, vt;  /* the element's size; the tile's shape */
    int registers, shared, spilled;
} interval_kernel;

/* Fill k's call, element size and shape from the mangled name at p;
   0 if it is not an interval kernel. */
static int name_interval_kernel(const char *p, interval_kernel *k)
{
    int expand = strncmp(p, "_Z25lg_interval_expand_kernelI", 30) == 0, flags[2] = {1, 1};

    if (!expand && strncmp(p, "_Z23lg_interval_move_kernelI", 28) != 0)
        return 0;
    p = strchr(p, 'I') + 1;
    k->nt = atoi(p + 2), p = strchr(p, 'E') + 1;   /* Li128E */
    k->vt = atoi(p + 2), p = strchr(p, 'E') + 1;   /* Li19E */
    for (int f = 0; !expand && f < 2; f++, p = strchr(p, 'E') + 1)
        flags[f] = p[2] == '1';                    /* Lb1E: GATHER, then SCATTER */
    k->bytes = *p == 'l' ? 8 : *p == 'i' ? 4 : 0;
    k->call = expand ? "expand" : flags[0] && flags[1] ? "move" : flags[0] ? "gather" : "scatter";
    return k->bytes != 0;
}
/* <<Read the interval kernels from ptxas's report>> */
#line 6476 "chapters/09-support.nw"
/* The interval kernels of the report at path into k[0, most); how many,
   or -1 without the report. */
static int read_interval_kernels(const char *path, interval_kernel *k, int most)
{
    char line[1024], *p;
    int count = 0, named = 0, stores, loads;
    FILE *in = fopen(path, "r");

    if (in == NULL)
        return -1;
    while (fgets(line, sizeof line, in) != NULL && count < most) {
        if ((p = strstr(line, "Compiling entry function '")) != NULL)
            named = name_interval_kernel(p + strlen("Compiling entry function '"), &k[count]);
        else if (named && (p = strstr(line, "frame, ")) != NULL &&
                 sscanf(p + 7, "%d bytes spill stores, %d", &stores, &loads) == 2)
            k[count].spilled = stores + loads;
        else if (named && (p = strstr(line, "Used ")) != NULL &&
                 sscanf(p, "Used %d registers", &k[count].registers) == 1) {
            p = strstr(line, " bytes smem");
            while (p != NULL && p > line && p[-1] >= '0' && p[-1] <= '9')
                p--;
            k[count].shared = p != NULL ? atoi(p) : 0;
            count++, named = 0;
        }
    }
    fclose(in);
    return count;
}
/* <<Print the interval kernels' resources>> */
#line 6513 "chapters/09-support.nw"
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
#line 6539 "chapters/09-support.nw"
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
#line 6533 "chapters/09-support.nw"
    /* <<Say how the 8-byte kernels compare>> */
#line 6556 "chapters/09-support.nw"
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
#line 6534 "chapters/09-support.nw"
    return 0;
}
