// Thrust's CUDA device system becomes rocThrust's HIP one: thrust::cuda::par(.on), par_nosync,
// cuda_category; a project namespace called cuda is the user's and stays.
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/system/hip/execution_policy.h>
#include <thrust/system/hip/error.h>
#include <thrust/system_error.h>
namespace cuda { int mine = 3; }
int run(hipStream_t s) {
  thrust::device_vector<int> v(100);
  thrust::sort(thrust::hip::par.on(s), v.begin(), v.end());  // CHECK: XL407 note L12:24 cuda -> hip: rocThrust's device system is HIP
  int sum = thrust::reduce(thrust::hip::par_nosync.on(s), v.begin(), v.end(), 0);
  thrust::system_error e(hipSuccess, thrust::hip_category());
  return sum + cuda::mine + (e.what() != nullptr);
}
