// User functions HIP's headers already declare: renamed xlate_user_<name> with their uses
#include <hip/hip_runtime.h>

// the CUDA samples' helper_math.h pattern
inline __host__ __device__ float xlate_user_max(float a, float b) { return a > b ? a : b; }  // CHECK: XL511 note L5:34
inline __host__ __device__ float xlate_user_min(const float a, const float b) { return a < b ? a : b; }  // CHECK: XL511 note L6:34
inline __host__ __device__ float2 xlate_user_max(float2 a, float2 b) { return make_float2(xlate_user_max(a.x, b.x), xlate_user_max(a.y, b.y)); }

// a float atomicMax through a compare-and-swap loop
__device__ float xlate_user_atomicMax(float *address, float val) {  // CHECK: XL511 note L10:18
  int *address_as_int = (int *)address;
  int old = *address_as_int, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_int, assumed, __float_as_int(xlate_user_max(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

// the CUDA guide's double atomicAdd for old GPUs: live in the host pass (__CUDA_ARCH__ undefined there)
#if (__HIP_DEVICE_COMPILE__ * 800) < 600  // CHECK: XL513 note L21:5
__device__ double xlate_user_atomicAdd(double *address, double val) {  // CHECK: XL511 note L22:19
  unsigned long long int *address_as_ull = (unsigned long long int *)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

#define BIGGER(a, b) max(a, b)  // CHECK: XL511 warning L33:22

__global__ void reduce_max(const float *x, float *out, int *count, double *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 pair = xlate_user_max(make_float2(x[i], 0.f), make_float2(0.f, x[i]));
    xlate_user_atomicMax(out, xlate_user_min(pair.x, pair.y));
    atomicMax(count, max(i, 0));  // CUDA's int overloads: unchanged
    atomicAdd(sum, 1.0);  // device code is compiled for sm_80: CUDA's (HIP's) atomicAdd
  }
}

float host_max(float a, float b) { return xlate_user_max(a, b) + ::xlate_user_max(b, a); }
