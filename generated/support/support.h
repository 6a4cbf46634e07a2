#line 1159 "chapters/00-preface.nw"
/* Support for the demos, tests and benchmark: printing, and more in
   later chapters. Not part of liblitgpu. */
#ifndef LITGPU_SUPPORT_H
#define LITGPU_SUPPORT_H

#include <stdint.h>
#include <stdio.h>
#include "litgpu.h"   /* lg_status, and the CUDA runtime's types */

#ifdef __cplusplus
extern "C" {   /* the support library has .cu files; its names stay C's */
#endif

/* <<Support declarations>> */
#line 1181 "chapters/00-preface.nw"
/* Print count values to f, ten to a row, each row labelled by the index
   of its first value: "   10:    2    5    4 ...". */
void print_array_i32(FILE *f, const int32_t *values, int count);
/* <<Support declarations>> */
#line 1187 "chapters/00-preface.nw"
/* One option of a demo: its long name, its letter (0: none) and where its
   value goes: a whole number from low to high into *number, or, when
   number is NULL, the text itself into *text. */
typedef struct demo_option {
    const char *name;
    int letter;
    int low, high;
    int *number;
    const char **text;
} demo_option;
/* Read the options in argv (--name VALUE, --name=VALUE, -L VALUE; -h and
   --help print usage to standard output). Returns -1 when the demo goes
   on; otherwise the demo's exit status: 0 after the usage, 2 after one
   line on standard error that names the wrong option or value. */
int demo_read_options(int argc, char **argv, const char *demo, void (*usage)(FILE *),
                      const demo_option *options, int count);
/* For demos whose --count N and --seed S ask for random input: count and
   seed start at -1; if either was given, the other takes its default
   (default_count; seed 1) and the result is 1 (random input), else count
   becomes default_count and the result is 0 (the demo's own input). */
int demo_random_input(int *count, int *seed, int default_count);
/* <<Support declarations>> */
#line 985 "chapters/05-intervals.nw"
/* Modern GPU's demonstrations of interval expand and move: twenty
   intervals each. */
enum { INTERVAL_DEMO_COUNT = 20 };
extern const int32_t interval_expand_counts[INTERVAL_DEMO_COUNT];
extern const int32_t interval_expand_values[INTERVAL_DEMO_COUNT];
extern const int32_t interval_move_counts[INTERVAL_DEMO_COUNT];
extern const int32_t interval_move_gather[INTERVAL_DEMO_COUNT];
extern const int32_t interval_move_scatter[INTERVAL_DEMO_COUNT];
/* <<Support declarations>> */
#line 253 "chapters/06-segreduce.nw"
#include "litgpu.h"   /* lg_op */

/* Segmented reduction on the CPU, one segment after the other: the
   reference that the GPU's answers are checked against. */
void segreduce_reference_i32(const int32_t *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, int32_t *dest);
void segreduce_reference_i64(const int64_t *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, int64_t *dest);
void segreduce_reference_f64(const double *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, double *dest);
/* <<Support declarations>> */
#line 53 "chapters/09-support.nw"
/* The message of the last support call on this thread that failed, "" if
   none has: "copy_to_host: copying 400 bytes failed: invalid argument (...)". */
const char *support_last_error(void);
/* Record a failure message (printf format) and return status. */
lg_status support_fail(lg_status status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* LG_OK if error is cudaSuccess; otherwise record "WHAT failed: ..." and
   return the status that matches the error (out of memory, no device, or
   any other CUDA error), clearing the runtime's own record of it. */
lg_status cuda_check(cudaError_t error, const char *what);
/* <<Support declarations>> */
#line 124 "chapters/09-support.nw"
/* Device memory for host programs. A request for 0 bytes gives NULL, which
   every litgpu call accepts with a count of 0. Each call returns LG_OK or
   a status with a message (support_last_error). */
lg_status device_alloc(void **device_ptr, size_t bytes);
void device_free(void *device_ptr);   /* NULL is allowed */
lg_status copy_to_device(void *device_dst, const void *host_src, size_t bytes);
lg_status copy_to_host(void *host_dst, const void *device_src, size_t bytes);
/* Fill every byte with 0xA5, so that unwritten outputs show. */
lg_status device_poison(void *device_ptr, size_t bytes);
/* <<Support declarations>> */
#line 205 "chapters/09-support.nw"
typedef struct gpu_timer {
    cudaEvent_t start, stop;
    cudaStream_t stream;
} gpu_timer;

lg_status gpu_timer_create(gpu_timer *timer);
void gpu_timer_destroy(gpu_timer *timer);
/* Mark the start of the timed work on stream. */
lg_status gpu_timer_start(gpu_timer *timer, cudaStream_t stream);
/* Mark its end, wait for it, and give the time between the marks. */
lg_status gpu_timer_stop(gpu_timer *timer, float *milliseconds);
/* <<Support declarations>> */
#line 363 "chapters/09-support.nw"
/* Element `index` of the random stream `seed`: 32 uniform bits. */
uint32_t random_u32(uint64_t seed, uint64_t index);
/* The same element as an integer uniform in [low, high] (either order). */
int32_t random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high);
/* On the GPU: device_out[i] = random_i32(seed, i, low, high) for i < count,
   queued on stream. */
lg_status fill_random_i32(int32_t *device_out, int count, int32_t low, int32_t high,
                          uint64_t seed, cudaStream_t stream);
/* <<Support declarations>> */
#line 440 "chapters/09-support.nw"
/* counts[0, n): the degrees of a scale-free graph with `total` edges. Each
   count is empty with probability 0.55; the others get weights from a
   power law, P(weight >= w) = w^-1.7 for w >= 1, scaled so that the counts
   sum to exactly total (a weight too small for one edge gives 0, so more
   than 55% are 0 in expectation). With n = 2^22 and total = 2^26 the
   longest is near 10^5 (6 x 10^4 to 1.7 x 10^5 for seeds 1 to 3). Returns
   0, or -1 if out of host memory. */
int scale_free_counts_i32(uint64_t seed, int n, int32_t total, int32_t *counts);
/* <<Support declarations>> */
#line 486 "chapters/09-support.nw"
/* The sequential exclusive scan: out[i] = in[0] + ... + in[i-1] wrapped to
   32 bits; returns the exact total. in and out may be the same array. */
int64_t scan_exclusive_reference_i32(const int32_t *in, int count, int32_t *out);
/* <<Support declarations>> */
#line 960 "chapters/09-support.nw"
typedef enum cta_exercise { CTA_REDUCE, CTA_SCAN_INCLUSIVE, CTA_SCAN_EXCLUSIVE } cta_exercise;
/* Run a CTA routine of the foundations chapter on each tile of nt * vt
   values of in, (nt, vt) one of (32, 1), (96, 3), (128, 7), (256, 8),
   (1024, 2). tile_totals[t] gets tile t's total (wrapping); a reduction
   writes each thread's copy of it to out[t * nt + tid], a scan the tile's
   scan to out[i]. */
lg_status cta_exercise_i32(cta_exercise what, int nt, int vt, const int32_t *in, int count,
                           int32_t *out, int32_t *tile_totals, cudaStream_t stream);
/* <<Support declarations>> */
#line 1038 "chapters/09-support.nw"
typedef enum tile_copy_variant {
    COPY_STRIDED, COPY_THREAD_ORDER, COPY_VIA_SHARED, COPY_VIA_PADDED_SHARED
} tile_copy_variant;
/* Copy count values from in to out tile by tile, NT = 256 threads and vt
   (4, 8, 15 or 16) values per thread, moving them as `variant` says; the
   shared-memory variants go to thread order and back `rounds` times. */
lg_status tile_copy_i32(tile_copy_variant variant, int vt, int rounds, const int32_t *in,
                        int count, int32_t *out, cudaStream_t stream);
/* <<Support declarations>> */
#line 1205 "chapters/09-support.nw"
/* One measurement from a results file of the benchmark driver
   (bench/results/GPU/FILE.tsv; see the appendix "How we measure"). */
typedef struct measured_row {
    char implementation[32], param[32];
    int n;
    double median_ms, effective_GBps, pct_of_copy;
} measured_row;
/* Read the rows of algorithm whose status is ok from the results file at
   path, at most capacity of them, and the header's gpu and date (64 bytes
   each). Returns how many, or -1 after printing a note on out if the file
   cannot be read or lacks a column. */
int read_measured_rows(FILE *out, const char *path, const char *algorithm,
                       measured_row *rows, int capacity, char *gpu, char *date);
/* The row for implementation, n (0: any) and param, or NULL. */
const measured_row *find_measured_row(const measured_row *rows, int count,
                                      const char *implementation, int n, const char *param);
/* value (64 bytes) = the value of the header line "# key: value" of the
   results file at path, or "?". */
void header_value(const char *path, const char *key, char *value);
/* <<Support declarations>> */
#line 3073 "chapters/09-support.nw"
/* One kernel of ptxas's report (nvcc -Xptxas -v): its name with its
   template arguments, "kernel<128, 15, long, 0, lg_seg_values<long> >"
   (integers, booleans, built-in types and classes), its NT (the first
   integer argument, or the untemplated_nt the reader was given) and its
   registers, shared bytes and spilled bytes (stores and loads). */
typedef struct ptxas_kernel {
    char name[160];
    int nt, registers, shared, spilled;
} ptxas_kernel;
/* Read the report at path into kernels[0, most); how many, -1 if missing. */
int read_ptxas_report(const char *path, int untemplated_nt, ptxas_kernel *kernels, int most);
/* Template argument `index` (0 first) of a kernel's name into arg; 0 if none. */
int ptxas_template_argument(const char *name, int index, char *arg, size_t size);
/* The CTAs of nt threads an H100 SM can hold with these registers a
   thread and shared bytes a CTA. */
int ptxas_ctas_per_sm(int nt, int registers, int shared);
/* Print, as a Markdown table, each kernel's registers, shared memory,
   spilled bytes and the CTAs and warps an H100 SM can hold, from the report
   at path (support/ptxas_report.c). */
void print_resource_table(const char *path, int untemplated_nt);
/* The same, for the kernels whose names start with one of the NULL-ended
   prefixes in only. */
void print_resource_table_of(const char *path, int untemplated_nt, const char *const *only);
/* <<Support declarations>> */
#line 3312 "chapters/09-support.nw"
/* The pieces of Merge Path that the benchmark times apart. */
typedef enum merge_piece {
    MERGE_ONE_LEVEL,           /* the whole merge, with the one-level partition search */
    MERGE_PARTITION_ONE_LEVEL, /* the one-level partition kernel alone, into partitions */
    MERGE_PARTITION_TWO_LEVEL, /* the sample and two-level partition kernels, into partitions */
    MERGE_KERNEL_ALONE,        /* the merge kernel alone, from partitions */
    MERGE_HALF_TILES           /* the library's whole merge, with tiles of NT / 2 x VT */
} merge_piece;
/* Queue one piece of the library's Merge Path on ctx's stream: a merge of
   keys when a_values is NULL (tiles of LG_MERGE_KEYS_NT x LG_MERGE_KEYS_VT),
   of pairs otherwise (LG_MERGE_PAIRS_NT x LG_MERGE_PAIRS_VT). partitions
   holds one int per tile plus one. Errors are reported on ctx. */
lg_status merge_path_piece_i32(merge_piece piece, const int32_t *a_keys,
                               const int32_t *a_values, int a_count, const int32_t *b_keys,
                               const int32_t *b_values, int b_count, int32_t *out_keys,
                               int32_t *out_values, int *partitions, lg_context *ctx);
/* <<Support declarations>> */
#line 3447 "chapters/09-support.nw"
/* One merge pass of the mergesort chapter's algorithm on the CPU: sorted
   lists of grain * coop / 2 keys of keys[0, count) merged in pairs into
   keys_out (values, unless NULL, into values_out), by workers of `grain`
   outputs each, with the partition and range functions the kernels use.
   Returns 0, or -1 if out of host memory. */
int mergesort_model_pass_i32(const int32_t *keys, const int32_t *values, int count, int grain,
                             int coop, int32_t *keys_out, int32_t *values_out);
/* One four-way pass likewise: groups of four sorted lists of
   nt * vt * coop / 4 keys merged by workers of nt threads of vt outputs,
   as the four-way partition and merge kernels do it. */
int mergesort_model_pass4_i32(const int32_t *keys, const int32_t *values, int count, int nt,
                              int vt, int coop, int32_t *keys_out, int32_t *values_out);
/* A whole stable sort by model passes, from lists of one key (grain 1),
   in passes of up to `ways` lists (2 or 4), planned as the library plans
   them. If trace is not NULL, print the keys after each pass to it. */
int mergesort_model_i32(int32_t *keys, int32_t *values, int count, int ways, FILE *trace);
/* The reference: a stable least-significant-digit radix sort of keys
   (values with them, unless NULL) by bytes; plainly right and fast enough
   for 2^26 keys. Returns 0, or -1 if out of host memory. */
int stable_sort_reference_i32(int32_t *keys, int32_t *values, int count);
/* <<Support declarations>> */
#line 3739 "chapters/09-support.nw"
/* The mergesort chapter's examples: Modern GPU's sixteen keys, and the
   inputs its sort demonstrations printed (100 keys; 100 keys for pairs). */
enum { MERGESORT_WALK_KEYS = 16, MERGESORT_DEMO_KEYS = 100 };
extern const int32_t mergesort_walk_keys[MERGESORT_WALK_KEYS];
extern const int32_t mergesort_demo_keys[MERGESORT_DEMO_KEYS];
extern const int32_t mergesort_demo_pair_keys[MERGESORT_DEMO_KEYS];
/* <<Support declarations>> */
#line 4378 "chapters/09-support.nw"
/* Orders of int32 keys for the mergesort's benchmark and tests. Each is
   made from the uniform keys random_i32(seed, first + i, INT32_MIN,
   INT32_MAX), i < n: what fill_random_i32 writes at those indices. */
typedef enum sort_order {
    SORT_ORDER_UNIFORM,       /* the uniform keys as drawn */
    SORT_ORDER_SORTED,        /* the uniform keys, ascending */
    SORT_ORDER_REVERSED,      /* the uniform keys, descending */
    SORT_ORDER_FEW16,         /* 16 distinct values, each key one of them uniformly */
    SORT_ORDER_NEARLY_SORTED, /* sorted, then 1% of the keys moved elsewhere */
    SORT_ORDERS
} sort_order;
/* "uniform", "sorted", "reversed", "few16", "nearly-sorted"; "?" for none. */
const char *sort_order_name(sort_order order);
/* keys[0, n) in the order, from stream seed at indices first, first + 1,
   ... (a benchmark's set k starts at first = k n). Few16: the values are
   v_j = (j - 8) 2^28 + (random_u32(seed + 1, j) >> 4), j < 16, distinct
   and spread over the whole range; key i is v_j for j =
   random_i32(seed, first + i, 0, 15). Nearly sorted: from the sorted
   keys, m = (n + 50) / 100 positions (1% of n, rounded) are chosen,
   every set of m positions equally likely; their keys go round one
   random cycle through the chosen positions, so that each lands on
   another chosen position. The other positions keep their sorted key.
   If m >= 2, exactly m positions receive another position's key (a key
   that differs from the sorted one there, unless two chosen keys are
   equal); if m < 2, nothing moves. Returns 0, or -1 if out of host
   memory. */
int sort_input_i32(sort_order order, uint64_t seed, uint64_t first, int n, int32_t *keys);
/* <<Support declarations>> */
#line 4605 "chapters/09-support.nw"
/* The copy bandwidth of a results file's run, from its header; 0 if absent. */
double measured_roofline_GBps(const char *path);
/* The keys of a blocksort tile in the sorts of kind ("keys" or "pairs")
   that the results file at path measured, from its header. */
int measured_blocksort_nv(const char *path, const char *kind);
/* The round trips through memory of a sort of n keys with blocksort tiles
   of nv keys and passes of up to `ways` lists: the blocksort's and the
   global passes'. */
int mergesort_round_trips(int n, int nv, int ways);
/* Elements per second that the pass-count roofline allows. */
double mergesort_pass_roofline(double GBps, int n, int nv, int ways, int bytes_per_element);
/* <<Support declarations>> */
#line 5661 "chapters/09-support.nw"
/* The tile shapes lbs_cta_exercise runs: the library's, 6 x 5 (the tiles of
   30 of the load-balancing chapter's example) and 32 x 5. */
typedef enum lbs_shape { LBS_SHAPE_LIBRARY, LBS_SHAPE_6X5, LBS_SHAPE_32X5 } lbs_shape;
/* Run the CTA load-balancing search on every tile of the given shape, with
   or without the preceding scan element, and write each work item's object
   to indices[0, a_count) and its rank (-1 where the object's start was not
   loaded) to ranks; tiles, if not NULL, gets a_begin, a_end, b_begin and
   b_end of each tile. Waits for the GPU. */
lg_status lbs_cta_exercise(int a_count, const int32_t *b_scan, int b_count, lbs_shape shape,
                           int preceding, int32_t *indices, int32_t *ranks, int32_t *tiles,
                           cudaStream_t stream);
/* The number of tiles of that shape for a_count work items and b_count objects. */
int lbs_cta_exercise_tiles(int a_count, int b_count, lbs_shape shape);
/* <<Support declarations>> */
#line 5753 "chapters/09-support.nw"
/* The load-balancing chapter's examples: the 40 objects' work-item counts,
   and the 50 counts that Modern GPU's demonstration printed. */
enum { LBS_EXAMPLE_OBJECTS = 40, LBS_DEMO_OBJECTS = 50 };
extern const int32_t lbs_example_counts[LBS_EXAMPLE_OBJECTS];
extern const int32_t lbs_demo_counts[LBS_DEMO_OBJECTS];
/* <<Support declarations>> */
#line 5954 "chapters/09-support.nw"
/* Distributions of work-item counts for the load-balancing tests. */
typedef enum lbs_distribution {
    LBS_UNIFORM,    /* uniform from 0 to 4 */
    LBS_ALL_ZERO,   /* no work items at all */
    LBS_ALL_ONE,
    LBS_ONE_HUGE,   /* one object, at a random place, makes 2 work items per object */
    LBS_POWER_LAW,  /* P(count >= k) = (k + 1)^-1.5, at most 2^24: mean 1.6, a long tail */
    LBS_ZERO_RUNS,  /* runs of LBS_ZERO_RUN empty objects, then 4 of counts 1 to 4 */
    LBS_SCALE_FREE, /* scale_free_counts_i32: LBS_SCALE_FREE_MEAN x n work items,
                       more than half of the objects empty */
    LBS_DISTRIBUTIONS
} lbs_distribution;
enum { LBS_ZERO_RUN = 10007, LBS_SCALE_FREE_MEAN = 16 };
const char *lbs_distribution_name(lbs_distribution d);
/* counts[0, n) drawn from d with seed; returns their sum. LBS_SCALE_FREE
   needs n < 2^27, so that the sum fits an int32_t. */
int64_t lbs_counts_i32(int32_t *counts, int n, lbs_distribution d, uint64_t seed);
/* <<Support declarations>> */
#line 6045 "chapters/09-support.nw"
/* A piece of the load-balancing search, for the benchmark: both kernels
   (the search a programmatic dependent of the partition kernel, as in
   lg_load_balance_search), the partition kernel alone, or the search
   kernel alone from partitions already made. */
typedef enum lbs_piece { LBS_PIECE_BOTH, LBS_PIECE_PARTITION, LBS_PIECE_KERNEL } lbs_piece;
/* Queue that piece with tiles of nt x vt (128 x 7, 11 or 15; 256 x 7, 11
   or 15; 512 x 11 or 15), the partition by bisection instead of
   the library's if bisect, the search kernel without the halo if !halo
   (only 256 x 15). partitions: one int per tile plus one
   (lbs_piece_tiles). Arguments as lg_load_balance_search's, unchecked;
   queued on ctx's stream. */
lg_status lbs_piece_i32(lbs_piece piece, int nt, int vt, int bisect, int halo, int a_count,
                        const int32_t *b_scan, int b_count, int *partitions, int32_t *indices,
                        lg_context *ctx);
/* Whether lbs_piece_i32 has that shape (and halo), and its number of tiles. */
int lbs_piece_shape_ok(int nt, int vt, int halo);
int lbs_piece_tiles(int a_count, int b_count, int nt, int vt);
/* The naive expansion: one thread per object writes the object's index
   over its work items. Queued on stream; arguments unchecked. */
lg_status lbs_naive_i32(int a_count, const int32_t *b_scan, int b_count, int32_t *indices,
                        cudaStream_t stream);
/* <<Support declarations>> */
#line 7739 "chapters/09-support.nw"
/* Expand and move with one thread per interval (the interval chapter's
   naive kernels), queued on stream. Arguments as lg_interval_expand_S and
   lg_interval_move_S, unchecked. Declares interval_expand_naive_i32,
   interval_move_naive_i32, interval_expand_naive_i64 and
   interval_move_naive_i64. */
#define DECLARE_NAIVE_INTERVAL_CALLS(S, T)                                                   \
    lg_status interval_expand_naive_##S(int move_count, const int32_t *scan, const T *values, \
                                        int count, T *out, cudaStream_t stream);             \
    lg_status interval_move_naive_##S(int move_count, const int32_t *gather,                  \
                                      const int32_t *scatter, const int32_t *scan, int count, \
                                      const T *in, T *out, cudaStream_t stream);
