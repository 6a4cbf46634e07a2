#line 5341 "chapters/09-support.nw"
/* Registers and shared memory of the mergesort's tile kernels for 4- and
   8-byte keys, from ptxas's report. */
#include <stddef.h>
#include "support.h"

int main(void)
{
    static const char *const only[] = {
        "lg_blocksort_kernel_i32", "lg_blocksort_kernel_f32", "lg_blocksort_kernel_i64",
        "lg_blocksort_kernel_f64", "lg_mergesort_merge4_kernel_i32",
        "lg_mergesort_merge4_kernel_i64", NULL};

    print_resource_table_of("build/ptxas/mergesort.txt", 0, only);
    return 0;
}
