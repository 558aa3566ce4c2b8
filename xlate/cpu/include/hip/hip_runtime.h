// xlate CPU backend: <hip/hip_runtime.h> for programs compiled by the host compiler (plain C++17)
// and linked against libxlate_hipcpu.so. See docs/cpu-backend.md.
#pragma once

// Device code fuses a*b+c as a GPU compiler does, host code does not (docs/cpu-backend.md, "Fused
// multiply-add"): the compile marks operations contractable (-ffp-contract=fast-honor-pragmas) and
// xlate's pass plugin (xlate/cpu/plugin/device_contract.cpp) fuses them in what kernels reach. This
// header's own code (the runtime, CUDA's explicitly rounded __fadd_rn & co., the math functions) is
// never contracted, wherever a kernel calls it.
#if defined(__clang__)
#pragma float_control(push)
#pragma clang fp contract(off)
#endif

// Standard headers first: some of them use attribute spellings (__noinline__) that the HIP
// qualifier macros below would otherwise break.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <new>
#include <tuple>
#include <type_traits>
#include <utility>

#include "hip/hip_runtime_api.h"
#include "xlate_cpu/bits.h"  // to_bits, from_bits

// glibc's <assert.h> declares __assert_fail only without NDEBUG; CUDA's and HIP's device headers declare it
// always, and device code calls it directly (xgboost's span.h, in a -DNDEBUG release build). Here it is
// glibc's: the failed check is reported and the process aborts, as a device assert ends a CUDA context.
extern "C" void __assert_fail(const char* assertion, const char* file, unsigned int line, const char* function) noexcept
    __attribute__((__noreturn__));

// ------------------------------------------------------------------ language layer

// A kernel is marked for the contraction pass (which removes the mark) in the compiles that run it
// (xlate/cpu/build.py fp_contract_flags defines XLATE_CPU_CONTRACT); libclang's analyses of the source
// (xlate.pipeline.kernels, cpu_forms, cpu_split) see `__global__` expand to nothing, so a kernel's
// extent starts at a token of its file.
#if defined(__clang__) && defined(XLATE_CPU_CONTRACT)
#define __global__ __attribute__((annotate("xlate.kernel")))
#else
#define __global__
#endif
#define __device__
#define __host__
#define __constant__
#define __managed__
// Shared variables live in thread-local storage of the worker OS thread. A worker runs one block
// at a time and all fibers of that block run on it, so this storage is per block (and, like
// shared memory, not re-initialised between blocks).
#if defined(XLATE_CPU_RACECHECK) && XLATE_CPU_RACECHECK
// racecheck builds mark them, so that its pass tells them from the runtime's own thread-locals
#define __shared__ thread_local __attribute__((annotate("xlate.shared")))
#else
#define __shared__ thread_local
#endif
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))
#define __hip_pinned_shadow__

// `extern __shared__ T var[];` as HIP spells it: a per-block buffer, 64-byte aligned, sized by the
// launch's dynamic shared memory. `var` is a `T* const` (sizeof(var) is the size of a pointer).
#define HIP_DYNAMIC_SHARED(type, var) \
  thread_local type* const var = reinterpret_cast<type*>(__xlate_dynamic_shared());
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#if defined(XLATE_MEMCHECK) && XLATE_MEMCHECK
// Memcheck builds rewrite `__shared__ T name[N]...;` in source files to
// `__shared__ T (&name)[N]... = __xlate_shared_array<T[N]...>("name", __FILE__, __LINE__);`: each
// worker thread gets the array as a heap object of its own, which the sanitizer surrounds with
// redzones (it does not check thread_local storage).
template <class A>
inline A& __xlate_shared_array(const char* name, const char* file, int line) {
  return *static_cast<A*>(__xlate_memcheck_shared(sizeof(A), alignof(A), name, file, line));
}
#endif

#include <xlate_cpu/coords.h>  // threadIdx, blockIdx, blockDim, gridDim (and outside a kernel)

// The wavefront width this program is built for (64 or 32), the same in host and device code.
static constexpr int warpSize = XLATE_WARP_SIZE;
[[maybe_unused]] static const int __xlate_warp_size_registered =
    __xlate_register_warp_size(XLATE_WARP_SIZE, __BASE_FILE__);
#if defined(XLATE_CPU_RACECHECK) && XLATE_CPU_RACECHECK
// A racecheck build (docs/cpu-backend.md, "Racecheck"): the call is also what tells the pass in
// xlate/cpu/plugin/racecheck.cpp to instrument this translation unit.
[[maybe_unused]] static const int __xlate_racecheck_registered = (__xlate_racecheck_enable(), 0);
#endif

#define __XLATE_SITE \
  const char *__xf = __builtin_FILE(), int __xl = __builtin_LINE(), int __xc = __builtin_COLUMN()
#define __XLATE_AT __xf, ::xlate_cpu::site(__xl, __xc)

