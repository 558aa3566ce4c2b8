// xlate's reconvergence pass for the cpu backend (docs/cpu-backend.md, "Reconvergence").
//
// A GPU's warp that splits at a branch meets again where its paths join, and the lanes that leave a
// loop wait at its exit; within a loop every iteration ends for all the lanes in it before the next
// begins. Warp-synchronous code relies on that through volatile memory (OpenMM's group centres: lane 1
// skips `if (thread == 0) out = temp[0]+temp[1];` and must not write the next group's `temp[1]`
// before lane 0 has read it). The fiber form runs a lane until it has to wait, so that order is lost.
//
// In device code that may make a volatile access (a call of __xlate_volatile_step, which
// volatile_order.cpp put after each one, or of a function that may), this pass marks the regions whose
// blocks hold such an access:
//   * a natural loop: __xlate_conv_enter on each edge into its header from outside, __xlate_conv_latch
//     on each back edge, __xlate_conv_exit on each edge that leaves it;
//   * a two-way branch whose paths join at its immediate post-dominator inside the same loop, with
//     every loop its paths enter wholly between the branch and the join: __xlate_conv_enter with the
//     side on the branch's two edges, __xlate_conv_exit on the edges into the join.
// Each call goes into a block of its own on the edge; where one edge closes several regions the
// innermost goes first. The runtime (xlate/cpu/src/convergence.cpp) makes a thread wait at a latch or
// an exit for the lanes of its warp behind it. Branches and loops whose edges this pass cannot split
// (other terminators, an edge taken twice by one branch), and branches whose paths leave the loop or
// the function, are left alone: there lanes run as before. It runs right after volatile_order.cpp, on
// the source's code before inlining.

#include "side_split.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

using namespace llvm;

namespace {

using Edge = std::pair<BasicBlock *, BasicBlock *>;

enum { kExit = 0, kLatch = 1 };

// A region an edge closes: a branch's or loop's exit, or a loop's latch; `size` (blocks in the region)
// orders the closes of one edge innermost first.
struct Close {
  size_t size;
  int kind;  // kExit or kLatch
  GlobalVariable *region;
};

// What one edge does, in order: enter a branch's side (and leave it at once on a side that is the
// join itself), close regions (innermost first), open a loop.
struct EdgeWork {
  GlobalVariable *branch = nullptr;  // the branch region this edge enters
  int side = 0;
  bool empty_side = false;  // the edge goes straight to the join: enter and leave
  std::vector<Close> closes;
  GlobalVariable *loop_enter = nullptr;
};

// Whether `u` ends in a branch or switch that goes to `v` by exactly one of its edges.
bool splittable(BasicBlock *u, BasicBlock *v) {
  Instruction *t = u->getTerminator();
  if (!t || !(isa<BranchInst>(t) || isa<SwitchInst>(t))) return false;
  unsigned n = 0;
  for (BasicBlock *s : successors(u)) n += s == v;
  return n == 1;
}

GlobalVariable *region_id(Module &M, unsigned bytes, StringRef name) {
  auto *ty = ArrayType::get(Type::getInt8Ty(M.getContext()), bytes);
  return new GlobalVariable(M, ty, true, GlobalValue::PrivateLinkage, ConstantAggregateZero::get(ty),
                            name);
}

struct Reconverge : PassInfoMixin<Reconverge> {
  static bool isRequired() { return true; }  // at -O0 too

  std::set<Function *> warp_sync;  // device functions that may make a volatile access

  bool touches(const BasicBlock &B, const Function *step) const {
    for (const Instruction &I : B)
      if (auto *call = dyn_cast<CallBase>(&I)) {
        Function *callee = call->getCalledFunction();
        if (callee && (callee == step || warp_sync.count(callee))) return true;
      }
    return false;
  }

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    Function *step = M.getFunction("__xlate_volatile_step");
    if (!step) return PreservedAnalyses::all();
    for (bool grew = true; grew;) {
      grew = false;
      for (Function &F : M) {
        if (F.isDeclaration() || !F.hasFnAttribute(kXlateDeviceAttr) || warp_sync.count(&F)) continue;
        for (BasicBlock &B : F)
          if (touches(B, step)) {
            warp_sync.insert(&F);
            grew = true;
            break;
          }
      }
    }
    bool changed = false;
    for (Function *F : std::vector<Function *>(warp_sync.begin(), warp_sync.end()))
      changed |= instrument(M, *F, step);
    return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

