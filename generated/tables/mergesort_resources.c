#line 5317 "chapters/09-support.nw"
/* The int32 mergesort kernels' registers, shared memory and spills, from
   the ptxas report, with the CTAs an H100 SM can hold. */
#include <stddef.h>
#include "support.h"

#define PTXAS_REPORT "build/ptxas/mergesort.txt"

int main(void)
{
    static const char *const only[] = {
        "lg_blocksort_kernel_i32", "lg_mergesort_partition_kernel_i32",
        "lg_mergesort_merge_kernel_i32", "lg_mergesort_partition4_kernel_i32",
        "lg_mergesort_merge4_kernel_i32", NULL};

    print_resource_table_of(PTXAS_REPORT, 0, only);   /* every mergesort kernel is a template */
    return 0;
}
