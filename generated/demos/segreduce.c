#line 1622 "chapters/06-segreduce.nw"
/* segreduce: the chapter's demo. Reduces the Modern GPU CSR demonstration's
   values over its segments, on the GPU if there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "segreduce.h"   /* the tile shape, to count the plan's bytes */
#include "support.h"

#line 1661 "chapters/06-segreduce.nw"
static const int32_t demo_csr[7] = {0, 9, 19, 25, 71, 87, 97};
static const int32_t demo_values[100] = {
    1, 5, 5, 1, 2, 5, 1, 1, 4, 4,   5, 3, 4, 4, 4, 2, 2, 4, 2, 5,
    5, 1, 5, 1, 4, 5, 1, 4, 2, 2,   2, 3, 3, 1, 4, 2, 4, 2, 1, 2,
    5, 1, 2, 2, 3, 1, 2, 5, 4, 1,   2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
    4, 4, 4, 3, 4, 4, 1, 5, 1, 1,   3, 2, 3, 1, 4, 1, 1, 4, 4, 4,
    3, 5, 5, 3, 2, 1, 5, 5, 4, 5,   4, 2, 2, 3, 5, 5, 1, 4, 1, 5};
#line 1671 "chapters/06-segreduce.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: segreduce [--measure]\n"
               "Reduce the Modern GPU CSR demonstration's 100 values over its 7 segments\n"
               "on the GPU and print the totals; without a GPU, print the CPU's answer.\n"
               "--measure: time lg_segreduce_csr_f32 on 2^26 values over random segments\n"
               "of mean length 1 to 2^14 and print a table (needs a GPU).\n");
}
#line 1697 "chapters/06-segreduce.nw"
static int reduce_demo_on_gpu(lg_context *ctx, const int32_t *want)
{
    int32_t got[7], *values = NULL, *csr = NULL, *dest = NULL;
    int ok = 0;

    if (cudaMalloc((void **)&values, sizeof demo_values) == cudaSuccess &&
        cudaMalloc((void **)&csr, sizeof demo_csr) == cudaSuccess &&
        cudaMalloc((void **)&dest, sizeof got) == cudaSuccess &&
        cudaMemcpy(values, demo_values, sizeof demo_values, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(csr, demo_csr, sizeof demo_csr, cudaMemcpyHostToDevice) == cudaSuccess &&
        lg_segreduce_csr_i32(values, 100, csr, 7, LG_OP_SUM, dest, ctx) == LG_OK &&
        cudaMemcpy(got, dest, sizeof got, cudaMemcpyDeviceToHost) == cudaSuccess) {
        printf("\nReduced values (lg_segreduce_csr_i32):\n");
        print_array_i32(stdout, got, 7);
        ok = memcmp(got, want, sizeof got) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU reduction failed: %s\n", lg_context_last_error(ctx));
    }
    cudaFree(values);
    cudaFree(csr);
    cudaFree(dest);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}
#line 1830 "chapters/06-segreduce.nw"
enum { MEASURE_COPY, MEASURE_CALL, MEASURE_APPLY };

static int compare_floats(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

static double median_of(float *times, int n)
{
    qsort(times, (size_t)n, sizeof *times, compare_floats);
    return times[n / 2];
}

/* The median time in ms of 20 runs of one operation, after 3 warm-up runs;
   -1 on failure. */
static double measure_ms(lg_context *ctx, int what, float *dest, const float *values, int count,
                         const int32_t *csr, int segments, const lg_segreduce_plan *plan)
{
    cudaStream_t stream = lg_context_stream(ctx);
    cudaEvent_t start, stop;
    float times[20];
    int ok = cudaEventCreate(&start) == cudaSuccess && cudaEventCreate(&stop) == cudaSuccess;

    for (int run = -3; run < 20 && ok; run++) {
        ok = cudaEventRecord(start, stream) == cudaSuccess;
        if (what == MEASURE_COPY)
            ok = ok && cudaMemcpyAsync(dest, values, sizeof(float) * (size_t)count,
                                       cudaMemcpyDeviceToDevice, stream) == cudaSuccess;
        else if (what == MEASURE_CALL)
            ok = ok && lg_segreduce_csr_f32(values, count, csr, segments, LG_OP_SUM, dest, ctx) == LG_OK;
        else
            ok = ok && lg_segreduce_apply_f32(plan, values, LG_OP_SUM, dest, ctx) == LG_OK;
        ok = ok && cudaEventRecord(stop, stream) == cudaSuccess &&
             cudaEventSynchronize(stop) == cudaSuccess;
        if (ok && run >= 0)
            ok = cudaEventElapsedTime(&times[run], start, stop) == cudaSuccess;
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    if (!ok) {
        printf("segreduce: a measured run failed: %s\n", lg_context_last_error(ctx));
        return -1;
    }
    return median_of(times, 20);
}

static const char *check_measured_totals(const float *values_host, int count, const int32_t *csr,
                                         int segments, const float *dest)
{
    float *got = malloc(sizeof(float) * (size_t)segments);
    const char *verdict = "ok";

    if (got == NULL ||
        cudaMemcpy(got, dest, sizeof(float) * (size_t)segments, cudaMemcpyDeviceToHost) != cudaSuccess)
        verdict = "unchecked";
    for (int i = 0; got != NULL && i < segments && verdict[0] == 'o'; i++) {
        int end = i + 1 < segments ? csr[i + 1] : count;
        double want = 0, magnitude = 0;
        for (int j = csr[i]; j < end; j++) {
            want += values_host[j];
            magnitude += values_host[j] < 0 ? -values_host[j] : values_host[j];
        }
        if (got[i] - want > 1.0 / 65536 * magnitude || want - got[i] > 1.0 / 65536 * magnitude)
            verdict = "WRONG";
    }
    free(got);
    return verdict;
}

#line 1798 "chapters/06-segreduce.nw"
static int measure_one_geometry(lg_context *ctx, const float *values_host, const float *values,
                                int count, const int32_t *csr_host, int32_t *csr, int segments,
                                float *dest, int mean, int empty, double copy_bandwidth)
{
    double call_bytes = sizeof(float) * (double)count + 2.0 * sizeof(int32_t) * segments;
    double codes = sizeof(uint32_t) * (double)LG_SEGREDUCE_NT *
                   (double)(((int64_t)count + LG_SEGREDUCE_NV - 1) / LG_SEGREDUCE_NV);
    double apply_bytes = sizeof(float) * (double)count + codes + sizeof(float) * (double)segments;
    double call_ms, apply_ms;
    lg_segreduce_plan *plan = NULL;
    const char *check;

    if (cudaMemcpy(csr, csr_host, sizeof(int32_t) * (size_t)segments, cudaMemcpyHostToDevice) !=
        cudaSuccess)
        return 1;
    call_ms = measure_ms(ctx, MEASURE_CALL, dest, values, count, csr, segments, NULL);
    check = check_measured_totals(values_host, count, csr_host, segments, dest);
    if (lg_segreduce_plan_csr(csr, count, segments, &plan, ctx) != LG_OK)
        return 1;
    apply_ms = measure_ms(ctx, MEASURE_APPLY, dest, values, count, csr, segments, plan);
    lg_segreduce_plan_destroy(plan);
    if (check[0] == 'o')
        check = check_measured_totals(values_host, count, csr_host, segments, dest);
    printf("%d\t%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f\t%s\n", mean, empty ? "yes" : "no", segments,
           1e3 * call_ms, 100.0 * call_bytes / call_ms / 1e6 / copy_bandwidth,
           1e3 * apply_ms, 100.0 * apply_bytes / apply_ms / 1e6 / copy_bandwidth, check);
    fflush(stdout);
    return call_ms < 0 || apply_ms < 0;
}
#line 1734 "chapters/06-segreduce.nw"
static int measure_segreduce(lg_context *ctx)
{
    const int count = 1 << 26;
    float *values_host = malloc(sizeof(float) * (size_t)count);
    int32_t *csr_host = malloc(sizeof(int32_t) * 2 * (size_t)count);
    int32_t *plain = malloc(sizeof(int32_t) * (size_t)count);
    float *values = NULL, *dest = NULL, *copy = NULL;
    int32_t *csr = NULL;
    double copy_bandwidth;
    int failed = 0;

    
#line 1775 "chapters/06-segreduce.nw"
if (values_host == NULL || csr_host == NULL || plain == NULL ||
    cudaMalloc((void **)&values, sizeof(float) * (size_t)count) != cudaSuccess ||
    cudaMalloc((void **)&copy, sizeof(float) * (size_t)count) != cudaSuccess ||
    cudaMalloc((void **)&dest, sizeof(float) * 2 * (size_t)count) != cudaSuccess ||
    cudaMalloc((void **)&csr, sizeof(int32_t) * 2 * (size_t)count) != cudaSuccess) {
    printf("segreduce: not enough memory for the measurement\n");
    return 1;
}
for (int i = 0; i < count; i++)
    values_host[i] = (float)random_i32(1, (uint64_t)i, -1000, 1000) / 1000.0f;
if (cudaMemcpy(values, values_host, sizeof(float) * (size_t)count, cudaMemcpyHostToDevice) !=
    cudaSuccess || lg_context_set_validation(ctx, 0) != LG_OK) {
    printf("segreduce: could not upload the values\n");
    return 1;
}
#line 1746 "chapters/06-segreduce.nw"
    copy_bandwidth = 2.0 * sizeof(float) * count / measure_ms(ctx, MEASURE_COPY, copy, values,
                                                               count, NULL, 0, NULL) / 1e6;
    printf("# lg_segreduce_csr_f32 (sum) over %d values; copy bandwidth %.0f GB/s\n", count,
           copy_bandwidth);
    printf("mean length\tempty between\tsegments\tcall (us)\tcall, %% of copy\t"
           "plan applied (us)\tplan, %% of copy\tcheck\n");
    for (int mean = 1; mean <= 1 << 14 && !failed; mean *= 2) {
        int n = random_csr_uniform(7u + (unsigned)mean, count, 1, 2 * mean - 1, plain, count);
        for (int empty = 0; empty < 2 && !failed; empty++) {
            int segments = empty ? interleave_empty_segments(plain, n, csr_host) : n;
            if (!empty)
                memcpy(csr_host, plain, sizeof(int32_t) * (size_t)n);
            failed = measure_one_geometry(ctx, values_host, values, count, csr_host, csr,
                                          segments, dest, mean, empty, copy_bandwidth);
        }
    }
    cudaFree(values);
    cudaFree(dest);
    cudaFree(copy);
    cudaFree(csr);
    free(values_host);
    free(csr_host);
    free(plain);
    lg_context_destroy(ctx);
    return failed;
}

#line 1638 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    int32_t want[7];
    lg_context *ctx = NULL;
    int measure = 0;

    
#line 1682 "chapters/06-segreduce.nw"
for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
        usage(stdout);
        return 0;
    } else if (strcmp(argv[i], "--measure") == 0) {
        measure = 1;
    } else {
        fprintf(stderr, "segreduce: bad option: %s\n", argv[i]);
        usage(stderr);
        return 2;
    }
}
#line 1645 "chapters/06-segreduce.nw"
    printf("Segment starts (CSR):\n");
    print_array_i32(stdout, demo_csr, 7);
    printf("\nValues:\n");
    print_array_i32(stdout, demo_values, 100);
    segreduce_reference_i32(demo_values, 100, demo_csr, 7, LG_OP_SUM, want);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("\nNo CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
        printf("\nReduced values:\n");
        print_array_i32(stdout, want, 7);
        return measure ? 1 : 0;
    }
    return measure ? measure_segreduce(ctx) : reduce_demo_on_gpu(ctx, want);
}
