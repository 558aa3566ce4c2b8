#include <nvrtc.h>
int pch(nvrtcProgram p) {
  size_t n = 0;
  nvrtcGetPCHHeapSize(&n);  // CHECK: XL102 error 4:3
  nvrtcResult r = nvrtcGetPCHCreateStatus(p);  // CHECK: XL102 error 5:19
  return r == NVRTC_ERROR_PCH_CREATE;  // CHECK: XL102 error 6:15
}
int optix(nvrtcProgram p) {
  size_t n = 0;
  return nvrtcGetOptiXIRSize(p, &n);  // CHECK: XL102 error 10:10
}
int cancel(nvrtcProgram p, int (*cb)(void*, void*)) {
  return nvrtcSetFlowCallback(p, cb, nullptr);  // CHECK: XL102 error 13:10
}
