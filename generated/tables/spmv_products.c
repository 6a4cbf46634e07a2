#line 8309 "chapters/09-support.nw"
/* Data for the figure of SpMV's products (plots/spmv-products.gp). */
#include <stdio.h>
#include "support.h"

int main(void)
{
    csr_matrix m;
    char error[256] = "";
    double x[64], y[64];

    if (read_matrix_market("generated/data/spmv-example.mtx", &m, error, sizeof error) != 0 ||
        m.cols > 64 || m.rows > 64) {
        fprintf(stderr, "spmv_products: %s\n", error);
        return 1;
    }
    for (int i = 0; i < m.cols; i++)
        x[i] = i + 1;
    spmv_reference_f64(m.values, m.col, m.nz, m.csr, m.rows, x, y);
    printf("```\n# block 0: nonzero, its row, its column, its value, x there, the product\n");
    for (int r = 0; r < m.rows; r++)
        for (int j = m.csr[r]; j < m.csr[r + 1]; j++)
            printf("%d %d %d %g %g %g\n", j, r, (int)m.col[j], m.values[j], x[m.col[j]],
                   m.values[j] * x[m.col[j]]);
    printf("\n\n# block 1: row, its first nonzero, one past its last, y there\n");
    for (int r = 0; r < m.rows; r++)
        printf("%d %d %d %g\n", r, (int)m.csr[r], (int)m.csr[r + 1], y[r]);
    printf("```\n");
    free_csr_matrix(&m);
    return 0;
}
