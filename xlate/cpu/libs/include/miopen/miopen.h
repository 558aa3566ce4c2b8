// xlate CPU backend: MIOpen, which xlate's cuDNN support header <xlate/cudnn.h> calls. Not implemented on the
// cpu target: its types and enums are the pinned header's, so that cuDNN code compiles as for gfx942, and each
// call returns miopenStatusNotImplemented naming itself on stderr (xlate_cpu_libs/unsupported_miopen.h,
// generated).
#pragma once
#include <hip/hip_runtime_api.h>
#include <stddef.h>
#include <stdint.h>
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_miopen.h>
#endif
