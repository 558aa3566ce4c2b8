// The project's own names that spell CUDA API names are not renamed: a function of its own namespace,
// a local variable shadowing an enumerator, a member, a macro parameter (declared in the project).
#include <hip/hip_runtime.h>
#include <cstddef>

namespace mylib {
int cudaMalloc(void **p, size_t n) { *p = nullptr; return static_cast<int>(n); }
}

struct Settings { int cudaMemcpyKind; int cudaSuccess; };

int use(Settings s) {
  int cudaSuccess = s.cudaSuccess;
  void *p;
  return mylib::cudaMalloc(&p, 4) + cudaSuccess + s.cudaMemcpyKind;
}
