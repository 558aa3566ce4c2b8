// Barrier-free kernels for tests/cpu/test_block_form.py: no thread of them can wait for another, so
// the analysis puts those it can split in the block form as one region (a loop over the block's
// threads inside the kernel); `refused` (a goto) stays in the loop form. Each prints its output; the
// test compares with XLATE_CPU_FORM=fibers (the reference) and with numpy.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>

__device__ int twice(int v) { return 2 * v; }

// 2-D blocks over a grid that does not divide the array (partial blocks), an early return
__global__ void stencil2d(const float* in, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
    out[y * w + x] = 0.25f * (in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] + in[(y + 1) * w + x]);
  else
    out[y * w + x] = -1.0f;
}

// 3-D blocks, a per-thread local array and loop, a device function, a return inside the loop
__global__ void cube(int* out, int n) {
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + t;
  int acc[4] = {0, 0, 0, 0};
  for (int k = 0; k < 4; ++k) {
    if (g >= n) return;
    acc[k] = twice(int(threadIdx.z) * 100 + int(threadIdx.y) * 10 + int(threadIdx.x)) + k;
  }
  out[g] = acc[0] + acc[1] + acc[2] + acc[3];
}

// a goto: the split refuses it, the loop form runs it
__global__ void refused(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) goto done;
  out[i] = i * 7;
done:;
}

template <class T>
static void print(const char* name, const std::vector<T>& v) {
  printf("%s", name);
  for (const T& x : v) printf(" %g", double(x));
  printf("\n");
}

int main() {
  const int w = 37, h = 21;
  std::vector<float> in(w * h), out(w * h, 5.f);
  for (int i = 0; i < w * h; ++i) in[i] = float((i * 13) % 29);
  float *din, *dout;
  hipMalloc(&din, in.size() * sizeof(float));
  hipMalloc(&dout, out.size() * sizeof(float));
  hipMemcpy(din, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice);
  hipMemcpy(dout, out.data(), out.size() * sizeof(float), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(stencil2d, dim3((w + 15) / 16, (h + 7) / 8), dim3(16, 8), 0, 0, din, dout, w, h);
  hipMemcpy(out.data(), dout, out.size() * sizeof(float), hipMemcpyDeviceToHost);
  print("stencil2d", out);

  const int n = 3 * 60 - 17;  // blocks of 60 threads, the last one partial
  std::vector<int> iout(3 * 60, -9);
  int* dio;
  hipMalloc(&dio, iout.size() * sizeof(int));
  hipMemcpy(dio, iout.data(), iout.size() * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(cube, dim3(3), dim3(5, 4, 3), 0, 0, dio, n);
  hipMemcpy(iout.data(), dio, iout.size() * sizeof(int), hipMemcpyDeviceToHost);
  print("cube", iout);

  std::vector<int> rout(100, -1);
  hipMemcpy(dio, rout.data(), rout.size() * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(refused, dim3(2), dim3(64), 0, 0, dio, 100);
  hipMemcpy(rout.data(), dio, rout.size() * sizeof(int), hipMemcpyDeviceToHost);
  print("refused", rout);
  return 0;
}
