#line 8124 "chapters/09-support.nw"
/* The CPU model of a segmented reduction tile's limit. Valid C11. */
#ifndef LITGPU_SEGREDUCE_MODEL_H
#define LITGPU_SEGREDUCE_MODEL_H

#include "segreduce.h"

/* <<Find a tile's limit on the CPU>> */
#line 664 "chapters/06-segreduce.nw"
/* The limit of the tile starting at value tile_start: the segment holding
   that value, with bit 31 set if that segment started before it. */
LG_HD int32_t lg_segreduce_limit(const int32_t *csr, int num_segments, int count,
                                 int64_t tile_start)
{
    if (tile_start >= count)
        return num_segments;
    if (tile_start == 0)
        return 0;
    return lg_limit_among(csr, num_segments, 0, (int32_t)tile_start);
}

#line 8132 "chapters/09-support.nw"
#endif
