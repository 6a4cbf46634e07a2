#line 410 "chapters/09-support.nw"
/* Random inputs for host programs, on the CPU and on the GPU. */
#include <math.h>
#include <stdlib.h>
#include "support.h"
#include "random.h"

uint32_t random_u32(uint64_t seed, uint64_t index)
{
    return random_hash_u32(seed, index);
}

int32_t random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high)
{
    return random_bits_to_range_i32(random_hash_u32(seed, index), low, high);
}

/* <<Fill an array with random integers on the GPU>> */
#line 378 "chapters/09-support.nw"
__global__ void fill_random_kernel(int32_t *out, int count, int32_t low, int32_t high,
                                   uint64_t seed)
{
    int64_t stride = (int64_t)gridDim.x * blockDim.x;

    for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        out[i] = random_bits_to_range_i32(random_hash_u32(seed, (uint64_t)i), low, high);
}
/* <<Fill an array with random integers on the GPU>> */
#line 389 "chapters/09-support.nw"
lg_status fill_random_i32(int32_t *device_out, int count, int32_t low, int32_t high,
                          uint64_t seed, cudaStream_t stream)
{
    enum { NT = 256 };
    int64_t grid = ((int64_t)count + NT - 1) / NT;

    if (count < 0)
        return support_fail(LG_ERR_INVALID_ARGUMENT,
                            "fill_random_i32: count is %d; it must be at least 0", count);
    if (device_out == NULL && count > 0)
        return support_fail(LG_ERR_INVALID_ARGUMENT,
                            "fill_random_i32: device_out is NULL and count is %d", count);
    if (count == 0)
        return LG_OK;
    fill_random_kernel<<<(int)(grid < 8192 ? grid : 8192), NT, 0, stream>>>(
        device_out, count, low, high, seed);
    return cuda_check(cudaGetLastError(), "fill_random_i32: launching the fill");
}
/* <<Draw the degrees of a scale-free graph>> */
#line 454 "chapters/09-support.nw"
int scale_free_counts_i32(uint64_t seed, int n, int32_t total, int32_t *counts)
{
    double *weight = (double *)malloc(sizeof(double) * (size_t)(n > 0 ? n : 1)), sum = 0, running = 0;
    int64_t cut = 0;

    if (weight == NULL)
        return -1;
    for (int i = 0; i < n; i++) {
        double u = (random_i32(seed, (uint64_t)i, 0, (1 << 24) - 1) + 1.0) / (1 << 24);
        int empty = random_i32(seed + 1, (uint64_t)i, 0, 99) < 55;

        sum += weight[i] = empty ? 0.0 : pow(u, -1.0 / 1.7);
    }
    for (int i = 0; i < n; i++) {   /* running never passes sum: the same additions */
        int64_t next;

        running += weight[i];
        next = i == n - 1 ? total : sum > 0 ? (int64_t)floor(running / sum * total) : 0;
        counts[i] = (int32_t)(next - cut);
        cut = next;
    }
    free(weight);
    return 0;
}
