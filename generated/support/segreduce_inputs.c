#line 9870 "chapters/09-support.nw"
/* Random inputs, CPU references and the demos' value types for the
   segmented reduction chapter. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "support.h"
#include "segreduce.h"

/* <<Make random inputs>> */
#line 8356 "chapters/09-support.nw"
const int32_t segreduce_example_lengths[20] = {2, 1, 5, 6, 8, 17, 5, 5, 2, 17,
                                               14, 4, 10, 7, 14, 2, 11, 19, 2, 12};
const int32_t segreduce_example_values[163] = {
    5, 4,   5,   0, 0, 4, 2, 5,   1, 3, 1, 5, 1, 2,   0, 3, 0, 2, 3, 4, 4, 3,
    2, 5, 5, 0, 5, 0, 3, 4, 5, 1, 1, 0, 5, 3, 2, 3, 3,   3, 1, 5, 4, 5,
    4, 3, 3, 1, 5,   1, 4,   5, 2, 0, 0, 4, 4, 2, 4, 4, 2, 3, 2, 3, 4, 2, 0, 3,
    2, 3, 5, 0, 4, 0, 2, 4, 2, 5, 4, 0, 3, 2,   5, 4, 2, 0,
    5, 3, 5, 1, 0, 0, 0, 3, 2, 5,   5, 5, 2, 4, 0, 3, 5,
    3, 0, 4, 0, 5, 0, 5, 5, 3, 4, 5, 4, 2, 4,   4, 4,
    3, 5, 1, 3, 1, 5, 3, 3, 5, 5, 1,
    5, 0, 2, 4, 2, 4, 3, 2, 0, 5, 0, 5, 4, 5, 0, 5, 2, 3, 1,   2, 2,
    2, 2, 4, 0, 3, 0, 3, 0, 4, 1, 0, 5};
/* <<Make random inputs>> */
#line 9506 "chapters/09-support.nw"
int random_csr_uniform(uint64_t seed, int count, int low, int high, int32_t *csr,
                       int max_segments)
{
    int n = 0;

    for (int64_t at = 0; at < count && n < max_segments; n++) {
        csr[n] = (int32_t)at;
        at += random_i32(seed, (uint64_t)n, low, high);
    }
    return n;
}
/* <<Make random inputs>> */
#line 9520 "chapters/09-support.nw"
int random_csr_power_law(uint64_t seed, int count, double alpha, int max_length,
                         int32_t *csr, int max_segments)
{
    int n = 0;

    for (int64_t at = 0; at < count && n < max_segments; n++) {
        double u = (random_i32(seed, (uint64_t)n, 0, (1 << 24) - 1) + 1.0) / (1 << 24);
        double length = floor(pow(u, -1.0 / alpha));

        csr[n] = (int32_t)at;
        at += length > max_length ? max_length : (int64_t)length;
    }
    return n;
}

int interleave_empty_segments(const int32_t *csr, int n, int32_t *out)
{
    for (int i = 0; i < n; i++)
        out[2 * i] = out[2 * i + 1] = csr[i];
    return 2 * n;
}
/* <<Make random inputs>> */
#line 9572 "chapters/09-support.nw"
const char *segreduce_geometry_name(int kind)
{
    static const char *names[7] = {"all empty (no values), or one segment", "all of length 1",
                                   "every other segment empty", "runs of empties longer than a tile",
                                   "power-law lengths", "ends on tile boundaries",
                                   "one segment across many tiles"};
    return kind < 7 ? names[kind]
         : kind == SEGREDUCE_SCALE_FREE ? "scale-free lengths, more than half empty"
                                        : "uniform lengths";
}

