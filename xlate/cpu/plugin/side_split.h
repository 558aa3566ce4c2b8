// The passes of xlate's cpu backend plugin that device_contract.cpp registers (one plugin library).
#pragma once

#include "llvm/IR/PassManager.h"

// The mark the cpu runtime's `__global__` puts on a kernel (hip/hip_runtime.h, XLATE_CPU_CONTRACT).
inline constexpr const char *kXlateKernelAnnotation = "xlate.kernel";

// side_split.cpp: the host or device side of a two-sided compile (XLATE_CPU_SIDE); first, while every
// kernel still carries its annotation.
void xlate_add_side_split(llvm::ModulePassManager &MPM);
