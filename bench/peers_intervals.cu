/* Peers of interval expand and move: CUB's batched copy, given the
   intervals as iterators computed from the same arrays the library reads
   (the scan, the values, the gather and scatter offsets). */
#include <cub/device/device_copy.cuh>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include "peers_intervals.h"

/* The length of interval j. */
struct interval_length {
    const int32_t *scan;
    int count, move_count;
    __host__ __device__ uint32_t operator()(int j) const
    {
        return (uint32_t)((j + 1 < count ? scan[j + 1] : move_count) - scan[j]);
    }
};

/* Interval j's value, repeated: the source of an expand. */
struct repeated_value {
    const int32_t *values;
    __host__ __device__ thrust::constant_iterator<int32_t> operator()(int j) const
    {
        return thrust::constant_iterator<int32_t>(values[j]);
    }
};

/* base + offsets[j]: where interval j starts in an array. */
template <typename T>
struct offset_pointer {
    T *base;
    const int32_t *offsets;
    __host__ __device__ T *operator()(int j) const { return base + offsets[j]; }
};

extern "C" cudaError_t peer_cub_copy_expand_i32(int move_count, const int32_t *scan,
                                                const int32_t *values, int count, int32_t *out,
                                                void *temp, size_t *temp_bytes,
                                                cudaStream_t stream)
{
    thrust::counting_iterator<int> j(0);
    auto sources = thrust::make_transform_iterator(j, repeated_value{values});
    auto destinations = thrust::make_transform_iterator(j, offset_pointer<int32_t>{out, scan});
    auto lengths = thrust::make_transform_iterator(j, interval_length{scan, count, move_count});

    return cub::DeviceCopy::Batched(temp, *temp_bytes, sources, destinations, lengths, count,
                                    stream);
}

extern "C" cudaError_t peer_cub_copy_move_i32(int move_count, const int32_t *gather,
                                              const int32_t *scatter, const int32_t *scan,
                                              int count, const int32_t *in, int32_t *out,
                                              void *temp, size_t *temp_bytes,
                                              cudaStream_t stream)
{
    thrust::counting_iterator<int> j(0);
    auto sources = thrust::make_transform_iterator(j, offset_pointer<const int32_t>{in, gather});
    auto destinations = thrust::make_transform_iterator(j, offset_pointer<int32_t>{out, scatter});
    auto lengths = thrust::make_transform_iterator(j, interval_length{scan, count, move_count});

    return cub::DeviceCopy::Batched(temp, *temp_bytes, sources, destinations, lengths, count,
                                    stream);
}
