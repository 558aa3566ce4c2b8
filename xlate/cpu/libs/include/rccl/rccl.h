// xlate cpu backend: RCCL (NCCL's C API under NCCL's names, as RCCL 2.27.7 of ROCm 7.2 declares it) for
// communicators of ONE rank, header-only like the other cpu libraries. With one rank every collective
// is what NCCL computes for one rank: the result is the rank's own data, so AllReduce, Reduce,
// ReduceScatter (sum, prod, max, min, avg: avg = sum / 1), Broadcast and AllGather copy sendbuff to
// recvbuff on the stream (nothing when they alias, the in-place form); a PreMulSum operator
// (ncclRedOpCreatePreMulSum) multiplies each element by its scalar, in the element type (half and
// bfloat16: the exact float product rounded once), on the stream. ncclSend/ncclRecv to and from rank 0
// pair up inside one ncclGroupStart/ncclGroupEnd (the k-th send with the k-th receive of the
// communicator) and copy at ncclGroupEnd; calls inside a group are started at ncclGroupEnd, in order.
//
// Not supported, each a clear error (the result code, ncclGetLastError's text, and a line on stderr):
// more than one rank (ncclCommInitRank/Config with nranks > 1, ncclCommInitAll with ndev > 1), a
// ncclUniqueId made by another process (ncclInvalidUsage, "not supported: ... one rank on the cpu
// backend"); PreMulSum on fp8 data (ncclInvalidArgument: RCCL's fp8 format depends on the GPU); a send
// or receive with no partner in its group, or outside a group, where NCCL would wait forever
// (ncclInvalidUsage). NCCL functions not declared here do not exist on the cpu backend (a use does not
// compile); the RCCL_GATHER_SCATTER/RCCL_ALLTOALLV feature macros are not defined.
#pragma once
#ifndef __cplusplus
#error "xlate's cpu RCCL is header-only C++: compile this file as C++"
#endif
#include <hip/hip_runtime_api.h>
// __half and __hip_bfloat16 as types (host C++ built by the project's own compiler includes this header)
#include <xlate_cpu/fp16_types.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <functional>
#include <mutex>
#include <set>
#include <type_traits>
#include <vector>

#define NCCL_MAJOR 2
#define NCCL_MINOR 27
#define NCCL_PATCH 7
#define NCCL_SUFFIX ""
#define NCCL_VERSION_CODE 22707
#define NCCL_VERSION(X, Y, Z) \
  (((X) <= 2 && (Y) <= 8) ? (X) * 1000 + (Y) * 100 + (Z) : (X) * 10000 + (Y) * 100 + (Z))
#define RCCL_BFLOAT16 1

typedef struct ncclComm* ncclComm_t;
#define NCCL_COMM_NULL NULL
#define NCCL_UNIQUE_ID_BYTES 128
typedef struct {
  char internal[NCCL_UNIQUE_ID_BYTES];
} ncclUniqueId;

typedef enum {
  ncclSuccess = 0,
  ncclUnhandledCudaError = 1,
  ncclSystemError = 2,
  ncclInternalError = 3,
  ncclInvalidArgument = 4,
  ncclInvalidUsage = 5,
  ncclRemoteError = 6,
  ncclInProgress = 7,
  ncclNumResults = 8
} ncclResult_t;

#define NCCL_CONFIG_UNDEF_INT INT_MIN
#define NCCL_CONFIG_UNDEF_PTR NULL
#define NCCL_SPLIT_NOCOLOR -1

typedef struct ncclConfig_v22700 {
  size_t size;  // set by NCCL_CONFIG_INITIALIZER, as are magic and version
  unsigned int magic;
  unsigned int version;
  int blocking;  // the attributes a program may set; one rank on the cpu backend uses none of them
  int cgaClusterSize;
  int minCTAs;
  int maxCTAs;
  const char* netName;
  int splitShare;
  int trafficClass;
  const char* commName;
  int collnetEnable;
  int CTAPolicy;
  int shrinkShare;
  int nvlsCTAs;
} ncclConfig_t;

