/* lg_load_balance_search and the CTA load-balancing search on a CUDA device,
   against the chapter's sequential search on the CPU, over every
   distribution of counts (the scale-free ones included) and a ladder of
   sizes. Skipped, with the reason, on a machine without a device. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "lbs_model.h"
#include "support.h"

static lg_context *ctx;
static const int32_t poison = (int32_t)0xA5A5A5A5;

/* Device memory that fails the test if it cannot be had. */
static void *device(size_t bytes)
{
    void *p = NULL;

    if (device_alloc(&p, bytes) != LG_OK)
        fail_msg("%s", support_last_error());
    return p;
}

static void upload(void *dst, const void *src, size_t bytes)
{
    assert_int_equal(copy_to_device(dst, src, bytes), LG_OK);
}

static void download(void *dst, const void *src, size_t bytes)
{
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    assert_int_equal(copy_to_host(dst, src, bytes), LG_OK);
}

/* Counts from d and their scan on the host; the work items' objects by the
   sequential search. */
typedef struct problem {
    int n, m;
    int32_t *counts, *scan, *want;
} problem;

static problem make_problem(int n, lbs_distribution d, uint64_t seed)
{
    problem p;

    p.n = n;
    p.counts = malloc(sizeof(int32_t) * ((size_t)n + 1));
    p.scan = malloc(sizeof(int32_t) * ((size_t)n + 1));
    assert_non_null(p.counts);
    assert_non_null(p.scan);
    p.m = (int)lbs_counts_i32(p.counts, n, d, seed);
    scan_exclusive_reference_i32(p.counts, n, p.scan);
    p.want = malloc(sizeof(int32_t) * ((size_t)p.m + 1));
    assert_non_null(p.want);
    lg_load_balance_search_sequential(p.m, p.scan, n, p.want);
    return p;
}

static void free_problem(problem *p)
{
    free(p->counts);
    free(p->scan);
    free(p->want);
}

static void check_array(const int32_t *got, const int32_t *want, int count, const char *what,
                        const problem *p, lbs_distribution d)
{
    for (int i = 0; i < count; i++)
        if (got[i] != want[i])
            fail_msg("%s, %s, %d objects, %d work items: element %d is %d, want %d", what,
                     lbs_distribution_name(d), p->n, p->m, i, (int)got[i], (int)want[i]);
}

/* Scan the counts of p with lg_scan_exclusive_i32, search with
   lg_load_balance_search into a poisoned output with two guard words, and
   check the scan, the total and every output. */
static void search_on_gpu_and_check(const problem *p, lbs_distribution d, int validate)
{
    size_t n = (size_t)p->n, m = (size_t)p->m;
    int32_t *counts = device(sizeof(int32_t) * (n + 1)), *scan = device(sizeof(int32_t) * (n + 1));
    int32_t *out = device(sizeof(int32_t) * (m + 2));
    int32_t *got = malloc(sizeof(int32_t) * ((n > m ? n : m) + 2));
    int64_t total = -1;

    assert_non_null(got);
    upload(counts, p->counts, sizeof(int32_t) * n);
    assert_int_equal(lg_scan_exclusive_i32(counts, p->n, scan, &total, ctx), LG_OK);
    assert_int_equal(total, p->m);
    download(got, scan, sizeof(int32_t) * n);
    check_array(got, p->scan, p->n, "scan", p, d);
    assert_int_equal(device_poison(out, sizeof(int32_t) * (m + 2)), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, validate), LG_OK);
    assert_int_equal(lg_load_balance_search(p->m, scan, p->n, out, ctx), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    download(got, out, sizeof(int32_t) * (m + 2));
    check_array(got, p->want, p->m, "search", p, d);
    assert_int_equal(got[m], poison);
    assert_int_equal(got[m + 1], poison);
    device_free(counts);
    device_free(scan);
    device_free(out);
    free(got);
}

/* Object counts: small ones, one and two tiles of the library's search for
   counts of one (2 outputs an object), primes, powers of two and around. */
static const int ladder[] = {0, 1, 2, 3, 31, 32, 33,
                             LG_LBS_NT * LG_LBS_VT / 2 - 1, LG_LBS_NT * LG_LBS_VT / 2,
                             LG_LBS_NT * LG_LBS_VT / 2 + 1, LG_LBS_NT * LG_LBS_VT - 1,
                             LG_LBS_NT * LG_LBS_VT, LG_LBS_NT * LG_LBS_VT + 1, 1009, 20011,
                             65521, (1 << 16) - 1, (1 << 16) + 1, (1 << 20) - 1, (1 << 20) + 1,
                             1 << 24};
enum { LADDER = (int)(sizeof ladder / sizeof ladder[0]) };