LG_INTERVAL_TYPES(DECLARE_NAIVE_INTERVAL_CALLS)
/* <<Support declarations>> */
#line 7797 "chapters/09-support.nw"
/* Distributions of interval lengths for the interval tests. */
typedef enum interval_distribution {
    INTERVAL_ALL_ZERO, INTERVAL_ALL_ONE,
    INTERVAL_UNIFORM,     /* uniform from 0 to twice the mean */
    INTERVAL_POWER_LAW,   /* the load-balancing chapter's power law */
    INTERVAL_ONE_GIANT,   /* one interval of 2n elements, the rest empty */
    INTERVAL_ZERO_RUNS,   /* runs of LBS_ZERO_RUN empty intervals */
    INTERVAL_SCALE_FREE,  /* the degrees of a scale-free graph: LBS_SCALE_FREE */
    INTERVAL_DISTRIBUTIONS
} interval_distribution;
const char *interval_distribution_name(interval_distribution d);
/* lengths[0, n) drawn from d (mean: for INTERVAL_UNIFORM) with seed;
   returns their sum. */
int64_t interval_lengths_i32(int32_t *lengths, int n, interval_distribution d, int mean,
                             uint64_t seed);
/* offsets[j] = where interval j starts when the n intervals of the given
   lengths lie end to end in the order of a random permutation. */