#define NCCL_CONFIG_INITIALIZER                                                                        \
  {                                                                                                    \
    sizeof(ncclConfig_t), 0xcafebeef, NCCL_VERSION(NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH),                \
        NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT,    \
        NCCL_CONFIG_UNDEF_PTR, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_PTR,    \
        NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT, NCCL_CONFIG_UNDEF_INT     \
  }

typedef enum { ncclNumOps_dummy = 5 } ncclRedOp_dummy_t;
typedef enum {
  ncclSum = 0,
  ncclProd = 1,
  ncclMax = 2,
  ncclMin = 3,
  ncclAvg = 4,
  ncclNumOps = 5,  // operators made by ncclRedOpCreatePreMulSum are ncclNumOps and above
  ncclMaxRedOp = 0x7fffffff >> (32 - 8 * sizeof(ncclRedOp_dummy_t))
} ncclRedOp_t;

typedef enum {
  ncclInt8 = 0, ncclChar = 0,
  ncclUint8 = 1,
  ncclInt32 = 2, ncclInt = 2,
  ncclUint32 = 3,
  ncclInt64 = 4,
  ncclUint64 = 5,
  ncclFloat16 = 6, ncclHalf = 6,
  ncclFloat32 = 7, ncclFloat = 7,
  ncclFloat64 = 8, ncclDouble = 8,
  ncclBfloat16 = 9,
  ncclFloat8e4m3 = 10,
  ncclFloat8e5m2 = 11,
  ncclNumTypes = 12
} ncclDataType_t;

typedef enum { ncclScalarDevice = 0, ncclScalarHostImmediate = 1 } ncclScalarResidence_t;

namespace xlate_cpu_nccl {
struct PreMul {
  bool live;
  ncclDataType_t type;
  const void* device_scalar;  // ncclScalarDevice: read when the operation runs
  unsigned char value[8];     // ncclScalarHostImmediate: read at creation
};
}  // namespace xlate_cpu_nccl

struct ncclComm {
  int device;
  bool finalized;
  std::vector<xlate_cpu_nccl::PreMul> ops;  // op ncclNumOps + i
};

