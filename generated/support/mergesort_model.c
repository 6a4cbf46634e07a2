#line 3717 "chapters/09-support.nw"
/* The mergesort chapter's CPU model of its passes, and the reference sort. */
#include <stdlib.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

/* <<Find every worker's partition point, as the partition kernel does>> */
#line 3494 "chapters/09-support.nw"
/* partitions[p] for every worker p and one past the last, as
   lg_mergesort_partition_kernel computes them. */
static void model_partitions(const int32_t *keys, int count, int grain, int coop,
                             int *partitions)
{
    for (int p = 0; p <= lg_mergesort_tiles(count, grain); p++) {
        lg_merge_range f = lg_mergesort_frame(coop, p, grain, count);
        partitions[p] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin,
                                          keys + f.b_begin, f.b_end - f.b_begin,
                                          lg_mergesort_diagonal(coop, p, grain, count),
                                          LG_BOUNDS_LOWER);
    }
}
/* <<Run one model pass of workers>> */
#line 3470 "chapters/09-support.nw"
int mergesort_model_pass_i32(const int32_t *keys, const int32_t *values, int count, int grain,
                             int coop, int32_t *keys_out, int32_t *values_out)
{
    int workers = lg_mergesort_tiles(count, grain);
    int *partitions = malloc(sizeof(int) * ((size_t)workers + 1));
    int32_t *merged = malloc(sizeof(int32_t) * (size_t)grain);
    int *index = malloc(sizeof(int) * (size_t)grain);

    if (partitions == NULL || merged == NULL || index == NULL) {
        free(partitions);
        free(merged);
        free(index);
        return -1;
    }
    model_partitions(keys, count, grain, coop, partitions);
    /* <<Merge every worker's outputs, as the merge kernel does>> */
#line 3510 "chapters/09-support.nw"
    for (int w = 0; w < workers; w++) {
        lg_merge_range r = lg_mergesort_range(coop, w, grain, count, partitions[w],
                                              partitions[w + 1]);
        int n = (r.a_end - r.a_begin) + (r.b_end - r.b_begin);

        lg_serial_merge_i32(keys, r.a_begin, r.a_end, r.b_begin, r.b_end, n, merged, index);
        for (int k = 0; k < n; k++) {
            keys_out[(size_t)w * grain + k] = merged[k];
            if (values != NULL)
                values_out[(size_t)w * grain + k] = values[index[k]];
        }
    }
#line 3486 "chapters/09-support.nw"
    free(partitions);
    free(merged);
    free(index);
    return 0;
}
/* <<A tile's worth of model scratch>> */
#line 3531 "chapters/09-support.nw"
typedef struct model_tile {
    int32_t *keys, *level1;
    int *from, *from1;
} model_tile;
/* <<Merge four ranges as a CTA does>> */
#line 3579 "chapters/09-support.nw"
static void model_merge4_tile(const int32_t *keys, const int32_t *values, lg_merge4_range r,
                              int nt, int vt, model_tile *t, int32_t *keys_out,
                              int32_t *values_out)
{
    static const int order[4] = {0, 2, 1, 3};   /* A, C, B, D */
    int n[4], total = 0;

    for (int k = 0; k < 4; k++)
        n[k] = r.end[k] - r.begin[k];
    for (int o = 0; o < 4; o++)
        for (int i = r.begin[order[o]]; i < r.end[order[o]]; i++, total++)
            t->keys[total] = keys[i], t->from[total] = i;
    for (int tid = 0; tid < nt; tid++) {
        int diag = lg_min_int(vt * tid, total);

        lg_merge4_first_level_i32(t->keys, t->from, n, diag, vt, t->level1 + vt * tid,
                                  t->from1 + vt * tid);
    }
    /* <<Merge the first level's two lists, thread by thread>> */
#line 3602 "chapters/09-support.nw"
    for (int tid = 0; tid < nt; tid++) {
        int diag = lg_min_int(vt * tid, total), ab = n[0] + n[1];
        int mp = lg_merge_path_i32(t->level1, ab, t->level1 + ab, total - ab, diag,
                                   LG_BOUNDS_LOWER);

        lg_serial_merge_select_i32(t->level1, t->from1, mp, ab, ab + diag - mp, total, vt,
                                   t->keys + vt * tid, t->from + vt * tid);
    }
    for (int i = 0; i < total; i++) {
        keys_out[i] = t->keys[i];
        if (values != NULL)
            values_out[i] = values[t->from[i]];
    }
#line 3598 "chapters/09-support.nw"
}
/* <<Run one four-way model pass>> */
#line 3538 "chapters/09-support.nw"
int mergesort_model_pass4_i32(const int32_t *keys, const int32_t *values, int count, int nt,
                              int vt, int coop, int32_t *keys_out, int32_t *values_out)
{
    int nv = nt * vt, workers = lg_mergesort_tiles(count, nv), status = -1;
    int *grid = malloc(sizeof(int) * ((size_t)workers + 1));
    int *splits = malloc(4 * sizeof(int) * ((size_t)workers + 1));
    model_tile t = {malloc(sizeof(int32_t) * (size_t)nv), malloc(sizeof(int32_t) * (size_t)nv),
                    malloc(sizeof(int) * (size_t)nv), malloc(sizeof(int) * (size_t)nv)};

    if (grid != NULL && splits != NULL && t.keys != NULL && t.level1 != NULL &&
        t.from != NULL && t.from1 != NULL) {
        /* <<Merge every worker's four ranges, as the four-way kernels do>> */
#line 3563 "chapters/09-support.nw"
        model_partitions(keys, count, nv, coop / 2, grid);
        for (int p = 0; p <= workers; p++)
            lg_mergesort_select4_i32(keys, count, nv, coop, grid, p, LG_MERGESORT_SEARCH_LANES,
                                     lg_mergesort_select_probes(lg_mergesort_tiles(count, nv)),
                                     splits + 4 * p);
        for (int w = 0; w < workers; w++)
            model_merge4_tile(keys, values,
                              lg_mergesort_range4(coop, w, nv, count, splits + 4 * w, splits + 4 * w + 4),
                              nt, vt, &t, keys_out + (size_t)w * nv,
                              values != NULL ? values_out + (size_t)w * nv : NULL);
#line 3550 "chapters/09-support.nw"
        status = 0;
    }
    free(grid);
    free(splits);
    free(t.keys);
    free(t.level1);
    free(t.from);
    free(t.from1);
    return status;
}
/* <<Sort with model passes>> */
#line 3622 "chapters/09-support.nw"
int mergesort_model_i32(int32_t *keys, int32_t *values, int count, int ways, FILE *trace)
{
    size_t bytes = sizeof(int32_t) * (size_t)(count > 0 ? count : 1);
    int32_t *other_keys = malloc(bytes), *other_values = malloc(bytes);
    int32_t *from_k = keys, *from_v = values, *to_k = other_keys, *to_v = other_values;
    int status = other_keys != NULL && other_values != NULL ? 0 : -1;
    int two_way = lg_mergesort_passes(count, 1);
    int64_t list = 1;

    for (int pass = 0; status == 0 && pass < lg_mergesort_global_passes(two_way, ways); pass++) {
        int32_t *k = from_k, *v = from_v;
        int w = lg_mergesort_pass_ways(two_way, ways, pass);

        /* <<Run the model pass of w lists of list keys>> */
#line 3655 "chapters/09-support.nw"
        status = w == 2 ? mergesort_model_pass_i32(from_k, values ? from_v : NULL, count, 1,
                                                   (int)(2 * list), to_k, to_v)
                        : mergesort_model_pass4_i32(from_k, values ? from_v : NULL, count, 1, 1,
                                                    (int)(4 * list), to_k, to_v);
#line 3636 "chapters/09-support.nw"
        from_k = to_k, from_v = to_v, to_k = k, to_v = v, list *= w;
        if (trace != NULL && status == 0)
            /* <<Print the keys after a model pass>> */
#line 3662 "chapters/09-support.nw"
            {
                fprintf(trace, "lists of %lld:", (long long)(list < count ? list : count));
                for (int i = 0; i < count; i++)
                    fprintf(trace, " %d", (int)from_k[i]);
                fprintf(trace, "\n");
            }
#line 3639 "chapters/09-support.nw"
    }
    if (status == 0 && from_k != keys) {
        memcpy(keys, from_k, sizeof(int32_t) * (size_t)count);
        if (values != NULL)
            memcpy(values, from_v, sizeof(int32_t) * (size_t)count);
    }
    free(other_keys);
    free(other_values);
    return status;
}
/* <<Sort stably by bytes, for reference>> */
#line 3676 "chapters/09-support.nw"
int stable_sort_reference_i32(int32_t *keys, int32_t *values, int count)
{
    size_t bytes = sizeof(int32_t) * (size_t)(count > 0 ? count : 1);
    int32_t *k2 = malloc(bytes), *v2 = malloc(bytes);

    if (k2 == NULL || v2 == NULL) {
        free(k2);
        free(v2);
        return -1;
    }
    for (int shift = 0; shift < 32; shift += 8) {
        /* <<Sort stably by the byte at shift>> */
#line 3700 "chapters/09-support.nw"
        size_t start[257] = {0};

        for (int i = 0; i < count; i++)
            start[((((uint32_t)keys[i]) ^ 0x80000000u) >> shift & 255u) + 1]++;
        for (int d = 0; d < 256; d++)
            start[d + 1] += start[d];
        for (int i = 0; i < count; i++) {
            size_t to = start[(((uint32_t)keys[i]) ^ 0x80000000u) >> shift & 255u]++;
            k2[to] = keys[i];
            v2[to] = values != NULL ? values[i] : 0;
        }
        memcpy(keys, k2, sizeof(int32_t) * (size_t)count);
        if (values != NULL)
            memcpy(values, v2, sizeof(int32_t) * (size_t)count);
#line 3688 "chapters/09-support.nw"
    }
    free(k2);
    free(v2);
    return 0;
}
