/* Timing of the merge chapter's kernels against CUB's DeviceMerge and the
   device's copy bandwidth. Not a test: build and run it by hand on a GPU
   machine, from the top of the repository, after ninja -f code.ninja:

     nvcc -std=c++17 -O3 -arch=sm_90 -Igenerated/include -Igenerated/src \
          -Igenerated/support tests/gpu/merge_timing.cu build/liblitgpu.a \
          build/libsupport.a -o build/merge_timing
     build/merge_timing --sweep --label "commit ..., date" >tests/gpu/merge_timing-h100.tsv

   Prints TSV: "case  n  ms  G elements/s  GB/s  % of copy", one line per
   case and size, each the median of 20 runs after a warm-up, timed with
   CUDA events; comment lines (#) give the device, the copy bandwidth, the
   checks and each kernel's resources. Keys count 4 bytes read and 4
   written per element; pairs 8 and 8. The input is two sorted lists of
   n / 2 random keys each (gaps drawn from 0 to 15); below 2^26 keys the
   runs rotate over disjoint slices of large buffers so that the L2 cache
   does not hold the input. Before timing, every kernel's output at 2^26
   keys is compared with CUB's, element for element. With --sweep it also
   times the tile shapes, the classroom kernels' shapes and the experiments
   the merge chapter reports. The chapter's tables and charts read the TSV. */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cub/device/device_merge.cuh>
#include "litgpu.h"
#include "internal.h"
#include "merge_path.cuh"
#include "merge_classroom.cuh"
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
#define CHECK_LG(call)                                                                   \
    do {                                                                                 \
        if ((call) != LG_OK) {                                                           \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, lg_context_last_error(ctx)); \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)

enum { REPS = 20, MAX_LOG = 26 };
static const long long MAX_N = 1LL << MAX_LOG;

static lg_context *ctx;
static cudaStream_t stream;
static int32_t *a_keys, *b_keys, *a_vals, *b_vals, *out_keys, *out_vals;
static void *cub_temp;
static size_t cub_temp_bytes;
static double copy_bytes_per_s; /* measured at the largest size */

/* The arguments of one timed run: slice r of the rotating buffers. */
struct run_args {
    const int32_t *a, *b, *av, *bv;
    int32_t *out, *outv;
    int half;
};
typedef void (*runner)(const run_args &);

static run_args slice(int n, int r)
{
    int half = n / 2;
    long long sets = std::min(16LL, MAX_N / 2 / half);
    long long off = (long long)(r % sets) * half;
    run_args x = {a_keys + off, b_keys + off, a_vals + off, b_vals + off,
                  out_keys + 2 * off, out_vals + 2 * off, half};
    return x;
}

static double median_ms(runner f, int n)
{
    cudaEvent_t start, stop;
    std::vector<float> ms;

    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    for (int r = 0; r < 3; r++)
        f(slice(n, r)); /* warm-up */
    CHECK(cudaStreamSynchronize(stream));
    for (int r = 0; r < REPS; r++) {
        float t;
        run_args x = slice(n, r + 3);
        CHECK(cudaEventRecord(start, stream));
        f(x);
        CHECK(cudaEventRecord(stop, stream));
        CHECK(cudaEventSynchronize(stop));
        CHECK(cudaEventElapsedTime(&t, start, stop));
        ms.push_back(t);
    }
    CHECK(cudaGetLastError());
    std::sort(ms.begin(), ms.end());
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    return (ms[REPS / 2 - 1] + ms[REPS / 2]) / 2;
}

static void report(const char *name, int n, double ms, int bytes_per_element)
{
    double elements = n / (ms * 1e-3), bytes = (double)n * bytes_per_element / (ms * 1e-3);
    printf("%s\t%d\t%.4f\t%.2f\t%.1f\t%.1f\n", name, n, ms, elements * 1e-9, bytes * 1e-9,
           copy_bytes_per_s > 0 ? 100 * bytes / copy_bytes_per_s : 0.0);
    fflush(stdout);
}

/* ---- what is timed ---- */
static int *partitions; /* room for the partitions of the smallest tile */
static int sms;

template <int V> static void run_variant(const run_args &x)
{
    CHECK_LG(lg_merge_keys_variant_i32((lg_merge_variant)V, x.a, x.half, x.b, x.half, x.out, ctx));
}

