// xlate CPU backend: copies and fills (hipMemcpy*, 2-D and 3-D ones included, hipMemset*, the symbol copies). Each is an
// operation of a stream (streams.cpp); the synchronous forms wait for it.
//
// An asynchronous copy from or to pageable host memory (memory the runtime did not allocate or
// register) waits for itself too, after the work queued before it on its stream: CUDA's runtime
// returns from such a copy only once the host buffer may be read or reused ("API synchronization
// behavior": device to pageable host completes before the call returns; pageable host to device is
// staged before it returns), and HIP's hipMemcpyAsync is synchronous for unpinned memory. Programs
// read the destination right after the call (BART's md_copy through cudaMemcpyAsync on the legacy
// stream); queued for later, the copy raced with that read. In a stream capture the copy is recorded
// as a node and its completion is already set, so nothing waits.

#include <cstdint>
#include <cstring>

#include "streams.h"

using namespace xlate_rt;

namespace {

bool valid_kind(hipMemcpyKind k) { return k >= hipMemcpyHostToHost && k <= hipMemcpyDefault; }

// The bytes a pitched range of `height` rows of `width` spans from its first byte.
size_t span2d(size_t pitch, size_t width, size_t height) { return (height - 1) * pitch + width; }

hipError_t copy(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream,
                bool sync) {
  if (!valid_kind(kind)) return ret(hipErrorInvalidMemcpyDirection);
  if (n == 0) return hipSuccess;
  if (!dst || !src) return ret(hipErrorInvalidValue);
  if (past_allocation_end(dst, n) || past_allocation_end(src, n)) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] { memmove(dst, src, n); }, {}, hipGraphNodeTypeMemcpy);
  if (sync || pageable_host(dst) || pageable_host(src)) c->wait();
  return hipSuccess;
}

hipError_t copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                  size_t height, hipMemcpyKind kind, hipStream_t stream, bool sync) {
  if (!valid_kind(kind)) return ret(hipErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch) return ret(hipErrorInvalidPitchValue);
  if (width == 0 || height == 0) return hipSuccess;
  if (!dst || !src) return ret(hipErrorInvalidValue);
  if (past_allocation_end(dst, span2d(dpitch, width, height)) ||
      past_allocation_end(src, span2d(spitch, width, height))) {
    return ret(hipErrorInvalidValue);
  }
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] {
    for (size_t r = 0; r < height; ++r)
      memmove(static_cast<char*>(dst) + r * dpitch, static_cast<const char*>(src) + r * spitch, width);
  }, {}, hipGraphNodeTypeMemcpy);
  if (sync || pageable_host(dst) || pageable_host(src)) c->wait();
  return hipSuccess;
}

// hipMemcpy3D on pitched allocations: extent.width and the positions' x in bytes (no array is involved),
// ysize the rows of one slice. Arrays (hipArray_t) are not implemented by this backend.
hipError_t copy3d(const hipMemcpy3DParms* p, hipStream_t stream, bool sync) {
  if (!p) return ret(hipErrorInvalidValue);
  if (p->srcArray || p->dstArray) {
    return xlate_cpu_not_supported("hipMemcpy3D with a hipArray_t (this backend has no arrays)");
  }
  if (!valid_kind(p->kind)) return ret(hipErrorInvalidMemcpyDirection);
  const hipExtent e = p->extent;
  if (e.width == 0 || e.height == 0 || e.depth == 0) return hipSuccess;
  const hipPitchedPtr sp = p->srcPtr, dp = p->dstPtr;
  if (!sp.ptr || !dp.ptr) return ret(hipErrorInvalidValue);
  if (p->srcPos.x + e.width > sp.pitch || p->dstPos.x + e.width > dp.pitch) return ret(hipErrorInvalidPitchValue);
  if ((e.depth > 1 || p->srcPos.z) && p->srcPos.y + e.height > sp.ysize) return ret(hipErrorInvalidValue);
  if ((e.depth > 1 || p->dstPos.z) && p->dstPos.y + e.height > dp.ysize) return ret(hipErrorInvalidValue);
  auto span3d = [&](const hipPitchedPtr& pp, const hipPos& at) {
    return ((at.z + e.depth - 1) * pp.ysize + at.y + e.height - 1) * pp.pitch + at.x + e.width;
  };
  if (past_allocation_end(sp.ptr, span3d(sp, p->srcPos)) || past_allocation_end(dp.ptr, span3d(dp, p->dstPos))) {
    return ret(hipErrorInvalidValue);
  }
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  const hipPos so = p->srcPos, dO = p->dstPos;
  CP c = enqueue(s, [=] {
    for (size_t z = 0; z < e.depth; ++z)
      for (size_t y = 0; y < e.height; ++y)
        memmove(static_cast<char*>(dp.ptr) + ((dO.z + z) * dp.ysize + dO.y + y) * dp.pitch + dO.x,
                static_cast<const char*>(sp.ptr) + ((so.z + z) * sp.ysize + so.y + y) * sp.pitch + so.x, e.width);
  }, {}, hipGraphNodeTypeMemcpy);
  if (sync || pageable_host(dp.ptr) || pageable_host(sp.ptr)) c->wait();
  return hipSuccess;
}

