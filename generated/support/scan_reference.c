#line 492 "chapters/09-support.nw"
/* The CPU reference of the scan, for the tests and the demo. */
#include "support.h"

/* <<Scan sequentially, keeping the exact total>> */
#line 50 "chapters/01-foundations.nw"
int64_t scan_exclusive_reference_i32(const int32_t *in, int count, int32_t *out)
{
    int64_t total = 0;

    for (int i = 0; i < count; i++) {
        int32_t value = in[i];
        out[i] = (int32_t)(uint32_t)(uint64_t)total;   /* the low 32 bits */
        total += value;
    }
    return total;
}