void interval_permuted_offsets(const int32_t *lengths, int n, uint64_t seed, int32_t *offsets);
/* <<Support declarations>> */
#line 7874 "chapters/09-support.nw"
/* The adjacency lists of a random quarter of a scale-free graph's vertices,
   as the intervals of a gather. The graph has `vertices` vertices of
   degrees lbs_counts_i32(..., LBS_SCALE_FREE, seed), their lists end to
   end in the order of the vertices (LBS_SCALE_FREE_MEAN x vertices edges).
   vertices / 4 of them, chosen with seed + 1 and taken in increasing
   order, give gather[j] (where the j-th one's list starts among the edges)
   and lengths[j] (its degree). Returns the sum of the lengths. */
int64_t interval_graph_quarter(int vertices, uint64_t seed, int32_t *gather, int32_t *lengths);
/* <<Support declarations>> */
#line 7936 "chapters/09-support.nw"
/* The sequential expand and move of 8-byte elements, arguments as
   lg_interval_expand_sequential and lg_interval_move_sequential: the
   int32 algorithms run on positions. */
void interval_expand_sequential_i64(int move_count, const int32_t *scan, const int64_t *values,
                                    int count, int64_t *out);
void interval_move_sequential_i64(int move_count, const int32_t *gather,
                                  const int32_t *scatter, const int32_t *scan, int count,
                                  const int64_t *in, int64_t *out);
