// xlate CPU backend: kernel launches. __xlate_launch checks a launch and queues it on its stream
// (or records it, on a stream being captured into a graph: graphs.cpp);
// kernels registered by address can be launched with a `void** args` array (hipLaunchKernel with a
// const void*, hipLaunchKernelExC, xlate_cpu_launch); the build's analysis tells which kernels may
// run in the loop or block form (docs/cpu-backend.md, "Execution forms"). Also the registered warp size and
// the kernel attributes of the host API (hipFuncGetAttributes, occupancy).

#include <cxxabi.h>
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "scheduler.h"
#include "streams.h"

namespace xlate_rt XLATE_HIDDEN {

namespace {

std::atomic<int> g_warp_size{0};
std::atomic<unsigned> g_last_max_runners{0};
std::atomic<int> g_last_form{0};

// ------------------------------------------------------------------ kernel registry

std::mutex g_kernels_m;
std::map<const void*, const __xlate_kernel_entry*>& kernels() {
  static auto* m = new std::map<const void*, const __xlate_kernel_entry*>();
  return *m;
}

const __xlate_kernel_entry* find_kernel(const void* k) {
  std::lock_guard<std::mutex> lk(g_kernels_m);
  auto it = kernels().find(k);
  return it == kernels().end() ? nullptr : it->second;
}

// A kernel launched without a name and never registered (a `<<<...>>>` launch whose name the
// launch macro could not spell) is named by its symbol when the dynamic linker knows it, else by
// its address and the offset in its library, which addr2line turns into a source line.
std::string symbol_name(const void* kernel) {
  char b[64];
  snprintf(b, sizeof b, "%p", kernel);
  std::string out = b;
  Dl_info info{};
  if (!dladdr(kernel, &info)) return out;
  if (info.dli_sname && info.dli_saddr == kernel) {
    int status = 0;
    char* plain = abi::__cxa_demangle(info.dli_sname, nullptr, nullptr, &status);
    out = status == 0 && plain ? plain : info.dli_sname;
    free(plain);
    return out;
  }
  if (info.dli_fname && info.dli_fbase) {
    const char* base = strrchr(info.dli_fname, '/');
    snprintf(b, sizeof b, "+0x%lx)", static_cast<unsigned long>(static_cast<const char*>(kernel) -
                                                                static_cast<const char*>(info.dli_fbase)));
    out += std::string(" (") + (base ? base + 1 : info.dli_fname) + b;
  }
  return out;
}

std::string kernel_name(const __xlate_launch_desc& d) {
  if (d.name && *d.name) return d.name;
  if (const __xlate_kernel_entry* e = find_kernel(d.kernel)) return e->name;
  static std::mutex m;
  static auto* known = new std::map<const void*, std::string>();  // dladdr searches: once per kernel
  std::lock_guard<std::mutex> lk(m);
  auto it = known->find(d.kernel);
  if (it != known->end()) return it->second;
  return (*known)[d.kernel] = symbol_name(d.kernel);
}

// ------------------------------------------------------------------ execution forms

struct FormInfo {
  const void* kernel;
  std::string name;  // qualified, without the leading ::
  int form;  // 0 fibers, 1 loop, 2 block
};
std::mutex g_forms_m;
std::vector<FormInfo>& forms() {
  static auto* v = new std::vector<FormInfo>();
  return *v;
}
// __xlate_suggest_kernel_form's forms, by kernel address
std::map<const void*, int>& suggested() {
  static auto* m = new std::map<const void*, int>();
  return *m;
}
// XLATE_CPU_FORM=fibers runs every kernel in the fiber form (the differential test), as a racecheck
// build does; anything else, or nothing, lets the build's analysis choose.
bool forms_allowed() {
  if (racecheck_enabled()) return false;  // racecheck follows each thread's accesses: fibers only
  static const bool ok = [] {
    const char* e = getenv("XLATE_CPU_FORM");
    return !(e && strcmp(e, "fibers") == 0);
  }();
  return ok;
}
// The form a launch runs in (0 fibers, 1 loop, 2 block, 3 block in spans of blocks): the analysis' mark of its kernel (by
// address, or, for hipLaunchKernelGGL, by the name as written: the qualified name or its last
// component; kernels of that name with different marks make it a fiber launch). The loop form needs
// the launch's block_loop.
int form_for(const __xlate_launch_desc& d) {
  if (!forms_allowed()) return 0;
  int form = 0;
  {
    std::lock_guard<std::mutex> lk(g_forms_m);
    if (d.kernel) {
      for (const FormInfo& f : forms())
        if (f.kernel == d.kernel) {
          form = f.form;
          break;
        }
      if (form == 0) {  // the compiled code's analysis, where the build's chose fibers or nothing
        auto s = suggested().find(d.kernel);
        if (s != suggested().end()) form = s->second;
      }
    } else if (d.name) {
      std::string n = d.name;
      while (!n.empty() && n.back() == ' ') n.pop_back();
      if (n.rfind("::", 0) == 0) n = n.substr(2);
      bool any = false;
      for (const FormInfo& f : forms()) {
        const size_t k = f.name.rfind("::");
        const std::string last = k == std::string::npos ? f.name : f.name.substr(k + 2);
        if (f.name == n || last == n) {
          if (any && f.form != form) return 0;
          form = f.form;
          any = true;
        }
      }
    }
  }
  if (form == 1 && !d.block_loop) return 0;
  return form >= 1 && form <= 3 ? form : 0;
}
// XLATE_CPU_EXPLAIN=1: one line on stderr per kernel (at its first launch) saying which form runs it.
void report_form(const Job& j) {
  static const bool on = [] {
    const char* e = getenv("XLATE_CPU_EXPLAIN");
    return e && *e && strcmp(e, "0") != 0;
  }();
  if (!on) return;
  static std::mutex m;
  static std::set<std::string> seen;
  std::lock_guard<std::mutex> lk(m);
  if (!seen.insert(j.name).second) return;
  fprintf(stderr, "xlate-cpu: kernel %s: %s form%s\n", j.name.c_str(),
          j.form == 1 ? "loop" : j.form >= 2 ? "block" : "fiber", j.form == 3 ? " (spans of blocks)" : "");
}

// ------------------------------------------------------------------ launches by address

struct Packed {
  const __xlate_kernel_entry* e;
  void* holder;
};
// Checks a launch and queues it on its stream, or records it when the stream is being captured;
// the arguments object is released once no queued run or graph node needs it.
int submit(const Launch& l) {
  if (hipError_t e = check_launch(l.d)) return static_cast<int>(ret(e));
  __xlate_stream* s = nullptr;
  if (!resolve(static_cast<hipStream_t>(l.d.stream), &s)) return static_cast<int>(ret(hipErrorInvalidHandle));
  if (any_capture()) {
    if (is_legacy(s)) {
      if (capture_legacy_use("a kernel launch on the legacy default stream"))
        return static_cast<int>(ret(hipErrorStreamCaptureImplicit));
    } else {
      NodeWork w;
      w.type = hipGraphNodeTypeKernel;
      w.launch = l;
      hipError_t err;
      if (capture_record(s, std::move(w), &err)) return static_cast<int>(ret(err));
    }
  }
  enqueue_launch(s, l);
  return hipSuccess;
}

int launch_registered(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                      hipStream_t stream, int cooperative, const char* what) {
  Launch l;
  if (hipError_t e = registered_launch(kernel, grid, block, args, shmem, cooperative, what, &l))
    return static_cast<int>(e);
  l.d.stream = stream;
  return submit(l);
}

}  // namespace

int current_warp_size() {
  int w = g_warp_size.load();
  return w ? w : 64;
}

int registered_warp_size() { return g_warp_size.load(); }

hipError_t registered_launch(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                             int cooperative, const char* what, Launch* out) {
  if (!kernel) return ret(hipErrorInvalidDeviceFunction);
  const __xlate_kernel_entry* e = find_kernel(kernel);
  if (!e) {
    fprintf(stderr,
            "xlate-cpu: %s: kernel %p is not registered: launches through a const void* need the "
            "kernel's registration (generated for every non-template __global__ function; call "
            "xlate_cpu::register_kernel(&k<...>, \"name\") for template instantiations)\n",
            what, kernel);
    return ret(hipErrorInvalidDeviceFunction);
  }
  if (e->nparams > 0 && !args) return ret(hipErrorInvalidValue);
  __xlate_launch_desc& d = out->d;
  d = __xlate_launch_desc{};
  d.kernel = kernel;
  d.name = e->name;
  d.thunk = [](void* p) {
    Packed* pk = static_cast<Packed*>(p);
    pk->e->run(pk->holder);
  };
  d.release = [](void* p) {
    Packed* pk = static_cast<Packed*>(p);
    pk->e->release(pk->holder);
    delete pk;
  };
  d.grid = {grid.x, grid.y, grid.z};
  d.block = {block.x, block.y, block.z};
  d.shared_bytes = shmem;
  d.warp_size = e->warp_size;
  d.cooperative = cooperative;
  d.file = what;
  d.line = 0;
  d.nparams = e->nparams;
  d.param_ptrs = [](void* p, void** params) {
    Packed* pk = static_cast<Packed*>(p);
    if (pk->e->param_ptrs) pk->e->param_ptrs(pk->holder, params);
  };
  d.repack = [](const void* k, void** params) -> void* {
    const __xlate_kernel_entry* en = find_kernel(k);
    return new Packed{en, en->pack(k, params)};
  };
  // The arguments are copied now, as a launch does (the caller may reuse `args` afterwards).
  auto* pk = new Packed{e, e->pack(kernel, args)};
  d.args = pk;
  out->args = std::shared_ptr<void>(pk, d.release);
  return hipSuccess;
}

hipError_t check_launch(const __xlate_launch_desc& d) {
  const __xlate_uint3 b = d.block, g = d.grid;
  if (!d.thunk) return hipErrorInvalidDeviceFunction;
  if (d.warp_size != 64 && d.warp_size != 32) return hipErrorInvalidValue;
  if (b.x == 0 || b.y == 0 || b.z == 0 || g.x == 0 || g.y == 0 || g.z == 0 || b.x > 1024 ||
      b.y > 1024 || b.z > 1024 || uint64_t{b.x} * b.y * b.z > kMaxThreads || g.y > 65536 || g.z > 65536 ||
      g.x > 2147483647u)
    return hipErrorInvalidConfiguration;
  if (d.shared_bytes > kMaxShared) return hipErrorInvalidValue;
  const uint64_t nblocks = uint64_t{g.x} * g.y * g.z;
  if (d.cooperative && nblocks > static_cast<uint64_t>(worker_count())) return hipErrorCooperativeLaunchTooLarge;
  return hipSuccess;
}

void enqueue_launch(__xlate_stream* s, const Launch& l) {
  auto job = std::make_shared<Job>();
  job->d = l.d;
  job->d.args = l.args.get();
  job->d.release = nullptr;  // `args` owns the arguments object
  job->d.stream = s;
  job->name = kernel_name(job->d);
  job->nblocks = uint64_t{job->d.grid.x} * job->d.grid.y * job->d.grid.z;
  job->form = form_for(job->d);
  report_form(*job);
  const auto seg = code_segment(l.d.kernel ? l.d.kernel : reinterpret_cast<const void*>(l.d.thunk));
  job->code_lo = seg.first;
  job->code_hi = seg.second;
  enqueue(s, [job, args = l.args]() mutable {
    run_job(job);
    g_last_max_runners.store(job->max_runners.load(), std::memory_order_relaxed);
    g_last_form.store(job->form, std::memory_order_relaxed);
    args.reset();  // released now (when this was the last owner), as a launch releases its arguments
  });
}

}  // namespace xlate_rt

