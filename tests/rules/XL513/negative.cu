// Not rewritten: other tokens that contain the names, strings, comments, and nvcc's other macros
// (__CUDACC_RTC__ is NVRTC's)
const char *s = "__CUDA_ARCH__ and __CUDACC__";  // __CUDA_ARCH__ in a comment
int __CUDA_ARCH_LIST_size = 0, my__CUDACC__flag = 1;
#ifndef __CUDACC_RTC__
int not_rtc = 1;
#endif
