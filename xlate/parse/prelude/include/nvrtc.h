/* xlate CUDA prelude: NVRTC, CUDA's run-time compiler (nvrtc.h, as CUDA 12.9 declares it).
 * Declarations only, so that host code using it is checked semantically. The translation renames it to
 * hipRTC (<hip/hiprtc.h>); on the cpu target xlate's hipRTC translates the program's source with xlate
 * and builds it for the CPU backend (docs/runtime-shim.md, "C and C++ programs"). */
#ifndef XLATE_PRELUDE_NVRTC_H
#define XLATE_PRELUDE_NVRTC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  NVRTC_SUCCESS = 0,
  NVRTC_ERROR_OUT_OF_MEMORY = 1,
  NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  NVRTC_ERROR_INVALID_INPUT = 3,
  NVRTC_ERROR_INVALID_PROGRAM = 4,
  NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6,
  NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  NVRTC_ERROR_INTERNAL_ERROR = 11,
  NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
  NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
  NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
  NVRTC_ERROR_PCH_CREATE = 15,
  NVRTC_ERROR_CANCELLED = 16,
  NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED = 17
} nvrtcResult;

typedef struct _nvrtcProgram* nvrtcProgram;

const char* nvrtcGetErrorString(nvrtcResult result);
nvrtcResult nvrtcVersion(int* major, int* minor);
nvrtcResult nvrtcGetNumSupportedArchs(int* numArchs);
nvrtcResult nvrtcGetSupportedArchs(int* supportedArchs);

nvrtcResult nvrtcCreateProgram(nvrtcProgram* prog, const char* src, const char* name, int numHeaders,
                               const char* const* headers, const char* const* includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram* prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char* const* options);

nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t* ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char* ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t* cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char* cubin);
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram prog, size_t* LTOIRSizeRet);
nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char* LTOIR);
nvrtcResult nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t* optixirSizeRet);
nvrtcResult nvrtcGetOptiXIR(nvrtcProgram prog, char* optixir);

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t* logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char* log);

nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char* const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char* const name_expression, const char** lowered_name);

nvrtcResult nvrtcGetPCHHeapSize(size_t* ret);
nvrtcResult nvrtcSetPCHHeapSize(size_t size);
nvrtcResult nvrtcGetPCHCreateStatus(nvrtcProgram prog);
nvrtcResult nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, size_t* size);
nvrtcResult nvrtcSetFlowCallback(nvrtcProgram prog, int (*callback)(void*, void*), void* payload);

#ifdef __cplusplus
}
#endif

#endif
