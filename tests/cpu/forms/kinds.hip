// Kernels of each kind for the form analysis (xlate/cpu/forms.py); tests/cpu/test_forms.py names the
// form each must get. Never run.
#include <hip/hip_runtime.h>

__device__ float square(float x) { return x * x; }
__device__ void helper_sync() { __syncthreads(); }
__device__ int helper_shfl(int v) { return __shfl_xor(v, 1); }
__device__ int elsewhere(int v);  // defined in another translation unit
struct Add {
  __device__ float operator()(float a, float b) const { return a + b; }
};

namespace ns {
__global__ void elementwise(const float* a, float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = sqrtf(square(a[i])) + Add{}(a[i], 1.0f);
}
}  // namespace ns
__global__ void histogram(const int* in, unsigned* bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[in[i] & 15], 1u);
  atomicMax(&bins[16], static_cast<unsigned>(i));
}
__global__ void barrier_in_helper(float* a) {
  a[threadIdx.x] = 1;
  helper_sync();
}
__global__ void warp_in_helper(int* a) { a[threadIdx.x] = helper_shfl(a[threadIdx.x]); }
__global__ void ticket(int* counter, int* out) { out[threadIdx.x] = atomicAdd(counter, 1); }
// the compiler's atomic builtins are no calls in clang's AST (AtomicExpr): a poll on one is still seen,
// and one that is a statement of its own (a histogram) is not a wait
__global__ void poll_atomic_builtin(int* flag) {
  while (__atomic_load_n(flag, __ATOMIC_ACQUIRE) == 0) {
  }
}
__global__ void histogram_builtin(const int* in, unsigned* bins) {
  /* one bin per value */ __atomic_fetch_add(&bins[in[threadIdx.x] & 15], 1u, __ATOMIC_RELAXED);
}
__global__ void poll_volatile(volatile int* flag) {
  while (*flag == 0) {
  }
}
__global__ void fence(int* a) {
  a[threadIdx.x] = 1;
  __threadfence();
}
__global__ void calls_elsewhere(int* a) { a[threadIdx.x] = elsewhere(a[threadIdx.x]); }
template <class T>
__global__ void templated(T* a) {
  a[threadIdx.x] = T(1);
}
struct Op {
  __device__ virtual float apply(float x) const { return x; }
};
__global__ void virtual_call(const Op* op, float* a) { a[threadIdx.x] = op->apply(a[threadIdx.x]); }
