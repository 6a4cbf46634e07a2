#line 7910 "chapters/09-support.nw"
/* The interval chapter's inputs: the demonstrations', distributions of
   lengths and random layouts of intervals; references for 8-byte
   elements; the demos' elements in either width. */
#include <stdlib.h>
#include "support.h"
#include "intervals_model.h"

/* <<The interval demonstrations' inputs>> */
#line 996 "chapters/05-intervals.nw"
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
#line 7818 "chapters/09-support.nw"
const char *interval_distribution_name(interval_distribution d)
{
    static const char *const names[INTERVAL_DISTRIBUTIONS] = {
        "all zero", "all one", "uniform", "power law", "one giant", "zero runs", "scale-free"};
    return d >= 0 && d < INTERVAL_DISTRIBUTIONS ? names[d] : "?";
}

int64_t interval_lengths_i32(int32_t *lengths, int n, interval_distribution d, int mean,
                             uint64_t seed)
{
    static const lbs_distribution same[INTERVAL_DISTRIBUTIONS] = {
        LBS_ALL_ZERO, LBS_ALL_ONE, LBS_UNIFORM, LBS_POWER_LAW, LBS_ONE_HUGE, LBS_ZERO_RUNS,
        LBS_SCALE_FREE};
    int64_t total = 0;

    if (d != INTERVAL_UNIFORM)
        return lbs_counts_i32(lengths, n, same[d], seed);
    for (int i = 0; i < n; i++)
        total += lengths[i] = random_i32(seed, (uint64_t)i, 0, 2 * mean);
    return total;
}
/* <<Lay intervals end to end in a random order>> */
#line 7845 "chapters/09-support.nw"
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
/* <<Choose a quarter of a graph's vertices>> */
#line 7889 "chapters/09-support.nw"
int64_t interval_graph_quarter(int vertices, uint64_t seed, int32_t *gather, int32_t *lengths)
{
    int32_t *degree = malloc(sizeof(int32_t) * (vertices > 0 ? (size_t)vertices : 1)), row = 0;
    int needed = vertices / 4, j = 0;
    int64_t total = 0;

    if (degree == NULL)
        abort();   /* the support library serves tests and demos only */
    (void)lbs_counts_i32(degree, vertices, LBS_SCALE_FREE, seed);
    for (int v = 0; v < vertices; row += degree[v], v++)
        if (random_u32(seed + 1, (uint64_t)v) % (uint32_t)(vertices - v) < (uint32_t)needed) {
            gather[j] = row;
            total += lengths[j++] = degree[v];
            needed--;
        }
    free(degree);
    return total;
}
/* <<Expand and move 8-byte elements through their positions>> */
#line 7947 "chapters/09-support.nw"
static int32_t *positions(size_t count)   /* 0, 1, 2, ... */
{
    int32_t *p = malloc(sizeof(int32_t) * (count > 0 ? count : 1));

    if (p == NULL)
        abort();   /* the support library serves tests and demos only */
    for (size_t i = 0; i < count; i++)
        p[i] = (int32_t)i;
    return p;
}

void interval_expand_sequential_i64(int move_count, const int32_t *scan, const int64_t *values,
                                    int count, int64_t *out)
{
    int32_t *index = positions((size_t)count), *of = positions((size_t)move_count);

    lg_interval_expand_sequential(move_count, scan, index, count, of);
    for (int k = 0; k < move_count; k++)
        out[k] = values[of[k]];
    free(index);
    free(of);
}
/* <<Expand and move 8-byte elements through their positions>> */
#line 7976 "chapters/09-support.nw"
void interval_move_sequential_i64(int move_count, const int32_t *gather,
                                  const int32_t *scatter, const int32_t *scan, int count,
                                  const int64_t *in, int64_t *out)
{
    int32_t from_end = 0, to_end = 0, *from, *to;

    for (int j = 0; j < count; j++) {
        int32_t length = lg_interval_end(scan, count, move_count, j) - scan[j];
        from_end = lg_max_int(from_end, (gather != NULL ? gather[j] : scan[j]) + length);
        to_end = lg_max_int(to_end, (scatter != NULL ? scatter[j] : scan[j]) + length);
    }
    from = positions((size_t)from_end), to = positions((size_t)to_end);
    for (int32_t d = 0; d < to_end; d++)
        to[d] = -1;
    lg_interval_move_sequential(move_count, gather, scatter, scan, count, from, to);
    for (int32_t d = 0; d < to_end; d++)
        if (to[d] >= 0)
            out[d] = in[to[d]];
    free(from);
    free(to);
}
/* <<Move a demo's elements in either width>> */
#line 8018 "chapters/09-support.nw"
void *interval_elements_to_device(const int32_t *values, int count, int width)
{
    size_t n = count > 0 ? (size_t)count : 1;
    int64_t *wide = malloc(sizeof(int64_t) * n);
    void *device = NULL;

    if (wide == NULL)
        abort();
    for (int i = 0; i < count; i++)
        wide[i] = values[i];
    if (device_alloc(&device, (size_t)width * n) != LG_OK ||
        copy_to_device(device, width == 8 ? (const void *)wide : (const void *)values,
                       (size_t)width * (size_t)count) != LG_OK) {
        device_free(device);
        device = NULL;
    }
    free(wide);
    return device;
}
/* <<Move a demo's elements in either width>> */
#line 8040 "chapters/09-support.nw"
int interval_elements_match(const void *device, int width, const int32_t *want, int count,
                            int32_t *got)
{
    int64_t *wide = malloc(sizeof(int64_t) * (count > 0 ? (size_t)count : 1));
    int same = 1;

    if (wide == NULL)
        abort();
    if (copy_to_host(width == 8 ? (void *)wide : (void *)got, device,
                     (size_t)width * (size_t)count) != LG_OK) {
        free(wide);
        return -1;
    }
    for (int i = 0; i < count; i++) {
        if (width == 8)
            got[i] = (int32_t)wide[i];
        same &= width == 8 ? wide[i] == want[i] : got[i] == want[i];
    }
    free(wide);
    return same;
}