static void run_pairs(const run_args &x)
{
    CHECK_LG(lg_merge_pairs_i32(x.a, x.av, x.half, x.b, x.bv, x.half, x.out, x.outv, ctx));
}

static void run_cub_keys(const run_args &x)
{
    CHECK(cub::DeviceMerge::MergeKeys(cub_temp, cub_temp_bytes, x.a, x.half, x.b, x.half, x.out,
                                      ::cuda::std::less<int32_t>{}, stream));
}

static void run_cub_pairs(const run_args &x)
{
    CHECK(cub::DeviceMerge::MergePairs(cub_temp, cub_temp_bytes, x.a, x.av, x.half, x.b, x.bv,
                                       x.half, x.out, x.outv, ::cuda::std::less<int32_t>{},
                                       stream));
}

/* Merge Path with any tile shape, through the chapter's kernels. */
template <int NT, int VT, bool VALUES> static void run_path(const run_args &x)
{
    int total = 2 * x.half, tiles = (total + NT * VT - 1) / (NT * VT);
    lg_merge_partition_kernel<128><<<(tiles + 128) / 128, 128, 0, stream>>>(
        x.a, x.half, x.b, x.half, NT * VT, LG_BOUNDS_LOWER, partitions, tiles + 1);
    lg_merge_path_kernel<NT, VT, VALUES><<<tiles, NT, 0, stream>>>(
        x.a, x.av, x.half, x.b, x.bv, x.half, partitions, x.out, VALUES ? x.outv : NULL);
}

template <int NV> static void run_partition_only(const run_args &x)
{
    int tiles = (2 * x.half + NV - 1) / NV;
    lg_merge_partition_kernel<128><<<(tiles + 128) / 128, 128, 0, stream>>>(
        x.a, x.half, x.b, x.half, NV, LG_BOUNDS_LOWER, partitions, tiles + 1);
}

/* Experiment: a warp per partition, 32 probes per step instead of one. */
template <int NT>
__global__ void warp_partition_kernel(const int32_t *a, int a_count, const int32_t *b,
                                      int b_count, int nv, int *parts, int count)
{
    int warp = (blockIdx.x * NT + threadIdx.x) / 32, lane = threadIdx.x & 31;
    if (warp >= count)
        return;
    int diag = lg_merge_diagonal(warp, nv, a_count + b_count);
    int begin = max(0, diag - b_count), end = min(diag, a_count);
    while (end - begin > 32) {
        long long len = end - begin;
        int p = begin + (int)(len * (lane + 1) / 33);
        unsigned ballot = __ballot_sync(0xffffffffu, a[p] <= b[diag - 1 - p]);
        int c = __popc(ballot);
        int new_begin = c ? begin + (int)(len * c / 33) + 1 : begin;
        end = c < 32 ? begin + (int)(len * (c + 1) / 33) : end;
        begin = new_begin;
    }
    int p = begin + lane;
    unsigned ballot = __ballot_sync(0xffffffffu, p < end && a[p] <= b[diag - 1 - p]);
    if (lane == 0)
        parts[warp] = begin + __popc(ballot);
}

template <int NV> static void run_warp_partition_only(const run_args &x)
{
    int tiles = (2 * x.half + NV - 1) / NV;
    warp_partition_kernel<128><<<(tiles + 4) / 4, 128, 0, stream>>>(x.a, x.half, x.b, x.half,
                                                                     NV, partitions, tiles + 1);
}



template <int G> static void run_basic(const run_args &x)
{
    long long total = 2LL * x.half;
    int grid = (int)((total + 128LL * G - 1) / (128LL * G));
    merge_basic_kernel<<<grid, 128, 0, stream>>>(x.a, x.half, x.b, x.half, x.out, G);
}

/* The classroom kernels with other shapes: KIND 0 tiled, 1 circular with a
   masked ring (the textbook's), 2 circular with a mirrored ring. */
