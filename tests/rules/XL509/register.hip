// register in C++17 code: removed (nvcc ignores it, clang rejects it)
#define REG 
#define ACC(n) float n = 0.f
#define PASTE(x) register##x
#define STR(x) #x

__device__ float dot(const float *a, const float *b, int n) {
  float acc = 0.f;  // CHECK: XL509 note L8:3
  int i;  // CHECK: XL509 note L9:3
  for (i = 0; i < n; ++i) acc += a[i] * b[i];
  REG float extra = 1.f;
  ACC(other);
  return acc + extra + other;
}

__global__ void kern(float *out, int n) {  // CHECK: XL509 note L16:34
  unsigned   int	register_count = 0;  // CHECK: XL509 note L17:3
  int registered = register_count + n;
  unsigned v = 0;
  do { auto&& _xl_op0 = (v); auto&& _xl_op1 = (registered); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); { _xl_a0 = _xl_a1; } (_xl_op0) = _xl_a0; } } while (0);
  const char *s = "register int x;";  /* register in a comment */
  out[0] = s[0] + v;
}

#if 0
static int never_compiled;  // CHECK: XL509 note L26:8
#endif
// CHECK: XL509 note L2:13
// CHECK: XL509 note L3:16