namespace xlate_cpu_nccl {
constexpr char ID_TAG[16] = "xlate-cpu-rccl";
struct IdBody {  // what ncclGetUniqueId writes at the start of ncclUniqueId::internal
  char tag[16];
  long long pid;
  unsigned long long serial;
};
static_assert(sizeof(IdBody) <= NCCL_UNIQUE_ID_BYTES, "ncclUniqueId holds the id");

inline std::mutex& state_mutex() {
  static std::mutex m;
  return m;
}
inline std::set<const ncclComm*>& live_comms() {  // guarded by state_mutex()
  static std::set<const ncclComm*> s;
  return s;
}
inline char* last_error() {  // guarded by state_mutex()
  static char text[1024] = "";
  return text;
}

// Records `fmt` as the last error (ncclGetLastError), prints it on stderr, returns `r`.
inline ncclResult_t fail(ncclResult_t r, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
inline ncclResult_t fail(ncclResult_t r, const char* fmt, ...) {
  std::lock_guard<std::mutex> lock(state_mutex());
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(last_error(), 1024, fmt, ap);
  va_end(ap);
  std::fprintf(stderr, "xlate-cpu: RCCL: %s\n", last_error());
  return r;
}

inline ncclResult_t one_rank_only(const char* call, int n, const char* what) {
  return fail(ncclInvalidUsage,
              "not supported: %s with %d %s; xlate's RCCL has communicators of one rank on the cpu backend",
              call, n, what);
}

inline size_t type_size(ncclDataType_t t) {
  switch (t) {
    case ncclInt8: case ncclUint8: case ncclFloat8e4m3: case ncclFloat8e5m2: return 1;
    case ncclFloat16: case ncclBfloat16: return 2;
    case ncclInt32: case ncclUint32: case ncclFloat32: return 4;
    case ncclInt64: case ncclUint64: case ncclFloat64: return 8;
    default: return 0;
  }
}

inline bool is_live(const ncclComm* comm) {
  std::lock_guard<std::mutex> lock(state_mutex());
  return live_comms().count(comm) != 0;
}

inline ncclResult_t valid_comm(const char* call, const ncclComm* comm, bool usable = true) {
  if (comm == nullptr) return fail(ncclInvalidArgument, "%s: comm is NULL", call);
  if (!is_live(comm)) return fail(ncclInvalidArgument, "%s: comm is not a communicator (destroyed?)", call);
  if (usable && comm->finalized) return fail(ncclInvalidUsage, "%s: the communicator is finalized", call);
  return ncclSuccess;
}

inline ncclResult_t valid_type(const char* call, ncclDataType_t t) {
  if (type_size(t) == 0) return fail(ncclInvalidArgument, "%s: invalid datatype %d", call, static_cast<int>(t));
  return ncclSuccess;
}

inline ncclResult_t valid_rank(const char* call, const char* what, int r) {
  if (r != 0) return fail(ncclInvalidArgument, "%s: %s %d is not a rank of the communicator (one rank: 0)", call, what, r);
  return ncclSuccess;
}

inline ncclResult_t cuda_error(const char* call, hipError_t e) {
  return fail(ncclUnhandledCudaError, "%s: %s", call, hipGetErrorString(e));
}

// ---------------------------------------------------------------- what the stream runs
template <class T>
inline void scale(const void* src, void* dst, size_t n, const void* scalar) {
  T s;
  std::memcpy(&s, scalar, sizeof s);
  const T* in = static_cast<const T*>(src);
  T* out = static_cast<T*>(dst);
  for (size_t i = 0; i < n; ++i) {
    if constexpr (std::is_integral<T>::value) {  // wraps around, as the GPU's integer product does
      using U = typename std::make_unsigned<T>::type;
      out[i] = static_cast<T>(static_cast<U>(static_cast<U>(in[i]) * static_cast<U>(s)));
    } else if constexpr (std::is_floating_point<T>::value) {
      out[i] = in[i] * s;
    } else {  // __half, __hip_bfloat16: the float product of two 16-bit values is exact; one rounding
      out[i] = T(static_cast<float>(in[i]) * static_cast<float>(s));
    }
  }
}

struct ScaleTask {
  const void* src;
  void* dst;
  size_t n;
  ncclDataType_t type;
  const void* device_scalar;
  unsigned char value[8];
};

inline void run_scale(void* p) {
  ScaleTask* t = static_cast<ScaleTask*>(p);
  const void* s = t->device_scalar ? t->device_scalar : t->value;
  switch (t->type) {
    case ncclInt8: scale<int8_t>(t->src, t->dst, t->n, s); break;
    case ncclUint8: scale<uint8_t>(t->src, t->dst, t->n, s); break;
    case ncclInt32: scale<int32_t>(t->src, t->dst, t->n, s); break;
    case ncclUint32: scale<uint32_t>(t->src, t->dst, t->n, s); break;
    case ncclInt64: scale<int64_t>(t->src, t->dst, t->n, s); break;
    case ncclUint64: scale<uint64_t>(t->src, t->dst, t->n, s); break;
    case ncclFloat16: scale<__half>(t->src, t->dst, t->n, s); break;
    case ncclFloat32: scale<float>(t->src, t->dst, t->n, s); break;
    case ncclFloat64: scale<double>(t->src, t->dst, t->n, s); break;
    case ncclBfloat16: scale<__hip_bfloat16>(t->src, t->dst, t->n, s); break;
    default: break;  // fp8: refused by ncclRedOpCreatePreMulSum
  }
  delete t;
}

// recvbuff = op(sendbuff) for one rank, on `stream`
inline ncclResult_t one_rank_reduce(const char* call, const void* send, void* recv, size_t count,
                                    ncclDataType_t type, const PreMul* premul, hipStream_t stream) {
  if (count == 0) return ncclSuccess;
  if (premul != nullptr) {
    ScaleTask* t = new ScaleTask{send, recv, count, type, premul->device_scalar, {}};
    std::memcpy(t->value, premul->value, sizeof t->value);
    hipError_t e = hipLaunchHostFunc(stream, run_scale, t);
    if (e != hipSuccess) {
      delete t;
      return cuda_error(call, e);
    }
    return ncclSuccess;
  }
  if (send == recv) return ncclSuccess;  // in place: the data is the result
  hipError_t e = hipMemcpyAsync(recv, send, count * type_size(type), hipMemcpyDefault, stream);
  return e == hipSuccess ? ncclSuccess : cuda_error(call, e);
}

// ---------------------------------------------------------------- groups (per thread, as NCCL's)
struct P2P {
  bool send;
  ncclComm* comm;
  void* buf;
  size_t bytes;
  hipStream_t stream;
  size_t order;  // position in the group's call sequence
};
struct Group {
  int depth = 0;
  std::vector<std::function<ncclResult_t()>> calls;  // collectives, started at the group's end
  std::vector<P2P> p2p;
};
inline Group& group() {
  static thread_local Group g;
  return g;
}

// Runs `call` now, or at the end of the thread's group.
inline ncclResult_t start(std::function<ncclResult_t()> call) {
  Group& g = group();
  if (g.depth == 0) return call();
  g.calls.push_back(std::move(call));
  return ncclSuccess;
}

inline ncclResult_t copy_p2p(const P2P& s, const P2P& r) {
  if (s.bytes == 0) return ncclSuccess;
  hipError_t e = hipSuccess;
  if (s.stream == r.stream) {
    e = hipMemcpyAsync(r.buf, s.buf, s.bytes, hipMemcpyDefault, r.stream);
  } else {  // the data is ready when the send's stream gets there; the send's buffer is free after
    e = hipStreamSynchronize(s.stream);
    if (e == hipSuccess) e = hipMemcpyAsync(r.buf, s.buf, s.bytes, hipMemcpyDefault, r.stream);
    if (e == hipSuccess) e = hipStreamSynchronize(r.stream);
  }
  return e == hipSuccess ? ncclSuccess : cuda_error("ncclGroupEnd (ncclSend/ncclRecv)", e);
}

inline ncclResult_t end_group(Group& g) {
  std::vector<std::function<ncclResult_t()>> calls;
  calls.swap(g.calls);
  std::vector<P2P> p2p;
  p2p.swap(g.p2p);
  // pair the k-th send with the k-th receive of each communicator
  std::vector<std::pair<size_t, size_t>> pairs;  // (send, recv) indices into p2p
  std::vector<bool> used(p2p.size(), false);
  for (size_t i = 0; i < p2p.size(); ++i) {
    if (!p2p[i].send || used[i]) continue;
    size_t j = 0;
    while (j < p2p.size() && (used[j] || p2p[j].send || p2p[j].comm != p2p[i].comm)) ++j;
    if (j == p2p.size()) continue;  // reported below
    used[i] = used[j] = true;
    if (p2p[i].bytes != p2p[j].bytes)
      return fail(ncclInvalidUsage, "ncclGroupEnd: ncclSend of %zu bytes paired with ncclRecv of %zu bytes "
                                    "(one rank sends to itself: counts and types must match)",
                  p2p[i].bytes, p2p[j].bytes);
    pairs.emplace_back(i, j);
  }
  for (size_t i = 0; i < p2p.size(); ++i)
    if (!used[i])
      return fail(ncclInvalidUsage, "ncclGroupEnd: an %s to rank 0 has no matching %s in the group; "
                                    "NCCL would wait for it forever", p2p[i].send ? "ncclSend" : "ncclRecv",
                  p2p[i].send ? "ncclRecv" : "ncclSend");
  // start everything in call order; a pair when its second half was called
  std::vector<std::pair<size_t, size_t>> at;  // (call order, pair index)
  for (size_t k = 0; k < pairs.size(); ++k)
    at.emplace_back(std::max(p2p[pairs[k].first].order, p2p[pairs[k].second].order), k);
  std::sort(at.begin(), at.end());
  size_t next = 0;
  for (size_t c = 0; c <= calls.size(); ++c) {
    for (; next < at.size() && at[next].first == c; ++next) {
      const auto& pr = pairs[at[next].second];
      if (ncclResult_t r = copy_p2p(p2p[pr.first], p2p[pr.second])) return r;
    }
    if (c < calls.size())
      if (ncclResult_t r = calls[c]()) return r;
  }
  return ncclSuccess;
}

inline ncclResult_t p2p(bool send, const char* call, void* buf, size_t count, ncclDataType_t type, int peer,
                        ncclComm_t comm, hipStream_t stream) {
  if (ncclResult_t r = valid_comm(call, comm)) return r;
  if (ncclResult_t r = valid_type(call, type)) return r;
  if (ncclResult_t r = valid_rank(call, "peer", peer)) return r;
  if (count > 0 && buf == nullptr) return fail(ncclInvalidArgument, "%s: the buffer is NULL", call);
  Group& g = group();
  if (g.depth == 0)
    return fail(ncclInvalidUsage, "%s to rank 0 (itself) outside ncclGroupStart/ncclGroupEnd never completes: "
                                  "its matching %s must be in the same group", call, send ? "ncclRecv" : "ncclSend");
  // `order`: the number of collectives queued before it, so that it runs among them in call order
  g.p2p.push_back(P2P{send, comm, buf, count * type_size(type), stream, g.calls.size()});
  return ncclSuccess;
}

inline ncclResult_t init(const char* call, ncclComm_t* comm, int nranks, const ncclUniqueId* id, int rank,
                         const ncclConfig_t* config, int device) {
  if (comm == nullptr) return fail(ncclInvalidArgument, "%s: comm is NULL", call);
  if (nranks < 1) return fail(ncclInvalidArgument, "%s: nranks %d", call, nranks);
  if (nranks > 1) return one_rank_only(call, nranks, "ranks");
  if (rank != 0) return fail(ncclInvalidArgument, "%s: rank %d of a communicator of one rank", call, rank);
  if (id != nullptr) {
    IdBody body;
    std::memcpy(&body, id->internal, sizeof body);
    if (std::memcmp(body.tag, ID_TAG, sizeof ID_TAG) != 0)
      return fail(ncclInvalidArgument, "%s: the ncclUniqueId was not made by ncclGetUniqueId", call);
    if (body.pid != static_cast<long long>(getpid()))
      return fail(ncclInvalidUsage, "not supported: %s with a ncclUniqueId of another process (%lld); xlate's "
                                    "RCCL has communicators of one rank on the cpu backend, in one process",
                  call, body.pid);
  }
  if (config != nullptr && config->magic != 0xcafebeef)
    return fail(ncclInvalidArgument, "%s: the config was not initialized with NCCL_CONFIG_INITIALIZER", call);
  if (device < 0) {
    hipError_t e = hipGetDevice(&device);
    if (e != hipSuccess) return cuda_error(call, e);
  }
  ncclComm* c = new ncclComm{device, false, {}};
  {
    std::lock_guard<std::mutex> lock(state_mutex());
    live_comms().insert(c);
  }
  *comm = c;
  return ncclSuccess;
}

inline ncclResult_t destroy(ncclComm_t comm) {
  if (comm == nullptr) return ncclSuccess;
  {
    std::lock_guard<std::mutex> lock(state_mutex());
    live_comms().erase(comm);
  }
  delete comm;
  return ncclSuccess;
}

// The reduction of `op` for `comm` and `type`: nullptr for the built-in operators (a copy with one rank).
inline ncclResult_t find_op(const char* call, ncclComm_t comm, ncclRedOp_t op, ncclDataType_t type,
                            const PreMul** premul) {
  *premul = nullptr;
  if (op >= ncclSum && op < ncclNumOps) return ncclSuccess;
  size_t i = static_cast<size_t>(op) - ncclNumOps;
  if (op < ncclSum || i >= comm->ops.size() || !comm->ops[i].live)
    return fail(ncclInvalidArgument, "%s: invalid reduction operator %d", call, static_cast<int>(op));
  if (comm->ops[i].type != type)
    return fail(ncclInvalidArgument, "%s: the PreMulSum operator %d was made for datatype %d, not %d", call,
                static_cast<int>(op), static_cast<int>(comm->ops[i].type), static_cast<int>(type));
  *premul = &comm->ops[i];
  return ncclSuccess;
}

// A reduction (or, with op -1, a copy) of `count` elements, checked now and started now or at the
// end of the group.
inline ncclResult_t collective(const char* call, const void* send, void* recv, size_t count, ncclDataType_t type,
                               int op, ncclComm_t comm, hipStream_t stream) {
  if (ncclResult_t r = valid_comm(call, comm)) return r;
  if (ncclResult_t r = valid_type(call, type)) return r;
  const PreMul* premul = nullptr;
  if (op >= 0)
    if (ncclResult_t r = find_op(call, comm, static_cast<ncclRedOp_t>(op), type, &premul)) return r;
  if (count > 0 && (send == nullptr || recv == nullptr))
    return fail(ncclInvalidArgument, "%s: sendbuff or recvbuff is NULL", call);
  PreMul scalar{};
  if (premul != nullptr) scalar = *premul;  // the operator may be destroyed once the call returns
  const bool scaled = premul != nullptr;
  return start([=] { return one_rank_reduce(call, send, recv, count, type, scaled ? &scalar : nullptr, stream); });
}
}  // namespace xlate_cpu_nccl

extern "C" {

inline ncclResult_t ncclGetVersion(int* version) {
  if (version == nullptr) return xlate_cpu_nccl::fail(ncclInvalidArgument, "ncclGetVersion: version is NULL");
  *version = NCCL_VERSION_CODE;
  return ncclSuccess;
}

inline const char* ncclGetErrorString(ncclResult_t result) {
  switch (result) {
    case ncclSuccess: return "no error";
    case ncclUnhandledCudaError: return "unhandled HIP runtime error";
    case ncclSystemError: return "unhandled system error";
    case ncclInternalError: return "internal error";
    case ncclInvalidArgument: return "invalid argument";
    case ncclInvalidUsage: return "invalid usage";
    case ncclRemoteError: return "remote process exited or there was a network error";
    case ncclInProgress: return "operation in progress";
    default: return "unknown result code";
  }
}

// The message of the last error (any communicator; `comm` is unused, as in NCCL); "" if none.
inline const char* ncclGetLastError(ncclComm_t comm) {
  (void)comm;
  return xlate_cpu_nccl::last_error();
}

inline ncclResult_t ncclGetUniqueId(ncclUniqueId* uniqueId) {
  using namespace xlate_cpu_nccl;
  if (uniqueId == nullptr) return fail(ncclInvalidArgument, "ncclGetUniqueId: uniqueId is NULL");
  static std::atomic<unsigned long long> serial{0};
  IdBody body{};
  std::memcpy(body.tag, ID_TAG, sizeof ID_TAG);
  body.pid = static_cast<long long>(getpid());
  body.serial = ++serial;
  std::memset(uniqueId->internal, 0, sizeof uniqueId->internal);
  std::memcpy(uniqueId->internal, &body, sizeof body);
  return ncclSuccess;
}

inline ncclResult_t ncclCommInitRank(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank) {
  return xlate_cpu_nccl::init("ncclCommInitRank", comm, nranks, &commId, rank, nullptr, -1);
}

// The config's attributes tune a multi-rank communicator; one rank ignores them. Initialization is
// immediate, so non-blocking mode (blocking = 0) returns ncclSuccess, never ncclInProgress.
inline ncclResult_t ncclCommInitRankConfig(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank,
                                           ncclConfig_t* config) {
  return xlate_cpu_nccl::init("ncclCommInitRankConfig", comm, nranks, &commId, rank, config, -1);
}

inline ncclResult_t ncclCommInitAll(ncclComm_t* comm, int ndev, const int* devlist) {
  using namespace xlate_cpu_nccl;
  if (comm == nullptr) return fail(ncclInvalidArgument, "ncclCommInitAll: comm is NULL");
  if (ndev < 1) return fail(ncclInvalidArgument, "ncclCommInitAll: ndev %d", ndev);
  if (ndev > 1) return one_rank_only("ncclCommInitAll", ndev, "devices");
  const int device = devlist != nullptr ? devlist[0] : 0;
  int count = 0;
  hipError_t e = hipGetDeviceCount(&count);
  if (e != hipSuccess) return cuda_error("ncclCommInitAll", e);
  if (device < 0 || device >= count)
    return fail(ncclInvalidArgument, "ncclCommInitAll: device %d (there are %d)", device, count);
  return init("ncclCommInitAll", comm, 1, nullptr, 0, nullptr, device);
}

// One rank: color NCCL_SPLIT_NOCOLOR gives NULL, any other color a new communicator of that rank.
inline ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t* newcomm, ncclConfig_t* config) {
  using namespace xlate_cpu_nccl;
  (void)key;
  if (ncclResult_t r = valid_comm("ncclCommSplit", comm)) return r;
  if (newcomm == nullptr) return fail(ncclInvalidArgument, "ncclCommSplit: newcomm is NULL");
  if (color == NCCL_SPLIT_NOCOLOR) {
    *newcomm = nullptr;
    return ncclSuccess;
  }
  if (color < 0) return fail(ncclInvalidArgument, "ncclCommSplit: color %d", color);
  return init("ncclCommSplit", newcomm, 1, nullptr, 0, config, comm->device);
}

inline ncclResult_t ncclCommFinalize(ncclComm_t comm) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommFinalize", comm)) return r;
  comm->finalized = true;
  return ncclSuccess;
}