/* <<Support declarations>> */
#line 8008 "chapters/09-support.nw"
/* A device copy of values[0, count) as elements of `width` bytes (4:
   int32_t, 8: int64_t), or NULL (support_last_error says why). */
void *interval_elements_to_device(const int32_t *values, int count, int width);
/* 1 if the count elements of `width` bytes at device are want[0, count),
   0 if not, -1 if they could not be read; got[0, count) receives them. */
int interval_elements_match(const void *device, int width, const int32_t *want, int count,
                            int32_t *got);
/* <<Support declarations>> */
#line 8350 "chapters/09-support.nw"
/* The twenty segments of the chapter's first worked examples. */
extern const int32_t segreduce_example_lengths[20];
extern const int32_t segreduce_example_values[163];
/* <<Support declarations>> */
#line 9190 "chapters/09-support.nw"
/* Whether name is a suffix of LG_SEGREDUCE_TYPES (f32, f64, i32, i64);
   if not, one line on standard error for the demo. */
int demo_type_known(const char *demo, const char *name);
/* The bytes of a value of the type named `type`. */
size_t demo_type_size(const char *type);
/* out[i] = in[i] as a value of the type, for i < n. */
void demo_values_as(const char *type, const int32_t *in, int n, void *out);
/* Value i of an array of the type, as an int32. */
int32_t demo_value_i32(const char *type, const void *values, int i);
/* <<Support declarations>> */
#line 9319 "chapters/09-support.nw"
/* A sparse matrix in CSR form, on the host. */
typedef struct csr_matrix {
    int rows, cols, nz;
    int32_t *csr;      /* rows + 1 entries: where each row starts, then nz */
    int32_t *col;      /* nz column indices, counted from 0 */
    double *values;    /* nz values */
} csr_matrix;

