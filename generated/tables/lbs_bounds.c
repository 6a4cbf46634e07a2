#line 5520 "chapters/09-support.nw"
/* Data for the figure of the lower bounds against the upper bound minus one
   (plots/lbs-bounds.gp): the example's first work items, the object of each
   and where each lower bound differs, and the count of wrong answers. */
#include <stdio.h>
#include "lbs_model.h"
#include "support.h"

enum { N = LBS_EXAMPLE_OBJECTS, SHOWN = 12, MAX_ITEMS = 4 * N };
static int32_t exclusive[N], inclusive[N], objects[MAX_ITEMS];
static int m;

/* <<Print the work items whose lower bound is wrong>> */
#line 5565 "chapters/09-support.nw"
/* Block `block`: the work items below `shown` whose lower bound in `scan`
   is not their object, with that lower bound; the title line counts them
   over the whole example. */
static void print_wrong(int block, const char *what, const int32_t *scan, int shown)
{
    int wrong = 0;

    for (int i = 0; i < m; i++)
        wrong += lg_lower_bound_i32(scan, N, i) != objects[i];
    printf("\n\n# block %d: %s, wrong for %d of %d work items\n", block, what, wrong, m);
    printf("# title: %s (wrong for %d of all %d)\n", what, wrong, m);
    for (int i = 0; i < shown; i++)
        if (lg_lower_bound_i32(scan, N, i) != objects[i])
            printf("%d %d\n", i, (int)lg_lower_bound_i32(scan, N, i));
}

#line 5533 "chapters/09-support.nw"
int main(void)
{
    int shown_items;

    m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, exclusive);
    for (int j = 0; j < N; j++)
        inclusive[j] = exclusive[j] + lbs_example_counts[j];
    lg_load_balance_search_sequential(m, exclusive, N, objects);
    shown_items = exclusive[SHOWN];
    /* <<Print the shown work items' objects>> */
#line 5552 "chapters/09-support.nw"
    printf("```\n# block 0: each work item's object (upper bound minus one)\n");
    for (int i = 0; i < shown_items; i++)
        printf("%d %d\n", i, (int)objects[i]);
#line 5543 "chapters/09-support.nw"
    print_wrong(1, "lower bound, exclusive scan", exclusive, shown_items);
    print_wrong(2, "lower bound, inclusive scan", inclusive, shown_items);
    /* <<Print the shown empty objects>> */
#line 5558 "chapters/09-support.nw"
    printf("\n\n# block 3: the empty objects\n");
    for (int j = 0; j < SHOWN; j++)
        if (lbs_example_counts[j] == 0)
            printf("%d %d\n", shown_items, j);
#line 5546 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
