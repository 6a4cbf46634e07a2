#line 2391 "chapters/03-mergesort.nw"
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
#line 4484 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: mergesort [-n|--count N] [-s|--seed S]\n"
               "                 [-t|--type i32|u32|f32|i64|u64|f64]\n"
               "Sort Modern GPU's demonstration inputs (100 keys; 100 pairs) with\n"
               "lg_mergesort_keys_S and lg_mergesort_pairs_S, as keys of the type S\n"
               "(default i32), or, with --count or --seed, N random keys from 0 to 99\n"
               "(default 100, at most %d; seed S, default 1). Without a GPU, print\n"
               "what the CPU model of the passes computes.\n", MAX_COUNT);
}
/* <<Make the mergesort demo's inputs>> */
#line 4580 "chapters/09-support.nw"
static void make_inputs(int32_t *keys, int32_t *pair_keys, int count, int seed)
{
    for (int i = 0; i < count; i++) {
        keys[i] = seed < 0 ? mergesort_demo_keys[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 99);
        pair_keys[i] = seed < 0 ? mergesort_demo_pair_keys[i]
                                : random_i32((uint64_t)seed, (uint64_t)(MAX_COUNT + i), 0, 99);
    }
}
/* <<Sort as key type S if the type named is S>> */
#line 4523 "chapters/09-support.nw"
#define DEMO_MERGESORT_AS(S, K)                                                          \
    if (strcmp(type, #S) == 0) {                                                         \
        K *host = malloc(sizeof(K) * n + 1), *device = NULL;                            \
        int32_t *d_values = NULL;                                                        \
        ok = host != NULL && cudaMalloc((void **)&device, sizeof(K) * n + 1) == cudaSuccess && \
             cudaMalloc((void **)&d_values, sizeof(int32_t) * n + 1) == cudaSuccess;     \
        for (size_t i = 0; ok && i < n; i++)                                             \
            host[i] = (K)keys[i];                                                        \
        ok = ok && cudaMemcpy(device, host, sizeof(K) * n, cudaMemcpyHostToDevice) == cudaSuccess && \
             (how != 1 || cudaMemcpy(d_values, values, sizeof(int32_t) * n,              \
                                     cudaMemcpyHostToDevice) == cudaSuccess) &&          \
             (how == 0   ? lg_mergesort_keys_##S(device, count, ctx)                     \
              : how == 1 ? lg_mergesort_pairs_##S(device, d_values, count, ctx)          \
                         : lg_mergesort_indices_##S(device, d_values, count, ctx)) == LG_OK && \
             cudaMemcpy(host, device, sizeof(K) * n, cudaMemcpyDeviceToHost) == cudaSuccess && \
             (how == 0 || cudaMemcpy(out_values, d_values, sizeof(int32_t) * n,          \
                                     cudaMemcpyDeviceToHost) == cudaSuccess);            \
        for (size_t i = 0; ok && i < n; i++)                                             \
            out_keys[i] = (int32_t)host[i];                                              \
        free(host), cudaFree(device), cudaFree(d_values);                                \
    }
/* <<Name the key types and sort as the one named>> */
#line 4547 "chapters/09-support.nw"
#define DEMO_KEY_NAME(S, K) #S,

/* Whether name is a suffix of LG_KEY_TYPES; if not, one line on standard
   error for the demo. */
static int demo_key_type_known(const char *demo, const char *name)
{
    static const char *const names[] = {LG_KEY_TYPES(DEMO_KEY_NAME)};

    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return 1;
    fprintf(stderr, "%s: --type %s: not a key type (i32, u32, f32, i64, u64 or f64)\n", demo,
            name);
    return 0;
}

/* Sort count int32 keys on the device as keys of the type named `type`
   (a suffix of LG_KEY_TYPES), by lg_mergesort_keys_S (how 0), _pairs_S
   with values (1) or _indices_S (2), into out_keys (converted back) and,
   for pairs and indices, out_values. Returns 1, or 0 if a call failed. */
static int demo_mergesort_as(const char *type, int how, lg_context *ctx, const int32_t *keys,
                             const int32_t *values, int count, int32_t *out_keys,
                             int32_t *out_values)
{
    size_t n = (size_t)count;
    int ok = 0;

    LG_KEY_TYPES(DEMO_MERGESORT_AS)
    return ok;
}
/* <<Sort the demonstrations on the GPU and compare>> */
#line 2492 "chapters/03-mergesort.nw"
static int sort_on_gpu(lg_context *ctx, const char *type, const int32_t *keys,
                       const int32_t *pair_keys, int count, int32_t *got_k, int32_t *got_pk,
                       int32_t *got_pv, int32_t *got_i)
{
    static int32_t values[MAX_COUNT], index_keys[MAX_COUNT];
    int ok;

    for (int i = 0; i < count; i++)
        values[i] = i;
    ok = demo_mergesort_as(type, 0, ctx, keys, NULL, count, got_k, NULL) &&
         demo_mergesort_as(type, 1, ctx, pair_keys, values, count, got_pk, got_pv) &&
         demo_mergesort_as(type, 2, ctx, pair_keys, NULL, count, index_keys, got_i);
    if (!ok)
        printf("The GPU sort as %s failed: %s\n", type, lg_context_last_error(ctx));
    return ok;
}
/* <<Print a demonstration>> */
#line 2445 "chapters/03-mergesort.nw"
static int sort_and_print(lg_context *ctx, const char *type, const int32_t *keys,
                          const int32_t *pair_keys, int count)
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
        ok = sort_on_gpu(ctx, type, keys, pair_keys, count, got_k, got_pk, got_pv, got_i) &&
             memcmp(got_k, want_k, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_pk, want_pk, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_pv, want_pv, sizeof(int32_t) * (size_t)count) == 0 &&
             memcmp(got_i, want_pv, sizeof(int32_t) * (size_t)count) == 0;
    memcpy(k, keys, sizeof(int32_t) * (size_t)count);
    /* <<Print the two demonstrations>> */
#line 2475 "chapters/03-mergesort.nw"
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
#line 2467 "chapters/03-mergesort.nw"
    if (ctx != NULL)
        printf("\n%s\n", ok ? "The GPU's keys, pairs and indices are the same as the model's."
                            : "The GPU's sort is DIFFERENT from the model's!");
    return ok ? 0 : 1;
}

/* <<The mergesort demo's main function>> */
#line 2415 "chapters/03-mergesort.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1, status;
    const char *type = "i32";
    static int32_t keys[MAX_COUNT], pair_keys[MAX_COUNT];
    lg_context *ctx = NULL;

    /* <<Read the mergesort demo's options>> */
#line 4497 "chapters/09-support.nw"
    const demo_option options[] = {
        {"count", 'n', 0, MAX_COUNT, &count, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
        {"type", 't', 0, 0, NULL, &type},
    };
    int done = demo_read_options(argc, argv, "mergesort", usage, options, 3);
    if (done >= 0)
        return done;
    if (!demo_key_type_known("mergesort", type))
        return 2;
    demo_random_input(&count, &seed, MERGESORT_DEMO_KEYS);
#line 2423 "chapters/03-mergesort.nw"
    make_inputs(keys, pair_keys, count, seed);
    /* <<Sort on the GPU if there is one, else show the model>> */
#line 2431 "chapters/03-mergesort.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU model of the passes.\n",
               lg_context_last_error(NULL));
        status = sort_and_print(NULL, type, keys, pair_keys, count);
    } else {
        status = sort_and_print(ctx, type, keys, pair_keys, count);
        lg_context_destroy(ctx);
    }
#line 2425 "chapters/03-mergesort.nw"
    /* <<Walk the sixteen keys through the passes>> */
#line 2513 "chapters/03-mergesort.nw"
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
#line 2426 "chapters/03-mergesort.nw"
    return status;
}