namespace xlate_cpu {
// Source line and column of a call site, packed as line | column << 20.
inline int site(int line, int col) { return (line & 0xfffff) | ((col > 2047 ? 2047 : col) << 20); }

template <class MaskT>
constexpr void check_mask() {
  static_assert(std::is_integral<MaskT>::value && sizeof(MaskT) == 8,
                "The mask must be a 64-bit integer. "
                "Implicitly promoting a smaller integer is almost always an error.");
}

// ------------------------------------------------------------------ kernel launch

template <class... P>
struct TypedHolder;
// What a launch knows of its kernel's parameters (abi.h, __xlate_launch_desc::param_ptrs): nothing,
// except for typed launches (TypedHolder, below).
template <class H>
struct HolderParams {
  static void fill(__xlate_launch_desc&) {}
};

// The running thread's linear index in its block, and its lane and warp (XLATE_WARP_SIZE lanes), as the
// fiber form sets them: the loop form and the block form's thread loops keep them up to date, because
// code that never waits for another thread may still read them (cooperative groups' thread_rank() and
// tiles, __lane_id(), __lanemask_*).
inline void at_linear(__xlate_thread* self, uint32_t linear) {
  self->linear = linear;
  self->lane = linear % XLATE_WARP_SIZE;
  self->warp = linear / XLATE_WARP_SIZE;
}

// One launch: validated and enqueued by the runtime, which owns `holder` afterwards.
template <class H>
inline hipError_t submit_launch(H* holder, const void* kernel, const char* name, dim3 grid, dim3 block,
                                size_t shared, hipStream_t stream, int cooperative, const char* file,
                                int line) {
  __xlate_launch_desc d{};
  d.kernel = kernel;
  d.name = name;
  d.thunk = [](void* p) { static_cast<H*>(p)->run(); };
  // The loop form: every thread of the block in turn, the kernel inlined into the loop (the thread
  // index stores are to a structure no kernel store can alias, so the compiler may keep them in
  // registers and vectorize). The runtime uses it only for kernels the build's analysis allows.
  d.block_loop = [](void* p) {
    H* h = static_cast<H*>(p);
    __xlate_thread* const cur = __xlate_cur;
    const uint32_t bx = cur->block_dim.x, by = cur->block_dim.y, bz = cur->block_dim.z;
    // linear, lane and warp too: a kernel may read them without waiting for any thread
    // (cooperative groups' thread_rank(), __lane_id())
    uint32_t linear = 0;
    for (uint32_t z = 0; z < bz; ++z) {
      cur->thread_idx.z = z;
      for (uint32_t y = 0; y < by; ++y) {
        cur->thread_idx.y = y;
        for (uint32_t x = 0; x < bx; ++x, ++linear) {
          cur->thread_idx.x = x;
          ::xlate_cpu::at_linear(cur, linear);
          h->run();
        }
      }
    }
  };
  d.args = holder;
  d.release = [](void* p) { delete static_cast<H*>(p); };
  d.grid = {grid.x, grid.y, grid.z};
  d.block = {block.x, block.y, block.z};
  d.shared_bytes = shared;
  d.stream = stream;
  d.warp_size = XLATE_WARP_SIZE;
  d.cooperative = cooperative;
  d.file = file;
  d.line = line;
  HolderParams<H>::fill(d);
  return static_cast<hipError_t>(__xlate_launch(&d));
}

// A launch's copies of its arguments, one member each. Not std::tuple: libstdc++'s tuple cannot hold
// a type whose copy constructor takes a non-const reference (`T(T&)`, as faiss's Tensor has), and
// CUDA passes such arguments, copying each from the caller's value as a by-value parameter is.
template <size_t I, class T>
struct ArgSlot {
  T value;
  template <class U>
  explicit ArgSlot(U&& u) : value(std::forward<U>(u)) {}
};
template <class Seq, class... A>
struct ArgPack;
template <size_t... I, class... A>
struct ArgPack<std::index_sequence<I...>, A...> : ArgSlot<I, A>... {
  template <class... U>
  explicit ArgPack(U&&... u) : ArgSlot<I, A>(std::forward<U>(u))... {}
  ArgPack(const ArgPack&) = delete;
  ArgPack& operator=(const ArgPack&) = delete;
  // f(copy0, copy1, ...), each copy an lvalue (a kernel's by-value parameter is copied from it).
  template <class F>
  void apply(F& f) {
    f(static_cast<ArgSlot<I, A>&>(*this).value...);
  }
  // The address of each copy, in order.
  void addresses(void** out) {
    (void)out;  // (no arguments)
    ((out[I] = static_cast<void*>(&static_cast<ArgSlot<I, A>&>(*this).value)), ...);
  }
};
template <class... A>
using Args = ArgPack<std::index_sequence_for<A...>, A...>;

// hipLaunchKernelGGL: the arguments are copied at launch time, as CUDA copies kernel parameters;
// every GPU thread then calls `call(copies...)`, a lambda whose body is the plain call
// `kernel(args...)`, so template arguments are deduced as in `kernel<<<...>>>(args...)` and the
// arguments convert to the parameter types as in a call.
//
// The copies have the kernel's parameter types where the launch names one function (a non-template
// kernel, or a template with all its arguments given: `Probe`, below, yields its pointer type) and
// every argument converts to its parameter: each is converted at launch, as CUDA converts it, so an
// argument whose own type cannot be copied but converts to the parameter (faiss's DeviceTensor,
// copy-deleted, passed as its base Tensor) launches as with nvcc (parameters left to their default
// arguments are left out). Otherwise (a template deduced from the arguments, an overload set) the
// copies have the arguments' decayed types.
template <class... T>
struct TypeList {};
template <size_t I, class... T>
struct Nth;
template <class H, class... T>
struct Nth<0, H, T...> {
  using type = H;
};
template <size_t I, class H, class... T>
struct Nth<I, H, T...> : Nth<I - 1, T...> {};
template <class... A>
struct ArgumentTypes {
  using type = TypeList<std::decay_t<A>...>;
};
// The first sizeof...(A) parameter types (the rest have default arguments), where every argument
// converts to its parameter; else the arguments' own types.
template <class K, class Seq, class... A>
struct ParamPrefix;
template <class... P, size_t... I, class... A>
struct ParamPrefix<void (*)(P...), std::index_sequence<I...>, A...> {
  using type = std::conditional_t<
      std::conjunction<std::is_constructible<std::decay_t<typename Nth<I, P...>::type>, A&&>...>::value,
      TypeList<std::decay_t<typename Nth<I, P...>::type>...>, TypeList<std::decay_t<A>...>>;
};
template <class K, class... A>
struct StoredTypes : ArgumentTypes<A...> {};
template <class... P, class... A>
struct StoredTypes<void (*)(P...), A...>
    : std::conditional_t<(sizeof...(A) <= sizeof...(P)),
                         ParamPrefix<void (*)(P...), std::index_sequence_for<A...>, A...>, ArgumentTypes<A...>> {};
// The pointer type of the one kernel a launch names (`kernel_ptr<Tag>(kernel)` in the launch macro's
// probe, dependent on Tag so that a name that does not denote one function is a substitution failure),
// or void.
template <class Tag, class... P>
auto kernel_ptr(void (*k)(P...)) -> void (*)(P...) {
  return k;
}
template <class Probe, class = void>
struct KernelType {
  using type = void;
};
template <class Probe>
struct KernelType<Probe, std::void_t<decltype(std::declval<Probe>()(0))>> {
  using type = decltype(std::declval<Probe>()(0));
};

template <class F, class... A>
struct CallHolder {
  F call;
  Args<A...> args;
  template <class... U>
  CallHolder(const F& f, U&&... u) : call(f), args(std::forward<U>(u)...) {}
  void run() { args.apply(call); }
};
template <class F, class L>
struct HolderFor;
template <class F, class... T>
struct HolderFor<F, TypeList<T...>> {
  using type = CallHolder<F, T...>;
};
template <class F, class Probe>
struct CallLauncher {
  const char* name;
  dim3 grid, block;
  size_t shared;
  hipStream_t stream;
  const char* file;
  int line;
  F call;
  Probe probe;
  template <class... A>
  hipError_t operator()(A&&... args) const {
    using K = typename KernelType<Probe>::type;
    using H = typename HolderFor<F, typename StoredTypes<K, A...>::type>::type;
    // the kernel's address where the launch names one function, so that the runtime finds the forms
    // decided for it by address (a template kernel's instantiation: xlate/cpu/plugin/kernel_forms.cpp)
    const void* kernel = nullptr;
    if constexpr (!std::is_void_v<K>) kernel = reinterpret_cast<const void*>(probe(0));
    return submit_launch(new H(call, std::forward<A>(args)...), kernel, name, grid, block, shared,
                         stream, 0, file, line);
  }
};
template <class F, class Probe>
inline CallLauncher<F, Probe> launch_call(const char* name, dim3 grid, dim3 block, size_t shared,
                                          hipStream_t stream, const char* file, int line, F call, Probe probe) {
  return CallLauncher<F, Probe>{name, grid, block, shared, stream, file, line, call, probe};
}

// Typed launches (hipLaunchKernel / hipLaunchCooperativeKernel / hipLaunchKernelEx with a kernel
// pointer) and the `void** args` registry.
template <class... P>
struct TypedHolder {
  void (*kernel)(P...);
  Args<std::decay_t<P>...> args;
  template <class... U>
  explicit TypedHolder(void (*k)(P...), U&&... u) : kernel(k), args(std::forward<U>(u)...) {}
  void run() { args.apply(kernel); }
};
template <class... P, size_t... I>
inline TypedHolder<P...>* pack_array(void (*kernel)(P...), void** args, std::index_sequence<I...>) {
  (void)args;  // (a kernel without parameters)
  return new TypedHolder<P...>(kernel, *static_cast<std::decay_t<P>*>(args[I])...);
}
template <class... P>
struct HolderParams<TypedHolder<P...>> {
  static void fill(__xlate_launch_desc& d) {
    d.nparams = static_cast<int>(sizeof...(P));
    // (graph kernel nodes' kernelParams)
    d.param_ptrs = [](void* h, void** out) { static_cast<TypedHolder<P...>*>(h)->args.addresses(out); };
    d.repack = [](const void* k, void** args) -> void* {
      return pack_array(reinterpret_cast<void (*)(P...)>(const_cast<void*>(k)), args,
                        std::index_sequence_for<P...>{});
    };
  }
};

template <class... P>
struct Launcher {
  void (*kernel)(P...);
  dim3 grid, block;
  size_t shared;
  hipStream_t stream;
  int cooperative;
  const char* file;
  int line;

