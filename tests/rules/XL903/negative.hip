// Standard and CUDA headers resolve without a CUDA installation: no XL903.
#include <cstdio>
#include <vector>
#include <hip/hip_runtime.h>
int main() { std::vector<int> v(3); printf("%zu\n", v.size()); return hipDeviceSynchronize(); }
