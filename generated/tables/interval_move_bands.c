#line 6903 "chapters/09-support.nw"
/* Data for plots/interval-move-bands.gp and plots/interval-gather-scatter.gp:
   the move demonstration's rows (the input, the intervals in scan order,
   the output) and the bands that join them. */
#include <stdio.h>
#include <stdlib.h>
#include "intervals_model.h"
#include "support.h"

enum { N = INTERVAL_DEMO_COUNT, M = 100 };
static int32_t scan[N], index_of[N], in[M], ids[M], reader[M], writer[M];
static int32_t gathered[M], scattered[M], moved[M], to[M];

/* <<Print a row's runs of equal intervals>> */
#line 6964 "chapters/09-support.nw"
/* One rectangle, 0 to 1 high, per run of equal entries of row[0, M). */
static void print_runs(const int32_t *row)
{
    for (int a = 0, b; a < M; a = b) {
        for (b = a; b < M && row[b] == row[a]; b++)
            ;
        printf("%d 0 %d\n%d 0 %d\n%d 1 %d\n%d 1 %d\n\n", a, row[a], b, row[a], b, row[a], a,
               row[a]);
    }
}
/* <<Print the bands from one row to another>> */
#line 6995 "chapters/09-support.nw"
static void print_bands(const int32_t *from, const int32_t *to_row)
{
    for (int j = 0; j < N; j++) {
        int first = scan[j], last = lg_interval_end(scan, N, M, j) - 1;
        if (last >= first)
            printf("%d 1 %d\n%d 1 %d\n%d 0 %d\n%d 0 %d\n\n", from[first], j, from[last] + 1, j,
                   to_row[last] + 1, j, to_row[first], j);
    }
}
/* <<Print a row's labels>> */
#line 6980 "chapters/09-support.nw"
static void print_labels(const int32_t *row)
{
    for (int a = 0, b, level = 0; a < M; a = b, level = !level) {
        for (b = a; b < M && row[b] == row[a]; b++)
            ;
        printf("%g %d \"%d\"\n", (a + b) / 2.0, level, row[a]);
    }
}

#line 6919 "chapters/09-support.nw"
int main(void)
{
    /* <<Gather, scatter and move the numbers 0 to 99>> */
#line 6940 "chapters/09-support.nw"
    if (scan_exclusive_reference_i32(interval_move_counts, N, scan) != M)
        return 1;
    for (int k = 0; k < M; k++)
        in[k] = k;
    for (int j = 0; j < N; j++)
        index_of[j] = j;
    for (int k = 0; k < M; k++)
        reader[k] = -1; /* read by no interval */
    lg_interval_expand_sequential(M, scan, index_of, N, ids);
    lg_interval_move_sequential(M, interval_move_gather, NULL, scan, N, in, gathered);
    lg_interval_move_sequential(M, NULL, interval_move_scatter, scan, N, in, scattered);
    lg_interval_move_sequential(M, interval_move_gather, interval_move_scatter, scan, N, in, moved);
    for (int d = 0; d < M; d++) {
        int a = scattered[d];
        to[a] = d;
        writer[d] = ids[a];
        reader[gathered[a]] = ids[a];
    }
    for (int a = 0; a < M; a++)
        if (moved[to[a]] != gathered[a])
            return 1; /* the move is not the scatter of the gather */
#line 6922 "chapters/09-support.nw"
    printf("```\n# block 0: the input, by the interval that reads it\n");
    print_runs(reader);
    printf("\n# block 1: the intervals in scan order\n");
    print_runs(ids);
    printf("\n# block 2: the output, by the interval that writes it\n");
    print_runs(writer);
    /* <<Print the bands and the labels of the move>> */
#line 7007 "chapters/09-support.nw"
    printf("\n# block 3: the move, from the input to the output\n");
    print_bands(gathered, to);
    printf("\n# block 4: the gather, from the input to the scan order\n");
    print_bands(gathered, in);
    printf("\n# block 5: the scatter, from the scan order to the output\n");
    print_bands(in, to);
    printf("\n# block 6: each interval's number, above its source, x level label\n");
    print_labels(reader);
    printf("\n\n# block 7: the borders between elements\n");
    for (int a = 1; a < M; a++)
        printf("%d 0\n%d 1\n\n", a, a);
    printf("\n# block 8: element numbers\n");
    for (int a = 0; a <= M; a += 10)
        printf("%d \"%d\"\n", a, a);
    printf("\n\n# block 9: each interval's number, above the scan order\n");
    print_labels(ids);
    printf("\n\n# block 10: each interval's number, below its destination\n");
    print_labels(writer);
#line 6929 "chapters/09-support.nw"
    printf("```\n");
    return 0;
}
