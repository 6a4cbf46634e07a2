#line 2254 "chapters/06-segreduce.nw"
/* reduce_by_key: reduces the Modern GPU reduce-by-key demonstration's
   values by their keys, on the GPU if there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "segreduce.h"   /* the tile shape, to count the plan's bytes */
#include "support.h"

#line 2293 "chapters/06-segreduce.nw"
static const int32_t rbk_keys[100] = {
    0, 0, 0, 1, 1, 1, 2, 2, 2, 2,   2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2,   2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
    3, 3, 3, 4, 4, 5, 5, 5, 5, 5,   5, 5, 5, 5, 5, 5, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 7,   8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8,   8, 8, 8, 8, 8, 8, 8, 8, 8, 8};
static const int32_t rbk_values[100] = {
    2, 4, 2, 4, 1, 5, 3, 2, 4, 4,   2, 5, 2, 2, 5, 3, 3, 5, 3, 3,
    2, 2, 1, 4, 4, 2, 1, 4, 1, 3,   1, 3, 2, 4, 2, 5, 1, 2, 1, 5,
    4, 4, 1, 5, 4, 1, 5, 2, 3, 4,   1, 2, 4, 2, 5, 4, 3, 4, 5, 3,
    3, 4, 2, 1, 1, 2, 3, 3, 2, 2,   2, 4, 1, 5, 5, 2, 2, 4, 3, 1,
    3, 5, 4, 1, 2, 3, 2, 2, 5, 5,   1, 3, 3, 3, 4, 5, 5, 2, 4, 3};
