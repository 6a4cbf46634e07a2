#line 10392 "chapters/09-support.nw"
/* The CPU model of the segmented reduction chapter's kernels. */
#include <stdlib.h>
#include <string.h>
#include "support.h"
#include "segreduce_model.h"

/* <<Model the CTA's scan of carry-outs>> */
#line 9943 "chapters/09-support.nw"
void segreduce_model_scan_i32(int nt, const int *starts, const int32_t *x, lg_op op,
                              int32_t *exclusive, int32_t *total, int *run_starts,
                              int *any_before, int32_t *levels)
{
    uint32_t words[32] = {0}, with_starts = 0;
    int before_warp[32], first = 0, warps = (nt + 31) / 32;
    int *delta = malloc(sizeof(int) * (size_t)nt);
    int32_t *buffer = calloc(2 * (size_t)nt, sizeof(int32_t));

    for (int t = 0; t < nt; t++)
        words[t / 32] |= (uint32_t)(starts[t] != 0) << (t % 32);
    for (int w = 0; w < warps; w++)
        with_starts |= (uint32_t)(words[w] != 0) << w;
    for (int w = 0; w < warps; w++)
        before_warp[w] = lg_run_start_before_warp(with_starts, words, w);
    for (int t = 0; t < nt; t++) {
        int start = lg_run_start(words[t / 32], t, before_warp[t / 32]);
        if (run_starts != NULL)
            run_starts[t] = start;
        if (any_before != NULL)
            any_before[t] = lg_run_start_before(words[t / 32], t, before_warp[t / 32]);
        delta[t] = t - (start < 0 ? 0 : start);
        buffer[t] = x[t];
    }
    /* <<Run the model's rounds of the scan>> */
#line 9974 "chapters/09-support.nw"
    for (int offset = 1, round = 0; offset < nt; offset += offset, round++) {
        for (int t = 0; t < nt; t++)
            buffer[nt - first + t] = delta[t] >= offset
                                         ? lg_combine_i32(op, buffer[first + t - offset], buffer[first + t])
                                         : buffer[first + t];
        first = nt - first;
        if (levels != NULL)
            memcpy(levels + (size_t)round * nt, buffer + first, sizeof(int32_t) * (size_t)nt);
    }
    *total = buffer[first + nt - 1];
    for (int t = 0; t < nt; t++)
        exclusive[t] = t ? buffer[first + t - 1] : lg_identity_i32(op);
#line 9968 "chapters/09-support.nw"
    free(delta);
    free(buffer);
}
/* <<Model the segments of a thread's values>> */
#line 9993 "chapters/09-support.nw"
typedef struct model_input {
    segreduce_shape shape;
    const int32_t *data;
    int count;
    const int32_t *csr;
    int num_segments;
    const int32_t *limits;
    const uint32_t *codes;
    lg_op op;
    int32_t *dest;
    int32_t *carry_out;
} model_input;

/* <<Model the segments of a thread's values>> */
#line 10013 "chapters/09-support.nw"
/* The flags of a tile's starts, as lg_seg_flag_starts sets them, or NULL where
   the model walks the starts instead: a range of more entries than threads
   (the kernel's bytes) or with an empty segment (the kernel's marks), whose
   rows CPU tests check against the walk. */
static uint32_t *model_flags(lg_seg_starts s, int nt, int nv, int tile_start, int tile_count)
{
    uint32_t *flags = s.last <= nt ? calloc((size_t)nv / 32 + 3, sizeof(uint32_t)) : NULL;
    int empty = 0;

    for (int j = 1; flags != NULL && j <= s.last; j++) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        empty |= repeats;
        if (offset >= 0)
            flags[offset >> 5] |= 1u << (offset & 31);
    }
    if (empty) {
        free(flags);
        return NULL;
    }
    return flags;
}

