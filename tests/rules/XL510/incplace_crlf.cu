#include <cuda_runtime.h>
int same(const char *a, const char *b) {
  static_assert(__LINE__ == 3, "the translation keeps the input's line numbers");
  return strcmp(a, b) == 0;  // CHECK: XL510 note L4:10 `strcmp` is declared by CUDA's cuda_runtime.h  // (CRLF: the CHECK text ends here)
}
