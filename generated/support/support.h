#line 731 "chapters/00-preface.nw"
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

#line 753 "chapters/00-preface.nw"
/* Print count values to f, ten to a row, each row labelled by the index
   of its first value: "   10:    2    5    4 ...". */
void print_array_i32(FILE *f, const int32_t *values, int count);
#line 41 "chapters/01-foundations.nw"
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
#line 112 "chapters/01-foundations.nw"
/* Device memory for host programs. A request for 0 bytes gives NULL, which
   every litgpu call accepts with a count of 0. Each call returns LG_OK or
   a status with a message (support_last_error). */
lg_status device_alloc(void **device_ptr, size_t bytes);
void device_free(void *device_ptr);   /* NULL is allowed */
lg_status copy_to_device(void *device_dst, const void *host_src, size_t bytes);
lg_status copy_to_host(void *host_dst, const void *device_src, size_t bytes);
/* Fill every byte with 0xA5, so that unwritten outputs show. */
lg_status device_poison(void *device_ptr, size_t bytes);
#line 193 "chapters/01-foundations.nw"
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
#line 351 "chapters/01-foundations.nw"
/* Element `index` of the random stream `seed`: 32 uniform bits. */
uint32_t random_u32(uint64_t seed, uint64_t index);
/* The same element as an integer uniform in [low, high] (either order). */
int32_t random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high);
/* On the GPU: device_out[i] = random_i32(seed, i, low, high) for i < count,
   queued on stream. */
lg_status fill_random_i32(int32_t *device_out, int count, int32_t low, int32_t high,
                          uint64_t seed, cudaStream_t stream);
#line 435 "chapters/01-foundations.nw"
/* The sequential exclusive scan: out[i] = in[0] + ... + in[i-1] wrapped to
   32 bits; returns the exact total. in and out may be the same array. */
int64_t scan_exclusive_reference_i32(const int32_t *in, int count, int32_t *out);
#line 1801 "chapters/01-foundations.nw"
typedef enum cta_exercise { CTA_REDUCE, CTA_SCAN_INCLUSIVE, CTA_SCAN_EXCLUSIVE } cta_exercise;
/* Run a CTA routine of the foundations chapter on each tile of nt * vt
   values of in, (nt, vt) one of (32, 1), (96, 3), (128, 7), (256, 8),
   (1024, 2). tile_totals[t] gets tile t's total (wrapping); a reduction
   writes each thread's copy of it to out[t * nt + tid], a scan the tile's
   scan to out[i]. */
lg_status cta_exercise_i32(cta_exercise what, int nt, int vt, const int32_t *in, int count,
                           int32_t *out, int32_t *tile_totals, cudaStream_t stream);
#line 1921 "chapters/01-foundations.nw"
typedef enum tile_copy_variant {
    COPY_STRIDED, COPY_THREAD_ORDER, COPY_VIA_SHARED, COPY_VIA_PADDED_SHARED
} tile_copy_variant;
/* Copy count values from in to out tile by tile, NT = 256 threads and vt
   (4, 8, 15 or 16) values per thread, moving them as `variant` says; the
   shared-memory variants go to thread order and back `rounds` times. */
lg_status tile_copy_i32(tile_copy_variant variant, int vt, int rounds, const int32_t *in,
                        int count, int32_t *out, cudaStream_t stream);
#line 2069 "chapters/01-foundations.nw"
/* Print a TSV file as a pandoc pipe table: its first line that starts with
   '#' becomes a caption, the first other line the header. A missing file
   prints a note instead. Returns 0, or 1 if the file cannot be read. */
int print_tsv_table(FILE *out, const char *path);
#line 1247 "chapters/04-lbs.nw"
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
#line 1339 "chapters/04-lbs.nw"
/* The load-balancing chapter's examples: the 40 objects' work-item counts,
   and the 50 counts that Modern GPU's demonstration printed. */
enum { LBS_EXAMPLE_OBJECTS = 40, LBS_DEMO_OBJECTS = 50 };
extern const int32_t lbs_example_counts[LBS_EXAMPLE_OBJECTS];
extern const int32_t lbs_demo_counts[LBS_DEMO_OBJECTS];
#line 1661 "chapters/04-lbs.nw"
/* Distributions of work-item counts for the load-balancing tests. */
typedef enum lbs_distribution {
    LBS_UNIFORM,    /* uniform from 0 to 4 */
    LBS_ALL_ZERO,   /* no work items at all */
    LBS_ALL_ONE,
    LBS_ONE_HUGE,   /* one object, at a random place, makes 2 work items per object */
    LBS_POWER_LAW,  /* P(count >= k) = (k + 1)^-1.5, at most 2^24: mean 1.6, a long tail */
    LBS_ZERO_RUNS,  /* runs of LBS_ZERO_RUN empty objects, then 4 of counts 1 to 4 */
    LBS_DISTRIBUTIONS
} lbs_distribution;
enum { LBS_ZERO_RUN = 10007 };
const char *lbs_distribution_name(lbs_distribution d);
/* counts[0, n) drawn from d with seed; returns their sum. */
int64_t lbs_counts_i32(int32_t *counts, int n, lbs_distribution d, uint64_t seed);

#line 746 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
