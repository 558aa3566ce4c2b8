// Nothing to change: whole wavefronts, algorithms without a block-size requirement, no algorithm.
#include <cub/cub.cuh>

__global__ void k(const int* in, int* out) {
  typedef cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE> Whole;
  typedef cub::BlockLoad<int, 96, 4, cub::BLOCK_LOAD_TRANSPOSE> Transpose;
  typedef cub::BlockLoad<int, 96, 4, cub::BLOCK_LOAD_DIRECT> Direct;
  typedef cub::BlockStore<int, 96, 4> Default;
  typedef cub::BlockStore<int, 32, 4, cub::BLOCK_STORE_VECTORIZE> Vectorize;
  typedef cub::BlockReduce<int, 96> Reduce;
  __shared__ typename Whole::TempStorage t;
  __shared__ typename Transpose::TempStorage tt;
  int v[4];
  Whole(t).Load(in, v);
  Transpose(tt).Load(in, v);
  Direct().Load(in, v);
  Default().Store(out, v);
  Vectorize().Store(out, v);
  (void)sizeof(Reduce);
}
