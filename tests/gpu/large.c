/* Counts near INT_MAX on a CUDA device: the calls whose index arithmetic
   once overflowed there, with inputs that take 16 to 24 GiB of device
   memory. Each test skips, saying why, where the device has too little
   free memory or the sizes are capped (tools/gpu-test caps them with
   LG_TEST_MAX_N for its compute-sanitizer runs, four tools over every GPU
   test program; run memcheck on this program alone, uncapped, to check
   these sizes). Every element of every output is checked. */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"

static lg_context *ctx;

enum { CHUNK = 1 << 24 };   /* elements checked per copy to the host */
static int32_t *host_chunk;

/* Skip the test, with the reason, unless the device has `bytes` free and
   the sizes are not capped. */
static int skip_unless_room(size_t bytes)
{
    size_t free_bytes = 0, total = 0;

    if (lg_test_max_count() < INT_MAX) {
        printf("# large inputs skipped: sizes are capped at %lld (LG_TEST_MAX_N)\n",
               lg_test_max_count());
        skip();
    }
    assert_int_equal(cudaMemGetInfo(&free_bytes, &total), cudaSuccess);
    if (free_bytes < bytes + ((size_t)1 << 30)) {
        printf("# large inputs skipped: %zu MiB free on the device, %zu MiB needed\n",
               free_bytes >> 20, (bytes >> 20) + 1024);
        skip();
    }
    return 0;
}

static int32_t *device_i32(size_t n)
{
    int32_t *p = NULL;

    assert_int_equal(device_alloc((void **)&p, sizeof(int32_t) * n), LG_OK);
    return p;
}

/* Check out[0, n) against want(i) chunk by chunk; want(i) comes from the
   callback's closure. */
typedef int32_t (*expected_fn)(int64_t i, const void *closure);

static void expect_all(const int32_t *out, int64_t n, expected_fn want, const void *closure)
{
    for (int64_t first = 0; first < n; first += CHUNK) {
        int64_t m = n - first < CHUNK ? n - first : CHUNK;

        assert_int_equal(copy_to_host(host_chunk, out + first, sizeof(int32_t) * (size_t)m),
                         LG_OK);
        for (int64_t i = 0; i < m; i++)
            if (host_chunk[i] != want(first + i, closure)) {
                print_error("element %lld is %d, not %d\n", (long long)(first + i),
                            (int)host_chunk[i], (int)want(first + i, closure));
                fail();
            }
    }
}

static int32_t identity_of_index(int64_t i, const void *closure)
{
    (void)closure;
    return (int32_t)i;
}

/* A merge of nothing with INT_MAX - 510 keys: the sample count of the
   two-level search once wrapped here, and the call ran out of "memory". */
