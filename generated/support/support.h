#line 731 "chapters/00-preface.nw"
/* Support for the demos, tests and benchmark: printing, and more in
   later chapters. Not part of liblitgpu. */
#ifndef LITGPU_SUPPORT_H
#define LITGPU_SUPPORT_H

#include <stdint.h>
#include <stdio.h>
#include "litgpu.h"   /* lg_status, and the CUDA runtime's types */

#ifdef __cplusplus
extern "C" {   /* the support library has .cu files; its names stay C's */
#endif

#line 753 "chapters/00-preface.nw"
/* Print count values to f, ten to a row, each row labelled by the index
   of its first value: "   10:    2    5    4 ...". */
void print_array_i32(FILE *f, const int32_t *values, int count);

#line 746 "chapters/00-preface.nw"
#ifdef __cplusplus
}
#endif
#endif
