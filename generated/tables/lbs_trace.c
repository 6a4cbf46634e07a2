#line 5775 "chapters/09-support.nw"
/* Each step of the sequential search on five objects with counts
   2 5 3 0 1, as a Markdown table. */
#include <stdio.h>
#include "lbs_model.h"
#include "support.h"

static const int32_t counts[] = {2, 5, 3, 0, 1};
enum { N = 5 };
static int32_t scan[N];

/* <<Print one step of the sequential search>> */
#line 5799 "chapters/09-support.nw"
static void trace_step(int a, int b, int takes_object)
{
    static int step;

    printf("| %d | %d | ", ++step, a);
    if (b < N)
        printf("$s_{%d} = %d$ | ", b, (int)scan[b]);
    else
        printf("none left | ");
    if (takes_object)
        printf("$%d \\le %d$: object %d has begun |\n", (int)scan[b], a, b);
    else if (b < N)
        printf("$%d > %d$: work item %d is object %d's |\n", (int)scan[b], a, a, b - 1);
    else
        printf("work item %d is object %d's |\n", a, b - 1);
}

#line 5787 "chapters/09-support.nw"
int main(void)
{
    int32_t indices[16] = {0};
    int m = (int)scan_exclusive_reference_i32(counts, N, scan), a = 0, b = 0;

    /* <<Print the counts, their scan and the table's head>> */
#line 5821 "chapters/09-support.nw"
    printf("Counts 2 5 3 0 1; exclusive scan");
    for (int j = 0; j < N; j++)
        printf(" %d", (int)scan[j]);
    printf("; %d work items.\n\n| step | next work item | next scan element | the step |\n"
           "|---:|---:|---|---|\n", m);
#line 5793 "chapters/09-support.nw"
    /* <<Run the search one step at a time, then print what it found>> */
#line 5832 "chapters/09-support.nw"
    while (a < m) {
        int a_before = a, b_before = b;
        int takes_object = lg_load_balance_step(&a, &b, scan, N, indices);

        trace_step(a_before, b_before, takes_object);
    }
    printf("\nThe search:");
    for (int i = 0; i < m; i++)
        printf(" %d", (int)indices[i]);
    printf(".\n");
#line 5794 "chapters/09-support.nw"
    return 0;
}
