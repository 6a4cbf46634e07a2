#line 2138 "chapters/01-foundations.nw"
/* The measured scans, from the TSV the measurement wrote. */
#include "support.h"

int main(void)
{
    return print_tsv_table(stdout, "bench/results/h100/foundations-scan.tsv");
}