template <int NT, int TILE, int K, int KIND> static void run_classroom(const run_args &x)
{
    long long total = 2LL * x.half, grid = std::min((total + TILE - 1) / TILE, (long long)K * sms);
    int chunk = (int)((total + grid - 1) / grid);
    if (KIND == 0)
        merge_tiled_kernel<NT, TILE><<<(int)grid, NT, 0, stream>>>(x.a, x.half, x.b, x.half,
                                                                   x.out, chunk);
    else
        merge_circular_kernel<NT, TILE, KIND == 2><<<(int)grid, NT, 0, stream>>>(
            x.a, x.half, x.b, x.half, x.out, chunk);
}

/* Experiment: a partition search that decides log2(K) levels per step,
   with K - 1 probes (and 2 (K - 1) loads) in flight at once. K = 2 is the
   plain bisection. */
template <int K>
__device__ __forceinline__ int kary_merge_path(const int32_t *a, int a_count, const int32_t *b,
                                               int b_count, int diag)
{
    int begin = max(0, diag - b_count), end = min(diag, a_count);

    while (end - begin >= K) {
        int len = end - begin, count = 0, q[K - 1];
        bool p[K - 1];
#pragma unroll
        for (int t = 0; t < K - 1; t++)
            q[t] = begin + (int)((long long)len * (t + 1) / K);
#pragma unroll
        for (int t = 0; t < K - 1; t++)
            p[t] = a[q[t]] <= b[diag - 1 - q[t]];
#pragma unroll
        for (int t = 0; t < K - 1; t++)
            count += p[t];
        int new_begin = begin, new_end = end;
#pragma unroll
        for (int t = 0; t < K - 1; t++) {
            if (count == t + 1)
                new_begin = q[t] + 1;
            if (count == t)
                new_end = q[t];
        }
        begin = new_begin;
        end = new_end;
    }
    while (begin < end) {
        int mid = begin + (end - begin) / 2;
        if (a[mid] <= b[diag - 1 - mid])
            begin = mid + 1;
        else
            end = mid;
    }
    return begin;
}

template <int NT, int K>
__global__ void __launch_bounds__(NT)
kary_partition_kernel(const int32_t *a, int a_count, const int32_t *b, int b_count, int nv,
                      int *parts, int count)
{
    int p = blockIdx.x * NT + threadIdx.x;
    if (p < count)
        parts[p] = kary_merge_path<K>(a, a_count, b, b_count,
                                      lg_merge_diagonal(p, nv, a_count + b_count));
}

template <int NV, int NT, int K> static void run_kary_partition(const run_args &x)
{
    int tiles = (2 * x.half + NV - 1) / NV;
    kary_partition_kernel<NT, K><<<(tiles + NT) / NT, NT, 0, stream>>>(
        x.a, x.half, x.b, x.half, NV, partitions, tiles + 1);
}

/* Experiment: loads straight from global to shared memory (cp.async), no
   registers in between; optionally waits for the partition kernel through
   programmatic dependent launch. */
__device__ __forceinline__ void cp_async_4(int32_t *shared, const int32_t *global)
{
    unsigned s = (unsigned)__cvta_generic_to_shared(shared);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(global) : "memory");
}

template <int NT, int VT>
__device__ __forceinline__ void load_async(const int32_t *__restrict__ a, int a_count,
                                           const int32_t *__restrict__ b, int b_count,
                                           int32_t *shared, int tid)
{
    int count = a_count + b_count;
#pragma unroll
    for (int v = 0; v < VT; v++) {
        int t = tid + v * NT;
        if (t < a_count)
            cp_async_4(shared + t, a + t);
        else if (t < count)
            cp_async_4(shared + t, b + (t - a_count));
    }
}

