#line 228 "chapters/00-preface.nw"
/* litgpu: load-balanced GPU algorithms. The public C API.
   Tangled from the chapters of the litgpu book, which explain every function. */
#ifndef LITGPU_H
#define LITGPU_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

#line 255 "chapters/00-preface.nw"
typedef enum lg_status {
    LG_OK = 0,
    LG_ERR_INVALID_ARGUMENT, /* a bad pointer, count or array; nothing written */
    LG_ERR_OUT_OF_MEMORY,    /* the device (or host) could not allocate */
    LG_ERR_NO_DEVICE,        /* no usable CUDA device or driver */
    LG_ERR_CUDA              /* any other CUDA error; see the message */
} lg_status;

/* A fixed English phrase for a status; never NULL. */
const char *lg_status_string(lg_status status);
#line 294 "chapters/00-preface.nw"
typedef struct lg_context lg_context;

/* Create a context on CUDA device number `device` (0 for the first).
   On failure *ctx is NULL and lg_context_last_error(NULL) says why. */
lg_status lg_context_create(lg_context **ctx, int device);
/* Free the context and its memory; NULL is allowed and does nothing. */
void lg_context_destroy(lg_context *ctx);
/* Wait until all work queued on the context's stream is done. */
lg_status lg_context_synchronize(lg_context *ctx);
/* The message of the last call on ctx that failed, "" if none has. With
   ctx NULL, the message of the last call on this thread that failed
   without a context (lg_context_create, or any call passed ctx = NULL). */
const char *lg_context_last_error(const lg_context *ctx);
/* The stream every call on ctx runs on; NULL if ctx is NULL. */
cudaStream_t lg_context_stream(const lg_context *ctx);
/* Checks that need a pass over device data (is this CSR array
   non-decreasing?) are on by default; 0 turns them off for speed. */
lg_status lg_context_set_validation(lg_context *ctx, int enabled);
#line 654 "chapters/00-preface.nw"
/* out[i] = first + i for i in [0, count), in 32-bit arithmetic that
   wraps past INT32_MAX. */
lg_status lg_iota_i32(int32_t *out, int count, int32_t first, lg_context *ctx);
#line 1560 "chapters/01-foundations.nw"
/* out[i] = in[0] + ... + in[i-1], in 32-bit two's-complement arithmetic (it
   wraps past INT32_MAX); *total_host, unless total_host is NULL, gets the
   exact 64-bit total, and the call then waits for it. in and out may be
   the same array. */
lg_status lg_scan_exclusive_i32(const int32_t *in, int count, int32_t *out,
                                int64_t *total_host, lg_context *ctx);
#line 721 "chapters/02-merge.nw"
/* Which list's elements go first where keys are equal in a merge path
   search: LG_BOUNDS_LOWER puts a's first (the stable merge), LG_BOUNDS_UPPER
   puts b's first. */
typedef enum lg_bounds { LG_BOUNDS_LOWER, LG_BOUNDS_UPPER } lg_bounds;
#line 1089 "chapters/02-merge.nw"
/* Merge: stable, A's elements before B's equal ones. a and b are sorted
   ascending; out (m + n elements) must not overlap them. The input's order
   is a precondition, not checked: an unsorted input gives an unspecified
   output, but every element of out is written and nothing else is. */
lg_status lg_merge_keys_i32(const int32_t *a, int a_count,
                            const int32_t *b, int b_count,
                            int32_t *out, lg_context *ctx);
lg_status lg_merge_pairs_i32(const int32_t *a_keys, const int32_t *a_values, int a_count,
                             const int32_t *b_keys, const int32_t *b_values, int b_count,
                             int32_t *out_keys, int32_t *out_values, lg_context *ctx);
#line 1102 "chapters/02-merge.nw"
/* The book's merge variants, kept callable for tests and benchmarks. */
typedef enum lg_merge_variant {
    LG_MERGE_BASIC,     /* one co-rank search per thread, global memory */
    LG_MERGE_TILED,     /* shared-memory tiles */
    LG_MERGE_CIRCULAR,  /* shared-memory circular buffers */
    LG_MERGE_PATH       /* global partition + register-blocked tiles (the fast one) */
} lg_merge_variant;
lg_status lg_merge_keys_variant_i32(lg_merge_variant variant,
                                    const int32_t *a, int a_count,
                                    const int32_t *b, int b_count,
                                    int32_t *out, lg_context *ctx);

/* Merge Path partitions: partitions[p] = how many of the first
   min(p * nv, a_count + b_count) elements of the merge of a and b come from
   a, for p = 0 ... ceil((a_count + b_count) / nv), so partitions needs
   that many plus one ints. bounds decides ties (lg_bounds). nv >= 1. */
lg_status lg_merge_path_partitions_i32(const int32_t *a, int a_count,
                                       const int32_t *b, int b_count, int nv,
                                       lg_bounds bounds, int32_t *partitions,
                                       lg_context *ctx);
#line 713 "chapters/04-lbs.nw"
/* Load-balancing search: indices[i] = upper_bound(b_scan, i) - 1 for i in
   [0, a_count), the object that makes work item i, where b_scan[0, b_count)
   is the exclusive scan of b_count objects' work-item counts and a_count
   their sum (lg_scan_exclusive_i32 gives both). indices must not overlap
   b_scan; a_count + b_count <= INT_MAX. With validation on (the default),
   b_scan is checked first: it starts at 0, never decreases, and ends at
   most at a_count; if not, nothing is written. */
lg_status lg_load_balance_search(int a_count, const int32_t *b_scan, int b_count,
                                 int32_t *indices, lg_context *ctx);

#line 242 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
