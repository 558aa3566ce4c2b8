// memcheck fixture: the classic off-by-one loop bound (i <= n) reads one element past the end.
#include <cstdio>

__global__ void sum(const int* in, int n, int* out) {
  int s = 0;
  for (int i = 0; i <= n; ++i) s += in[i];  // LINE_OOB
  *out = s;
}

int main() {
  const int n = 1000;
  int* in;
  int* out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(in, 0, n * sizeof(int));
  sum<<<1, 1>>>(in, n, out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
