#line 2987 "chapters/09-support.nw"
/* The merge of every key type against CUB, from the key-type
   measurement, as a Markdown table of shares of the copy bandwidth. */
#include <stdio.h>
#include "support.h"

#define RESULTS "bench/results/h100/key-types/merge-types.tsv"

int main(void)
{
    static const char *const types[] = {"i32", "u32", "f32", "i64", "u64", "f64"};
    measured_row keys[32], pairs[32];
    char gpu[64], date[64];
    int k = read_measured_rows(stdout, RESULTS, "merge-keys-types", keys, 32, gpu, date);
    int p = read_measured_rows(stdout, RESULTS, "merge-pairs-types", pairs, 32, gpu, date);

    if (k < 0 || p < 0)
        return 0;
    printf("| keys | keys: ours, %% of copy | keys: CUB | pairs: ours | pairs: CUB |\n"
           "|---|--:|--:|--:|--:|\n");
    for (int t = 0; t < 6; t++) {
        const measured_row *r[4] = {find_measured_row(keys, k, "ours", 0, types[t]),
                                    find_measured_row(keys, k, "cub", 0, types[t]),
                                    find_measured_row(pairs, p, "ours", 0, types[t]),
                                    find_measured_row(pairs, p, "cub", 0, types[t])};

        if (r[0] != NULL && r[1] != NULL && r[2] != NULL && r[3] != NULL)
            printf("| `%s` | %.1f | %.1f | %.1f | %.1f |\n", types[t], r[0]->pct_of_copy,
                   r[1]->pct_of_copy, r[2]->pct_of_copy, r[3]->pct_of_copy);
    }
    printf("\n%s, %.10s, $2^{26}$ keys.\n", gpu, date);
    return 0;
}
