// xlate CPU backend: modules (hipModule*, the CUDA driver API's cuModule*) and contexts (hipCtx*).
//
// A module is one of xlate's code images (xlate/runtime_shim/_image.py has the layout): a 32-byte header
// (magic "XLIMG\0\1\0", version, backend, total size, metadata length), JSON metadata, then the payload,
// a shared object built for this backend by xlate's run-time compiler. xlate's hipRTC (rtc.cpp) hands
// programs the image in a text form (a comment line, `.xlate_image 1 <size>`, base64 lines, `.end`),
// because CUDA programs treat what nvrtcGetPTX returns as a C string (PTX is text) and copy it up to its
// first NUL. Both forms load here. The payload is written to a private file, opened with dlopen and the
// file removed; its table (__xlate_shim_count, __xlate_shim_kernels, __xlate_shim_launchers, written by
// xlate/runtime_shim/_cpu_compile.py) gives each kernel's address and a launcher that takes CUDA's
// `void** kernelParams`. A kernel is found by the name its symbol has (dladdr): the `extern "C"` name or
// the Itanium-mangled one, which is what NVRTC's lowered names and cuModuleGetFunction use.
// hipModuleUnload waits for the device and forgets the module; its code stays mapped (a worker may still
// be returning through it), as the Python shim does.
//
// Contexts: one device, so one context. hipCtxCreate and hipDevicePrimaryCtxRetain give the device's
// primary context; each thread has a stack of current contexts, as CUDA's, holding that one handle.

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

#include "runtime_internal.h"

using namespace xlate_rt;

struct ihipModuleSymbol_t;

struct ihipModule_t {
  void* handle = nullptr;
  bool loaded = true;
  std::vector<ihipModuleSymbol_t*> functions;
};

typedef int (*xlate_module_launcher_t)(void**, const unsigned*, size_t, void*);

struct ihipModuleSymbol_t {
  ihipModule_t* module;
  const void* kernel;
  xlate_module_launcher_t launcher;
  std::string name;
};

struct ihipCtx_t {
  int device;
};

namespace {

constexpr unsigned char kMagic[8] = {'X', 'L', 'I', 'M', 'G', 0, 1, 0};
constexpr size_t kHeader = 32;
constexpr const char* kTextMark = ".xlate_image 1 ";
constexpr char kTextHead[] = "// xlate code image";  // the text form's first words

bool is_text_image(const char* text) { return strncmp(text, kTextHead, sizeof kTextHead - 1) == 0; }

std::mutex g_modules_mu;
// every module and function handle given out (never freed), for the handle checks; looked up at each launch
std::unordered_set<const void*> g_handles;

bool known_module(ihipModule_t* m) { return g_handles.count(m) != 0; }

bool known_function(ihipModuleSymbol_t* f) { return g_handles.count(f) != 0; }

hipError_t refuse(hipError_t err, const char* fmt, const char* detail) {
  fprintf(stderr, "xlate-cpu: ");
  fprintf(stderr, fmt, detail);
  fprintf(stderr, "\n");
  return ret(err);
}

int base64_value(unsigned char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

// The binary image of the text form starting at `text` (NUL-terminated), or false.
bool decode_text_image(const char* text, std::vector<unsigned char>* out, std::string* why) {
  const char* mark = strstr(text, kTextMark);
  if (!mark) {
    *why = "no `.xlate_image` line";
    return false;
  }
  char* end = nullptr;
  unsigned long long size = strtoull(mark + strlen(kTextMark), &end, 10);
  if (!end || size < kHeader || size > (1ull << 34)) {
    *why = "an implausible size on the `.xlate_image` line";
    return false;
  }
  const char* p = strchr(end, '\n');
  if (!p) {
    *why = "nothing after the `.xlate_image` line";
    return false;
  }
  out->clear();
  out->reserve(size);
  unsigned acc = 0;
  int bits = 0;
  for (++p; *p && strncmp(p, ".end", 4) != 0; ++p) {
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c == '\n' || c == '\r' || c == '=') continue;
    const int v = base64_value(c);
    if (v < 0) {
      *why = "a character outside base64 in the image text";
      return false;
    }
    acc = (acc << 6) | static_cast<unsigned>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out->push_back(static_cast<unsigned char>((acc >> bits) & 0xff));
    }
  }
  if (out->size() != size) {
    *why = "the image text holds " + std::to_string(out->size()) + " bytes, its header line says " +
           std::to_string(size);
    return false;
  }
  return true;
}