template <int NT, int VT, bool ASYNC, bool VALUES>
__global__ void __launch_bounds__(NT)
exp_merge_kernel(const int32_t *a_keys, const int32_t *a_values, int a_count,
                 const int32_t *b_keys, const int32_t *b_values, int b_count, const int *parts,
                 int32_t *out_keys, int32_t *out_values)
{
    __shared__ int32_t keys_shared[NT * VT];
    __shared__ int32_t values_shared[VALUES ? NT * VT : 1];
    int tile = blockIdx.x, total = a_count + b_count, tid = threadIdx.x;
    int diag0 = lg_merge_diagonal(tile, NT * VT, total);
    int diag1 = lg_merge_diagonal(tile + 1, NT * VT, total);
    lg_merge_range r = lg_merge_range_of(a_count, b_count, diag0, diag1, parts[tile],
                                         parts[tile + 1]);
    int na = r.a_end - r.a_begin, nb = r.b_end - r.b_begin, count = na + nb, index[VT];
    int32_t keys[VT];

    if (ASYNC) {
        load_async<NT, VT>(a_keys + r.a_begin, na, b_keys + r.b_begin, nb, keys_shared, tid);
        if (VALUES)
            load_async<NT, VT>(a_values + r.a_begin, na, b_values + r.b_begin, nb, values_shared,
                               tid);
        asm volatile("cp.async.wait_all;\n" ::: "memory");
    } else {
        lg_cta_load_merge_ranges<NT, VT>(a_keys + r.a_begin, na, b_keys + r.b_begin, nb,
                                         keys_shared, tid);
        if (VALUES)
            lg_cta_load_merge_ranges<NT, VT>(a_values + r.a_begin, na, b_values + r.b_begin, nb,
                                             values_shared, tid);
    }
    __syncthreads();
    lg_cta_merge_keys<NT, VT>(keys_shared, na, count, tid, keys, index);
    __syncthreads();
    lg_cta_store_thread_order<NT, VT>(keys, count, keys_shared, tid, out_keys + diag0);
    if (VALUES) {
        int32_t values[VT];
        lg_cta_gather_values<VT>(values_shared, index, count, tid, values);
        __syncthreads();
        lg_cta_store_thread_order<NT, VT>(values, count, values_shared, tid, out_values + diag0);
    }
}

/* Partition (K-ary search, 32-thread CTAs) then the experimental kernel. */
template <int NT, int VT, bool ASYNC, bool VALUES, int K>
static void run_exp(const run_args &x)
{
    int total = 2 * x.half, tiles = (total + NT * VT - 1) / (NT * VT);
    kary_partition_kernel<32, K><<<(tiles + 32) / 32, 32, 0, stream>>>(
        x.a, x.half, x.b, x.half, NT * VT, partitions, tiles + 1);
    exp_merge_kernel<NT, VT, ASYNC, VALUES><<<tiles, NT, 0, stream>>>(
        x.a, x.av, x.half, x.b, x.bv, x.half, partitions, x.out, VALUES ? x.outv : NULL);
}

/* The merge kernel alone, with this tile size's partitions made beforehand
   (valid at the largest size, where every run uses the same slice). */
template <int NT, int VT, bool ASYNC, bool VALUES>
static void run_exp_kernel_only(const run_args &x)
{
    int total = 2 * x.half, tiles = (total + NT * VT - 1) / (NT * VT);
    exp_merge_kernel<NT, VT, ASYNC, VALUES><<<tiles, NT, 0, stream>>>(
        x.a, x.av, x.half, x.b, x.bv, x.half, partitions, x.out, VALUES ? x.outv : NULL);
}

template <int NT, int VT> static void prepare_partitions(void)
{
    run_args x = slice((int)MAX_N, 0);
    int tiles = (int)((MAX_N + NT * VT - 1) / (NT * VT));
    lg_merge_partition_kernel<128><<<(tiles + 128) / 128, 128, 0, stream>>>(
        x.a, x.half, x.b, x.half, NT * VT, LG_BOUNDS_LOWER, partitions, tiles + 1);
    CHECK(cudaStreamSynchronize(stream));
}

/* Experiment: a two-level partition search. A first kernel copies every
   S-th element of A and B into arrays small enough to stay in the L2 cache
   (a_samples[k] = A[k S - 1] for k >= 1, b_samples[l] = B[l S]); for a
   diagonal d that is a multiple of S, "i = k S is not past the crossing"
   compares a_samples[k] with b_samples[d / S - k], so the search bisects
   over the samples first and finishes within S elements of A. */
static int32_t *a_samples, *b_samples;

template <int S>
__global__ void sample_kernel(const int32_t *a, int a_count, const int32_t *b, int b_count,
                              int32_t *a_samples, int32_t *b_samples)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= 1 && k <= a_count / S)
        a_samples[k] = a[(long long)k * S - 1];
    if (k < (b_count + S - 1) / S)
        b_samples[k] = b[(long long)k * S];
}

