#line 3032 "chapters/09-support.nw"
/* Registers, shared memory, spills and occupancy of each merge kernel, from
   ptxas's report. */
#include "merge_path.h"
#include "support.h"

#define PTXAS_REPORT "build/ptxas/merge.txt"

int main(void)
{
    print_resource_table(PTXAS_REPORT, LG_MERGE_BASIC_NT);
    return 0;
}