#line 2308 "chapters/06-segreduce.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: reduce_by_key [--measure]\n"
               "Reduce the Modern GPU reduce-by-key demonstration's 100 values by their keys\n"
               "on the GPU and print the keys and totals; without a GPU, the CPU's answer.\n"
               "--measure: time lg_reduce_by_key_f32 on 2^26 values in random runs of mean\n"
               "length 1 to 2^14 and print a table (needs a GPU).\n");
}
#line 2334 "chapters/06-segreduce.nw"
static int reduce_keys_on_gpu(lg_context *ctx, const int32_t *want_keys, const int32_t *want,
                              int want_segments)
{
    int32_t got_keys[100], got[100], *keys = NULL, *values = NULL, *keys_out = NULL, *dest = NULL;
    int segments = -1, ok = 0;

    if (cudaMalloc((void **)&keys, sizeof rbk_keys) == cudaSuccess &&
        cudaMalloc((void **)&values, sizeof rbk_values) == cudaSuccess &&
        cudaMalloc((void **)&keys_out, sizeof got_keys) == cudaSuccess &&
        cudaMalloc((void **)&dest, sizeof got) == cudaSuccess &&
        cudaMemcpy(keys, rbk_keys, sizeof rbk_keys, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(values, rbk_values, sizeof rbk_values, cudaMemcpyHostToDevice) == cudaSuccess &&
        lg_reduce_by_key_i32(keys, values, 100, LG_OP_SUM, keys_out, dest, &segments, ctx) == LG_OK &&
        cudaMemcpy(got_keys, keys_out, sizeof got_keys, cudaMemcpyDeviceToHost) == cudaSuccess &&
        cudaMemcpy(got, dest, sizeof got, cudaMemcpyDeviceToHost) == cudaSuccess) {
        printf("\nReduced keys (lg_reduce_by_key_i32, %d segments):\n", segments);
        print_array_i32(stdout, got_keys, segments);
        printf("\nReduced values:\n");
        print_array_i32(stdout, got, segments);
        ok = segments == want_segments &&
             memcmp(got_keys, want_keys, sizeof(int32_t) * (size_t)segments) == 0 &&
             memcmp(got, want, sizeof(int32_t) * (size_t)segments) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU reduction failed: %s\n", lg_context_last_error(ctx));
    }
    cudaFree(keys);
    cudaFree(values);
    cudaFree(keys_out);
    cudaFree(dest);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}
#line 2376 "chapters/06-segreduce.nw"
static int compare_floats(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Median ms of 20 runs after 3 warm-ups; plan NULL: the one call. */
static double time_reduce_by_key(lg_context *ctx, const int32_t *keys, const float *values,
                                 int count, const lg_segreduce_plan *plan, int32_t *keys_out,
                                 float *dest)
{
    cudaStream_t stream = lg_context_stream(ctx);
    cudaEvent_t start, stop;
    float times[20];
    int ok = cudaEventCreate(&start) == cudaSuccess && cudaEventCreate(&stop) == cudaSuccess;

    for (int run = -3; run < 20 && ok; run++) {
        ok = cudaEventRecord(start, stream) == cudaSuccess &&
             (plan == NULL
                  ? lg_reduce_by_key_f32(keys, values, count, LG_OP_SUM, keys_out, dest, NULL, ctx)
                  : lg_segreduce_apply_f32(plan, values, LG_OP_SUM, dest, ctx)) == LG_OK &&
             cudaEventRecord(stop, stream) == cudaSuccess &&
             cudaEventSynchronize(stop) == cudaSuccess;
        if (ok && run >= 0)
            ok = cudaEventElapsedTime(&times[run], start, stop) == cudaSuccess;
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    if (!ok)
        return -1;
    qsort(times, 20, sizeof times[0], compare_floats);
    return times[10];
}
#line 2412 "chapters/06-segreduce.nw"
static int measure_runs(lg_context *ctx, int count, int mean, int32_t *csr_host,
                        int32_t *keys_host, int32_t *keys, const float *values, int32_t *keys_out,
                        float *dest)
{
    int n = random_csr_uniform(11u + (unsigned)mean, count, 1, 2 * mean - 1, csr_host, count);
    int segments = 0;
    double bytes, codes, call_ms, apply_ms;
    lg_segreduce_plan *plan = NULL;

    for (int s = 0; s < n; s++)
        for (int j = csr_host[s]; j < (s + 1 < n ? csr_host[s + 1] : count); j++)
            keys_host[j] = s;
    bytes = 2.0 * sizeof(int32_t) * count + 2.0 * sizeof(int32_t) * n;
    codes = sizeof(uint32_t) * (double)LG_SEGREDUCE_NT *
            (double)(((int64_t)count + LG_SEGREDUCE_NV - 1) / LG_SEGREDUCE_NV);
    if (cudaMemcpy(keys, keys_host, sizeof(int32_t) * (size_t)count, cudaMemcpyHostToDevice) !=
            cudaSuccess ||
        lg_segreduce_plan_keys_i32(keys, count, &plan, &segments, ctx) != LG_OK || segments != n)
        return 1;
    call_ms = time_reduce_by_key(ctx, keys, values, count, NULL, keys_out, dest);
    apply_ms = time_reduce_by_key(ctx, keys, values, count, plan, keys_out, dest);
    lg_segreduce_plan_destroy(plan);
    printf("%d\t%d\t%.1f\t%.0f\t%.1f\t%.0f\n", mean, n, 1e3 * call_ms, bytes / call_ms / 1e6,
           1e3 * apply_ms, (sizeof(float) * ((double)count + n) + codes) / apply_ms / 1e6);
    fflush(stdout);
    return call_ms < 0 || apply_ms < 0;
}
#line 2442 "chapters/06-segreduce.nw"
static int measure_reduce_by_key(lg_context *ctx)
{
    const int count = 1 << 26;
    int32_t *csr_host = malloc(sizeof(int32_t) * (size_t)count);
    int32_t *keys_host = malloc(sizeof(int32_t) * (size_t)count);
    float *values_host = malloc(sizeof(float) * (size_t)count);
    int32_t *keys = NULL, *keys_out = NULL;
    float *values = NULL, *dest = NULL;
    int failed = 0;

    if (csr_host == NULL || keys_host == NULL || values_host == NULL ||
        cudaMalloc((void **)&keys, sizeof(int32_t) * (size_t)count) != cudaSuccess ||
        cudaMalloc((void **)&keys_out, sizeof(int32_t) * (size_t)count) != cudaSuccess ||
        cudaMalloc((void **)&values, sizeof(float) * (size_t)count) != cudaSuccess ||
        cudaMalloc((void **)&dest, sizeof(float) * (size_t)count) != cudaSuccess)
        return 1;
    for (int i = 0; i < count; i++)
        values_host[i] = (float)random_i32(3, (uint64_t)i, -1000, 1000) / 1000.0f;
    if (cudaMemcpy(values, values_host, sizeof(float) * (size_t)count, cudaMemcpyHostToDevice) !=
        cudaSuccess)
        return 1;
    printf("# lg_reduce_by_key_f32 (sum) over %d values\n", count);
    printf("mean run\truns\tcall (us)\tcall (GB/s)\tplan applied (us)\tplan (GB/s)\n");
    for (int mean = 1; mean <= 1 << 14 && !failed; mean *= 2)
        failed = measure_runs(ctx, count, mean, csr_host, keys_host, keys, values, keys_out, dest);
    cudaFree(keys);
    cudaFree(keys_out);
    cudaFree(values);
    cudaFree(dest);
    free(csr_host);
    free(keys_host);
    free(values_host);
    lg_context_destroy(ctx);
    return failed;
}

#line 2268 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    int32_t want_keys[100], want[100];
    int segments, measure = 0;
    lg_context *ctx = NULL;

    
#line 2319 "chapters/06-segreduce.nw"
for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
        usage(stdout);
        return 0;
    } else if (strcmp(argv[i], "--measure") == 0) {
        measure = 1;
    } else {
        fprintf(stderr, "reduce_by_key: bad option: %s\n", argv[i]);
        usage(stderr);
        return 2;
    }
}
#line 2275 "chapters/06-segreduce.nw"
    printf("Keys:\n");
    print_array_i32(stdout, rbk_keys, 100);
    printf("\nValues:\n");
    print_array_i32(stdout, rbk_values, 100);
    segments = reduce_by_key_reference_i32(rbk_keys, rbk_values, 100, LG_OP_SUM, want_keys, want);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("\nNo CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
        printf("\nReduced keys:\n");
        print_array_i32(stdout, want_keys, segments);
        printf("\nReduced values:\n");
        print_array_i32(stdout, want, segments);
        return measure ? 1 : 0;
    }
    return measure ? measure_reduce_by_key(ctx) : reduce_keys_on_gpu(ctx, want_keys, want, segments);
}