/* Read a Matrix Market coordinate file into m. Returns 0, or -1 with a
   message in error. */
int read_matrix_market(const char *path, csr_matrix *m, char *error, size_t error_size);
void free_csr_matrix(csr_matrix *m);
/* <<Support declarations>> */
#line 9492 "chapters/09-support.nw"
/* Segments covering count values, of random lengths uniform in [low, high]
   (the last one cut to fit), as a CSR array; returns how many (at most
   max_segments; the last absorbs the rest). */
int random_csr_uniform(uint64_t seed, int count, int low, int high, int32_t *csr,
                       int max_segments);
/* The same with lengths following a power law: P(length >= k) ~ k^-alpha
   for lengths from 1, capped at max_length. */
int random_csr_power_law(uint64_t seed, int count, double alpha, int max_length,
                         int32_t *csr, int max_segments);
/* out = the segments of csr with an empty segment before each; returns 2n. */
int interleave_empty_segments(const int32_t *csr, int n, int32_t *out);
/* <<Support declarations>> */
#line 9557 "chapters/09-support.nw"
enum { SEGREDUCE_GEOMETRIES = 20, SEGREDUCE_SCALE_FREE = 19 };
/* Geometry `kind` (0 to SEGREDUCE_GEOMETRIES - 1) for count values and
   tiles of nv, as a CSR array; returns the number of segments (-1 if the
   host has no memory for the scale-free geometry, SEGREDUCE_SCALE_FREE).
   csr needs room for 2 * count + 16 * nv + 64 entries (the scale-free
   geometry for count / 16 + 1). */
