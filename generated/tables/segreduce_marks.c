#line 8551 "chapters/09-support.nw"
/* One tile of 6 threads of 5 values over ten segments, four of them
   empty: flags, marks, ranks and rows as lg_seg_rows_from_marks finds them. */
#include <stdio.h>
#include "support.h"
#include "segreduce_model.h"

enum { NT = 6, VT = 5, NV = NT * VT, SEGMENTS = 10 };
static const int32_t csr[SEGMENTS] = {0, 4, 4, 9, 9, 9, 13, 21, 21, 27};

int main(void)
{
    lg_seg_range r = lg_segreduce_range(0, SEGMENTS);
    lg_seg_starts s = {csr, lg_seg_starts_last(r), lg_seg_terminator(csr, SEGMENTS, NV, r)};
    uint32_t flags[NV / 32 + 3] = {0};
    int marks[NV + 1], rank_rows[NV + 2] = {0};

    /* <<Flag and mark the example's starts>> */
#line 8589 "chapters/09-support.nw"
    for (int o = 0; o <= NV; o++)
        marks[o] = -1;
    for (int j = 1; j <= s.last; j++) {
        int repeats, offset = lg_seg_flag_offset(s, j, 0, NV, &repeats);
        if (offset >= 0)
            flags[offset >> 5] |= 1u << (offset & 31);
        offset = lg_seg_mark_offset(s, j, 0, NV);
        if (offset >= 0)
            marks[offset] = j;
    }
    rank_rows[0] = lg_seg_start_at(s, 1) == 0 ? marks[0] : 0;
#line 8568 "chapters/09-support.nw"
    printf("```\n%-8s", "offset");
    for (int o = 1; o <= NV; o++)
        printf("%3d", o);
    printf("\n%-8s", "flag");
    for (int o = 1; o <= NV; o++)
        printf("%3s", flags[o >> 5] >> (o & 31) & 1 ? "1" : ".");
    printf("\n%-8s", "mark");
    for (int o = 1; o <= NV; o++)
        printf(marks[o] >= 0 ? "%3d" : "  .", marks[o]);
    printf("\n\n%-8s%-13s%-7s%-15s%-11s%s\n", "thread", "ends", "count", "posts", "reads",
           "rows of its values");
    for (int pass = 0; pass < 2; pass++)
        for (int t = 0; t < NT; t++) {
            /* <<Post or print one thread of the example>> */
#line 8606 "chapters/09-support.nw"
            int first = t * VT, count = 0, row;
            uint32_t ends = lg_seg_flag_ends(flags, first, VT);

            for (int w = 0; w < first >> 5; w++)
                count += lg_popc32(flags[w]);
            count = lg_seg_flag_row(flags, first, count);
            if (pass == 0) {
                if (ends != 0)
                    rank_rows[count + lg_popc32(ends)] = marks[lg_seg_last_end(ends, first)];
                continue;
            }
            printf("%5d   ", t);
            for (int i = 0; i < VT; i++)
                printf("%c", ends >> i & 1 ? '1' : '.');
            printf("%8d     ", count);
            if (ends != 0)
                printf("[%2d] = %-6d", count + lg_popc32(ends), marks[lg_seg_last_end(ends, first)]);
            else
                printf("%-12s", "");
            row = rank_rows[count];
            printf("[%2d] = %-3d ", count, row);
            for (int i = 0; i < VT; i++) {
                printf("%3d", row);
                if (ends >> i & 1)
                    row = marks[first + i + 1];
            }
            printf("\n");
#line 8582 "chapters/09-support.nw"
        }
    printf("```\n");
    return 0;
}