/* About how many outputs n objects of d make, work items and scan: fewer
   than 2 work items an object but for the scale-free counts' 16. */
static long long outputs_about(lbs_distribution d, int n)
{
    return (d == LBS_SCALE_FREE ? 1LL + LBS_SCALE_FREE_MEAN : 3LL) * n;
}

static void every_distribution_over_the_ladder(void **state)
{
    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < LADDER; s++) {
            problem p;

            if (outputs_about((lbs_distribution)d, ladder[s]) > lg_test_max_count() ||
                outputs_about((lbs_distribution)d, ladder[s]) > (3LL << 24))   /* quick */
                continue;
            p = make_problem(ladder[s], (lbs_distribution)d, 1000 + 31 * (uint64_t)s);
            if ((int64_t)p.m + p.n <= lg_test_max_count())
                search_on_gpu_and_check(&p, (lbs_distribution)d, (s + d) % 2 == 0);
            free_problem(&p);
        }
}

static void the_chapter_examples(void **state)
{
    problem p;

    (void)state;
    p.n = LBS_EXAMPLE_OBJECTS;
    p.counts = (int32_t *)lbs_example_counts;
    p.scan = malloc(sizeof(int32_t) * LBS_EXAMPLE_OBJECTS);
    p.m = (int)scan_exclusive_reference_i32(p.counts, p.n, p.scan);
    p.want = malloc(sizeof(int32_t) * (size_t)p.m);
    lg_load_balance_search_sequential(p.m, p.scan, p.n, p.want);
    search_on_gpu_and_check(&p, LBS_UNIFORM, 1);
    free(p.scan);
    free(p.want);
    p.n = LBS_DEMO_OBJECTS;
    p.counts = (int32_t *)lbs_demo_counts;
    p.scan = malloc(sizeof(int32_t) * LBS_DEMO_OBJECTS);
    p.m = (int)scan_exclusive_reference_i32(p.counts, p.n, p.scan);
    p.want = malloc(sizeof(int32_t) * (size_t)p.m);
    lg_load_balance_search_sequential(p.m, p.scan, p.n, p.want);
    search_on_gpu_and_check(&p, LBS_UNIFORM, 0);
    free(p.scan);
    free(p.want);
}

/* Run the CTA routine of the given shape through lbs_cta_exercise and check
   every object, every rank (with the preceding element) and every tile's
   ranges against lg_lbs_tile_of. */
static void check_cta_routine(const problem *p, lbs_distribution d, lbs_shape shape)
{
    static const int nvs[] = {LG_LBS_NT * LG_LBS_VT, 30, 160};
    size_t n = (size_t)p->n, m = (size_t)p->m;
    int tiles = lbs_cta_exercise_tiles(p->m, p->n, shape), nv = nvs[shape];
    int32_t *scan = device(sizeof(int32_t) * (n + 1)), *out = device(sizeof(int32_t) * (2 * m + 2));
    int32_t *ranges = device(sizeof(int32_t) * (4 * (size_t)tiles + 1));
    int32_t *got = malloc(sizeof(int32_t) * (2 * m + 2)), *ranks = malloc(sizeof(int32_t) * (m + 1));
    int32_t *got_ranges = malloc(sizeof(int32_t) * (4 * (size_t)tiles + 1));

    assert_non_null(got);
    assert_non_null(ranks);
    assert_non_null(got_ranges);
    upload(scan, p->scan, sizeof(int32_t) * n);
    assert_int_equal(device_poison(out, sizeof(int32_t) * (2 * m + 2)), LG_OK);
    assert_int_equal(lbs_cta_exercise(p->m, scan, p->n, shape, 1, out, out + m, ranges,
                                      lg_context_stream(ctx)), LG_OK);
    download(got, out, sizeof(int32_t) * 2 * m);
    download(got_ranges, ranges, sizeof(int32_t) * 4 * (size_t)tiles);
    lg_work_item_ranks_sequential(p->m, p->scan, p->want, ranks);
    check_array(got, p->want, p->m, "CTA routine's objects", p, d);
    check_array(got + m, ranks, p->m, "CTA routine's ranks", p, d);
    for (int t = 0; t < tiles; t++) {
        int total = p->m + p->n;
        lg_lbs_tile want = lg_lbs_tile_of(
            p->m, p->n, t, nv,
            lg_lbs_partition_search(p->m, p->scan, p->n, lg_merge_diagonal(t, nv, total)),
            lg_lbs_partition_search(p->m, p->scan, p->n, lg_merge_diagonal(t + 1, nv, total)), 1,
            1);
        if (got_ranges[4 * t] != want.a_begin || got_ranges[4 * t + 1] != want.a_end ||
            got_ranges[4 * t + 2] != want.b_begin || got_ranges[4 * t + 3] != want.b_end)
            fail_msg("%s, %d objects, shape %d: tile %d's ranges differ",
                     lbs_distribution_name(d), p->n, (int)shape, t);
    }
    device_free(scan);
    device_free(out);
    device_free(ranges);
    free(got);
    free(ranks);
    free(got_ranges);
}

