#line 3436 "chapters/09-support.nw"
/* CPU models of the mergesort: the four-way co-rank search by rounds of
   probes, one lane after another, and a worker's split, for every key
   type. Valid C11. */
#ifndef LITGPU_MERGESORT_MODEL_H
#define LITGPU_MERGESORT_MODEL_H

#include "mergesort.h"

#define LG_KEYED_FILE "mergesort_model_keyed.h"
#include "each_key.h"
#undef LG_KEYED_FILE

#endif
