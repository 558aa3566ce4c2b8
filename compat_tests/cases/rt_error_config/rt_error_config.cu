// Launch errors: 2048 threads per block and a zero grid are refused at launch; cudaGetLastError
// returns the error once and then cudaSuccess; cudaPeekAtLastError does not reset it. Which code is
// returned differs: CUDA 13.0 on an H100 returns cudaErrorInvalidValue for both (recorded), older CUDA
// documents cudaErrorInvalidConfiguration, HIP returns hipErrorInvalidConfiguration; so this case checks
// that an error is reported, kept by peek, and cleared, not its value.
#include "ct.cuh"

__global__ void touch(int* v) { v[threadIdx.x] = 1; }

int main() {
  int* d;
  CT_CHECK(cudaMalloc(&d, 4096 * sizeof(int)));
  touch<<<1, 2048>>>(d);
  cudaError_t peek = cudaPeekAtLastError();
  cudaError_t first = cudaGetLastError();
  cudaError_t second = cudaGetLastError();
  printf("too_many_threads: %d %d %d\n", (int)(peek != cudaSuccess), (int)(first == peek),
         (int)(second == cudaSuccess));
  touch<<<0, 32>>>(d);
  cudaError_t zero = cudaGetLastError();
  printf("zero_grid: %d %d\n", (int)(zero != cudaSuccess), (int)(cudaGetLastError() == cudaSuccess));
  touch<<<1, 64>>>(d);
  printf("valid_after: %d\n", (int)(cudaGetLastError() == cudaSuccess));
  CT_CHECK(cudaDeviceSynchronize());
  printf("error_name_nonempty: %d\n", (int)(cudaGetErrorString(cudaErrorInvalidConfiguration)[0] != 0));
  CT_CHECK(cudaFree(d));
  return 0;
}