using namespace xlate_rt;

extern "C" {

int __xlate_register_warp_size(int ws, const char* file) {
  int expected = 0;
  if (!g_warp_size.compare_exchange_strong(expected, ws) && expected != ws)
    die("%s was compiled with XLATE_WARP_SIZE=%d but another translation unit used %d; build all "
        "sources with the same warp size",
        file, ws, expected);
  return ws;
}

int __xlate_launch(const struct __xlate_launch_desc* desc) {
  Launch l;
  l.d = *desc;
  l.args = std::shared_ptr<void>(desc->args, [release = desc->release](void* a) {
    if (release) release(a);
  });
  return submit(l);
}

int __xlate_set_kernel_form(const void* kernel, const char* name, int loop, const char* reason) {
  (void)reason;
  std::lock_guard<std::mutex> lk(g_forms_m);
  std::string n = name ? name : "";
  if (n.rfind("::", 0) == 0) n = n.substr(2);
  for (FormInfo& f : forms())
    if (kernel && f.kernel == kernel) {  // a later decision for the same kernel replaces the earlier
      f = FormInfo{kernel, n, loop};  // `loop`: the form (abi.h)
      return 1;
    }
  forms().push_back(FormInfo{kernel, n, loop});
  return 1;
}

int __xlate_suggest_kernel_form(const void* kernel, int form) {
  if (!kernel || form != 1) return 1;  // only the loop form is decided there
  std::lock_guard<std::mutex> lk(g_forms_m);
  suggested()[kernel] = form;
  return 1;
}

unsigned xlate_cpu_last_launch_max_runners(void) { return g_last_max_runners.load(std::memory_order_relaxed); }

int xlate_cpu_last_launch_form(void) { return g_last_form.load(std::memory_order_relaxed); }

int __xlate_register_kernel(const struct __xlate_kernel_entry* e) {
  if (!e || !e->kernel) die("internal error: registering a null kernel");
  std::lock_guard<std::mutex> lk(g_kernels_m);
  kernels().emplace(e->kernel, e);
  return 1;
}

int xlate_cpu_launch(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                     hipStream_t stream) {
  return launch_registered(kernel, grid, block, args, shmem, stream, 0, "hipLaunchKernel");
}
int xlate_cpu_launch_cooperative(const void* kernel, dim3 grid, dim3 block, void** args,
                                 size_t shmem, hipStream_t stream) {
  return launch_registered(kernel, grid, block, args, shmem, stream, 1, "hipLaunchCooperativeKernel");
}
hipError_t hipLaunchKernelExC(const hipLaunchConfig_t* config, const void* fPtr, void** args) {
  if (!config) return ret(hipErrorInvalidValue);
  hipError_t err = hipSuccess;
  const int coop = xlate_cpu::launch_config_cooperative(config, &err);
  if (err != hipSuccess) return ret(err);
  return static_cast<hipError_t>(launch_registered(fPtr, config->gridDim, config->blockDim, args,
                                                   config->dynamicSmemBytes, config->stream, coop,
                                                   "hipLaunchKernelExC"));
}

// ------------------------------------------------------------------ kernel attributes and occupancy

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  if (attr == hipFuncAttributeMaxDynamicSharedMemorySize)
    return (value < 0 || static_cast<size_t>(value) > kMaxShared) ? ret(hipErrorInvalidValue) : hipSuccess;
  if (attr == hipFuncAttributePreferredSharedMemoryCarveout)
    return (value < -1 || value > 100) ? ret(hipErrorInvalidValue) : hipSuccess;
  return ret(hipErrorInvalidValue);
}
hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t) {
  return func ? hipSuccess : ret(hipErrorInvalidDeviceFunction);
}
hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* func,
                                             size_t dyn, int limit) {
  if (!gridSize || !blockSize) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  if (dyn > kMaxShared) return ret(hipErrorInvalidValue);
  *blockSize = (limit > 0 && limit < kMaxThreads) ? limit : kMaxThreads;
  *gridSize = worker_count();
  return hipSuccess;
}
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* func,
                                                        int blockSize, size_t dyn) {
  if (!numBlocks) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  *numBlocks = (blockSize > 0 && blockSize <= kMaxThreads && dyn <= kMaxShared) ? 1 : 0;
  return hipSuccess;
}
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* n, const void* func, int bs,
                                                                 size_t dyn, unsigned int flags) {
  if (flags & ~1u) return ret(hipErrorInvalidValue);
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(n, func, bs, dyn);
}
hipError_t hipFuncGetAttributes(hipFuncAttributes* a, const void* func) {
  if (!a) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  memset(a, 0, sizeof *a);
  a->maxThreadsPerBlock = kMaxThreads;
  a->maxDynamicSharedSizeBytes = static_cast<int>(kMaxShared);
  a->numRegs = 0;  // not known on the host
  a->binaryVersion = 94;
  a->ptxVersion = 94;
  a->preferredShmemCarveout = -1;
  return hipSuccess;
}
hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig) {
  return func ? hipSuccess : ret(hipErrorInvalidDeviceFunction);
}

}  // extern "C"
