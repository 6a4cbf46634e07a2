#line 3779 "chapters/09-support.nw"
/* The four-way passes of a mergesort of the sixteen keys, by the model. */
#include <stdio.h>
#include <string.h>
#include "support.h"

int main(void)
{
    int32_t keys[MERGESORT_WALK_KEYS];

    memcpy(keys, mergesort_walk_keys, sizeof keys);
    printf("```\nlists of 1:");
    for (int i = 0; i < MERGESORT_WALK_KEYS; i++)
        printf(" %d", (int)keys[i]);
    printf("\n");
    if (mergesort_model_i32(keys, NULL, MERGESORT_WALK_KEYS, 4, stdout) != 0)
        printf("out of memory\n");
    printf("```\n");
    return 0;
}