  hipError_t submit(TypedHolder<P...>* h) const {
    return submit_launch(h, reinterpret_cast<const void*>(kernel), nullptr, grid, block, shared,
                         stream, cooperative, file, line);
  }
  // The arguments convert to the kernel's parameter types as in a call.
  hipError_t operator()(P... args) const {
    return submit(new TypedHolder<P...>(kernel, args...));
  }
  hipError_t from_array(void** args) const {
    if (sizeof...(P) > 0 && !args) return hipErrorInvalidValue;
    return submit(pack_array(kernel, args, std::index_sequence_for<P...>{}));
  }
};

template <class... P>
inline Launcher<P...> launcher(void (*kernel)(P...), dim3 grid, dim3 block, size_t shared,
                               hipStream_t stream, int cooperative, const char* file, int line) {
  return Launcher<P...>{kernel, grid, block, shared, stream, cooperative, file, line};
}

// The build's form analysis of a kernel (generated by xlate/pipeline/cpu_forms.py; see abi.h):
// `form` 0 fibers, 1 loop, 2 block.
template <class... P>
inline int set_kernel_form(void (*kernel)(P...), const char* name, int form, const char* reason) {
  return __xlate_set_kernel_form(reinterpret_cast<const void*>(kernel), name, form, reason);
}

// The block form's per-thread storage (the split bodies xlate/pipeline/cpu_split.py writes): a
// local that lives across a barrier gets one slot per thread of the block, from an arena of the
// worker OS thread (slots are released in reverse order, as the split body's locals are), or from
// the heap when the arena is full.
namespace block_form {
// The most blocks one call of a kernel in spans (form 3, xlate/pipeline/cpu_spans.py) runs.
constexpr unsigned kMaxSpan = XLATE_CPU_MAX_SPAN;
struct Arena {
  static constexpr size_t kBytes = size_t{1} << 20;
  unsigned char* base = nullptr;
  size_t top = 0;
  ~Arena() { ::operator delete(base, std::align_val_t(64)); }
};
inline Arena& arena() {
  static thread_local Arena a;
  return a;
}
template <class T>
class Slots {
  using U = std::remove_cv_t<T>;
  static_assert(std::is_trivially_copyable<U>::value, "block-form slots hold trivially copyable values");
  U* p_;
  size_t mark_;
  bool heap_;

