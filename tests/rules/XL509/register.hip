// register in C++17 code: removed (nvcc ignores it, clang rejects it)
#define REG 
#define ACC(n) float n = 0.f
#define PASTE(x) register##x
#define STR(x) #x

__device__ float dot(const float *a, const float *b, int n) {
  float acc = 0.f;  // CHECK: XL509 note 8:3
  int i;  // CHECK: XL509 note 9:3
  for (i = 0; i < n; ++i) acc += a[i] * b[i];
  REG float extra = 1.f;
  ACC(other);
  return acc + extra + other;
}

__global__ void kern(float *out, int n) {  // CHECK: XL509 note 16:34
  unsigned   int	register_count = 0;  // CHECK: XL509 note 17:3
  int registered = register_count + n;
  unsigned v = 0;
  asm volatile("mov.u32 %0, %1; // register" : "=r"(v) : "r"(registered));
  const char *s = "register int x;";  /* register in a comment */
  out[0] = s[0] + v;
}

#if 0
static int never_compiled;  // CHECK: XL509 note 26:8
#endif
// CHECK: XL509 note 2:13
// CHECK: XL509 note 3:16
