// xlate CPU backend: hipRTC, HIP's run-time compiler, with the pinned hip/hiprtc.h's names and values.
// A CUDA program's nvrtc* calls become these (xlate/data/api, category rtc). hiprtcCompileProgram
// compiles the program's source as NVRTC would take it: CUDA C++, translated by xlate and built for this
// backend as a shared object (xlate/runtime_shim/_cpu_compile.py, run by the xlate that built this
// runtime: src/rtc.cpp). hiprtcGetCode returns xlate's code image in its text form, NUL-terminated, which
// hipModuleLoadData (cuModuleLoadData) loads. Linking several programs (hiprtcLink*) is not supported.
#pragma once

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hiprtcResult {
  HIPRTC_SUCCESS = 0,
  HIPRTC_ERROR_OUT_OF_MEMORY = 1,
  HIPRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  HIPRTC_ERROR_INVALID_INPUT = 3,
  HIPRTC_ERROR_INVALID_PROGRAM = 4,
  HIPRTC_ERROR_INVALID_OPTION = 5,
  HIPRTC_ERROR_COMPILATION = 6,
  HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  HIPRTC_ERROR_INTERNAL_ERROR = 11,
  HIPRTC_ERROR_LINKING = 100
} hiprtcResult;

typedef struct _hiprtcProgram* hiprtcProgram;
typedef struct ihiprtcLinkState* hiprtcLinkState;

const char* hiprtcGetErrorString(hiprtcResult result);
hiprtcResult hiprtcVersion(int* major, int* minor);
hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name, int numHeaders,
                                 const char* const* headers, const char* const* includeNames);
hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog);
hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char* const* options);
hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* name_expression);
hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* name_expression, const char** lowered_name);
hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* logSizeRet);
hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log);
hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* codeSizeRet);
hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code);
hiprtcResult hiprtcGetBitcodeSize(hiprtcProgram prog, size_t* bitcode_size);
hiprtcResult hiprtcGetBitcode(hiprtcProgram prog, char* bitcode);

#ifdef __cplusplus
}  // extern "C"

// The link API takes HIP's JIT option and input types (C++ part of hip_runtime_api.h).
#include <hip/hip_runtime_api.h>
typedef hipJitOption hiprtcJIT_option;
typedef hipJitInputType hiprtcJITInputType;
extern "C" {
hiprtcResult hiprtcLinkCreate(unsigned int num_options, hiprtcJIT_option* option_ptr, void** option_vals_pptr,
                              hiprtcLinkState* hip_link_state_ptr);
hiprtcResult hiprtcLinkAddFile(hiprtcLinkState hip_link_state, hiprtcJITInputType input_type, const char* file_path,
                               unsigned int num_options, hiprtcJIT_option* options_ptr, void** option_values);
hiprtcResult hiprtcLinkAddData(hiprtcLinkState hip_link_state, hiprtcJITInputType input_type, void* image,
                               size_t image_size, const char* name, unsigned int num_options,
                               hiprtcJIT_option* options_ptr, void** option_values);
hiprtcResult hiprtcLinkComplete(hiprtcLinkState hip_link_state, void** bin_out, size_t* size_out);
hiprtcResult hiprtcLinkDestroy(hiprtcLinkState hip_link_state);
}
#endif
