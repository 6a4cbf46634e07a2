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
#line 2061 "chapters/02-merge.nw"
/* A uniformly distributed integer in [low, high], a function of seed and
   index alone (splitmix64 of the pair). */
int32_t random_i32(uint64_t seed, uint64_t index, int32_t low, int32_t high);

#line 741 "chapters/00-preface.nw"
#endif
