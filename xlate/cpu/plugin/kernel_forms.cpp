// xlate's compile-time analysis of the kernels' execution forms on the cpu backend, on the compiled code
// (docs/cpu-backend.md, "Execution forms"). Part of the device contraction plugin: DeviceSplit calls it
// at the start of the pipeline, with the module's kernels, before anything is inlined or cloned.
//
// The build's source analysis (xlate/pipeline/cpu_forms.py) decides the form of every kernel it can read:
// not template kernels, whose calls depend on their template arguments (a `bin_op(a, b)` through a
// function-pointer parameter, a helper overloaded on the element type). Here every instantiation is
// plain code: a kernel whose compiled body, and every function it calls, transitively, can never wait
// for another thread may run in the loop form. A static constructor of the object tells the runtime
// (`__xlate_suggest_kernel_form`, xlate_cpu/abi.h), which uses it where the source analysis chose no
// faster form; every other kernel keeps the fiber form.
//
// Waits, as the source analysis counts them:
//   * a call of the cpu runtime (`__xlate_*`: barriers, warp operations, lane masks, yields), except the
//     few entry points that only read (threadIdx & co., dynamic shared memory) or end the program;
//   * an atomic whose result is used (a poll or a lock): CUDA's `atomicX` and CUDA 12.8's built-ins as
//     xlate translates them (`xlate_nv_atomic_*`), judged at the call as written (a statement of its own,
//     a histogram's `atomicAdd`, is fine: its compare-and-swap loop and the runtime's yield when memory
//     was unchanged are not followed as polls, anything else in it is), and any atomicrmw/cmpxchg
//     instruction elsewhere whose value is used; an atomic load; a fence; a volatile access;
//   * inline asm, an indirect call, or a call of a function defined in another translation unit that is
//     not a C/C++ library function (LLVM's TargetLibraryInfo names those).
// The runtime stops a loop-form kernel that reaches a barrier or a warp operation anyway (exit 97), so
// an analysis bug is a loud stop, not a wrong result.

#include "side_split.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <cstdlib>
#include <map>
#include <set>
#include <string>

using namespace llvm;

namespace {

// cpu runtime entry points that never wait for another thread
const std::set<std::string> kHarmless = {"__xlate_dynamic_shared", "__xlate_fatal", "__xlate_register_warp_size",
                                         "__xlate_memcheck_shared", "__xlate_memcheck_report", "__xlate_coords",
                                         "__xlate_host_coords"};

// The unqualified name of a function, without its parameters, template arguments or return type.
std::string base_name(const Function &F) {
  std::string d = demangle(F.getName().str());
  d = d.substr(0, d.find_first_of("(<"));
  size_t colon = d.rfind("::");
  if (colon != std::string::npos) d = d.substr(colon + 2);
  size_t space = d.rfind(' ');
  if (space != std::string::npos) d = d.substr(space + 1);
  return d;
}

bool starts(const std::string &s, const char *prefix) { return s.rfind(prefix, 0) == 0; }

struct Analysis {
  TargetLibraryInfo &tli;
  // why a function may wait ("" = never), with atomics allowed (inside an atomic function called as a
  // statement: its compare-and-swap loop) or not
  std::map<std::pair<const Function *, bool>, std::string> memo;
  std::set<std::pair<const Function *, bool>> active;

  std::string function(const Function &F, bool atomics_ok) {
    const auto key = std::make_pair(&F, atomics_ok);
    auto found = memo.find(key);
    if (found != memo.end()) return found->second;
    if (!active.insert(key).second) return "";  // recursion: the cycle's other calls decide
    std::string why;
    for (const Instruction &I : instructions(F))
      if (!(why = instruction(I, atomics_ok)).empty()) break;
    active.erase(key);
    memo[key] = why;
    return why;
  }

