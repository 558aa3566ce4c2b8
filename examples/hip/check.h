// Shared by the examples: abort with file, line and HIP's message when a runtime call fails.
#pragma once
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                            \
  do {                                                                                         \
    hipError_t err_ = (call);                                                                  \
    if (err_ != hipSuccess) {                                                                  \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, hipGetErrorString(err_)); \
      std::exit(1);                                                                            \
    }                                                                                          \
  } while (0)
