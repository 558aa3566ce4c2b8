// What NVRTC and the driver API answer for wrong input: each line is `what <code>`, the codes CUDA
// defines, then the compile log of a program with an error between `log-begin` and `log-end`.
#include "rtc_check.h"

int main() {
  CU_OK(cuInit(0));
  nvrtcProgram prog;
  const char* bad = "__global__ void k(int* p) {\n  p[0] = undeclared_name;\n}\n";
  NVRTC_OK(nvrtcCreateProgram(&prog, bad, "bad.cu", 0, nullptr, nullptr));
  NVRTC_OK(nvrtcAddNameExpression(prog, "k"));
  const char* low = nullptr;
  std::printf("lowered-before-compile %d\n", (int)nvrtcGetLoweredName(prog, "k", &low));
  nvrtcResult r = nvrtcCompileProgram(prog, 0, nullptr);
  std::printf("compile %d\n", (int)r);
  size_t log_size = 0;
  NVRTC_OK(nvrtcGetProgramLogSize(prog, &log_size));
  std::vector<char> log(log_size);
  NVRTC_OK(nvrtcGetProgramLog(prog, log.data()));
  std::printf("log-begin\n%s\nlog-end\n", log.data());
  NVRTC_OK(nvrtcDestroyProgram(&prog));

  NVRTC_OK(nvrtcCreateProgram(&prog, "__global__ void k() {}\n", "ok.cu", 0, nullptr, nullptr));
  const char* unknown[] = {"--no-such-option"};
  std::printf("unknown-option %d\n", (int)nvrtcCompileProgram(prog, 1, unknown));
  NVRTC_OK(nvrtcDestroyProgram(&prog));

  CUmodule mod;
  const char* ptx = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n  ret;\n}\n";
  std::printf("load-ptx %d\n", (int)cuModuleLoadData(&mod, ptx));
  std::printf("load-missing-file %d\n", (int)cuModuleLoad(&mod, "/nonexistent/kernel.ptx"));

  std::string good = compile_to_ptx("extern \"C\" __global__ void k(int* p) { p[0] = 1; }\n", "good.cu", {});
  CU_OK(cuModuleLoadData(&mod, good.c_str()));
  CUfunction fn;
  std::printf("missing-function %d\n", (int)cuModuleGetFunction(&fn, mod, "no_such_kernel"));
  CUdeviceptr dp;
  size_t bytes;
  std::printf("missing-global %d\n", (int)cuModuleGetGlobal(&dp, &bytes, mod, "no_such_global"));
  CU_OK(cuModuleUnload(mod));
  return 0;
}
