// xlate's racecheck instrumentation for the cpu backend (docs/cpu-backend.md, "Racecheck").
//
// Only in a racecheck build's translation unit: hip/hip_runtime.h with XLATE_CPU_RACECHECK gives each
// one a static initialiser that calls __xlate_racecheck_enable, so the module declares that function
// (RaceCheckMark, first, records that in a module flag: a two-sided compile's device side drops the
// initialiser).
// There, last in the optimisation pipeline (after inlining, on the accesses that remain), every load,
// store, memcpy/memmove and memset of device code (functions DeviceSplit marked kXlateDeviceAttr) gets
// a call to __xlate_racecheck_access(address, size, flags, site) before it, unless the address is
// provably not __shared__ memory:
//   * a local variable (an alloca), or a global that is not a __shared__ variable (__device__,
//     __constant__, string literals, thread-locals of the runtime and its headers): skipped;
//   * a static __shared__ variable (the runtime's `__shared__` is `thread_local`, and in a racecheck
//     build also annotate("xlate.shared"), which tells it from other thread-locals such as the
//     runtime's own and HIP_DYNAMIC_SHARED's `T* const var`): flagged as such;
//   * anything else (a pointer argument, a loaded pointer): the runtime checks whether it falls in
//     the launch's dynamic shared memory or in a static __shared__ variable; each device function
//     declares, on entry, where the static __shared__ variables it names lie in this worker thread
//     (__xlate_racecheck_shared).
// Kernels are kept out of line in such a unit (xlate_racecheck_keep_kernels, from DeviceSplit), as
// the launch's thunk that calls a kernel is host code. Atomic accesses are left alone (atomics do not
// race). `site` is "file:line:col" from the line table (racecheck builds compile with
// -gline-tables-only), followed by " (called at file:line:col)" for an access inlined from another
// function (the outermost call, in the function the access lies in); "near ..." for an access the
// optimiser made of several (it carries no line of its own: the nearest line before it in its block);
// else the function's name.

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"

#include "side_split.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace {

constexpr uint32_t kWrite = 1, kStatic = 2;
constexpr const char *kRacecheckFlag = "xlate.racecheck";

// Whether this is a racecheck build's unit: marked by RaceCheckMark, which sees the module before a
// two-sided compile's side drops the host code (the static initialiser among it).
bool racecheck_unit(Module &M) { return M.getModuleFlag(kRacecheckFlag) != nullptr; }

struct RaceCheckMark : PassInfoMixin<RaceCheckMark> {
  static bool isRequired() { return true; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    if (!M.getFunction("__xlate_racecheck_enable") || racecheck_unit(M)) return PreservedAnalyses::all();
    M.addModuleFlag(Module::Warning, kRacecheckFlag, 1);
    return PreservedAnalyses::none();
  }
};

struct Access {
  Instruction *before;
  Value *ptr;
  Value *size;  // i64
  uint32_t flags;
};

// The variables a racecheck build's `__shared__` marks (hip/hip_runtime.h: annotate("xlate.shared")).
std::set<const GlobalVariable *> shared_variables(Module &M) {
  std::set<const GlobalVariable *> found;
  GlobalVariable *annotations = M.getNamedGlobal("llvm.global.annotations");
  if (!annotations || !annotations->hasInitializer()) return found;
  auto *array = dyn_cast<ConstantArray>(annotations->getInitializer());
  if (!array) return found;
  for (Use &op : array->operands())
    if (auto *gv = dyn_cast_or_null<GlobalVariable>(xlate_annotated(op.get(), kXlateSharedAnnotation))) found.insert(gv);
  return found;
}

// -1: provably not __shared__ memory; kStatic: a static __shared__ variable; 0: unknown (the runtime
// looks the address up). Through phis and selects: every object the pointer may be based on.
int classify(Value *ptr, const std::set<const GlobalVariable *> &shared) {
  SmallVector<const Value *, 4> objects;
  getUnderlyingObjects(ptr, objects, nullptr, 0);
  bool all_static = true, all_private = true;
  for (const Value *object : objects) {
    const Value *base = object;
    if (auto *call = dyn_cast<IntrinsicInst>(base))
      if (call->getIntrinsicID() == Intrinsic::threadlocal_address) base = call->getArgOperand(0);
    auto *gv = dyn_cast<GlobalVariable>(base);
    bool is_static = gv && shared.count(gv);
    // a local, a function, a constant, or a global that is not __shared__ (the runtime's own
    // thread-locals among them)
    bool is_private = !is_static && (isa<AllocaInst>(base) || isa<GlobalValue>(base) || isa<ConstantData>(base));
    all_static &= is_static;
    all_private &= is_private;
  }
  if (objects.empty()) return 0;
  if (all_private) return -1;
  return all_static ? kStatic : 0;
}

struct RaceCheck : PassInfoMixin<RaceCheck> {
  static bool isRequired() { return true; }

  std::map<std::string, Constant *> sites;

