#line 1709 "chapters/07-measuring.nw"
/* The benchmark driver's own declarations (the cases need only bench.h). */
#ifndef LITGPU_BENCH_DRIVER_H
#define LITGPU_BENCH_DRIVER_H

#include <stdio.h>
#include "bench.h"

#ifdef __cplusplus
extern "C" {
#endif

#line 1080 "chapters/07-measuring.nw"
enum { BENCH_MAX_SIZES = 64 };
typedef struct bench_options {
    const char *algorithms, *impls, *params;  /* comma-separated; NULL: all, or the default */
    int sizes[BENCH_MAX_SIZES], size_count;
    int runs, warmup, device, validate, quiet;
    uint64_t seed;
    const char *output;                       /* NULL: standard output */
    const char *commit;
    char command[1024];                       /* the command line, for the header */
} bench_options;
#line 475 "chapters/07-measuring.nw"
typedef struct bench_stats {
    int runs;
    double median_ms, min_ms, max_ms;
} bench_stats;
#line 505 "chapters/07-measuring.nw"
typedef struct bench_driver {
    const bench_options *options;
    lg_context *ctx;
    cudaStream_t stream;              /* the context's stream: every call runs on it */
    cudaEvent_t start, stop;
    struct cudaDeviceProp props;
    FILE *out;                        /* the results */
    double started;                   /* when the driver started, in seconds */
    double roofline_GBps;             /* the copy bandwidth; see "The roofline" */
    int roofline_n;
    int failures;                     /* rows that are FAIL or ERROR */
} bench_driver;
#line 520 "chapters/07-measuring.nw"
int bench_measure(bench_driver *s, const bench_case *c, void *state, int impl,
                  bench_stats *stats, char *message);
#line 587 "chapters/07-measuring.nw"
/* Allocate the flush buffer (four times the L2) and size the grids. */
int bench_gpu_start(const struct cudaDeviceProp *props, char *message);
/* Read the flush buffer on the stream, evicting what the last run cached. */
int bench_flush_l2(cudaStream_t stream, char *message);
#line 635 "chapters/07-measuring.nw"
/* The versions of CUB and Thrust (headers) and cuSPARSE (the library loaded). */
void bench_peer_versions(char *cub, char *thrust, char *cusparse, size_t size);
#line 818 "chapters/07-measuring.nw"
enum { BENCH_LADDER_FIRST = 1 << 16, BENCH_LADDER_LAST = 1 << 28 };
#define BENCH_WARMUP_SECONDS 0.05
#define BENCH_MEMORY_MARGIN (512.0 * 1024 * 1024)
extern const bench_case bench_case_copy;
int bench_fits(const bench_case *c, int n, const char *param);
int bench_measure_roofline(bench_driver *s, char *message);
#line 1032 "chapters/07-measuring.nw"
void bench_write_row(bench_driver *s, const bench_case *c, const char *impl, int n,
                     const char *param, const char *status, const bench_stats *stats);
void bench_progress(bench_driver *s, const bench_case *c, const char *impl, int n,
                    const char *param, const char *status, const bench_stats *stats);
void bench_write_header(bench_driver *s, const bench_case *const *cases, int case_count);
double bench_now(void);
int bench_log2(long long n);

#line 1725 "chapters/07-measuring.nw"
#ifdef __cplusplus
}
#endif
#endif
