// Thrust's portable policies, and a project namespace `cuda` with a member named `par`: not Thrust's
// CUDA system, nothing for XL407.
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/sort.h>
namespace cuda { int par = 1; }
int run() {
  thrust::device_vector<int> v(100);
  thrust::sort(thrust::device, v.begin(), v.end());
  return cuda::par;
}
