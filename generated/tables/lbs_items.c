#line 5433 "chapters/09-support.nw"
/* Data for the figure of work items and their objects (plots/lbs-items.gp):
   the example's first OBJECTS objects, their work items, and the object the
   search finds for each work item, as blocks separated by two blank lines. */
#include <stdio.h>
#include "lbs_model.h"
#include "support.h"

enum { OBJECTS = 12, MAX_ITEMS = 4 * OBJECTS };

int main(void)
{
    int32_t scan[OBJECTS], objects[MAX_ITEMS];
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, OBJECTS, scan);
    double spacing = (double)m / OBJECTS; /* the objects spread over the items' width */

    lg_load_balance_search_sequential(m, scan, OBJECTS, objects);
    /* <<Print the objects and the work items>> */
#line 5459 "chapters/09-support.nw"
    printf("```\n# block 0: the objects: x y number count empty start\n");
    for (int j = 0; j < OBJECTS; j++)
        printf("%g 4 %d %d %d %d\n", (j + 0.5) * spacing, j, (int)lbs_example_counts[j],
               lbs_example_counts[j] == 0, (int)scan[j]);
    printf("\n\n# block 1: the work items: x y number\n");
    for (int i = 0; i < m; i++)
        printf("%g 0 %d\n", i + 0.5, i);
#line 5450 "chapters/09-support.nw"
    printf("\n\n# block 2: a link from each work item up to its object: x y dx dy\n");
    for (int i = 0; i < m; i++)
        printf("%g 0.5 %g 3\n", i + 0.5, (objects[i] + 0.5) * spacing - (i + 0.5));
    printf("```\n");
    return 0;
}
