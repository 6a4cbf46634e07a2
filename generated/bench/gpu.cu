#line 865 "chapters/07-measuring.nw"
/* The benchmark driver's GPU code: the gate, the cache flush, the
   comparison with the reference, and the versions of the peer libraries'
   headers. */
#include <limits.h>
#include <stdio.h>
#include <cub/version.cuh>
#include <thrust/version.h>
#include <cusparse.h>
#include "driver.h"

/* <<Hold the GPU until the host has queued a sample>> */
#line 704 "chapters/07-measuring.nw"
static __device__ long long globaltimer_ns(void)
{
    long long t;

    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

/* gate[0]: set by the host to open the gate; gate[1]: set here if the limit passed first. */
__global__ void gate_kernel(volatile int *gate, long long limit_ns)
{
    long long start = globaltimer_ns();

    while (gate[0] == 0) {
        if (globaltimer_ns() - start > limit_ns) {
            gate[1] = 1;
            __threadfence_system();
            return;
        }
        __nanosleep(500);
    }
}
/* <<Open and close the gate>> */
#line 753 "chapters/07-measuring.nw"
static int *gate_words;    /* two words of pinned host memory, mapped for the device */
static int *gate_device;   /* the same words, as the device sees them */

extern "C" int bench_gate_close(cudaStream_t stream, char *message)
{
    ((volatile int *)gate_words)[0] = 0;
    ((volatile int *)gate_words)[1] = 0;
    gate_kernel<<<1, 1, 0, stream>>>(gate_device, (long long)(BENCH_GATE_SECONDS * 1e9));
    return bench_cuda(cudaGetLastError(), message, "launching the gate");
}

extern "C" void bench_gate_open(void)
{
    ((volatile int *)gate_words)[0] = 1;
}

extern "C" int bench_gate_was_late(void)
{
    return ((volatile int *)gate_words)[1];
}
/* <<Read a buffer larger than the L2 cache>> */
#line 804 "chapters/07-measuring.nw"
__global__ void flush_kernel(const int4 *buffer, size_t count, int *sink)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    int bits = 0;

    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
        int4 v = buffer[i];
        bits |= v.x | v.y | v.z | v.w;
    }
    if (bits != 0)
        *sink = bits;
}
/* <<Flush the cache before a sample>> */
#line 823 "chapters/07-measuring.nw"
static int4 *flush_buffer;
static size_t flush_count;   /* int4 elements */
static int *flush_sink;
static int flush_grid, compare_grid;

extern "C" int bench_gpu_start(const struct cudaDeviceProp *props, char *message)
{
    size_t bytes = 4 * (size_t)props->l2CacheSize;
    int outcome;

    flush_grid = compare_grid = 4 * props->multiProcessorCount;
    flush_count = bytes / sizeof(int4);
    if ((outcome = bench_alloc((void **)&flush_buffer, bytes, message)) != BENCH_OK ||
        (outcome = bench_alloc((void **)&flush_sink, sizeof(int), message)) != BENCH_OK ||
        (outcome = bench_cuda(cudaHostAlloc((void **)&gate_words, 2 * sizeof(int),
                                            cudaHostAllocMapped),
                              message, "allocating the gate")) != BENCH_OK ||
        (outcome = bench_cuda(cudaHostGetDevicePointer((void **)&gate_device, gate_words, 0),
                              message, "mapping the gate")) != BENCH_OK)
        return outcome;
    return bench_cuda(cudaMemset(flush_buffer, 0, bytes), message, "clearing the flush buffer");
}

extern "C" int bench_flush_l2(cudaStream_t stream, char *message)
{
    flush_kernel<<<flush_grid, 256, 0, stream>>>(flush_buffer, flush_count, flush_sink);
    return bench_cuda(cudaGetLastError(), message, "launching the cache flush");
}
/* <<Count the differences from the reference>> */
#line 350 "chapters/07-measuring.nw"
/* result[0] counts the differences; result[1] is the smallest index of one
   (it starts at ULLONG_MAX). */
__global__ void compare_kernel(const int32_t *got, const int32_t *want, int count,
                               unsigned long long *result)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        if (got[i] != want[i]) {
            atomicAdd(&result[0], 1ull);
            atomicMin(&result[1], (unsigned long long)i);
        }
}
/* <<Compare an output with the reference>> */
#line 376 "chapters/07-measuring.nw"
extern "C" int bench_compare_i32(const int32_t *got, const int32_t *want, int count,
                                 cudaStream_t stream, char *message)
{
    static unsigned long long *result;   /* on the device, for the life of the program */
    unsigned long long found[2] = {0, ULLONG_MAX};
    int32_t got_value = 0, want_value = 0;
    int outcome;

    if (count == 0)
        return BENCH_OK;
    if (result == NULL &&
        (outcome = bench_alloc((void **)&result, sizeof found, message)) != BENCH_OK)
        return outcome;
    cudaMemcpyAsync(result, found, sizeof found, cudaMemcpyHostToDevice, stream);
    compare_kernel<<<compare_grid, 256, 0, stream>>>(got, want, count, result);
    cudaMemcpyAsync(found, result, sizeof found, cudaMemcpyDeviceToHost, stream);
    if ((outcome = bench_cuda(cudaStreamSynchronize(stream), message, "comparing")) != BENCH_OK)
        return outcome;
    if (found[0] == 0)
        return BENCH_OK;
    /* <<Fetch the first differing pair and say where it is>> */
#line 401 "chapters/07-measuring.nw"
    cudaMemcpy(&got_value, got + found[1], sizeof got_value, cudaMemcpyDeviceToHost);
    cudaMemcpy(&want_value, want + found[1], sizeof want_value, cudaMemcpyDeviceToHost);
    return bench_fail(message, BENCH_WRONG,
                      "%llu of %d values differ from the CPU reference; the first, at [%llu], "
                      "is %d instead of %d",
                      found[0], count, found[1], (int)got_value, (int)want_value);
#line 397 "chapters/07-measuring.nw"
}
/* <<Name the versions of the peer libraries>> */
#line 885 "chapters/07-measuring.nw"
extern "C" void bench_peer_versions(char *cub, char *thrust, char *cusparse, size_t size)
{
    int sparse[3] = {0, 0, 0};

    snprintf(cub, size, "%d.%d.%d", CUB_MAJOR_VERSION, CUB_MINOR_VERSION,
             CUB_SUBMINOR_VERSION);
    snprintf(thrust, size, "%d.%d.%d", THRUST_MAJOR_VERSION, THRUST_MINOR_VERSION,
             THRUST_SUBMINOR_VERSION);
    cusparseGetProperty(MAJOR_VERSION, &sparse[0]);
    cusparseGetProperty(MINOR_VERSION, &sparse[1]);
    cusparseGetProperty(PATCH_LEVEL, &sparse[2]);
    snprintf(cusparse, size, "%d.%d.%d", sparse[0], sparse[1], sparse[2]);
}
