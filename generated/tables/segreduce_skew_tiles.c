#line 8473 "chapters/09-support.nw"
/* The tiles of the segmented reduction (LG_SEGREDUCE_NV values) on rows of
   16 values and on the rows of a scale-free graph, 2^26 values each: the
   segment starts a tile sees and the way it finds its rows. */
#include <stdio.h>
#include <stdlib.h>
#include "segreduce.h"
#include "support.h"

enum { N = 1 << 26, ROWS = N / 16 };

/* <<Count the ways the tiles of some rows find their rows>> */
#line 8511 "chapters/09-support.nw"
static int count_paths(const char *name, const int32_t *lengths)
{
    enum { NT = LG_SEGREDUCE_NT, NV = LG_SEGREDUCE_NV, TILES = (N + NV - 1) / NV };
    int32_t *csr = malloc(sizeof(int32_t) * ROWS);
    int64_t starts = 0;
    int empty = 0, flags = 0, bytes = 0, walks = 0, marks = 0;

    if (csr == NULL)
        return 1;
    scan_exclusive_reference_i32(lengths, ROWS, csr);
    for (int i = 0; i < ROWS; i++)
        empty += lengths[i] == 0;
    for (int t = 0; t < TILES; t++) {
        int64_t v = (int64_t)t * NV, next = v + NV;
        int32_t limit = lg_limit_among(csr, ROWS, 0, (int32_t)v);
        int32_t next_limit = next < N ? lg_limit_among(csr, ROWS, 0, (int32_t)next) : ROWS;
        lg_seg_range r = lg_segreduce_range(limit, next_limit);
        int last = lg_seg_starts_last(r), has_empty = 0;

        for (int j = r.begin; j < r.end && !has_empty; j++)
            has_empty = lengths[j] == 0;
        starts += last;
        walks += r.total > NV;
        flags += r.total <= NV && last <= NT;
        bytes += r.total <= NV && last > NT;
        marks += r.total <= NV && has_empty;
    }
    printf("| %s | %d | %d | %d | %.1f on average | %d | %d | %d | %d |\n", name, ROWS, empty,
           TILES, (double)starts / TILES, flags, bytes, walks, marks);
    free(csr);
    return 0;
}

#line 8485 "chapters/09-support.nw"
int main(void)
{
    int32_t *lengths = malloc(sizeof(int32_t) * ROWS);
    int status = 1;

    if (lengths != NULL && scale_free_counts_i32(1, ROWS, N, lengths) == 0) {
        printf("| rows | segments | empty | tiles | segment starts a tile sees | tiles that "
               "flag | that use bytes | that walk | with an empty segment |\n"
               "|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        status = count_paths("the scale-free graph's", lengths);
        for (int i = 0; i < ROWS && status == 0; i++)
            lengths[i] = 16;
        if (status == 0)
            status = count_paths("16 values each", lengths);
        printf("\n%d values; tiles of %d values (%d threads); the benchmark's seed (1).\n", N,
               LG_SEGREDUCE_NV, LG_SEGREDUCE_NT);
    }
    free(lengths);
    return status;
}
