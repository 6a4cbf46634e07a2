#line 2564 "chapters/09-support.nw"
/* The merge chapter's worked example of the float order. */
#include <stdio.h>
#include <string.h>
#include "merge_path.h"

enum { N = 8 };
typedef int (*float_less)(float a, float b);

/* <<Make the float order's keys and name them>> */
#line 2579 "chapters/09-support.nw"
static const uint32_t key_bits[N] = {
    0x7fc00000u, 0x40400000u, 0x3f800000u, 0x00000000u,   /* NaN, 3, 1, +0 */
    0x40000000u, 0x80000000u, 0xff800000u, 0xffc00001u};  /* 2, -0, -inf, -NaN */

static float key_of(uint32_t bits)
{
    float x;
    memcpy(&x, &bits, sizeof x);
    return x;
}

static uint32_t bits_of(float x)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

/* "-0", "NaN", "-inf", "2"... with the sign a zero or a NaN carries. */
static void key_name(float x, char *name, size_t size)
{
    const char *sign = bits_of(x) >> 31 ? "-" : "";

    if (x != x)
        snprintf(name, size, "%sNaN", sign);
    else if (x == 0)
        snprintf(name, size, "%s0", bits_of(x) >> 31 ? "-" : "+");
    else
        snprintf(name, size, "%g", (double)x);
}
/* <<Compare floats three ways>> */
#line 2612 "chapters/09-support.nw"
/* The radix sorts' transform: flip the sign bit of a positive float and
   every bit of a negative one. */
static uint32_t transformed(float x)
{
    uint32_t bits = bits_of(x);
    return bits ^ (bits >> 31 ? 0xffffffffu : 0x80000000u);
}

static int plain_less(float a, float b) { return a < b; }
static int transform_less(float a, float b) { return transformed(a) < transformed(b); }
/* <<Sort floats stably with a given comparison>> */
#line 2625 "chapters/09-support.nw"
/* Sort keys[0, N), with at[i] the input position of keys[i], by a
   bottom-up merge sort that takes from the right run only when its key
   goes strictly before the left run's. */
static void merge_sort(float *keys, int *at, float_less less)
{
    float k[N];
    int a[N];

    for (int width = 1; width < N; width *= 2) {
        for (int left = 0; left < N; left += 2 * width) {
            int mid = left + width < N ? left + width : N;
            int end = left + 2 * width < N ? left + 2 * width : N;
            int i = left, j = mid, o = left;

            while (o < end) {
                int right = j < end && (i >= mid || less(keys[j], keys[i]));
                k[o] = right ? keys[j] : keys[i];
                a[o++] = right ? at[j++] : at[i++];
            }
        }
        memcpy(keys, k, sizeof k);
        memcpy(at, a, sizeof a);
    }
}
/* <<Print the float order's tables>> */
#line 2652 "chapters/09-support.nw"
static void print_sorted(const char *how, float_less less)
{
    float keys[N];
    int at[N];
    char name[16];

    for (int i = 0; i < N; i++) {
        keys[i] = key_of(key_bits[i]);
        at[i] = i;
    }
    merge_sort(keys, at, less);
    printf("| %s |", how);
    for (int i = 0; i < N; i++) {
        key_name(keys[i], name, sizeof name);
        printf(" %s~%d~ |", name, at[i]);
    }
    printf("\n");
}

int main(void)
{
    char name[16];

    printf("| position | key | bits | transformed bits |\n|--:|--:|--:|--:|\n");
    for (int i = 0; i < N; i++) {
        key_name(key_of(key_bits[i]), name, sizeof name);
        printf("| %d | %s | `0x%08x` | `0x%08x` |\n", i, name, (unsigned)key_bits[i],
               (unsigned)transformed(key_of(key_bits[i])));
    }
    printf("\n| sorted with | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n"
           "|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    print_sorted("`<`", plain_less);
    print_sorted("transformed bits", transform_less);
    print_sorted("`lg_key_less_f32`", lg_key_less_f32);
    return 0;
}