inline ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  if (comm != nullptr)
    if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommDestroy", comm, false)) return r;
  return xlate_cpu_nccl::destroy(comm);
}

inline ncclResult_t ncclCommAbort(ncclComm_t comm) {
  if (comm != nullptr)
    if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommAbort", comm, false)) return r;
  return xlate_cpu_nccl::destroy(comm);
}

inline ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* asyncError) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommGetAsyncError", comm, false)) return r;
  if (asyncError == nullptr)
    return xlate_cpu_nccl::fail(ncclInvalidArgument, "ncclCommGetAsyncError: asyncError is NULL");
  *asyncError = ncclSuccess;  // nothing runs in the background
  return ncclSuccess;
}

inline ncclResult_t ncclCommCount(const ncclComm_t comm, int* count) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommCount", comm, false)) return r;
  if (count == nullptr) return xlate_cpu_nccl::fail(ncclInvalidArgument, "ncclCommCount: count is NULL");
  *count = 1;
  return ncclSuccess;
}

inline ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int* device) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommCuDevice", comm, false)) return r;
  if (device == nullptr) return xlate_cpu_nccl::fail(ncclInvalidArgument, "ncclCommCuDevice: device is NULL");
  *device = comm->device;
  return ncclSuccess;
}

inline ncclResult_t ncclCommUserRank(const ncclComm_t comm, int* rank) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_comm("ncclCommUserRank", comm, false)) return r;
  if (rank == nullptr) return xlate_cpu_nccl::fail(ncclInvalidArgument, "ncclCommUserRank: rank is NULL");
  *rank = 0;
  return ncclSuccess;
}

