/* Peers of interval expand and move: CUB's batched copy, given the
   intervals as iterators computed from the same arrays the library reads
   (the scan, the values, the gather and scatter offsets), over elements
   of 4 and 8 bytes. */
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
template <typename T>
struct repeated_value {
    const T *values;
    __host__ __device__ thrust::constant_iterator<T> operator()(int j) const
    {
        return thrust::constant_iterator<T>(values[j]);
    }
};

/* base + offsets[j]: where interval j starts in an array. */
template <typename T>
struct offset_pointer {
    T *base;
    const int32_t *offsets;
    __host__ __device__ T *operator()(int j) const { return base + offsets[j]; }
};

/* cub::DeviceCopy::Batched as an expand and as a move of elements of type T. */
template <typename T>
static cudaError_t cub_copy_expand(int move_count, const int32_t *scan, const T *values,
                                   int count, T *out, void *temp, size_t *temp_bytes,
                                   cudaStream_t stream)
{
    thrust::counting_iterator<int> j(0);
    auto sources = thrust::make_transform_iterator(j, repeated_value<T>{values});
    auto destinations = thrust::make_transform_iterator(j, offset_pointer<T>{out, scan});
    auto lengths = thrust::make_transform_iterator(j, interval_length{scan, count, move_count});

    return cub::DeviceCopy::Batched(temp, *temp_bytes, sources, destinations, lengths, count,
                                    stream);
}

template <typename T>
static cudaError_t cub_copy_move(int move_count, const int32_t *gather, const int32_t *scatter,
                                 const int32_t *scan, int count, const T *in, T *out, void *temp,
                                 size_t *temp_bytes, cudaStream_t stream)
{
    thrust::counting_iterator<int> j(0);
    auto sources = thrust::make_transform_iterator(j, offset_pointer<const T>{in, gather});
    auto destinations = thrust::make_transform_iterator(j, offset_pointer<T>{out, scatter});
    auto lengths = thrust::make_transform_iterator(j, interval_length{scan, count, move_count});

    return cub::DeviceCopy::Batched(temp, *temp_bytes, sources, destinations, lengths, count,
                                    stream);
}

/* The C entry points, one pair per element type. */
#define PEER_INTERVAL_CALLS(S, T)                                                               \
    extern "C" cudaError_t peer_cub_copy_expand_##S(int move_count, const int32_t *scan,      \
                                                    const T *values, int count, T *out,      \
                                                    void *temp, size_t *temp_bytes,          \
                                                    cudaStream_t stream)                     \
    {                                                                                         \
        return cub_copy_expand(move_count, scan, values, count, out, temp, temp_bytes,       \
                               stream);                                                       \
    }                                                                                         \
    extern "C" cudaError_t peer_cub_copy_move_##S(int move_count, const int32_t *gather,     \
                                                  const int32_t *scatter, const int32_t *scan, \
                                                  int count, const T *in, T *out, void *temp, \
                                                  size_t *temp_bytes, cudaStream_t stream)   \
    {                                                                                         \
        return cub_copy_move(move_count, gather, scatter, scan, count, in, out, temp,        \
                             temp_bytes, stream);                                             \
    }
PEER_INTERVAL_CALLS(i32, int32_t)
PEER_INTERVAL_CALLS(i64, int64_t)
