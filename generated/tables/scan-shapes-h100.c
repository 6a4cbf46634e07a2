#line 2167 "chapters/01-foundations.nw"
/* The scan kernel's tile shapes and variants, as measured. */
#include "support.h"

int main(void)
{
    return print_tsv_table(stdout, "bench/results/h100/foundations-scan-shapes.tsv");
}
