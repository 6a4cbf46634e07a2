/* The segmented reduction chapter's logic on the CPU: the functions the
   kernels share with the CPU, checked against the worked examples of the
   Modern GPU text, and the chapter's CPU model of the kernels, checked
   against the sequential reference on every geometry the GPU tests use.
   No GPU needed. */
#define _POSIX_C_SOURCE 200809L   /* mkstemp */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lg_test.h"
#include "segreduce_model.h"
#include "support.h"

static const segreduce_shape small_shape = {4, 3, 2, 2};      /* NV = 12, 4 tiles a chunk */
static const segreduce_shape middle_shape = {32, 5, 4, 2};    /* NV = 160, 8 tiles a chunk */
static const segreduce_shape library_shape = {LG_SEGREDUCE_NT, LG_SEGREDUCE_VT,
                                              LG_SPINE_NT, LG_SPINE_VT};

/* ---- the worked examples ------------------------------------------------ */

static int example_csr(int32_t *csr)
{
    int at = 0;
    for (int i = 0; i < 20; i++) {
        csr[i] = at;
        at += segreduce_example_lengths[i];
    }
    return at;
}

static void twenty_segments_over_21_threads_match_the_seed(void **state)
{
    static const int32_t carry_out[21] = {0, 3, 7, 23, 3, 11, 11, 24, 10, 21, 8,
                                          0, 3, 22, 3, 26, 17, 24, 2, 16, 0};
    static const int32_t carry_in[21] = {0, 0, 3, 7, 30, 3, 11, 11, 35, 10, 31,
                                         8, 0, 3, 25, 3, 29, 17, 41, 2, 18};
    static const int has_end[21] = {1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1,
                                    1, 1, 0, 1, 0, 1, 0, 1, 0, 1};
    static const int32_t totals[20] = {9, 5, 11, 13, 19, 47, 18, 16, 5, 44,
                                       36, 11, 24, 24, 44, 8, 35, 52, 4, 24};
    static const int32_t partials[] = {9, 5, 11, 13, 16, 17, 15, 5, 5, 9, 5, 11, 16, 24,
                                       19, 8, 6, 11, 4, 6};
    segreduce_shape shape = {21, 8, 32, 1};
    segreduce_thread_trace trace[21];
    int32_t csr[20], got[20];
    int count = example_csr(csr), k = 0;

    (void)state;
    assert_int_equal(count, 163);
    segreduce_model_i32(shape, segreduce_example_values, count, csr, 20, NULL, NULL, LG_OP_SUM,
                        got, trace);
    for (int t = 0; t < 21; t++) {
        assert_int_equal(trace[t].carry_out, carry_out[t]);
        assert_int_equal(trace[t].carry_in, carry_in[t]);
        assert_int_equal(trace[t].ends != 0, has_end[t]);
        assert_int_equal(trace[t].n, t < 20 ? 8 : 3);
        for (int i = 0; i < trace[t].n; i++)
            if (trace[t].ends >> i & 1)
                assert_int_equal(trace[t].partials[i], partials[k++]);
    }
    assert_int_equal(k, 20);
    for (int i = 0; i < 20; i++)
        assert_int_equal(got[i], totals[i]);
}

static void the_24_thread_carry_scan_matches_the_seed(void **state)
{
    static const int32_t x[24] = {4, 4, 3, 2, 2, 5, 5, 0, 5, 0, 3, 4,
                                  5, 1, 1, 0, 5, 3, 2, 3, 3, 2, 3, 1};
    static const int32_t want[5][24] = {
        {4, 8, 7, 2, 4, 7, 10, 5, 5, 5, 3, 4, 9, 6, 2, 1, 5, 8, 5, 5, 6, 5, 5, 4},
        {4, 8, 11, 2, 4, 9, 14, 12, 15, 10, 3, 4, 9, 10, 11, 7, 5, 8, 10, 13, 11, 10, 11, 9},
        {4, 8, 11, 2, 4, 9, 14, 14, 19, 19, 3, 4, 9, 10, 11, 11, 5, 8, 10, 13, 16, 18, 21, 22},
        {4, 8, 11, 2, 4, 9, 14, 14, 19, 19, 3, 4, 9, 10, 11, 11, 5, 8, 10, 13, 16, 18, 21, 22},
        {4, 8, 11, 2, 4, 9, 14, 14, 19, 19, 3, 4, 9, 10, 11, 11, 5, 8, 10, 13, 16, 18, 21, 22}};
    static const int32_t want_in[24] = {0, 4, 8, 11, 2, 4, 9, 14, 14, 19, 19, 3,
                                        4, 9, 10, 11, 11, 5, 8, 10, 13, 16, 18, 21};
    static const int want_start[24] = {0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 10, 11,
                                       11, 11, 11, 11, 16, 16, 16, 16, 16, 16, 16, 16};
    int starts[24] = {0}, run_starts[24];
    int32_t levels[5 * 24], carry_in[24], total;

    (void)state;
    starts[3] = starts[10] = starts[11] = starts[16] = 1;
    segreduce_model_scan_i32(24, starts, x, LG_OP_SUM, carry_in, &total, run_starts, NULL, levels);
    for (int r = 0; r < 5; r++)
        for (int t = 0; t < 24; t++)
            assert_int_equal(levels[r * 24 + t], want[r][t]);
    for (int t = 0; t < 24; t++) {
        assert_int_equal(carry_in[t], want_in[t]);
        assert_int_equal(run_starts[t] < 0 ? 0 : run_starts[t], want_start[t]);
        assert_int_equal(run_starts[t] < 0, t < 3);
    }
    assert_int_equal(total, 22);
}

static void the_partition_example_uses_upper_bound_minus_one(void **state)
{
    static const int32_t csr[5] = {0, 957, 1008, 2000, 2312};
    int32_t l0 = lg_segreduce_limit(csr, 5, 2500, 0);
    int32_t l1 = lg_segreduce_limit(csr, 5, 2500, 1000);
    int32_t l2 = lg_segreduce_limit(csr, 5, 2500, 2000);
    int32_t l3 = lg_segreduce_limit(csr, 5, 2500, 3000);
    lg_seg_range r;

    (void)state;
    assert_int_equal(l0, 0);
    assert_int_equal(l1, 1 | LG_SEGREDUCE_CARRIED);
    assert_int_equal(l2, 3);
    assert_int_equal(l3, 5);
    assert_int_equal(lg_upper_bound_i32(csr, 5, 1000), 2);
    assert_int_equal(lg_upper_bound_i32(csr, 5, 2000), 4);
    r = lg_segreduce_range(l0, l1);      /* tile 0 writes segment 0; segment 1 goes on */
    assert_int_equal(r.begin, 0);
    assert_int_equal(r.end, 1);
    assert_int_equal(r.total, 1);
    assert_int_equal(r.continues, 1);
    assert_int_equal(r.carried, 0);
    r = lg_segreduce_range(l1, l2);      /* tile 1 ends segments 1 and 2 exactly */
    assert_int_equal(r.begin, 1);
    assert_int_equal(r.total, 2);
    assert_int_equal(r.continues, 0);
    assert_int_equal(r.carried, 1);
    assert_int_equal(lg_seg_terminator(csr, 5, 2500, r), 2000);
    r = lg_segreduce_range(l2, l3);
    assert_int_equal(r.total, 2);
    assert_int_equal(lg_seg_terminator(csr, 5, 2500, r), 2500);
}