  // The access's own line, else (an access the optimiser made of several, which carries none) the
  // nearest one before it in its block, marked "near"; else the function's name.
  static const DILocation *location(Instruction &I, bool &near) {
    near = false;
    if (const DILocation *loc = I.getDebugLoc().get()) return loc;
    near = true;
    for (Instruction *p = I.getPrevNode(); p; p = p->getPrevNode())
      if (const DILocation *loc = p->getDebugLoc().get()) return loc;
    for (Instruction *n = I.getNextNode(); n; n = n->getNextNode())
      if (const DILocation *loc = n->getDebugLoc().get()) return loc;
    return nullptr;
  }

  static std::string place(const DILocation *loc) {
    std::string file = loc->getFilename().str();
    if (!file.empty() && file[0] != '/' && !loc->getDirectory().empty())
      file = loc->getDirectory().str() + "/" + file;
    return file + ":" + std::to_string(loc->getLine()) + ":" + std::to_string(loc->getColumn());
  }

  Constant *site(Module &M, Instruction &I) {
    std::string text;
    bool near = false;
    if (const DILocation *loc = location(I, near)) {
      text = (near ? "near " : "") + place(loc);
      // an access inlined from another function: also the call in the function the access now lies in
      const DILocation *outer = loc;
      while (const DILocation *at = outer->getInlinedAt()) outer = at;
      if (outer != loc) text += " (called at " + place(outer) + ")";
    } else {
      text = demangle(I.getFunction()->getName().str());
    }
    auto found = sites.find(text);
    if (found != sites.end()) return found->second;
    IRBuilder<> b(M.getContext());
    GlobalVariable *gv = b.CreateGlobalString(text, "xlate.racecheck.site", 0, &M);
    return sites.emplace(text, gv).first->second;
  }

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    if (!racecheck_unit(M)) return PreservedAnalyses::all();
    const std::set<const GlobalVariable *> shared = shared_variables(M);
    LLVMContext &C = M.getContext();
    const DataLayout &DL = M.getDataLayout();
    Type *i64 = Type::getInt64Ty(C), *i32 = Type::getInt32Ty(C);
    PointerType *ptr = PointerType::getUnqual(C);
    FunctionCallee hook =
        M.getOrInsertFunction("__xlate_racecheck_access", Type::getVoidTy(C), ptr, i64, i32, ptr);
    FunctionCallee declare = M.getOrInsertFunction("__xlate_racecheck_shared", Type::getVoidTy(C), ptr, i64);
    bool changed = false;
    for (Function &F : M) {
      if (F.isDeclaration() || !F.hasFnAttribute(kXlateDeviceAttr)) continue;
      std::vector<Access> todo;
      std::vector<GlobalVariable *> variables;  // the static __shared__ variables F names
      auto add = [&](Instruction &I, Value *p, Value *size, uint32_t write) {
        int kind = classify(p, shared);
        if (kind >= 0) todo.push_back({&I, p, size, write | static_cast<uint32_t>(kind)});
      };
      for (Instruction &I : instructions(F)) {
        for (Value *op : I.operands())
          if (auto *gv = dyn_cast<GlobalVariable>(op))
            if (shared.count(gv) && std::find(variables.begin(), variables.end(), gv) == variables.end())
              variables.push_back(gv);
        if (auto *load = dyn_cast<LoadInst>(&I)) {
          if (load->isAtomic()) continue;
          add(I, load->getPointerOperand(),
              ConstantInt::get(i64, DL.getTypeStoreSize(load->getType()).getKnownMinValue()), 0);
        } else if (auto *store = dyn_cast<StoreInst>(&I)) {
          if (store->isAtomic()) continue;
          add(I, store->getPointerOperand(),
              ConstantInt::get(i64, DL.getTypeStoreSize(store->getValueOperand()->getType()).getKnownMinValue()),
              kWrite);
        } else if (auto *copy = dyn_cast<MemTransferInst>(&I)) {
          add(I, copy->getSource(), copy->getLength(), 0);
          add(I, copy->getDest(), copy->getLength(), kWrite);
        } else if (auto *set = dyn_cast<MemSetInst>(&I)) {
          add(I, set->getDest(), set->getLength(), kWrite);
        }
      }
      // on entry, where each of them lies in this worker thread: an access through a pointer the pass
      // cannot follow is then still found in them
      if (!variables.empty()) {
        IRBuilder<> b(&*F.getEntryBlock().getFirstInsertionPt());
        for (GlobalVariable *gv : variables) {
          Value *address = b.CreateThreadLocalAddress(gv);
          b.CreateCall(declare, {address, ConstantInt::get(i64, DL.getTypeAllocSize(gv->getValueType()))});
        }
        changed = true;
      }
      for (Access &a : todo) {
        IRBuilder<> b(a.before);
        b.CreateCall(hook, {a.ptr, b.CreateZExtOrTrunc(a.size, i64), ConstantInt::get(i32, a.flags),
                            site(M, *a.before)});
        changed = true;
      }
    }
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

}  // namespace

void xlate_add_racecheck_mark(ModulePassManager &MPM) { MPM.addPass(RaceCheckMark()); }

void xlate_add_racecheck(ModulePassManager &MPM) { MPM.addPass(RaceCheck()); }

void xlate_racecheck_keep_kernels(Module &M, const std::vector<Function *> &kernels) {
  if (!racecheck_unit(M)) return;
  for (Function *F : kernels) {
    F->removeFnAttr(Attribute::AlwaysInline);
    F->addFnAttr(Attribute::NoInline);
  }
}