int segreduce_test_geometry(int kind, int count, int nv, uint64_t seed, int32_t *csr);
const char *segreduce_geometry_name(int kind);
/* keys[0, count): runs of equal keys that are the non-empty segments of
   the scale-free geometry of the same seed, keyed 0, 1, 2, 0, ... in turn;
   returns the number of runs, or -1 if the host has no memory. */
int segreduce_scale_free_keys(uint64_t seed, int count, int32_t *keys);
/* <<Support declarations>> */
#line 9688 "chapters/09-support.nw"
/* A random rows x cols matrix: row lengths uniform in [0, 2 mean], or
   (power_law) following a power law with exponent 1.5 and mean about
   `mean`; columns uniform; values in [-1, 1]. */
void random_csr_matrix(uint64_t seed, int rows, int cols, int mean, int power_law,
                       csr_matrix *m);
/* <<Support declarations>> */
#line 9735 "chapters/09-support.nw"
/* The 7-point stencil of a gx x gy x gz grid (each at least 1): one row
   per point, numbered with x fastest; a row's columns are the point and
   its neighbours along each axis, in increasing order. */
int64_t stencil_nonzeros(int gx, int gy, int gz);
/* The grid whose stencil has the most nonzeros that n >= 1 allows among
   g x g x gz: g the largest with a cube that fits, gz >= g the largest. */
