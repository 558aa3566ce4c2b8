// A conditional inside a host-only function whose chain holds #error keeps each pass's own answer. nvcc's
// device pass takes the __CUDA_ARCH__ branch there and never reaches the #error; with the host-only answer
// every pass would reach it where the first test fails in the device pass only (CMake's FindOpenMP test
// source for CUDA: `#ifdef _OPENMP ... #elif !defined(__CUDA_ARCH__) #error`, and only the host compiler gets
// -fopenmp). tests/driver/test_cmake_find_openmp_cuda.py builds that test through CMake.
#define HAVE_FEATURE 1
int main(void) {
#ifdef HAVE_FEATURE
  int feature = 1;
#elif !defined(__HIP_DEVICE_COMPILE__)  // CHECK: XL513 note L10:16
#  error "no feature in the host pass"
#endif
#if 1  // CHECK: XL513 note L13:9
  int host_only = 1;
#else
  int host_only = 0;
#endif
  return host_only + feature - 2;
}