template <int S>
__device__ int sampled_merge_path(const int32_t *a, int a_count, const int32_t *b, int b_count,
                                  int diag, const int32_t *a_samples, const int32_t *b_samples)
{
    int begin = max(0, diag - b_count), end = min(diag, a_count);
    if (diag % S == 0) {
        int k_low = begin / S + 1, k_high = end / S, first = k_low, last = k_high + 1;
        while (first < last) {
            int mid = first + (last - first) / 2;
            if (a_samples[mid] <= b_samples[diag / S - mid])
                first = mid + 1;
            else
                last = mid;
        }
        int new_begin = first > k_low ? (first - 1) * S : begin;
        end = first <= k_high ? first * S - 1 : end;
        begin = new_begin;
    }
    while (begin < end) {
        int mid = begin + (end - begin) / 2;
        if (a[mid] <= b[diag - 1 - mid])
            begin = mid + 1;
        else
            end = mid;
    }
    return begin;
}

template <int NT, int S>
__global__ void __launch_bounds__(NT)
sampled_partition_kernel(const int32_t *a, int a_count, const int32_t *b, int b_count, int nv,
                         const int32_t *a_samples, const int32_t *b_samples, int *parts, int count)
{
    int p = blockIdx.x * NT + threadIdx.x;
    if (p < count)
        parts[p] = sampled_merge_path<S>(a, a_count, b, b_count,
                                         lg_merge_diagonal(p, nv, a_count + b_count), a_samples,
                                         b_samples);
}

template <int NV, int S> static void run_sampled_partition_only(const run_args &x)
{
    int tiles = (2 * x.half + NV - 1) / NV, samples = x.half / S + 2;
    sample_kernel<S><<<(samples + 255) / 256, 256, 0, stream>>>(x.a, x.half, x.b, x.half,
                                                                a_samples, b_samples);
    sampled_partition_kernel<128, S><<<(tiles + 128) / 128, 128, 0, stream>>>(
        x.a, x.half, x.b, x.half, NV, a_samples, b_samples, partitions, tiles + 1);
}

template <int NT, int VT, int S> static void run_sampled_path(const run_args &x)
{
    int total = 2 * x.half, tiles = (total + NT * VT - 1) / (NT * VT);
    run_sampled_partition_only<NT * VT, S>(x);
    lg_merge_path_kernel<NT, VT, false><<<tiles, NT, 0, stream>>>(
        x.a, NULL, x.half, x.b, NULL, x.half, partitions, x.out, NULL);
}

/* The roofline's candidates: a 16-byte grid-stride copy kernel. */
__global__ void copy_kernel(const int4 *__restrict__ in, int4 *__restrict__ out, long long n4)
{
    long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride)
        out[i] = in[i];
}

static void run_copy_kernel(const run_args &x)
{
    long long n4 = (2LL * x.half) / 4;
    copy_kernel<<<sms * 8, 256, 0, stream>>>((const int4 *)x.a, (int4 *)x.out, n4);
}

static void run_copy_random(const run_args &x)
{
    CHECK(cudaMemcpyAsync(x.out, x.a, sizeof(int32_t) * 2 * x.half, cudaMemcpyDeviceToDevice,
                          stream));
}

/* ---- set-up, checks, and the cases ---- */

/* Two sorted lists of MAX_N / 2 keys: running sums of gaps from 0 to 15. */
static void make_inputs(void)
{
    size_t half = (size_t)MAX_N / 2;
    std::vector<int32_t> host(half);
    int32_t key;

    for (int list = 0; list < 2; list++) {
        key = -(int32_t)(1 << 28);
        for (size_t i = 0; i < half; i++)
            host[i] = key += random_i32(42, ((uint64_t)list << 40) + i, 0, 15);
        CHECK(cudaMemcpy(list ? b_keys : a_keys, host.data(), sizeof(int32_t) * half,
                         cudaMemcpyHostToDevice));
        for (size_t i = 0; i < half; i++)
            host[i] = (int32_t)(list * half + i);
        CHECK(cudaMemcpy(list ? b_vals : a_vals, host.data(), sizeof(int32_t) * half,
                         cudaMemcpyHostToDevice));
    }
}

