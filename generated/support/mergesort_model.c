#line 881 "chapters/03-mergesort.nw"
/* The mergesort chapter's CPU model of its passes, and the reference sort. */
#include <stdlib.h>
#include <string.h>
#include "mergesort.h"
#include "support.h"

#line 745 "chapters/03-mergesort.nw"
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
    
#line 769 "chapters/03-mergesort.nw"
for (int p = 0; p <= workers; p++) {
    lg_merge_range f = lg_mergesort_frame(coop, p, grain, count);
    partitions[p] = lg_merge_path_i32(keys + f.a_begin, f.a_end - f.a_begin, keys + f.b_begin,
                                      f.b_end - f.b_begin,
                                      lg_mergesort_diagonal(coop, p, grain, count),
                                      LG_BOUNDS_LOWER);
}
#line 760 "chapters/03-mergesort.nw"
    
#line 779 "chapters/03-mergesort.nw"
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
#line 761 "chapters/03-mergesort.nw"
    free(partitions);
    free(merged);
    free(index);
    return 0;
}
#line 798 "chapters/03-mergesort.nw"
int mergesort_model_i32(int32_t *keys, int32_t *values, int count, FILE *trace)
{
    size_t bytes = sizeof(int32_t) * (size_t)(count > 0 ? count : 1);
    int32_t *other_keys = malloc(bytes), *other_values = malloc(bytes);
    int32_t *from_k = keys, *from_v = values, *to_k = other_keys, *to_v = other_values;
    int status = other_keys != NULL && other_values != NULL ? 0 : -1;

    for (int64_t list = 1; status == 0 && list < count; list *= 2) {
        int32_t *k = from_k, *v = from_v;

        status = mergesort_model_pass_i32(from_k, values ? from_v : NULL, count, 1,
                                          (int)(2 * list), to_k, to_v);
        from_k = to_k, from_v = to_v, to_k = k, to_v = v;
        if (trace != NULL && status == 0)
            
#line 826 "chapters/03-mergesort.nw"
{
    fprintf(trace, "lists of %lld:", (long long)(2 * list < count ? 2 * list : count));
    for (int i = 0; i < count; i++)
        fprintf(trace, " %d", (int)from_k[i]);
    fprintf(trace, "\n");
}
#line 813 "chapters/03-mergesort.nw"
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
#line 840 "chapters/03-mergesort.nw"
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
        
#line 864 "chapters/03-mergesort.nw"
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
#line 852 "chapters/03-mergesort.nw"
    }
    free(k2);
    free(v2);
    return 0;
}
