/* Timing of the load-balancing search against Thrust's vectorized
   upper_bound, a naive expansion (one thread per object) and the device's
   copy bandwidth, with the chapter's kernel shapes and partition searches,
   for tuning and for the chapter's table. Not a test: build and run it by
   hand on a GPU machine, from the top of the repository, after
   ninja -f code.ninja:

     nvcc -std=c++17 -O3 -arch=sm_90 -Igenerated/include -Igenerated/src \
          -Igenerated/support tests/gpu/lbs_timing.cu build/liblitgpu.a \
          build/libsupport.a -o build/lbs_timing && build/lbs_timing [--ladder] \
          [--label TEXT]

   Prints TSV: one line per case, the median of 20 timed runs after three
   warm-up runs, timed with CUDA events, each run after a write of 128 MiB
   elsewhere (untimed) that evicts the inputs from the L2 cache. Without
   --ladder: about 2^26 work items for four distributions of counts, with the
   library's variants on uniform counts; with --ladder: uniform counts from
   2^9 to 2^25 objects, for the chart. TEXT (the commit, the date) goes into
   the header. Bytes: 4 per object read (its scan
   element) and 4 per work item written (its object). Inputs: counts drawn on
   the GPU's side of the support library (lbs_counts_i32), scanned with
   lg_scan_exclusive_i32; about 2^26 work items, far larger than the L2
   cache. Every implementation's output is checked against the sequential
   search before it is timed. */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_output_iterator.h>
#include "litgpu.h"
#include "load_balance.cuh"
extern "C" {
#include "support.h"
}

#define CHECK(call)                                                                      \
    do {                                                                                 \
        cudaError_t e_ = (call);                                                         \
        if (e_ != cudaSuccess) {                                                         \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                \
                    cudaGetErrorString(e_));                                             \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)
#define CHECK_LG(call, ctx)                                                              \
    do {                                                                                 \
        if ((call) != LG_OK) {                                                           \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                \
                    lg_context_last_error(ctx));                                         \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)

/* The naive expansion: thread j writes object j's index over its run. */
__global__ void naive_expand_kernel(int a_count, const int32_t *b_scan, int b_count,
                                    int32_t *indices)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; j < b_count; j += stride) {
        int begin = b_scan[j], end = j + 1 < b_count ? b_scan[j + 1] : a_count;
        for (int i = begin; i < end; i++)
            indices[i] = (int32_t)j;
    }
}

struct minus_one {
    __host__ __device__ int operator()(int x) const { return x - 1; }
};

struct problem {
    const char *name;
    int n, m;
    int32_t *scan, *indices;   /* device */
    std::vector<int32_t> want; /* host */
};

static lg_context *ctx;
static cudaStream_t stream;
static void *flush;            /* written before every run, to empty the L2 cache */
enum { FLUSH_BYTES = 128 << 20 };
static int *partitions;        /* device, enough for the smallest tile */

typedef void (*runner)(const problem &p);

static double median_ms(runner run, const problem &p)
{
    cudaEvent_t start, stop;
    std::vector<float> times;

    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    for (int r = 0; r < 3; r++)
        run(p);
    for (int r = 0; r < 20; r++) {
        float ms = 0;
        CHECK(cudaMemsetAsync(flush, r, FLUSH_BYTES, stream));
        CHECK(cudaEventRecord(start, stream));
        run(p);
        CHECK(cudaEventRecord(stop, stream));
        CHECK(cudaEventSynchronize(stop));
        CHECK(cudaEventElapsedTime(&ms, start, stop));
        times.push_back(ms);
    }
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    std::sort(times.begin(), times.end());
    return 0.5 * (times[9] + times[10]);
}

/* Poison, run once, compare with the reference. */
static bool check(runner run, const problem &p, const char *name)
{
    std::vector<int32_t> got(p.m);

    CHECK(cudaMemsetAsync(p.indices, 0xA5, sizeof(int32_t) * (size_t)p.m, stream));
    run(p);
    CHECK(cudaStreamSynchronize(stream));
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got.data(), p.indices, sizeof(int32_t) * (size_t)p.m,
                     cudaMemcpyDeviceToHost));
    for (int i = 0; i < p.m; i++)
        if (got[i] != p.want[i]) {
            printf("# check FAILED: %s on %s: work item %d gets %d, want %d\n", name, p.name, i,
                   got[i], p.want[i]);
            return false;
        }
    return true;
}

static void run_ours(const problem &p)
{
    CHECK_LG(lg_load_balance_search(p.m, p.scan, p.n, p.indices, ctx), ctx);
}

static void run_ours_validated(const problem &p)
{
    CHECK_LG(lg_context_set_validation(ctx, 1), ctx);
    CHECK_LG(lg_load_balance_search(p.m, p.scan, p.n, p.indices, ctx), ctx);
    CHECK_LG(lg_context_set_validation(ctx, 0), ctx);
}

