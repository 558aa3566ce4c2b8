// xlate support header: the cpu backend's board exchange among the lanes of a 32-lane warp, for the warp
// matrix operations (ldmatrix and mma.sync in <xlate/ptx_shared.h>, wmma::mma_sync in <xlate/wmma.h>;
// docs/cpu-backend.md, "Warp matrix operations"). The default; -DXLATE_CPU_MATRIX_SHUFFLES moves the operands
// by shuffles instead (the same values; the 4 FLASH_ATTN_EXT inf results of llama.cpp's d525445 row, which
// made the board opt-in for a while, come with shuffles too: docs/validation.md).
//
// The lanes of a block are fibers of one worker thread, which runs one block at a time, so a lane can read
// what another lane posts on a board of the worker (one slot per thread of the block), and through a
// posted address the other lane's registers on its own stack. One rendezvous of the warp makes every post
// visible; a second keeps the posts (and what they point to) in place until every lane has read them. Two
// rendezvous per operation instead of one shuffle, itself a rendezvous of the warp's fibers, per value.
#pragma once
#include <hip/hip_runtime.h>

#if defined(__HIP_PLATFORM_XLATE_CPU__) && !defined(XLATE_CPU_MATRIX_SHUFFLES)
#define XLATE_CPU_MATRIX_USE_BOARD 1

inline thread_local unsigned long long xlate_warp_board_slots[1024];

// One exchange: the constructor posts the caller's value and waits for the lanes of `mask` (the caller's
// warp); at(r) is what lane r (0..31) of the warp posted; the destructor waits for the warp again, so that
// no lane posts anew, or leaves the frame a posted address points into, before every lane has read.
struct xlate_warp_board {
  unsigned long long mask;
  unsigned int base;  // the slot of lane 0 of the caller's warp
  __device__ xlate_warp_board(unsigned long long value, unsigned long long warp_mask) : mask(warp_mask) {
    const unsigned int me = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    base = me - ((unsigned int)__lane_id() & 31u);
    xlate_warp_board_slots[me] = value;
    __syncwarp(mask);
  }
  __device__ ~xlate_warp_board() { __syncwarp(mask); }
  xlate_warp_board(const xlate_warp_board&) = delete;
  xlate_warp_board& operator=(const xlate_warp_board&) = delete;
  __device__ unsigned long long at(unsigned int r) const { return xlate_warp_board_slots[base + r]; }
  template <class P>
  __device__ const P* pointer_at(unsigned int r) const {
    return reinterpret_cast<const P*>(static_cast<__UINTPTR_TYPE__>(at(r)));
  }
};
#else
#define XLATE_CPU_MATRIX_USE_BOARD 0
#endif
