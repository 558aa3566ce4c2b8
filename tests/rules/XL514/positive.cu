// A qualifier macro that nvcc makes __device__ in the device pass only: the host branch gets
// __host__ __device__ (every use qualifies a function), so kernels may call f, g and S::get in
// clang's host pass too.
#ifdef __CUDA_ARCH__
#define Q __device__ __forceinline__
#else
#define Q inline
#endif
// CHECK: XL513 note L4 `__CUDA_ARCH__` -> `__HIP_DEVICE_COMPILE__`
// CHECK: XL514 note L7:9 `Q` is __device__ under __CUDA_ARCH__ (positive.cu:5)

Q int f(int x) { return x + 1; }
struct S {
  int v;
  Q S(int a) : v(a) {}
  Q int get() const { return v; }
  Q int operator()(int d) const { return v + d; }
};
Q float g(float a, float b);
Q int h(void);
Q float g(float a, float b) { return a * b; }
__global__ void k(int* p) { S s(1); p[0] = f(1) + s.get() + s(2) + (int)g(1.f, 2.f); }
