#include <cuda_runtime.h>
// the kernel's name is pasted from macro arguments (Random123's time_cuda.cu names its kernels so):
// the launch takes the whole pasted name, not only its last piece
__global__ void test_philox4x32_10(int* p) {}
#define LAUNCH(NAME, N, W, R, g, b, p) test_##NAME##N##x##W##_##R<<<g, b>>>(p)
#define LAUNCH_NS(NS, K, p) NS::K##_v2<<<1, 64>>>(p)
void host(int* p) {
  LAUNCH(philox, 4, 32, 10, 1, 32, p);
}
