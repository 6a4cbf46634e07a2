#line 699 "chapters/02-merge.nw"
/* The merge chapter's classroom kernels: basic, tiled, circular buffers. */
#ifndef LITGPU_MERGE_CLASSROOM_CUH
#define LITGPU_MERGE_CLASSROOM_CUH

#include "merge_path.h"

/* <<Merge, each thread finding its own piece>> */
#line 313 "chapters/02-merge.nw"
/* Thread t merges outputs [t * grain, t * grain + grain), searching and
   merging in global memory. Static: each file that includes it has its own. */
static __global__ void lg_merge_basic_kernel(const int32_t *a, int a_count, const int32_t *b,
                                             int b_count, int32_t *out, int grain)
{
    int total = a_count + b_count;
    int thread = blockIdx.x * blockDim.x + threadIdx.x;
    int diag0 = lg_merge_diagonal(thread, grain, total);
    int diag1 = lg_merge_diagonal(thread + 1, grain, total);
    int mp0 = lg_co_rank_i32(diag0, a, a_count, b, b_count);
    int mp1 = lg_co_rank_i32(diag1, a, a_count, b, b_count);
    lg_merge_range r = lg_merge_range_of(a_count, b_count, diag0, diag1, mp0, mp1);

    lg_merge_sequential_i32(a + r.a_begin, r.a_end - r.a_begin, b + r.b_begin,
                            r.b_end - r.b_begin, out + diag0);
}
/* <<Merge, a CTA at a time, through shared-memory tiles>> */
#line 370 "chapters/02-merge.nw"
/* CTA c merges the chunk of outputs [c * chunk, c * chunk + chunk), TILE
   outputs at a time, through tiles of A and B in shared memory. */
template <int NT, int TILE>
__global__ void __launch_bounds__(NT)
lg_merge_tiled_kernel(const int32_t *a, int a_count, const int32_t *b, int b_count,
                      int32_t *out, int chunk)
{
    __shared__ int32_t a_shared[TILE], b_shared[TILE];
    __shared__ int chunk_co_rank[2];
    int total = a_count + b_count, a_used = 0, b_used = 0;

    /* <<Find this CTA's chunk and its ranges of A and B>> */
#line 400 "chapters/02-merge.nw"
    int diag0 = lg_merge_diagonal(blockIdx.x, chunk, total);
    int diag1 = lg_merge_diagonal(blockIdx.x + 1, chunk, total);
    int c_count = diag1 - diag0;

    if (threadIdx.x < 2)
        chunk_co_rank[threadIdx.x] =
            lg_co_rank_i32(threadIdx.x == 0 ? diag0 : diag1, a, a_count, b, b_count);
    __syncthreads();
    lg_merge_range chunk_range = lg_merge_range_of(a_count, b_count, diag0, diag1,
                                                   chunk_co_rank[0], chunk_co_rank[1]);
#line 382 "chapters/02-merge.nw"
    for (int c_done = 0; c_done < c_count; ) {
        int a_tile = lg_min_int(TILE, chunk_range.a_end - chunk_range.a_begin - a_used);
        int b_tile = lg_min_int(TILE, chunk_range.b_end - chunk_range.b_begin - b_used);
        int c_tile = lg_min_int(TILE, c_count - c_done);

        /* <<Load the next tile of A and of B>> */
#line 416 "chapters/02-merge.nw"
        for (int t = threadIdx.x; t < TILE; t += NT) {
            if (t < a_tile)
                a_shared[t] = a[chunk_range.a_begin + a_used + t];
            if (t < b_tile)
                b_shared[t] = b[chunk_range.b_begin + b_used + t];
        }
#line 388 "chapters/02-merge.nw"
        __syncthreads();
        /* <<Merge this thread's piece of the tile>> */
#line 429 "chapters/02-merge.nw"
        {
            int d0 = lg_merge_diagonal(threadIdx.x, TILE / NT, c_tile);
            int d1 = lg_merge_diagonal(threadIdx.x + 1, TILE / NT, c_tile);
            int mp0 = lg_co_rank_i32(d0, a_shared, a_tile, b_shared, b_tile);
            int mp1 = lg_co_rank_i32(d1, a_shared, a_tile, b_shared, b_tile);
            lg_merge_range r = lg_merge_range_of(a_tile, b_tile, d0, d1, mp0, mp1);

            lg_merge_sequential_i32(a_shared + r.a_begin, r.a_end - r.a_begin,
                                    b_shared + r.b_begin, r.b_end - r.b_begin,
                                    out + diag0 + c_done + d0);
        }
#line 390 "chapters/02-merge.nw"
        /* <<Count how much of A and B the tile used>> */
#line 447 "chapters/02-merge.nw"
        a_used += lg_co_rank_i32(c_tile, a_shared, a_tile, b_shared, b_tile);
        c_done += c_tile;
        b_used = c_done - a_used;
#line 391 "chapters/02-merge.nw"
        __syncthreads();
    }
}
/* <<Merge, a CTA at a time, through circular buffers>> */
#line 574 "chapters/02-merge.nw"
/* As lg_merge_tiled_kernel, but A and B stay in rings of TILE slots (a power of
   two) and each element is loaded once. MIRROR: rings of 2 TILE slots holding
   each element twice, so that every window is contiguous. */
