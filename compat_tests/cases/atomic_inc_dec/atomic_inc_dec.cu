// atomicInc / atomicDec wrap-around (CUDA's definitions), atomicExch, atomicMin/Max, atomicAnd/Or/Xor, atomicSub.
#include "ct.cuh"

__global__ void ops(unsigned* u, int* s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicInc(&u[0], 16u);     // counts 0..16 then wraps to 0
  atomicDec(&u[1], 9u);      // from 0 or > 9 sets 9, else decrements
  atomicMin(&s[0], (i * 37) % 1001 - 500);
  atomicMax(&s[1], (i * 37) % 1001 - 500);
  atomicAnd(&u[2], ~(1u << (i % 32)));
  atomicOr(&u[3], 1u << (i % 29));
  atomicXor(&u[4], (unsigned)i);
  atomicSub(&s[2], 3);
  atomicExch(&s[3], 42);
}

int main() {
  const int n = 1000;
  unsigned u[5] = {0, 0, 0xffffffffu, 0, 0};
  int s[4] = {1 << 30, -(1 << 30), 0, 0};
  unsigned* du;
  int* ds;
  CT_CHECK(cudaMalloc(&du, sizeof u));
  CT_CHECK(cudaMalloc(&ds, sizeof s));
  CT_CHECK(cudaMemcpy(du, u, sizeof u, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(ds, s, sizeof s, cudaMemcpyHostToDevice));
  ops<<<(n + 127) / 128, 128>>>(du, ds, n);
  CT_CHECK(cudaMemcpy(u, du, sizeof u, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  ct_print_u("u", u, 5);
  ct_print_i("s", s, 4);
  return 0;
}
