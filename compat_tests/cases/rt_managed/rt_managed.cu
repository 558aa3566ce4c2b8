// Managed memory written on the host, updated by a kernel, read on the host after cudaDeviceSynchronize.
#include "ct.cuh"

struct Pair { int a; float b; };

__global__ void update(Pair* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { p[i].a = p[i].a * 3 - i; p[i].b = p[i].b * 0.5f; }
}

int main() {
  const int n = 200;
  Pair* p;
  CT_CHECK(cudaMallocManaged(&p, n * sizeof(Pair)));
  for (int i = 0; i < n; ++i) { p[i].a = i; p[i].b = (float)(i * 4); }
  update<<<(n + 63) / 64, 64>>>(p, n);
  CT_CHECK(cudaDeviceSynchronize());
  int a[n]; float b[n];
  for (int i = 0; i < n; ++i) { a[i] = p[i].a; b[i] = p[i].b; }
  ct_print_i("a", a, n);
  ct_print_f("b", b, n);
  CT_CHECK(cudaFree(p));
  return 0;
}
