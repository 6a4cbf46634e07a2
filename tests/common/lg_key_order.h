/* The library's key order written apart from the library, for the GPU
   tests of the key types to check against: each key as an unsigned number
   that sorts as the key does. Floats are made canonical first (-0.0 made
   +0.0, every NaN one positive NaN), then take the radix sorts' transform
   (flip the sign bit of a positive float, every bit of a negative one). */
#ifndef LG_KEY_ORDER_H
#define LG_KEY_ORDER_H

#include <math.h>
#include <stdint.h>
#include <string.h>

static inline uint64_t order_i32(int32_t x) { return (uint32_t)x ^ 0x80000000u; }
static inline uint64_t order_u32(uint32_t x) { return x; }
static inline uint64_t order_i64(int64_t x) { return (uint64_t)x ^ (uint64_t)1 << 63; }
static inline uint64_t order_u64(uint64_t x) { return x; }

static inline uint64_t order_f32(float x)
{
    uint32_t bits;
    if (x != x)
        x = NAN;
    if (x == 0)
        x = 0.0f;
    memcpy(&bits, &x, sizeof bits);
    return bits ^ (bits >> 31 ? 0xffffffffu : 0x80000000u);
}

static inline uint64_t order_f64(double x)
{
    uint64_t bits;
    if (x != x)
        x = NAN;
    if (x == 0)
        x = 0.0;
    memcpy(&bits, &x, sizeof bits);
    return bits ^ (bits >> 63 ? ~(uint64_t)0 : (uint64_t)1 << 63);
}

/* The float or double with the given bits. */
static inline float f32_of(uint32_t bits)
{
    float x;
    memcpy(&x, &bits, sizeof x);
    return x;
}

static inline double f64_of(uint64_t bits)
{
    double x;
    memcpy(&x, &bits, sizeof x);
    return x;
}

#endif
