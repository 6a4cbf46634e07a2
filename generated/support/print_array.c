#line 1328 "chapters/00-preface.nw"
#include "support.h"

void print_array_i32(FILE *f, const int32_t *values, int count)
{
    for (int i = 0; i < count; i++) {
        if (i % 10 == 0)
            fprintf(f, "%s%5d: ", i ? "\n" : "", i);
        fprintf(f, "%5d", (int)values[i]);
    }
    if (count > 0)
        fputc('\n', f);
}