/* <<Make random inputs>> */
#line 9586 "chapters/09-support.nw"
int segreduce_test_geometry(int kind, int count, int nv, uint64_t seed, int32_t *csr)
{
    int n = 0;

    switch (kind) {
    case 0:
        for (n = 0; n < (count == 0 ? 37 : 1); n++)
            csr[n] = 0;
        return n;
    case 1:
        for (n = 0; n < count; n++)
            csr[n] = n;
        return n;
    case 2:
        n = random_csr_uniform(seed, count, 1, 3, csr + count, count);
        return interleave_empty_segments(csr + count, n, csr);
    /* <<Make the geometries with runs of empties and tile boundaries>> */
#line 9663 "chapters/09-support.nw"
    case 3:
        for (int at = 0, run = 1; at < count; at += 1 + (int)((seed + (uint64_t)at) % 5)) {
            if (at >= run * (count / 5) && run < 5) {
                for (int e = 0; e < 2 * nv + 7; e++)
                    csr[n++] = at;
                run++;
            }
            csr[n++] = at;
        }
        for (int e = 0; e < nv + 3; e++)
            csr[n++] = count;
        return n;
    case 5:
        for (int at = 0; at < count; at += nv) {
            csr[n++] = at;
            if (seed % 2)
                csr[n++] = at + nv - 1 < count ? at + nv - 1 : count;
        }
        return n;
#line 9603 "chapters/09-support.nw"
    case 4:
        return random_csr_power_law(seed, count, 1.2, 5 * nv, csr, count);
    /* <<Make the geometry of one segment across many tiles>> */
#line 9614 "chapters/09-support.nw"
    case 6:
        csr[n++] = 0;
        if (count >= 4) {
            csr[n++] = count / 7;
            csr[n++] = count / 7 + 1;
            csr[n++] = count - 2;
        }
        return n;
#line 9606 "chapters/09-support.nw"
    /* <<Make the geometry of a scale-free graph's rows>> */
#line 9628 "chapters/09-support.nw"
    case SEGREDUCE_SCALE_FREE:
        n = count / 16 > 0 || count == 0 ? count / 16 : 1;
        if (scale_free_counts_i32(seed, n, count, csr) != 0)
            return -1;
        for (int i = 0, start = 0; i < n; i++) {
            int length = csr[i];
            csr[i] = start;
            start += length;
        }
        return n;
#line 9607 "chapters/09-support.nw"
    default:
        return random_csr_uniform(seed, count, 0, 2 * (2 << (kind - 7)), csr, count);
    }
}
/* <<Make random inputs>> */
#line 9644 "chapters/09-support.nw"
int segreduce_scale_free_keys(uint64_t seed, int count, int32_t *keys)
{
    int32_t *starts = (int32_t *)malloc(sizeof(int32_t) * ((size_t)count / 16 + 1));
    int n = starts != NULL
                ? segreduce_test_geometry(SEGREDUCE_SCALE_FREE, count, 1, seed, starts) : -1;
    int runs = 0;

    for (int k = 0; k < n; k++) {
        int end = k + 1 < n ? starts[k + 1] : count;
        for (int i = starts[k]; i < end; i++)
            keys[i] = runs % 3;
        runs += end > starts[k];
    }
    free(starts);
    return n < 0 ? -1 : runs;
}
/* <<Make random inputs>> */
#line 9696 "chapters/09-support.nw"
void random_csr_matrix(uint64_t seed, int rows, int cols, int mean, int power_law,
                       csr_matrix *m)
{
    int64_t nz = 0;

    m->rows = rows;
    m->cols = cols;
    m->csr = malloc(sizeof(int32_t) * ((size_t)rows + 1));
    for (int r = 0; r < rows; r++) {
        double u = (random_i32(seed, (uint64_t)r, 0, (1 << 24) - 1) + 1.0) / (1 << 24);
        int64_t length = power_law ? (int64_t)floor(mean / 3.0 * pow(u, -1.0 / 1.7))
                                   : random_i32(seed, (uint64_t)r, 0, 2 * mean);
        m->csr[r] = (int32_t)nz;
        nz += length > cols ? cols : length;
    }
    m->csr[rows] = (int32_t)nz;
    m->nz = (int)nz;
    m->col = malloc(sizeof(int32_t) * ((size_t)nz + 1));
    m->values = malloc(sizeof(double) * ((size_t)nz + 1));
    for (int64_t j = 0; j < nz; j++) {
        m->col[j] = random_i32(seed + 1, (uint64_t)j, 0, cols - 1);
        m->values[j] = random_i32(seed + 2, (uint64_t)j, -1000, 1000) / 1000.0;
    }
}
/* <<Make random inputs>> */
#line 9753 "chapters/09-support.nw"
int64_t stencil_nonzeros(int gx, int gy, int gz)
{
    int64_t x = gx, y = gy, z = gz;

    return x * y * z + 2 * ((x - 1) * y * z + x * (y - 1) * z + x * y * (z - 1));
}

void stencil_grid(int n, int *gx, int *gy, int *gz)
{
    int g = 1, length;

    while (stencil_nonzeros(g + 1, g + 1, g + 1) <= n)
        g++;
    for (length = g; stencil_nonzeros(g, g, length + 1) <= n; length++)
        ;
    *gx = *gy = g;
    *gz = length;
}
/* <<Make random inputs>> */
#line 9777 "chapters/09-support.nw"
void stencil_csr(int gx, int gy, int gz, int32_t *csr, int32_t *cols)
{
    int32_t plane = gx * gy, at = 0, p = 0;

    for (int z = 0; z < gz; z++)
        for (int y = 0; y < gy; y++)
            for (int x = 0; x < gx; x++, p++) {
                const int32_t step[7] = {-plane, -gx, -1, 0, 1, gx, plane};
                const int inside[7] = {z > 0, y > 0, x > 0, 1, x + 1 < gx, y + 1 < gy,
                                       z + 1 < gz};

                csr[p] = at;
                for (int k = 0; k < 7; k++)
                    if (inside[k])
                        cols[at++] = p + step[k];
            }
    csr[p] = at;
}

