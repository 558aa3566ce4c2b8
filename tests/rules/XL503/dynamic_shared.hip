HIP_DYNAMIC_SHARED(float, global_smem)
template <typename T> __global__ void reduce(T* out) {
  HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(T)))) unsigned char, xlate_dynamic_smem) T* sdata = reinterpret_cast<T*>(xlate_dynamic_smem);
  out[0] = sdata[0];
}
__global__ void two(float* out) {
  HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(int)))) __align__(16) __attribute__((aligned(alignof(volatile double)))) unsigned char, xlate_dynamic_smem) int* ibuf = reinterpret_cast<int*>(xlate_dynamic_smem);
  volatile double* dbuf = reinterpret_cast<volatile double*>(xlate_dynamic_smem);
  out[0] = ibuf[0] + dbuf[1];
}
__global__ void trailing(float* out) {
  HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(float4)))) unsigned char, xlate_dynamic_smem) float4* v = reinterpret_cast<float4*>(xlate_dynamic_smem);
  out[0] = v[0].x;
}
int main() { hipLaunchKernelGGL(reduce, 1, 1, 64, 0, (float*)0); hipLaunchKernelGGL(reduce, 1, 1, 64, 0, (int*)0); return 0; }
