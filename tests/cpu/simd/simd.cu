// CUDA's SIMD-within-a-word intrinsics, every one xlate supports, in a fixed order
// (tests/cpu/test_simd_intrinsics.py holds the same list and reads stdout).
// stdin: n, then n lines "a b" (hex); stdout: per line one row of results (hex), in the order below.
// argv[1] == "trap": a kernel calls __trap() (the run must fail); "sleep": a kernel calls __nanosleep.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define NFUNCS 80

__global__ void simd(const unsigned int* as, const unsigned int* bs, unsigned int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned int a = as[i], b = bs[i];
  unsigned int* r = out + (size_t)i * NFUNCS;
  int k = 0;
  r[k++] = __vadd4(a, b);
  r[k++] = __vsub4(a, b);
  r[k++] = __vaddss4(a, b);
  r[k++] = __vsubss4(a, b);
  r[k++] = __vaddus4(a, b);
  r[k++] = __vsubus4(a, b);
  r[k++] = __vabsdiffs4(a, b);
  r[k++] = __vabsdiffu4(a, b);
  r[k++] = __vavgu4(a, b);
  r[k++] = __vhaddu4(a, b);
  r[k++] = __vmaxs4(a, b);
  r[k++] = __vmaxu4(a, b);
  r[k++] = __vmins4(a, b);
  r[k++] = __vminu4(a, b);
  r[k++] = __vsads4(a, b);
  r[k++] = __vsadu4(a, b);
  r[k++] = __vcmpeq4(a, b);
  r[k++] = __vcmpne4(a, b);
  r[k++] = __vcmpges4(a, b);
  r[k++] = __vcmpgeu4(a, b);
  r[k++] = __vcmpgts4(a, b);
  r[k++] = __vcmpgtu4(a, b);
  r[k++] = __vcmples4(a, b);
  r[k++] = __vcmpleu4(a, b);
  r[k++] = __vcmplts4(a, b);
  r[k++] = __vcmpltu4(a, b);
  r[k++] = __vseteq4(a, b);
  r[k++] = __vsetne4(a, b);
  r[k++] = __vsetges4(a, b);
  r[k++] = __vsetgeu4(a, b);
  r[k++] = __vsetgts4(a, b);
  r[k++] = __vsetgtu4(a, b);
  r[k++] = __vsetles4(a, b);
  r[k++] = __vsetleu4(a, b);
  r[k++] = __vsetlts4(a, b);
  r[k++] = __vsetltu4(a, b);
  r[k++] = __vabs4(a);
  r[k++] = __vabsss4(a);
  r[k++] = __vneg4(a);
  r[k++] = __vnegss4(a);
  r[k++] = __vadd2(a, b);
  r[k++] = __vsub2(a, b);
  r[k++] = __vaddss2(a, b);
  r[k++] = __vsubss2(a, b);
  r[k++] = __vaddus2(a, b);
  r[k++] = __vsubus2(a, b);
  r[k++] = __vabsdiffs2(a, b);
  r[k++] = __vabsdiffu2(a, b);
  r[k++] = __vavgu2(a, b);
  r[k++] = __vhaddu2(a, b);
  r[k++] = __vmaxs2(a, b);
  r[k++] = __vmaxu2(a, b);
  r[k++] = __vmins2(a, b);
  r[k++] = __vminu2(a, b);
  r[k++] = __vsads2(a, b);
  r[k++] = __vsadu2(a, b);
  r[k++] = __vcmpeq2(a, b);
  r[k++] = __vcmpne2(a, b);
  r[k++] = __vcmpges2(a, b);
  r[k++] = __vcmpgeu2(a, b);
  r[k++] = __vcmpgts2(a, b);
  r[k++] = __vcmpgtu2(a, b);
  r[k++] = __vcmples2(a, b);
  r[k++] = __vcmpleu2(a, b);
  r[k++] = __vcmplts2(a, b);
  r[k++] = __vcmpltu2(a, b);
  r[k++] = __vseteq2(a, b);
  r[k++] = __vsetne2(a, b);
  r[k++] = __vsetges2(a, b);
  r[k++] = __vsetgeu2(a, b);
  r[k++] = __vsetgts2(a, b);
  r[k++] = __vsetgtu2(a, b);
  r[k++] = __vsetles2(a, b);
  r[k++] = __vsetleu2(a, b);
  r[k++] = __vsetlts2(a, b);
  r[k++] = __vsetltu2(a, b);
  r[k++] = __vabs2(a);
  r[k++] = __vabsss2(a);
  r[k++] = __vneg2(a);
  r[k++] = __vnegss2(a);
}

__global__ void trap_kernel(int* flag) {
  if (threadIdx.x == 3) __trap();
  flag[threadIdx.x] = 1;
}

__global__ void sleep_kernel(int* flag) {
  __nanosleep(1000);
  flag[threadIdx.x] = 2;
}

int main(int argc, char** argv) {
  if (argc > 1) {
    int* flag;
    cudaMallocManaged(&flag, 64 * sizeof(int));
    if (strcmp(argv[1], "trap") == 0) trap_kernel<<<1, 64>>>(flag);
    else sleep_kernel<<<1, 64>>>(flag);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s %d\n", cudaGetErrorName(e), flag[5]);
    return 0;
  }
  int n = 0;
  if (scanf("%d", &n) != 1) return 2;
  unsigned int *a, *b, *out;
  cudaMallocManaged(&a, n * sizeof(unsigned int));
  cudaMallocManaged(&b, n * sizeof(unsigned int));
  cudaMallocManaged(&out, (size_t)n * NFUNCS * sizeof(unsigned int));
  for (int i = 0; i < n; ++i)
    if (scanf("%x %x", &a[i], &b[i]) != 2) return 2;
  simd<<<(n + 127) / 128, 128>>>(a, b, out, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < NFUNCS; ++k) printf("%s%x", k ? " " : "", out[(size_t)i * NFUNCS + k]);
    printf("\n");
  }
  return 0;
}
