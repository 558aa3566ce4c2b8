#include <xlate/host_fn.h> // A __host__ function called from a __host__ __device__ function that device code instantiates: nvcc warns,
// clang rejects it. Each gets a device-side stub (gfx942 device pass only), its body kept for everything else.
#include <cstdio>
#include <string>
#include <vector>

struct Gemm {
  template <class T>
  static void XLATE_HOST_FN run(T* p, int n) {
#if XLATE_HOST_FN_STUB
xlate_host_function_reached("run", "host_calls.cu:9");
#else
#line 9
  // CHECK: XL516 warning L9 `run<float>` is a __host__ function
    std::vector<T> w(p, p + n);
    for (int i = 0; i < n; ++i) p[i] += w[n - 1 - i];
  
#endif
#line 12
}
};

template <class T> struct Traits {
  static T XLATE_HOST_FN scale(T x) {
#if XLATE_HOST_FN_STUB
xlate_host_function_reached("scale", "host_calls.cu:16");
#else
#line 16
 std::string s("ab"); return x * T(s.size()); 
#endif
#line 16
}  // CHECK: XL516 warning L16 `scale`
  template <class U> U XLATE_HOST_FN operator()(const U& u) const noexcept {
#if XLATE_HOST_FN_STUB
xlate_host_function_reached("operator()<float>", "host_calls.cu:17");
#else
#line 17
 std::string s; return u + U(s.size()); 
#endif
#line 17
}  // CHECK: XL516 warning L17 `operator()
};

template <class T>
__host__ __device__ void product(T* p, int n) {
  if (n > 16) { Gemm::run(p, n); p[0] = Traits<T>::scale(p[0]); p[1] = Traits<T>()(p[1]); }
  else for (int i = 0; i < n; ++i) p[i] *= 2;
}

__global__ void k(float* p) { product(p, 4); }

int main() {
  float h[20];
  for (int i = 0; i < 20; ++i) h[i] = i;
  product(h, 20);
  printf("%g\n", h[0]);
  return 0;
}
