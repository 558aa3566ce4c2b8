// Checks for the NVRTC test programs: stop with the call, its line and the error's name.
#pragma once
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define NVRTC_OK(call)                                                                       \
  do {                                                                                       \
    nvrtcResult r_ = (call);                                                                 \
    if (r_ != NVRTC_SUCCESS) {                                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, nvrtcGetErrorString(r_)); \
      std::exit(2);                                                                          \
    }                                                                                        \
  } while (0)

#define CU_OK(call)                                                                          \
  do {                                                                                       \
    CUresult r_ = (call);                                                                    \
    if (r_ != CUDA_SUCCESS) {                                                                \
      const char* n_ = nullptr;                                                              \
      cuGetErrorName(r_, &n_);                                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, n_ ? n_ : "?");     \
      std::exit(3);                                                                          \
    }                                                                                        \
  } while (0)

// Compiles `src` (named `name`) with `opts` and returns what nvrtcGetPTX gives, as the caller's
// std::string (PTX is text: many programs keep it as a C string); the log goes to stderr on failure.
inline std::string compile_to_ptx(const char* src, const char* name, std::vector<const char*> opts,
                                  std::vector<std::string>* name_exprs = nullptr,
                                  std::vector<std::string>* lowered = nullptr) {
  nvrtcProgram prog;
  NVRTC_OK(nvrtcCreateProgram(&prog, src, name, 0, nullptr, nullptr));
  if (name_exprs)
    for (const std::string& e : *name_exprs) NVRTC_OK(nvrtcAddNameExpression(prog, e.c_str()));
  nvrtcResult res = nvrtcCompileProgram(prog, (int)opts.size(), opts.data());
  size_t log_size = 0;
  NVRTC_OK(nvrtcGetProgramLogSize(prog, &log_size));
  std::vector<char> log(log_size);
  NVRTC_OK(nvrtcGetProgramLog(prog, log.data()));
  if (res != NVRTC_SUCCESS) {
    std::fprintf(stderr, "compile failed: %s\n%s\n", nvrtcGetErrorString(res), log.data());
    std::exit(4);
  }
  if (name_exprs && lowered)
    for (const std::string& e : *name_exprs) {
      const char* low = nullptr;
      NVRTC_OK(nvrtcGetLoweredName(prog, e.c_str(), &low));
      lowered->push_back(low);
    }
  size_t ptx_size = 0;
  NVRTC_OK(nvrtcGetPTXSize(prog, &ptx_size));
  std::vector<char> ptx(ptx_size);
  NVRTC_OK(nvrtcGetPTX(prog, ptx.data()));
  NVRTC_OK(nvrtcDestroyProgram(&prog));
  return std::string(ptx.data());  // up to the first NUL, as OpenMM's CUDA platform keeps it
}
