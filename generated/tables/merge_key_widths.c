#line 3050 "chapters/09-support.nw"
/* Registers and shared memory of the merge kernels for 4- and 8-byte keys,
   from ptxas's report. */
#include <stddef.h>
#include "support.h"

int main(void)
{
    static const char *const only[] = {"lg_merge_path_kernel_i32", "lg_merge_path_kernel_f32",
                                       "lg_merge_path_kernel_i64", "lg_merge_path_kernel_f64",
                                       NULL};

    print_resource_table_of("build/ptxas/merge.txt", 0, only);
    return 0;
}