 public:
  explicit Slots(size_t n) {
    Arena& a = arena();
    if (!a.base) a.base = static_cast<unsigned char*>(::operator new(Arena::kBytes, std::align_val_t(64)));
    const size_t start = (a.top + alignof(U) - 1) / alignof(U) * alignof(U);
    mark_ = a.top;
    heap_ = alignof(U) > 64 || start + sizeof(U) * n > Arena::kBytes;
    if (heap_) {
      p_ = static_cast<U*>(::operator new(sizeof(U) * (n ? n : 1), std::align_val_t(alignof(U))));
    } else {
      p_ = reinterpret_cast<U*>(a.base + start);
      a.top = start + sizeof(U) * n;
    }
  }
  Slots(const Slots&) = delete;
  Slots& operator=(const Slots&) = delete;
  ~Slots() {
    if (heap_)
      ::operator delete(p_, std::align_val_t(alignof(U)));
    else
      arena().top = mark_;
  }
  U& operator[](size_t i) { return p_[i]; }
};
// threadIdx, blockIdx, blockDim, gridDim inside a split body: plain values (the split body declares
// locals of these names, so the compiler sees constants per region instead of loads through
// __xlate_cur; functions it calls still read __xlate_cur, which the thread loops keep up to date).
struct Index {
  unsigned int x, y, z;
  operator dim3() const { return dim3(x, y, z); }
};
// The thread a split body's thread loop runs, recorded where the runtime's reports read it. Memcheck
// builds make the stores observable: the optimizer would otherwise sink them out of the loop (only
// the runtime reads them), and a memcheck report would name the wrong thread.
inline void at_thread(__xlate_thread* self, unsigned x, unsigned y, unsigned z) {
#if defined(XLATE_MEMCHECK) && XLATE_MEMCHECK
  volatile uint32_t* const idx = &self->thread_idx.x;
  idx[0] = x;
  idx[1] = y;
  idx[2] = z;
#else
  self->thread_idx = {x, y, z};
#endif
  at_linear(self, x + self->block_dim.x * (y + self->block_dim.y * z));
}
// The same for a region whose code calls no function that could read it (only the runtime's reports
// do, and then only in memcheck builds, where the stores are kept): plain stores to the runtime's
// thread record would keep the compiler from vectorising the thread loop (they may alias its arrays).
inline void at_thread_reports(__xlate_thread* self, unsigned x, unsigned y, unsigned z) {
#if defined(XLATE_MEMCHECK) && XLATE_MEMCHECK
  at_thread(self, x, y, z);
#else
  (void)self, (void)x, (void)y, (void)z;
#endif
}
// The length of the prefix of [0, n) where `taken` (true on a prefix, then false: a condition
// `threadIdx.x < U`) holds, by evaluating it (xlate/pipeline/cpu_bounds.py).
template <class F>
inline unsigned prefix(unsigned n, F taken) {
  unsigned lo = 0, hi = n;  // taken on [0, lo), not taken on [hi, n)
  while (lo < hi) {
    const unsigned mid = lo + (hi - lo) / 2;
    if (taken(mid))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}
// A thread's local, stored in its slot at the end of the region that declared it.
template <class D, class S>
inline void store(D& slot, const S& value) {
  static_assert(sizeof(D) == sizeof(S), "a block-form slot has its local's type");
  std::memcpy(static_cast<void*>(&slot), static_cast<const void*>(&value), sizeof(D));
}
}  // namespace block_form
// Registers `kernel` for launches by address with `void** args` (xlate_cpu_launch). The build
// generates one call per non-template __global__ function; call it yourself for template
// instantiations (`xlate_cpu::register_kernel(&k<float>, "k<float>")`).
template <class... P>
inline int register_kernel(void (*kernel)(P...), const char* name) {
  auto* e = new __xlate_kernel_entry{};  // lives as long as the program
  e->kernel = reinterpret_cast<const void*>(kernel);
  e->name = name;
  e->warp_size = XLATE_WARP_SIZE;
  e->pack = [](const void* k, void** args) -> void* {
    return pack_array(reinterpret_cast<void (*)(P...)>(const_cast<void*>(k)), args,
                      std::index_sequence_for<P...>{});
  };
  e->run = [](void* h) { static_cast<TypedHolder<P...>*>(h)->run(); };
  e->release = [](void* h) { delete static_cast<TypedHolder<P...>*>(h); };
  e->nparams = static_cast<int>(sizeof...(P));
  e->param_ptrs = [](void* h, void** out) { static_cast<TypedHolder<P...>*>(h)->args.addresses(out); };
  return __xlate_register_kernel(e);
}

}  // namespace xlate_cpu

#define HIP_KERNEL_NAME(...) __VA_ARGS__
// The launch is a lambda that calls the kernel with the arguments, so that a kernel template's arguments
// are deduced as in `k<<<g, b>>>(args)`. Its parameters are a template parameter list, not `auto`: a
// project may #define auto (BART's types.h: `#define auto __auto_type`, for C), and this macro expands in
// the project's code. Clang takes that C++20 form in C++17 as an extension; the pragmas keep it quiet.
// The second lambda (CallLauncher's Probe) returns the kernel's pointer where `kernel` names one function;
// otherwise its return type is a substitution failure and it is never called. It captures by reference
// so that the kernel's name may use an enclosing local in a constant expression: `k<T, dim>` in a generic
// lambda whose `auto dim` is a std::integral_constant (ggml's concat.cu).
#define hipLaunchKernelGGL(kernel, grid, block, shared, stream, ...)                             \
  ((void)::xlate_cpu::launch_call(#kernel, dim3(grid), dim3(block), static_cast<size_t>(shared), \
                                  (stream), __FILE__, __LINE__,                                  \
                                  _Pragma("clang diagnostic push")                               \
                                  _Pragma("clang diagnostic ignored \"-Wc++20-extensions\"")   \
                                  [=]<class... __XlateA>(__XlateA&... __xlate_a) { kernel(__xlate_a...); }, \
                                  [&]<class __XlateT>(__XlateT) -> decltype(::xlate_cpu::kernel_ptr<__XlateT>(kernel)) { \
                                    return ::xlate_cpu::kernel_ptr<__XlateT>(kernel); }          \
                                  _Pragma("clang diagnostic pop"))(__VA_ARGS__))

template <class... P>
inline hipError_t hipLaunchKernel(void (*kernel)(P...), dim3 grid, dim3 block, void** args,
                                  size_t shared = 0, hipStream_t stream = nullptr) {
  return ::xlate_cpu::launcher(kernel, grid, block, shared, stream, 0, __FILE__, __LINE__)
      .from_array(args);
}
template <class... P>
inline hipError_t hipLaunchCooperativeKernel(void (*kernel)(P...), dim3 grid, dim3 block,
                                             void** args, unsigned int shared = 0,
                                             hipStream_t stream = nullptr) {
  return ::xlate_cpu::launcher(kernel, grid, block, shared, stream, 1, __FILE__, __LINE__)
      .from_array(args);
}
template <class... P, class... A>
inline hipError_t hipLaunchKernelEx(const hipLaunchConfig_t* config, void (*kernel)(P...),
                                    A&&... args) {
  if (!config) return hipErrorInvalidValue;
  hipError_t err;
  int coop = ::xlate_cpu::launch_config_cooperative(config, &err);
  if (err != hipSuccess) return err;
  return ::xlate_cpu::launcher(kernel, config->gridDim, config->blockDim, config->dynamicSmemBytes,
                               config->stream, coop, __FILE__, __LINE__)(std::forward<A>(args)...);
}

// ------------------------------------------------------------------ barriers and fences

inline void __syncthreads(__XLATE_SITE) { __xlate_barrier(__XLATE_BAR, 0, __XLATE_AT); }
inline int __syncthreads_count(int pred, __XLATE_SITE) {
  return __xlate_barrier(__XLATE_BAR_COUNT, pred, __XLATE_AT);
}
inline int __syncthreads_and(int pred, __XLATE_SITE) {
  return __xlate_barrier(__XLATE_BAR_AND, pred, __XLATE_AT);
}
inline int __syncthreads_or(int pred, __XLATE_SITE) {
  return __xlate_barrier(__XLATE_BAR_OR, pred, __XLATE_AT);
}
// Fences, sleeps and atomics that leave memory unchanged (a failed atomicCAS, an exchange with the
// value already there, adding 0, ...) are where a thread may be polling for another thread's write:
// they let the other threads of the block run (fibers only switch when a thread waits), so
// spin-waits built from them finish. See docs/cpu-backend.md, "Spin-waits".
inline void __threadfence() {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __xlate_yield();
}
inline void __threadfence_block() {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __xlate_yield();
}
inline void __threadfence_system() {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __xlate_yield();
}
inline void __nanosleep(unsigned int) { __xlate_yield(); }
inline void __trap(__XLATE_SITE) { __xlate_fatal(__xf, __xl, "__trap() called in a kernel"); }

// ------------------------------------------------------------------ warp operations

inline unsigned int __lane_id() { return __xlate_cur->lane; }
inline unsigned long long __lanemask_eq() { return 1ull << __xlate_cur->lane; }
inline unsigned long long __lanemask_lt() { return (1ull << __xlate_cur->lane) - 1; }
inline unsigned long long __lanemask_le() { return __lanemask_lt() | __lanemask_eq(); }
inline unsigned long long __lanemask_gt() {
  return ~__lanemask_le() & (warpSize == 64 ? ~0ull : 0xffffffffull);
}
inline unsigned long long __lanemask_ge() {
  return ~__lanemask_lt() & (warpSize == 64 ? ~0ull : 0xffffffffull);
}

#define __XLATE_WARP(kind, has_mask, mask, value, arg, width) \
  __xlate_warp_op(kind, has_mask, static_cast<uint64_t>(mask), value, arg, width, __XLATE_AT)

template <class T>
inline T __shfl(T var, int srcLane, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  return from_bits<T>(__XLATE_WARP(__XLATE_SHFL, 0, 0, to_bits(var), srcLane, width));
}
template <class T>
inline T __shfl_up(T var, unsigned int delta, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  return from_bits<T>(__XLATE_WARP(__XLATE_SHFL_UP, 0, 0, to_bits(var), static_cast<int>(delta), width));
}
template <class T>
inline T __shfl_down(T var, unsigned int delta, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  return from_bits<T>(
      __XLATE_WARP(__XLATE_SHFL_DOWN, 0, 0, to_bits(var), static_cast<int>(delta), width));
}
template <class T>
inline T __shfl_xor(T var, int laneMask, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  return from_bits<T>(__XLATE_WARP(__XLATE_SHFL_XOR, 0, 0, to_bits(var), laneMask, width));
}
inline unsigned long long __ballot(int pred, __XLATE_SITE) {
  return __XLATE_WARP(__XLATE_BALLOT, 0, 0, pred != 0, 0, warpSize);
}
inline int __any(int pred, __XLATE_SITE) {
  return static_cast<int>(__XLATE_WARP(__XLATE_ANY, 0, 0, pred != 0, 0, warpSize));
}
inline int __all(int pred, __XLATE_SITE) {
  return static_cast<int>(__XLATE_WARP(__XLATE_ALL, 0, 0, pred != 0, 0, warpSize));
}
// As in HIP, the active mask is a ballot of `true`: the lanes of the warp that reach this call
// (lanes that exit instead are not waited for).
inline unsigned long long __activemask(__XLATE_SITE) {
  return __XLATE_WARP(__XLATE_BALLOT, 0, 0, 1, 0, warpSize);
}
inline void __syncwarp(__XLATE_SITE) { __XLATE_WARP(__XLATE_SYNCWARP, 0, 0, 0, 0, warpSize); }

// HIP 7 *_sync forms: the mask must be a 64-bit integer; the lanes that arrive must be exactly
// the lanes the mask names.
template <class MaskT, class T>
inline T __shfl_sync(MaskT mask, T var, int srcLane, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  return from_bits<T>(__XLATE_WARP(__XLATE_SHFL, 1, mask, to_bits(var), srcLane, width));
}
template <class MaskT, class T>
inline T __shfl_up_sync(MaskT mask, T var, unsigned int delta, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  return from_bits<T>(
      __XLATE_WARP(__XLATE_SHFL_UP, 1, mask, to_bits(var), static_cast<int>(delta), width));
}
template <class MaskT, class T>
inline T __shfl_down_sync(MaskT mask, T var, unsigned int delta, int width = warpSize,
                          __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  return from_bits<T>(
      __XLATE_WARP(__XLATE_SHFL_DOWN, 1, mask, to_bits(var), static_cast<int>(delta), width));
}
template <class MaskT, class T>
inline T __shfl_xor_sync(MaskT mask, T var, int laneMask, int width = warpSize, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  return from_bits<T>(__XLATE_WARP(__XLATE_SHFL_XOR, 1, mask, to_bits(var), laneMask, width));
}
template <class MaskT>
inline unsigned long long __ballot_sync(MaskT mask, int pred, __XLATE_SITE) {
  ::xlate_cpu::check_mask<MaskT>();
  return __XLATE_WARP(__XLATE_BALLOT, 1, mask, pred != 0, 0, warpSize);
}
template <class MaskT>
inline int __any_sync(MaskT mask, int pred, __XLATE_SITE) {
  ::xlate_cpu::check_mask<MaskT>();
  return static_cast<int>(__XLATE_WARP(__XLATE_ANY, 1, mask, pred != 0, 0, warpSize));
}
template <class MaskT>
inline int __all_sync(MaskT mask, int pred, __XLATE_SITE) {
  ::xlate_cpu::check_mask<MaskT>();
  return static_cast<int>(__XLATE_WARP(__XLATE_ALL, 1, mask, pred != 0, 0, warpSize));
}
template <class MaskT>
inline void __syncwarp(MaskT mask, __XLATE_SITE) {
  ::xlate_cpu::check_mask<MaskT>();
  __XLATE_WARP(__XLATE_SYNCWARP, 1, mask, 0, 0, warpSize);
}
template <class MaskT, class T>
inline unsigned long long __match_any_sync(MaskT mask, T value, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  return __XLATE_WARP(__XLATE_MATCH_ANY, 1, mask, to_bits(value), 0, warpSize);
}
template <class MaskT, class T>
inline unsigned long long __match_all_sync(MaskT mask, T value, int* pred, __XLATE_SITE) {
  using namespace ::xlate_cpu;
  check_mask<MaskT>();
  unsigned long long r = __XLATE_WARP(__XLATE_MATCH_ALL, 1, mask, to_bits(value), 0, warpSize);
  if (pred) *pred = r != 0;
  return r;
}

#include <xlate_cpu/lanes.h>

// ------------------------------------------------------------------ bit operations

inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffs(unsigned int x) { return __builtin_ffs(static_cast<int>(x)); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline int __ffsll(unsigned long long x) { return __builtin_ffsll(static_cast<long long>(x)); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x)); }
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline unsigned int __brev(unsigned int x) { return __builtin_bitreverse32(x); }
inline unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  uint64_t v = (uint64_t{y} << 32) | x;
  unsigned int r = 0;
  for (int i = 0; i < 4; ++i) r |= static_cast<unsigned>((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}
inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int s) {
  return static_cast<unsigned>(((uint64_t{hi} << 32 | lo) << (s & 31)) >> 32);
}
inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int s) {
  return static_cast<unsigned>((uint64_t{hi} << 32 | lo) >> (s & 31));
}
inline int __mul24(int x, int y) {
  return static_cast<int>((static_cast<int64_t>(x << 8) >> 8) * (static_cast<int64_t>(y << 8) >> 8));
}
inline unsigned int __umul24(unsigned int x, unsigned int y) { return (x & 0xffffff) * (y & 0xffffff); }
inline int __mulhi(int x, int y) { return static_cast<int>((int64_t{x} * y) >> 32); }
inline unsigned int __umulhi(unsigned int x, unsigned int y) {
  return static_cast<unsigned>((uint64_t{x} * y) >> 32);
}
inline long long __mul64hi(long long x, long long y) {
  return static_cast<long long>((static_cast<__int128>(x) * y) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  return static_cast<unsigned long long>((static_cast<unsigned __int128>(x) * y) >> 64);
}
inline int __hadd(int x, int y) { return static_cast<int>((int64_t{x} + y) >> 1); }
inline int __rhadd(int x, int y) { return static_cast<int>((int64_t{x} + y + 1) >> 1); }
inline unsigned int __uhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned>((uint64_t{x} + y) >> 1);
}
inline unsigned int __urhadd(unsigned int x, unsigned int y) {
  return static_cast<unsigned>((uint64_t{x} + y + 1) >> 1);
}
inline unsigned int __sad(int x, int y, unsigned int z) {
  return z + static_cast<unsigned>(x > y ? int64_t{x} - y : int64_t{y} - x);
}
inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) {
  return z + (x > y ? x - y : y - x);
}
inline unsigned long long clock64() { return __builtin_readcyclecounter(); }
// Nanoseconds of a steady clock: hipDeviceAttributeWallClockRate is 1 000 000 kHz.
inline unsigned long long wall_clock64() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<unsigned long long>(ts.tv_sec) * 1000000000ull + static_cast<unsigned long long>(ts.tv_nsec);
}

