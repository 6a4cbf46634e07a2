#line 178 "chapters/07-measuring.nw"
/* What the benchmark driver and its cases share. Tangled from the
   appendix "How we measure" (chapters/07-measuring.nw). */
#ifndef LITGPU_BENCH_H
#define LITGPU_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cuda_runtime_api.h>
#include "litgpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* <<The outcomes of a step>> */
#line 166 "chapters/07-measuring.nw"
enum bench_outcome {
    BENCH_OK = 0,
    BENCH_WRONG,   /* the answer differs from the reference: FAIL, never timed */
    BENCH_ERROR    /* a CUDA or library error, or no memory: ERROR */
};
enum { BENCH_MAX_IMPLS = 8, BENCH_MESSAGE_SIZE = 512 };
/* <<The input of one measurement>> */
#line 139 "chapters/07-measuring.nw"
typedef struct bench_input {
    int n;                 /* the size: how many elements */
    const char *param;     /* one of the case's parameters */
    uint64_t seed;         /* for the input generator */
    lg_context *ctx;       /* the library's context; its stream is the only stream */
    cudaStream_t stream;
    int sets;              /* how many sets of buffers to make: 1 or more, sets x n <= INT_MAX */
} bench_input;
/* <<The benchmark case>> */
#line 106 "chapters/07-measuring.nw"
typedef struct bench_case {
    const char *algorithm;     /* the first column of the results: "scan" */
    const char *summary;       /* one line for --list */
    const char *element;       /* what n counts: "int32 values" */
    const char *bytes_rule;    /* how bytes() counts, in words, for the book */
    const char *params;        /* the parameters measured by default, comma-separated */
    const char *impls[BENCH_MAX_IMPLS];          /* "ours", "cub", ...; NULL ends the list */
    int (*param_ok)(const char *param);          /* may --param name it? NULL: if in params */
    double (*bytes)(int n, const char *param);   /* bytes a run must move */
    double (*device_bytes)(int n, const char *param, int sets); /* device memory it needs */
    int (*setup)(void **state, const bench_input *input, char *message);
    int (*prepare)(void *state, int impl, int set, char *message);  /* untimed, before a run */
    int (*run)(void *state, int impl, int set, char *message);      /* the timed work */
    int (*check)(void *state, int impl, int set, char *message);    /* after every run */
    void (*teardown)(void *state);
    /* lines of its own for the results' header, "# key: value", or NULL */
    void (*header)(FILE *out, const struct cudaDeviceProp *props);
} bench_case;
/* <<Benchmark declarations>> */
#line 233 "chapters/07-measuring.nw"
/* Write a sentence into message and return outcome. */
int bench_fail(char *message, int outcome, const char *format, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* BENCH_OK if error is cudaSuccess, else BENCH_ERROR and "what: CUDA's words". */
int bench_cuda(cudaError_t error, char *message, const char *what);
/* BENCH_OK if status is LG_OK, else BENCH_ERROR and the context's message. */
int bench_lg(lg_status status, lg_context *ctx, char *message);
/* <<Benchmark declarations>> */
#line 280 "chapters/07-measuring.nw"
/* device_alloc, but at least one byte, so never NULL. */
int bench_alloc(void **memory, size_t bytes, char *message);
/* Fill bytes of device memory with 0xA5 on the stream, before a run. */
int bench_poison(void *memory, size_t bytes, cudaStream_t stream, char *message);
/* <<Benchmark declarations>> */
#line 311 "chapters/07-measuring.nw"
/* Fill device[0, count) on the GPU with random_i32(seed, i, low, high);
   when host is not NULL, put the same values there, computed on the CPU. */
int bench_random_i32(int32_t *device, int32_t *host, int count, int32_t low,
                     int32_t high, uint64_t seed, cudaStream_t stream, char *message);
/* Copy count values from host to device, and wait. */
int bench_upload_i32(int32_t *device, const int32_t *host, int count, char *message);
/* <<Benchmark declarations>> */
#line 369 "chapters/07-measuring.nw"
/* Compare count values at got with the reference at want (both on the
   device): BENCH_OK, or BENCH_WRONG with the first difference in message. */
int bench_compare_i32(const int32_t *got, const int32_t *want, int count,
                      cudaStream_t stream, char *message);

#line 198 "chapters/07-measuring.nw"
#ifdef __cplusplus
}
#endif
#endif