static void the_demo_inputs_give_the_seed_outputs(void **state)
{
    static const int32_t csr[7] = {0, 9, 19, 25, 71, 87, 97};
    static const int32_t values[100] = {
        1, 5, 5, 1, 2, 5, 1, 1, 4, 4, 5, 3, 4, 4, 4, 2, 2, 4, 2, 5, 5, 1, 5, 1, 4, 5, 1, 4, 2, 2,
        2, 3, 3, 1, 4, 2, 4, 2, 1, 2, 5, 1, 2, 2, 3, 1, 2, 5, 4, 1, 2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
        4, 4, 4, 3, 4, 4, 1, 5, 1, 1, 3, 2, 3, 1, 4, 1, 1, 4, 4, 4, 3, 5, 5, 3, 2, 1, 5, 5, 4, 5,
        4, 2, 2, 3, 5, 5, 1, 4, 1, 5};
    static const int32_t want[7] = {25, 34, 21, 129, 48, 36, 10};
    int32_t got[7], model[7];

    (void)state;
    segreduce_reference_i32(values, 100, csr, 7, LG_OP_SUM, got);
    segreduce_model_i32(library_shape, values, 100, csr, 7, NULL, NULL, LG_OP_SUM, model, NULL);
    for (int i = 0; i < 7; i++) {
        assert_int_equal(got[i], want[i]);
        assert_int_equal(model[i], want[i]);
    }
}

static void the_reduce_by_key_demo_gives_the_seed_output(void **state)
{
    static const int run_lengths[9] = {3, 3, 29, 8, 2, 11, 13, 1, 30};
    static const int32_t values[100] = {
        2, 4, 2, 4, 1, 5, 3, 2, 4, 4, 2, 5, 2, 2, 5, 3, 3, 5, 3, 3, 2, 2, 1, 4, 4, 2, 1, 4, 1, 3,
        1, 3, 2, 4, 2, 5, 1, 2, 1, 5, 4, 4, 1, 5, 4, 1, 5, 2, 3, 4, 1, 2, 4, 2, 5, 4, 3, 4, 5, 3,
        3, 4, 2, 1, 1, 2, 3, 3, 2, 2, 2, 4, 1, 5, 5, 2, 2, 4, 3, 1, 3, 5, 4, 1, 2, 3, 2, 2, 5, 5,
        1, 3, 3, 3, 4, 5, 5, 2, 4, 3};
    static const int32_t want[9] = {8, 10, 82, 23, 9, 33, 36, 2, 94};
    int32_t keys[100], keys_out[100], got[100], limits[2], model[9];
    uint32_t codes[LG_SEGREDUCE_NT];
    int k = 0;

    (void)state;
    for (int run = 0; run < 9; run++)
        for (int j = 0; j < run_lengths[run]; j++)
            keys[k++] = run;
    assert_int_equal(k, 100);
    assert_int_equal(reduce_by_key_reference_i32(keys, values, 100, LG_OP_SUM, keys_out, got), 9);
    assert_int_equal(segreduce_model_plan_keys(library_shape, keys, 100, limits, codes), 9);
    segreduce_model_i32(library_shape, values, 100, NULL, 9, limits, codes, LG_OP_SUM, model, NULL);
    for (int i = 0; i < 9; i++) {
        assert_int_equal(keys_out[i], i);
        assert_int_equal(got[i], want[i]);
        assert_int_equal(model[i], want[i]);
    }
}

/* ---- operators, searches, flags ----------------------------------------- */

static void operators_have_identities_and_affine_keeps_order(void **state)
{
    int32_t f = (int32_t)(3u << 16 | 5u), g = (int32_t)(7u << 16 | 11u);

    (void)state;
    assert_int_equal(lg_identity_i32(LG_OP_SUM), 0);
    assert_int_equal(lg_identity_i32(LG_OP_MIN), INT32_MAX);
    assert_int_equal(lg_identity_i32(LG_OP_MAX), INT32_MIN);
    assert_int_equal(lg_identity_i32(LG_OP_AFFINE), 0x10000);
    assert_true(lg_identity_f32(LG_OP_MIN) > 3e38f && lg_identity_f32(LG_OP_MAX) < -3e38f);
    assert_true(lg_identity_f64(LG_OP_MIN) > 1e308 && lg_identity_f64(LG_OP_SUM) == 0.0);
    assert_int_equal(lg_combine_i32(LG_OP_SUM, INT32_MAX, 1), INT32_MIN);   /* wraps */
    assert_int_equal(lg_combine_i32(LG_OP_MIN, -4, 9), -4);
    assert_int_equal(lg_combine_i32(LG_OP_MAX, -4, 9), 9);
    /* x -> 3x + 5, then x -> 7x + 11: 21x + 46; the other order: 21x + 38 */
    assert_int_equal(lg_combine_i32(LG_OP_AFFINE, f, g), (int32_t)(21u << 16 | 46u));
    assert_int_equal(lg_combine_i32(LG_OP_AFFINE, g, f), (int32_t)(21u << 16 | 38u));
    for (int i = 0; i < 1000; i++) {
        int32_t a = random_i32(1, (uint64_t)i, INT32_MIN, INT32_MAX);
        int32_t b = random_i32(2, (uint64_t)i, INT32_MIN, INT32_MAX);
        int32_t c = random_i32(3, (uint64_t)i, INT32_MIN, INT32_MAX);
        assert_int_equal(lg_affine_then(lg_affine_then(a, b), c), lg_affine_then(a, lg_affine_then(b, c)));
        assert_int_equal(lg_affine_then(0x10000, a), a);
        assert_int_equal(lg_affine_then(a, 0x10000), a);
    }
}

/* The int64 operators: identities of their own width, a sum that wraps,
   and a reference that totals int32 counts past 2^31 exactly. */
