#include <cuda_runtime.h>
#define CHECK(x) do { if ((x) != cudaSuccess) return; } while (0)
#define CALL(x) x
#define LAUNCH(kern, ...) kern<<<1, 64>>>(__VA_ARGS__)
#define LAUNCH_S(kern, ...) do { kern<<<1, 64, 0, 0>>>(__VA_ARGS__); } while (0)
__global__ void k1(int* p) {}
__global__ void k0() {}
void host(int* p, int n) {
  CHECK((k1<<<1, 1>>>(p), cudaGetLastError()));
  CALL(k0<<<1, 1>>>());
  LAUNCH(k1, p);
  LAUNCH(k0);
  LAUNCH_S(k0);
  k1<<<
      n,    // grid
      64    /* block */
  >>>(
      p);   // args
}