  bool instrument(Module &M, Function &F, const Function *step) {
    DominatorTree DT(F);
    PostDominatorTree PDT(F);
    LoopInfo LI(DT);
    std::set<const BasicBlock *> hot;
    for (BasicBlock &B : F)
      if (touches(B, step)) hot.insert(&B);
    std::map<Edge, EdgeWork> work;

    // loops
    for (Loop *L : LI.getLoopsInPreorder()) {
      if (std::none_of(L->block_begin(), L->block_end(), [&](BasicBlock *B) { return hot.count(B); }))
        continue;
      BasicBlock *H = L->getHeader();
      std::vector<Edge> enters, latches, exits;
      for (BasicBlock *P : predecessors(H)) (L->contains(P) ? latches : enters).push_back({P, H});
      SmallVector<Loop::Edge, 4> ex;
      L->getExitEdges(ex);
      for (auto &e : ex) exits.push_back({const_cast<BasicBlock *>(e.first), const_cast<BasicBlock *>(e.second)});
      bool ok = !enters.empty();
      for (auto *list : {&enters, &latches, &exits})
        for (Edge &e : *list) ok = ok && splittable(e.first, e.second);
      if (!ok) continue;
      GlobalVariable *id = region_id(M, 1, "xlate.conv.loop");
      const size_t size = L->getNumBlocks();
      for (Edge &e : enters) work[e].loop_enter = id;
      for (Edge &e : latches) work[e].closes.push_back({size, kLatch, id});
      for (Edge &e : exits) work[e].closes.push_back({size, kExit, id});
    }

    // two-way branches
    for (BasicBlock &B : F) {
      auto *br = dyn_cast<BranchInst>(B.getTerminator());
      if (!br || !br->isConditional() || br->getSuccessor(0) == br->getSuccessor(1)) continue;
      DomTreeNode *node = PDT.getNode(&B);
      if (!node || !node->getIDom() || !node->getIDom()->getBlock()) continue;
      BasicBlock *join = node->getIDom()->getBlock();
      Loop *L = LI.getLoopFor(&B);
      if (LI.getLoopFor(join) != L) continue;
      // the blocks between the branch and the join
      std::set<BasicBlock *> region;
      std::vector<BasicBlock *> todo;
      for (BasicBlock *s : successors(&B))
        if (s != join && region.insert(s).second) todo.push_back(s);
      bool ok = true;
      while (!todo.empty() && ok) {
        BasicBlock *X = todo.back();
        todo.pop_back();
        if (X == &B || (L && X == L->getHeader())) ok = false;  // a path back to the branch
        for (BasicBlock *s : successors(X))
          if (s != join && region.insert(s).second) todo.push_back(s);
      }
      if (!ok) continue;
      bool has_hot = false;
      for (BasicBlock *X : region) {
        has_hot = has_hot || hot.count(X);
        for (Loop *inner = LI.getLoopFor(X); ok && inner != L; inner = inner->getParentLoop()) {
          if (!inner || (L && !L->contains(inner))) {
            ok = false;  // the paths leave the branch's loop
            break;
          }
          for (BasicBlock *Y : inner->blocks()) ok = ok && region.count(Y);
        }
      }
      if (!ok || !has_hot) continue;
      std::vector<Edge> into_join;
      for (BasicBlock *P : predecessors(join))
        if (P == &B || region.count(P)) into_join.push_back({P, join});
      ok = splittable(&B, br->getSuccessor(0)) && splittable(&B, br->getSuccessor(1));
      for (Edge &e : into_join) ok = ok && splittable(e.first, e.second);
      if (!ok) continue;
      GlobalVariable *id = region_id(M, 2, "xlate.conv.branch");
      for (int side = 0; side < 2; ++side) {
        EdgeWork &w = work[{&B, br->getSuccessor(side)}];
        w.branch = id;
        w.side = side;
        w.empty_side = br->getSuccessor(side) == join;
      }
      for (Edge &e : into_join)
        if (e.first != &B) work[e].closes.push_back({region.size() + 1, kExit, id});
    }
    if (work.empty()) return false;

    FunctionCallee enter = M.getOrInsertFunction("__xlate_conv_enter", Type::getVoidTy(M.getContext()),
                                                 PointerType::getUnqual(M.getContext()),
                                                 Type::getInt32Ty(M.getContext()));
    FunctionCallee latch = M.getOrInsertFunction("__xlate_conv_latch", Type::getVoidTy(M.getContext()),
                                                 PointerType::getUnqual(M.getContext()));
    FunctionCallee exit = M.getOrInsertFunction("__xlate_conv_exit", Type::getVoidTy(M.getContext()),
                                                PointerType::getUnqual(M.getContext()));
    for (auto &[edge, w] : work) {
      auto [u, v] = edge;
      BasicBlock *mid = BasicBlock::Create(M.getContext(), "xlate.conv", &F, v);
      BranchInst *to_v = BranchInst::Create(v, mid);
      u->getTerminator()->replaceSuccessorWith(v, mid);
      v->replacePhiUsesWith(u, mid);
      IRBuilder<> b(to_v);
      b.SetCurrentDebugLocation(u->getTerminator()->getDebugLoc());
      if (w.branch) {
        b.CreateCall(enter, {w.branch, b.getInt32(w.side)});
        if (w.empty_side) b.CreateCall(exit, {w.branch});
      }
      std::stable_sort(w.closes.begin(), w.closes.end(),
                       [](const Close &a, const Close &c) { return a.size < c.size; });
      for (const Close &c : w.closes) b.CreateCall(c.kind == kLatch ? latch : exit, {c.region});
      if (w.loop_enter) b.CreateCall(enter, {w.loop_enter, b.getInt32(0)});
    }
    return true;
  }
};

}  // namespace

void xlate_add_reconverge(ModulePassManager &MPM) { MPM.addPass(Reconverge()); }
