/* The CTA routines of the foundations chapter on a CUDA device, through
   the support library's exercise kernel: reductions (every thread's copy),
   inclusive and exclusive tile scans with their totals, and the transposes
   under them, for every compiled tile shape, full and partial tiles. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"

static lg_context *ctx;

static const struct { int nt, vt; } shapes[] = {{32, 1}, {96, 3}, {128, 7}, {256, 8}, {1024, 2}};

/* What one tile should give: its scan (per `what`) and its total. */
static uint32_t tile_reference(cta_exercise what, const int32_t *in, int n, int32_t *scan)
{
    uint32_t sum = 0;

    for (int i = 0; i < n; i++) {
        if (what == CTA_SCAN_EXCLUSIVE)
            scan[i] = (int32_t)sum;
        sum += (uint32_t)in[i];
        if (what == CTA_SCAN_INCLUSIVE)
            scan[i] = (int32_t)sum;
    }
    return sum;
}

/* Run `what` over count random values in [low, high] with outputs poisoned
   (and a poisoned guard after each), then check every output. */
static void check_exercise(cta_exercise what, int nt, int vt, int count, int32_t low,
                           int32_t high, uint64_t seed)
{
    int nv = nt * vt, tiles = (count + nv - 1) / nv;
    size_t out_count = what == CTA_REDUCE ? (size_t)tiles * nt : (size_t)count;
    int32_t *in = NULL, *out = NULL, *totals = NULL;
    int32_t *host_in = malloc(sizeof(int32_t) * (size_t)count);
    int32_t *got = malloc(sizeof(int32_t) * (out_count + 1));
    int32_t *got_totals = malloc(sizeof(int32_t) * ((size_t)tiles + 1));
    int32_t *want = malloc(sizeof(int32_t) * (size_t)nv);

    assert_true(host_in && got && got_totals && want);
    assert_int_equal(device_alloc((void **)&in, sizeof(int32_t) * (size_t)count), LG_OK);
    assert_int_equal(device_alloc((void **)&out, sizeof(int32_t) * (out_count + 1)), LG_OK);
    assert_int_equal(device_alloc((void **)&totals, sizeof(int32_t) * ((size_t)tiles + 1)), LG_OK);
    assert_int_equal(fill_random_i32(in, count, low, high, seed, NULL), LG_OK);
    assert_int_equal(device_poison(out, sizeof(int32_t) * (out_count + 1)), LG_OK);
    assert_int_equal(device_poison(totals, sizeof(int32_t) * ((size_t)tiles + 1)), LG_OK);
    assert_int_equal(cta_exercise_i32(what, nt, vt, in, count, out, totals, NULL), LG_OK);
    assert_int_equal(copy_to_host(got, out, sizeof(int32_t) * (out_count + 1)), LG_OK);
    assert_int_equal(copy_to_host(got_totals, totals, sizeof(int32_t) * ((size_t)tiles + 1)), LG_OK);
    for (int i = 0; i < count; i++)
        host_in[i] = random_i32(seed, (uint64_t)i, low, high);
    for (int t = 0; t < tiles; t++) {
        int n = count - t * nv < nv ? count - t * nv : nv;
        int32_t total = (int32_t)tile_reference(what, host_in + (size_t)t * nv, n, want);
        if (got_totals[t] != total)
            fail_msg("%d x %d, %d values, what %d: tile %d total %d, want %d", nt, vt, count,
                     (int)what, t, got_totals[t], total);
        for (int k = 0; k < (what == CTA_REDUCE ? nt : n); k++) {
            int32_t g = got[(size_t)t * (what == CTA_REDUCE ? nt : nv) + k];
            int32_t w = what == CTA_REDUCE ? total : want[k];
            if (g != w)
                fail_msg("%d x %d, %d values, what %d: tile %d, element %d is %d, want %d",
                         nt, vt, count, (int)what, t, k, g, w);
        }
    }
    assert_int_equal(got[out_count], (int32_t)0xA5A5A5A5);
    assert_int_equal(got_totals[tiles], (int32_t)0xA5A5A5A5);
    device_free(in), device_free(out), device_free(totals);
    free(host_in), free(got), free(got_totals), free(want);
}

