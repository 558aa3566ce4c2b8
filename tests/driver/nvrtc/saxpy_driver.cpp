// NVRTC + the driver API, the way most run-time compiling programs use them: a kernel compiled from a
// string, a __device__ variable set through cuModuleGetGlobal, the module loaded from memory and again
// from a file (programs cache compiled kernels on disk), launched with cuLaunchKernel.
// Prints y[i] = a*x[i] + y0[i] + bias for both modules, then the largest supported architecture.
#include <fstream>
#include "rtc_check.h"

static const char* kSource = R"(
__device__ float bias;
extern "C" __global__ void scale_add(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i] + bias;
}
)";

static void run_module(CUmodule mod, float bias, int n) {
  CUfunction fn;
  CU_OK(cuModuleGetFunction(&fn, mod, "scale_add"));
  CUdeviceptr d_bias;
  size_t bytes = 0;
  CU_OK(cuModuleGetGlobal(&d_bias, &bytes, mod, "bias"));
  if (bytes != sizeof(float)) { std::fprintf(stderr, "bias has %zu bytes\n", bytes); std::exit(5); }
  CU_OK(cuMemcpyHtoD(d_bias, &bias, sizeof bias));
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = 0.25f * i; y[i] = 3.0f - 0.5f * i; }
  CUdeviceptr dx, dy;
  CU_OK(cuMemAlloc(&dx, n * sizeof(float)));
  CU_OK(cuMemAlloc(&dy, n * sizeof(float)));
  CU_OK(cuMemcpyHtoD(dx, x.data(), n * sizeof(float)));
  CU_OK(cuMemcpyHtoD(dy, y.data(), n * sizeof(float)));
  float a = 2.5f;
  void* args[] = {&a, &dx, &dy, &n};
  CU_OK(cuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  CU_OK(cuCtxSynchronize());
  CU_OK(cuMemcpyDtoH(y.data(), dy, n * sizeof(float)));
  for (int i = 0; i < n; ++i) std::printf("%.9g\n", y[i]);
  CU_OK(cuMemFree(dx));
  CU_OK(cuMemFree(dy));
}

int main(int argc, char** argv) {
  const char* cache_file = argc > 1 ? argv[1] : "kernel.ptx";
  CU_OK(cuInit(0));
  CUdevice dev;
  CUcontext ctx;
  CU_OK(cuDeviceGet(&dev, 0));
  CU_OK(cuCtxCreate(&ctx, 0, dev));
  std::string ptx = compile_to_ptx(kSource, "scale_add.cu", {"--gpu-architecture=compute_80", "-default-device"});
  CUmodule mod;
  CU_OK(cuModuleLoadDataEx(&mod, ptx.c_str(), 0, nullptr, nullptr));
  run_module(mod, 0.125f, 1000);
  CU_OK(cuModuleUnload(mod));
  std::ofstream(cache_file) << ptx;
  CUmodule again;
  CU_OK(cuModuleLoad(&again, cache_file));
  run_module(again, -1.0f, 1000);
  CU_OK(cuModuleUnload(again));
  int n_archs = 0;
  NVRTC_OK(nvrtcGetNumSupportedArchs(&n_archs));
  std::vector<int> archs(n_archs);
  NVRTC_OK(nvrtcGetSupportedArchs(archs.data()));
  std::printf("archs %d max %d\n", n_archs, archs.back());
  CU_OK(cuCtxDestroy(ctx));
  return 0;
}
