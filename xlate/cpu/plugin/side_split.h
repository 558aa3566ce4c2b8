// The passes of xlate's cpu backend plugin that device_contract.cpp registers (one plugin library).
#pragma once

#include "llvm/IR/Function.h"
#include "llvm/IR/PassManager.h"

#include <vector>

// The mark the cpu runtime's `__global__` puts on a kernel (hip/hip_runtime.h, XLATE_CPU_CONTRACT).
inline constexpr const char *kXlateKernelAnnotation = "xlate.kernel";
// The mark a racecheck build's `__shared__` puts on a static shared variable (hip/hip_runtime.h).
inline constexpr const char *kXlateSharedAnnotation = "xlate.shared";

// The attribute DeviceSplit (device_contract.cpp) puts on every function a kernel reaches.
inline constexpr const char *kXlateDeviceAttr = "xlate-device";

// The global an entry of llvm.global.annotations marks with `annotation`, or null.
llvm::GlobalValue *xlate_annotated(llvm::Value *entry, llvm::StringRef annotation);
// The kernel an entry of llvm.global.annotations marks with kXlateKernelAnnotation, or null.
llvm::Function *xlate_annotated_kernel(llvm::Value *entry);

// side_split.cpp: the host or device side of a two-sided compile (XLATE_CPU_SIDE); first, while every
// kernel still carries its annotation.
void xlate_add_side_split(llvm::ModulePassManager &MPM);

// kernel_forms.cpp: tells the runtime, through a static constructor of the object, which of `kernels`
// (those defined here) can never wait for another thread in their compiled code (the loop form).
void xlate_register_loop_kernels(llvm::Module &M, const std::vector<llvm::Function *> &kernels,
                                 llvm::ModuleAnalysisManager &MAM);

// racecheck.cpp: marks a racecheck build's translation unit (first, before the side split).
void xlate_add_racecheck_mark(llvm::ModulePassManager &MPM);
// racecheck.cpp: in a racecheck build's translation unit (one that calls __xlate_racecheck_enable,
// hip/hip_runtime.h with XLATE_CPU_RACECHECK), a call to __xlate_racecheck_access before each load and
// store of device code that may reach __shared__ memory; last, on the optimised code.
void xlate_add_racecheck(llvm::ModulePassManager &MPM);
// racecheck.cpp: in a racecheck build, keeps `kernels` out of line (noinline), so that a launch's
// thunk, which is host code, does not absorb a kernel's accesses before they are instrumented.
void xlate_racecheck_keep_kernels(llvm::Module &M, const std::vector<llvm::Function *> &kernels);

// volatile_order.cpp: a call to __xlate_volatile_step after every volatile access of device code that
// may reach memory other threads see (after DeviceSplit, which marks device code).
void xlate_add_volatile_order(llvm::ModulePassManager &MPM);

// reconverge.cpp: in device code that may make a volatile access, the runtime's reconvergence calls
// (__xlate_conv_enter/latch/exit) on the edges of the loops and two-way branches whose blocks hold
// such an access (after volatile_order.cpp, whose calls it looks for).
void xlate_add_reconverge(llvm::ModulePassManager &MPM);