static void int64_operators_have_their_own_identities(void **state)
{
    static const int32_t csr[4] = {0, 0, 3, 3};
    static const int64_t counts[4] = {INT32_MAX, INT32_MAX, 2, 5000000000LL};
    int64_t dest[4];

    (void)state;
    assert_true(lg_identity_i64(LG_OP_SUM) == 0);
    assert_true(lg_identity_i64(LG_OP_MIN) == INT64_MAX);
    assert_true(lg_identity_i64(LG_OP_MAX) == INT64_MIN);
    assert_true(lg_combine_i64(LG_OP_SUM, INT64_MAX, 1) == INT64_MIN);   /* wraps */
    assert_true(lg_combine_i64(LG_OP_MIN, INT64_MAX, 4294967296LL) == 4294967296LL);
    assert_true(lg_combine_i64(LG_OP_MAX, INT64_MIN, -4294967296LL) == -4294967296LL);
    segreduce_reference_i64(counts, 4, csr, 4, LG_OP_SUM, dest);
    assert_true(dest[0] == 0 && dest[1] == 2LL * INT32_MAX + 2 && dest[2] == 0 &&
                dest[3] == 5000000000LL);
    segreduce_reference_i64(counts, 4, csr, 4, LG_OP_MIN, dest);
    assert_true(dest[0] == INT64_MAX && dest[1] == 2 && dest[2] == INT64_MAX);
    segreduce_reference_i64(counts, 4, csr, 4, LG_OP_MAX, dest);
    assert_true(dest[0] == INT64_MIN && dest[1] == INT32_MAX && dest[3] == 5000000000LL);
}

static void flag_searches_agree_with_a_loop(void **state)
{
    (void)state;
    assert_int_equal(lg_clz32(0), 32);
    assert_int_equal(lg_clz32(1), 31);
    assert_int_equal(lg_clz32(0x80000000u), 0);
    for (int k = 0; k < 2000; k++) {
        uint32_t bits = (uint32_t)random_i32(4, (uint64_t)k, INT32_MIN, INT32_MAX);
        if (k % 3 == 0)
            bits &= (uint32_t)random_i32(5, (uint64_t)k, INT32_MIN, INT32_MAX);
        if (k % 7 == 0)
            bits = 0;
        for (int lane = 0; lane < 32; lane++) {
            int upto = -1, below = -1;
            for (int l = 0; l <= lane; l++)
                if (bits >> l & 1) {
                    upto = l;
                    if (l < lane)
                        below = l;
                }
            assert_int_equal(lg_last_flag_upto(bits, lane), upto);
            assert_int_equal(lg_last_flag_below(bits, lane), below);
        }
    }
}

static void run_starts_agree_with_a_loop(void **state)
{
    static const int sizes[] = {24, 32, 64, 128, 256, 1024};
    int starts[1024], run_starts[1024], any_before[1024];
    int32_t x[1024], ex[1024], total;

    (void)state;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int k = 0; k < 40; k++) {
            int nt = sizes[s], density = k % 4 == 0 ? 1000 : 20 + 10 * k;
            for (int t = 0; t < nt; t++) {
                starts[t] = random_i32((uint64_t)(10 + k), (uint64_t)t, 0, density) == 0;
                x[t] = random_i32((uint64_t)(11 + k), (uint64_t)t, -100, 100);
            }
            segreduce_model_scan_i32(nt, starts, x, LG_OP_SUM, ex, &total, run_starts, any_before, NULL);
            for (int t = 0, last = -1; t < nt; t++) {
                int32_t want = 0;
                assert_int_equal(any_before[t], last >= 0);
                for (int u = last < 0 ? 0 : last; u < t; u++)
                    want += x[u];
                assert_int_equal(ex[t], want);
                if (starts[t])
                    last = t;
                assert_int_equal(run_starts[t], last);
            }
        }
}

static lg_seg_starts starts_of(const int32_t *starts, int last, int32_t terminator)
{
    lg_seg_starts s = {starts, last, terminator};
    return s;
}

static void walking_values_skips_empty_segments(void **state)
{
    /* segments: 0 [0,3), 1 [3,3), 2 [3,3), 3 [3,7), 4.. 1003 empty at 7, 1004 [7, 9) */
    static int32_t starts[1006];
    lg_seg_starts s;
    int row;

    (void)state;
    starts[0] = 0;
    starts[1] = starts[2] = starts[3] = 3;
    for (int j = 4; j <= 1004; j++)
        starts[j] = 7;
    s = starts_of(starts, 1005, 9);   /* the last segment ends the tile at 9 */
    assert_int_equal(lg_segreduce_find_row(s, 0), 0);
    assert_int_equal(lg_segreduce_find_row(s, 2), 0);
    assert_int_equal(lg_segreduce_find_row(s, 3), 3);
    assert_int_equal(lg_segreduce_find_row(s, 6), 3);
    assert_int_equal(lg_segreduce_find_row(s, 7), 1004);
    assert_int_equal(lg_segreduce_find_row(s, 8), 1004);
    row = 0;
    assert_false(lg_segreduce_step(s, &row, 1));
    assert_false(lg_segreduce_step(s, &row, 2));
    assert_true(lg_segreduce_step(s, &row, 3));     /* value 2 ends segment 0 */
    assert_int_equal(row, 3);                        /* past the empty 1 and 2 */
    assert_false(lg_segreduce_step(s, &row, 6));
    assert_true(lg_segreduce_step(s, &row, 7));
    assert_int_equal(row, 1004);                     /* past a thousand empties */
    assert_false(lg_segreduce_step(s, &row, 8));
    assert_true(lg_segreduce_step(s, &row, 9));     /* the tile's last value ends it */
    assert_int_equal(row, 1005);
    s = starts_of(starts, 1005, INT32_MAX);          /* now the last segment goes on */
    row = 1004;
    assert_false(lg_segreduce_step(s, &row, 9));
}

/* The range of tile `tile` of nv values, and the starts it sees. */
static lg_seg_starts starts_of_tile(const int32_t *csr, int num_segments, int count, int nv,
                                    int tile, lg_seg_range *r)
{
    int tile_start = tile * nv;
    lg_seg_starts s;

    *r = lg_segreduce_range(lg_segreduce_limit(csr, num_segments, count, tile_start),
                            lg_segreduce_limit(csr, num_segments, count, tile_start + nv));
    s.starts = csr + r->begin;
    s.last = lg_seg_starts_last(*r);
    s.terminator = lg_seg_terminator(csr, num_segments, count, *r);
    return s;
}

/* The rows and ends of one tile (nv = 32 threads of 5) by the walk and by
   the kernel's flags, marks and table of rows by count, compared value by
   value, on every tile whose range fits; each mark set by exactly one
   entry, and each entry of the table by at most one thread. */
