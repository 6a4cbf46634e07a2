/* The library's calls inside CUDA graphs: a merge, a sort and a segmented
   reduction captured on a context's stream and replayed with new inputs;
   calls a capture cannot hold (one that must grow the scratch block, wait
   for the device or allocate) refused with a message, the capture left
   usable; and a graph that outlives a growth of the context's scratch
   memory, which must not free the block the graph uses. */
#include <string.h>
#include "lg_test.h"
#include "internal.h"     /* lg_scratch, and the context's scratch fields */
#include "merge_path.h"   /* lg_merge_sequential_i32 */
#include "support.h"

static lg_context *ctx;

enum { N = 100003, SEGMENTS = 2001 };

typedef struct buffers {
    int32_t *a, *b, *merged;   /* a merge of N and N keys */
    int32_t *keys;             /* N keys sorted in place */
    int32_t *data, *csr, *totals;
} buffers;

static int32_t *device_i32(size_t n)
{
    int32_t *p = NULL;

    assert_int_equal(device_alloc((void **)&p, sizeof(int32_t) * n), LG_OK);
    return p;
}

static void upload(int32_t *device, const int32_t *host, int n)
{
    assert_int_equal(cudaMemcpy(device, host, sizeof(int32_t) * (size_t)n,
                                cudaMemcpyHostToDevice), cudaSuccess);
}

static void download(int32_t *host, const int32_t *device, int n)
{
    assert_int_equal(copy_to_host(host, device, sizeof(int32_t) * (size_t)n), LG_OK);
}

/* Host inputs for one round, from `seed`: a and b sorted, keys random,
   data random, csr of SEGMENTS segments (some empty). */
typedef struct inputs {
    int32_t a[N], b[N], keys[N], data[N], csr[SEGMENTS];
} inputs;

static int by_value(const void *x, const void *y)
{
    int32_t p = *(const int32_t *)x, q = *(const int32_t *)y;
    return (p > q) - (p < q);
}

static void make_inputs(inputs *in, uint64_t seed)
{
    for (int i = 0; i < N; i++) {
        in->a[i] = random_i32(seed, (uint64_t)i, -1000, 1000);
        in->b[i] = random_i32(seed + 1, (uint64_t)i, -1000, 1000);
        in->keys[i] = random_i32(seed + 2, (uint64_t)i, INT32_MIN, INT32_MAX);
        in->data[i] = random_i32(seed + 3, (uint64_t)i, -100, 100);
    }
    qsort(in->a, N, sizeof(int32_t), by_value);
    qsort(in->b, N, sizeof(int32_t), by_value);
    for (int s = 0; s < SEGMENTS; s++)
        in->csr[s] = random_i32(seed + 4, (uint64_t)s, 0, N);
    qsort(in->csr, SEGMENTS, sizeof(int32_t), by_value);
    in->csr[0] = 0;
}

static void load_inputs(const buffers *d, const inputs *in)
{
    upload(d->a, in->a, N);
    upload(d->b, in->b, N);
    upload(d->keys, in->keys, N);
    upload(d->data, in->data, N);
    upload(d->csr, in->csr, SEGMENTS);
    assert_int_equal(device_poison(d->merged, sizeof(int32_t) * 2 * N), LG_OK);
    assert_int_equal(device_poison(d->totals, sizeof(int32_t) * SEGMENTS), LG_OK);
}

/* The three calls the graph holds. */
static void queue_the_calls(const buffers *d)
{
    assert_int_equal(lg_merge_keys_i32(d->a, N, d->b, N, d->merged, ctx), LG_OK);
    assert_int_equal(lg_mergesort_keys_i32(d->keys, N, ctx), LG_OK);
    assert_int_equal(lg_segreduce_csr_i32(d->data, N, d->csr, SEGMENTS, LG_OP_SUM, d->totals, ctx),
                     LG_OK);
}

static void check_outputs(const buffers *d, inputs *in)
{
    static int32_t got[2 * N], want[2 * N];

    lg_merge_sequential_i32(in->a, N, in->b, N, want);
    download(got, d->merged, 2 * N);
    assert_memory_equal(got, want, sizeof(int32_t) * 2 * N);
    memcpy(want, in->keys, sizeof(int32_t) * N);
    assert_int_equal(stable_sort_reference_i32(want, NULL, N), 0);
    download(got, d->keys, N);
    assert_memory_equal(got, want, sizeof(int32_t) * N);
    segreduce_reference_i32(in->data, N, in->csr, SEGMENTS, LG_OP_SUM, want);
    download(got, d->totals, SEGMENTS);
    assert_memory_equal(got, want, sizeof(int32_t) * SEGMENTS);
}

static buffers make_buffers(void)
{
    buffers d;

    d.a = device_i32(N), d.b = device_i32(N), d.merged = device_i32(2 * N);
    d.keys = device_i32(N);
    d.data = device_i32(N), d.csr = device_i32(SEGMENTS), d.totals = device_i32(SEGMENTS);
    return d;
}

static void free_buffers(buffers *d)
{
    device_free(d->a), device_free(d->b), device_free(d->merged), device_free(d->keys);
    device_free(d->data), device_free(d->csr), device_free(d->totals);
}

/* Capture the calls once (after one uncaptured round sized the scratch
   block), replay the graph on three rounds of new inputs, and grow the
   scratch block between replays: the graph keeps its block. */
