// xlate's two-sided compile for the cpu backend (docs/cpu-backend.md, "Two compiles: the host pass's and
// the device pass's answers").
//
// nvcc compiles a CUDA source twice: its host code and the host side of every `__host__ __device__`
// function without `__CUDA_ARCH__`, its kernels and what they call with it. Where the two passes'
// preprocessed texts differ, xlate.cpu.sides compiles the source twice too, once with the device pass's
// macro and once without, and joins the two objects into one (`ld -r`). This pass, selected by the
// environment of the compile, makes the two objects fit together:
//
//   XLATE_CPU_SIDE=device  the object keeps its kernels for the world; every other function it defines
//                          (host code compiled with the device answer, the device side of a
//                          `__host__ __device__` function) becomes local to it, so the host object's
//                          functions of the same names are the ones host code calls. Its mutable
//                          variables defer to the host object's (weak: one object per variable, as
//                          CUDA's `__device__`, `__constant__` and host globals are one object whatever
//                          pass names them); its constants (vtables, tables) stay its own. Its static
//                          constructors and destructors are dropped: the host object's construct the
//                          shared variables, once. The kernels it defines are written, one mangled name
//                          a line, to XLATE_CPU_SIDE_KERNELS.
//   XLATE_CPU_SIDE=host    every kernel the device object defines (XLATE_CPU_SIDE_KERNELS) loses its
//                          body here, so launches in host code reach the device object's kernel. A
//                          kernel the device pass did not define (a template launched only from text
//                          the device pass does not see, e.g. the host branch of a `__host__
//                          __device__` function) keeps this pass's body, with a warning: nvcc's device
//                          pass would build no code for it, and its launch would fail there.
//
// Both sides give a mutable variable of internal linkage (`static __constant__ float c[16];`, written
// by cudaMemcpyToSymbol in host code, read by a kernel) and a kernel of internal linkage (`static
// __global__`, an anonymous namespace) one hidden name per translation unit (XLATE_CPU_SIDE_UNIT), so
// that they too are one object for both sides. Function-local statics keep their pass's object.
//
// Without XLATE_CPU_SIDE the pass changes nothing (a single compile, or a source whose two passes read
// the same text).

#include "side_split.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <fstream>
#include <set>
#include <string>

using namespace llvm;

