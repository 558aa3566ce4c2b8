// Nothing to change: whole wavefronts, algorithms without a block-size requirement, no algorithm.
#include <xlate/hipcub.hpp>

__global__ void k(const int* in, int* out) {
  typedef hipcub::BlockLoad<int, 128, 4, hipcub::BLOCK_LOAD_WARP_TRANSPOSE> Whole;
  typedef hipcub::BlockLoad<int, 96, 4, hipcub::BLOCK_LOAD_TRANSPOSE> Transpose;
  typedef hipcub::BlockLoad<int, 96, 4, hipcub::BLOCK_LOAD_DIRECT> Direct;
  typedef hipcub::BlockStore<int, 96, 4> Default;
  typedef hipcub::BlockStore<int, 32, 4, hipcub::BLOCK_STORE_VECTORIZE> Vectorize;
  typedef hipcub::BlockReduce<int, 96> Reduce;
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
