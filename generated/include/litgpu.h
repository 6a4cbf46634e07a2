#line 249 "chapters/00-preface.nw"
/* litgpu: load-balanced GPU algorithms. The public C API.
   Tangled from the chapters of the litgpu book, which explain every function. */
#ifndef LITGPU_H
#define LITGPU_H

#include <stdint.h>
#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* <<Public declarations>> */
#line 276 "chapters/00-preface.nw"
typedef enum lg_status {
    LG_OK = 0,
    LG_ERR_INVALID_ARGUMENT, /* a bad pointer, count or array; nothing written */
    LG_ERR_OUT_OF_MEMORY,    /* the device (or host) could not allocate */
    LG_ERR_NO_DEVICE,        /* no usable CUDA device or driver */
    LG_ERR_CUDA,             /* any other CUDA error; see the message */
    LG_ERR_UNSUPPORTED_DEVICE /* compute capability below 7.5, or a driver older
                                 than the CUDA runtime the library was built with */
} lg_status;

/* A fixed English phrase for a status; never NULL. */
const char *lg_status_string(lg_status status);

/* The version of the library, and of this header. */
#define LITGPU_VERSION_MAJOR 2
#define LITGPU_VERSION_MINOR 0
#define LITGPU_VERSION_PATCH 0
/* "MAJOR.MINOR.PATCH" of the library linked in; never NULL. */
const char *lg_version(void);
/* <<Public declarations>> */
#line 334 "chapters/00-preface.nw"
typedef struct lg_context lg_context;

/* Create a context on CUDA device number `device` (0 for the first).
   On failure *ctx is NULL and lg_context_last_error(NULL) says why:
   LG_ERR_NO_DEVICE without a device or driver, LG_ERR_UNSUPPORTED_DEVICE
   for a device below compute capability 7.5 or a driver older than the
   CUDA runtime the library was built with. */
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
/* <<Public declarations>> */
#line 362 "chapters/00-preface.nw"
/* Threads: a context belongs to one host thread at a time; give each
   thread its own context (contexts on one device may run side by side).
   Graphs: the calls on a context may be captured into a CUDA graph on its
   stream, with these rules. A captured call cannot allocate, so make each
   call once before the capture (the context keeps the memory it needs);
   one that needs more than the context holds is refused. A call that must
   wait for the device is refused too: one with a _host output, a plan's
   creation, and the checks that read device data (turn validation off to
   capture those calls). A refused call returns LG_ERR_INVALID_ARGUMENT,
   queues nothing and leaves the capture as it was. A graph uses the
   context's memory until lg_context_destroy; launch it on the context's
   stream (or ordered with it), never beside other calls on the context. */
/* <<Public declarations>> */
#line 1037 "chapters/00-preface.nw"
/* out[i] = first + i for i in [0, count), in 32-bit arithmetic that
   wraps past INT32_MAX. */
lg_status lg_iota_i32(int32_t *out, int count, int32_t first, lg_context *ctx);
/* <<Public declarations>> */
#line 1211 "chapters/01-foundations.nw"
/* out[i] = in[0] + ... + in[i-1], in 32-bit two's-complement arithmetic (it
   wraps past INT32_MAX); *total_host, unless total_host is NULL, gets the
   exact 64-bit total, and the call then waits for it. in and out may be
   the same array; otherwise they must not overlap (checked). */
lg_status lg_scan_exclusive_i32(const int32_t *in, int count, int32_t *out,
                                int64_t *total_host, lg_context *ctx);
/* <<Public declarations>> */
#line 826 "chapters/02-merge.nw"
/* Which list's elements go first where keys are equal in a merge path
   search: LG_BOUNDS_LOWER puts a's first (the stable merge), LG_BOUNDS_UPPER
   puts b's first. */
typedef enum lg_bounds { LG_BOUNDS_LOWER, LG_BOUNDS_UPPER } lg_bounds;
/* <<Public declarations>> */
#line 1337 "chapters/02-merge.nw"
/* The key types of merge and mergesort, X(suffix, C type). */
#define LG_KEY_TYPES(X)                                                        \
    X(i32, int32_t) X(u32, uint32_t) X(f32, float) X(i64, int64_t) X(u64, uint64_t) \
    X(f64, double)
