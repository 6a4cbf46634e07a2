#line 2667 "chapters/06-segreduce.nw"
/* reduce_by_key: reduces the Modern GPU reduce-by-key demonstration's
   values by their keys, on the GPU if there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

/* <<The reduce-by-key demo's input>> */
#line 2712 "chapters/06-segreduce.nw"
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
/* <<Explain the reduce-by-key demo's options>> */
#line 9165 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: reduce_by_key [-t|--type f32|f64|i32|i64]\n"
               "Reduce the Modern GPU reduce-by-key demonstration's 100 values by their keys\n"
               "on the GPU as values of the type (default i32) and print the keys and\n"
               "totals; without a GPU, the CPU's answer.\n");
}
/* <<Reduce the demo's keys on the GPU>> */
#line 2727 "chapters/06-segreduce.nw"
/* lg_reduce_by_key_T of the demo's pairs, for the type whose suffix is `type`. */
#define DEMO_REDUCE_BY_KEY_AS(suffix, T)                                                      \
    if (strcmp(type, #suffix) == 0)                                                           \
        return lg_reduce_by_key_##suffix(keys, (const T *)values, 100, LG_OP_SUM, keys_out,    \
                                         (T *)dest, segments, ctx);

static lg_status reduce_by_key_as(const char *type, const int32_t *keys, const void *values,
                                  int32_t *keys_out, void *dest, int *segments, lg_context *ctx)
{
    LG_SEGREDUCE_TYPES(DEMO_REDUCE_BY_KEY_AS)
    return LG_ERR_INVALID_ARGUMENT;
}

static int reduce_keys_on_gpu(lg_context *ctx, const char *type, const int32_t *want_keys,
                              const int32_t *want, int want_segments)
{
    int64_t as_type[100], totals[100];   /* room for 8-byte values */
    int32_t got_keys[100], got[100], *keys = NULL, *keys_out = NULL;
    void *values = NULL, *dest = NULL;
    size_t size = demo_type_size(type);
    int segments = -1, ok = 0;

    demo_values_as(type, rbk_values, 100, as_type);
    /* <<Run the demo's reduction by key>> */
#line 2758 "chapters/06-segreduce.nw"
    if (cudaMalloc((void **)&keys, sizeof rbk_keys) == cudaSuccess &&
        cudaMalloc(&values, size * 100) == cudaSuccess &&
        cudaMalloc((void **)&keys_out, sizeof got_keys) == cudaSuccess &&
        cudaMalloc(&dest, size * 100) == cudaSuccess &&
        cudaMemcpy(keys, rbk_keys, sizeof rbk_keys, cudaMemcpyHostToDevice) == cudaSuccess &&
        cudaMemcpy(values, as_type, size * 100, cudaMemcpyHostToDevice) == cudaSuccess &&
        reduce_by_key_as(type, keys, values, keys_out, dest, &segments, ctx) == LG_OK &&
        cudaMemcpy(got_keys, keys_out, sizeof got_keys, cudaMemcpyDeviceToHost) == cudaSuccess &&
        cudaMemcpy(totals, dest, size * 100, cudaMemcpyDeviceToHost) == cudaSuccess) {
        for (int i = 0; i < segments; i++)
            got[i] = demo_value_i32(type, totals, i);
        /* <<Print the GPU's keys and totals and compare them>> */
#line 2776 "chapters/06-segreduce.nw"
        printf("\nReduced keys (lg_reduce_by_key_%s, %d segments):\n", type, segments);
        print_array_i32(stdout, got_keys, segments);
        printf("\nReduced values:\n");
        print_array_i32(stdout, got, segments);
        ok = segments == want_segments &&
             memcmp(got_keys, want_keys, sizeof(int32_t) * (size_t)segments) == 0 &&
             memcmp(got, want, sizeof(int32_t) * (size_t)segments) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
#line 2770 "chapters/06-segreduce.nw"
    } else {
        printf("The GPU reduction failed: %s\n", lg_context_last_error(ctx));
    }
#line 2751 "chapters/06-segreduce.nw"
    cudaFree(keys); cudaFree(values); cudaFree(keys_out); cudaFree(dest);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}

#line 2679 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    int32_t want_keys[100], want[100];
    int segments;
    lg_context *ctx = NULL;

    /* <<Read the reduce-by-key demo's options>> */
#line 9175 "chapters/09-support.nw"
    const char *type = "i32";
    const demo_option options[] = {{"type", 't', 0, 0, NULL, &type}};
    int done = demo_read_options(argc, argv, "reduce_by_key", usage, options, 1);
    if (done >= 0)
        return done;
    if (!demo_type_known("reduce_by_key", type))
        return 2;
#line 2686 "chapters/06-segreduce.nw"
    /* <<Print the demo's keys and values>> */
#line 2698 "chapters/06-segreduce.nw"
    printf("Keys:\n");
    print_array_i32(stdout, rbk_keys, 100);
    printf("\nValues:\n");
    print_array_i32(stdout, rbk_values, 100);
#line 2687 "chapters/06-segreduce.nw"
    segments = reduce_by_key_reference_i32(rbk_keys, rbk_values, 100, LG_OP_SUM, want_keys, want);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("\nNo CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
        /* <<Print the reference's keys and totals>> */
#line 2705 "chapters/06-segreduce.nw"
        printf("\nReduced keys:\n");
        print_array_i32(stdout, want_keys, segments);
        printf("\nReduced values:\n");
        print_array_i32(stdout, want, segments);
#line 2691 "chapters/06-segreduce.nw"
        return 0;
    }
    return reduce_keys_on_gpu(ctx, type, want_keys, want, segments);
}