hipError_t copy3d_peer(const hipMemcpy3DPeerParms* p, hipStream_t stream, bool sync) {
  if (!p) return ret(hipErrorInvalidValue);
  if (p->srcDevice != 0 || p->dstDevice != 0) return ret(hipErrorInvalidDevice);
  hipMemcpy3DParms q = {};
  q.srcArray = p->srcArray; q.srcPos = p->srcPos; q.srcPtr = p->srcPtr;
  q.dstArray = p->dstArray; q.dstPos = p->dstPos; q.dstPtr = p->dstPtr;
  q.extent = p->extent; q.kind = hipMemcpyDeviceToDevice;
  return copy3d(&q, stream, sync);
}

hipError_t fill(void* dst, int value, size_t n, hipStream_t stream, bool sync) {
  if (n == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  if (past_allocation_end(dst, n)) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] { memset(dst, value & 0xff, n); }, {}, hipGraphNodeTypeMemset);
  if (sync) c->wait();
  return hipSuccess;
}

template <class T>
hipError_t fill_n(void* dst, T value, size_t count, hipStream_t stream, bool sync) {
  if (count == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  if (count > SIZE_MAX / sizeof(T) || past_allocation_end(dst, sizeof(T) * count)) {
    return ret(hipErrorInvalidValue);
  }
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] {
    for (size_t i = 0; i < count; ++i) memcpy(static_cast<char*>(dst) + sizeof(T) * i, &value, sizeof(T));
  }, {}, hipGraphNodeTypeMemset);
  if (sync) c->wait();
  return hipSuccess;
}