static void check_marks_of_tile(const int32_t *csr, int num_segments, int count, int nv,
                                int tile)
{
    enum { NT = 32, VT = 5, NV = NT * VT };
    int tile_start = tile * NV, tile_count = count - tile_start < NV ? count - tile_start : NV;
    lg_seg_range r;
    lg_seg_starts s = starts_of_tile(csr, num_segments, count, NV, tile, &r);
    uint32_t flags[NV / 32 + 3] = {0}, codes[NT];
    int marks[NV + 1], rank_rows[NV + 2], posted[NV + 2] = {0};

    assert_int_equal(nv, NV);
    if (r.total > NV)
        return;   /* such tiles walk the starts in global memory */
    for (int k = 0; k <= NV; k++)
        marks[k] = -1;
    for (int j = 1; j <= s.last; j++) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        if (offset >= 0)
            flags[offset >> 5] |= 1u << (offset & 31);
        offset = lg_seg_mark_offset(s, j, tile_start, tile_count);
        if (offset >= 0) {
            assert_int_equal(marks[offset], -1);
            assert_true(offset > 0 || tile == 0);   /* only the first tile's range starts at 0 */
            marks[offset] = j;
        }
    }
    rank_rows[0] = lg_seg_start_at(s, 1) == tile_start ? marks[0] : 0;
    for (int t = 0; t < NT; t++) {   /* the codes, as lg_seg_code_from_flags finds them */
        int first = t * VT, before = 0;
        for (int w = 0; w < first >> 5; w++)
            before += lg_popc32(flags[w]);
        codes[t] = lg_segreduce_code(lg_seg_flag_ends(flags, first, VT),
                                     lg_seg_flag_row(flags, first, before), 0);
    }
    for (int t = 0; t < NT; t++) {   /* each thread posts the mark after its last end */
        uint32_t ends = lg_code_ends(codes[t]);
        if (ends != 0) {
            int at = lg_code_first_row(codes[t]) + lg_popc32(ends);
            int last = 0;
            for (int i = 0; i < VT; i++)
                if (ends >> i & 1)
                    last = t * VT + i + 1;
            assert_int_equal(lg_seg_last_end(ends, t * VT), last);
            assert_int_equal(posted[at]++, 0);
            rank_rows[at] = marks[last];
        }
    }
    for (int t = 0; t < NT; t++) {   /* and reads its first row at its count */
        int first = t * VT, walked, marked = rank_rows[lg_code_first_row(codes[t])];
        uint32_t ends = lg_code_ends(codes[t]);

        if (first >= tile_count)
            continue;
        walked = lg_segreduce_find_row(s, tile_start + first);
        assert_int_equal(marked, walked);
        for (int i = 0; i < VT && first + i < tile_count; i++) {
            int end = lg_segreduce_step(s, &walked, tile_start + first + i + 1);
            assert_int_equal(end, (int)(ends >> i & 1));
            if (end)
                marked = marks[first + i + 1];
            assert_int_equal(marked, walked);
        }
    }
}

/* Run `check` on every tile of nv values of every test geometry of count
   values, two seeds each. */
static void check_every_tile(void (*check)(const int32_t *, int, int, int, int), int count,
                             int nv)
{
    int32_t *csr = malloc(sizeof(int32_t) * (2 * (size_t)count + 16 * (size_t)nv + 64));

    assert_non_null(csr);
    for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            int n = segreduce_test_geometry(kind, count, nv, seed, csr);
            for (int tile = 0; tile < (count + nv - 1) / nv; tile++)
                check(csr, n, count, nv, tile);
        }
    free(csr);
}

static void marks_give_the_rows_of_the_walk(void **state)
{
    (void)state;
    check_every_tile(check_marks_of_tile, 5003, 160);
}

/* Every entry of csr that tile `tile` reads (its starts, its terminator,
   and the neighbours of its empty segments) lies in
   [r.begin, lg_seg_entries_end), which stays inside csr and ends just
   after the last entry read. */
static void check_entries_of_tile(const int32_t *csr, int num_segments, int count, int nv,
                                  int tile)
{
    lg_seg_range r;
    lg_seg_starts s = starts_of_tile(csr, num_segments, count, nv, tile, &r);
    int end = lg_seg_entries_end(r, num_segments), last_read = -1;

    assert_true(r.begin <= end && end <= num_segments);
    for (int j = 0; j < s.last; j++)   /* the starts: csr[r.begin + j] */
        last_read = r.begin + j;
    if (!r.continues && r.end < num_segments)   /* the terminator: csr[r.end] */
        last_read = r.end;
    for (int segment = r.begin; segment < r.end; segment++)   /* a long range's empties */
        if (segment + 1 < num_segments && segment + 1 > last_read)
            last_read = segment + 1;
    assert_true(last_read < end);
    if (last_read >= 0)
        assert_int_equal(end, last_read + 1);
}

static void a_tile_reads_only_inside_its_entry_span(void **state)
{
    (void)state;
    check_every_tile(check_entries_of_tile, 5003, 160);
}

/* The rows and ends of each thread of one tile (nv = 32 threads of 5) by
   the walk and by the flags, where the tile takes the flags: a range that
   fits and has no empty segment. Returns 1 if it took them, 0 if not, and
   2 for a tile with an empty segment whose flags, used all the same, would
   give a row that the walk does not: what the check of repeated starts
   prevents. */
static int check_flags_of_tile(const int32_t *csr, int num_segments, int count, int tile)
{
    enum { NT = 32, VT = 5, NV = NT * VT };
    int tile_start = tile * NV, tile_count = count - tile_start < NV ? count - tile_start : NV;
    lg_seg_range r;
    lg_seg_starts s = starts_of_tile(csr, num_segments, count, NV, tile, &r);
    uint32_t flags[NV / 32 + 3] = {0};
    int empty = 0;

    if (r.total > NV)
        return 0;
    for (int j = 1; j <= s.last; j++) {
        int repeats, offset = lg_seg_flag_offset(s, j, tile_start, tile_count, &repeats);
        empty |= repeats;
        if (offset >= 0) {
            assert_true(repeats || !(flags[offset >> 5] & 1u << (offset & 31)));   /* one a flag */
            flags[offset >> 5] |= 1u << (offset & 31);
        }
    }
    for (int t = 0; t < NT; t++) {
        int first = t * VT, walked = first < tile_count ? lg_segreduce_find_row(s, tile_start + first) : 0;
        uint32_t ends = 0;
        int before = 0;

        for (int w = 0; w < first >> 5; w++)
            before += lg_popc32(flags[w]);
        if (empty) {
            if (first < tile_count && lg_seg_flag_row(flags, first, before) != walked)
                return 2;
            continue;
        }
        if (first < tile_count)
            assert_int_equal(lg_seg_flag_row(flags, first, before), walked);
        for (int i = 0; i < VT; i++)
            if (first + i < tile_count && lg_segreduce_step(s, &walked, tile_start + first + i + 1))
                ends |= 1u << i;
        assert_int_equal(lg_seg_flag_ends(flags, first, VT), ends);
    }
    return !empty;
}

static void flags_give_the_rows_of_the_walk(void **state)
{
    enum { COUNT = 5003, NV = 160 };
    int32_t *csr = malloc(sizeof(int32_t) * (2 * COUNT + 16 * NV + 64));
    int flagged = 0, wrong = 0, tiles = 0;

    (void)state;
    assert_non_null(csr);
    for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            int n = segreduce_test_geometry(kind, COUNT, NV, seed, csr);
            for (int tile = 0; tile < (COUNT + NV - 1) / NV; tile++, tiles++) {
                int took = check_flags_of_tile(csr, n, COUNT, tile);
                flagged += took == 1;
                wrong += took == 2;
            }
        }
    /* both kinds of tile occur: with flags, and with empties or long ranges;
       and flags over empty segments would be wrong, so the check matters */
    assert_true(flagged > 0 && flagged < tiles);
    assert_true(wrong > 0);
    free(csr);
}

