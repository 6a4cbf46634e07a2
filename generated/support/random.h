#line 344 "chapters/09-support.nw"
/* Counter-based random numbers: element i of stream `seed` is a hash of
   (seed, i), computed by the same code on the CPU and the GPU. */
#ifndef LITGPU_RANDOM_H
#define LITGPU_RANDOM_H

#include <stdint.h>
#include "hostdevice.h"

/* <<Mix 64 bits>> */
#line 297 "chapters/09-support.nw"
LG_HD uint64_t random_mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}
/* <<Hash a seed and an index to 32 random bits>> */
#line 314 "chapters/09-support.nw"
LG_HD uint32_t random_hash_u32(uint64_t seed, uint64_t index)
{
    uint64_t counter = random_mix64(seed) + (index + 1) * UINT64_C(0x9E3779B97F4A7C15);

    return (uint32_t)(random_mix64(counter) >> 32);
}
/* <<Map 32 random bits into a range>> */
#line 331 "chapters/09-support.nw"
LG_HD int32_t random_bits_to_range_i32(uint32_t bits, int32_t low, int32_t high)
{
    int64_t first = low < high ? low : high, last = low < high ? high : low;
    uint64_t span = (uint64_t)(last - first) + 1;   /* 1 to 2^32 values */

    return (int32_t)(first + (int64_t)((bits * span) >> 32));
}

#line 356 "chapters/09-support.nw"
#endif
