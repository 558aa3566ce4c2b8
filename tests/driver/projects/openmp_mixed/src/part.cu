// The CUDA side of tests/driver/projects/openmp_mixed: a kernel, then host code with OpenMP (compiled
// by the translation's host compiler, clang: libomp) that keeps one partial sum per thread of its team.
#include <omp.h>
#include <vector>
#include <cuda_runtime.h>
__global__ void fill(int* a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] = i % 7; }
// per-thread partial sums, one slot per thread of the team (as xgboost's histograms)
long long cu_sum(int n) {
  int* d = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<(n + 255) / 256, 256>>>(d, n);
  std::vector<int> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::vector<long long> part(omp_get_max_threads(), 0);
#pragma omp parallel
  {
    const int t = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < n; ++i) part[t] += h[i];
  }
  long long s = 0;
  for (long long p : part) s += p;
  return s;
}
// the size of this code's team, if each of its threads saw its own number once (else minus how many did)
int cu_team() {
  std::vector<int> seen(omp_get_max_threads(), 0);
  int team = 0;
#pragma omp parallel
  {
    seen[omp_get_thread_num()] += 1;
#pragma omp single
    team = omp_get_num_threads();
  }
  int once = 0;
  for (int c : seen) once += c == 1;
  return once == team ? team : -once;
}
