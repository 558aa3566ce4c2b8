// Plain C++ (compiled by the project's C++ compiler, no CUDA header) calling the CUDA code of the object
// library: prints n, the sum of i*i+1 for i < n, and the runtime's name for the last error.
#include <cstdio>

long long squares(int n);
const char* last_error();

int main() {
  const int n = 1000;
  long long s = squares(n);
  std::printf("%d %lld %s\n", n, s, last_error());
  return 0;
}