inline ncclResult_t ncclRedOpCreatePreMulSum(ncclRedOp_t* op, void* scalar, ncclDataType_t datatype,
                                             ncclScalarResidence_t residence, ncclComm_t comm) {
  using namespace xlate_cpu_nccl;
  const char* call = "ncclRedOpCreatePreMulSum";
  if (ncclResult_t r = valid_comm(call, comm)) return r;
  if (ncclResult_t r = valid_type(call, datatype)) return r;
  if (op == nullptr || scalar == nullptr) return fail(ncclInvalidArgument, "%s: op or scalar is NULL", call);
  if (datatype == ncclFloat8e4m3 || datatype == ncclFloat8e5m2)
    return fail(ncclInvalidArgument, "not supported: %s for fp8 data on the cpu backend (RCCL's fp8 encoding "
                                     "depends on the GPU)", call);
  if (residence != ncclScalarDevice && residence != ncclScalarHostImmediate)
    return fail(ncclInvalidArgument, "%s: invalid residence %d", call, static_cast<int>(residence));
  PreMul p{true, datatype, nullptr, {}};
  if (residence == ncclScalarDevice)
    p.device_scalar = scalar;
  else
    std::memcpy(p.value, scalar, type_size(datatype));
  size_t i = 0;
  while (i < comm->ops.size() && comm->ops[i].live) ++i;
  if (i == comm->ops.size())
    comm->ops.push_back(p);
  else
    comm->ops[i] = p;
  *op = static_cast<ncclRedOp_t>(ncclNumOps + static_cast<int>(i));
  return ncclSuccess;
}

