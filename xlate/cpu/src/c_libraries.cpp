// xlate cpu backend: the C API of the cpu libraries, emitted once into libxlate_hipcpu.so.
//
// hipBLAS, hipFFT and hipSPARSE of xlate/cpu/libs are C++ headers of inline functions; their C API functions have C
// linkage (xlate_cpu_libs/capi.h). With XLATE_CPU_LIBS_EXPORT they are also `used`, so this translation
// unit emits every one of them and the library exports them: C code calling cuBLAS, cuFFT or cuSPARSE's handle functions (compiled by
// gcc against the toolkit folder's cublas_v2.h / cufft.h) links against them through lib64's linker
// scripts. A C++ program keeps compiling its own inline copies. Built with the host-only
// <hip/hip_runtime.h> of src/host_include (xlate/cpu/build.py).
#define XLATE_CPU_LIBS_EXPORT 1
#include <hipblas/hipblas.h>
#include <hipfft/hipfft.h>
#include <hipsparse/hipsparse.h>
