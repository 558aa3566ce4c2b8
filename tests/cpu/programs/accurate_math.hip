// cbrt, tanh and rsqrt in double evaluated in a kernel on inputs read from argv[1] (one double bit
// pattern per line, decimal); prints `cbrt tanh rsqrt` result bit patterns (hex) per input.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

__global__ void eval(const double* x, double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[3 * i] = cbrt(x[i]);
  out[3 * i + 1] = tanh(x[i]);
  out[3 * i + 2] = rsqrt(x[i]);
}

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  FILE* f = fopen(argv[1], "r");
  if (!f) return 2;
  std::vector<double> xs;
  unsigned long long b;
  while (fscanf(f, "%llu", &b) == 1) {
    double d;
    memcpy(&d, &b, 8);
    xs.push_back(d);
  }
  fclose(f);
  int n = int(xs.size());
  double *dx, *dout;
  hipMalloc(&dx, sizeof(double) * n);
  hipMalloc(&dout, 3 * sizeof(double) * n);
  hipMemcpy(dx, xs.data(), sizeof(double) * n, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(eval, dim3((n + 127) / 128), dim3(128), 0, 0, dx, dout, n);
  std::vector<double> out(3 * size_t(n));
  hipMemcpy(out.data(), dout, out.size() * sizeof(double), hipMemcpyDeviceToHost);
  for (int i = 0; i < 3 * n; ++i) {
    uint64_t u;
    memcpy(&u, &out[i], 8);
    printf("%016llx%c", (unsigned long long)u, i % 3 == 2 ? '\n' : ' ');
  }
  return 0;
}
