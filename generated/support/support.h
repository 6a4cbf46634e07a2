#line 731 "chapters/00-preface.nw"
/* Support for the demos, tests and benchmark: printing, and more in
   later chapters. Not part of liblitgpu. */
#ifndef LITGPU_SUPPORT_H
#define LITGPU_SUPPORT_H

#include <stdint.h>
#include <stdio.h>

#line 745 "chapters/00-preface.nw"
/* Print count values to f, ten to a row, each row labelled by the index
   of its first value: "   10:    2    5    4 ...". */
void print_array_i32(FILE *f, const int32_t *values, int count);
#line 187 "chapters/06-segreduce.nw"
#include "litgpu.h"   /* lg_op */

/* Segmented reduction on the CPU, one segment after the other: the
   reference that the GPU's answers are checked against. */
void segreduce_reference_i32(const int32_t *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, int32_t *dest);
void segreduce_reference_f64(const double *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, double *dest);
#line 2779 "chapters/06-segreduce.nw"
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
#line 3239 "chapters/06-segreduce.nw"
/* A random integer in [low, high], a pure function of (seed, index). */
int32_t segreduce_random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high);
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
#line 3311 "chapters/06-segreduce.nw"
enum { SEGREDUCE_GEOMETRIES = 19 };
/* Geometry `kind` (0 to SEGREDUCE_GEOMETRIES - 1) for count values and
   tiles of nv, as a CSR array; returns the number of segments. csr needs
   room for 2 * count + 16 * nv + 64 entries. */
int segreduce_test_geometry(int kind, int count, int nv, uint64_t seed, int32_t *csr);
const char *segreduce_geometry_name(int kind);
#line 3388 "chapters/06-segreduce.nw"
/* A random rows x cols matrix: row lengths uniform in [0, 2 mean], or
   (power_law) following a power law with exponent 1.5 and mean about
   `mean`; columns uniform; values in [-1, 1]. */
void random_csr_matrix(uint64_t seed, int rows, int cols, int mean, int power_law,
                       csr_matrix *m);
#line 3426 "chapters/06-segreduce.nw"
/* Reduce runs of equal adjacent keys on the CPU; returns the number of runs. */
int reduce_by_key_reference_i32(const int32_t *keys, const int32_t *data, int count, lg_op op,
                                int32_t *keys_out, int32_t *dest);
/* The CSR array of the runs of equal adjacent keys; returns their number. */
int keys_to_csr(const int32_t *keys, int count, int32_t *csr);
/* y = A x on the CPU, in double. */
void spmv_reference_f64(const double *values, const int32_t *cols, int nz, const int32_t *csr,
                        int num_rows, const double *x, double *y);
#line 3499 "chapters/06-segreduce.nw"
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

/* The CTA's segmented scan of x, with a run starting at each thread whose
   starts[t] is set: exclusive[t] and *total as scan_carries returns them;
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
#line 3941 "chapters/06-segreduce.nw"
/* The twenty segments of the chapter's first worked examples. */
extern const int32_t segreduce_example_lengths[20];
extern const int32_t segreduce_example_values[163];

#line 741 "chapters/00-preface.nw"
#endif