static void every_shape_reduces_and_scans_its_tiles(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        int nv = shapes[s].nt * shapes[s].vt;
        int sizes[] = {1, 2, nv - 1, nv, nv + 1, 7 * nv + 3, 1000 * nv + 17};

        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            if (sizes[k] < 1 || sizes[k] > lg_test_max_count())
                continue;
            for (int what = CTA_REDUCE; what <= CTA_SCAN_EXCLUSIVE; what++) {
                check_exercise((cta_exercise)what, shapes[s].nt, shapes[s].vt, sizes[k], 0, 9, 10 + k);
                check_exercise((cta_exercise)what, shapes[s].nt, shapes[s].vt, sizes[k],
                               INT32_MIN, INT32_MAX, 20 + k);   /* sums wrap */
            }
        }
    }
}

/* Every way of moving a tile copies exactly, full tiles and partial. */
static void every_tile_copy_is_exact(void **state)
{
    static const int vts[] = {4, 8, 15, 16};
    int count = 256 * 16 * 5 + 1234;
    int32_t *in = NULL, *out = NULL, *want = malloc(sizeof(int32_t) * (size_t)count);
    int32_t *got = malloc(sizeof(int32_t) * ((size_t)count + 1));

    (void)state;
    assert_true(want && got);
    assert_int_equal(device_alloc((void **)&in, sizeof(int32_t) * (size_t)count), LG_OK);
    assert_int_equal(device_alloc((void **)&out, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
    assert_int_equal(fill_random_i32(in, count, INT32_MIN, INT32_MAX, 77, NULL), LG_OK);
    for (int i = 0; i < count; i++)
        want[i] = random_i32(77, (uint64_t)i, INT32_MIN, INT32_MAX);
    for (int v = COPY_STRIDED; v <= COPY_VIA_PADDED_SHARED; v++)
        for (size_t k = 0; k < sizeof vts / sizeof vts[0]; k++)
            for (int rounds = 1; rounds <= 3; rounds += 2) {
                assert_int_equal(device_poison(out, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
                assert_int_equal(tile_copy_i32((tile_copy_variant)v, vts[k], rounds, in, count, out,
                                               NULL), LG_OK);
                assert_int_equal(copy_to_host(got, out, sizeof(int32_t) * ((size_t)count + 1)), LG_OK);
                if (memcmp(got, want, sizeof(int32_t) * (size_t)count) != 0)
                    fail_msg("tile copy variant %d, VT %d, %d rounds is not a copy", v, vts[k], rounds);
                assert_int_equal(got[count], (int32_t)0xA5A5A5A5);
            }
    assert_int_equal(tile_copy_i32(COPY_STRIDED, 5, 1, in, count, out, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_int_equal(tile_copy_i32(COPY_STRIDED, 4, 0, in, count, out, NULL), LG_ERR_INVALID_ARGUMENT);
    device_free(in), device_free(out);
    free(want), free(got);
}

static void bad_arguments_are_refused(void **state)
{
    int32_t *device = NULL;

    (void)state;
    assert_int_equal(device_alloc((void **)&device, 64), LG_OK);
    assert_int_equal(cta_exercise_i32(CTA_REDUCE, 64, 1, device, 4, device, device, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "cta_exercise_i32: no shape nt 64, vt 1");
    assert_int_equal(cta_exercise_i32(CTA_REDUCE, 32, 1, NULL, 4, device, device, NULL),
                     LG_ERR_INVALID_ARGUMENT);
    assert_int_equal(cta_exercise_i32(CTA_REDUCE, 32, 1, NULL, 0, NULL, NULL, NULL), LG_OK);
    device_free(device);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_shape_reduces_and_scans_its_tiles),
        cmocka_unit_test(every_tile_copy_is_exact),
        cmocka_unit_test(bad_arguments_are_refused),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("CTA reduce and scan", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
