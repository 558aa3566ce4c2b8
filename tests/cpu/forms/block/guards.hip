// Guarded barrier-free kernels for tests/cpu/test_guard_bounds.py (interval bounds of the block form's
// thread loops, xlate/pipeline/cpu_bounds.py). Every kernel writes into an array filled with -7 first
// and prints it as `name v0 v1 ...`; the test compares with XLATE_CPU_FORM=fibers and with numpy.
#include <hip/hip_runtime.h>
#include <climits>
#include <cstdio>
#include <vector>

// 1-D, a lower and an upper bound that are kernel parameters, partial last block
__global__ void range1d(int* out, int lo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= lo && i < n) out[i] = 3 * i + 1;
}
// 2-D stencil: guards on x and on y (the benchmark's shape)
__global__ void stencil(const float* in, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
    out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] +
                             in[(y + 1) * w + x]);
}
// 3-D, an early return on a disjunction, then unguarded code
__global__ void box3d(int* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  int v = x + 10 * y + 100 * z;
  out[(z * ny + y) * nx + x] = v;
}
// unsigned index and bound; the bound on the right of the comparison
__global__ void unsigned1d(int* out, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (n > i) out[i] = int(i) * 5;
}
// a signed index below zero compared with an unsigned bound: -1 becomes UINT_MAX (the row check fails
// where the index crosses zero and the threads are found by the guard itself)
__global__ void mixed(int* out, unsigned n) {
  int j = int(blockIdx.x * blockDim.x + threadIdx.x) - 37;
  if (j < n) out[blockIdx.x * blockDim.x + threadIdx.x] = j;
}
// negative bounds on a signed index
__global__ void negative(int* out, int lo, int hi) {
  int i = (int)threadIdx.x - 40 + (int)(blockIdx.x * blockDim.x);
  if (i > lo && i <= hi) out[blockIdx.x * blockDim.x + threadIdx.x] = i;
}
// an empty interval in every row, and a row condition that is false for some rows
__global__ void empty(int* out, int w, int a, int b) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = threadIdx.y;
  if (x > a && x < b && y != 1) out[y * w + x] = 1;
}
// an index that wraps around INT_MAX inside a block (a kernel-parameter offset)
__global__ void wraps(int* out, int off, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + off;
  if (x > 0 && x < n) out[blockIdx.x * blockDim.x + threadIdx.x] = 1 + (x & 1023);
}
// equalities: one thread (`==`, and `!=` before an early return); `!=` as a guard stays per thread
__global__ void single(int* out, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == k) out[i] = 42;
}
__global__ void lone(int* out, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i != k) return;
  out[i] = 9;
}
__global__ void notequal(int* out, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i != k) out[i] = i;
}
// guards the analysis must leave per thread: not affine, not an interval, a memory read, a division
// by a parameter, a local assigned later
__global__ void square(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * i < n) out[i] = i;
}
__global__ void strided(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if ((i & 7) < 3 && i < n) out[i] = i;
}
__global__ void reads(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 2) out[i] = i;
}
__global__ void divides(int* out, int m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i / m < n) out[i] = i;
}
__global__ void assigned(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = i;
    i = 0;
  }
}

static std::vector<int> ints(size_t n) { return std::vector<int>(n, -7); }
template <class T>
static void show(const char* name, T* d, size_t n) {
  std::vector<T> h(n);
  hipMemcpy(h.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
  printf("%s", name);
  for (T v : h) printf(" %g", double(v));
  printf("\n");
}
static int* dints(size_t n) {
  int* d;
  hipMalloc(&d, n * sizeof(int));
  std::vector<int> h = ints(n);
  hipMemcpy(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice);
  return d;
}

int main() {
  {
    int* d = dints(300);
    hipLaunchKernelGGL(range1d, dim3(3), dim3(100), 0, 0, d, 17, 263);
    show("range1d", d, 300);
  }
  {
    const int w = 37, h = 21;
    std::vector<float> in(w * h);
    for (int i = 0; i < w * h; ++i) in[i] = float((i * 13) % 29);
    float *din, *dout;
    hipMalloc(&din, w * h * sizeof(float));
    hipMalloc(&dout, w * h * sizeof(float));
    std::vector<float> init(w * h, -7.f);
    hipMemcpy(din, in.data(), w * h * sizeof(float), hipMemcpyHostToDevice);
    hipMemcpy(dout, init.data(), w * h * sizeof(float), hipMemcpyHostToDevice);
    hipLaunchKernelGGL(stencil, dim3(3, 4), dim3(16, 8), 0, 0, din, dout, w, h);
    show("stencil", dout, w * h);
  }
  {
    const int nx = 11, ny = 6, nz = 5;
    int* d = dints(nx * ny * nz);
    hipLaunchKernelGGL(box3d, dim3(3, 2, 2), dim3(4, 4, 3), 0, 0, d, nx, ny, nz);
    show("box3d", d, nx * ny * nz);
  }
  {
    int* d = dints(256);
    hipLaunchKernelGGL(unsigned1d, dim3(4), dim3(64), 0, 0, d, 201u);
    show("unsigned1d", d, 256);
  }
  {
    int* d = dints(128);
    hipLaunchKernelGGL(mixed, dim3(2), dim3(64), 0, 0, d, 50u);
    show("mixed", d, 128);
  }
  {
    int* d = dints(192);
    hipLaunchKernelGGL(negative, dim3(3), dim3(64), 0, 0, d, -30, 70);
    show("negative", d, 192);
  }
  {
    const int w = 64;
    int* d = dints(w * 4);
    hipLaunchKernelGGL(empty, dim3(2), dim3(32, 4), 0, 0, d, w, 40, 41);
    show("empty", d, w * 4);
    int* e = dints(w * 4);
    hipLaunchKernelGGL(empty, dim3(2), dim3(32, 4), 0, 0, e, w, 20, 45);
    show("empty_rows", e, w * 4);
  }
  {
    int* d = dints(256);
    hipLaunchKernelGGL(wraps, dim3(4), dim3(64), 0, 0, d, INT_MAX - 100, INT_MAX);
    show("wraps", d, 256);
  }
  {
    int *a = dints(200), *b = dints(200), *c = dints(200);
    hipLaunchKernelGGL(single, dim3(2), dim3(100), 0, 0, a, 137);
    hipLaunchKernelGGL(lone, dim3(2), dim3(100), 0, 0, b, 63);
    hipLaunchKernelGGL(notequal, dim3(2), dim3(100), 0, 0, c, 63);
    show("single", a, 200);
    show("lone", b, 200);
    show("notequal", c, 200);
  }
  {
    int* in = dints(200);
    std::vector<int> h(200);
    for (int i = 0; i < 200; ++i) h[i] = i % 5;
    hipMemcpy(in, h.data(), 200 * sizeof(int), hipMemcpyHostToDevice);
    int *a = dints(200), *b = dints(200), *c = dints(200), *e = dints(200), *f = dints(200);
    hipLaunchKernelGGL(square, dim3(2), dim3(100), 0, 0, a, 5000);
    hipLaunchKernelGGL(strided, dim3(2), dim3(100), 0, 0, b, 150);
    hipLaunchKernelGGL(reads, dim3(2), dim3(100), 0, 0, in, c, 170);
    hipLaunchKernelGGL(divides, dim3(2), dim3(100), 0, 0, e, 7, 20);
    hipLaunchKernelGGL(assigned, dim3(2), dim3(100), 0, 0, f, 133);
    show("square", a, 200);
    show("strided", b, 200);
    show("reads", c, 200);
    show("divides", e, 200);
    show("assigned", f, 200);
  }
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
