// NCCL's version and a one-rank all-reduce (sum) of N floats, checked element by element.
// Prints "version=<ncclGetVersion> sum_ok=1".
#include <cuda_runtime.h>
#include <nccl.h>
#include <cstdio>
#include <vector>

#define CHECK(x)                                                   \
  do {                                                             \
    if (!(x)) {                                                    \
      std::fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #x); \
      return 1;                                                    \
    }                                                              \
  } while (0)

int main() {
  const int n = 1000;
  int version = 0;
  CHECK(ncclGetVersion(&version) == ncclSuccess);
  ncclUniqueId id;
  CHECK(ncclGetUniqueId(&id) == ncclSuccess);
  ncclComm_t comm;
  CHECK(ncclCommInitRank(&comm, 1, id, 0) == ncclSuccess);
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i) host[i] = 0.5f * i;
  float *send = nullptr, *recv = nullptr;
  CHECK(cudaMalloc(reinterpret_cast<void**>(&send), n * sizeof(float)) == cudaSuccess);
  CHECK(cudaMalloc(reinterpret_cast<void**>(&recv), n * sizeof(float)) == cudaSuccess);
  CHECK(cudaMemcpy(send, host.data(), n * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess);
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream) == cudaSuccess);
  CHECK(ncclAllReduce(send, recv, n, ncclFloat, ncclSum, comm, stream) == ncclSuccess);
  CHECK(cudaStreamSynchronize(stream) == cudaSuccess);
  std::vector<float> out(n);
  CHECK(cudaMemcpy(out.data(), recv, n * sizeof(float), cudaMemcpyDeviceToHost) == cudaSuccess);
  bool ok = true;
  for (int i = 0; i < n; ++i) ok = ok && out[i] == host[i];  // one rank: the sum is its own buffer
  CHECK(ncclCommDestroy(comm) == ncclSuccess);
  std::printf("version=%d sum_ok=%d\n", version, ok ? 1 : 0);
  return ok ? 0 : 1;
}
