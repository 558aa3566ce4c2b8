// Asynchronous copies that touch pageable host memory, read or reused right after the call as CUDA
// allows: the copy has completed (device to pageable host) or taken its source (pageable host to
// device) before cudaMemcpyAsync returns. A slow kernel runs first on the same stream, so a copy
// queued for later would still be waiting when the host looks.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define N 256

__global__ void slow_fill(int* out, int spin) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  volatile int acc = 0;
  for (int k = 0; k < spin; ++k) acc = acc + (k & 1);
  if (i < N) out[i] = 3 * i + 1 + (acc - acc);
}

__global__ void twice(int* d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) d[i] *= 2;
}

static int check(const char* what, const int* got, int (*want)(int)) {
  for (int i = 0; i < N; ++i)
    if (got[i] != want(i)) {
      printf("%s: element %d is %d, expected %d\n", what, i, got[i], want(i));
      return 1;
    }
  printf("%s: ok\n", what);
  return 0;
}

static int filled(int i) { return 3 * i + 1; }
static int doubled(int i) { return 2 * (i + 1); }

int main() {
  int bad = 0;
  int* d = nullptr;
  cudaMalloc(&d, N * sizeof(int));
  int* h = static_cast<int*>(calloc(N, sizeof(int)));  // pageable

  // device -> pageable host, on the legacy default stream named three ways
  cudaStream_t streams[3] = {0, cudaStreamLegacy, cudaStreamPerThread};
  const char* names[3] = {"D2H pageable, stream 0", "D2H pageable, cudaStreamLegacy",
                          "D2H pageable, cudaStreamPerThread"};
  for (int s = 0; s < 3; ++s) {
    for (int i = 0; i < N; ++i) h[i] = 0;
    cudaMemset(d, 0, N * sizeof(int));
    slow_fill<<<N / 64, 64, 0, streams[s]>>>(d, 20000);
    cudaMemcpyAsync(h, d, N * sizeof(int), cudaMemcpyDeviceToHost, streams[s]);
    bad |= check(names[s], h, filled);  // no synchronisation: the call has completed the copy
  }

  // the same through cudaMemcpy2DAsync with cudaMemcpyDefault, on a stream of its own
  cudaStream_t st;
  cudaStreamCreate(&st);
  for (int i = 0; i < N; ++i) h[i] = 0;
  slow_fill<<<N / 64, 64, 0, st>>>(d, 20000);
  cudaMemcpy2DAsync(h, 16 * sizeof(int), d, 16 * sizeof(int), 16 * sizeof(int), N / 16, cudaMemcpyDefault, st);
  bad |= check("D2H pageable 2D, created stream", h, filled);

  // pageable host -> device: the source is reused at once; the device must see what it held at the call
  for (int i = 0; i < N; ++i) h[i] = i + 1;
  slow_fill<<<N / 64, 64, 0, st>>>(d, 20000);
  cudaMemcpyAsync(d, h, N * sizeof(int), cudaMemcpyHostToDevice, st);
  for (int i = 0; i < N; ++i) h[i] = -1;
  twice<<<N / 64, 64, 0, st>>>(d);
  cudaMemcpy(h, d, N * sizeof(int), cudaMemcpyDeviceToHost);
  bad |= check("H2D pageable, source reused", h, doubled);

  // page-locked memory: asynchronous, complete after the stream synchronises
  int* pinned = nullptr;
  cudaMallocHost(&pinned, N * sizeof(int));
  slow_fill<<<N / 64, 64, 0, st>>>(d, 200);
  cudaMemcpyAsync(pinned, d, N * sizeof(int), cudaMemcpyDeviceToHost, st);
  cudaStreamSynchronize(st);
  bad |= check("D2H pinned, after synchronising", pinned, filled);

  // registered memory is reported as host memory; registering twice or unregistering twice fails
  int* reg = static_cast<int*>(malloc(N * sizeof(int)));
  cudaPointerAttributes attr;
  printf("register: %d\n", (int)cudaHostRegister(reg, N * sizeof(int), cudaHostRegisterDefault));
  printf("attributes: %d type host: %d\n", (int)cudaPointerGetAttributes(&attr, reg + 5),
         (int)(attr.type == cudaMemoryTypeHost));
  printf("register again: %d\n", (int)(cudaHostRegister(reg, N * sizeof(int), 0) == cudaErrorHostMemoryAlreadyRegistered));
  printf("unregister: %d\n", (int)cudaHostUnregister(reg));
  printf("unregister again: %d\n", (int)(cudaHostUnregister(reg) == cudaErrorHostMemoryNotRegistered));
  cudaGetLastError();

  cudaStreamDestroy(st);
  cudaFreeHost(pinned);
  cudaFree(d);
  free(h);
  free(reg);
  return bad;
}
