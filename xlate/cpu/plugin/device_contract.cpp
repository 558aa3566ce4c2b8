// xlate's device-code contraction pass for the cpu backend (a clang pass plugin, -fpass-plugin=).
//
// A GPU compiler fuses a multiply and a dependent add of device code into one fused multiply-add
// (nvcc -fmad=true, its default; hip-clang's -ffp-contract=fast-honor-pragmas), across statements
// too (`t = a * b; r = t + c;`). The cpu backend compiles a CUDA source's host and device code in one
// translation unit, where host code must round as nvcc's host compiler does (gcc on x86-64: no FMA).
// The source is compiled with -ffp-contract=fast-honor-pragmas, so clang marks every floating-point
// operation it may contract (`contract`; code under `#pragma clang fp contract(off)` stays unmarked),
// and this plugin decides which of them fuse, early, before inlining and before any loop pass:
//
//   * device code is what a kernel reaches: the kernels (functions whose declaration carries
//     `annotate("xlate.kernel")`, which the cpu runtime's `__global__` expands to) and every function
//     they call directly, transitively. A function that host code may also call (another use, or a
//     definition other translation units can see) is cloned, and device code calls the clone: a
//     `__host__ __device__` function fuses where a kernel calls it and not where host code does.
//   * in device code, at the first peephole point (after the early scalar replacement of the locals,
//     so that `t = a * b; r = t + c;` is one value feeding the other, as in the source), an
//     fadd/fsub whose operand is a single-use fmul of the same basic block, with no call between
//     them, both marked `contract`, becomes llvm.fmuladd: fused where the CPU has FMA (the build
//     adds -mfma then). The first operand is taken when both are such products (as LLVM's DAG
//     combiner does).
//   * then every `contract` mark is removed, in device and host code, so that no later pass or the
//     code generator fuses anything else: which operations fuse depends on the source as written,
//     not on how the execution forms reshape a kernel (a loop over a block's threads hoists a
//     thread-invariant product out of the loop, where a fusion left to the code generator would no
//     longer see it).
//
// Built by xlate/cpu/build.py (device_contract_plugin) against the LLVM of the host compiler, with
// side_split.cpp (the two-sided compile, registered first), kernel_forms.cpp, racecheck.cpp and
// volatile_order.cpp.

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include "side_split.h"

#include <map>
#include <set>
#include <vector>

using namespace llvm;

namespace {

// The functions annotated as kernels; the annotations are removed (they would keep every kernel
// alive through dead-code elimination, templates' instantiations included).
std::vector<Function *> take_kernels(Module &M) {
  std::vector<Function *> kernels;
  GlobalVariable *annotations = M.getNamedGlobal("llvm.global.annotations");
  if (!annotations || !annotations->hasInitializer()) return kernels;
  auto *array = dyn_cast<ConstantArray>(annotations->getInitializer());
  if (!array) return kernels;
  std::vector<Constant *> kept;
  for (Use &op : array->operands()) {
    if (Function *fn = xlate_annotated_kernel(op.get())) {
      kernels.push_back(fn);
    } else {
      kept.push_back(cast<Constant>(op.get()));
    }
  }
  if (kept.size() != array->getNumOperands()) {
    if (kept.empty()) {
      annotations->eraseFromParent();
    } else {
      auto *type = ArrayType::get(array->getType()->getElementType(), kept.size());
      auto *replacement = new GlobalVariable(M, type, annotations->isConstant(), annotations->getLinkage(),
                                             ConstantArray::get(type, kept), "", annotations);
      replacement->setSection(annotations->getSection());
      replacement->takeName(annotations);
      annotations->eraseFromParent();
    }
  }
  return kernels;
}

Function *direct_callee(Instruction &I) {
  auto *call = dyn_cast<CallBase>(&I);
  if (!call) return nullptr;
  return dyn_cast_or_null<Function>(call->getCalledOperand()->stripPointerCasts());
}

// Only calls from device functions, and the function not visible outside this module.
bool device_only(Function &F, const std::set<Function *> &device) {
  if (!F.hasLocalLinkage()) return false;
  for (User *user : F.users()) {
    auto *call = dyn_cast<CallBase>(user);
    if (!call || call->getCalledOperand()->stripPointerCasts() != &F) return false;
    if (!device.count(call->getFunction())) return false;
  }
  return true;
}

struct DeviceSplit : PassInfoMixin<DeviceSplit> {
  static bool isRequired() { return true; }  // at -O0 too: host code must not fuse there either
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    std::vector<Function *> kernels = take_kernels(M);
    xlate_register_loop_kernels(M, kernels, MAM);  // kernel_forms.cpp, on the code as compiled
    xlate_racecheck_keep_kernels(M, kernels);      // racecheck.cpp, racecheck builds only
    std::set<Function *> device(kernels.begin(), kernels.end());
    std::vector<Function *> work(kernels.begin(), kernels.end());
    std::map<Function *, Function *> clones;
    // reach every function a kernel calls; a callee host code may also call is cloned first
    while (!work.empty()) {
      Function *F = work.back();
      work.pop_back();
      for (Instruction &I : instructions(*F)) {
        Function *callee = direct_callee(I);
        if (!callee || callee->isDeclaration() || callee->isIntrinsic() || device.count(callee)) continue;
        Function *target = callee;
        if (!device_only(*callee, device)) {
          auto found = clones.find(callee);
          if (found == clones.end()) {
            ValueToValueMapTy map;
            Function *copy = CloneFunction(callee, map);
            copy->setLinkage(GlobalValue::InternalLinkage);
            copy->setVisibility(GlobalValue::DefaultVisibility);
            copy->setComdat(nullptr);
            copy->setName(callee->getName() + ".xlate_device");
            found = clones.emplace(callee, copy).first;
          }
          target = found->second;
          cast<CallBase>(I).setCalledOperand(target);
        }
        if (device.insert(target).second) work.push_back(target);
      }
    }
    for (Function *F : device) F->addFnAttr(kXlateDeviceAttr);
    return device.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }
};

