/* xlate support header: CUDA runtime error codes that HIP has no counterpart for (C and C++).

   Each is an error the HIP runtime never returns (a licence, a JIT compiler, NVLink, an exclusive
   compute mode, texture references ...). Error handling names them (`if (err ==
   cudaErrorDevicesUnavailable)`, `case cudaErrorIllegalInstruction: ...` in an error-string switch),
   so each becomes CUDA's own value as a hipError_t: no HIP enumerator has it (HIP 7.2 and the cpu
   target's runtime; tests/api/test_cuda_errors.py checks both), so every comparison with it is false and
   a switch keeps distinct labels -- what such code computes with a CUDA runtime that never reports that
   error. All values are below 1024, inside the range hipError_t's enumerators span (0 to 1053 on HIP,
   0 to 999 on the cpu target), which C++ requires of a constant of an enumeration without a fixed type.
   cudaErrorApiFailureBase (10000, deprecated) is outside it and stays unsupported. One difference a
   build can see: as a `case` label in a switch over a hipError_t, gcc's and clang's -Wswitch (in -Wall)
   warn "case value not in enumerated type" (an error under -Werror), where CUDA's enumerator does not.
   Included by the API rule where a translation uses one (xlate/rewrite/rules/api/xl101_104_names.py)
   and by the runtime headers of xlate's toolkit folder (xlate/driver/toolkit.py). */
#ifndef XLATE_CUDA_ERRORS_H
#define XLATE_CUDA_ERRORS_H
#include <hip/hip_runtime_api.h>
#define XLATE_cudaErrorInvalidHostPointer ((hipError_t)16)
#define XLATE_cudaErrorInvalidTextureBinding ((hipError_t)19)
#define XLATE_cudaErrorInvalidFilterSetting ((hipError_t)26)
#define XLATE_cudaErrorInvalidNormSetting ((hipError_t)27)
#define XLATE_cudaErrorStubLibrary ((hipError_t)34)
#define XLATE_cudaErrorCallRequiresNewerDriver ((hipError_t)36)
#define XLATE_cudaErrorInvalidSurface ((hipError_t)37)
#define XLATE_cudaErrorDuplicateVariableName ((hipError_t)43)
#define XLATE_cudaErrorDuplicateTextureName ((hipError_t)44)
#define XLATE_cudaErrorDuplicateSurfaceName ((hipError_t)45)
#define XLATE_cudaErrorDevicesUnavailable ((hipError_t)46)
#define XLATE_cudaErrorIncompatibleDriverContext ((hipError_t)49)
#define XLATE_cudaErrorLaunchMaxDepthExceeded ((hipError_t)65)
#define XLATE_cudaErrorLaunchFileScopedTex ((hipError_t)66)
#define XLATE_cudaErrorLaunchFileScopedSurf ((hipError_t)67)
#define XLATE_cudaErrorSyncDepthExceeded ((hipError_t)68)
#define XLATE_cudaErrorLaunchPendingCountExceeded ((hipError_t)69)
#define XLATE_cudaErrorDeviceNotLicensed ((hipError_t)102)
#define XLATE_cudaErrorSoftwareValidityNotEstablished ((hipError_t)103)
#define XLATE_cudaErrorStartupFailure ((hipError_t)127)
#define XLATE_cudaErrorNvlinkUncorrectable ((hipError_t)220)
#define XLATE_cudaErrorJitCompilerNotFound ((hipError_t)221)
#define XLATE_cudaErrorUnsupportedPtxVersion ((hipError_t)222)
#define XLATE_cudaErrorJitCompilationDisabled ((hipError_t)223)
#define XLATE_cudaErrorUnsupportedExecAffinity ((hipError_t)224)
#define XLATE_cudaErrorLaunchIncompatibleTexturing ((hipError_t)703)
#define XLATE_cudaErrorTooManyPeers ((hipError_t)711)
#define XLATE_cudaErrorHardwareStackError ((hipError_t)714)
#define XLATE_cudaErrorIllegalInstruction ((hipError_t)715)
#define XLATE_cudaErrorMisalignedAddress ((hipError_t)716)
#define XLATE_cudaErrorInvalidAddressSpace ((hipError_t)717)
#define XLATE_cudaErrorInvalidPc ((hipError_t)718)
#define XLATE_cudaErrorNotPermitted ((hipError_t)800)
#define XLATE_cudaErrorSystemNotReady ((hipError_t)802)
#define XLATE_cudaErrorSystemDriverMismatch ((hipError_t)803)
#define XLATE_cudaErrorCompatNotSupportedOnDevice ((hipError_t)804)
#define XLATE_cudaErrorTimeout ((hipError_t)909)
#endif
