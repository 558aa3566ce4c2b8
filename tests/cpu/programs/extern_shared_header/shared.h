#pragma once
__device__ inline int* buf() {
  extern __shared__ int dyn[];
  return dyn;
}
