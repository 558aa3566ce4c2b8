// No XL516: the __host__ function is only called from host code, and the __host__ __device__ function only
// calls what the device has (a constexpr function is __host__ __device__ in clang, as with
// nvcc --expt-relaxed-constexpr).
#include <string>

inline int host_len(const char* s) { return int(std::string(s).size()); }
constexpr int three() { return 3; }

__host__ __device__ inline int twice(int x) { return 2 * x + three(); }
__global__ void k(int* p) { p[0] = twice(p[0]); }
int main() { return host_len("ab") + twice(1); }