hipError_t fill2d(void* dst, size_t pitch, int value, size_t width, size_t height, hipStream_t stream,
                  bool sync) {
  if (width > pitch) return ret(hipErrorInvalidPitchValue);
  if (width == 0 || height == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  if (past_allocation_end(dst, span2d(pitch, width, height))) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] {
    for (size_t r = 0; r < height; ++r) memset(static_cast<char*>(dst) + r * pitch, value & 0xff, width);
  }, {}, hipGraphNodeTypeMemset);
  if (sync) c->wait();
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipMemcpy(void* dst, const void* src, size_t n, hipMemcpyKind kind) {
  return copy(dst, src, n, kind, nullptr, true);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t s) {
  return copy(dst, src, n, kind, s, false);
}
hipError_t hipMemcpyHtoD(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyHostToDevice, nullptr, true);
}
hipError_t hipMemcpyDtoH(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyDeviceToHost, nullptr, true);
}
hipError_t hipMemcpyDtoD(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyDeviceToDevice, nullptr, true);
}
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind) {
  return copy2d(dst, dpitch, src, spitch, width, height, kind, nullptr, true);
}
hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t s) {
  return copy2d(dst, dpitch, src, spitch, width, height, kind, s, false);
}
hipError_t hipMemcpy3D(const hipMemcpy3DParms* p) { return copy3d(p, nullptr, true); }
hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms* p, hipStream_t s) { return copy3d(p, s, false); }
hipError_t hipMemcpy3DPeer(hipMemcpy3DPeerParms* p) { return copy3d_peer(p, nullptr, true); }
hipError_t hipMemcpy3DPeerAsync(hipMemcpy3DPeerParms* p, hipStream_t s) { return copy3d_peer(p, s, false); }
hipError_t hipMemset(void* dst, int value, size_t n) { return fill(dst, value, n, nullptr, true); }
hipError_t hipMemsetAsync(void* dst, int value, size_t n, hipStream_t s) {
  return fill(dst, value, n, s, false);
}
hipError_t hipMemsetD32(void* dst, int value, size_t count) { return fill_n(dst, value, count, nullptr, true); }

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t n, size_t offset,
                             hipMemcpyKind kind) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(static_cast<char*>(const_cast<void*>(symbol)) + offset, src, n, kind, nullptr, true);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t n, size_t offset,
                               hipMemcpyKind kind) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(dst, static_cast<const char*>(symbol) + offset, n, kind, nullptr, true);
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t n, size_t offset,
                                  hipMemcpyKind kind, hipStream_t s) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(static_cast<char*>(const_cast<void*>(symbol)) + offset, src, n, kind, s, false);
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t n, size_t offset,
                                    hipMemcpyKind kind, hipStream_t s) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(dst, static_cast<const char*>(symbol) + offset, n, kind, s, false);
}
hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
  if (!devPtr) return ret(hipErrorInvalidValue);
  if (!symbol) return ret(hipErrorInvalidSymbol);
  *devPtr = const_cast<void*>(symbol);
  return hipSuccess;
}

hipError_t hipMemcpyHtoDAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyHostToDevice, s, false);
}
hipError_t hipMemcpyDtoHAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyDeviceToHost, s, false);
}
hipError_t hipMemcpyDtoDAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyDeviceToDevice, s, false);
}
hipError_t hipMemcpyPeer(void* dst, int dd, const void* src, int sd, size_t n) {
  if (dd != 0 || sd != 0) return ret(hipErrorInvalidDevice);
  return copy(dst, src, n, hipMemcpyDeviceToDevice, nullptr, true);
}
hipError_t hipMemcpyPeerAsync(void* dst, int dd, const void* src, int sd, size_t n, hipStream_t s) {
  if (dd != 0 || sd != 0) return ret(hipErrorInvalidDevice);
  return copy(dst, src, n, hipMemcpyDeviceToDevice, s, false);
}

hipError_t hipMemsetD8(void* dst, unsigned char v, size_t n) { return fill_n(dst, v, n, nullptr, true); }
hipError_t hipMemsetD16(void* dst, unsigned short v, size_t n) { return fill_n(dst, v, n, nullptr, true); }
hipError_t hipMemsetD8Async(void* dst, unsigned char v, size_t n, hipStream_t s) {
  return fill_n(dst, v, n, s, false);
}
hipError_t hipMemsetD16Async(void* dst, unsigned short v, size_t n, hipStream_t s) {
  return fill_n(dst, v, n, s, false);
}
hipError_t hipMemsetD32Async(void* dst, int v, size_t n, hipStream_t s) { return fill_n(dst, v, n, s, false); }
hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height,
                            hipStream_t stream) {
  return fill2d(dst, pitch, value, width, height, stream, false);
}
hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
  return fill2d(dst, pitch, value, width, height, nullptr, true);
}

}  // extern "C"

hipError_t xlate_cpu::invalid_symbol() { return ret(hipErrorInvalidSymbol); }

hipError_t xlate_cpu::symbol_range(const SymbolRef& s, size_t count, size_t offset) {
  if (!s.addr) return ret(hipErrorInvalidSymbol);
  if (offset > s.size || count > s.size - offset) return ret(hipErrorInvalidValue);
  return hipSuccess;
}
