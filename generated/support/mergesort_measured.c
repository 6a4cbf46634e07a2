#line 4619 "chapters/09-support.nw"
/* The mergesort's measurements, read for the book's tables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

double measured_roofline_GBps(const char *path)
{
    char value[64];

    header_value(path, "roofline_GBps", value);
    return strcmp(value, "?") != 0 ? atof(value) : 0;
}

/* Files written before the header said so were measured with two merge
   tiles of keys and one of pairs. */
int measured_blocksort_nv(const char *path, const char *kind)
{
    char key[64], value[64];

    snprintf(key, sizeof key, "blocksort_nv mergesort %s", kind);
    header_value(path, key, value);
    if (strcmp(value, "?") != 0)
        return atoi(value);
    return strcmp(kind, "keys") == 0 ? 2 * 256 * 17 : 256 * 17;
}

int mergesort_round_trips(int n, int nv, int ways)
{
    return 1 + lg_mergesort_global_passes(lg_mergesort_passes(n, nv), ways);
}

double mergesort_pass_roofline(double GBps, int n, int nv, int ways, int bytes_per_element)
{
    return GBps * 1e9 / (mergesort_round_trips(n, nv, ways) * bytes_per_element);
}