void stencil_grid(int n, int *gx, int *gy, int *gz);
/* csr: gx gy gz + 1 entries; cols: stencil_nonzeros(gx, gy, gz). */
void stencil_csr(int gx, int gy, int gz, int32_t *csr, int32_t *cols);
/* The stencil as a matrix, its values random integers in [-4, 4]. */
void stencil_csr_matrix(uint64_t seed, int gx, int gy, int gz, csr_matrix *m);
/* <<Support declarations>> */
#line 9815 "chapters/09-support.nw"
/* Reduce runs of equal adjacent keys on the CPU; returns the number of runs. */
int reduce_by_key_reference_i32(const int32_t *keys, const int32_t *data, int count, lg_op op,
                                int32_t *keys_out, int32_t *dest);
/* The CSR array of the runs of equal adjacent keys; returns their number. */
int keys_to_csr(const int32_t *keys, int count, int32_t *csr);
/* y = A x on the CPU, in double. */
void spmv_reference_f64(const double *values, const int32_t *cols, int nz, const int32_t *csr,
                        int num_rows, const double *x, double *y);
/* <<Support declarations>> */
#line 9895 "chapters/09-support.nw"
/* The chapter's CPU model of its kernels, for int32. */
typedef struct segreduce_shape {
    int nt, vt;              /* a tile: threads (at most 1024) and values each (at most 15) */
    int spine_nt, spine_vt;  /* a spine chunk: threads and tiles each */
} segreduce_shape;