static void run_thrust(const problem &p)
{
    thrust::upper_bound(thrust::cuda::par_nosync.on(stream), p.scan, p.scan + p.n,
                        thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(p.m),
                        thrust::make_transform_output_iterator(p.indices, minus_one()));
}

static void run_naive(const problem &p)
{
    naive_expand_kernel<<<(p.n + 255) / 256, 256, 0, stream>>>(p.m, p.scan, p.n, p.indices);
}

static int32_t *copy_src, *copy_dst;
static size_t copy_count;

static void run_copy(const problem &p)
{
    (void)p;
    CHECK(cudaMemcpyAsync(copy_dst, copy_src, sizeof(int32_t) * copy_count,
                          cudaMemcpyDeviceToDevice, stream));
}

/* The chapter's two kernels with a chosen shape, halo and partition search;
   WHAT: 0 both (the second a programmatic dependent), 1 the partition
   kernel alone, 2 the search kernel alone (on partitions left by 0). */
template <int NT, int VT, bool HALO, bool INTERPOLATE, int WHAT>
static void run_variant(const problem &p)
{
    enum { NV = NT * VT, PNT = LG_LBS_PARTITION_NT };
    int tiles = (int)(((int64_t)p.m + p.n + NV - 1) / NV);

    if (WHAT != 2)
        lg_lbs_partition_kernel<PNT, INTERPOLATE><<<(tiles + PNT) / PNT, PNT, 0, stream>>>(
            p.m, p.scan, p.n, NV, partitions, tiles + 1);
    if (WHAT == 1)
        return;
    cudaLaunchConfig_t config = {};
    cudaLaunchAttribute attribute;
    attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute.val.programmaticStreamSerializationAllowed = 1;
    config.gridDim = dim3(tiles);
    config.blockDim = dim3(NT);
    config.stream = stream;
    config.attrs = &attribute;
    config.numAttrs = WHAT == 0 ? 1 : 0;
    CHECK(cudaLaunchKernelEx(&config, lg_load_balance_kernel<NT, VT, HALO>, p.m,
                             (const int32_t *)p.scan, p.n, (const int *)partitions, p.indices));
}

static double copy_gbs;

static void row(const char *name, const problem &p, runner run, bool needs_check = true)
{
    if (needs_check && !check(run, p, name))
        return;
    double ms = median_ms(run, p);
    double bytes = 4.0 * p.n + 4.0 * p.m;
    double gbs = bytes / ms / 1e6;
    printf("%s\t%s\t%d\t%d\t%.4f\t%.2f\t%.1f\t%.1f\n", name, p.name, p.n, p.m, ms,
           p.m / ms / 1e6, gbs, 100.0 * gbs / copy_gbs);
    fflush(stdout);
}

template <typename K>
static void resources(const char *name, K kernel)
{
    cudaFuncAttributes a;
    CHECK(cudaFuncGetAttributes(&a, kernel));
    printf("# resources\t%s\tregisters %d\tshared %zu\tlocal %zu\n", name, a.numRegs,
           a.sharedSizeBytes, a.localSizeBytes);
}

static problem make(const char *name, int n, lbs_distribution d)
{
    problem p;
    std::vector<int32_t> counts(n), scan(n);
    int32_t *counts_device;
    int64_t total;

    p.name = name;
    p.n = n;
    p.m = (int)lbs_counts_i32(counts.data(), n, d, 12345);
    CHECK(cudaMalloc(&counts_device, sizeof(int32_t) * (size_t)n));
    CHECK(cudaMalloc(&p.scan, sizeof(int32_t) * (size_t)n));
    CHECK(cudaMalloc(&p.indices, sizeof(int32_t) * (size_t)p.m + 16));
    CHECK(cudaMemcpy(counts_device, counts.data(), sizeof(int32_t) * (size_t)n,
                     cudaMemcpyHostToDevice));
    CHECK_LG(lg_scan_exclusive_i32(counts_device, n, p.scan, &total, ctx), ctx);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(counts_device));
    CHECK(cudaMemcpy(scan.data(), p.scan, sizeof(int32_t) * (size_t)n, cudaMemcpyDeviceToHost));
    if (total != p.m) {
        printf("# scan total %lld, want %d\n", (long long)total, p.m);
        exit(1);
    }
    p.want.resize(p.m);
    lg_load_balance_search_sequential(p.m, scan.data(), n, p.want.data());
    return p;
}

static void release(problem &p)
{
    CHECK(cudaFree(p.scan));
    CHECK(cudaFree(p.indices));
}

