// cub::BlockLoad / BlockStore with a warp-transpose algorithm and blocks of whole CUDA warps that are
// not whole 64-lane wavefronts: rocPRIM rejects them on gfx942 unless the algorithm is changed.
#include <xlate/hipcub.hpp>

constexpr int kThreads = 96;

__global__ void literal_sizes(const int* in, int* out) {
  typedef hipcub::BlockLoad<int, 96, 4, xlate_cub_block_algo<96>(hipcub::BLOCK_LOAD_WARP_TRANSPOSE)> Load;  // CHECK: XL409 note L8:38 cub::BlockLoad with 96 threads, not a multiple
  typedef hipcub::BlockStore<int, 96, 4, xlate_cub_block_algo<96>(hipcub::BLOCK_STORE_WARP_TRANSPOSE)> Store;  // CHECK: XL409 note L9:39 cub::BlockStore with 96 threads, not a multiple
  __shared__ union { typename Load::TempStorage load; typename Store::TempStorage store; } tmp;
  int v[4];
  Load(tmp.load).Load(in + blockIdx.x * 384, v);
  __syncthreads();
  for (int k = 0; k < 4; ++k) v[k] *= 2;
  Store(tmp.store).Store(out + blockIdx.x * 384, v);
}

template <int BLOCK, int ITEMS>
__global__ void templated(const float* in, float* out, int valid) {
  using Load = hipcub::BlockLoad<float, BLOCK, ITEMS, xlate_cub_block_algo<(BLOCK)>(hipcub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED)>;  // CHECK: XL409 note L20:52 cub::BlockLoad: the algorithm
  using Store = hipcub::BlockStore<float, BLOCK, ITEMS, xlate_cub_block_algo<(BLOCK)>(hipcub::BLOCK_STORE_WARP_TRANSPOSE)>;  // CHECK: XL409 note L21:54 cub::BlockStore: the algorithm
  __shared__ typename Load::TempStorage tl;
  __shared__ typename Store::TempStorage ts;
  float v[ITEMS];
  Load(tl).Load(in, v, valid, -1.0f);
  Store(ts).Store(out, v, valid);
}

__global__ void two_dims(const int* in, int* out) {
  typedef hipcub::BlockLoad<int, 16, 2, xlate_cub_block_algo<96>(hipcub::BLOCK_LOAD_WARP_TRANSPOSE), 6> Load2D;  // CHECK: XL409 note L30:38 cub::BlockLoad with 96 threads, not a multiple
  typedef hipcub::BlockLoad<int, kThreads, 2, xlate_cub_block_algo<(kThreads)>(hipcub::BLOCK_LOAD_WARP_TRANSPOSE)> LoadK;  // CHECK: XL409 note L31:44 cub::BlockLoad: the algorithm
  __shared__ typename Load2D::TempStorage t;
  __shared__ typename LoadK::TempStorage tk;
  int v[2];
  Load2D(t).Load(in, v);
  LoadK(tk).Load(in, v);
  out[threadIdx.y * 16 + threadIdx.x] = v[0] + v[1];
}

template __global__ void templated<32, 2>(const float*, float*, int);
template __global__ void templated<160, 1>(const float*, float*, int);
template __global__ void templated<256, 4>(const float*, float*, int);
