#include <hip/hip_runtime.h>
#include <xlate/cuda_host_includes.h>
#line 2
int copy_name(char *dst, const char *src) {
  memcpy(dst, src, strlen(src) + 1);  // CHECK: XL510 note L3:3 `memcpy` is declared by CUDA's cuda_runtime.h
  static_assert(__LINE__ == 4, "the translation keeps the input's line numbers");
  return 0;
}
