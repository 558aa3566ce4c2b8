// Where the definition is not at the declaration clang names, or has a form the stub cannot replace, the
// call stays an error (XL516, with the reason) instead of XL901's bare clang message.
#include <string>

struct Pool {
  static int count(int x);
  static auto twice(int x) { std::string s("ab"); return x * int(s.size()); }  // CHECK: XL516 error L7 deduced return type
};
int Pool::count(int x) { std::string s("abc"); return x + int(s.size()); }  // CHECK: XL516 error L9 a qualified (out-of-line) definition
int defined_elsewhere(int x);  // CHECK: XL516 error L10 declared here without its body

__host__ __device__ inline int use(int x) { return Pool::count(x) + Pool::twice(x) + defined_elsewhere(x); }
__global__ void k(int* p) { p[0] = use(p[0]); }