static void a_merge_of_int_max_minus_510_keys(void **state)
{
    int n = INT_MAX - 510;
    int32_t *b, *out;

    (void)state;
    skip_unless_room(2 * sizeof(int32_t) * (size_t)n);
    b = device_i32((size_t)n);
    out = device_i32((size_t)n);
    assert_int_equal(lg_iota_i32(b, n, 0, ctx), LG_OK);
    assert_int_equal(device_poison(out, sizeof(int32_t) * (size_t)n), LG_OK);
    assert_int_equal(lg_merge_keys_i32(NULL, 0, b, n, out, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    expect_all(out, n, identity_of_index, NULL);
    device_free(b);
    device_free(out);
}

/* The pair merge's largest tile shape with INT_MAX - 254 keys in B. */
static void a_pair_merge_of_int_max_minus_254_keys(void **state)
{
    int n = INT_MAX - 254;
    int32_t *b, *out_keys, *out_values;

    (void)state;
    skip_unless_room(3 * sizeof(int32_t) * (size_t)n);
    b = device_i32((size_t)n);          /* keys and values: inputs may share */
    out_keys = device_i32((size_t)n);
    out_values = device_i32((size_t)n);
    assert_int_equal(lg_iota_i32(b, n, 0, ctx), LG_OK);
    assert_int_equal(device_poison(out_keys, sizeof(int32_t) * (size_t)n), LG_OK);
    assert_int_equal(device_poison(out_values, sizeof(int32_t) * (size_t)n), LG_OK);
    assert_int_equal(lg_merge_pairs_i32(NULL, NULL, 0, b, b, n, out_keys, out_values, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    expect_all(out_keys, n, identity_of_index, NULL);
    expect_all(out_values, n, identity_of_index, NULL);
    device_free(b);
    device_free(out_keys);
    device_free(out_values);
}

/* The reduction's expected totals: segment `first` holds first_total,
   segment `last` last_total, every other one the identity. */
typedef struct totals {
    int64_t first, last;
    int32_t first_total, last_total, identity;
} totals;

static int32_t expected_total(int64_t i, const void *closure)
{
    const totals *t = (const totals *)closure;

    return i == t->first ? t->first_total : i == t->last ? t->last_total : t->identity;
}

/* Reduce the values 0, 1, 2, ... (count of them) over `segments` segments
   whose CSR array is the byte csr_byte in every byte but csr[0] = 0, and
   check every total. */
static void reduce_over_a_filled_csr(int segments, int count, int csr_byte, lg_op op,
                                     const totals *want)
{
    int32_t *csr, *data, *dest, zero = 0;

    skip_unless_room(2 * sizeof(int32_t) * (size_t)segments);
    csr = device_i32((size_t)segments);
    data = device_i32((size_t)count);
    dest = device_i32((size_t)segments);
    assert_int_equal(cudaMemset(csr, csr_byte, sizeof(int32_t) * (size_t)segments), cudaSuccess);
    assert_int_equal(cudaMemcpy(csr, &zero, sizeof zero, cudaMemcpyHostToDevice), cudaSuccess);
    assert_int_equal(lg_iota_i32(data, count, 0, ctx), LG_OK);
    assert_int_equal(device_poison(dest, sizeof(int32_t) * (size_t)segments), LG_OK);
    assert_int_equal(lg_segreduce_csr_i32(data, count, csr, segments, op, dest, ctx), LG_OK);
    assert_int_equal(lg_context_synchronize(ctx), LG_OK);
    expect_all(dest, segments, expected_total, want);
    device_free(csr);
    device_free(data);
    device_free(dest);
}

/* 2^30 + 1 segments over 16,843,010 values: segment 0 holds 16,843,009 of
   them, the next 2^30 - 1 are empty, the last holds one. Each tile then
   sees more than 2^30 starts at or before its values, and the gallop over
   them once wrapped past INT_MAX and read far outside the array. The CSR
   array is 0x01010101 = 16,843,009 byte by byte, so cudaMemset fills it. */
static void a_gallop_over_more_than_2_30_empty_segments(void **state)
{
    totals want = {0, (1 << 30), 16843008, 16843009, INT32_MIN};

    (void)state;
    reduce_over_a_filled_csr((1 << 30) + 1, 16843010, 0x01, LG_OP_MAX, &want);
}

/* INT_MAX segments over 1,000 values, all but the last empty: one tile
   holds every segment, so its list of starts is INT_MAX long (the search's
   bound once overflowed) and its sweep over the empty segments passes
   INT_MAX - 127 (the sweep's index once wrapped and wrote before dest). */
static void int_max_segments_in_one_tile(void **state)
{
    totals want = {INT_MAX - 1, INT_MAX - 1, 499500, 499500, 0};

    (void)state;
    reduce_over_a_filled_csr(INT_MAX, 1000, 0, LG_OP_SUM, &want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_merge_of_int_max_minus_510_keys),
        cmocka_unit_test(a_pair_merge_of_int_max_minus_254_keys),
        cmocka_unit_test(a_gallop_over_more_than_2_30_empty_segments),
        cmocka_unit_test(int_max_segments_in_one_tile),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    host_chunk = malloc(sizeof(int32_t) * CHUNK);
    if (host_chunk == NULL) {
        printf("Bail out! no host memory for the checks\n");
        return 1;
    }
    failed = cmocka_run_group_tests_name("counts near INT_MAX", tests, NULL, NULL);
    free(host_chunk);
    lg_context_destroy(ctx);
    return failed;
}