uint32_t u32(const unsigned char* p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

uint64_t u64(const unsigned char* p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

// The warp size the metadata names (`"warp_size": N`), or 0.
int meta_warp_size(const std::string& meta) {
  const size_t at = meta.find("\"warp_size\":");
  return at == std::string::npos ? 0 : atoi(meta.c_str() + at + 12);
}

hipError_t load_binary(ihipModule_t** out, const unsigned char* img, size_t avail_hint) {
  const uint32_t version = u32(img + 8), backend = u32(img + 12), meta_len = u32(img + 24);
  const uint64_t total = u64(img + 16);
  if (version != 1)
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: xlate code image of format version %s; this "
                  "runtime reads version 1", std::to_string(version).c_str());
  if (backend != 1)
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", "the xlate code image was built for an AMD "
                  "GPU, not for the cpu backend");
  if (total < kHeader + meta_len || (avail_hint && total != avail_hint))
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", "the xlate code image's sizes disagree");
  const std::string meta(reinterpret_cast<const char*>(img + kHeader), meta_len);
  const int ws = meta_warp_size(meta);
  // a program without kernels of its own (host code over the driver API) takes its width from its first
  // module, whose translation units register it when they load
  const int have = registered_warp_size();
  if (ws != 32 && ws != 64)
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", "the code image names no warp size of 32 or 64");
  if (have && ws != have) {
    const std::string msg = "the code image was built for wave" + std::to_string(ws) +
                            " but this program runs the cpu backend at wave" + std::to_string(have);
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", msg.c_str());
  }
  const unsigned char* so = img + kHeader + meta_len;
  const size_t so_len = total - kHeader - meta_len;
  const char* tmp = getenv("TMPDIR");
  std::string path = std::string(tmp && *tmp ? tmp : "/tmp") + "/xlate-module-XXXXXX";
  std::vector<char> buf(path.begin(), path.end());
  buf.push_back('\0');
  const int fd = mkstemp(buf.data());
  if (fd < 0) return refuse(hipErrorOutOfMemory, "hipModuleLoadData: cannot write the module to %s", buf.data());
  size_t done = 0;
  while (done < so_len) {
    const ssize_t n = write(fd, so + done, so_len - done);
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  close(fd);
  if (done != so_len) {
    unlink(buf.data());
    return refuse(hipErrorOutOfMemory, "hipModuleLoadData: cannot write the module to %s", buf.data());
  }
  void* h = dlopen(buf.data(), RTLD_NOW | RTLD_LOCAL);
  unlink(buf.data());
  if (!h) return refuse(hipErrorInvalidImage, "hipModuleLoadData: the module does not load: %s", dlerror());
  const int* count = static_cast<const int*>(dlsym(h, "__xlate_shim_count"));
  void* const* kernels = static_cast<void* const*>(dlsym(h, "__xlate_shim_kernels"));
  void* const* launchers = static_cast<void* const*>(dlsym(h, "__xlate_shim_launchers"));
  if (!count || (*count && (!kernels || !launchers)))
    return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", "the module has no xlate kernel table");
  auto* m = new ihipModule_t;
  m->handle = h;
  for (int i = 0; i < *count; ++i) {
    Dl_info info{};
    std::string name;
    if (kernels[i] && dladdr(kernels[i], &info) && info.dli_sname && info.dli_saddr == kernels[i])
      name = info.dli_sname;
    auto* f = new ihipModuleSymbol_t{m, kernels[i], reinterpret_cast<xlate_module_launcher_t>(launchers[i]), name};
    m->functions.push_back(f);
  }
  std::lock_guard<std::mutex> lock(g_modules_mu);
  g_handles.insert(m);
  for (ihipModuleSymbol_t* f : m->functions) g_handles.insert(f);
  *out = m;
  return hipSuccess;
}

thread_local std::vector<ihipCtx_t*> t_ctx_stack;
ihipCtx_t g_primary{0};
unsigned g_primary_flags = 0;
hipFuncCache_t g_ctx_cache = hipFuncCachePreferNone;
hipSharedMemConfig g_ctx_shared = hipSharedMemBankSizeFourByte;

}  // namespace

