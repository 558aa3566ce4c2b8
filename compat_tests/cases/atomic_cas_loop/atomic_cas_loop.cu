// atomicCAS loops: a float atomic max and a 64-bit "add if below limit", as CUDA code builds them.
#include "ct.cuh"

__device__ float atomic_max_float(float* addr, float v) {
  int* ia = (int*)addr;
  int old = *ia, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(ia, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

__device__ bool add_below(unsigned long long* addr, unsigned long long inc, unsigned long long limit) {
  unsigned long long old = *addr, assumed;
  do {
    assumed = old;
    if (assumed + inc > limit) return false;
    old = atomicCAS(addr, assumed, assumed + inc);
  } while (old != assumed);
  return true;
}

__global__ void work(const float* v, int n, float* mx, unsigned long long* budget, int* accepted) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomic_max_float(mx, v[i]);
    if (add_below(budget, (unsigned long long)(i % 10 + 1), 5000ULL)) atomicAdd(accepted, 1);
  }
}

int main() {
  const int n = 4096;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 7919) % 4099) * 0.5f - 1000.0f;
  float *dv, *dm;
  unsigned long long* db;
  int* da;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dm, sizeof(float)));
  CT_CHECK(cudaMalloc(&db, sizeof(unsigned long long)));
  CT_CHECK(cudaMalloc(&da, sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  float lo = -1e30f;
  CT_CHECK(cudaMemcpy(dm, &lo, sizeof lo, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemset(db, 0, sizeof(unsigned long long)));
  CT_CHECK(cudaMemset(da, 0, sizeof(int)));
  work<<<16, 256>>>(dv, n, dm, db, da);
  float m;
  unsigned long long b;
  int a;
  CT_CHECK(cudaMemcpy(&m, dm, sizeof m, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(&b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(&a, da, sizeof a, cudaMemcpyDeviceToHost));
  printf("max: %.9g\n", m);
  printf("budget_le_limit: %d\n", (int)(b <= 5000ULL && b > 5000ULL - 10));
  printf("accepted_some: %d\n", (int)(a > 0 && a < n));
  return 0;
}
