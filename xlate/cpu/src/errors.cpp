// xlate CPU backend: errors. The last error of each host thread (hipGetLastError), the names and
// texts of hipError_t values, and die(): the runtime's own fatal errors (divergence, deadlock, bad
// configuration, ...) as one line on stderr and exit code 97.

#include <unistd.h>

#include <cstdarg>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>

#include "runtime_internal.h"

namespace xlate_rt XLATE_HIDDEN {

XLATE_TLS __thread hipError_t t_last_error = hipSuccess;

std::atomic<int> g_fatal{0};

[[noreturn]] void die(const char* fmt, ...) {
  if (g_fatal.exchange(1) != 0) {  // another thread is already reporting
    for (;;) pause();
  }
  fflush(nullptr);
  char buf[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  fprintf(stderr, "xlate-cpu: error: %s\n", buf);
  fflush(stderr);
  _exit(XLATE_CPU_EXIT_CONVERGENCE);
}

}  // namespace xlate_rt

using namespace xlate_rt;

extern "C" {

void __xlate_fatal(const char* file, int line, const char* msg) { die("%s at %s:%d", msg, file, line); }

// A HIP function the cpu backend does not implement (xlate_cpu/unsupported_api.h, __XLATE_UNSUPPORTED, and the
// generated header of xlate.cpu.build.unsupported_header): hipErrorNotSupported, and one line on
// stderr per call site's function name the first time it is called.
hipError_t xlate_cpu_not_supported(const char* name) {
  static std::mutex mu;
  static std::set<std::string> said;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (said.insert(name).second)
      fprintf(stderr, "xlate-cpu: not supported: %s on the cpu backend (the call returns hipErrorNotSupported)\n", name);
  }
  return ret(hipErrorNotSupported);
}

const char* hipGetErrorName(hipError_t e) {
  switch (e) {
#define XLATE_CASE(x) \
  case x:             \
    return #x;
    XLATE_CASE(hipSuccess)
    XLATE_CASE(hipErrorInvalidValue)
    XLATE_CASE(hipErrorOutOfMemory)
    XLATE_CASE(hipErrorNotInitialized)
    XLATE_CASE(hipErrorDeinitialized)
    XLATE_CASE(hipErrorInvalidConfiguration)
    XLATE_CASE(hipErrorInvalidPitchValue)
    XLATE_CASE(hipErrorInvalidSymbol)
    XLATE_CASE(hipErrorInvalidDevicePointer)
    XLATE_CASE(hipErrorInvalidMemcpyDirection)
    XLATE_CASE(hipErrorInsufficientDriver)
    XLATE_CASE(hipErrorMissingConfiguration)
    XLATE_CASE(hipErrorPriorLaunchFailure)
    XLATE_CASE(hipErrorInvalidDeviceFunction)
    XLATE_CASE(hipErrorNoDevice)
    XLATE_CASE(hipErrorInvalidDevice)
    XLATE_CASE(hipErrorInvalidImage)
    XLATE_CASE(hipErrorInvalidContext)
    XLATE_CASE(hipErrorInvalidHandle)
    XLATE_CASE(hipErrorNotFound)
    XLATE_CASE(hipErrorNotReady)
    XLATE_CASE(hipErrorIllegalAddress)
    XLATE_CASE(hipErrorLaunchOutOfResources)
    XLATE_CASE(hipErrorLaunchTimeOut)
    XLATE_CASE(hipErrorAssert)
    XLATE_CASE(hipErrorLaunchFailure)
    XLATE_CASE(hipErrorCooperativeLaunchTooLarge)
    XLATE_CASE(hipErrorNotSupported)
    XLATE_CASE(hipErrorUnsupportedLimit)
    XLATE_CASE(hipErrorPeerAccessUnsupported)
    XLATE_CASE(hipErrorPeerAccessAlreadyEnabled)
    XLATE_CASE(hipErrorPeerAccessNotEnabled)
    XLATE_CASE(hipErrorIllegalState)
    XLATE_CASE(hipErrorStreamCaptureUnsupported)
    XLATE_CASE(hipErrorStreamCaptureInvalidated)
    XLATE_CASE(hipErrorStreamCaptureMerge)
    XLATE_CASE(hipErrorStreamCaptureUnmatched)
    XLATE_CASE(hipErrorStreamCaptureUnjoined)
    XLATE_CASE(hipErrorStreamCaptureIsolation)
    XLATE_CASE(hipErrorStreamCaptureImplicit)
    XLATE_CASE(hipErrorCapturedEvent)
    XLATE_CASE(hipErrorStreamCaptureWrongThread)
    XLATE_CASE(hipErrorGraphExecUpdateFailure)
    XLATE_CASE(hipErrorUnknown)
#undef XLATE_CASE
  }
  return "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t e) {
  switch (e) {
    case hipSuccess: return "no error";
    case hipErrorInvalidValue: return "invalid argument";
    case hipErrorOutOfMemory: return "out of memory";
    case hipErrorNotInitialized: return "initialization error";
    case hipErrorDeinitialized: return "driver shutting down";
    case hipErrorInvalidConfiguration: return "invalid configuration argument";
    case hipErrorInvalidPitchValue: return "invalid pitch argument";
    case hipErrorInvalidSymbol: return "invalid device symbol";
    case hipErrorInvalidDevicePointer: return "invalid device pointer";
    case hipErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
    case hipErrorInsufficientDriver: return "driver version is insufficient for runtime version";
    case hipErrorMissingConfiguration: return "__global__ function call is not configured";
    case hipErrorPriorLaunchFailure: return "unspecified launch failure in prior launch";
    case hipErrorInvalidDeviceFunction: return "invalid device function";
    case hipErrorNoDevice: return "no ROCm-capable device is detected";
    case hipErrorInvalidDevice: return "invalid device ordinal";
    case hipErrorInvalidImage: return "device kernel image is invalid";
    case hipErrorInvalidContext: return "invalid device context";
    case hipErrorInvalidHandle: return "invalid resource handle";
    case hipErrorNotFound: return "named symbol not found";
    case hipErrorNotReady: return "device not ready";
    case hipErrorIllegalAddress: return "an illegal memory access was encountered";
    case hipErrorLaunchOutOfResources: return "too many resources requested for launch";
    case hipErrorLaunchTimeOut: return "the launch timed out and was terminated";
    case hipErrorAssert: return "device-side assert triggered";
    case hipErrorLaunchFailure: return "unspecified launch failure";
    case hipErrorCooperativeLaunchTooLarge: return "too many blocks in cooperative launch";
    case hipErrorNotSupported: return "operation not supported";
    case hipErrorUnsupportedLimit: return "unsupported limit";
    case hipErrorPeerAccessUnsupported: return "peer access is not supported between these two devices";
    case hipErrorPeerAccessAlreadyEnabled: return "peer access is already enabled";
    case hipErrorPeerAccessNotEnabled: return "peer access has not been enabled";
    case hipErrorIllegalState: return "the operation is not permitted in the resource's current state";
    case hipErrorStreamCaptureUnsupported: return "operation not permitted when stream is capturing";
    case hipErrorStreamCaptureInvalidated: return "operation failed due to a previous error during capture";
    case hipErrorStreamCaptureMerge: return "operation would result in a merge of separate capture sequences";
    case hipErrorStreamCaptureUnmatched: return "capture was not ended in the same stream as it began";
    case hipErrorStreamCaptureUnjoined: return "capturing stream has unjoined work";
    case hipErrorStreamCaptureIsolation: return "dependency created on uncaptured work in another stream";
    case hipErrorStreamCaptureImplicit: return "operation would make the legacy stream depend on a capturing blocking stream";
    case hipErrorCapturedEvent: return "operation not permitted on an event last recorded in a capturing stream";
    case hipErrorStreamCaptureWrongThread: return "attempt to terminate a thread-local capture sequence from another thread";
    case hipErrorGraphExecUpdateFailure: return "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
    case hipErrorUnknown: return "unknown error";
  }
  return "unknown error";
}

hipError_t hipGetLastError(void) {
  hipError_t e = t_last_error;
  t_last_error = hipSuccess;
  return e;
}
hipError_t hipPeekAtLastError(void) { return t_last_error; }

hipError_t hipDrvGetErrorName(hipError_t e, const char** s) {
  if (!s) return ret(hipErrorInvalidValue);
  *s = hipGetErrorName(e);
  return hipSuccess;
}
hipError_t hipDrvGetErrorString(hipError_t e, const char** s) {
  if (!s) return ret(hipErrorInvalidValue);
  *s = hipGetErrorString(e);
  return hipSuccess;
}

}  // extern "C"