/* <<Public declarations>> */
#line 1543 "chapters/02-merge.nw"
/* Merge: stable, A's elements before B's equal ones. a and b are sorted
   ascending; a_count + b_count <= INT_MAX. out (a_count + b_count
   elements) must not overlap a or b (checked); a and b may overlap each
   other. The pair merge's outputs must not overlap each other or any
   input (checked). The input's order is a precondition, not checked: an
   unsorted input gives an unspecified output, but every element of out is
   written and nothing else is. For each key type S, K of LG_KEY_TYPES:
   lg_merge_keys_i32, _u32, _f32, _i64, _u64, _f64 and
   lg_merge_pairs_i32, _u32, _f32, _i64, _u64, _f64 (values are int32_t). */
#define LG_DECLARE_MERGE(S, K)                                                          \
    lg_status lg_merge_keys_##S(const K *a, int a_count, const K *b, int b_count, K *out, \
                                lg_context *ctx);                                       \
    lg_status lg_merge_pairs_##S(const K *a_keys, const int32_t *a_values, int a_count,  \
                                 const K *b_keys, const int32_t *b_values, int b_count,  \
                                 K *out_keys, int32_t *out_values, lg_context *ctx);
LG_KEY_TYPES(LG_DECLARE_MERGE)
/* <<Public declarations>> */
#line 1562 "chapters/02-merge.nw"
/* The book's merge variants, kept callable for tests and benchmarks. They
   take the arguments of lg_merge_keys_i32, with its limits and checks. */
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
   that many plus one ints, at most INT_MAX, and must not overlap a or b
   (checked). bounds decides ties (lg_bounds). nv >= 1. */
lg_status lg_merge_path_partitions_i32(const int32_t *a, int a_count,
                                       const int32_t *b, int b_count, int nv,
                                       lg_bounds bounds, int32_t *partitions,
                                       lg_context *ctx);
/* <<Public declarations>> */
#line 2230 "chapters/03-mergesort.nw"
/* Mergesort: sort keys[0, count) in place, ascending and stable (equal
   keys keep their order) under the key order of LG_KEY_TYPES (floats:
   -0.0 equal to +0.0, NaNs last); the keys keep their bits. The pair sort
   moves values[i] with keys[i]; the index sort writes into indices the
   position each key had before the sort (what a pair sort with values 0,
   1, ..., count - 1 would give; the old contents of indices are not
   read). keys and values (or indices) must not overlap (checked).
   Temporary memory comes from the context's scratch block. For each key
   type S, K of LG_KEY_TYPES:
   lg_mergesort_keys_i32, lg_mergesort_keys_u32, lg_mergesort_keys_f32,
   lg_mergesort_keys_i64, lg_mergesort_keys_u64, lg_mergesort_keys_f64,
   lg_mergesort_pairs_i32, lg_mergesort_pairs_u32, lg_mergesort_pairs_f32,
   lg_mergesort_pairs_i64, lg_mergesort_pairs_u64, lg_mergesort_pairs_f64,
   lg_mergesort_indices_i32, lg_mergesort_indices_u32,
   lg_mergesort_indices_f32, lg_mergesort_indices_i64,
   lg_mergesort_indices_u64, lg_mergesort_indices_f64. */
#define LG_DECLARE_MERGESORT(S, K)                                                       \
    lg_status lg_mergesort_keys_##S(K *keys, int count, lg_context *ctx);                \
    lg_status lg_mergesort_pairs_##S(K *keys, int32_t *values, int count, lg_context *ctx); \
    lg_status lg_mergesort_indices_##S(K *keys, int32_t *indices, int count, lg_context *ctx);
LG_KEY_TYPES(LG_DECLARE_MERGESORT)
/* <<Public declarations>> */
#line 857 "chapters/04-lbs.nw"
/* Load-balancing search: indices[i] = upper_bound(b_scan, i) - 1 for i in
   [0, a_count), the object that makes work item i, where b_scan[0, b_count)
   is the exclusive scan of b_count objects' work-item counts and a_count
   their sum (lg_scan_exclusive_i32 gives both). indices must not overlap
   b_scan (checked); a_count + b_count <= INT_MAX. With validation on (the
   default), b_scan is checked first: it starts at 0, never decreases, and
   ends at most at a_count; if not, nothing is written. The check waits for
   the device, so a CUDA graph can capture the call only with validation
   off. */
lg_status lg_load_balance_search(int a_count, const int32_t *b_scan, int b_count,
                                 int32_t *indices, lg_context *ctx);
