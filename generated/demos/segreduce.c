#line 2191 "chapters/06-segreduce.nw"
/* segreduce: the chapter's demo. Reduces the Modern GPU CSR demonstration's
   values over its segments, on the GPU if there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

/* <<The segreduce demo's input>> */
#line 2229 "chapters/06-segreduce.nw"
static const int32_t demo_csr[7] = {0, 9, 19, 25, 71, 87, 97};
static const int32_t demo_values[100] = {
    1, 5, 5, 1, 2, 5, 1, 1, 4, 4,   5, 3, 4, 4, 4, 2, 2, 4, 2, 5,
    5, 1, 5, 1, 4, 5, 1, 4, 2, 2,   2, 3, 3, 1, 4, 2, 4, 2, 1, 2,
    5, 1, 2, 2, 3, 1, 2, 5, 4, 1,   2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
    4, 4, 4, 3, 4, 4, 1, 5, 1, 1,   3, 2, 3, 1, 4, 1, 1, 4, 4, 4,
    3, 5, 5, 3, 2, 1, 5, 5, 4, 5,   4, 2, 2, 3, 5, 5, 1, 4, 1, 5};
/* <<Explain the segreduce demo's options>> */
#line 9145 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: segreduce [-t|--type f32|f64|i32|i64]\n"
               "Reduce the Modern GPU CSR demonstration's 100 values over its 7 segments\n"
               "on the GPU as values of the type (default i32) and print the totals;\n"
               "without a GPU, print the CPU's answer.\n");
}
/* <<Reduce the demo's segments on the GPU>> */
#line 2239 "chapters/06-segreduce.nw"
/* lg_segreduce_csr_T of the demo's values, for the type whose suffix is `type`. */
#define DEMO_REDUCE_AS(suffix, T)                                                             \
    if (strcmp(type, #suffix) == 0)                                                           \
        return lg_segreduce_csr_##suffix((const T *)values, 100, csr, 7, LG_OP_SUM, (T *)dest, \
                                         ctx);

static lg_status reduce_as(const char *type, const void *values, const int32_t *csr, void *dest,
                           lg_context *ctx)
{
    LG_SEGREDUCE_TYPES(DEMO_REDUCE_AS)
    return LG_ERR_INVALID_ARGUMENT;
}

static int reduce_demo_on_gpu(lg_context *ctx, const char *type, const int32_t *want)
{
    int64_t as_type[100], totals[7];   /* room for 8-byte values */
    int32_t got[7], *csr = NULL;
    void *values = NULL, *dest = NULL;
    size_t size = demo_type_size(type);
    int ok = 0;

    demo_values_as(type, demo_values, 100, as_type);
    /* <<Run the demo's reduction and compare it with the reference>> */
#line 2271 "chapters/06-segreduce.nw"
    if (cudaMalloc(&values, size * 100) == cudaSuccess &&
        cudaMalloc((void **)&csr, sizeof demo_csr) == cudaSuccess &&
        cudaMalloc(&dest, size * 7) == cudaSuccess &&
        cudaMemcpy(values, as_type, size * 100, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(csr, demo_csr, sizeof demo_csr, cudaMemcpyHostToDevice) == cudaSuccess &&
        reduce_as(type, values, csr, dest, ctx) == LG_OK &&
        cudaMemcpy(totals, dest, size * 7, cudaMemcpyDeviceToHost) == cudaSuccess) {
        for (int i = 0; i < 7; i++)
            got[i] = demo_value_i32(type, totals, i);
        printf("\nReduced values (lg_segreduce_csr_%s):\n", type);
        print_array_i32(stdout, got, 7);
        ok = memcmp(got, want, sizeof got) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU reduction failed: %s\n", lg_context_last_error(ctx));
    }
#line 2262 "chapters/06-segreduce.nw"
    cudaFree(values);
    cudaFree(csr);
    cudaFree(dest);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}

#line 2203 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    int32_t want[7];
    lg_context *ctx = NULL;

    /* <<Read the segreduce demo's options>> */
#line 9155 "chapters/09-support.nw"
    const char *type = "i32";
    const demo_option options[] = {{"type", 't', 0, 0, NULL, &type}};
    int done = demo_read_options(argc, argv, "segreduce", usage, options, 1);
    if (done >= 0)
        return done;
    if (!demo_type_known("segreduce", type))
        return 2;
#line 2209 "chapters/06-segreduce.nw"
    /* <<Print the demo's segment starts and values>> */
#line 2222 "chapters/06-segreduce.nw"
    printf("Segment starts (CSR):\n");
    print_array_i32(stdout, demo_csr, 7);
    printf("\nValues:\n");
    print_array_i32(stdout, demo_values, 100);
#line 2210 "chapters/06-segreduce.nw"
    segreduce_reference_i32(demo_values, 100, demo_csr, 7, LG_OP_SUM, want);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("\nNo CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
        printf("\nReduced values:\n");
        print_array_i32(stdout, want, 7);
        return 0;
    }
    return reduce_demo_on_gpu(ctx, type, want);
}
