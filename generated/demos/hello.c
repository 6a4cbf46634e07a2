#line 1347 "chapters/00-preface.nw"
/* hello: the preface's demo. Reports the device and fills an array with
   consecutive integers on it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

/* <<Explain the demo's options>> */
#line 1375 "chapters/00-preface.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: hello [-n|--count N] [-f|--first F]\n"
               "Fill N values (default 20, at most 1000) with F, F+1, ... (default F = 0)\n"
               "on the GPU and print them; without a GPU, print the CPU's answer.\n");
}
/* <<Fill on the CPU, for comparison>> */
#line 1399 "chapters/00-preface.nw"
static void fill_reference(int32_t *values, int count, int first)
{
    for (int i = 0; i < count; i++)
        values[i] = first + i;
}

static int fill_on_cpu(int count, int first)
{
    int32_t values[1000];

    fill_reference(values, count, first);
    printf("%d values from %d:\n", count, first);
    print_array_i32(stdout, values, count);
    return 0;
}
/* <<Fill on the GPU and compare>> */
#line 1417 "chapters/00-preface.nw"
static int fill_on_gpu(lg_context *ctx, int count, int first)
{
    int32_t got[1000], want[1000];
    int32_t *out = NULL;
    int ok = 0;
    struct cudaDeviceProp props;

    if (cudaGetDeviceProperties(&props, 0) == cudaSuccess)
        printf("Device 0: %s, %d SMs, %d MiB of L2 cache.\n", props.name,
               props.multiProcessorCount, props.l2CacheSize >> 20);
    fill_reference(want, count, first);
    if (cudaMalloc((void **)&out, sizeof(int32_t) * (count ? count : 1)) == cudaSuccess &&
        lg_iota_i32(out, count, first, ctx) == LG_OK &&
        cudaMemcpy(got, out, sizeof(int32_t) * count, cudaMemcpyDeviceToHost) == cudaSuccess) {
        printf("%d values from %d, filled by lg_iota_i32:\n", count, first);
        print_array_i32(stdout, got, count);
        ok = memcmp(got, want, sizeof(int32_t) * count) == 0;
        printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
    } else {
        printf("The GPU fill failed: %s\n", lg_context_last_error(ctx));
    }
    cudaFree(out);
    lg_context_destroy(ctx);
    return ok ? 0 : 1;
}

#line 1359 "chapters/00-preface.nw"
int main(int argc, char **argv)
{
    int count = 20, first = 0;
    lg_context *ctx = NULL;

    /* <<Read the demo's options>> */
#line 1389 "chapters/00-preface.nw"
    const demo_option options[] = {
        {"count", 'n', 0, 1000, &count, NULL},
        {"first", 'f', -1000000, 1000000, &first, NULL},
    };
    int done = demo_read_options(argc, argv, "hello", usage, options, 2);
    if (done >= 0)
        return done;
#line 1365 "chapters/00-preface.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n",
               lg_context_last_error(NULL));
        return fill_on_cpu(count, first);
    }
    return fill_on_gpu(ctx, count, first);
}
