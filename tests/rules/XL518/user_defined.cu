// The code defines __CUDA__ itself: its own definition decides, no use is rewritten
#if CUDA_VERSION >= 12000  // a CUDA name no rule rewrites: the file is CUDA
int cuda12 = 1;
#endif
#ifndef __CUDA__
#define __CUDA__ 1  // CHECK: XL518 warning L6:9 `#define __CUDA__` kept
#endif
#if defined(__CUDA__)
int clang_cuda = 1;
#endif
