// One-rank NCCL collectives between kernels on one stream: each collective sees what the kernels
// before it wrote, and the kernels after it see its result. A PreMulSum scalar in device memory is
// written by a kernel launched after the operator was made and before the collective: it is read when
// the collective runs. Prints "out" and the n results (%a); tests/cpu/test_rccl.py computes them.
#include <cuda_runtime.h>
#include <nccl.h>
#include <cstdio>
#include <vector>

#define CHECK(x)                                                          \
  do {                                                                    \
    if (!(x)) {                                                           \
      std::fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #x); \
      return 1;                                                           \
    }                                                                     \
  } while (0)

__global__ void fill(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 0.25f * i - 3.0f;
}

__global__ void add_one(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1.0f;
}

__global__ void set_scalar(float* s, float v) { *s = v; }

int main() {
  const int n = 300, threads = 128, blocks = (n + threads - 1) / threads;
  int device = 0;
  ncclComm_t comm;
  CHECK(ncclCommInitAll(&comm, 1, &device) == ncclSuccess);
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s) == cudaSuccess);
  float *x, *y, *z, *scalar;
  CHECK(cudaMalloc(&x, n * sizeof(float)) == cudaSuccess);
  CHECK(cudaMalloc(&y, n * sizeof(float)) == cudaSuccess);
  CHECK(cudaMalloc(&z, n * sizeof(float)) == cudaSuccess);
  CHECK(cudaMalloc(&scalar, sizeof(float)) == cudaSuccess);
  fill<<<blocks, threads, 0, s>>>(x, n);
  CHECK(ncclAllReduce(x, y, n, ncclFloat, ncclSum, comm, s) == ncclSuccess);  // y = x
  add_one<<<blocks, threads, 0, s>>>(y, n);
  ncclRedOp_t times;
  CHECK(ncclRedOpCreatePreMulSum(&times, scalar, ncclFloat, ncclScalarDevice, comm) == ncclSuccess);
  set_scalar<<<1, 1, 0, s>>>(scalar, -2.0f);
  CHECK(ncclReduceScatter(y, z, n, ncclFloat, times, comm, s) == ncclSuccess);  // z = y * scalar
  CHECK(ncclGroupStart() == ncclSuccess);
  CHECK(ncclSend(z, n, ncclFloat, 0, comm, s) == ncclSuccess);
  CHECK(ncclRecv(x, n, ncclFloat, 0, comm, s) == ncclSuccess);  // x = z
  CHECK(ncclGroupEnd() == ncclSuccess);
  add_one<<<blocks, threads, 0, s>>>(x, n);
  std::vector<float> host(n);
  CHECK(cudaMemcpyAsync(host.data(), x, n * sizeof(float), cudaMemcpyDeviceToHost, s) == cudaSuccess);
  CHECK(cudaStreamSynchronize(s) == cudaSuccess);
  CHECK(ncclRedOpDestroy(times, comm) == ncclSuccess);
  CHECK(ncclCommDestroy(comm) == ncclSuccess);
  std::printf("out");
  for (float v : host) std::printf(" %a", static_cast<double>(v));
  std::printf("\n");
  return 0;
}
