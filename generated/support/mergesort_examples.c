#line 3748 "chapters/09-support.nw"
/* The inputs of Modern GPU's mergesort pages, as they printed them; and
   keys in the orders that the benchmark and the tests sort. */
#include <stdlib.h>
#include "support.h"

/* <<Displace one key in a hundred>> */
#line 4456 "chapters/09-support.nw"
static int displace_one_in_a_hundred(uint64_t seed, uint64_t first, int n, int32_t *keys)
{
    int m = (int)(((int64_t)n + 50) / 100), chosen = 0;
    int *at = malloc(sizeof(int) * (size_t)(m > 0 ? m : 1));

    if (at == NULL)
        return -1;
    for (int i = 0; i < n && chosen < m; i++)   /* Algorithm S */
        if ((uint64_t)random_u32(seed + 1, first + (uint64_t)i) * (uint64_t)(n - i) <
            (uint64_t)(m - chosen) << 32)
            at[chosen++] = i;
    for (int k = m - 1; k >= 1; k--) {          /* Sattolo */
        int j = random_i32(seed + 2, first + (uint64_t)k, 0, k - 1);
        int32_t t = keys[at[k]];
        keys[at[k]] = keys[at[j]];
        keys[at[j]] = t;
    }
    free(at);
    return 0;
}
/* <<Make keys in a named order>> */
#line 4412 "chapters/09-support.nw"
const char *sort_order_name(sort_order order)
{
    static const char *const names[SORT_ORDERS] = {"uniform", "sorted", "reversed", "few16",
                                                   "nearly-sorted"};
    return order >= 0 && order < SORT_ORDERS ? names[order] : "?";
}

int sort_input_i32(sort_order order, uint64_t seed, uint64_t first, int n, int32_t *keys)
{
    if (order == SORT_ORDER_FEW16) {
        int32_t value[16];

        for (int j = 0; j < 16; j++) {
            int64_t top = (int64_t)(j - 8) * (1 << 28);   /* j - 8 in the top four bits */
            value[j] = (int32_t)(top + (random_u32(seed + 1, (uint64_t)j) >> 4));
        }
        for (int i = 0; i < n; i++)
            keys[i] = value[random_i32(seed, first + (uint64_t)i, 0, 15)];
        return 0;
    }
    for (int i = 0; i < n; i++)
        keys[i] = random_i32(seed, first + (uint64_t)i, INT32_MIN, INT32_MAX);
    if (order == SORT_ORDER_UNIFORM)
        return 0;
    if (stable_sort_reference_i32(keys, NULL, n) != 0)
        return -1;
    for (int i = 0, j = n - 1; order == SORT_ORDER_REVERSED && i < j; i++, j--) {
        int32_t t = keys[i];
        keys[i] = keys[j];
        keys[j] = t;
    }
    return order == SORT_ORDER_NEARLY_SORTED ? displace_one_in_a_hundred(seed, first, n, keys) : 0;
}

#line 3756 "chapters/09-support.nw"
const int32_t mergesort_walk_keys[MERGESORT_WALK_KEYS] = {
    13, 90, 83, 12, 96, 91, 22, 63, 30, 9, 54, 27, 18, 54, 99, 95};

const int32_t mergesort_demo_keys[MERGESORT_DEMO_KEYS] = {
    5, 95, 68, 53, 4, 87, 7, 93, 52, 66, 9, 28, 81, 6, 81, 23, 72, 70, 14, 19,
    65, 42, 51, 93, 97, 14, 64, 64, 80, 47, 45, 43, 43, 24, 82, 50, 8, 90, 13, 7,
    17, 71, 39, 61, 83, 18, 80, 39, 6, 27, 39, 85, 52, 90, 41, 61, 65, 18, 62, 51,
    29, 82, 43, 35, 1, 81, 98, 29, 16, 17, 10, 49, 37, 19, 19, 86, 48, 20, 33, 61,
    95, 87, 92, 39, 5, 94, 73, 16, 26, 97, 42, 56, 54, 59, 94, 13, 41, 56, 98, 55};

const int32_t mergesort_demo_pair_keys[MERGESORT_DEMO_KEYS] = {
    30, 31, 70, 12, 66, 73, 53, 24, 69, 82, 66, 18, 17, 31, 12, 88, 99, 67, 17, 73,
    3, 6, 56, 13, 88, 8, 66, 0, 19, 45, 36, 63, 46, 52, 98, 49, 15, 33, 85, 25,
    64, 23, 37, 17, 19, 59, 42, 72, 48, 87, 12, 70, 58, 23, 22, 47, 38, 1, 58, 74,
    25, 65, 29, 7, 61, 47, 26, 99, 82, 53, 98, 89, 73, 77, 34, 20, 58, 90, 10, 37,
    90, 84, 87, 32, 81, 32, 26, 65, 59, 58, 2, 4, 42, 76, 31, 49, 16, 48, 17, 42};