/* What one thread of the model saw, for the tables. */
typedef struct segreduce_thread_trace {
    int n;                   /* its values in the tile */
    int32_t values[32];
    int rows[32];
    uint32_t ends;
    int32_t partials[32];    /* at its ends, before the carry-in */
    int32_t carry_out, carry_in;
} segreduce_thread_trace;

/* <<Support declarations>> */
#line 9917 "chapters/09-support.nw"
/* The CTA's segmented scan of x, with a run starting at each thread whose
   starts[t] is set: exclusive[t] and *total as lg_seg_scan_carries returns them;
   if not NULL, each thread's run start (-1: none), whether a thread before
   it starts a run, and the values after each round (levels[round * nt + t]). */
void segreduce_model_scan_i32(int nt, const int *starts, const int32_t *x, lg_op op,
                              int32_t *exclusive, int32_t *total, int *run_starts,
                              int *any_before, int32_t *levels);
/* The whole reduction, as the GPU does it. limits and codes may be NULL
   (found from csr); with codes from keys, csr is NULL. trace, if not NULL,
   gets nt entries for tile 0. */
void segreduce_model_i32(segreduce_shape shape, const int32_t *data, int count,
                         const int32_t *csr, int num_segments, const int32_t *limits,
                         const uint32_t *codes, lg_op op, int32_t *dest,
                         segreduce_thread_trace *trace);
/* The plans: limits (tiles + 1 entries) and codes (tiles * nt). The key
   plan returns the number of segments. */
void segreduce_model_plan_csr(segreduce_shape shape, const int32_t *csr, int count,
                              int num_segments, int32_t *limits, uint32_t *codes);
int segreduce_model_plan_keys(segreduce_shape shape, const int32_t *keys, int count,
                              int32_t *limits, uint32_t *codes);

#line 1174 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