void stencil_csr_matrix(uint64_t seed, int gx, int gy, int gz, csr_matrix *m)
{
    int64_t nz = stencil_nonzeros(gx, gy, gz);

    m->rows = m->cols = gx * gy * gz;
    m->nz = (int)nz;
    m->csr = malloc(sizeof(int32_t) * ((size_t)m->rows + 1));
    m->col = malloc(sizeof(int32_t) * ((size_t)nz + 1));
    m->values = malloc(sizeof(double) * ((size_t)nz + 1));
    stencil_csr(gx, gy, gz, m->csr, m->col);
    for (int64_t j = 0; j < nz; j++)
        m->values[j] = random_i32(seed, (uint64_t)j, -4, 4);
}
/* <<Reduce each segment in turn>> */
#line 208 "chapters/06-segreduce.nw"
void segreduce_reference_i32(const int32_t *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, int32_t *dest)
{
    for (int i = 0; i < num_segments; i++) {
        int end = i + 1 < num_segments ? csr[i + 1] : count;
        int32_t total = lg_identity_i32(op);

        for (int j = csr[i]; j < end; j++)
            total = lg_combine_i32(op, total, data[j]);
        dest[i] = total;
    }
}
/* <<Reduce each segment in turn>> */
#line 225 "chapters/06-segreduce.nw"
void segreduce_reference_i64(const int64_t *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, int64_t *dest)
{
    for (int i = 0; i < num_segments; i++) {
        int end = i + 1 < num_segments ? csr[i + 1] : count;
        int64_t total = lg_identity_i64(op);

        for (int j = csr[i]; j < end; j++)
            total = lg_combine_i64(op, total, data[j]);
        dest[i] = total;
    }
}

void segreduce_reference_f64(const double *data, int count, const int32_t *csr,
                             int num_segments, lg_op op, double *dest)
{
    for (int i = 0; i < num_segments; i++) {
        int end = i + 1 < num_segments ? csr[i + 1] : count;
        double total = lg_identity_f64(op);

        for (int j = csr[i]; j < end; j++)
            total = lg_combine_f64(op, total, data[j]);
        dest[i] = total;
    }
}
/* <<Reduce each segment in turn>> */
#line 9826 "chapters/09-support.nw"
int keys_to_csr(const int32_t *keys, int count, int32_t *csr)
{
    int n = 0;

    for (int i = 0; i < count; i++)
        if (i == 0 || keys[i] != keys[i - 1])
            csr[n++] = i;
    return n;
}

/* <<Reduce each segment in turn>> */
#line 9839 "chapters/09-support.nw"
int reduce_by_key_reference_i32(const int32_t *keys, const int32_t *data, int count, lg_op op,
                                int32_t *keys_out, int32_t *dest)
{
    int n = -1;

    for (int i = 0; i < count; i++) {
        if (i == 0 || keys[i] != keys[i - 1]) {
            keys_out[++n] = keys[i];
            dest[n] = lg_identity_i32(op);
        }
        dest[n] = lg_combine_i32(op, dest[n], data[i]);
    }
    return n + 1;
}

/* <<Reduce each segment in turn>> */
#line 9857 "chapters/09-support.nw"
void spmv_reference_f64(const double *values, const int32_t *cols, int nz, const int32_t *csr,
                        int num_rows, const double *x, double *y)
{
    for (int r = 0; r < num_rows; r++) {
        int end = r + 1 < num_rows ? csr[r + 1] : nz;
        y[r] = 0;
        for (int j = csr[r]; j < end; j++)
            y[r] += values[j] * x[cols[j]];
    }
}
/* <<Convert the demos' values between types>> */
#line 9202 "chapters/09-support.nw"
#define DEMO_TYPE_NAME(suffix, T) #suffix,
#define DEMO_TYPE_SIZE(suffix, T) if (strcmp(type, #suffix) == 0) return sizeof(T);
#define DEMO_TO_TYPE(suffix, T) \
    if (strcmp(type, #suffix) == 0) for (int i = 0; i < n; i++) ((T *)out)[i] = (T)in[i];
#define DEMO_FROM_TYPE(suffix, T) \
    if (strcmp(type, #suffix) == 0) return (int32_t)((const T *)values)[i];

int demo_type_known(const char *demo, const char *name)
{
    static const char *const names[] = {LG_SEGREDUCE_TYPES(DEMO_TYPE_NAME)};

    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(name, names[k]) == 0)
            return 1;
    fprintf(stderr, "%s: --type %s: give f32, f64, i32 or i64 (try %s --help)\n", demo, name,
            demo);
    return 0;
}
/* <<Convert the demos' values between types>> */
#line 9225 "chapters/09-support.nw"
size_t demo_type_size(const char *type) { LG_SEGREDUCE_TYPES(DEMO_TYPE_SIZE) return 0; }

void demo_values_as(const char *type, const int32_t *in, int n, void *out)
{
    LG_SEGREDUCE_TYPES(DEMO_TO_TYPE)
}

int32_t demo_value_i32(const char *type, const void *values, int i)
{
    LG_SEGREDUCE_TYPES(DEMO_FROM_TYPE)
    return 0;
}