bool contractable(Instruction *I) {
  return I && isa<FPMathOperator>(I) && I->hasAllowContract();
}

// An fmul that may fuse into `user`: marked, used once, in the same block before it with no call between.
BinaryOperator *product(Value *v, Instruction *user) {
  auto *mul = dyn_cast<BinaryOperator>(v);
  if (!mul || mul->getOpcode() != Instruction::FMul || !contractable(mul) || !mul->hasOneUse() ||
      mul->getParent() != user->getParent())
    return nullptr;
  for (auto it = std::next(mul->getIterator()); &*it != user; ++it) {
    if (auto *call = dyn_cast<CallBase>(&*it))
      if (!isa<DbgInfoIntrinsic>(call) && !call->isLifetimeStartOrEnd()) return nullptr;
  }
  return mul;
}

struct DeviceContract : PassInfoMixin<DeviceContract> {
  static bool isRequired() { return true; }
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool changed = false;
    if (F.hasFnAttribute(kXlateDeviceAttr)) {
      std::vector<Instruction *> adds;
      for (Instruction &I : instructions(F))
        if ((I.getOpcode() == Instruction::FAdd || I.getOpcode() == Instruction::FSub) && contractable(&I))
          adds.push_back(&I);
      for (Instruction *add : adds) {
        bool sub = add->getOpcode() == Instruction::FSub;
        BinaryOperator *mul = product(add->getOperand(0), add);
        Value *other = add->getOperand(1);
        bool mul_second = false;
        if (!mul) {
          mul = product(add->getOperand(1), add);
          other = add->getOperand(0);
          mul_second = true;
        }
        if (!mul) continue;
        IRBuilder<> b(add);
        b.setFastMathFlags(add->getFastMathFlags());
        Value *x = mul->getOperand(0), *y = mul->getOperand(1), *z = other;
        if (sub && !mul_second) z = b.CreateFNeg(other);  // a*b - c
        if (sub && mul_second) x = b.CreateFNeg(x);        // c - a*b
        Value *fused = b.CreateIntrinsic(Intrinsic::fmuladd, {add->getType()}, {x, y, z});
        fused->takeName(add);
        add->replaceAllUsesWith(fused);
        add->eraseFromParent();
        mul->eraseFromParent();
        changed = true;
      }
    }
    for (Instruction &I : instructions(F)) {
      if (isa<FPMathOperator>(&I) && I.hasAllowContract()) {
        I.setHasAllowContract(false);
        changed = true;
      }
    }
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

}  // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "xlate-device-contract", "1", [](PassBuilder &PB) {
            // kernels and device functions known before anything is inlined
            PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel level) {
              xlate_add_racecheck_mark(MPM);  // racecheck.cpp: whether this is a racecheck build's unit
              xlate_add_side_split(MPM);      // a two-sided compile's side (XLATE_CPU_SIDE), if any
              MPM.addPass(DeviceSplit());
              xlate_add_volatile_order(MPM);  // volatile_order.cpp: the GPU's order of volatile accesses
              xlate_add_reconverge(MPM);      // reconverge.cpp: where a warp's split lanes meet again
              // -O0: no scalar replacement, no peephole extension point: unmark here (fusing what one
              // expression holds)
              if (level == OptimizationLevel::O0)
                MPM.addPass(createModuleToFunctionPassAdaptor(DeviceContract()));
            });
            // the first peephole point follows the early scalar replacement (locals are values) and
            // comes before inlining and before any loop pass; later ones find nothing marked
            PB.registerPeepholeEPCallback([](FunctionPassManager &FPM, OptimizationLevel) {
              FPM.addPass(DeviceContract());
            });
            // racecheck builds: the accesses that remain once the code is optimised
            PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
              xlate_add_racecheck(MPM);
            });
          }};
}
