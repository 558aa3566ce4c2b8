#define SCALE 2
__device__ int twice(int x) { return SCALE * x; }
struct Pair { int a, b; };
__global__ void k(int *o, Pair p) {
  o[threadIdx.x] = twice(__shfl_sync(0xffffffff, p.a, 0)) + p.b;  // CHECK: XL200 note L5:26 inserted as a new line before line 4  // CHECK: XL202 note L5:38 full 32-lane mask
  static_assert(__LINE__ == 6, "the translation keeps the input's line numbers");
}
