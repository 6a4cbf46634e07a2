#line 4505 "chapters/09-support.nw"
/* The mergesort kernels' registers, shared memory and spills, from the
   ptxas report, with the CTAs an H100 SM can hold. */
#include "support.h"

#define PTXAS_REPORT "build/ptxas/mergesort.txt"

int main(void)
{
    print_resource_table(PTXAS_REPORT, 0);   /* every mergesort kernel is a template */
    return 0;
}
