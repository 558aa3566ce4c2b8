// Not rewritten: names that only contain the runtime version macros' names, strings, comments
// (CUDART_VERSION), and cuda.h's CUDA_VERSION, which nvcc defines only where the code includes cuda.h
// (xlate-nvcc passes it on the command line)
const char *s = "CUDART_VERSION __CUDART_API_VERSION";
int MY_CUDART_VERSION = 1, CUDART_VERSION_GUESS = 12, __CUDART_API_VERSION_X = 0;
#if defined(CUDA_VERSION) && CUDA_VERSION >= 12000
#define DRIVER_12 1
#endif