/* Flags at the top bit of a word, and ends across two words. */
static void flag_rows_and_ends_cross_words(void **state)
{
    uint32_t flags[3] = {1u << 31 | 1u << 3, 1u << 0 | 1u << 1, 0};

    (void)state;
    assert_int_equal(lg_seg_flag_row(flags, 2, 0), 0);
    assert_int_equal(lg_seg_flag_row(flags, 3, 0), 1);
    assert_int_equal(lg_seg_flag_row(flags, 31, 0), 2);     /* the mask is all ones */
    assert_int_equal(lg_seg_flag_row(flags, 32, 2), 3);
    assert_int_equal(lg_seg_flag_ends(flags, 29, 4), 0x2u | 0x4u | 0x8u);  /* offsets 31, 32, 33 */
    assert_int_equal(lg_seg_flag_ends(flags, 2, 1), 1u);
    assert_int_equal(lg_popc32(0xffffffffu), 32);
}

static void limits_place_empty_segments_in_one_tile_each(void **state)
{
    /* 3 empty segments at 0, then [0,4), empties at 4 and 8, [8,10), with tiles of 4 */
    static const int32_t csr[8] = {0, 0, 0, 0, 4, 4, 8, 8};
    int32_t limits[4];

    (void)state;
    for (int t = 0; t <= 3; t++)
        limits[t] = lg_segreduce_limit(csr, 8, 10, 4 * t);
    assert_int_equal(limits[0], 0);     /* the leading empties belong to tile 0 */
    assert_int_equal(limits[1], 5);     /* segment 5 holds value 4; 4 (empty) is tile 0's */
    assert_int_equal(limits[2], 7);
    assert_int_equal(limits[3], 8);     /* past the end: num_segments */
    assert_int_equal(lg_segreduce_range(limits[0], limits[1]).total, 5);
    assert_int_equal(lg_segreduce_range(limits[1], limits[2]).total, 2);
    assert_int_equal(lg_segreduce_range(limits[2], limits[3]).total, 1);
}

/* The limits that the pass over the segment starts writes (for each chunk
   of consecutive segments, those of the tiles whose first value lies among
   the chunk's values, found in the chunk padded with count; then the first
   and the last) are the searches' limits, each written exactly once, on
   every geometry and with chunks of 1, 3, 32 and 256 segments. */
static void streamed_limits_match_the_searches(void **state)
{
    static const int counts[6] = {1, 159, 160, 161, 5003, 65521};
    static const int nvs[3] = {12, 160, 1920}, chunks[4] = {1, 3, 32, 256};
    static int32_t chunk[256];

    (void)state;
    for (int c = 0; c < 6; c++)
        for (int v = 0; v < 3; v++) {
            int count = counts[c], nv = nvs[v], tiles = (count + nv - 1) / nv;
            int32_t *csr = malloc(sizeof(int32_t) * (2 * (size_t)count + 16 * (size_t)nv + 64));
            int32_t *limits = malloc(sizeof(int32_t) * ((size_t)tiles + 1));
            int *writes = calloc((size_t)tiles + 1, sizeof(int));

            for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
                for (int k = 0; k < 4; k++) {
                    int n = segreduce_test_geometry(kind, count, nv, 3, csr), size = chunks[k];
                    if (n == 0)
                        continue;   /* no segments: the call is refused before any kernel */
                    memset(writes, 0, sizeof(int) * ((size_t)tiles + 1));
                    for (int at = 0; at < n; at += size) {
                        int first, last;
                        for (int i = 0; i < size; i++)
                            chunk[i] = at + i < n ? csr[at + i] : count;
                        lg_segment_tiles(csr[at], at + size < n ? csr[at + size] : count, nv,
                                         tiles, &first, &last);
                        for (int t = first; t < last; t++) {
                            limits[t] = lg_limit_among(chunk, size, at, (int32_t)(t * nv));
                            writes[t]++;
                        }
                    }
                    limits[0] = 0;
                    limits[tiles] = n;
                    writes[0]++;
                    writes[tiles]++;
                    for (int t = 0; t <= tiles; t++) {
                        assert_int_equal(writes[t], 1);
                        assert_int_equal(limits[t],
                                         lg_segreduce_limit(csr, n, count, (int64_t)t * nv));
                    }
                }
            free(csr);
            free(limits);
            free(writes);
        }
}

/* The partition kernel's searches, narrowed by a sample of the segment
   starts and then by interpolation, find every tile's limit that the plain
   search finds, on every geometry and with samples of 1, 2, 7 and 2048
   starts (fewer, as many and more than the segments). */
static void sampled_limits_match_the_searches(void **state)
{
    static const int counts[6] = {1, 159, 160, 161, 5003, 65521};
    static const int nvs[3] = {12, 160, 1920}, sizes[4] = {1, 2, 7, 2048};
    static int32_t sample[2048 + 1];

    (void)state;
    for (int c = 0; c < 6; c++)
        for (int v = 0; v < 3; v++) {
            int count = counts[c], nv = nvs[v];
            int32_t *csr = malloc(sizeof(int32_t) * (2 * (size_t)count + 16 * (size_t)nv + 64));

            for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
                for (int k = 0; k < 4; k++) {
                    int n = segreduce_test_geometry(kind, count, nv, 5, csr), size = sizes[k];
                    if (n == 0)
                        continue;   /* no segments: the call is refused before any kernel */
                    for (int i = 0; i < size; i++)
                        sample[i] = csr[lg_sample_position(i, size, n)];
                    sample[size] = count;
                    for (int t = 1; (int64_t)t * nv < count; t++) {
                        int lo, hi, at = t * nv, j = lg_sample_narrow(sample, size, n, at, &lo, &hi);
                        assert_true(0 <= lo && lo < hi && hi <= n);
                        assert_int_equal(
                            lg_limit_interpolated(csr, lo, hi, sample[j], sample[j + 1], at),
                            lg_segreduce_limit(csr, n, count, at));
                    }
                }
            free(csr);
        }
}

static void codes_pack_and_unpack(void **state)
{
    uint32_t code = lg_segreduce_code(0x5a5au & 0x7fffu, 1234, 0);

    (void)state;
    assert_int_equal(lg_code_ends(code), 0x5a5au & 0x7fffu);
    assert_int_equal(lg_code_first_row(code), 1234);
    assert_int_equal(lg_code_from_csr(code), 0);
    assert_int_equal(lg_segreduce_code(3, 7, 1), LG_CODE_FROM_CSR);
    assert_int_equal(lg_code_from_csr(LG_CODE_FROM_CSR), 1);
    assert_int_equal(lg_code_first_row(lg_segreduce_code(0x7fff, 0xffff, 0)), 0xffff);
}