extern "C" {

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  if (!module || !image) return ret(hipErrorInvalidValue);
  const auto* bytes = static_cast<const unsigned char*>(image);
  if (memcmp(bytes, kMagic, sizeof kMagic) == 0) return load_binary(module, bytes, 0);
  const char* text = static_cast<const char*>(image);
  std::vector<unsigned char> decoded;
  std::string why;
  if (is_text_image(text)) {
    if (!decode_text_image(text, &decoded, &why))
      return refuse(hipErrorInvalidImage, "hipModuleLoadData: damaged xlate code image text: %s", why.c_str());
    if (memcmp(decoded.data(), kMagic, sizeof kMagic) != 0)
      return refuse(hipErrorInvalidImage, "hipModuleLoadData: %s", "the image text does not hold an xlate image");
    return load_binary(module, decoded.data(), decoded.size());
  }
  const char* what = "not an xlate code image";
  if (strstr(text, ".version") && strstr(text, ".target")) what = "PTX text";
  else if (bytes[0] == 0x7f && bytes[1] == 'E' && bytes[2] == 'L' && bytes[3] == 'F') what = "an ELF file (a CUBIN or an AMD code object)";
  return refuse(hipErrorInvalidImage,
                "hipModuleLoadData: %s: the cpu backend loads only the images xlate's hipRTC (nvrtc*) "
                "builds from CUDA source; PTX and GPU binaries cannot run here", what);
}

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int, hipJitOption*, void**) {
  return hipModuleLoadData(module, image);  // JIT options tune a GPU's code generation: nothing to do
}

hipError_t hipModuleLoadFatBinary(hipModule_t* module, const void* fatbin) {
  return hipModuleLoadData(module, fatbin);
}

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  if (!module || !fname) return ret(hipErrorInvalidValue);
  FILE* f = fopen(fname, "rb");
  if (!f) return ret(hipErrorFileNotFound);  // silent, as CUDA's: programs probe caches of modules this way
  std::vector<char> data;
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) data.insert(data.end(), chunk, chunk + n);
  fclose(f);
  data.push_back('\0');  // the text form is read as a C string
  if (data.size() < kHeader + 1 && !is_text_image(data.data()))
    return refuse(hipErrorInvalidImage, "hipModuleLoad: %s is too short to be an xlate code image", fname);
  return hipModuleLoadData(module, data.data());
}