// ------------------------------------------------------------------ atomics (device scope = host)

namespace xlate_cpu {
template <class T, class F>
inline T cas_loop(T* p, F f) {
  T old;
  __atomic_load(p, &old, __ATOMIC_RELAXED);
  T desired;
  do {
    desired = f(old);
  } while (!__atomic_compare_exchange(p, &old, &desired, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  if (memcmp(&old, &desired, sizeof(T)) == 0) __xlate_yield();  // memory unchanged: polling
  return old;
}
template <class T>
inline T poll_if(T result, bool unchanged) {
  if (unchanged) __xlate_yield();
  return result;
}
}  // namespace xlate_cpu

#define __XLATE_INT_ATOMICS(T)                                                                    \
  inline T atomicAdd(T* p, T v) {                                                                 \
    return ::xlate_cpu::poll_if(__atomic_fetch_add(p, v, __ATOMIC_RELAXED), v == 0);              \
  }                                                                                               \
  inline T atomicSub(T* p, T v) {                                                                 \
    return ::xlate_cpu::poll_if(__atomic_fetch_sub(p, v, __ATOMIC_RELAXED), v == 0);              \
  }                                                                                               \
  inline T atomicExch(T* p, T v) {                                                                \
    T old = __atomic_exchange_n(p, v, __ATOMIC_RELAXED);                                          \
    return ::xlate_cpu::poll_if(old, old == v);                                                   \
  }                                                                                               \
  inline T atomicMin(T* p, T v) {                                                                 \
    return ::xlate_cpu::cas_loop(p, [v](T o) { return o < v ? o : v; });                          \
  }                                                                                               \
  inline T atomicMax(T* p, T v) {                                                                 \
    return ::xlate_cpu::cas_loop(p, [v](T o) { return o > v ? o : v; });                          \
  }                                                                                               \
  inline T atomicAnd(T* p, T v) {                                                                 \
    T old = __atomic_fetch_and(p, v, __ATOMIC_RELAXED);                                           \
    return ::xlate_cpu::poll_if(old, (old & v) == old);                                           \
  }                                                                                               \
  inline T atomicOr(T* p, T v) {                                                                  \
    T old = __atomic_fetch_or(p, v, __ATOMIC_RELAXED);                                            \
    return ::xlate_cpu::poll_if(old, (old | v) == old);                                           \
  }                                                                                               \
  inline T atomicXor(T* p, T v) {                                                                 \
    return ::xlate_cpu::poll_if(__atomic_fetch_xor(p, v, __ATOMIC_RELAXED), v == 0);              \
  }                                                                                               \
  inline T atomicCAS(T* p, T compare, T v) {                                                      \
    const T expected = compare;                                                                   \
    bool ok = __atomic_compare_exchange_n(p, &compare, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return ::xlate_cpu::poll_if(compare, !ok || expected == v);                                   \
  }
__XLATE_INT_ATOMICS(int)
__XLATE_INT_ATOMICS(unsigned int)
__XLATE_INT_ATOMICS(unsigned long long)
__XLATE_INT_ATOMICS(long long)
#undef __XLATE_INT_ATOMICS
#include <xlate_cpu/atomic16.h>  // atomicCAS on unsigned short

#define __XLATE_FLOAT_ATOMICS(T)                                                                  \
  inline T atomicAdd(T* p, T v) { return ::xlate_cpu::cas_loop(p, [v](T o) { return o + v; }); }  \
  inline T atomicSub(T* p, T v) { return ::xlate_cpu::cas_loop(p, [v](T o) { return o - v; }); }  \
  inline T atomicExch(T* p, T v) {                                                                \
    T old;                                                                                        \
    __atomic_exchange(p, &v, &old, __ATOMIC_RELAXED);                                             \
    return ::xlate_cpu::poll_if(old, memcmp(&old, &v, sizeof(T)) == 0);                          \
  }                                                                                               \
  inline T atomicMin(T* p, T v) {                                                                 \
    return ::xlate_cpu::cas_loop(p, [v](T o) { return std::fmin(o, v); });                        \
  }                                                                                               \
  inline T atomicMax(T* p, T v) {                                                                 \
    return ::xlate_cpu::cas_loop(p, [v](T o) { return std::fmax(o, v); });                        \
  }
__XLATE_FLOAT_ATOMICS(float)
__XLATE_FLOAT_ATOMICS(double)
#undef __XLATE_FLOAT_ATOMICS

// CUDA's wrapping increment and decrement.
inline unsigned int atomicInc(unsigned int* p, unsigned int v) {
  return ::xlate_cpu::cas_loop(p, [v](unsigned int o) { return o >= v ? 0u : o + 1; });
}
inline unsigned int atomicDec(unsigned int* p, unsigned int v) {
  return ::xlate_cpu::cas_loop(p, [v](unsigned int o) { return (o == 0 || o > v) ? v : o - 1; });
}

// Scoped variants: every scope is the whole host here.
#define __XLATE_SCOPED(name)                                            \
  template <class... A>                                                 \
  inline auto name##_system(A... a) -> decltype(name(a...)) {           \
    return name(a...);                                                  \
  }                                                                     \
  template <class... A>                                                 \
  inline auto name##_block(A... a) -> decltype(name(a...)) {            \
    return name(a...);                                                  \
  }
__XLATE_SCOPED(atomicAdd)
__XLATE_SCOPED(atomicSub)
__XLATE_SCOPED(atomicExch)
__XLATE_SCOPED(atomicMin)
__XLATE_SCOPED(atomicMax)
__XLATE_SCOPED(atomicAnd)
__XLATE_SCOPED(atomicOr)
__XLATE_SCOPED(atomicXor)
__XLATE_SCOPED(atomicCAS)
__XLATE_SCOPED(atomicInc)
__XLATE_SCOPED(atomicDec)
#undef __XLATE_SCOPED

// ------------------------------------------------------------------ math

// min/max: the overload set hip-clang declares (__clang_hip_math.h, __clang_hip_cmath.h), so that the
// same calls resolve (or are ambiguous) as for gfx942: a template for two arguments of one type, int,
// float and double, and for two different arithmetic types the promoted type (integers count as
// double, as HIP's __promote has it: max(int, unsigned) is a double).
namespace xlate_cpu {
template <class T>
struct minmax_num {
  using type = typename std::conditional<
      std::is_same<T, float>::value, float,
      typename std::conditional<std::is_same<T, _Float16>::value, _Float16, double>::type>::type;
};
template <class A, class B>
using minmax_promote = decltype(typename minmax_num<A>::type() + typename minmax_num<B>::type());
}  // namespace xlate_cpu
template <class T>
inline T min(T a, T b) {
  return a < b ? a : b;
}
template <class T>
inline T max(T a, T b) {
  return a > b ? a : b;
}
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline float min(float a, float b) { return fminf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
template <class A, class B>
inline typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value,
                               ::xlate_cpu::minmax_promote<A, B>>::type
min(A a, B b) {
  using R = ::xlate_cpu::minmax_promote<A, B>;
  return min(static_cast<R>(a), static_cast<R>(b));
}
template <class A, class B>
inline typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value,
                               ::xlate_cpu::minmax_promote<A, B>>::type
max(A a, B b) {
  using R = ::xlate_cpu::minmax_promote<A, B>;
  return max(static_cast<R>(a), static_cast<R>(b));
}
inline unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
inline unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
inline long long llmin(long long a, long long b) { return a < b ? a : b; }
inline long long llmax(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

// 1/sqrt rounded once more from a wider format (double for float, x87 long double for double): within
// 0.5 ulp + a tiny fraction, where 1.0 / sqrt(x) in the same format reaches 1.5 ulp.
inline float rsqrtf(float x) { return static_cast<float>(1.0 / sqrt(static_cast<double>(x))); }
inline double rsqrt(double x) { return static_cast<double>(1.0L / sqrtl(static_cast<long double>(x))); }
inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
inline double rcbrt(double x) { return 1.0 / cbrt(x); }
inline float rhypotf(float x, float y) { return 1.0f / hypotf(x, y); }
inline float norm3df(float a, float b, float c) { return sqrtf(a * a + b * b + c * c); }
inline float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
inline float norm4df(float a, float b, float c, float d) { return sqrtf(a * a + b * b + c * c + d * d); }
inline float sinpif(float x) { return sinf(static_cast<float>(M_PI) * x); }
inline float cospif(float x) { return cosf(static_cast<float>(M_PI) * x); }
inline double sinpi(double x) { return sin(M_PI * x); }
inline double cospi(double x) { return cos(M_PI * x); }
inline float fdividef(float a, float b) { return a / b; }
inline float __fdividef(float a, float b) { return a / b; }
inline float __expf(float x) { return expf(x); }
inline float __exp10f(float x) { return powf(10.0f, x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline void __sincosf(float x, float* s, float* c) {
  *s = sinf(x);
  *c = cosf(x);
}
inline float __powf(float a, float b) { return powf(a, b); }
inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : (x == x ? x : 0.0f)); }
// The rounding-mode intrinsics (__fadd_rz, __float2int_ru, __int2float_rd, __dsqrt_ru, ...).
#include <xlate_cpu/rounding.h>
#include <xlate_cpu/math_extras.h>  // norm, rnorm3d, rhypot, erfcx, cyl_bessel_i0, ...
inline int __float_as_int(float x) { return ::xlate_cpu::from_bits<int>(::xlate_cpu::to_bits(x)); }
inline unsigned int __float_as_uint(float x) {
  return ::xlate_cpu::from_bits<unsigned int>(::xlate_cpu::to_bits(x));
}
inline float __int_as_float(int x) { return ::xlate_cpu::from_bits<float>(::xlate_cpu::to_bits(x)); }
inline float __uint_as_float(unsigned int x) {
  return ::xlate_cpu::from_bits<float>(::xlate_cpu::to_bits(x));
}
inline long long __double_as_longlong(double x) {
  return ::xlate_cpu::from_bits<long long>(::xlate_cpu::to_bits(x));
}
inline double __longlong_as_double(long long x) {
  return ::xlate_cpu::from_bits<double>(::xlate_cpu::to_bits(x));
}
inline int __double2hiint(double x) { return static_cast<int>(__double_as_longlong(x) >> 32); }
inline int __double2loint(double x) { return static_cast<int>(__double_as_longlong(x)); }
inline double __hiloint2double(int hi, int lo) {
  return __longlong_as_double(static_cast<long long>((uint64_t(uint32_t(hi)) << 32) | uint32_t(lo)));
}
template <class T>
inline T __ldg(const T* p) {
  return *p;
}

// ------------------------------------------------------------------ vector types

// char1 ... double4, their make_* functions and HIP's operators (one definition with the toolkit
// folder's host-only header).
#include <xlate_cpu/vector_types.h>

#if defined(__clang__)
#pragma float_control(pop)
#endif