template <int NT, int TILE, bool MIRROR>
__global__ void __launch_bounds__(NT)
lg_merge_circular_kernel(const int32_t *a, int a_count, const int32_t *b, int b_count,
                         int32_t *out, int chunk)
{
    __shared__ int32_t a_shared[MIRROR ? 2 * TILE : TILE], b_shared[MIRROR ? 2 * TILE : TILE];
    __shared__ int chunk_co_rank[2];
    int total = a_count + b_count, a_used = 0, b_used = 0, a_loaded = 0, b_loaded = 0;

    /* <<Find this CTA's chunk and its ranges of A and B>> */
#line 400 "chapters/02-merge.nw"
    int diag0 = lg_merge_diagonal(blockIdx.x, chunk, total);
    int diag1 = lg_merge_diagonal(blockIdx.x + 1, chunk, total);
    int c_count = diag1 - diag0;

    if (threadIdx.x < 2)
        chunk_co_rank[threadIdx.x] =
            lg_co_rank_i32(threadIdx.x == 0 ? diag0 : diag1, a, a_count, b, b_count);
    __syncthreads();
    lg_merge_range chunk_range = lg_merge_range_of(a_count, b_count, diag0, diag1,
                                                   chunk_co_rank[0], chunk_co_rank[1]);
#line 587 "chapters/02-merge.nw"
    for (int c_done = 0; c_done < c_count; ) {
        int c_tile = lg_min_int(TILE, c_count - c_done);

        /* <<Top up the rings of A and B>> */
#line 611 "chapters/02-merge.nw"
        {
            int a_fill = lg_min_int(a_used + TILE, chunk_range.a_end - chunk_range.a_begin) - a_loaded;
            int b_fill = lg_min_int(b_used + TILE, chunk_range.b_end - chunk_range.b_begin) - b_loaded;

            for (int t = threadIdx.x; t < TILE; t += NT) {
                int a_slot = (a_loaded + t) & (TILE - 1), b_slot = (b_loaded + t) & (TILE - 1);
                int32_t a_key = t < a_fill ? a[chunk_range.a_begin + a_loaded + t] : 0;
                int32_t b_key = t < b_fill ? b[chunk_range.b_begin + b_loaded + t] : 0;

                /* <<Store the new keys in their slots, twice if mirrored>> */
#line 628 "chapters/02-merge.nw"
                if (t < a_fill) {
                    a_shared[a_slot] = a_key;
                    if (MIRROR)
                        a_shared[a_slot + TILE] = a_key;
                }
                if (t < b_fill) {
                    b_shared[b_slot] = b_key;
                    if (MIRROR)
                        b_shared[b_slot + TILE] = b_key;
                }
#line 621 "chapters/02-merge.nw"
            }
            a_loaded += a_fill;
            b_loaded += b_fill;
        }
#line 591 "chapters/02-merge.nw"
        __syncthreads();
        if (MIRROR) {
            /* <<Merge this thread's piece of the mirrored rings>> */
#line 644 "chapters/02-merge.nw"
            const int32_t *a_window = a_shared + (a_used & (TILE - 1));
            const int32_t *b_window = b_shared + (b_used & (TILE - 1));
            int a_tile = a_loaded - a_used, b_tile = b_loaded - b_used;
            int d0 = lg_merge_diagonal(threadIdx.x, TILE / NT, c_tile);
            int d1 = lg_merge_diagonal(threadIdx.x + 1, TILE / NT, c_tile);
            lg_merge_range r = lg_merge_range_of(a_tile, b_tile, d0, d1,
                                                 lg_co_rank_i32(d0, a_window, a_tile, b_window, b_tile),
                                                 lg_co_rank_i32(d1, a_window, a_tile, b_window, b_tile));

            lg_merge_sequential_i32(a_window + r.a_begin, r.a_end - r.a_begin, b_window + r.b_begin,
                                    r.b_end - r.b_begin, out + diag0 + c_done + d0);
            a_used += lg_co_rank_i32(c_tile, a_window, a_tile, b_window, b_tile);
#line 594 "chapters/02-merge.nw"
        } else {
            /* <<Merge this thread's piece of the rings>> */
#line 662 "chapters/02-merge.nw"
            int a_tile = a_loaded - a_used, b_tile = b_loaded - b_used;
            int d0 = lg_merge_diagonal(threadIdx.x, TILE / NT, c_tile);
            int d1 = lg_merge_diagonal(threadIdx.x + 1, TILE / NT, c_tile);
            int mp0 = lg_co_rank_circular_i32(d0, a_shared, a_used, a_tile, b_shared, b_used, b_tile, TILE);
            int mp1 = lg_co_rank_circular_i32(d1, a_shared, a_used, a_tile, b_shared, b_used, b_tile, TILE);
            lg_merge_range r = lg_merge_range_of(a_tile, b_tile, d0, d1, mp0, mp1);

            lg_merge_sequential_circular_i32(a_shared, a_used + r.a_begin, r.a_end - r.a_begin, b_shared,
                                             b_used + r.b_begin, r.b_end - r.b_begin, TILE,
                                             out + diag0 + c_done + d0);
            a_used += lg_co_rank_circular_i32(c_tile, a_shared, a_used, a_tile, b_shared, b_used, b_tile,
                                              TILE);
#line 596 "chapters/02-merge.nw"
        }
        c_done += c_tile;
        b_used = c_done - a_used;
        __syncthreads();
    }
}

#line 709 "chapters/02-merge.nw"
#endif
