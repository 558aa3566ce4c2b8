// xlate's volatile ordering pass for the cpu backend (docs/cpu-backend.md, "Volatile accesses").
//
// A converged GPU warp executes each instruction for all its lanes before the next, and CUDA code
// written for warp-synchronous execution relies on that for `volatile` memory: OpenMM's nonbonded
// kernel has every lane store its entry of a `__shared__ volatile int skipTiles[]` inside a loop
// whose condition then reads the last lane's entry, with no __syncwarp between. The cpu backend's
// fiber form runs a thread until it has to wait, so lane 0 read its neighbours' entries before
// they were written.
//
// In device code (functions DeviceSplit marked kXlateDeviceAttr), every volatile load, store,
// atomic and memory intrinsic is followed by a call to __xlate_volatile_step: in the fiber form the
// runtime (rendezvous.cpp) lets the block's other ready threads run first (each up to its own next
// volatile access or wait), so a converged warp makes its volatile accesses in the GPU's order, one
// instruction of every lane before the next, unless a preemption reorders the block's turn; a spin on
// a volatile flag lets the thread that sets it run. No interleaving this produces is one a GPU could
// not produce. Accesses to a
// local variable (the pointer is based on allocas only: the runtime's rounding helpers keep values
// in volatile locals) are left alone. It runs at the start of the pipeline, right after DeviceSplit,
// so it sees the source's accesses before inlining; volatile accesses are never removed or merged
// by the optimiser. The loop and block forms never run a kernel with a volatile access (the form
// analyses send such kernels to the fiber form), and there the runtime's step returns at once.

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"

#include "side_split.h"

#include <vector>

using namespace llvm;

namespace {

// The pointer a volatile access of `I` goes through, or null when `I` is no volatile access.
Value *volatile_pointer(Instruction &I) {
  if (auto *load = dyn_cast<LoadInst>(&I)) return load->isVolatile() ? load->getPointerOperand() : nullptr;
  if (auto *store = dyn_cast<StoreInst>(&I)) return store->isVolatile() ? store->getPointerOperand() : nullptr;
  if (auto *rmw = dyn_cast<AtomicRMWInst>(&I)) return rmw->isVolatile() ? rmw->getPointerOperand() : nullptr;
  if (auto *cas = dyn_cast<AtomicCmpXchgInst>(&I)) return cas->isVolatile() ? cas->getPointerOperand() : nullptr;
  if (auto *mem = dyn_cast<MemIntrinsic>(&I)) return mem->isVolatile() ? mem->getDest() : nullptr;
  return nullptr;
}

// Whether every object `ptr` may be based on is a local variable of the function.
bool local_only(Value *ptr) {
  SmallVector<const Value *, 4> objects;
  getUnderlyingObjects(ptr, objects, nullptr, 0);
  if (objects.empty()) return false;
  for (const Value *object : objects)
    if (!isa<AllocaInst>(object)) return false;
  return true;
}

struct VolatileOrder : PassInfoMixin<VolatileOrder> {
  static bool isRequired() { return true; }  // at -O0 too
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    FunctionCallee step = M.getOrInsertFunction("__xlate_volatile_step", Type::getVoidTy(M.getContext()));
    if (auto *decl = dyn_cast<Function>(step.getCallee())) decl->setDoesNotThrow();
    bool changed = false;
    for (Function &F : M) {
      if (F.isDeclaration() || !F.hasFnAttribute(kXlateDeviceAttr)) continue;
      std::vector<Instruction *> accesses;
      for (Instruction &I : instructions(F)) {
        Value *ptr = volatile_pointer(I);
        if (ptr && !local_only(ptr)) accesses.push_back(&I);
      }
      for (Instruction *I : accesses) {
        IRBuilder<> b(I->getNextNode());
        b.SetCurrentDebugLocation(I->getDebugLoc());
        b.CreateCall(step);
        changed = true;
      }
    }
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

}  // namespace

void xlate_add_volatile_order(ModulePassManager &MPM) { MPM.addPass(VolatileOrder()); }
