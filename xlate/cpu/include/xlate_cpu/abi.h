// The interface between xlate's HIP-on-CPU headers (compiled into the user's program) and the one
// shared library libxlate_hipcpu.so. Plain C types only; every name starts with __xlate_.
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct __xlate_uint3 {
  uint32_t x, y, z;
};

// The state of the GPU thread (fiber) running right now on this OS thread.
struct __xlate_thread {
  struct __xlate_uint3 thread_idx, block_idx, block_dim, grid_dim;
  uint32_t linear;  // linear thread id in the block: x + y*Dx + z*Dx*Dy
  uint32_t lane;    // linear % warp size
  uint32_t warp;    // linear / warp size
  uint32_t warp_size;
  // 1 while the runtime runs the kernel in the block form (docs/cpu-backend.md, "Execution forms"):
  // the kernel is called once per block and runs its own loops over the block's threads (a body
  // the build split at its barriers, xlate/pipeline/cpu_split.py); 0 otherwise (fibers, loop form).
  uint32_t block_form;
  // In the block form of a kernel marked for spans (form 3, xlate/pipeline/cpu_spans.py): how many
  // consecutive blocks of the grid row, from block_idx on, this call runs (1 to
  // XLATE_CPU_MAX_SPAN); the kernel moves block_idx.x along as it goes. 1 otherwise.
  uint32_t block_span;
};
#define XLATE_CPU_MAX_SPAN 64

// Set by the runtime on every fiber switch; null outside kernels.
extern __thread struct __xlate_thread* __xlate_cur;

// Warp collective kinds.
enum {
  __XLATE_SHFL = 1,
  __XLATE_SHFL_UP = 2,
  __XLATE_SHFL_DOWN = 3,
  __XLATE_SHFL_XOR = 4,
  __XLATE_BALLOT = 5,
  __XLATE_ANY = 6,
  __XLATE_ALL = 7,
  __XLATE_SYNCWARP = 8,
  __XLATE_MATCH_ANY = 9,
  __XLATE_MATCH_ALL = 10,
};
// Barrier kinds.
enum {
  __XLATE_BAR = 0,
  __XLATE_BAR_COUNT = 1,
  __XLATE_BAR_AND = 2,
  __XLATE_BAR_OR = 3,
  __XLATE_BAR_GRID = 4,
};

// Block barrier (and its reductions); returns the reduction for _count/_and/_or.
int __xlate_barrier(int kind, int predicate, const char* file, int line);

// A warp collective. `has_mask` is 0 for the non-sync forms (participants: all live lanes of the
// warp). `arg` is the lane argument (source lane, delta or xor mask). Returns the lane's result.
uint64_t __xlate_warp_op(int kind, int has_mask, uint64_t mask, uint64_t value, int arg, int width,
                         const char* file, int line);

