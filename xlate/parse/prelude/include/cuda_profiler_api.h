/* xlate CUDA prelude: profiler control (declared in cuda_runtime_api.h). */
#ifndef XLATE_PRELUDE_CUDA_PROFILER_API_H
#define XLATE_PRELUDE_CUDA_PROFILER_API_H
#include "cuda_runtime_api.h"
/* Removed in CUDA 12 (no HIP equivalent); declared so that older code parses. */
enum __device_builtin__ cudaOutputMode {
    cudaKeyValuePair = 0x00,
    cudaCSV = 0x01
};
typedef __device_builtin__ enum cudaOutputMode cudaOutputMode_t;
extern "C" __host__ cudaError_t CUDARTAPI cudaProfilerInitialize(const char *configFile, const char *outputFile,
                                                                 cudaOutputMode_t outputMode);

#endif
