// __hfma over random and hand-picked half operands (ties at half precision, subnormal products,
// cancellation, overflow). Prints "a b c result" as 16-bit patterns; the test rounds the exact
// value a*b+c itself.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <vector>

__global__ void fma_all(const unsigned short* in, unsigned short* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half a, b, c;
  memcpy(&a, &in[3 * i], 2);
  memcpy(&b, &in[3 * i + 1], 2);
  memcpy(&c, &in[3 * i + 2], 2);
  __half r = __hfma(a, b, c);
  memcpy(&out[i], &r, 2);
}

static unsigned short random_half(unsigned long long& s) {
  for (;;) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    unsigned short h = static_cast<unsigned short>(s >> 48);
    if ((h & 0x7c00) != 0x7c00) return h;  // no inf/NaN operands
  }
}

int main() {
  std::vector<unsigned short> in;
  unsigned long long s = 12345;
  for (int i = 0; i < 3000; ++i)
    for (int k = 0; k < 3; ++k) in.push_back(random_half(s));
  // products that are exact ties at half precision (1.5 * (1 + k 2^-10), k odd) plus a tiny c
  for (int k = 1; k < 64; k += 2)
    for (unsigned short c : {0x0001, 0x8001, 0x0000, 0x0100, 0x8100}) {
      in.push_back(0x3e00);
      in.push_back(static_cast<unsigned short>(0x3c00 + k));
      in.push_back(c);
    }
  // subnormal operands and products, cancellation to zero, overflow
  const unsigned short special[][3] = {{0x0001, 0x3c00, 0x0001}, {0x0200, 0x0200, 0x0000},
                                       {0x0200, 0x0200, 0x0001}, {0x3c01, 0x3c01, 0xbc00},
                                       {0x7bff, 0x4000, 0x0000}, {0x7bff, 0x3c00, 0x5000},
                                       {0xbc00, 0x3c00, 0x3c00}, {0x0001, 0x0001, 0x8000}};
  for (auto& t : special) in.insert(in.end(), t, t + 3);
  const int n = static_cast<int>(in.size() / 3);
  unsigned short *din, *dout;
  hipMalloc(&din, in.size() * 2);
  hipMalloc(&dout, n * 2);
  hipMemcpy(din, in.data(), in.size() * 2, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(fma_all, dim3((n + 255) / 256), dim3(256), 0, 0, din, dout, n);
  std::vector<unsigned short> out(n);
  hipMemcpy(out.data(), dout, n * 2, hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%04x %04x %04x %04x\n", in[3 * i], in[3 * i + 1], in[3 * i + 2], out[i]);
  return 0;
}