// The block form's warp operations as lane loops (docs/cpu-backend.md, "Execution forms"): what
// one thread passed to a warp operation that every thread of the block reaches together, and its
// result. The split body fills one per thread of the block, then calls __xlate_lane_ops once.
struct __xlate_lane_op {
  uint64_t mask;    // the mask as passed (sync forms); compat32 forms: the 32-bit CUDA mask
  uint64_t value;   // the operand's bits (shuffles, match) or the predicate != 0 (votes)
  uint64_t result;  // the bits of the lane's return value, written by __xlate_lane_ops
  int* pred;        // __match_all_sync's predicate output, or null
  int32_t arg;      // source lane, delta or xor mask
  int32_t width;
  int32_t kind;     // __XLATE_SHFL ...
  uint8_t has_mask;
  uint8_t c32;      // a compat32 form (xlate/compat32.h): the mask is widened to the lane's half
  uint8_t post;     // __XLATE_POST_*: what the lane's function returns of the 64-bit result
};
enum {
  __XLATE_POST_BITS = 0,            // the result itself
  __XLATE_POST_NARROW = 1,          // the 32 bits of the lane's half (compat32)
  __XLATE_POST_NONZERO = 2,         // result != 0
  __XLATE_POST_ZERO = 3,            // result == 0
  __XLATE_POST_NARROW_NONZERO = 4,  // narrowed != 0
  __XLATE_POST_NARROW_ZERO = 5,     // narrowed == 0
};
// The lane a shuffle of lane `l` reads (CUDA's rules: a source outside the lane's `width`-lane
// segment reads the lane's own value; __shfl wraps its source lane into the segment). One definition
// for the fiber form's rendezvous (rendezvous.cpp) and the block form's lane loops (xlate_cpu/lanes.h).
static inline int __xlate_shfl_source(int kind, int l, int arg, int width) {
  switch (kind) {
    case __XLATE_SHFL: return (l & ~(width - 1)) + (int)((unsigned)arg & (unsigned)(width - 1));
    case __XLATE_SHFL_UP: return (l & (width - 1)) >= arg ? l - arg : l;
    case __XLATE_SHFL_DOWN: return (l & (width - 1)) + arg < width ? l + arg : l;
    case __XLATE_SHFL_XOR: {
      const int idx = l ^ arg;
      return idx >= ((l + width) & ~(width - 1)) ? l : idx;
    }
  }
  return l;
}
// Computes the warp operation of `ops[0..n)` (one per thread of the block, linear order) per warp,
// with the fiber form's checks and errors (rendezvous.cpp); `line` packs the column as in
// __xlate_warp_op.
void __xlate_lane_ops(struct __xlate_lane_op* ops, unsigned n, const char* file, int line);

// Lets the other ready threads of the block run first (a polling point); no-op outside kernels.
void __xlate_yield(void);

// After a volatile access of device code (the plugin's volatile_order.cpp puts the calls): in the fiber
// form, lets the other ready threads of the block make theirs first, as a converged warp does.
void __xlate_volatile_step(void);

// A warp's reconvergence in device code with volatile accesses (the plugin's reconverge.cpp puts the
// calls; convergence.cpp): entering a loop or one side of a branch, a loop's back edge, and leaving
// either; at the last two, in the fiber form, the thread waits for the lanes of its warp behind it.
void __xlate_conv_enter(const char* region, int side);
void __xlate_conv_latch(const char* region);
void __xlate_conv_exit(const char* region);

// Mask of the live (not yet exited) lanes of the caller's warp.
uint64_t __xlate_live_mask(void);

// Start of the per-block dynamic shared memory buffer (fixed per worker thread, 64-byte aligned).
void* __xlate_dynamic_shared(void);

// Racecheck builds (docs/cpu-backend.md, "Racecheck"; racecheck.cpp): each translation unit registers
// itself at startup (every launch then runs as fibers), and the pass in xlate/cpu/plugin/racecheck.cpp
// calls __xlate_racecheck_access before each load and store of device code that may reach __shared__
// memory. `flags`: bit 0 a write, bit 1 `addr` is in a static __shared__ variable; `site` is
// "file:line:col" (or the function's name where the build has no line table).
void __xlate_racecheck_enable(void);
void __xlate_racecheck_access(const void* addr, uint64_t size, uint32_t flags, const char* site);
// ...and, on entry to each device function, where each static __shared__ variable it names lies.
void __xlate_racecheck_shared(const void* addr, uint64_t size);

// A kernel launch as the headers describe it.
struct __xlate_launch_desc {
  const void* kernel;  // identity of the kernel (its address), for diagnostics
  void (*thunk)(void* args);  // runs the kernel body for the current fiber
  void* args;                 // owned by the runtime after the call: released with `release`
  void (*release)(void* args);
  struct __xlate_uint3 grid, block;
  size_t shared_bytes;
  void* stream;
  int warp_size;
  int cooperative;
  const char* file;
  int line;
  const char* name;  // the kernel as written at the launch (may be null), for diagnostics
  // The loop form (docs/cpu-backend.md, "Execution forms"): runs the kernel body for every thread
  // of the current block, one after another, with __xlate_cur's thread fields set per thread.
  // Used only for kernels the build's analysis marked (__xlate_set_kernel_form); may be null.
  void (*block_loop)(void* args);
  // The kernel's parameters, for graph kernel nodes (hipGraphKernelNodeGetParams / SetParams):
  // `param_ptrs` stores in out[0..nparams) the address of each parameter inside `args`, `repack`
  // makes a new args object (released with `release`) from one pointer per parameter. Both null
  // where the launch does not know the parameter types (hipLaunchKernelGGL: the arguments as written).
  int nparams;
  void (*param_ptrs)(void* args, void** out);
  void* (*repack)(const void* kernel, void** params);
};
// Validates, records the error (hipGetLastError) and enqueues; returns a hipError_t value.
int __xlate_launch(const struct __xlate_launch_desc* desc);