/* Whether csr[0, n) is a CSR array over count values: it starts at 0,
   never decreases and ends at most at count. */
static int csr_is_good(const int32_t *csr, int n, int count)
{
    if (n > 0 && (csr[0] != 0 || csr[n - 1] > count))
        return 0;
    for (int i = 1; i < n; i++)
        if (csr[i] < csr[i - 1])
            return 0;
    return 1;
}

/* ---- the model against the reference, on every geometry ------------------ */

enum { MAX_COUNT = 200000 };
static int32_t data[MAX_COUNT], csr[4 * MAX_COUNT], want[4 * MAX_COUNT], got[4 * MAX_COUNT];
static int32_t limits[MAX_COUNT + 2];
static uint32_t codes[4 * MAX_COUNT];

static void check_model(segreduce_shape shape, int kind, int count, uint64_t seed)
{
    static const lg_op ops[4] = {LG_OP_SUM, LG_OP_MIN, LG_OP_MAX, LG_OP_AFFINE};
    int nv = shape.nt * shape.vt, n = segreduce_test_geometry(kind, count, nv, seed, csr);

    assert_true(n <= 4 * MAX_COUNT);
    assert_true(csr_is_good(csr, n, count));
    for (int o = 0; o < 4; o++) {
        for (int i = 0; i < count; i++)
            data[i] = ops[o] == LG_OP_AFFINE ? random_i32(seed + 100, (uint64_t)i, 0, INT32_MAX)
                                              : random_i32(seed + 100, (uint64_t)i, -1000, 1000);
        segreduce_reference_i32(data, count, csr, n, ops[o], want);
        /* the direct path, and the planned one */
        for (int planned = 0; planned < 2; planned++) {
            for (int i = 0; i < n + 2; i++)
                got[i] = (int32_t)0xA5A5A5A5;
            if (planned) {
                segreduce_model_plan_csr(shape, csr, count, n, limits, codes);
                segreduce_model_i32(shape, data, count, csr, n, limits, codes, ops[o], got, NULL);
            } else {
                segreduce_model_i32(shape, data, count, csr, n, NULL, NULL, ops[o], got, NULL);
            }
            for (int i = 0; i < n; i++)
                if (got[i] != want[i])
                    fail_msg("shape %dx%d, geometry %d, count %d, %d segments, op %d, %s: "
                             "segment %d is %d, want %d", shape.nt, shape.vt, kind, count, n,
                             (int)ops[o], planned ? "planned" : "direct", i, got[i], want[i]);
            assert_int_equal(got[n], (int32_t)0xA5A5A5A5);
        }
    }
}

static void the_model_matches_the_reference_with_small_tiles(void **state)
{
    static const int counts[] = {0, 1, 2, 11, 12, 13, 47, 48, 49, 97, 211, 1000, 3001};
    (void)state;
    for (int kind = 0; kind < 12; kind++)
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
            check_model(small_shape, kind, counts[c], (uint64_t)(kind * 31 + c));
    /* and the scale-free rows, whose longest crosses dozens of these tiles */
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
        check_model(small_shape, SEGREDUCE_SCALE_FREE, counts[c], (uint64_t)(19 * 31 + c));
}

static void the_model_matches_the_reference_with_middle_tiles(void **state)
{
    static const int counts[] = {0, 1, 159, 160, 161, 1279, 1280, 1281, 7919, 40000};
    (void)state;
    for (int kind = 0; kind < 14; kind++)
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
            check_model(middle_shape, kind, counts[c], (uint64_t)(kind * 37 + c));
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
        check_model(middle_shape, SEGREDUCE_SCALE_FREE, counts[c], (uint64_t)(19 * 37 + c));
}

static void the_model_matches_the_reference_with_the_library_tiles(void **state)
{
    static const int counts[] = {0, 1, LG_SEGREDUCE_NV - 1, LG_SEGREDUCE_NV, LG_SEGREDUCE_NV + 1,
                                 65521, 199999};
    (void)state;
    for (int kind = 0; kind < SEGREDUCE_GEOMETRIES; kind++)
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
            check_model(library_shape, kind, counts[c], (uint64_t)(kind * 41 + c));
}

static void csr_plans_fall_back_where_codes_cannot_say(void **state)
{
    /* tile of 12: segment 0 = [0,2), then two empties, then [2, 12) */
    static const int32_t jumpy[4] = {0, 2, 2, 2};
    static const int32_t plain[2] = {0, 5};
    int32_t l[3];
    uint32_t c[8];

    (void)state;
    segreduce_model_plan_csr(small_shape, jumpy, 12, 4, l, c);
    for (int t = 0; t < 4; t++)
        assert_true(lg_code_from_csr(c[t]));
    segreduce_model_plan_csr(small_shape, plain, 12, 2, l, c);
    assert_int_equal(c[0], lg_segreduce_code(0, 0, 0));
    assert_int_equal(c[1], lg_segreduce_code(1u << 1, 0, 0));   /* value 4 ends segment 0 */
    assert_int_equal(c[2], lg_segreduce_code(0, 1, 0));
    assert_int_equal(c[3], lg_segreduce_code(1u << 2, 1, 0));   /* the tile's last value */
}

static void key_plans_match_the_reference(void **state)
{
    static const segreduce_shape shapes[3] = {{4, 3, 2, 2}, {32, 5, 4, 2},
                                              {LG_SEGREDUCE_NT, LG_SEGREDUCE_VT, LG_SPINE_NT, LG_SPINE_VT}};
    static const int counts[] = {1, 2, 12, 13, 160, 161, 1920, 1921, 9999, 100000};
    static int32_t keys[100000], keys_out[100000];

    (void)state;
    for (int s = 0; s < 3; s++)
        for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
            for (int mean = 1; mean <= 4096 * 8; mean *= 8) {   /* the last: scale-free */
                int count = counts[c], n, segments;
                if (mean > 4096)
                    assert_true(segreduce_scale_free_keys((uint64_t)(c + s), count, keys) > 0);
                for (int i = 0, key = 0; i < count; i++) {
                    key += random_i32((uint64_t)(mean + s), (uint64_t)i, 0, mean - 1) == 0;
                    if (mean <= 4096)
                        keys[i] = key % 3;    /* equal keys in separate runs stay separate */
                    data[i] = random_i32(7, (uint64_t)i, 0, INT32_MAX);
                }
                n = reduce_by_key_reference_i32(keys, data, count, LG_OP_AFFINE, keys_out, want);
                segments = segreduce_model_plan_keys(shapes[s], keys, count, limits, codes);
                assert_int_equal(segments, n);
                assert_int_equal(keys_to_csr(keys, count, csr), n);
                segreduce_model_i32(shapes[s], data, count, NULL, n, limits, codes, LG_OP_AFFINE, got, NULL);
                for (int i = 0; i < n; i++)
                    if (got[i] != want[i])
                        fail_msg("shape %d, count %d, mean %d: segment %d is %d, want %d", s, count,
                                 mean, i, got[i], want[i]);
            }
}