/* Our outputs, for the largest size, equal CUB's, element for element. */
static void check_against_cub(runner ours, runner theirs, bool values, const char *name,
                              bool fatal = true)
{
    size_t n = (size_t)MAX_N;
    std::vector<int32_t> mine(n), want(n), mine_v(values ? n : 1), want_v(values ? n : 1);
    run_args x = slice((int)n, 0);

    theirs(x);
    CHECK(cudaMemcpy(want.data(), x.out, sizeof(int32_t) * n, cudaMemcpyDeviceToHost));
    if (values)
        CHECK(cudaMemcpy(want_v.data(), x.outv, sizeof(int32_t) * n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemset(x.out, 0xA5, sizeof(int32_t) * n));
    CHECK(cudaMemset(x.outv, 0xA5, sizeof(int32_t) * n));
    ours(x);
    CHECK(cudaMemcpy(mine.data(), x.out, sizeof(int32_t) * n, cudaMemcpyDeviceToHost));
    if (values)
        CHECK(cudaMemcpy(mine_v.data(), x.outv, sizeof(int32_t) * n, cudaMemcpyDeviceToHost));
    if (mine != want || mine_v != want_v) {
        printf("# CHECK FAILED: %s differs from CUB\n", name);
        if (fatal)
            exit(1);
        return;
    }
    printf("# check: %s equals CUB on %zu elements\n", name, n);
}

template <typename K> static void resources(const char *name, K kernel, int nt)
{
    cudaFuncAttributes attr;
    int blocks = 0;

    CHECK(cudaFuncGetAttributes(&attr, kernel));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, nt, 0));
    printf("# resources\t%s\tNT %d\tregisters %d\tshared %zu\tlocal %zu\tCTAs/SM %d\twarps/SM %d\n",
           name, nt, attr.numRegs, attr.sharedSizeBytes, attr.localSizeBytes, blocks,
           blocks * nt / 32);
}

struct named_case {
    const char *name;
    runner run;
    int bytes_per_element;
    void (*prepare)(void);
};

static void time_case(const named_case &c, int n)
{
    if (c.prepare)
        c.prepare();
    report(c.name, n, median_ms(c.run, n), c.bytes_per_element);
}

