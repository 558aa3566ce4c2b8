// Standard and CUDA headers resolve without a CUDA installation: no XL903.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
int main() { std::vector<int> v(3); printf("%zu\n", v.size()); return cudaDeviceSynchronize(); }
