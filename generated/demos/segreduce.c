#line 2043 "chapters/06-segreduce.nw"
/* segreduce: the chapter's demo. Reduces the Modern GPU CSR demonstration's
   values over its segments, on the GPU if there is one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

/* <<The segreduce demo's input>> */
#line 2081 "chapters/06-segreduce.nw"
static const int32_t demo_csr[7] = {0, 9, 19, 25, 71, 87, 97};
static const int32_t demo_values[100] = {
    1, 5, 5, 1, 2, 5, 1, 1, 4, 4,   5, 3, 4, 4, 4, 2, 2, 4, 2, 5,
    5, 1, 5, 1, 4, 5, 1, 4, 2, 2,   2, 3, 3, 1, 4, 2, 4, 2, 1, 2,
    5, 1, 2, 2, 3, 1, 2, 5, 4, 1,   2, 5, 4, 2, 4, 1, 3, 2, 4, 4,
    4, 4, 4, 3, 4, 4, 1, 5, 1, 1,   3, 2, 3, 1, 4, 1, 1, 4, 4, 4,
    3, 5, 5, 3, 2, 1, 5, 5, 4, 5,   4, 2, 2, 3, 5, 5, 1, 4, 1, 5};
/* <<Explain the segreduce demo's options>> */
#line 7328 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: segreduce\n"
               "Reduce the Modern GPU CSR demonstration's 100 values over its 7 segments\n"
               "on the GPU and print the totals; without a GPU, print the CPU's answer.\n");
}
/* <<Reduce the demo's segments on the GPU>> */
#line 2091 "chapters/06-segreduce.nw"
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

#line 2055 "chapters/06-segreduce.nw"
int main(int argc, char **argv)
{
    int32_t want[7];
    lg_context *ctx = NULL;

    /* <<Read the segreduce demo's options>> */
#line 7337 "chapters/09-support.nw"
    int done = demo_read_options(argc, argv, "segreduce", usage, NULL, 0);
    if (done >= 0)
        return done;
#line 2061 "chapters/06-segreduce.nw"
    /* <<Print the demo's segment starts and values>> */
#line 2074 "chapters/06-segreduce.nw"
    printf("Segment starts (CSR):\n");
    print_array_i32(stdout, demo_csr, 7);
    printf("\nValues:\n");
    print_array_i32(stdout, demo_values, 100);
#line 2062 "chapters/06-segreduce.nw"
    segreduce_reference_i32(demo_values, 100, demo_csr, 7, LG_OP_SUM, want);
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("\nNo CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
        printf("\nReduced values:\n");
        print_array_i32(stdout, want, 7);
        return 0;
    }
    return reduce_demo_on_gpu(ctx, want);
}