static void captured_calls_replay_on_new_inputs(void **state)
{
    static inputs in;
    buffers d = make_buffers();
    cudaStream_t stream = lg_context_stream(ctx);
    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    void *big = NULL;

    (void)state;
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    make_inputs(&in, 1);
    load_inputs(&d, &in);
    queue_the_calls(&d);                      /* sizes the scratch block */
    check_outputs(&d, &in);
    assert_int_equal(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal), cudaSuccess);
    queue_the_calls(&d);
    assert_int_equal(cudaStreamEndCapture(stream, &graph), cudaSuccess);
    assert_int_equal(cudaGraphInstantiate(&exec, graph, 0), cudaSuccess);
    for (uint64_t round = 2; round <= 4; round++) {
        make_inputs(&in, round * 10);
        load_inputs(&d, &in);
        assert_int_equal(cudaGraphLaunch(exec, stream), cudaSuccess);
        assert_int_equal(lg_context_synchronize(ctx), LG_OK);
        check_outputs(&d, &in);
        /* A request twice the block's size grows it; the old block is kept. */
        assert_int_equal(lg_scratch(ctx, "test", 2 * ctx->scratch_bytes + 1, &big), LG_OK);
        assert_int_equal(cudaMemsetAsync(big, 0xA5, ctx->scratch_bytes, stream), cudaSuccess);
    }
    assert_true(ctx->retired_count >= 1);
    assert_int_equal(cudaGraphExecDestroy(exec), cudaSuccess);
    assert_int_equal(cudaGraphDestroy(graph), cudaSuccess);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
    free_buffers(&d);
}

/* The message of a refused call says what it needed and the capture goes
   on: it ends normally, holding nothing. */
static void expect_refused_in_capture(lg_context *c, lg_status status, const char *needle)
{
    cudaGraph_t graph = NULL;
    size_t nodes = 99;

    assert_int_equal(status, LG_ERR_INVALID_ARGUMENT);
    if (strstr(lg_context_last_error(c), needle) == NULL) {
        print_error("message \"%s\" lacks \"%s\"\n", lg_context_last_error(c), needle);
        fail();
    }
    assert_int_equal(cudaStreamEndCapture(lg_context_stream(c), &graph), cudaSuccess);
    assert_int_equal(cudaGraphGetNodes(graph, NULL, &nodes), cudaSuccess);
    assert_int_equal(nodes, 0);
    assert_int_equal(cudaGraphDestroy(graph), cudaSuccess);
}

static void calls_a_capture_cannot_hold_are_refused(void **state)
{
    lg_context *fresh = NULL;
    buffers d = make_buffers();
    lg_segreduce_plan *plan = (lg_segreduce_plan *)&plan;
    int64_t total = 77;
    int segments = 99;
    static inputs in;

    (void)state;
    make_inputs(&in, 5);
    load_inputs(&d, &in);
    assert_int_equal(lg_context_create(&fresh, 0), LG_OK);   /* no scratch block yet */
    assert_int_equal(cudaStreamBeginCapture(lg_context_stream(fresh),
                                            cudaStreamCaptureModeGlobal), cudaSuccess);
    expect_refused_in_capture(fresh, lg_merge_keys_i32(d.a, N, d.b, N, d.merged, fresh),
                              "a capture cannot allocate: make the same call once before");
    lg_context_destroy(fresh);

#define CAPTURE() assert_int_equal(cudaStreamBeginCapture(lg_context_stream(ctx), \
                                       cudaStreamCaptureModeGlobal), cudaSuccess)
    CAPTURE();   /* validation on: the CSR check reads the device and waits */
    expect_refused_in_capture(ctx, lg_segreduce_csr_i32(d.data, N, d.csr, SEGMENTS, LG_OP_SUM,
                                                        d.totals, ctx),
                              "to check csr on the device");
    CAPTURE();
    expect_refused_in_capture(ctx, lg_load_balance_search(N, d.csr, SEGMENTS, d.merged, ctx),
                              "to check b_scan on the device");
    CAPTURE();
    expect_refused_in_capture(ctx, lg_scan_exclusive_i32(d.data, N, d.merged, &total, ctx),
                              "to wait for the device and hand total_host back");
    CAPTURE();
    expect_refused_in_capture(ctx, lg_reduce_by_key_i32(d.keys, d.data, N, LG_OP_SUM, NULL,
                                                        d.merged, &segments, ctx),
                              "hand num_segments_host back");
    assert_int_equal(lg_context_set_validation(ctx, 0), LG_OK);
    CAPTURE();
    expect_refused_in_capture(ctx, lg_segreduce_plan_csr(d.csr, N, SEGMENTS, &plan, ctx),
                              "to allocate the plan's device memory");
    assert_null(plan);
    assert_int_equal(lg_context_set_validation(ctx, 1), LG_OK);
#undef CAPTURE
    assert_int_equal(total, 77);
    assert_int_equal(segments, 99);
    free_buffers(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(captured_calls_replay_on_new_inputs),
        cmocka_unit_test(calls_a_capture_cannot_hold_are_refused),
    };
    int failed;

    ctx = lg_test_context_or_skip();
    failed = cmocka_run_group_tests_name("CUDA graphs", tests, NULL, NULL);
    lg_context_destroy(ctx);
    return failed;
}
