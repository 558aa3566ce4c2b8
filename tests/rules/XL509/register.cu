// register in C++17 code: removed (nvcc ignores it, clang rejects it)
#define REG register
#define ACC(n) register float n = 0.f
#define PASTE(x) register##x
#define STR(x) #x

__device__ float dot(const float *a, const float *b, int n) {
  register float acc = 0.f;  // CHECK: XL509 note L8:3
  register int i;  // CHECK: XL509 note L9:3
  for (i = 0; i < n; ++i) acc += a[i] * b[i];
  REG float extra = 1.f;
  ACC(other);
  return acc + extra + other;
}

__global__ void kern(float *out, register int n) {  // CHECK: XL509 note L16:34
  register unsigned   int	register_count = 0;  // CHECK: XL509 note L17:3
  int registered = register_count + n;
  unsigned v = 0;
  asm volatile("mov.u32 %0, %1; // register" : "=r"(v) : "r"(registered));
  const char *s = "register int x;";  /* register in a comment */
  out[0] = s[0] + v;
}

#if 0
static register int never_compiled;  // CHECK: XL509 note L26:8
#endif
// CHECK: XL509 note L2:13
// CHECK: XL509 note L3:16