/* ---- inputs and the Matrix Market reader ----------------------------------- */

static void random_segments_are_repeatable_and_in_range(void **state)
{
    int32_t a[1000], b[1000];
    int n;

    (void)state;
    n = random_csr_uniform(5, 5000, 1, 9, a, 1000);
    assert_int_equal(n, random_csr_uniform(5, 5000, 1, 9, b, 1000));
    assert_int_equal(a[0], 0);
    for (int i = 1; i < n; i++) {
        assert_int_equal(a[i], b[i]);
        assert_true(a[i] - a[i - 1] >= 1 && a[i] - a[i - 1] <= 9 && a[i] < 5000);
    }
    n = random_csr_power_law(6, 100000, 1.2, 500, a, 1000);
    assert_int_equal(n, 1000);          /* lengths of 1 to 500: 1000 segments fill before 100000 */
    for (int i = 1; i < n; i++)
        assert_true(a[i] - a[i - 1] >= 1 && a[i] - a[i - 1] <= 500);
    assert_int_equal(interleave_empty_segments(a, 3, b), 6);
    assert_int_equal(b[4], a[2]);
    assert_int_equal(b[5], a[2]);
}

/* The scale-free geometry: count / 16 segments (one for 1 to 15 values)
   over exactly count values, repeatable, more than half empty at sizes
   where the law of large numbers holds, the longest far past the mean. */
static void scale_free_rows_cover_the_values_with_empties(void **state)
{
    static const int counts[] = {0, 1, 15, 16, 17, 5003, 65521, 1 << 20};
    enum { MOST = 1 << 20 };
    static int32_t a[MOST / 16 + 2], b[MOST / 16 + 2], keys[MOST];

    (void)state;
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int count = counts[c], empty = 0, longest = 0;
        int n = segreduce_test_geometry(SEGREDUCE_SCALE_FREE, count, 1, 3, a);
        assert_int_equal(n, count == 0 ? 0 : count < 16 ? 1 : count / 16);
        assert_int_equal(segreduce_test_geometry(SEGREDUCE_SCALE_FREE, count, 1, 3, b), n);
        assert_true(csr_is_good(a, n, count));
        for (int k = 0; k < n; k++) {
            int length = (k + 1 < n ? a[k + 1] : count) - a[k];
            assert_int_equal(a[k], b[k]);
            empty += length == 0;
            longest = length > longest ? length : longest;
        }
        if (count >= 65521)
            assert_true(2 * empty > n && longest > 100 * 16);
        /* the same rows as runs of keys: the non-empty ones */
        assert_int_equal(segreduce_scale_free_keys(3, count, keys), n - empty);
        assert_int_equal(keys_to_csr(keys, count, b), n - empty);
        for (int k = 0, run = 0; k < n; k++)
            if ((k + 1 < n ? a[k + 1] : count) > a[k])
                assert_int_equal(b[run++], a[k]);
    }
    assert_string_equal(segreduce_geometry_name(SEGREDUCE_SCALE_FREE),
                        "scale-free lengths, more than half empty");
    assert_string_equal(segreduce_geometry_name(SEGREDUCE_SCALE_FREE - 1), "uniform lengths");
}

static void the_shipped_matrix_reads_and_multiplies(void **state)
{
    static const int32_t want_csr[7] = {0, 2, 5, 7, 7, 10, 12};
    static const double want_y[6] = {-2, 33, 11, 0, 15, 9};
    double x[6] = {1, 2, 3, 4, 5, 6}, y[6];
    csr_matrix m;
    char error[200] = "";

    (void)state;
    if (read_matrix_market("generated/data/spmv-example.mtx", &m, error, sizeof error) != 0)
        fail_msg("reading the shipped matrix: %s", error);
    assert_int_equal(m.rows, 6);
    assert_int_equal(m.cols, 6);
    assert_int_equal(m.nz, 12);
    for (int r = 0; r <= 6; r++)
        assert_int_equal(m.csr[r], want_csr[r]);
    spmv_reference_f64(m.values, m.col, m.nz, m.csr, m.rows, x, y);
    for (int r = 0; r < 6; r++)
        assert_true(y[r] == want_y[r]);
    free_csr_matrix(&m);
}

/* The 7-point stencil of one grid: each row the point and its neighbours
   along the axes (7 inside, 6 on a face, 5 on an edge, 4 at a corner of a
   grid at least 3 wide), columns increasing and in range, the pattern
   symmetric, and the count the formula's. */
static void check_stencil(int gx, int gy, int gz)
{
    int64_t rows = (int64_t)gx * gy * gz;
    int64_t want_nz = 7 * rows - 2 * ((int64_t)gy * gz + (int64_t)gx * gz + (int64_t)gx * gy);
    int64_t by_length[8] = {0};
    csr_matrix m;

    assert_int_equal(stencil_nonzeros(gx, gy, gz), want_nz);
    stencil_csr_matrix(3, gx, gy, gz, &m);
    assert_int_equal(m.rows, rows);
    assert_int_equal(m.cols, rows);
    assert_int_equal(m.nz, want_nz);
    assert_int_equal(m.csr[0], 0);
    assert_int_equal(m.csr[rows], want_nz);
    for (int p = 0; p < m.rows; p++) {
        int x = p % gx, y = p / gx % gy, z = p / gx / gy, self = 0;
        int want = 1 + (x > 0) + (x + 1 < gx) + (y > 0) + (y + 1 < gy) + (z > 0) + (z + 1 < gz);

        assert_int_equal(m.csr[p + 1] - m.csr[p], want);
        by_length[want]++;
        for (int j = m.csr[p]; j < m.csr[p + 1]; j++) {
            int c = m.col[j], found = 0;
            int dx = c % gx - x, dy = c / gx % gy - y, dz = c / gx / gy - z;

            assert_true(c >= 0 && c < m.rows);
            assert_true(j == m.csr[p] || c > m.col[j - 1]);
            assert_int_equal(abs(dx) + abs(dy) + abs(dz), c != p);
            self += c == p;
            for (int k = m.csr[c]; k < m.csr[c + 1]; k++)
                found += m.col[k] == p;
            assert_int_equal(found, 1);
            assert_true(m.values[j] == (int)m.values[j] && m.values[j] >= -4 &&
                        m.values[j] <= 4);
        }
        assert_int_equal(self, 1);
    }
    if (gx >= 3 && gy >= 3 && gz >= 3) {
        assert_int_equal(by_length[7], (int64_t)(gx - 2) * (gy - 2) * (gz - 2));
        assert_int_equal(by_length[4], 8);
        assert_int_equal(by_length[5], 4 * ((gx - 2) + (gy - 2) + (gz - 2)));
        assert_int_equal(by_length[6], 2 * ((int64_t)(gx - 2) * (gy - 2) +
                                            (int64_t)(gx - 2) * (gz - 2) +
                                            (int64_t)(gy - 2) * (gz - 2)));
    }
    free_csr_matrix(&m);
}