static void cta_routine_finds_objects_and_ranks(void **state)
{
    static const int sizes[] = {0, 1, 2, 29, 30, 31, 159, 160, 161, 3839, 3840, 3841, 20011,
                                65537, 1 << 20};
    (void)state;
    for (int d = 0; d < LBS_DISTRIBUTIONS; d++)
        for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++)
            for (int shape = 0; shape < 3; shape++) {
                problem p;

                if (outputs_about((lbs_distribution)d, sizes[s]) > lg_test_max_count() ||
                    outputs_about((lbs_distribution)d, sizes[s]) > (3LL << 20))   /* quick */
                    continue;
                p = make_problem(sizes[s], (lbs_distribution)d, 5000 + 17 * (uint64_t)s);
                if (p.m > 0 && (int64_t)p.m + p.n <= lg_test_max_count())
                    check_cta_routine(&p, (lbs_distribution)d, (lbs_shape)shape);
                free_problem(&p);
            }
}

/* Without the preceding scan element, tile 1 of the example (tiles of 30)
   cannot see the start of object 8, which makes its first work item, 21. */
static void without_the_preceding_element_a_start_is_missing(void **state)
{
    enum { N = LBS_EXAMPLE_OBJECTS };
    int32_t host_scan[N], want[128], got[2 * 128];
    int32_t *scan = device(sizeof host_scan), *out = device(sizeof got);
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, host_scan), missing = 0;

    (void)state;
    lg_load_balance_search_sequential(m, host_scan, N, want);
    upload(scan, host_scan, sizeof host_scan);
    for (int preceding = 0; preceding < 2; preceding++) {
        assert_int_equal(lbs_cta_exercise(m, scan, N, LBS_SHAPE_6X5, preceding, out, out + m,
                                          NULL, lg_context_stream(ctx)), LG_OK);
        download(got, out, sizeof(int32_t) * 2 * (size_t)m);
        missing = 0;
        for (int i = 0; i < m; i++) {
            assert_int_equal(got[i], want[i]);   /* objects need no preceding element */
            missing += got[m + i] == -1;
        }
        if (preceding)
            assert_int_equal(missing, 0);
        else
            assert_int_equal(got[m + 21], -1);
    }
    device_free(scan);
    device_free(out);
}

static void expect_refusal(lg_status status, const char *message)
{
    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(ctx), message);
}

static void assert_still_poisoned(const int32_t *out, int count)
{
    int32_t got[128];

    assert_true(count <= 128);
    download(got, out, sizeof(int32_t) * (size_t)count);
    for (int i = 0; i < count; i++)
        assert_int_equal(got[i], poison);
}

