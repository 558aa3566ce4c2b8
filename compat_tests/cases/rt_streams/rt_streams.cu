// Four streams, each copies its chunk in, runs a kernel and copies it out asynchronously (pinned memory).
#include "ct.cuh"

__global__ void square_plus(int* v, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * v[i] + k;
}

int main() {
  const int nstreams = 4, chunk = 1000, n = nstreams * chunk;
  int *h, *d;
  CT_CHECK(cudaMallocHost(&h, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&d, n * sizeof(int)));
  for (int i = 0; i < n; ++i) h[i] = i % 97;
  cudaStream_t s[nstreams];
  for (int k = 0; k < nstreams; ++k) CT_CHECK(cudaStreamCreate(&s[k]));
  for (int k = 0; k < nstreams; ++k) {
    int off = k * chunk;
    CT_CHECK(cudaMemcpyAsync(d + off, h + off, chunk * sizeof(int), cudaMemcpyHostToDevice, s[k]));
    square_plus<<<(chunk + 255) / 256, 256, 0, s[k]>>>(d + off, chunk, k);
    CT_CHECK(cudaMemcpyAsync(h + off, d + off, chunk * sizeof(int), cudaMemcpyDeviceToHost, s[k]));
  }
  for (int k = 0; k < nstreams; ++k) CT_CHECK(cudaStreamSynchronize(s[k]));
  ct_print_i("v", h, n);
  printf("query: %d\n", (int)(cudaStreamQuery(s[0]) == cudaSuccess));
  for (int k = 0; k < nstreams; ++k) CT_CHECK(cudaStreamDestroy(s[k]));
  CT_CHECK(cudaFreeHost(h));
  CT_CHECK(cudaFree(d));
  return 0;
}
