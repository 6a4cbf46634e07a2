#line 2022 "chapters/01-foundations.nw"
/* The measured tile copies, from the TSV the measurement wrote. */
#include "support.h"

int main(void)
{
    return print_tsv_table(stdout, "bench/results/h100/foundations-transpose.tsv");
}