namespace {

// The functions that carry the cpu runtime's `__global__` annotation (the contraction pass, which
// runs next, reads and removes the same annotations).
std::set<Function *> annotated_kernels(Module &M) {
  std::set<Function *> kernels;
  GlobalVariable *annotations = M.getNamedGlobal("llvm.global.annotations");
  if (!annotations || !annotations->hasInitializer()) return kernels;
  if (auto *array = dyn_cast<ConstantArray>(annotations->getInitializer()))
    for (Use &op : array->operands())
      if (Function *fn = xlate_annotated_kernel(op.get())) kernels.insert(fn);
  return kernels;
}

std::string env(const char *name) {
  const char *value = std::getenv(name);
  return value ? value : "";
}

// Not emitted by this object (a declaration, or a body kept for inlining only).
bool not_emitted(const GlobalValue &G) {
  return G.isDeclaration() || G.hasAvailableExternallyLinkage();
}

// A local name both sides give the same hidden external name: mutable variables of namespace scope and
// kernels. Function-local statics (`_ZZ`, their guards `_ZGV`) and unnamed constants stay local.
bool shared_local(const GlobalValue &G) {
  if (!G.hasLocalLinkage() || G.hasPrivateLinkage() || !G.hasName()) return false;
  StringRef name = G.getName();
  return !name.starts_with("llvm.") && !name.starts_with("_ZZ") && !name.starts_with("_ZGV");
}

void promote(GlobalValue &G, const std::string &unit) {
  G.setName(G.getName() + ".xlate_unit." + unit);
  G.setLinkage(GlobalValue::ExternalLinkage);
  G.setVisibility(GlobalValue::HiddenVisibility);
  if (auto *object = dyn_cast<GlobalObject>(&G)) object->setComdat(nullptr);
}

void make_local(GlobalValue &G) {
  G.setLinkage(GlobalValue::InternalLinkage);
  G.setVisibility(GlobalValue::DefaultVisibility);
  if (auto *object = dyn_cast<GlobalObject>(&G)) object->setComdat(nullptr);
}

void promote_variables(Module &M, const std::string &unit) {
  for (GlobalVariable &G : M.globals())
    if (!not_emitted(G) && !G.isConstant() && shared_local(G)) promote(G, unit);
}

void device_side(Module &M, const std::set<Function *> &kernels, const std::string &unit) {
  for (const char *list : {"llvm.global_ctors", "llvm.global_dtors"})
    if (GlobalVariable *G = M.getNamedGlobal(list)) G->eraseFromParent();
  promote_variables(M, unit);
  for (GlobalVariable &G : M.globals()) {
    if (not_emitted(G) || G.hasLocalLinkage() || G.getName().starts_with("llvm.")) continue;
    if (G.isConstant()) {
      make_local(G);
    } else if (G.hasExternalLinkage()) {
      G.setLinkage(GlobalValue::WeakAnyLinkage);
    }
  }
  std::ofstream out(env("XLATE_CPU_SIDE_KERNELS"));
  for (Function &F : M) {
    if (not_emitted(F) || F.isIntrinsic()) continue;
    if (kernels.count(&F)) {
      if (shared_local(F)) promote(F, unit);
      // emitted even where only this object's (now local) host code launched it
      if (F.hasLinkOnceLinkage())
        F.setLinkage(F.hasLinkOnceODRLinkage() ? GlobalValue::WeakODRLinkage : GlobalValue::WeakAnyLinkage);
      out << F.getName().str() << "\n";
    } else if (!F.hasLocalLinkage()) {
      make_local(F);
    }
  }
  for (GlobalAlias &A : M.aliases()) {
    auto *target = dyn_cast<Function>(A.getAliasee()->stripPointerCasts());
    if (!A.hasLocalLinkage() && !(target && kernels.count(target))) make_local(A);
  }
}

void host_side(Module &M, const std::set<Function *> &kernels, const std::string &unit) {
  promote_variables(M, unit);
  std::set<std::string> defined;
  std::ifstream in(env("XLATE_CPU_SIDE_KERNELS"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) defined.insert(line);
  for (Function *F : kernels) {
    if (not_emitted(*F)) continue;
    std::string name = F->getName().str();
    if (shared_local(*F)) name += ".xlate_unit." + unit;
    if (!defined.count(name)) {
      errs() << "xlate-cpu: warning: kernel '" << demangle(F->getName()) << "' is instantiated only by host "
             << "code that the device pass does not compile, so nvcc would build no device code for it (its "
             << "launch fails there); here it runs the host pass's body, where __CUDA_ARCH__ is undefined\n";
      continue;
    }
    if (shared_local(*F)) promote(*F, unit);
    F->deleteBody();
    F->setComdat(nullptr);
  }
}

struct SideSplit : PassInfoMixin<SideSplit> {
  static bool isRequired() { return true; }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    std::string side = env("XLATE_CPU_SIDE");
    if (side != "device" && side != "host") return PreservedAnalyses::all();
    std::string unit = env("XLATE_CPU_SIDE_UNIT");
    std::set<Function *> kernels = annotated_kernels(M);
    if (side == "device") {
      device_side(M, kernels, unit);
    } else {
      host_side(M, kernels, unit);
    }
    return PreservedAnalyses::none();
  }
};

}  // namespace

GlobalValue *xlate_annotated(Value *entry, StringRef annotation) {
  auto *item = dyn_cast<ConstantStruct>(entry);
  if (!item || item->getNumOperands() < 2) return nullptr;
  auto *value = dyn_cast<GlobalValue>(item->getOperand(0)->stripPointerCasts());
  auto *text = dyn_cast<GlobalVariable>(item->getOperand(1)->stripPointerCasts());
  if (!value || !text || !text->hasInitializer()) return nullptr;
  auto *data = dyn_cast<ConstantDataSequential>(text->getInitializer());
  return data && data->isCString() && data->getAsCString() == annotation ? value : nullptr;
}

Function *xlate_annotated_kernel(Value *entry) {
  return dyn_cast_or_null<Function>(xlate_annotated(entry, kXlateKernelAnnotation));
}

void xlate_add_side_split(ModulePassManager &MPM) { MPM.addPass(SideSplit()); }