/* <<Public declarations>> */
#line 670 "chapters/05-intervals.nw"
/* The element types of the interval calls, as X(suffix, C type). */
#define LG_INTERVAL_TYPES(X) X(i32, int32_t) X(i64, int64_t)
/* <<Public declarations>> */
#line 677 "chapters/05-intervals.nw"
/* Over elements of type T, named with suffix S (out shares no memory with
   the other arrays: checked over the extents the arguments give, or at the
   first element where only the caller knows the extent, as for in and out
   of a move; move_count + interval_count <= INT_MAX; with validation on,
   the default, scan is checked on the device first, so a CUDA graph can
   capture these calls only with validation off):
   expand:  out[scan[j] + r] = values[j] for every interval j and rank r
            below its length; out has move_count elements.
   move:    out[scatter[j] + r] = in[gather[j] + r], a batched copy; the
            caller keeps the sources inside in and the destinations inside
            out; overlapping destinations give an undefined result.
   gather:  move with scatter = scan (out has move_count elements).
   scatter: move with gather = scan (in has move_count elements). */
#define LG_DECLARE_INTERVAL_CALLS(S, T)                                                        \
    lg_status lg_interval_expand_##S(int move_count, const int32_t *scan, const T *values,    \
                                     int interval_count, T *out, lg_context *ctx);            \
    lg_status lg_interval_move_##S(int move_count, const int32_t *gather,                     \
                                   const int32_t *scatter, const int32_t *scan,               \
                                   int interval_count, const T *in, T *out, lg_context *ctx); \
    lg_status lg_interval_gather_##S(int move_count, const int32_t *gather,                   \
                                     const int32_t *scan, int interval_count, const T *in,    \
                                     T *out, lg_context *ctx);                                \
    lg_status lg_interval_scatter_##S(int move_count, const int32_t *scatter,                 \
                                      const int32_t *scan, int interval_count, const T *in,   \
                                      T *out, lg_context *ctx);
/* Declares lg_interval_expand_i32, lg_interval_move_i32, lg_interval_gather_i32,
   lg_interval_scatter_i32, lg_interval_expand_i64, lg_interval_move_i64,
   lg_interval_gather_i64 and lg_interval_scatter_i64. */
LG_INTERVAL_TYPES(LG_DECLARE_INTERVAL_CALLS)
/* <<Public declarations>> */
#line 74 "chapters/06-segreduce.nw"
/* The operators of the segmented reductions. Each has an identity, the
   total of an empty segment: 0 for the sum; INT32_MAX, INT64_MAX, +inf
   for the minimum; INT32_MIN, INT64_MIN, -inf for the maximum.
   LG_OP_AFFINE treats an int32 as the affine map x -> a x + b modulo
   2^16, with a in the high 16 bits and b in the low 16, and combines two
   maps by applying the left one first. It is associative but not
   commutative, so a reduction with it shows whether partial results were
   combined in order; int32 only. Its identity is the map x -> x,
   0x00010000. */
typedef enum lg_op { LG_OP_SUM, LG_OP_MIN, LG_OP_MAX, LG_OP_AFFINE } lg_op;
/* <<Public declarations>> */
#line 101 "chapters/06-segreduce.nw"
/* The value types of the segmented reductions, as X(suffix, C type): the
   one list from which the header declares each function of the family
   below and the library defines it. */
#define LG_SEGREDUCE_TYPES(X) X(f32, float) X(f64, double) X(i32, int32_t) X(i64, int64_t)

/* Segmented reduction over segments given by a CSR array: csr[i] is the
   index in data of segment i's first value, csr[0] = 0, csr never
   decreases and its entries are at most count. dest[i] gets the
   reduction of data[csr[i] .. csr[i + 1]) (up to count for the last
   segment); an empty segment gets the operator's identity. There must be
   at least one segment unless count is 0; count and num_segments may each
   be up to INT_MAX. dest must not overlap data or csr (checked). With
   validation on (the default), csr is checked on the device first, so a
   CUDA graph can capture the call only with validation off.
   Declares lg_segreduce_csr_f32, lg_segreduce_csr_f64,
   lg_segreduce_csr_i32 and lg_segreduce_csr_i64. */
#define LG_SEGREDUCE_CSR_DECLARE(suffix, T)                                            \
    lg_status lg_segreduce_csr_##suffix(const T *data, int count, const int32_t *csr,   \
                                        int num_segments, lg_op op, T *dest,           \
                                        lg_context *ctx);
