/* xlate CUDA prelude: the built-in vector types (CUDA C++ Programming Guide, "Built-in Vector Types").
 * Alignments follow the guide: N-component vectors of 2 and 4 components are aligned to their size
 * (at most 16 bytes); 1- and 3-component vectors have their element's alignment. */
#ifndef XLATE_PRELUDE_VECTOR_TYPES_H
#define XLATE_PRELUDE_VECTOR_TYPES_H

#include "host_defines.h"

struct __device_builtin__ char1 { signed char x; };
struct __device_builtin__ __align__(2) char2 { signed char x, y; };
struct __device_builtin__ char3 { signed char x, y, z; };
struct __device_builtin__ __align__(4) char4 { signed char x, y, z, w; };

struct __device_builtin__ uchar1 { unsigned char x; };
struct __device_builtin__ __align__(2) uchar2 { unsigned char x, y; };
struct __device_builtin__ uchar3 { unsigned char x, y, z; };
struct __device_builtin__ __align__(4) uchar4 { unsigned char x, y, z, w; };

struct __device_builtin__ short1 { short x; };
struct __device_builtin__ __align__(4) short2 { short x, y; };
struct __device_builtin__ short3 { short x, y, z; };
struct __device_builtin__ __align__(8) short4 { short x, y, z, w; };

struct __device_builtin__ ushort1 { unsigned short x; };
struct __device_builtin__ __align__(4) ushort2 { unsigned short x, y; };
struct __device_builtin__ ushort3 { unsigned short x, y, z; };
struct __device_builtin__ __align__(8) ushort4 { unsigned short x, y, z, w; };

struct __device_builtin__ int1 { int x; };
struct __device_builtin__ __align__(8) int2 { int x, y; };
struct __device_builtin__ int3 { int x, y, z; };
struct __device_builtin__ __align__(16) int4 { int x, y, z, w; };

struct __device_builtin__ uint1 { unsigned int x; };
struct __device_builtin__ __align__(8) uint2 { unsigned int x, y; };
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ __align__(16) uint4 { unsigned int x, y, z, w; };

struct __device_builtin__ long1 { long int x; };
struct __device_builtin__ __align__(16) long2 { long int x, y; };
struct __device_builtin__ long3 { long int x, y, z; };
struct __device_builtin__ __align__(16) long4 { long int x, y, z, w; };

struct __device_builtin__ ulong1 { unsigned long int x; };
struct __device_builtin__ __align__(16) ulong2 { unsigned long int x, y; };
struct __device_builtin__ ulong3 { unsigned long int x, y, z; };
struct __device_builtin__ __align__(16) ulong4 { unsigned long int x, y, z, w; };

struct __device_builtin__ longlong1 { long long int x; };
struct __device_builtin__ __align__(16) longlong2 { long long int x, y; };
struct __device_builtin__ longlong3 { long long int x, y, z; };
struct __device_builtin__ __align__(16) longlong4 { long long int x, y, z, w; };

struct __device_builtin__ ulonglong1 { unsigned long long int x; };
struct __device_builtin__ __align__(16) ulonglong2 { unsigned long long int x, y; };
struct __device_builtin__ ulonglong3 { unsigned long long int x, y, z; };
struct __device_builtin__ __align__(16) ulonglong4 { unsigned long long int x, y, z, w; };

struct __device_builtin__ float1 { float x; };
struct __device_builtin__ __align__(8) float2 { float x, y; };
struct __device_builtin__ float3 { float x, y, z; };
struct __device_builtin__ __align__(16) float4 { float x, y, z, w; };

struct __device_builtin__ double1 { double x; };
struct __device_builtin__ __align__(16) double2 { double x, y; };
struct __device_builtin__ double3 { double x, y, z; };
struct __device_builtin__ __align__(16) double4 { double x, y, z, w; };

/* dim3: an uint3 whose components default to 1; used for grid and block sizes. */
struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

#include "vector_functions.h"

#endif
