// Loads the module file argv[1] (written by nvcc -ptx or -cubin), sets its __constant__ `offset` to 7 and
// runs scale_offset over v[i] = i - 50; prints v.
#include <fstream>
#include <iterator>
#include "rtc_check.h"

int main(int argc, char** argv) {
  if (argc != 3) return 1;
  CU_OK(cuInit(0));
  CUdevice dev;
  CUcontext ctx;
  CU_OK(cuDeviceGet(&dev, 0));
  CU_OK(cuCtxCreate(&ctx, 0, dev));
  CUmodule mod;
  if (std::string(argv[2]) == "file") {
    CU_OK(cuModuleLoad(&mod, argv[1]));
  } else {  // the bytes of the file, as programs that embed or cache a cubin pass them
    std::ifstream f(argv[1], std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    CU_OK(cuModuleLoadData(&mod, bytes.data()));
  }
  CUfunction fn;
  CU_OK(cuModuleGetFunction(&fn, mod, "scale_offset"));
  CUdeviceptr d_offset;
  size_t bytes = 0;
  CU_OK(cuModuleGetGlobal(&d_offset, &bytes, mod, "offset"));
  int offset = 7;
  CU_OK(cuMemcpyHtoD(d_offset, &offset, sizeof offset));
  const int n = 100;
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) v[i] = i - 50;
  CUdeviceptr dv;
  CU_OK(cuMemAlloc(&dv, n * sizeof(int)));
  CU_OK(cuMemcpyHtoD(dv, v.data(), n * sizeof(int)));
  int nn = n;
  void* args[] = {&dv, &nn};
  CU_OK(cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr));
  CU_OK(cuCtxSynchronize());
  CU_OK(cuMemcpyDtoH(v.data(), dv, n * sizeof(int)));
  for (int i = 0; i < n; ++i) std::printf("%d\n", v[i]);
  CU_OK(cuModuleUnload(mod));
  CU_OK(cuCtxDestroy(ctx));
  return 0;
}
