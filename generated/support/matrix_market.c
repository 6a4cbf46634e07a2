#line 9334 "chapters/09-support.nw"
/* Reading sparse matrices in the Matrix Market exchange format. */
#include <stdlib.h>
#include <string.h>
#include "support.h"

/* <<Read the Matrix Market header>> */
#line 9353 "chapters/09-support.nw"
typedef struct mm_entry { int row, col; double value; } mm_entry;

/* Read the banner and the size line; say whether values and symmetry are given. */
static int read_mm_header(FILE *f, long *rows, long *cols, long *entries, int *pattern,
                          int *symmetric, char *error, size_t size)
{
    char line[1024], object[64], format[64], field[64], symmetry[64];

    /* <<Read the banner and refuse kinds of matrix the reader does not take>> */
#line 9380 "chapters/09-support.nw"
    if (fgets(line, sizeof line, f) == NULL ||
        sscanf(line, "%%%%MatrixMarket %63s %63s %63s %63s", object, format, field, symmetry) != 4) {
        snprintf(error, size, "not a Matrix Market file (no %%%%MatrixMarket banner)");
        return -1;
    }
    if (strcmp(object, "matrix") != 0 || strcmp(format, "coordinate") != 0 ||
        (strcmp(field, "real") != 0 && strcmp(field, "integer") != 0 && strcmp(field, "pattern") != 0) ||
        (strcmp(symmetry, "general") != 0 && strcmp(symmetry, "symmetric") != 0)) {
        snprintf(error, size, "unsupported kind: %s %s %s %s (want a coordinate matrix, real, "
                 "integer or pattern, general or symmetric)", object, format, field, symmetry);
        return -1;
    }
#line 9362 "chapters/09-support.nw"
    *pattern = strcmp(field, "pattern") == 0;
    *symmetric = strcmp(symmetry, "symmetric") == 0;
    do {
        if (fgets(line, sizeof line, f) == NULL) {
            snprintf(error, size, "no size line");
            return -1;
        }
    } while (line[0] == '%');
    if (sscanf(line, "%ld %ld %ld", rows, cols, entries) != 3 || *rows < 0 || *cols < 0 ||
        *entries < 0 || *rows > 1L << 30 || *cols > 1L << 30 || *entries > 1L << 29) {
        snprintf(error, size, "bad size line: %s", line);
        return -1;
    }
    return 0;
}
/* <<Sort the entries and find where each row starts>> */
#line 9445 "chapters/09-support.nw"
static int compare_entries(const void *a, const void *b)
{
    const mm_entry *x = a, *y = b;
    return x->row != y->row ? (x->row > y->row) - (x->row < y->row)
                            : (x->col > y->col) - (x->col < y->col);
}

/* <<Sort the entries and find where each row starts>> */
#line 9455 "chapters/09-support.nw"
static int entries_to_csr(mm_entry *e, long n, int rows, int cols, csr_matrix *m,
                          char *error, size_t size)
{
    qsort(e, (size_t)n, sizeof *e, compare_entries);
    m->rows = rows;
    m->cols = cols;
    m->nz = (int)n;
    m->csr = malloc(sizeof(int32_t) * ((size_t)rows + 1));
    m->col = malloc(sizeof(int32_t) * ((size_t)n + 1));
    m->values = malloc(sizeof(double) * ((size_t)n + 1));
    if (m->csr == NULL || m->col == NULL || m->values == NULL) {
        free_csr_matrix(m);
        snprintf(error, size, "out of memory");
        return -1;
    }
    for (long k = 0, r = 0; r <= rows; r++) {
        while (k < n && e[k].row < r)
            k++;
        m->csr[r] = (int32_t)k;   /* the first entry of row r */
    }
    for (long k = 0; k < n; k++) {
        m->col[k] = e[k].col;
        m->values[k] = e[k].value;
    }
    return 0;
}
/* <<Read the entries and build the CSR arrays>> */
#line 9395 "chapters/09-support.nw"
static int read_mm_entries(FILE *f, long rows, long cols, long entries, int pattern,
                           int symmetric, mm_entry *e, long *n, char *error, size_t size)
{
    *n = 0;
    for (long k = 0; k < entries; k++) {
        long i, j;
        double v = 1;
        int got = pattern ? fscanf(f, "%ld %ld", &i, &j) : fscanf(f, "%ld %ld %lf", &i, &j, &v);

        if (got != (pattern ? 2 : 3) || i < 1 || i > rows || j < 1 || j > cols) {
            snprintf(error, size, "entry %ld is missing or out of range", k + 1);
            return -1;
        }
        e[(*n)++] = (mm_entry){(int)i - 1, (int)j - 1, v};
        if (symmetric && i != j)
            e[(*n)++] = (mm_entry){(int)j - 1, (int)i - 1, v};
    }
    return 0;
}
/* <<Read the entries and build the CSR arrays>> */
#line 9417 "chapters/09-support.nw"
int read_matrix_market(const char *path, csr_matrix *m, char *error, size_t size)
{
    FILE *f = fopen(path, "r");
    long rows, cols, entries, n = 0;
    int pattern, symmetric, status = -1;
    mm_entry *e = NULL;

    memset(m, 0, sizeof *m);
    if (f == NULL) {
        snprintf(error, size, "cannot open %s", path);
        return -1;
    }
    if (read_mm_header(f, &rows, &cols, &entries, &pattern, &symmetric, error, size) == 0 &&
        (e = malloc(sizeof *e * (size_t)(2 * entries + 1))) != NULL &&
        read_mm_entries(f, rows, cols, entries, pattern, symmetric, e, &n, error, size) == 0)
        status = entries_to_csr(e, n, (int)rows, (int)cols, m, error, size);
    else if (e == NULL && error[0] == '\0')
        snprintf(error, size, "out of memory");
    free(e);
    fclose(f);
    return status;
}

#line 9343 "chapters/09-support.nw"
void free_csr_matrix(csr_matrix *m)
{
    free(m->csr);
    free(m->col);
    free(m->values);
    memset(m, 0, sizeof *m);
}