static void measure_copy(const problem &p)
{
    copy_count = ((size_t)p.n + p.m) / 2;   /* 8 bytes moved per element: the same bytes */
    CHECK(cudaMalloc(&copy_src, sizeof(int32_t) * copy_count));
    CHECK(cudaMalloc(&copy_dst, sizeof(int32_t) * copy_count));
    if (fill_random_i32(copy_src, (int)copy_count, -1000, 1000, 7, stream) != LG_OK) {
        fprintf(stderr, "fill_random_i32: %s\n", support_last_error());
        exit(1);
    }
    double ms = median_ms(run_copy, p);
    copy_gbs = 8.0 * copy_count / ms / 1e6;
    printf("copy\t%s\t%d\t%d\t%.4f\t%.2f\t%.1f\t100.0\n", p.name, p.n, p.m, ms, p.m / ms / 1e6,
           copy_gbs);
    CHECK(cudaFree(copy_src));
    CHECK(cudaFree(copy_dst));
}

static void variants(const problem &p)
{
    row("partition_bisect_256x15", p, run_variant<256, 15, true, false, 1>, false);
#define SHAPE(NT_, VT_)                                                                    \
    row("partition_interp_" #NT_ "x" #VT_, p, run_variant<NT_, VT_, true, true, 1>, false); \
    row("total_" #NT_ "x" #VT_, p, run_variant<NT_, VT_, true, true, 0>);                  \
    row("kernel_" #NT_ "x" #VT_, p, run_variant<NT_, VT_, true, true, 2>);
    SHAPE(128, 7)
    SHAPE(128, 11)
    SHAPE(128, 15)
    SHAPE(256, 7)
    SHAPE(256, 11)
    SHAPE(256, 15)
    SHAPE(512, 11)
    SHAPE(512, 15)
    row("total_bisect_256x15", p, run_variant<256, 15, true, false, 0>);
    row("total_nohalo_256x15", p, run_variant<256, 15, false, true, 0>);
    row("kernel_nohalo_256x15", p, run_variant<256, 15, false, true, 2>);
}

static void ladder(void)
{
    for (int k = 9; k <= 25; k += 2) {
        problem p = make("uniform 0-4", 1 << k, LBS_UNIFORM);

        measure_copy(p);
        row("ours", p, run_ours);
        row("thrust_upper_bound", p, run_thrust);
        row("naive_expansion", p, run_naive);
        release(p);
    }
}

int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        int n;
        lbs_distribution d;
    } cases[] = {{"uniform 0-4", 1 << 25, LBS_UNIFORM},
                 {"power law", 1 << 25, LBS_POWER_LAW},
                 {"all one", 1 << 26, LBS_ALL_ONE},
                 {"one huge", 1 << 25, LBS_ONE_HUGE}};
    struct cudaDeviceProp props;
    int driver = 0, runtime = 0;
    int *p_mem;

    CHECK_LG(lg_context_create(&ctx, 0), ctx);
    CHECK_LG(lg_context_set_validation(ctx, 0), ctx);
    stream = lg_context_stream(ctx);
    CHECK(cudaGetDeviceProperties(&props, 0));
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    bool ladder_only = false;
    const char *label = "";

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--ladder") == 0)
            ladder_only = true;
        else if (strcmp(argv[i], "--label") == 0 && i + 1 < argc)
            label = argv[++i];
    }
    CHECK(cudaMalloc(&p_mem, sizeof(int) * ((size_t)1 << 24)));
    CHECK(cudaMalloc(&flush, FLUSH_BYTES));
    partitions = p_mem;
    printf("# lbs_timing\t%s\n# device\t%s\t%d SMs\tL2 %d MiB\tdriver %d\truntime %d\n", label,
           props.name, props.multiProcessorCount, props.l2CacheSize >> 20, driver, runtime);
    printf("# bytes: 4 per object read + 4 per work item written; copy: cudaMemcpyAsync of the "
           "same bytes (read + written), its G items/s the work items over its time; median of "
           "20 runs, each after an untimed write of 128 MiB that empties the L2 cache\n");
    resources("lg_load_balance_kernel<256,15>", lg_load_balance_kernel<256, 15, true>);
    resources("lg_load_balance_kernel<128,11>", lg_load_balance_kernel<128, 11, true>);
    resources("lg_load_balance_kernel<512,15>", lg_load_balance_kernel<512, 15, true>);
    printf("case\tcounts\tobjects\twork items\tms\tG items/s\tGB/s\t%% of copy\n");
    if (ladder_only)
        ladder();
    for (int c_index = 0; !ladder_only && c_index < 4; c_index++) {
        const auto &c = cases[c_index];
        problem p = make(c.name, c.n, c.d);

        measure_copy(p);
        row("ours", p, run_ours);
        row("ours_validated", p, run_ours_validated);
        row("thrust_upper_bound", p, run_thrust);
        row("naive_expansion", p, run_naive);
        if (c.d == LBS_UNIFORM)
            variants(p);
        if (c.d == LBS_POWER_LAW || c.d == LBS_ONE_HUGE) {
            row("partition_bisect_256x15", p, run_variant<256, 15, true, false, 1>, false);
            row("partition_interp_256x15", p, run_variant<256, 15, true, true, 1>, false);
        }
        release(p);
    }
    CHECK(cudaFree(p_mem));
    CHECK(cudaFree(flush));
    lg_context_destroy(ctx);
    return 0;
}