int main(int argc, char **argv)
{
    bool sweep = false;
    const char *label = "";
    struct cudaDeviceProp props;
    int driver = 0, runtime = 0;
    size_t bytes = 0;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sweep") == 0)
            sweep = true;
        else if (strcmp(argv[i], "--label") == 0 && i + 1 < argc)
            label = argv[++i];
        else {
            fprintf(stderr, "usage: merge_timing [--sweep] [--label TEXT]\n");
            return 2;
        }
    }
    if (lg_context_create(&ctx, 0) != LG_OK) {
        fprintf(stderr, "merge_timing: %s\n", lg_context_last_error(NULL));
        return 1;
    }
    stream = lg_context_stream(ctx);
    CHECK(cudaGetDeviceProperties(&props, 0));
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    sms = props.multiProcessorCount;
    printf("# merge_timing\t%s\n", label);
    printf("# device\t%s\t%d SMs\tL2 %d MiB\tdriver %d\truntime %d\n", props.name, sms,
           props.l2CacheSize >> 20, driver, runtime);
    CHECK(cudaMalloc((void **)&a_keys, sizeof(int32_t) * MAX_N)); /* A, then B: one copy source */
    b_keys = a_keys + MAX_N / 2;
    CHECK(cudaMalloc((void **)&a_vals, sizeof(int32_t) * MAX_N / 2));
    CHECK(cudaMalloc((void **)&b_vals, sizeof(int32_t) * MAX_N / 2));
    CHECK(cudaMalloc((void **)&out_keys, sizeof(int32_t) * MAX_N));
    CHECK(cudaMalloc((void **)&out_vals, sizeof(int32_t) * MAX_N));
    CHECK(cudaMalloc((void **)&partitions, sizeof(int) * (MAX_N / 64 + 2)));
    CHECK(cudaMalloc((void **)&a_samples, sizeof(int32_t) * (MAX_N / 256 + 2)));
    CHECK(cudaMalloc((void **)&b_samples, sizeof(int32_t) * (MAX_N / 256 + 2)));
    CHECK(cub::DeviceMerge::MergePairs(NULL, bytes, a_keys, a_vals, MAX_N / 2, b_keys, b_vals,
                                       MAX_N / 2, out_keys, out_vals,
                                       ::cuda::std::less<int32_t>{}, stream));
    cub_temp_bytes = bytes;
    CHECK(cub::DeviceMerge::MergeKeys(NULL, bytes, a_keys, MAX_N / 2, b_keys, MAX_N / 2,
                                      out_keys, ::cuda::std::less<int32_t>{}, stream));
    cub_temp_bytes = std::max(cub_temp_bytes, bytes);
    CHECK(cudaMalloc(&cub_temp, cub_temp_bytes));
    make_inputs();
    {
        double memcpy_ms = median_ms(run_copy_random, (int)MAX_N);
        double kernel_ms = median_ms(run_copy_kernel, (int)MAX_N);
        copy_bytes_per_s = 8.0 * MAX_N / (std::min(memcpy_ms, kernel_ms) * 1e-3);
        printf("# copy\t%.1f GB/s\tthe faster of cudaMemcpyAsync (%.1f GB/s) and a 16-byte copy "
               "kernel (%.1f GB/s) on %lld random keys, bytes read plus written\n",
               copy_bytes_per_s * 1e-9, 8.0 * MAX_N / (memcpy_ms * 1e-3) * 1e-9,
               8.0 * MAX_N / (kernel_ms * 1e-3) * 1e-9, MAX_N);
    }
    check_against_cub(run_variant<LG_MERGE_PATH>, run_cub_keys, false, "lg_merge_keys_i32");
    check_against_cub(run_pairs, run_cub_pairs, true, "lg_merge_pairs_i32");
    check_against_cub(run_variant<LG_MERGE_BASIC>, run_cub_keys, false, "basic");
    check_against_cub(run_variant<LG_MERGE_TILED>, run_cub_keys, false, "tiled");
    check_against_cub(run_variant<LG_MERGE_CIRCULAR>, run_cub_keys, false, "circular");
    check_against_cub(run_exp<256, 15, true, false, 4>, run_cub_keys, false, "cp.async keys",
                      false);
    check_against_cub(run_classroom<64, 256, 32, 1>, run_cub_keys, false, "masked ring", false);
    printf("case\tn\tms\tG elements/s\tGB/s\t%% of copy\n");
    {
        const named_case cases[] = {
            {"copy", run_copy_random, 8, NULL},
            {"cub_merge_keys", run_cub_keys, 8, NULL},
            {"merge_path_keys", run_variant<LG_MERGE_PATH>, 8, NULL},
            {"circular_keys", run_variant<LG_MERGE_CIRCULAR>, 8, NULL},
            {"tiled_keys", run_variant<LG_MERGE_TILED>, 8, NULL},
            {"basic_keys", run_variant<LG_MERGE_BASIC>, 8, NULL},
            {"cub_merge_pairs", run_cub_pairs, 16, NULL},
            {"merge_path_pairs", run_pairs, 16, NULL},
        };
        for (int log = 14; log <= MAX_LOG; log += 2)
            for (const named_case &c : cases)
                time_case(c, 1 << log);
    }
    if (sweep) {
        const named_case cases[] = {
            {"copy_kernel", run_copy_kernel, 8, NULL},
            {"partition_1920", run_partition_only<1920>, 8, NULL},
            {"partition_3840", run_partition_only<3840>, 8, NULL},
            {"partition_7680", run_partition_only<7680>, 8, NULL},
            {"partition_4way_7680", run_kary_partition<7680, 128, 4>, 8, NULL},
            {"partition_warp32_7680", run_warp_partition_only<7680>, 8, NULL},
            {"kernel_keys_128x15", run_exp_kernel_only<128, 15, false, false>, 8, prepare_partitions<128, 15>},
            {"kernel_keys_256x15", run_exp_kernel_only<256, 15, false, false>, 8, prepare_partitions<256, 15>},
            {"kernel_keys_512x15", run_exp_kernel_only<512, 15, false, false>, 8, prepare_partitions<512, 15>},
            {"kernel_keys_async_512x15", run_exp_kernel_only<512, 15, true, false>, 8, prepare_partitions<512, 15>},
            {"kernel_pairs_128x11", run_exp_kernel_only<128, 11, false, true>, 16, prepare_partitions<128, 11>},
            {"kernel_pairs_256x11", run_exp_kernel_only<256, 11, false, true>, 16, prepare_partitions<256, 11>},
            {"kernel_pairs_512x11", run_exp_kernel_only<512, 11, false, true>, 16, prepare_partitions<512, 11>},
            {"total_keys_128x15", run_path<128, 15, false>, 8, NULL},
            {"total_keys_256x15", run_path<256, 15, false>, 8, NULL},
            {"total_keys_512x15", run_path<512, 15, false>, 8, NULL},
            {"total_pairs_128x11", run_path<128, 11, true>, 16, NULL},
            {"total_pairs_256x11", run_path<256, 11, true>, 16, NULL},
            {"total_pairs_512x11", run_path<512, 11, true>, 16, NULL},
            {"basic_grain_2", run_basic<2>, 8, NULL},
            {"basic_grain_4", run_basic<4>, 8, NULL},
            {"basic_grain_8", run_basic<8>, 8, NULL},
            {"basic_grain_16", run_basic<16>, 8, NULL},
            {"tiled_32_256_32", run_classroom<32, 256, 32, 0>, 8, NULL},
            {"tiled_64_256_32", run_classroom<64, 256, 32, 0>, 8, NULL},
            {"tiled_64_512_16", run_classroom<64, 512, 16, 0>, 8, NULL},
            {"tiled_128_512_16", run_classroom<128, 512, 16, 0>, 8, NULL},
            {"tiled_128_1024_8", run_classroom<128, 1024, 8, 0>, 8, NULL},
            {"masked_ring_32_256_32", run_classroom<32, 256, 32, 1>, 8, NULL},
            {"masked_ring_64_256_32", run_classroom<64, 256, 32, 1>, 8, NULL},
            {"masked_ring_64_512_16", run_classroom<64, 512, 16, 1>, 8, NULL},
            {"masked_ring_128_512_16", run_classroom<128, 512, 16, 1>, 8, NULL},
            {"mirrored_ring_32_256_32", run_classroom<32, 256, 32, 2>, 8, NULL},
            {"mirrored_ring_64_256_32", run_classroom<64, 256, 32, 2>, 8, NULL},
            {"mirrored_ring_64_512_16", run_classroom<64, 512, 16, 2>, 8, NULL},
            {"mirrored_ring_128_512_16", run_classroom<128, 512, 16, 2>, 8, NULL},
            {"mirrored_ring_128_1024_8", run_classroom<128, 1024, 8, 2>, 8, NULL},
            {"partition_sampled_7680", run_sampled_partition_only<7680, 512>, 8, NULL},
            {"total_keys_sampled_512x15", run_sampled_path<512, 15, 512>, 8, NULL},
            {"copy_again", run_copy_random, 8, NULL},
        };
        for (const named_case &c : cases)
            time_case(c, (int)MAX_N);
        check_against_cub(run_sampled_path<512, 15, 512>, run_cub_keys, false,
                          "sampled partition", false);
    }
    resources("merge_basic_kernel", merge_basic_kernel, LG_MERGE_BASIC_NT);
    resources("merge_tiled_kernel", merge_tiled_kernel<LG_MERGE_TILED_NT, LG_MERGE_TILED_TILE>,
              LG_MERGE_TILED_NT);
    resources("merge_circular_kernel",
              merge_circular_kernel<LG_MERGE_CIRCULAR_NT, LG_MERGE_CIRCULAR_TILE, true>,
              LG_MERGE_CIRCULAR_NT);
    resources("lg_merge_partition_kernel", lg_merge_partition_kernel<128>, 128);
    resources("lg_merge_path_kernel_keys",
              lg_merge_path_kernel<LG_MERGE_KEYS_NT, LG_MERGE_KEYS_VT, false>, LG_MERGE_KEYS_NT);
    resources("lg_merge_path_kernel_pairs",
              lg_merge_path_kernel<LG_MERGE_PAIRS_NT, LG_MERGE_PAIRS_VT, true>, LG_MERGE_PAIRS_NT);
    lg_context_destroy(ctx);
    return 0;
}
