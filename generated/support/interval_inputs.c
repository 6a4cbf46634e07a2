#line 6430 "chapters/09-support.nw"
/* The interval chapter's inputs: the demonstrations', distributions of
   lengths and random layouts of intervals. */
#include <stdlib.h>
#include "support.h"

/* <<The interval demonstrations' inputs>> */
#line 878 "chapters/05-intervals.nw"
const int32_t interval_expand_counts[INTERVAL_DEMO_COUNT] = {
    2, 5, 7, 16, 0, 1, 0, 0, 14, 10, 3, 14, 2, 1, 11, 2, 1, 0, 5, 6};
const int32_t interval_expand_values[INTERVAL_DEMO_COUNT] = {
    1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765};
const int32_t interval_move_counts[INTERVAL_DEMO_COUNT] = {
    3, 9, 1, 9, 8, 5, 10, 2, 5, 2, 8, 6, 5, 2, 4, 0, 8, 2, 5, 6};
const int32_t interval_move_gather[INTERVAL_DEMO_COUNT] = {
    75, 86, 17, 2, 67, 24, 37, 11, 95, 35, 52, 18, 47, 0, 13, 75, 78, 60, 62, 29};
const int32_t interval_move_scatter[INTERVAL_DEMO_COUNT] = {
    10, 80, 99, 27, 41, 71, 15, 0, 36, 13, 89, 49, 66, 97, 76, 76, 2, 25, 61, 55};
/* <<Draw interval lengths>> */
#line 6381 "chapters/09-support.nw"
const char *interval_distribution_name(interval_distribution d)
{
    static const char *const names[INTERVAL_DISTRIBUTIONS] = {
        "all zero", "all one", "uniform", "power law", "one giant", "zero runs"};
    return d >= 0 && d < INTERVAL_DISTRIBUTIONS ? names[d] : "?";
}

int64_t interval_lengths_i32(int32_t *lengths, int n, interval_distribution d, int mean,
                             uint64_t seed)
{
    static const lbs_distribution same[INTERVAL_DISTRIBUTIONS] = {
        LBS_ALL_ZERO, LBS_ALL_ONE, LBS_UNIFORM, LBS_POWER_LAW, LBS_ONE_HUGE, LBS_ZERO_RUNS};
    int64_t total = 0;

    if (d != INTERVAL_UNIFORM)
        return lbs_counts_i32(lengths, n, same[d], seed);
    for (int i = 0; i < n; i++)
        total += lengths[i] = random_i32(seed, (uint64_t)i, 0, 2 * mean);
    return total;
}
/* <<Lay intervals end to end in a random order>> */
#line 6407 "chapters/09-support.nw"
void interval_permuted_offsets(const int32_t *lengths, int n, uint64_t seed, int32_t *offsets)
{
    int *order = malloc(sizeof(int) * (n > 0 ? (size_t)n : 1));
    int32_t at = 0;

    if (order == NULL)
        abort();   /* the support library serves tests and demos only */
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int k = (int)(random_u32(seed, (uint64_t)i) % (uint32_t)(i + 1)), swap = order[i];
        order[i] = order[k];
        order[k] = swap;
    }
    for (int i = 0; i < n; i++) {
        offsets[order[i]] = at;
        at += lengths[order[i]];
    }
    free(order);
}