static void the_stencil_matrix_has_the_7_point_pattern(void **state)
{
    static const int grids[][3] = {{1, 1, 1}, {2, 2, 2}, {1, 1, 7}, {5, 3, 1}, {3, 4, 5},
                                   {7, 6, 9}, {16, 16, 17}};
    static const int sizes[] = {1, 3, 4, 31, 32, 1000, 65536, 1000003, 1 << 26, 1 << 28};

    (void)state;
    for (size_t g = 0; g < sizeof grids / sizeof grids[0]; g++)
        check_stencil(grids[g][0], grids[g][1], grids[g][2]);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int n = sizes[i], gx, gy, gz;

        stencil_grid(n, &gx, &gy, &gz);
        assert_true(gx == gy && gy <= gz);
        assert_true(stencil_nonzeros(gx, gy, gz) <= n);
        assert_true(stencil_nonzeros(gx + 1, gx + 1, gx + 1) > n);
        assert_true(stencil_nonzeros(gx, gy, gz + 1) > n);
        if (n <= 65536)
            check_stencil(gx, gy, gz);
    }
    {
        int gx, gy, gz;

        stencil_grid(1 << 26, &gx, &gy, &gz);   /* the benchmark's size */
        assert_int_equal(gx, 212);
        assert_int_equal(gy, 212);
        assert_int_equal(gz, 214);
        assert_int_equal(stencil_nonzeros(gx, gy, gz), 67054752);
    }
}

static void symmetric_pattern_and_bad_files(void **state)
{
    char path[] = "/tmp/segreduce-test-XXXXXX", error[200] = "";
    csr_matrix m;
    int fd;
    FILE *f;

    (void)state;
    assert_true((fd = mkstemp(path)) >= 0);
    assert_non_null(f = fdopen(fd, "w"));
    fputs("%%MatrixMarket matrix coordinate pattern symmetric\n% comment\n3 3 3\n2 1\n3 3\n3 1\n", f);
    fclose(f);
    assert_int_equal(read_matrix_market(path, &m, error, sizeof error), 0);
    assert_int_equal(m.nz, 5);     /* (2,1), (1,2), (3,3), (3,1), (1,3) */
    assert_int_equal(m.csr[1], 2);
    assert_int_equal(m.col[0], 1);
    assert_int_equal(m.col[1], 2);
    assert_true(m.values[4] == 1.0);
    free_csr_matrix(&m);
    assert_non_null(f = fopen(path, "w"));
    fputs("%%MatrixMarket matrix coordinate real general\n2 2 1\n3 1 1.0\n", f);
    fclose(f);
    assert_int_equal(read_matrix_market(path, &m, error, sizeof error), -1);
    assert_string_equal(error, "entry 1 is missing or out of range");
    assert_non_null(f = fopen(path, "w"));
    fputs("%%MatrixMarket matrix array real general\n2 2\n", f);
    fclose(f);
    assert_int_equal(read_matrix_market(path, &m, error, sizeof error), -1);
    assert_non_null(strstr(error, "unsupported kind"));
    unlink(path);
    assert_int_equal(read_matrix_market(path, &m, error, sizeof error), -1);
    assert_non_null(strstr(error, "cannot open"));
}

/* The ends read from a byte per offset are the bytes themselves, for
   every first offset of a tile of 1920 values and every VT up to 17, on
   random bytes of 0 and 1 (and on all zeros and all ones). */
static void byte_ends_are_the_bytes(void **state)
{
    static uint32_t words[1940 / 4 + 8];
    uint8_t *bytes = (uint8_t *)words;

    (void)state;
    for (int trial = 0; trial < 3; trial++) {
        for (int o = 0; o < (int)sizeof words; o++)
            bytes[o] = trial == 0 ? 0 : trial == 1 ? 1 : (uint8_t)random_i32(7, (uint64_t)o, 0, 1);
        for (int vt = 1; vt <= 17; vt++)
            for (int first = 0; first + vt <= 1921; first++) {
                uint32_t want = 0, got = lg_seg_byte_ends(words, first, vt);

                for (int i = 0; i < vt; i++)
                    want |= (uint32_t)bytes[first + i] << i;
                if (got != want)
                    fail_msg("trial %d, vt %d, first %d: %#x, want %#x", trial, vt, first, got,
                             want);
            }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(twenty_segments_over_21_threads_match_the_seed),
        cmocka_unit_test(the_24_thread_carry_scan_matches_the_seed),
        cmocka_unit_test(the_partition_example_uses_upper_bound_minus_one),
        cmocka_unit_test(the_demo_inputs_give_the_seed_outputs),
        cmocka_unit_test(the_reduce_by_key_demo_gives_the_seed_output),
        cmocka_unit_test(operators_have_identities_and_affine_keeps_order),
        cmocka_unit_test(int64_operators_have_their_own_identities),
        cmocka_unit_test(flag_searches_agree_with_a_loop),
        cmocka_unit_test(run_starts_agree_with_a_loop),
        cmocka_unit_test(walking_values_skips_empty_segments),
        cmocka_unit_test(marks_give_the_rows_of_the_walk),
        cmocka_unit_test(a_tile_reads_only_inside_its_entry_span),
        cmocka_unit_test(flags_give_the_rows_of_the_walk),
        cmocka_unit_test(flag_rows_and_ends_cross_words),
        cmocka_unit_test(limits_place_empty_segments_in_one_tile_each),
        cmocka_unit_test(streamed_limits_match_the_searches),
        cmocka_unit_test(sampled_limits_match_the_searches),
        cmocka_unit_test(byte_ends_are_the_bytes),
        cmocka_unit_test(codes_pack_and_unpack),
        cmocka_unit_test(the_model_matches_the_reference_with_small_tiles),
        cmocka_unit_test(the_model_matches_the_reference_with_middle_tiles),
        cmocka_unit_test(the_model_matches_the_reference_with_the_library_tiles),
        cmocka_unit_test(csr_plans_fall_back_where_codes_cannot_say),
        cmocka_unit_test(key_plans_match_the_reference),
        cmocka_unit_test(random_segments_are_repeatable_and_in_range),
        cmocka_unit_test(scale_free_rows_cover_the_values_with_empties),
        cmocka_unit_test(the_shipped_matrix_reads_and_multiplies),
        cmocka_unit_test(symmetric_pattern_and_bad_files),
        cmocka_unit_test(the_stencil_matrix_has_the_7_point_pattern),
    };

    return cmocka_run_group_tests_name("segmented reduction on the CPU", tests, NULL, NULL);
}