  std::string instruction(const Instruction &I, bool atomics_ok) {
    if (auto *load = dyn_cast<LoadInst>(&I)) {
      if (load->isVolatile()) return "a volatile access (it may be a spin-wait)";
      if (load->isAtomic() && !atomics_ok) return "an atomic load (it may poll another thread)";
      return "";
    }
    if (auto *store = dyn_cast<StoreInst>(&I)) return store->isVolatile() ? "a volatile access (it may be a spin-wait)" : "";
    if (isa<FenceInst>(&I)) return "a fence (a polling point)";
    if ((isa<AtomicRMWInst>(&I) || isa<AtomicCmpXchgInst>(&I)) && !I.use_empty() && !atomics_ok)
      return "an atomic whose result is used (it may poll another thread)";
    auto *call = dyn_cast<CallBase>(&I);
    if (!call) return "";
    if (call->isInlineAsm()) return "inline asm";
    const Function *callee = dyn_cast<Function>(call->getCalledOperand()->stripPointerCasts());
    if (!callee) return "an indirect call";
    if (callee->isIntrinsic()) return "";
    const std::string name = base_name(*callee);
    if (starts(name, "__xlate_")) {
      // the yield of an atomic that left memory unchanged (the runtime's hint that a spin polls) is no wait
      // inside an atomic called as a statement: nothing polls the result
      if (kHarmless.count(name) || (atomics_ok && name == "__xlate_yield")) return "";
      return name + " (the runtime: a wait)";
    }
    bool atomic_call = atomics_ok;
    if (starts(name, "atomic") || starts(name, "xlate_nv_atomic_")) {
      if (!call->use_empty() && !atomics_ok) return "the result of " + name + " is used (it may poll another thread)";
      atomic_call = true;  // a statement of its own: its own atomics are no poll; anything else still counts
    }
    if (callee->isDeclaration()) {
      LibFunc lib;
      if (tli.getLibFunc(*callee, lib)) return "";  // the C/C++ library
      if (starts(name, "__cxa_") || name == "__assert_fail" || name == "abort" || starts(name, "__throw_"))
        return "";
      return name + " is defined in another translation unit (not analysed)";
    }
    return function(*callee, atomic_call);
  }
};

}  // namespace

void xlate_register_loop_kernels(Module &M, const std::vector<Function *> &kernels, ModuleAnalysisManager &MAM) {
  std::vector<Function *> defined;
  for (Function *F : kernels)
    if (!F->isDeclaration()) defined.push_back(F);
  if (defined.empty()) return;
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Analysis an{FAM.getResult<TargetLibraryAnalysis>(*defined.front()), {}, {}};
  std::vector<Function *> loop;
  static const bool explain = [] {  // XLATE_CPU_EXPLAIN=1 in the compile's environment: one line per kernel
    const char* e = getenv("XLATE_CPU_EXPLAIN");
    return e && *e && std::string(e) != "0";
  }();
  for (Function *F : defined) {
    const std::string why = an.function(*F, false);
    if (why.empty()) loop.push_back(F);
    if (explain)
      errs() << "xlate-cpu: compiled kernel " << demangle(F->getName().str()) << ": "
             << (why.empty() ? "loop form allowed" : "fibers unless the source analysis chose otherwise: " + why) << "\n";
  }
  if (loop.empty()) return;
  LLVMContext &C = M.getContext();
  PointerType *ptr = PointerType::getUnqual(C);
  FunctionCallee suggest = M.getOrInsertFunction("__xlate_suggest_kernel_form", Type::getInt32Ty(C), ptr,
                                                 Type::getInt32Ty(C));
  Function *ctor = Function::Create(FunctionType::get(Type::getVoidTy(C), false), GlobalValue::InternalLinkage,
                                    "xlate.kernel_forms", &M);
  IRBuilder<> b(BasicBlock::Create(C, "", ctor));
  for (Function *F : loop) b.CreateCall(suggest, {F, b.getInt32(1)});
  b.CreateRetVoid();
  appendToGlobalCtors(M, ctor, 65535);
}
