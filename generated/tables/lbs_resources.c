#line 6772 "chapters/09-support.nw"
/* Registers, shared memory, spills and occupancy of the load-balancing
   search's kernels, from ptxas's report. */
#include "load_balance.h"
#include "support.h"

#define PTXAS_REPORT "build/ptxas/load_balance.txt"

int main(void)
{
    print_resource_table(PTXAS_REPORT, LG_LBS_NT);
    return 0;
}