/* <<Model the segments of a thread's values>> */
#line 10038 "chapters/09-support.nw"
/* A thread's code from the flags, as lg_seg_code_from_flags finds it. */
static uint32_t model_code_from_flags(const uint32_t *flags, int first, int vt)
{
    int before = 0;

    for (int w = 0; w < first >> 5; w++)
        before += lg_popc32(flags[w]);
    return lg_segreduce_code(lg_seg_flag_ends(flags, first, vt),
                             lg_seg_flag_row(flags, first, before), 0);
}
/* <<Model the segments of a thread's values>> */
#line 10051 "chapters/09-support.nw"
static uint32_t model_rows(const model_input *in, lg_seg_starts s, const uint32_t *flags,
                           int from_csr, int tile, int t, int tile_start, int tile_count,
                           int *rows)
{
    int first = t * in->shape.vt, row;
    uint32_t ends = 0, code;

    if (from_csr && flags == NULL) {
        row = first < tile_count ? lg_segreduce_find_row(s, tile_start + first) : 0;
        for (int i = 0; i < in->shape.vt; i++) {
            rows[i] = row;
            if (first + i < tile_count && lg_segreduce_step(s, &row, tile_start + first + i + 1))
                ends |= 1u << i;
        }
        return ends;
    }
    code = from_csr ? model_code_from_flags(flags, first, in->shape.vt)
                    : in->codes[(size_t)tile * in->shape.nt + t];
    ends = lg_code_ends(code);
    row = lg_code_first_row(code);
    for (int i = 0; i < in->shape.vt; i++) {
        rows[i] = row;
        row += ends >> i & 1;
    }
    return ends;
}
/* <<Model one tile>> */
#line 10082 "chapters/09-support.nw"
static void model_tile(const model_input *in, int tile, segreduce_thread_trace *trace)
{
    int nt = in->shape.nt, vt = in->shape.vt, nv = nt * vt, tile_start = tile * nv;
    int tile_count = in->count - tile_start < nv ? in->count - tile_start : nv;
    lg_seg_range range = lg_segreduce_range(in->limits[tile], in->limits[tile + 1]);
    int from_csr = in->codes == NULL || lg_code_from_csr(in->codes[(size_t)tile * nt]);
    lg_seg_starts s = {NULL, 0, 0};
    int32_t *x = malloc(sizeof(int32_t) * (size_t)nv), *carry = malloc(sizeof(int32_t) * (size_t)nt);
    int32_t *carry_in = malloc(sizeof(int32_t) * (size_t)nt), *slice = NULL, tile_carry;
    int *rows = malloc(sizeof(int) * (size_t)nv), *starts = malloc(sizeof(int) * (size_t)nt);
    uint32_t *ends = malloc(sizeof(uint32_t) * (size_t)nt), *flags = NULL;

    /* <<Find the model tile's starts and flags>> */
#line 10109 "chapters/09-support.nw"
    if (from_csr) {
        s.last = lg_seg_starts_last(range);
        s.terminator = lg_seg_terminator(in->csr, in->num_segments, in->count, range);
        s.starts = in->csr + range.begin;
        flags = model_flags(s, nt, nv, tile_start, tile_count);
        if (range.total <= nv && flags == NULL) {
            slice = malloc(sizeof(int32_t) * ((size_t)s.last + 1));
            memcpy(slice, in->csr + range.begin, sizeof(int32_t) * (size_t)s.last);
            s.starts = slice;
        }
    }
#line 10095 "chapters/09-support.nw"
    /* <<Model each thread's walk over its values>> */
#line 10123 "chapters/09-support.nw"
    for (int t = 0; t < nt; t++) {
        int32_t c = lg_identity_i32(in->op);

        ends[t] = model_rows(in, s, flags, from_csr, tile, t, tile_start, tile_count, rows + t * vt);
        for (int i = 0; i < vt; i++) {
            int j = t * vt + i;
            c = lg_combine_i32(in->op, c, j < tile_count ? in->data[tile_start + j]
                                                          : lg_identity_i32(in->op));
            x[j] = c;
            if (ends[t] >> i & 1)
                c = lg_identity_i32(in->op);
        }
        carry[t] = c;
        starts[t] = ends[t] != 0;
    }
#line 10096 "chapters/09-support.nw"
    segreduce_model_scan_i32(nt, starts, carry, in->op, carry_in, &tile_carry, NULL, NULL, NULL);
    in->carry_out[tile] = tile_carry;
    /* <<Model the tile's totals>> */
#line 10141 "chapters/09-support.nw"
    {
        int32_t *totals = range.total <= nv ? malloc(sizeof(int32_t) * ((size_t)range.total + 1))
                                            : in->dest + range.begin;

        for (int j = 0; range.total <= nv && j < range.total; j++)
            totals[j] = lg_identity_i32(in->op);
        for (int t = 0; t < nt; t++) {
            int32_t c = carry_in[t];
            for (int i = 0; i < vt; i++)
                if (ends[t] >> i & 1) {
                    totals[rows[t * vt + i]] = lg_combine_i32(in->op, c, x[t * vt + i]);
                    c = lg_identity_i32(in->op);
                }
        }
        if (range.total <= nv) {
            memcpy(in->dest + range.begin, totals, sizeof(int32_t) * (size_t)range.total);
            free(totals);
        } else {
            for (int seg = range.begin; seg < range.end; seg++)
                if (in->csr[seg] == (seg + 1 < in->num_segments ? in->csr[seg + 1] : in->count))
                    in->dest[seg] = lg_identity_i32(in->op);
        }
    }
#line 10099 "chapters/09-support.nw"
    /* <<Record the model's trace of the tile>> */
#line 10167 "chapters/09-support.nw"
    for (int t = 0; trace != NULL && t < nt; t++) {
        trace[t].n = 0;
        trace[t].ends = ends[t];
        trace[t].carry_out = carry[t];
        trace[t].carry_in = carry_in[t];
        for (int i = 0; i < vt && i < 32; i++) {
            int j = t * vt + i;
            trace[t].n += j < tile_count;
            trace[t].values[i] = j < tile_count ? in->data[tile_start + j] : 0;
            trace[t].rows[i] = rows[j];
            trace[t].partials[i] = x[j];
        }
    }
#line 10100 "chapters/09-support.nw"
    free(x); free(carry); free(carry_in); free(slice); free(rows); free(starts); free(ends);
    free(flags);
}
/* <<Model the spine>> */
#line 10186 "chapters/09-support.nw"
typedef struct model_chunk { int32_t carry_out, lead; int first_start; } model_chunk;