hipError_t hipModuleUnload(hipModule_t module) {
  {
    std::lock_guard<std::mutex> lock(g_modules_mu);
    if (!module || !known_module(module) || !module->loaded) return ret(hipErrorInvalidHandle);
  }
  const hipError_t err = hipDeviceSynchronize();  // no launch of the module may still be queued
  std::lock_guard<std::mutex> lock(g_modules_mu);
  module->loaded = false;
  return err;
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  if (!function || !kname) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(g_modules_mu);
  if (!module || !known_module(module) || !module->loaded) return ret(hipErrorInvalidHandle);
  for (ihipModuleSymbol_t* f : module->functions)
    if (f->name == kname) {
      *function = f;
      return hipSuccess;
    }
  return ret(hipErrorNotFound);
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t hmod, const char* name) {
  if (!name) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(g_modules_mu);
  if (!hmod || !known_module(hmod) || !hmod->loaded) return ret(hipErrorInvalidHandle);
  void* addr = dlsym(hmod->handle, name);
  if (!addr) return ret(hipErrorNotFound);
  Dl_info info{};
  void* entry = nullptr;
  const bool found = dladdr1(addr, &info, &entry, RTLD_DL_SYMENT) != 0;
  const auto* sym = static_cast<const ElfW(Sym)*>(entry);
  if (!found || !sym || ELF64_ST_TYPE(sym->st_info) != STT_OBJECT)
    return ret(hipErrorNotFound);  // a function or a symbol of another library is not a global of the module
  if (dptr) *dptr = addr;
  if (bytes) *bytes = sym->st_size;
  return hipSuccess;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gx, unsigned int gy, unsigned int gz,
                                 unsigned int bx, unsigned int by, unsigned int bz, unsigned int shared,
                                 hipStream_t stream, void** kernelParams, void** extra) {
  {
    std::lock_guard<std::mutex> lock(g_modules_mu);
    if (!f || !known_function(f) || !f->module->loaded) return ret(hipErrorInvalidResourceHandle);
  }
  if (extra && !kernelParams)
    return refuse(hipErrorNotSupported, "hipModuleLaunchKernel: %s", "not supported: arguments packed in "
                  "`extra` (CU_LAUNCH_PARAM_BUFFER_POINTER); pass them in kernelParams");
  if (!kernelParams) {
    static void* none[1] = {nullptr};
    kernelParams = none;  // a kernel without parameters
  }
  const unsigned dims[6] = {gx, gy, gz, bx, by, bz};
  return static_cast<hipError_t>(f->launcher(kernelParams, dims, shared, stream));
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attrib, hipFunction_t hfunc) {
  if (!value) return ret(hipErrorInvalidValue);
  {
    std::lock_guard<std::mutex> lock(g_modules_mu);
    if (!hfunc || !known_function(hfunc)) return ret(hipErrorInvalidDeviceFunction);
  }
  hipFuncAttributes a;
  const hipError_t err = hipFuncGetAttributes(&a, hfunc->kernel);
  if (err != hipSuccess) return err;
  switch (attrib) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = a.maxThreadsPerBlock; break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = static_cast<int>(a.sharedSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = static_cast<int>(a.constSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = static_cast<int>(a.localSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = a.numRegs; break;
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION: *value = a.ptxVersion; break;
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = a.binaryVersion; break;
    case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA: *value = a.cacheModeCA; break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = a.maxDynamicSharedSizeBytes; break;
    case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *value = a.preferredShmemCarveout; break;
    default: return ret(hipErrorInvalidValue);
  }
  return hipSuccess;
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, hipFunction_t f, int blockSize,
                                                              size_t dyn) {
  if (!f) return ret(hipErrorInvalidDeviceFunction);
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, f->kernel, blockSize, dyn);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, hipFunction_t f,
                                                                       int blockSize, size_t dyn, unsigned flags) {
  if (!f) return ret(hipErrorInvalidDeviceFunction);
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, f->kernel, blockSize, dyn, flags);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, hipFunction_t f, size_t dyn,
                                                   int limit) {
  if (!f) return ret(hipErrorInvalidDeviceFunction);
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize, f->kernel, dyn, limit);
}

// ------------------------------------------------------------------ contexts

hipError_t hipCtxCreate(hipCtx_t* ctx, unsigned int flags, hipDevice_t device) {
  if (!ctx) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  g_primary_flags = flags;
  t_ctx_stack.push_back(&g_primary);  // CUDA makes the new context current
  *ctx = &g_primary;
  return hipSuccess;
}

