#line 2067 "chapters/02-merge.nw"
#include "support.h"

int32_t random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high)
{
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + index + 0x632BE59BD9B4E019ull;
    uint64_t range = (uint64_t)((int64_t)high - low) + 1;

    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (int32_t)((int64_t)low + (int64_t)(z % range));
}