// A kernel that can be launched by address with a `void** args` array (hipLaunchKernel with a
// const void*, hipLaunchKernelEx, hipLaunchCooperativeKernel, xlate_cpu_launch). `pack` copies the
// arguments (one pointer per parameter) into a new object, `run` calls the kernel with them for the
// current fiber, `release` frees the object. The entry must outlive the program (static storage).
struct __xlate_kernel_entry {
  const void* kernel;
  const char* name;
  int warp_size;
  void* (*pack)(const void* kernel, void** args);
  void (*run)(void* packed);
  void (*release)(void* packed);
  // The parameters of a packed object: the address of each in out[0..nparams) (graph kernel nodes).
  int nparams;
  void (*param_ptrs)(void* packed, void** out);
};
// Registers an entry (a second registration of the same kernel is ignored); returns 1.
int __xlate_register_kernel(const struct __xlate_kernel_entry* entry);

// Registers the warp size a translation unit was compiled with (checked for consistency).
int __xlate_register_warp_size(int warp_size, const char* file);

// Memcheck builds (docs/cpu-backend.md, "Memcheck"): the storage of a static __shared__ array
// (one heap object per worker thread, checked by the sanitizer), and the report of an invalid
// access, called from the program's __asan_on_error hook (ends the process with exit code 98).
void* __xlate_memcheck_shared(size_t size, size_t align, const char* name, const char* file, int line);
void __xlate_memcheck_report(void);

// The build's analysis of a kernel (xlate/pipeline/cpu_forms.py): `loop` 1 when it can run in the
// loop form (no barrier, warp operation or polling point reachable), 2 when it can run in the block
// form (its source was rewritten with a body split at its barriers, xlate/pipeline/cpu_split.py), 0
// otherwise (fibers); `reason` says why. Keyed by
// address (typed launches, and hipLaunchKernelGGL launches whose kernel expression names one function)
// and by qualified name (the other hipLaunchKernelGGL launches, which know the kernel only as written).
// Returns 1.
int __xlate_set_kernel_form(const void* kernel, const char* qualified_name, int loop, const char* reason);
// The compiled code's analysis of a kernel (xlate/cpu/plugin/kernel_forms.cpp, a static constructor of
// each object): `form` 1 when no wait is reachable in it. Used for a launch by address where the build's
// analysis above chose no form other than fibers for that kernel (template kernels, which it does not
// analyse). Returns 1.
int __xlate_suggest_kernel_form(const void* kernel, int form);

// How the most recently completed launch ran: 0 in the loop form; otherwise the largest number of
// fiber stacks ("runners") one of its blocks needed. 1: every thread ran to its end without
// waiting, one after another on one stack; more: threads waited (barriers, warp operations, polls) and each
// waiting thread kept a stack of its own (docs/cpu-backend.md, "Execution model").
unsigned xlate_cpu_last_launch_max_runners(void);
// The form the most recently completed launch ran in: 0 fibers, 1 loop form, 2 block form.
int xlate_cpu_last_launch_form(void);

// Prints "xlate-cpu: error: <msg> at file:line" and ends the process with exit code 97.
void __xlate_fatal(const char* file, int line, const char* msg) __attribute__((__noreturn__));

#ifdef __cplusplus
}
#endif

#define XLATE_CPU_EXIT_CONVERGENCE 97
#define XLATE_CPU_EXIT_MEMCHECK 98