static void model_spine(const model_input *in, int tiles)
{
    int snt = in->shape.spine_nt, svt = in->shape.spine_vt, per_chunk = snt * svt;
    int chunks = (tiles + per_chunk - 1) / per_chunk;
    model_chunk *record = calloc((size_t)chunks, sizeof *record);
    int32_t *run = malloc(sizeof(int32_t) * (size_t)snt), *carry = malloc(sizeof(int32_t) * (size_t)snt);
    int *starts = malloc(sizeof(int) * (size_t)snt), *any_before = malloc(sizeof(int) * (size_t)snt);

    for (int c = 0; c < chunks; c++) {
        /* <<Model a spine chunk's scan>> */
#line 10206 "chapters/09-support.nw"
        for (int th = 0; th < snt; th++) {
            run[th] = lg_identity_i32(in->op);
            starts[th] = 0;
            for (int i = 0; i < svt; i++) {
                int tile = c * per_chunk + th * svt + i, starts_run = 0;
                int32_t co = lg_identity_i32(in->op);
                if (tile < tiles) {
                    starts_run = lg_tile_starts_run(lg_segreduce_range(in->limits[tile], in->limits[tile + 1]));
                    co = in->carry_out[tile];
                }
                run[th] = starts_run ? co : lg_combine_i32(in->op, run[th], co);
                starts[th] |= starts_run;
            }
        }
        segreduce_model_scan_i32(snt, starts, run, in->op, carry, &record[c].carry_out, NULL, any_before,
                                 NULL);
        record[c].first_start = -1;
#line 10198 "chapters/09-support.nw"
        /* <<Model a spine chunk's carry-ins>> */
#line 10226 "chapters/09-support.nw"
        for (int th = 0; th < snt; th++) {
            int leading = !any_before[th];
            int32_t cin = carry[th];
            for (int i = 0; i < svt; i++) {
                int tile = c * per_chunk + th * svt + i, starts_run = 0;
                int32_t co = lg_identity_i32(in->op);
                if (tile < tiles) {
                    lg_seg_range r = lg_segreduce_range(in->limits[tile], in->limits[tile + 1]);
                    starts_run = lg_tile_starts_run(r);
                    co = in->carry_out[tile];
                    if (leading && starts_run) {
                        record[c].first_start = tile;
                        record[c].lead = cin;
                    }
                    if (lg_tile_needs_carry_in(r) && (!leading || c == 0))
                        in->dest[r.begin] = lg_combine_i32(in->op, cin, in->dest[r.begin]);
                }
                if (starts_run) {
                    leading = 0;
                    cin = co;
                } else {
                    cin = lg_combine_i32(in->op, cin, co);
                }
            }
        }
#line 10199 "chapters/09-support.nw"
    }
    /* <<Model the fix-up of the chunks' first tiles>> */
#line 10254 "chapters/09-support.nw"
    for (int c = 1; c < chunks; c++) {
        int tile = record[c].first_start;
        int32_t cin = lg_identity_i32(in->op);
        lg_seg_range r;

        if (tile < 0)
            continue;
        r = lg_segreduce_range(in->limits[tile], in->limits[tile + 1]);
        if (!lg_tile_needs_carry_in(r))
            continue;
        for (int before = c - 1; before >= 0; before--) {
            cin = lg_combine_i32(in->op, record[before].carry_out, cin);
            if (record[before].first_start >= 0)
                break;
        }
        cin = lg_combine_i32(in->op, cin, record[c].lead);
        in->dest[r.begin] = lg_combine_i32(in->op, cin, in->dest[r.begin]);
    }
#line 10201 "chapters/09-support.nw"
    free(record); free(run); free(carry); free(starts); free(any_before);
}
/* <<Model the whole reduction and the plans>> */
#line 10278 "chapters/09-support.nw"
void segreduce_model_i32(segreduce_shape shape, const int32_t *data, int count,
                         const int32_t *csr, int num_segments, const int32_t *limits,
                         const uint32_t *codes, lg_op op, int32_t *dest,
                         segreduce_thread_trace *trace)
{
    int nv = shape.nt * shape.vt, tiles = (int)(((int64_t)count + nv - 1) / nv);
    int32_t *own = NULL, *carry_out = malloc(sizeof(int32_t) * ((size_t)tiles + 1));
    model_input in = {shape, data, count, csr, num_segments, limits, codes, op, dest, carry_out};

    for (int i = 0; count == 0 && i < num_segments; i++)
        dest[i] = lg_identity_i32(op);
    /* <<Find the model's tile limits unless it was given them>> */
#line 10300 "chapters/09-support.nw"
    if (limits == NULL && count > 0 && num_segments > 0) {
        own = malloc(sizeof(int32_t) * ((size_t)tiles + 1));
        for (int t = 0; t <= tiles; t++)
            own[t] = lg_segreduce_limit(csr, num_segments, count, (int64_t)t * nv);
        in.limits = own;
    }
#line 10290 "chapters/09-support.nw"
    for (int t = 0; count > 0 && num_segments > 0 && t < tiles; t++)
        model_tile(&in, t, t == 0 ? trace : NULL);
    if (tiles > 1 && num_segments > 0)
        model_spine(&in, tiles);
    free(own);
    free(carry_out);
}
/* <<Model the whole reduction and the plans>> */
#line 10309 "chapters/09-support.nw"
void segreduce_model_plan_csr(segreduce_shape shape, const int32_t *csr, int count,
                              int num_segments, int32_t *limits, uint32_t *codes)
{
    int nt = shape.nt, vt = shape.vt, nv = nt * vt, tiles = (int)(((int64_t)count + nv - 1) / nv);
    int *rows = malloc(sizeof(int) * (size_t)nv);
    uint32_t *ends = malloc(sizeof(uint32_t) * (size_t)nt);
    model_input in = {shape, NULL, count, csr, num_segments, limits, NULL, LG_OP_SUM, NULL, NULL};

    for (int t = 0; t <= tiles; t++)
        limits[t] = lg_segreduce_limit(csr, num_segments, count, (int64_t)t * nv);
    for (int tile = 0; tile < tiles; tile++) {
        /* <<Model the codes of one tile of a CSR plan>> */
#line 10332 "chapters/09-support.nw"
        lg_seg_range range = lg_segreduce_range(limits[tile], limits[tile + 1]);
        int tile_count = count - tile * nv < nv ? count - tile * nv : nv, jumps = 0;
        lg_seg_starts s = {csr + range.begin, lg_seg_starts_last(range),
                           lg_seg_terminator(csr, num_segments, count, range)};
        uint32_t *flags = model_flags(s, nt, nv, tile * nv, tile_count);

        for (int t = 0; range.total <= nv && t < nt; t++) {
            ends[t] = model_rows(&in, s, flags, 1, tile, t, tile * nv, tile_count, rows + t * vt);
            for (int i = 1; i < vt; i++)
                jumps |= (ends[t] >> (i - 1) & 1) && rows[t * vt + i] != rows[t * vt + i - 1] + 1 &&
                         t * vt + i < tile_count;
        }
        for (int t = 0; t < nt; t++)
            codes[(size_t)tile * nt + t] = range.total > nv ? LG_CODE_FROM_CSR
                                                            : lg_segreduce_code(ends[t], rows[t * vt], jumps);
        free(flags);
#line 10321 "chapters/09-support.nw"
    }
    free(rows);
    free(ends);
}
/* <<Model the whole reduction and the plans>> */
#line 10351 "chapters/09-support.nw"
int segreduce_model_plan_keys(segreduce_shape shape, const int32_t *keys, int count,
                              int32_t *limits, uint32_t *codes)
{
    int nt = shape.nt, vt = shape.vt, nv = nt * vt, tiles = (int)(((int64_t)count + nv - 1) / nv);
    int *ends = malloc(sizeof(int) * (size_t)nt), *none = calloc((size_t)nt, sizeof(int));
    int32_t *counts = malloc(sizeof(int32_t) * (size_t)nt), *before = malloc(sizeof(int32_t) * (size_t)nt);
    int32_t *tile_ends = malloc(sizeof(int32_t) * ((size_t)tiles + 1)), total, running = 0;

    for (int tile = 0; tile < tiles; tile++) {
        int tile_start = tile * nv, tile_count = count - tile_start < nv ? count - tile_start : nv;
        int loaded = count - tile_start < nv + 1 ? count - tile_start : nv + 1;
        /* <<Model the ends of each thread's keys>> */
#line 10379 "chapters/09-support.nw"
        for (int t = 0; t < nt; t++) {
            ends[t] = 0;
            for (int i = 0; i < vt; i++) {
                int j = t * vt + i;
                if (j < tile_count &&
                    lg_key_ends_segment(keys + tile_start, j, loaded, tile_start + j == count - 1))
                    ends[t] |= 1 << i;
            }
            counts[t] = __builtin_popcount((unsigned)ends[t]);
        }
#line 10363 "chapters/09-support.nw"
        segreduce_model_scan_i32(nt, none, counts, LG_OP_SUM, before, &total, NULL, NULL, NULL);
        for (int t = 0; t < nt; t++)
            codes[(size_t)tile * nt + t] = lg_segreduce_code((uint32_t)ends[t], before[t], 0);
        tile_ends[tile] = lg_keys_limit(total, tile > 0 && keys[tile_start - 1] == keys[tile_start]);
    }
    for (int tile = 0; tile < tiles; tile++) {
        limits[tile] = lg_keys_limit(running, tile_ends[tile] < 0);
        running += tile_ends[tile] & INT32_MAX;
    }
    limits[tiles] = running;
    free(ends); free(none); free(counts); free(before); free(tile_ends);
    return running;
}