static void bad_arguments_are_refused_and_nothing_is_written(void **state)
{
    enum { N = LBS_EXAMPLE_OBJECTS };
    int32_t host_scan[N];
    int32_t *scan = device(sizeof host_scan), *out = device(sizeof(int32_t) * 128);
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, host_scan);

    (void)state;
    upload(scan, host_scan, sizeof host_scan);
    assert_int_equal(device_poison(out, sizeof(int32_t) * 128), LG_OK);
    expect_refusal(lg_load_balance_search(-1, scan, N, out, ctx),
                   "lg_load_balance_search: a_count is -1; it must be at least 0");
    expect_refusal(lg_load_balance_search(m, scan, -3, out, ctx),
                   "lg_load_balance_search: b_count is -3; it must be at least 0");
    expect_refusal(lg_load_balance_search(INT_MAX, scan, N, out, ctx),
                   "lg_load_balance_search: a_count + b_count is 2147483687; it must be at "
                   "most INT_MAX");
    expect_refusal(lg_load_balance_search(m, NULL, N, out, ctx),
                   "lg_load_balance_search: b_scan is NULL and b_count is 40");
    expect_refusal(lg_load_balance_search(m, scan, N, NULL, ctx),
                   "lg_load_balance_search: indices is NULL and a_count is 79");
    expect_refusal(lg_load_balance_search(m, scan, 0, out, ctx),
                   "lg_load_balance_search: b_count is 0 and a_count is 79; work items need "
                   "objects to make them");
    expect_refusal(lg_load_balance_search(m, scan, N, scan + 10, ctx),
                   "lg_load_balance_search: indices and b_scan overlap; indices must share no "
                   "memory with b_scan");
    assert_int_equal(lg_load_balance_search(m, scan, N, out, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(lg_context_last_error(NULL), "lg_load_balance_search: ctx is NULL");
    assert_int_equal(lg_load_balance_search(0, scan, N, out, ctx), LG_OK);   /* no work */
    assert_int_equal(lg_load_balance_search(0, NULL, 0, NULL, ctx), LG_OK);
    assert_still_poisoned(out, 128);
    device_free(scan);
    device_free(out);
}

/* With validation on, a scan of counts must start at 0, never decrease and
   end at most at a_count; with it off, a sorted scan is searched as given. */
static void malformed_scans_are_refused_when_validating(void **state)
{
    enum { N = LBS_EXAMPLE_OBJECTS };
    int32_t good[N], bad[N], got[128];
    int32_t *scan = device(sizeof good), *out = device(sizeof(int32_t) * 128);
    int m = (int)scan_exclusive_reference_i32(lbs_example_counts, N, good);

    (void)state;
    assert_int_equal(device_poison(out, sizeof(int32_t) * 128), LG_OK);
    memcpy(bad, good, sizeof bad);
    bad[0] = 5;
    upload(scan, bad, sizeof bad);
    expect_refusal(lg_load_balance_search(m, scan, N, out, ctx),
                   "lg_load_balance_search: b_scan[0] is 5; it must be 0");
    memcpy(bad, good, sizeof bad);
    bad[12] = 20;   /* after b_scan[11] = 27 */
    upload(scan, bad, sizeof bad);
    expect_refusal(lg_load_balance_search(m, scan, N, out, ctx),
                   "lg_load_balance_search: b_scan[12] = 20 is less than b_scan[11] = 27; "
                   "b_scan must not decrease");
    upload(scan, good, sizeof good);
    expect_refusal(lg_load_balance_search(70, scan, N, out, ctx),
                   "lg_load_balance_search: b_scan[39] = 75 is beyond a_count = 70");
    assert_still_poisoned(out, 128);
    for (int j = 0; j < N; j++)   /* sorted, but the first 3 work items have no object */
        bad[j] = good[j] + 3;
    upload(scan, bad, sizeof bad);
    expect_refusal(lg_load_balance_search(m + 3, scan, N, out, ctx),
                   "lg_load_balance_search: b_scan[0] is 3; it must be 0");
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    assert_int_equal(lg_load_balance_search(m + 3, scan, N, out, ctx), LG_OK);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    download(got, out, sizeof(int32_t) * (size_t)(m + 3));
    for (int i = 0; i < m + 3; i++)
        assert_int_equal(got[i], lg_upper_bound_i32(bad, N, i) - 1);
    assert_int_equal(got[0], -1);
    assert_int_equal(got[2], -1);
    assert_int_equal(got[3], 0);
    device_free(scan);
    device_free(out);
}

/* A decrease deep inside a long scan is found, and the lowest of two is the
   one named: the check runs over many CTAs. */
static void the_first_decrease_of_a_long_scan_is_named(void **state)
{
    enum { COUNT = 1 << 22 };
    int32_t *host = malloc(sizeof(int32_t) * COUNT);
    int32_t *scan = device(sizeof(int32_t) * COUNT), *out = device(sizeof(int32_t) * 8);

    (void)state;
    assert_non_null(host);
    if (COUNT > lg_test_max_count()) {   /* too slow under compute-sanitizer */
        free(host);
        device_free(scan);
        device_free(out);
        return;
    }
    for (int j = 0; j < COUNT; j++)
        host[j] = j;   /* every object makes one work item */
    host[COUNT - 5] = 7;
    host[3000001] = 2999999;
    upload(scan, host, sizeof(int32_t) * COUNT);
    assert_int_equal(device_poison(out, sizeof(int32_t) * 8), LG_OK);
    expect_refusal(lg_load_balance_search(COUNT, scan, COUNT, out, ctx),
                   "lg_load_balance_search: b_scan[3000001] = 2999999 is less than "
                   "b_scan[3000000] = 3000000; b_scan must not decrease");
    assert_still_poisoned(out, 8);
    free(host);
    device_free(scan);
    device_free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_distribution_over_the_ladder),
        cmocka_unit_test(the_chapter_examples),
        cmocka_unit_test(cta_routine_finds_objects_and_ranks),
        cmocka_unit_test(without_the_preceding_element_a_start_is_missing),
        cmocka_unit_test(bad_arguments_are_refused_and_nothing_is_written),
        cmocka_unit_test(malformed_scans_are_refused_when_validating),
        cmocka_unit_test(the_first_decrease_of_a_long_scan_is_named),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("load-balancing search on the GPU", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
