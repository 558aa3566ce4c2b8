// mma.sync / movmatrix on xlate's cpu backend (tests/ptx/test_mma.py writes stdin and reads stdout).
// argv[1]: the form (see FORM below). stdin: 64 lines "a0 a1 a2 a3 b0 b1 c0 c1 c2 c3" (hex words) for
// the 64 threads of one block: two 32-lane warps, each its own problem. stdout: 64 lines "d0 d1 d2 d3".
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void run(int form, const unsigned int* in, unsigned int* out) {
  const unsigned int* r = in + 10 * threadIdx.x;
  unsigned int a0 = r[0], a1 = r[1], a2 = r[2], a3 = r[3], b0 = r[4], b1 = r[5];
  unsigned int c0 = r[6], c1 = r[7], c2 = r[8], c3 = r[9];
  unsigned int d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  switch (form) {
    case 0:
      asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11, %12, %13};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 1:
      asm("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
          : "=r"(d0), "=r"(d1)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1));
      break;
    case 2:
      asm("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 3:
      asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11, %12, %13};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 4:
      asm("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11, %12, %13};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 5:
      asm("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 6:
      asm("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11, %12, %13};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 7:
      asm("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11, %12, %13};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 10:
      asm("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 11:
      asm("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 12:
      asm("mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(b0), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 13:  // f16 C, f32 D
      asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
          "{%10, %11};"
          : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1));
      break;
    case 14:  // f32 C, f16 D
      asm("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f32 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, "
          "{%8, %9, %10, %11};"
          : "=r"(d0), "=r"(d1)
          : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 15:  // accumulate in place, twice (llama.cpp's form: C and D the same registers): D = 2 A B + C
      d0 = c0, d1 = c1, d2 = c2, d3 = c3;
      for (int rep = 0; rep < 2; ++rep)
        asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
            "{%0, %1, %2, %3};"
            : "+r"(d0), "+r"(d1), "+r"(d2), "+r"(d3)
            : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
      break;
    case 17:  // A changes between two mma's, the second with -A: D = A B - A B + C = C. Every lane must read
              // the other lanes' A of the same mma, not the next one's (a lane that finished its first mma
              // goes on to change its registers while others may still be reading them)
      d0 = c0, d1 = c1, d2 = c2, d3 = c3;
      for (int rep = 0; rep < 2; ++rep) {
        asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
            "{%0, %1, %2, %3};"
            : "+r"(d0), "+r"(d1), "+r"(d2), "+r"(d3)
            : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
        a0 ^= 0x80008000u, a1 ^= 0x80008000u, a2 ^= 0x80008000u, a3 ^= 0x80008000u;  // each f16 negated
      }
      break;
    case 16:  // the two warps (the two halves of a 64-lane wavefront) run different mma forms at once
      if (threadIdx.x < 32)
        asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
            "{%10, %11, %12, %13};"
            : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
            : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      else
        asm("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
            "{%10, %11, %12, %13};"
            : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3)
            : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(c0), "r"(c1), "r"(c2), "r"(c3));
      break;
    case 8:
      asm("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d0) : "r"(a0));
      break;
    default: {  // ldmatrix .x2 with generic (64-bit) row addresses: two 8x8 b16 matrices of the warp's tile
      __shared__ unsigned int tile[2][2][8][4];  // [warp][matrix][row][4 words = 8 b16]
      const unsigned int w = threadIdx.x / 32, l = threadIdx.x % 32;
      for (int j = 0; j < 4; ++j) tile[w][(l / 8) % 2][l % 8][j] = r[j];  // lanes 0-15 and 16-31 write the same
      __syncthreads();
      const unsigned int* row = tile[w][(l / 8) % 2][l % 8];
      asm volatile("ldmatrix.sync.aligned.m8n8.x2.b16 {%0, %1}, [%2];" : "=r"(d0), "=r"(d1) : "l"(row));
      break;
    }
  }
  unsigned int* o = out + 4 * threadIdx.x;
  o[0] = d0;
  o[1] = d1;
  o[2] = d2;
  o[3] = d3;
}

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  unsigned int *in, *out;
  cudaMallocManaged(&in, 64 * 10 * sizeof(unsigned int));
  cudaMallocManaged(&out, 64 * 4 * sizeof(unsigned int));
  for (int i = 0; i < 640; ++i)
    if (scanf("%x", &in[i]) != 1) return 2;
  run<<<1, 64>>>(atoi(argv[1]), in, out);
  if (cudaDeviceSynchronize() != cudaSuccess) return 3;
  for (int t = 0; t < 64; ++t) printf("%x %x %x %x\n", out[4 * t], out[4 * t + 1], out[4 * t + 2], out[4 * t + 3]);
  return 0;
}
