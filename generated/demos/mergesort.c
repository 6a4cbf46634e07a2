#line 1989 "chapters/03-mergesort.nw"
/* mergesort: the mergesort chapter's demo. Sorts Modern GPU's demonstration
   inputs (keys, and pairs), prints them in its format, and walks sixteen
   keys through the passes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

enum { MAX_COUNT = 1000 };

/* <<Explain the mergesort demo's options>> */
#line 4092 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: mergesort [-n|--count N] [-s|--seed S]\n"
               "Sort Modern GPU's demonstration inputs (100 keys; 100 pairs) with\n"
               "lg_mergesort_keys_i32 and lg_mergesort_pairs_i32, or, with --count or\n"
               "--seed, N random keys from 0 to 99 (default 100, at most %d; seed S,\n"
               "default 1). Without a GPU, print what the CPU model of the passes\n"
               "computes.\n", MAX_COUNT);
}
/* <<Make the mergesort demo's inputs>> */
#line 4115 "chapters/09-support.nw"
static void make_inputs(int32_t *keys, int32_t *pair_keys, int count, int seed)
{
    for (int i = 0; i < count; i++) {
        keys[i] = seed < 0 ? mergesort_demo_keys[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 99);
        pair_keys[i] = seed < 0 ? mergesort_demo_pair_keys[i]
                                : random_i32((uint64_t)seed, (uint64_t)(MAX_COUNT + i), 0, 99);
    }
}
/* <<Sort the demonstrations on the GPU and compare>> */
#line 2087 "chapters/03-mergesort.nw"
static int sort_on_gpu(lg_context *ctx, const int32_t *keys, const int32_t *pair_keys,
                       int count, int32_t *got_k, int32_t *got_pk, int32_t *got_pv,
                       int32_t *got_i)
{
    static int32_t values[MAX_COUNT];
    size_t n = (size_t)count, bytes = sizeof(int32_t) * n;
    int32_t *d = NULL;
    int ok;

    for (int i = 0; i < count; i++)
        values[i] = i;
    ok = cudaMalloc((void **)&d, sizeof(int32_t) * (5 * n + 1)) == cudaSuccess &&
         cudaMemcpy(d, keys, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
         cudaMemcpy(d + n, pair_keys, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
         cudaMemcpy(d + 2 * n, values, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
         cudaMemcpy(d + 3 * n, pair_keys, bytes, cudaMemcpyHostToDevice) == cudaSuccess &&
         lg_mergesort_keys_i32(d, count, ctx) == LG_OK &&
         lg_mergesort_pairs_i32(d + n, d + 2 * n, count, ctx) == LG_OK &&
         lg_mergesort_indices_i32(d + 3 * n, d + 4 * n, count, ctx) == LG_OK &&
         cudaMemcpy(got_k, d, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
         cudaMemcpy(got_pk, d + n, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
         cudaMemcpy(got_pv, d + 2 * n, bytes, cudaMemcpyDeviceToHost) == cudaSuccess &&
         cudaMemcpy(got_i, d + 4 * n, bytes, cudaMemcpyDeviceToHost) == cudaSuccess;
    if (!ok)
        printf("The GPU sort failed: %s\n", lg_context_last_error(ctx));
    cudaFree(d);
    return ok;
}
/* <<Print a demonstration>> */
#line 2041 "chapters/03-mergesort.nw"
static int sort_and_print(lg_context *ctx, const int32_t *keys, const int32_t *pair_keys,
                          int count)
{
    static int32_t k[MAX_COUNT], want_k[MAX_COUNT], want_pk[MAX_COUNT], want_pv[MAX_COUNT];
    static int32_t got_k[MAX_COUNT], got_pk[MAX_COUNT], got_pv[MAX_COUNT], got_i[MAX_COUNT];
    int ok = 1;

    memcpy(want_k, keys, sizeof(int32_t) * (size_t)count);
    memcpy(want_pk, pair_keys, sizeof(int32_t) * (size_t)count);
    for (int i = 0; i < count; i++)
        want_pv[i] = i;
    if (mergesort_model_i32(want_k, NULL, count, 4, NULL) != 0 ||
        mergesort_model_i32(want_pk, want_pv, count, 4, NULL) != 0)
        return 1;
    if (ctx != NULL)
        ok = sort_on_gpu(ctx, keys, pair_keys, count, got_k, got_pk, got_pv, got_i) &&
             memcmp(got_k, want_k, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_pk, want_pk, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_pv, want_pv, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_i, want_pv, sizeof(int32_t) * (size_t)count) == 0;
    memcpy(k, keys, sizeof(int32_t) * (size_t)count);
    /* <<Print the two demonstrations>> */
#line 2071 "chapters/03-mergesort.nw"
    printf("\nSORT KEYS DEMONSTRATION:\n\nInput:\n");
    print_array_i32(stdout, k, count);
    printf("\nSorted output:\n");
    print_array_i32(stdout, want_k, count);
    printf("\nSORT PAIRS DEMONSTRATION:\n\nInput keys:\n");
    print_array_i32(stdout, pair_keys, count);
    printf("\nSorted keys:\n");
    print_array_i32(stdout, want_pk, count);
    printf("\nSorted values:\n");
    print_array_i32(stdout, want_pv, count);
#line 2063 "chapters/03-mergesort.nw"
    if (ctx != NULL)
        printf("\n%s\n", ok ? "The GPU's keys, pairs and indices are the same as the model's."
                            : "The GPU's sort is DIFFERENT from the model's!");
    return ok ? 0 : 1;
}

/* <<The mergesort demo's main function>> */
#line 2012 "chapters/03-mergesort.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1, status;
    static int32_t keys[MAX_COUNT], pair_keys[MAX_COUNT];
    lg_context *ctx = NULL;

    /* <<Read the mergesort demo's options>> */
#line 4104 "chapters/09-support.nw"
    const demo_option options[] = {
        {"count", 'n', 0, MAX_COUNT, &count, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
    };
    int done = demo_read_options(argc, argv, "mergesort", usage, options, 2);
    if (done >= 0)
        return done;
    demo_random_input(&count, &seed, MERGESORT_DEMO_KEYS);
#line 2019 "chapters/03-mergesort.nw"
    make_inputs(keys, pair_keys, count, seed);
    /* <<Sort on the GPU if there is one, else show the model>> */
#line 2027 "chapters/03-mergesort.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU model of the passes.\n",
               lg_context_last_error(NULL));
        status = sort_and_print(NULL, keys, pair_keys, count);
    } else {
        status = sort_and_print(ctx, keys, pair_keys, count);
        lg_context_destroy(ctx);
    }
#line 2021 "chapters/03-mergesort.nw"
    /* <<Walk the sixteen keys through the passes>> */
#line 2120 "chapters/03-mergesort.nw"
    {
        int32_t walk[MERGESORT_WALK_KEYS];

        memcpy(walk, mergesort_walk_keys, sizeof walk);
        printf("\nMERGESORT PASSES ON SIXTEEN KEYS:\n\nlists of 1:");
        for (int i = 0; i < MERGESORT_WALK_KEYS; i++)
            printf(" %d", (int)walk[i]);
        printf("\n");
        if (mergesort_model_i32(walk, NULL, MERGESORT_WALK_KEYS, 2, stdout) != 0)
            status = 1;
    }
#line 2022 "chapters/03-mergesort.nw"
    return status;
}
