#line 6025 "chapters/09-support.nw"
/* The load-balancing search chapter's inputs: the worked examples' counts
   and the tests' distributions of counts. */
#include <math.h>
#include <stdlib.h>
#include "support.h"

/* <<The counts of the chapter's examples>> */
#line 5761 "chapters/09-support.nw"
const int32_t lbs_example_counts[LBS_EXAMPLE_OBJECTS] = {
    1, 2, 4, 0, 4, 4, 3, 3, 2, 4,  0, 0, 1, 2, 1, 1, 0, 2, 2, 1,
    1, 4, 2, 3, 2, 2, 1, 1, 3, 0,  2, 1, 1, 3, 4, 2, 2, 4, 0, 4};

const int32_t lbs_demo_counts[LBS_DEMO_OBJECTS] = {
    0, 3, 5, 2, 1, 3, 1, 5, 4, 5,  2, 5, 4, 0, 2, 3, 1, 4, 0, 5,
    4, 3, 2, 4, 2, 4, 3, 3, 0, 3,  1, 4, 4, 4, 4, 2, 0, 3, 0, 5,
    0, 0, 0, 0, 2, 2, 3, 0, 4, 4};
/* <<Draw counts from a distribution>> */
#line 5981 "chapters/09-support.nw"
const char *lbs_distribution_name(lbs_distribution d)
{
    static const char *const names[LBS_DISTRIBUTIONS] = {
        "uniform 0-4", "all zero", "all one", "one huge", "power law", "zero runs", "scale-free"};
    return d >= 0 && d < LBS_DISTRIBUTIONS ? names[d] : "?";
}

int64_t lbs_counts_i32(int32_t *counts, int n, lbs_distribution d, uint64_t seed)
{
    int huge = n > 0 ? (int)(random_u32(seed, (uint64_t)n) % (uint32_t)n) : 0;
    int64_t total = 0;

    if (d == LBS_SCALE_FREE) {
        if (scale_free_counts_i32(seed, n, LBS_SCALE_FREE_MEAN * n, counts) != 0)
            abort();   /* the support library serves tests and demos only */
        return (int64_t)LBS_SCALE_FREE_MEAN * (n > 0 ? n : 0);
    }
    for (int i = 0; i < n; i++) {
        /* <<Draw count i>> */
#line 6007 "chapters/09-support.nw"
        switch (d) {
        case LBS_UNIFORM: counts[i] = random_i32(seed, (uint64_t)i, 0, 4); break;
        case LBS_ALL_ONE: counts[i] = 1; break;
        case LBS_ONE_HUGE: counts[i] = i == huge ? 2 * n : 0; break;
        case LBS_POWER_LAW: {
            double u = ((double)random_u32(seed, (uint64_t)i) + 1.0) / 4294967296.0;
            double k = floor(pow(u, -1.0 / 1.7)) - 1.0;
            counts[i] = k < (double)(1 << 24) ? (int32_t)k : 1 << 24;
            break;
        }
        case LBS_ZERO_RUNS:
            counts[i] = i % (LBS_ZERO_RUN + 4) < LBS_ZERO_RUN ? 0 : random_i32(seed, (uint64_t)i, 1, 4);
            break;
        default: counts[i] = 0; break;
        }
#line 6000 "chapters/09-support.nw"
        total += counts[i];
    }
    return total;
}