hipError_t hipCtxDestroy(hipCtx_t ctx) {
  if (ctx != &g_primary) return ret(hipErrorInvalidContext);
  for (size_t i = t_ctx_stack.size(); i-- > 0;)
    if (t_ctx_stack[i] == ctx) {
      t_ctx_stack.erase(t_ctx_stack.begin() + static_cast<long>(i));
      break;
    }
  return hipDeviceSynchronize();
}

hipError_t hipCtxGetCurrent(hipCtx_t* ctx) {
  if (!ctx) return ret(hipErrorInvalidValue);
  // The runtime API works on the primary context without making it current explicitly; a thread that
  // never set one sees it too (one device: there is no other answer a later call would agree with).
  *ctx = t_ctx_stack.empty() ? &g_primary : t_ctx_stack.back();
  return hipSuccess;
}

hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  if (ctx && ctx != &g_primary) return ret(hipErrorInvalidContext);
  if (!ctx) {
    if (!t_ctx_stack.empty()) t_ctx_stack.pop_back();
    return hipSuccess;
  }
  if (t_ctx_stack.empty()) t_ctx_stack.push_back(ctx);
  else t_ctx_stack.back() = ctx;
  return hipSuccess;
}

hipError_t hipCtxPushCurrent(hipCtx_t ctx) {
  if (ctx != &g_primary) return ret(hipErrorInvalidContext);
  t_ctx_stack.push_back(ctx);
  return hipSuccess;
}

hipError_t hipCtxPopCurrent(hipCtx_t* ctx) {
  if (t_ctx_stack.empty()) return ret(hipErrorInvalidContext);
  if (ctx) *ctx = t_ctx_stack.back();
  t_ctx_stack.pop_back();
  return hipSuccess;
}

hipError_t hipCtxGetDevice(hipDevice_t* device) {
  if (!device) return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipCtxSynchronize(void) { return hipDeviceSynchronize(); }

hipError_t hipCtxGetApiVersion(hipCtx_t ctx, unsigned int* apiVersion) {
  if (!apiVersion) return ret(hipErrorInvalidValue);
  if (ctx && ctx != &g_primary) return ret(hipErrorInvalidContext);
  *apiVersion = 3020;  // what CUDA reports for contexts of its current API
  return hipSuccess;
}

hipError_t hipCtxGetFlags(unsigned int* flags) {
  if (!flags) return ret(hipErrorInvalidValue);
  *flags = g_primary_flags;
  return hipSuccess;
}

hipError_t hipCtxGetCacheConfig(hipFuncCache_t* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = g_ctx_cache;
  return hipSuccess;
}

hipError_t hipCtxSetCacheConfig(hipFuncCache_t c) {
  g_ctx_cache = c;  // a preference; the cpu backend has no cache split to change
  return hipSuccess;
}

hipError_t hipCtxGetSharedMemConfig(hipSharedMemConfig* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = g_ctx_shared;
  return hipSuccess;
}

hipError_t hipCtxSetSharedMemConfig(hipSharedMemConfig c) {
  g_ctx_shared = c;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxRetain(hipCtx_t* pctx, hipDevice_t dev) {
  if (!pctx) return ret(hipErrorInvalidValue);
  if (dev != 0) return ret(hipErrorInvalidDevice);
  *pctx = &g_primary;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxRelease(hipDevice_t dev) {
  return dev == 0 ? hipSuccess : ret(hipErrorInvalidDevice);
}

hipError_t hipDevicePrimaryCtxGetState(hipDevice_t dev, unsigned int* flags, int* active) {
  if (!flags || !active) return ret(hipErrorInvalidValue);
  if (dev != 0) return ret(hipErrorInvalidDevice);
  *flags = g_primary_flags;
  *active = 1;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t dev, unsigned int flags) {
  if (dev != 0) return ret(hipErrorInvalidDevice);
  g_primary_flags = flags;
  return hipSuccess;
}

hipError_t hipDevicePrimaryCtxReset(hipDevice_t dev) {
  if (dev != 0) return ret(hipErrorInvalidDevice);
  return hipDeviceSynchronize();
}

}  // extern "C"
