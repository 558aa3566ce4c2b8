// The C++ side of tests/driver/projects/openmp_mixed (compiled by the project's C++ compiler, g++ -fopenmp):
// its own OpenMP loop with one partial sum per thread, then the CUDA side's sums and team.
#include <omp.h>
#include <cstdio>
#include <vector>
long long cu_sum(int n);
int cu_team();
int main() {
  const int T = omp_get_max_threads();
  std::vector<long long> part(T, 0);
#pragma omp parallel
  {
    const int t = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < 1000; ++i) part[t] += i;
  }
  long long s = 0;
  for (long long p : part) s += p;
  std::printf("max %d cxx %lld cu %lld team %d\n", T, s, cu_sum(5000), cu_team());
}
