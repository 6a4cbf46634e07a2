#line 2126 "chapters/07-measuring.nw"
/* The benchmark driver's own declarations (the cases need only bench.h). */
#ifndef LITGPU_BENCH_DRIVER_H
#define LITGPU_BENCH_DRIVER_H

#include <stdio.h>
#include "bench.h"

#ifdef __cplusplus
extern "C" {
#endif

/* <<The options>> */
#line 1402 "chapters/07-measuring.nw"
enum { BENCH_MAX_SIZES = 64 };
typedef struct bench_options {
    const char *algorithms, *impls, *params;  /* comma-separated; NULL: all, or the default */
    int sizes[BENCH_MAX_SIZES], size_count;
    int samples, warmup, device, validate, quiet;
    uint64_t seed;
    const char *output;                       /* NULL: standard output */
    const char *commit;
    char command[1024];                       /* the command line, for the header */
} bench_options;
/* <<The statistics of a measurement>> */
#line 561 "chapters/07-measuring.nw"
typedef struct bench_stats {
    int samples, runs_per_sample;
    double median_ms, min_ms, max_ms;   /* per run */
} bench_stats;
/* <<The driver's state>> */
#line 592 "chapters/07-measuring.nw"
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
/* <<Benchmark driver declarations>> */
#line 607 "chapters/07-measuring.nw"
/* An outcome of the driver's own: a timed sample found the gate closed at its limit. */
enum { BENCH_HOST_LATE = BENCH_ERROR + 1 };
int bench_measure(bench_driver *s, const bench_case *c, void *state, int impl, int sets,
                  bench_stats *stats, char *message);
/* <<Benchmark driver declarations>> */
#line 672 "chapters/07-measuring.nw"
enum { BENCH_BATCH_L2S = 8, BENCH_MAX_SETS = 256 };
#define BENCH_SETS_MEMORY (1024.0 * 1024 * 1024)
int bench_sets(const bench_driver *s, const bench_case *c, int n, const char *param);
/* <<Benchmark driver declarations>> */
#line 776 "chapters/07-measuring.nw"
#define BENCH_GATE_SECONDS 0.05
/* Queue the gate on the stream: the GPU waits there until bench_gate_open,
   or at most BENCH_GATE_SECONDS. */
int bench_gate_close(cudaStream_t stream, char *message);
void bench_gate_open(void);
/* Did the last gate reach its limit before it was opened? */
int bench_gate_was_late(void);
/* <<Benchmark driver declarations>> */
#line 854 "chapters/07-measuring.nw"
/* Allocate the flush buffer (four times the L2) and the gate, and size the grids. */
int bench_gpu_start(const struct cudaDeviceProp *props, char *message);
/* Read the flush buffer on the stream, evicting what the last sample cached. */
int bench_flush_l2(cudaStream_t stream, char *message);
/* <<Benchmark driver declarations>> */
#line 905 "chapters/07-measuring.nw"
/* The versions of CUB and Thrust (headers) and cuSPARSE (the library loaded). */
void bench_peer_versions(char *cub, char *thrust, char *cusparse, size_t size);
/* <<Benchmark driver declarations>> */
#line 1120 "chapters/07-measuring.nw"
enum { BENCH_LADDER_FIRST = 1 << 16, BENCH_LADDER_LAST = 1 << 28 };
#define BENCH_WARMUP_SECONDS 0.05
#define BENCH_MEMORY_MARGIN (512.0 * 1024 * 1024)
extern const bench_case bench_case_copy;
int bench_fits(const bench_case *c, int n, const char *param, int sets);
int bench_measure_roofline(bench_driver *s, char *message);
/* <<Benchmark driver declarations>> */
#line 1354 "chapters/07-measuring.nw"
void bench_write_row(bench_driver *s, const bench_case *c, const char *impl, int n,
                     const char *param, const char *status, const bench_stats *stats);
void bench_progress(bench_driver *s, const bench_case *c, const char *impl, int n,
                    const char *param, const char *status, const bench_stats *stats);
void bench_write_header(bench_driver *s, const bench_case *const *cases, int case_count);
double bench_now(void);
int bench_log2(long long n);

#line 2142 "chapters/07-measuring.nw"
#ifdef __cplusplus
}
#endif
#endif
