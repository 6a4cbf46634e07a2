#line 1341 "chapters/04-lbs.nw"
/* The 40 objects' counts with their exclusive and inclusive scans, as a
   Markdown code block. */
#include <stdio.h>
#include "support.h"

int main(void)
{
    enum { N = LBS_EXAMPLE_OBJECTS };
    int32_t exclusive[N], inclusive[N];
    int64_t total = scan_exclusive_reference_i32(lbs_example_counts, N, exclusive);

    for (int j = 0; j < N; j++)
        inclusive[j] = exclusive[j] + lbs_example_counts[j];
    printf("```\nWork-item counts:\n");
    print_array_i32(stdout, lbs_example_counts, N);
    printf("\nExclusive scan of the counts (where each object's work items start):\n");
    print_array_i32(stdout, exclusive, N);
    printf("\nInclusive scan of the counts (where they end):\n");
    print_array_i32(stdout, inclusive, N);
    printf("\nTotal: %lld work items\n```\n", (long long)total);
    return 0;
}
