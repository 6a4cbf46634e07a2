#line 1369 "chapters/04-lbs.nw"
/* Lower-bound searches of every work item of the example in both scans,
   marked with '*' where they are not the work item's object. */
#include <stdio.h>
#include "load_balance.h"
#include "support.h"

enum { N = LBS_EXAMPLE_OBJECTS, MAX_ITEMS = 4 * N };

/* <<Print an array with its mismatches marked>> */
#line 1400 "chapters/04-lbs.nw"
/* As print_array_i32, with '*' after each value that differs from want[];
   then how many do. */
static void print_marked(const char *title, const int32_t *got, const int32_t *want, int count)
{
    int wrong = 0;

    printf("%s:\n", title);
    for (int i = 0; i < count; i++) {
        if (i % 10 == 0)
            printf("%s%5d: ", i ? "\n" : "", i);
        printf("%5d%c", (int)got[i], got[i] != want[i] ? '*' : ' ');
        wrong += got[i] != want[i];
    }
    printf("\n%d of %d are not the work item's object\n", wrong, count);
}

#line 1379 "chapters/04-lbs.nw"
int main(void)
{
    int32_t exclusive[N], inclusive[N], search[MAX_ITEMS] = {0}, lower[MAX_ITEMS] = {0};
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, exclusive);

    for (int j = 0; j < N; j++)
        inclusive[j] = exclusive[j] + lbs_example_counts[j];
    lg_load_balance_search_sequential(m, exclusive, N, search);
    printf("```\n");
    for (int i = 0; i < m; i++)
        lower[i] = lg_lower_bound_i32(exclusive, N, i);
    print_marked("Lower bound of each work item in the exclusive scan", lower, search, m);
    for (int i = 0; i < m; i++)
        lower[i] = lg_lower_bound_i32(inclusive, N, i);
    print_marked("\nLower bound of each work item in the inclusive scan", lower, search, m);
    printf("```\n");
    return 0;
}