inline ncclResult_t ncclRedOpDestroy(ncclRedOp_t op, ncclComm_t comm) {
  using namespace xlate_cpu_nccl;
  if (ncclResult_t r = valid_comm("ncclRedOpDestroy", comm, false)) return r;
  const size_t i = static_cast<size_t>(op) - ncclNumOps;
  if (op < ncclNumOps || i >= comm->ops.size() || !comm->ops[i].live)
    return fail(ncclInvalidArgument, "ncclRedOpDestroy: %d is not an operator made by ncclRedOpCreatePreMulSum "
                                     "for this communicator", static_cast<int>(op));
  comm->ops[i].live = false;
  return ncclSuccess;
}

inline ncclResult_t ncclAllReduce(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                                  ncclRedOp_t op, ncclComm_t comm, hipStream_t stream) {
  return xlate_cpu_nccl::collective("ncclAllReduce", sendbuff, recvbuff, count, datatype, op, comm, stream);
}

inline ncclResult_t ncclReduce(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                               ncclRedOp_t op, int root, ncclComm_t comm, hipStream_t stream) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_rank("ncclReduce", "root", root)) return r;
  return xlate_cpu_nccl::collective("ncclReduce", sendbuff, recvbuff, count, datatype, op, comm, stream);
}

inline ncclResult_t ncclReduceScatter(const void* sendbuff, void* recvbuff, size_t recvcount,
                                      ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm, hipStream_t stream) {
  return xlate_cpu_nccl::collective("ncclReduceScatter", sendbuff, recvbuff, recvcount, datatype, op, comm, stream);
}

