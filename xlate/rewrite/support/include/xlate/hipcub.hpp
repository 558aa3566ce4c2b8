// xlate support header: what `#include <cub/...>` gives CUDA code, on HIP: hipCUB, plus CUB's device
// utilities hipCUB 7.2 does not have (cub/util_device.cuh), in namespace hipcub where the translated
// `cub::` names look for them. XL501 translates every <cub/*.cuh> to this header.
// Also CUB's CubDebugExit macro (util_debug.cuh), which hipCUB 7.2 does not define: exit(1) when the
// error-checked expression is not success (CubDebug, hipCUB's HipcubDebug, prints it first when
// HIPCUB_STDERR is defined, as CUB does with CUB_STDERR).
#pragma once
// HIP's fp8 and fp4 headers (amd_detail/amd_hip_fp8.h, amd_hip_fp4.h: what cuda_fp8.h and cuda_fp4.h
// translate to) declare a global namespace `internal` and name it unqualified; hipCUB declares
// hipcub::internal. After a user's `using namespace hipcub;` (CUB code's `using namespace cub;`) a later
// include of one of them finds both names and does not compile ("reference to 'internal' is
// ambiguous"). Included here, before any user code, they are parsed while the name is unambiguous and
// their include guards make the later includes empty. They are the HIP headers CUDA code reaches that
// have the pattern (the cooperative-groups header names cooperative_groups::internal from inside its
// own namespace, which a using-directive cannot make ambiguous). HIP 7.2's amd_hip_fp6.h has it too,
// but it redefines amd_hip_fp4.h's internal helpers, so the two cannot both be included; xlate maps no
// CUDA header to it. The cpu backend's headers and its hipCUB have no namespace `internal`.
#if !defined(__HIP_PLATFORM_XLATE_CPU__)
#include <hip/hip_fp8.h>
#include <hip/hip_fp4.h>
#endif
// hipCUB 7.2's MergePathSearch (backend/rocprim/thread/thread_search.hpp) calls CUB_MAX and CUB_MIN, which
// hipCUB never defines (it has HIPCUB_MAX/HIPCUB_MIN): any use of it did not compile. Defined here, before
// the include, with CUB's meaning.
#ifndef CUB_MAX
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#endif
#ifndef CUB_MIN
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#endif
#include <hipcub/hipcub.hpp>
#include <stdio.h>
// CUB's util_type.cuh includes these, and CUDA code names FLT_MAX, INT_MAX and std::numeric_limits after
// only <cub/cub.cuh> (xgboost's updater_gpu_common.cuh); hipCUB 7.2 does not bring <cfloat> in
#include <cfloat>
#include <climits>
#include <limits>
#include <xlate/hipcub_dispatch.hpp>
#include <stdlib.h>

#ifndef HipcubDebug  // hipCUB defines it (config.hpp); the cpu backend's hipCUB does not
namespace hipcub {
inline hipError_t Debug(hipError_t error, const char* filename, int line) {
  (void)filename;
  (void)line;
#ifdef HIPCUB_STDERR
  if (error) {
    fprintf(stderr, "HIP error %d [%s, %d]: %s\n", (int)error, filename, line, hipGetErrorString(error));
    fflush(stderr);
  }
#endif
  return error;
}
}  // namespace hipcub
#define HipcubDebug(e) ::hipcub::Debug((hipError_t)(e), __FILE__, __LINE__)
#endif

#ifndef CubDebugExit
#define CubDebugExit(e) \
  if (HipcubDebug(e)) { \
    exit(1);            \
  }
#endif

namespace hipcub {

// The current device ordinal, -1 when it cannot be read (CUB's CurrentDevice).
inline int CurrentDevice() {
  int device = -1;
  return hipGetDevice(&device) == hipSuccess ? device : -1;
}

// The number of devices, -1 when it cannot be read (CUB's DeviceCountUncached; CUB's DeviceCount caches
// it per process, which changes nothing a program can observe).
inline int DeviceCountUncached() {
  int count = -1;
  return hipGetDeviceCount(&count) == hipSuccess ? count : -1;
}

inline int DeviceCount() {
  static const int count = DeviceCountUncached();
  return count;
}

// Waits for `stream` (CUB's SyncStream).
inline hipError_t SyncStream(hipStream_t stream) { return hipStreamSynchronize(stream); }

}  // namespace hipcub

// Rule XL409 (xlate/rewrite/rules/cub_block_size.py): the algorithm argument of a BlockLoad/BlockStore
// whose block may not be a multiple of 64 threads. rocPRIM's warp-transpose load/store static_assert
// whole hardware wavefronts (64 lanes on gfx942; CUDA's 32-lane warps make 32, 96, 160 ... threads
// valid there). The transpose algorithms give the same blocked arrangement through a block-wide
// exchange and accept any block size; a multiple of 64 is a multiple of every AMD wavefront width.
#if defined(__HIP_PLATFORM_XLATE_CPU__)
// the cpu backend's BlockLoad/BlockStore (xlate/cpu/libs) take any block size with every algorithm
template <int Threads, class Algorithm>
constexpr Algorithm xlate_cub_block_algo(Algorithm a) {
  return a;
}
#else
constexpr hipcub::BlockLoadAlgorithm xlate_cub_block_algo_(hipcub::BlockLoadAlgorithm a, int threads) {
  return (threads % 64 == 0 ||
          (a != hipcub::BLOCK_LOAD_WARP_TRANSPOSE && a != hipcub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED))
             ? a
             : hipcub::BLOCK_LOAD_TRANSPOSE;
}
constexpr hipcub::BlockStoreAlgorithm xlate_cub_block_algo_(hipcub::BlockStoreAlgorithm a, int threads) {
  return (threads % 64 == 0 ||
          (a != hipcub::BLOCK_STORE_WARP_TRANSPOSE && a != hipcub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED))
             ? a
             : hipcub::BLOCK_STORE_TRANSPOSE;
}
template <int Threads, class Algorithm>
constexpr Algorithm xlate_cub_block_algo(Algorithm a) {
  return xlate_cub_block_algo_(a, Threads);
}
#endif