LG_SEGREDUCE_TYPES(LG_SEGREDUCE_CSR_DECLARE)
/* <<Public declarations>> */
#line 2301 "chapters/06-segreduce.nw"
/* Reduce the runs of equal adjacent keys: segment s is the s-th such run.
   dest[s] gets the reduction of its values and, unless keys_out is NULL,
   keys_out[s] its key; *num_segments_host, unless NULL, the number of
   segments (then the call waits for the device, and a CUDA graph cannot
   capture it). keys_out and dest need room for the segments, at most
   count; neither may overlap keys, data or the other (checked where they
   start, since the number of segments is known only after the call).
   Declares lg_reduce_by_key_f32, lg_reduce_by_key_f64, lg_reduce_by_key_i32
   and lg_reduce_by_key_i64. */
#define LG_REDUCE_BY_KEY_DECLARE(suffix, T)                                               \
    lg_status lg_reduce_by_key_##suffix(const int32_t *keys, const T *data, int count,     \
                                        lg_op op, int32_t *keys_out, T *dest,             \
                                        int *num_segments_host, lg_context *ctx);
LG_SEGREDUCE_TYPES(LG_REDUCE_BY_KEY_DECLARE)
/* <<Public declarations>> */
#line 2794 "chapters/06-segreduce.nw"
typedef struct lg_segreduce_plan lg_segreduce_plan;

/* Plan reductions over the segments of a CSR array (checked as
   lg_segreduce_csr_f32 checks it), or over the runs of equal adjacent
   keys (*num_segments_host, unless NULL, gets their number; the call
   waits for the device). The plan keeps its own copy of what it needs.
   Making a plan allocates device memory, which a CUDA graph cannot
   capture; applying one can be captured. */
lg_status lg_segreduce_plan_csr(const int32_t *csr, int count, int num_segments,
                                lg_segreduce_plan **plan, lg_context *ctx);
lg_status lg_segreduce_plan_keys_i32(const int32_t *keys, int count,
                                     lg_segreduce_plan **plan, int *num_segments_host,
                                     lg_context *ctx);
/* Reduce count values (the plan's count) into one total per segment; dest
   must not overlap data (checked). Declares lg_segreduce_apply_f32,
   lg_segreduce_apply_f64, lg_segreduce_apply_i32 and lg_segreduce_apply_i64. */
#define LG_SEGREDUCE_APPLY_DECLARE(suffix, T)                                             \
    lg_status lg_segreduce_apply_##suffix(const lg_segreduce_plan *plan, const T *data,    \
                                          lg_op op, T *dest, lg_context *ctx);
LG_SEGREDUCE_TYPES(LG_SEGREDUCE_APPLY_DECLARE)
/* Free a plan; NULL is allowed and does nothing. */
void lg_segreduce_plan_destroy(lg_segreduce_plan *plan);
/* <<Public declarations>> */
#line 3070 "chapters/06-segreduce.nw"
/* y = A x for the num_rows x n matrix A in CSR form: values[j] and
   cols[j] are the value and column of nonzero j (0 <= cols[j] < n, the
   length of x; not checked), csr[r] the index of row r's first nonzero
   (checked as lg_segreduce_csr_f32 checks it, with nz for count). y must
   not overlap values, cols, csr or x (checked; x at its first entry,
   since its length is not an argument). The same, lg_spmv_apply_T, with
   a plan of the matrix's rows (lg_segreduce_plan_csr of csr, nz and
   num_rows). Declares lg_spmv_csr_f32, lg_spmv_csr_f64, lg_spmv_apply_f32
   and lg_spmv_apply_f64. */
#define LG_SPMV_TYPES(X) X(f32, float) X(f64, double)
#define LG_SPMV_DECLARE(suffix, T)                                                         \
    lg_status lg_spmv_csr_##suffix(const T *values, const int32_t *cols, int nz,            \
                                   const int32_t *csr, int num_rows, const T *x, T *y,     \
                                   lg_context *ctx);                                       \
    lg_status lg_spmv_apply_##suffix(const lg_segreduce_plan *plan, const T *values,        \
                                     const int32_t *cols, const T *x, T *y,                \
                                     lg_context *ctx);
LG_SPMV_TYPES(LG_SPMV_DECLARE)

#line 263 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