inline ncclResult_t ncclBroadcast(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                                  int root, ncclComm_t comm, hipStream_t stream) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_rank("ncclBroadcast", "root", root)) return r;
  return xlate_cpu_nccl::collective("ncclBroadcast", sendbuff, recvbuff, count, datatype, -1, comm, stream);
}

inline ncclResult_t ncclBcast(void* buff, size_t count, ncclDataType_t datatype, int root, ncclComm_t comm,
                              hipStream_t stream) {
  if (ncclResult_t r = xlate_cpu_nccl::valid_rank("ncclBcast", "root", root)) return r;
  return xlate_cpu_nccl::collective("ncclBcast", buff, buff, count, datatype, -1, comm, stream);
}

inline ncclResult_t ncclAllGather(const void* sendbuff, void* recvbuff, size_t sendcount, ncclDataType_t datatype,
                                  ncclComm_t comm, hipStream_t stream) {
  return xlate_cpu_nccl::collective("ncclAllGather", sendbuff, recvbuff, sendcount, datatype, -1, comm, stream);
}

inline ncclResult_t ncclSend(const void* sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm,
                             hipStream_t stream) {
  return xlate_cpu_nccl::p2p(true, "ncclSend", const_cast<void*>(sendbuff), count, datatype, peer, comm, stream);
}

inline ncclResult_t ncclRecv(void* recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm,
                             hipStream_t stream) {
  return xlate_cpu_nccl::p2p(false, "ncclRecv", recvbuff, count, datatype, peer, comm, stream);
}

inline ncclResult_t ncclGroupStart() {
  ++xlate_cpu_nccl::group().depth;
  return ncclSuccess;
}

inline ncclResult_t ncclGroupEnd() {
  xlate_cpu_nccl::Group& g = xlate_cpu_nccl::group();
  if (g.depth == 0) return xlate_cpu_nccl::fail(ncclInvalidUsage, "ncclGroupEnd without ncclGroupStart");
  if (--g.depth > 0) return ncclSuccess;
  return xlate_cpu_nccl::end_group(g);
}

}  // extern "C"
