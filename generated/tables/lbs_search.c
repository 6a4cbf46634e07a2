#line 1418 "chapters/04-lbs.nw"
/* The load-balancing search of the example and every work item's rank. */
#include <stdio.h>
#include "load_balance.h"
#include "support.h"

int main(void)
{
    enum { N = LBS_EXAMPLE_OBJECTS, MAX_ITEMS = 4 * N };
    int32_t scan[N], search[MAX_ITEMS] = {0}, ranks[MAX_ITEMS] = {0};
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, scan);

    lg_load_balance_search_sequential(m, scan, N, search);
    lg_work_item_ranks_sequential(m, scan, search, ranks);
    printf("```\nLoad-balancing search (upper bound in the exclusive scan, minus one):\n");
    print_array_i32(stdout, search, m);
    printf("\nRank of each work item in its object (i - scan[search[i]]):\n");
    print_array_i32(stdout, ranks, m);
    printf("```\n");
    return 0;
}
