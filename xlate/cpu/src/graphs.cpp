// xlate CPU backend: graphs and stream capture.
//
// A graph is a list of nodes, each with the work it does (streams.h, NodeWork: a kernel launch with
// its own copy of the arguments, a copy, a fill, a host function, an event record or wait) and the
// nodes it depends on. A stream being captured (hipStreamBeginCapture) records each operation as a
// node that depends on the stream's previous node; streams that wait for an event recorded in the
// capture join it, and the origin stream must wait for their last nodes before hipStreamEndCapture
// (CUDA's fork and join). Instantiating a graph orders its nodes so that every node comes after its
// dependencies (creation order among the ready ones); hipGraphLaunch queues them in that order on
// one stream, which runs them one after another: the dependencies hold, nodes never run concurrently.
// hipGraphExecUpdate takes the parameters of a graph with the same topology (the same node types,
// in the same order, with the same dependencies), as CUDA allows.
//
// Not done here (each a compile-time error in hip_runtime_api.h or a runtime error with a message):
// child graphs, memory allocation nodes, 3D and symbol copy nodes, parameter queries of copy and
// fill nodes, node removal and cloning. Capture modes are accepted and reported; the calls CUDA
// forbids during a global or thread-local capture (hipMalloc, ...) are not refused, as they cannot
// disturb the capture here (the captured work is not queued).

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include "streams.h"

using namespace xlate_rt;

struct __xlate_graph_node {
  __xlate_graph* graph = nullptr;
  NodeWork w;
  std::vector<__xlate_graph_node*> deps;
  std::vector<void*> params;  // the kernelParams hipGraphKernelNodeGetParams returns
};

struct __xlate_graph {
  std::vector<std::unique_ptr<__xlate_graph_node>> nodes;  // creation order
};

struct __xlate_graph_exec {
  struct Node {
    const __xlate_graph_node* origin;  // the graph's node it was made from (hipGraphExec*SetParams)
    NodeWork w;
    std::vector<size_t> deps;  // positions in `nodes`
  };
  std::vector<Node> nodes;  // launch order: every node after its dependencies
};

namespace {

struct Member {  // a stream taking part in a capture sequence
  std::vector<__xlate_graph_node*> tips;  // what its next operation depends on
  bool blocking = true;                   // not hipStreamNonBlocking
};

struct CaptureSeq {
  unsigned long long id = 0;
  hipStreamCaptureMode mode = hipStreamCaptureModeGlobal;
  __xlate_stream* origin = nullptr;
  __xlate_graph* graph = nullptr;
  bool invalidated = false;
  std::map<__xlate_stream*, Member> members;
};
using Seq = std::shared_ptr<CaptureSeq>;

struct EventMark {  // an event last recorded in a capture: the nodes it stands for
  Seq seq;
  std::vector<__xlate_graph_node*> tips;
};

std::mutex g_m;  // guards everything below and every graph, node and executable graph
std::map<__xlate_stream*, Seq> g_capturing;  // every stream taking part in a capture
std::atomic<int> g_ncapturing{0};             // g_capturing.size(), read without the lock
std::map<hipEvent_t, EventMark> g_marks;
std::set<__xlate_graph*> g_graphs;
std::set<__xlate_graph_exec*> g_execs;
unsigned long long g_next_id = 1;
thread_local hipStreamCaptureMode t_mode = hipStreamCaptureModeGlobal;

void set_count() { g_ncapturing.store(static_cast<int>(g_capturing.size()), std::memory_order_relaxed); }

Seq seq_of(__xlate_stream* s) {
  auto it = g_capturing.find(s);
  return it == g_capturing.end() ? nullptr : it->second;
}

void invalidate(const Seq& seq, const char* why) {
  if (seq->invalidated) return;
  seq->invalidated = true;
  fprintf(stderr, "xlate-cpu: stream capture %llu invalidated: %s\n", seq->id, why);
}

__xlate_graph_node* add_node(__xlate_graph* g, NodeWork w, std::vector<__xlate_graph_node*> deps) {
  auto n = std::make_unique<__xlate_graph_node>();
  n->graph = g;
  n->w = std::move(w);
  n->deps = std::move(deps);
  g->nodes.push_back(std::move(n));
  return g->nodes.back().get();
}

// Records `w` on member `s` of `seq` (the lock held).
hipError_t record_locked(const Seq& seq, __xlate_stream* s, NodeWork w) {
  if (seq->invalidated) return hipErrorStreamCaptureInvalidated;
  Member& m = seq->members[s];
  __xlate_graph_node* n = add_node(seq->graph, std::move(w), m.tips);
  m.tips = {n};
  return hipSuccess;
}

// Ends a capture sequence: its streams stop capturing, its events forget it (the lock held).
void end_locked(const Seq& seq) {
  for (auto& [s, m] : seq->members) g_capturing.erase(s);
  for (auto it = g_marks.begin(); it != g_marks.end();)
    it = it->second.seq == seq ? g_marks.erase(it) : std::next(it);
  set_count();
}

void destroy_graph_locked(__xlate_graph* g) {
  g_graphs.erase(g);
  delete g;
}

// The nodes of `g` with every node after its dependencies (creation order among the ready ones);
// false when the dependencies form a cycle.
bool launch_order(const __xlate_graph* g, std::vector<const __xlate_graph_node*>* out) {
  std::map<const __xlate_graph_node*, size_t> pending;
  std::map<const __xlate_graph_node*, std::vector<const __xlate_graph_node*>> users;
  for (const auto& n : g->nodes) {
    pending[n.get()] = n->deps.size();
    for (const __xlate_graph_node* d : n->deps) users[d].push_back(n.get());
  }
  std::set<size_t> ready;  // positions in creation order
  std::map<const __xlate_graph_node*, size_t> pos;
  for (size_t i = 0; i < g->nodes.size(); ++i) {
    pos[g->nodes[i].get()] = i;
    if (g->nodes[i]->deps.empty()) ready.insert(i);
  }
  out->clear();
  while (!ready.empty()) {
    const __xlate_graph_node* n = g->nodes[*ready.begin()].get();
    ready.erase(ready.begin());
    out->push_back(n);
    for (const __xlate_graph_node* u : users[n])
      if (--pending[u] == 0) ready.insert(pos[u]);
  }
  return out->size() == g->nodes.size();
}

std::vector<size_t> dep_positions(const __xlate_graph_node* n,
                                  const std::map<const __xlate_graph_node*, size_t>& at) {
  std::vector<size_t> v;
  for (const __xlate_graph_node* d : n->deps) v.push_back(at.at(d));
  std::sort(v.begin(), v.end());
  return v;
}

// A kernel launch from hipKernelNodeParams, for a node whose launch is `cur` (null: a new node).
hipError_t launch_from_params(const Launch* cur, const hipKernelNodeParams* p, const char* what, Launch* out) {
  if (p->extra) {
    fprintf(stderr, "xlate-cpu: %s: kernel arguments through `extra` are not supported; pass kernelParams\n", what);
    return hipErrorNotSupported;
  }
  const bool same = cur && p->func == cur->d.kernel;
  if (same && !cur->d.repack) {
    fprintf(stderr,
            "xlate-cpu: %s: not supported: kernel node of %s was recorded from a hipLaunchKernelGGL "
            "launch (kernel<<<...>>>), whose parameter types the runtime does not know; give a "
            "registered kernel in func, or capture a hipLaunchKernel launch\n",
            what, cur->d.name ? cur->d.name : "a kernel");
    return hipErrorNotSupported;
  }
  if (same) {
    if (cur->d.nparams > 0 && !p->kernelParams) return hipErrorInvalidValue;
    out->d = cur->d;
    void* a = cur->d.repack(cur->d.kernel, p->kernelParams);
    out->d.args = a;
    out->args = std::shared_ptr<void>(a, cur->d.release);
  } else if (hipError_t e = registered_launch(p->func, p->gridDim, p->blockDim, p->kernelParams,
                                              p->sharedMemBytes, 0, what, out)) {
    return e;
  }
  out->d.grid = {p->gridDim.x, p->gridDim.y, p->gridDim.z};
  out->d.block = {p->blockDim.x, p->blockDim.y, p->blockDim.z};
  out->d.shared_bytes = p->sharedMemBytes;
  out->d.stream = nullptr;
  return check_launch(out->d);
}

// Queues (or, on a capturing stream, records) the work of one node of a launched graph.
hipError_t submit_work(__xlate_stream* s, const NodeWork& w) {
  hipError_t err = hipSuccess;
  if (!is_legacy(s) && any_capture() && capture_record(s, w, &err)) return err;
  switch (w.type) {
    case hipGraphNodeTypeKernel:
      enqueue_launch(s, w.launch);
      break;
    case hipGraphNodeTypeEventRecord:
      record_event(w.event, s);
      break;
    case hipGraphNodeTypeWaitEvent:
      wait_event(s, w.event);
      break;
    case hipGraphNodeTypeEmpty:
      break;
    default:
      enqueue(s, w.fn, {}, w.type);
  }
  return hipSuccess;
}

hipError_t new_node(hipGraphNode_t* out, hipGraph_t g, const hipGraphNode_t* deps, size_t ndeps, NodeWork w) {
  if (!out || (ndeps && !deps)) return hipErrorInvalidValue;
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_graphs.count(g)) return hipErrorInvalidValue;
  std::vector<__xlate_graph_node*> d(deps, deps + ndeps);
  for (__xlate_graph_node* n : d)
    if (!n || n->graph != g) return hipErrorInvalidValue;
  *out = add_node(g, std::move(w), std::move(d));
  return hipSuccess;
}

hipError_t list_nodes(hipGraph_t g, hipGraphNode_t* nodes, size_t* num, bool roots_only) {
  if (!num) return hipErrorInvalidValue;
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_graphs.count(g)) return hipErrorInvalidValue;
  std::vector<hipGraphNode_t> v;
  for (auto& n : g->nodes)
    if (!roots_only || n->deps.empty()) v.push_back(n.get());
  if (nodes) {
    for (size_t i = 0; i < *num; ++i) nodes[i] = i < v.size() ? v[i] : nullptr;
    *num = std::min(*num, v.size());
  } else {
    *num = v.size();
  }
  return hipSuccess;
}

}  // namespace

namespace xlate_rt XLATE_HIDDEN {

bool any_capture() { return g_ncapturing.load(std::memory_order_relaxed) > 0; }

bool capture_record(__xlate_stream* s, NodeWork w, hipError_t* err) {
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  if (!seq) return false;
  *err = record_locked(seq, s, std::move(w));
  return true;
}

hipError_t capture_forbids_sync(__xlate_stream* s, const char* what) {
  if (!any_capture()) return hipSuccess;
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  if (!seq) return hipSuccess;
  char why[160];
  snprintf(why, sizeof why, "%s on a capturing stream (not permitted during capture)", what);
  invalidate(seq, why);
  return hipErrorStreamCaptureUnsupported;
}

bool capture_legacy_use(const char* what) {
  if (!any_capture()) return false;
  std::lock_guard<std::mutex> lk(g_m);
  bool any = false;
  for (auto& [s, seq] : g_capturing)
    if (seq->members[s].blocking) {
      char why[200];
      snprintf(why, sizeof why, "%s would depend on a blocking capturing stream (implicit synchronisation)", what);
      invalidate(seq, why);
      any = true;
    }
  return any;
}

void capture_refuse(__xlate_stream* s, const char* what) {
  std::lock_guard<std::mutex> lk(g_m);
  if (Seq seq = seq_of(s)) invalidate(seq, what);
}

bool capture_event_record(hipEvent_t e, __xlate_stream* s) {
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  if (!seq) {
    g_marks.erase(e);
    return false;
  }
  g_marks[e] = EventMark{seq, seq->members[s].tips};
  return true;
}

bool capture_event_wait(__xlate_stream* s, hipEvent_t e, hipError_t* err) {
  unsigned flags = 0;
  hipStreamGetFlags(s, &flags);
  std::lock_guard<std::mutex> lk(g_m);
  auto mark = g_marks.find(e);
  Seq seq = seq_of(s);
  *err = hipSuccess;
  if (mark == g_marks.end()) {
    if (!seq) return false;
    NodeWork w;  // an event recorded outside the capture: wait for its last record at each launch
    w.type = hipGraphNodeTypeWaitEvent;
    w.event = e;
    *err = record_locked(seq, s, std::move(w));
    return true;
  }
  const Seq& from = mark->second.seq;
  if (!seq) {  // the stream joins the capture
    g_capturing[s] = from;
    from->members[s] = Member{mark->second.tips, !(flags & hipStreamNonBlocking)};
    set_count();
  } else if (seq == from) {
    std::vector<__xlate_graph_node*>& tips = from->members[s].tips;
    for (__xlate_graph_node* n : mark->second.tips)
      if (std::find(tips.begin(), tips.end(), n) == tips.end()) tips.push_back(n);
  } else {
    *err = hipErrorStreamCaptureIsolation;
  }
  return true;
}

bool event_captured(hipEvent_t e) {
  std::lock_guard<std::mutex> lk(g_m);
  return g_marks.count(e) != 0;
}

void capture_forget_event(hipEvent_t e) {
  std::lock_guard<std::mutex> lk(g_m);
  g_marks.erase(e);
}

void capture_forget_stream(__xlate_stream* s) {
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  if (!seq) return;
  invalidate(seq, "a capturing stream was destroyed");
  if (seq->origin == s) {  // nobody can end this capture any more
    end_locked(seq);
    destroy_graph_locked(seq->graph);
  } else {
    seq->members.erase(s);
    g_capturing.erase(s);
    set_count();
  }
}

}  // namespace xlate_rt

extern "C" {

// ------------------------------------------------------------------ stream capture

hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode) {
  if (mode < hipStreamCaptureModeGlobal || mode > hipStreamCaptureModeRelaxed) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  if (is_legacy(s)) return ret(hipErrorStreamCaptureUnsupported);  // the legacy stream cannot be captured
  unsigned flags = 0;
  hipStreamGetFlags(stream, &flags);
  std::lock_guard<std::mutex> lk(g_m);
  if (g_capturing.count(s)) return ret(hipErrorIllegalState);
  auto seq = std::make_shared<CaptureSeq>();
  seq->id = g_next_id++;
  seq->mode = mode;
  seq->origin = s;
  seq->graph = new __xlate_graph();
  g_graphs.insert(seq->graph);
  seq->members[s] = Member{{}, !(flags & hipStreamNonBlocking)};
  g_capturing[s] = seq;
  set_count();
  return hipSuccess;
}

hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t* pGraph) {
  if (!pGraph) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  if (!seq) return ret(hipErrorIllegalState);
  if (seq->origin != s) return ret(hipErrorStreamCaptureUnmatched);
  // every stream that joined must have been joined back: its last nodes precede the origin's
  std::set<const __xlate_graph_node*> before;
  std::vector<const __xlate_graph_node*> todo(seq->members[s].tips.begin(), seq->members[s].tips.end());
  while (!todo.empty()) {
    const __xlate_graph_node* n = todo.back();
    todo.pop_back();
    if (!before.insert(n).second) continue;
    todo.insert(todo.end(), n->deps.begin(), n->deps.end());
  }
  bool unjoined = false;
  for (auto& [t, m] : seq->members)
    for (const __xlate_graph_node* n : m.tips)
      if (t != s && !before.count(n)) unjoined = true;
  end_locked(seq);
  *pGraph = nullptr;
  if (seq->invalidated || unjoined) {
    destroy_graph_locked(seq->graph);
    return ret(seq->invalidated ? hipErrorStreamCaptureInvalidated : hipErrorStreamCaptureUnjoined);
  }
  *pGraph = seq->graph;
  return hipSuccess;
}

hipError_t hipStreamGetCaptureInfo_v2(hipStream_t stream, hipStreamCaptureStatus* status,
                                      unsigned long long* id, hipGraph_t* graph,
                                      const hipGraphNode_t** deps, size_t* ndeps) {
  if (!status) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  std::lock_guard<std::mutex> lk(g_m);
  Seq seq = seq_of(s);
  *status = !seq ? hipStreamCaptureStatusNone
                 : seq->invalidated ? hipStreamCaptureStatusInvalidated : hipStreamCaptureStatusActive;
  const bool active = *status == hipStreamCaptureStatusActive;
  if (id && seq) *id = seq->id;
  if (graph) *graph = active ? seq->graph : nullptr;
  if (deps) *deps = active ? seq->members[s].tips.data() : nullptr;
  if (ndeps) *ndeps = active ? seq->members[s].tips.size() : 0;
  return hipSuccess;
}
hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus* status, unsigned long long* id) {
  return hipStreamGetCaptureInfo_v2(stream, status, id, nullptr, nullptr, nullptr);
}
hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus* status) {
  return hipStreamGetCaptureInfo_v2(stream, status, nullptr, nullptr, nullptr, nullptr);
}
hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode* mode) {
  if (!mode || *mode < hipStreamCaptureModeGlobal || *mode > hipStreamCaptureModeRelaxed)
    return ret(hipErrorInvalidValue);
  std::swap(*mode, t_mode);
  return hipSuccess;
}

// ------------------------------------------------------------------ graphs and their nodes

hipError_t hipGraphCreate(hipGraph_t* pGraph, unsigned int flags) {
  if (!pGraph || flags != 0) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  *pGraph = new __xlate_graph();
  g_graphs.insert(*pGraph);
  return hipSuccess;
}
hipError_t hipGraphDestroy(hipGraph_t graph) {
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_graphs.count(graph)) return ret(hipErrorInvalidValue);
  for (auto& [s, seq] : g_capturing)
    if (seq->graph == graph) return ret(hipErrorIllegalState);  // still being captured into
  destroy_graph_locked(graph);
  return hipSuccess;
}
hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t* nodes, size_t* numNodes) {
  return ret(list_nodes(graph, nodes, numNodes, false));
}
hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t* nodes, size_t* numNodes) {
  return ret(list_nodes(graph, nodes, numNodes, true));
}
hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType* pType) {
  if (!node || !pType) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  *pType = node->w.type;
  return hipSuccess;
}
hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t* deps, size_t* num) {
  if (!node || !num) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (deps) {
    for (size_t i = 0; i < *num; ++i) deps[i] = i < node->deps.size() ? node->deps[i] : nullptr;
    *num = std::min(*num, node->deps.size());
  } else {
    *num = node->deps.size();
  }
  return hipSuccess;
}
hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t* from, const hipGraphNode_t* to,
                                   size_t n) {
  if (n && (!from || !to)) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_graphs.count(graph)) return ret(hipErrorInvalidValue);
  for (size_t i = 0; i < n; ++i) {
    if (!from[i] || !to[i] || from[i]->graph != graph || to[i]->graph != graph || from[i] == to[i])
      return ret(hipErrorInvalidValue);
    std::vector<__xlate_graph_node*>& d = to[i]->deps;
    if (std::find(d.begin(), d.end(), from[i]) != d.end()) return ret(hipErrorInvalidValue);
    d.push_back(from[i]);
  }
  return hipSuccess;
}

hipError_t hipGraphAddKernelNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                 size_t ndeps, const hipKernelNodeParams* p) {
  if (!p) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeKernel;
  if (hipError_t e = launch_from_params(nullptr, p, "hipGraphAddKernelNode", &w.launch)) return ret(e);
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}
hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams* p) {
  if (!node || !p) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (node->w.type != hipGraphNodeTypeKernel) return ret(hipErrorInvalidValue);
  const __xlate_launch_desc& d = node->w.launch.d;
  if (!d.param_ptrs) {
    fprintf(stderr,
            "xlate-cpu: hipGraphKernelNodeGetParams: not supported: kernel node of %s was recorded from a "
            "hipLaunchKernelGGL launch (kernel<<<...>>>), whose parameter types the runtime does not "
            "know; capture a hipLaunchKernel launch to read its parameters\n",
            d.name ? d.name : "a kernel");
    return ret(hipErrorNotSupported);
  }
  node->params.assign(static_cast<size_t>(std::max(d.nparams, 0)), nullptr);
  d.param_ptrs(node->w.launch.args.get(), node->params.data());
  p->func = const_cast<void*>(d.kernel);
  p->gridDim = dim3(d.grid.x, d.grid.y, d.grid.z);
  p->blockDim = dim3(d.block.x, d.block.y, d.block.z);
  p->sharedMemBytes = static_cast<unsigned int>(d.shared_bytes);
  p->kernelParams = node->params.empty() ? nullptr : node->params.data();
  p->extra = nullptr;
  return hipSuccess;
}
hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node, const hipKernelNodeParams* p) {
  if (!node || !p) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (node->w.type != hipGraphNodeTypeKernel) return ret(hipErrorInvalidValue);
  Launch l;
  if (hipError_t e = launch_from_params(&node->w.launch, p, "hipGraphKernelNodeSetParams", &l)) return ret(e);
  node->w.launch = std::move(l);
  return hipSuccess;
}
hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                   size_t ndeps, void* dst, const void* src, size_t count, hipMemcpyKind kind) {
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return ret(hipErrorInvalidMemcpyDirection);
  if (count && (!dst || !src)) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeMemcpy;
  w.fn = [=] { memmove(dst, src, count); };
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}
hipError_t hipGraphAddMemsetNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                 size_t ndeps, const hipMemsetParams* p) {
  if (!p || !p->dst || p->height == 0) return ret(hipErrorInvalidValue);
  const size_t es = p->elementSize;
  if (es != 1 && es != 2 && es != 4) return ret(hipErrorInvalidValue);
  if (p->height > 1 && p->pitch < p->width * es) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeMemset;
  const hipMemsetParams q = *p;
  w.fn = [q, es] {
    for (size_t r = 0; r < q.height; ++r) {
      char* row = static_cast<char*>(q.dst) + r * q.pitch;
      for (size_t i = 0; i < q.width; ++i) memcpy(row + i * es, &q.value, es);  // little endian: low bytes
    }
  };
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}
hipError_t hipGraphAddHostNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                               size_t ndeps, const hipHostNodeParams* p) {
  if (!p || !p->fn) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeHost;
  w.fn = [fn = p->fn, user = p->userData] { fn(user); };
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}
hipError_t hipGraphAddEmptyNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                size_t ndeps) {
  return ret(new_node(pNode, graph, deps, ndeps, NodeWork{}));
}
hipError_t hipGraphAddEventRecordNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                      size_t ndeps, hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeEventRecord;
  w.event = event;
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}
hipError_t hipGraphAddEventWaitNode(hipGraphNode_t* pNode, hipGraph_t graph, const hipGraphNode_t* deps,
                                    size_t ndeps, hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidValue);
  NodeWork w;
  w.type = hipGraphNodeTypeWaitEvent;
  w.event = event;
  return ret(new_node(pNode, graph, deps, ndeps, std::move(w)));
}

// ------------------------------------------------------------------ executable graphs

hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t* pExec, hipGraph_t graph, unsigned long long flags) {
  if (!pExec) return ret(hipErrorInvalidValue);
  if (flags & hipGraphInstantiateFlagDeviceLaunch) {
    fprintf(stderr, "xlate-cpu: hipGraphInstantiateWithFlags: hipGraphInstantiateFlagDeviceLaunch is not supported\n");
    return ret(hipErrorNotSupported);
  }
  // no allocation nodes (nothing to free at launch), no upload, one priority: the others change nothing
  if (flags & ~static_cast<unsigned long long>(hipGraphInstantiateFlagAutoFreeOnLaunch | hipGraphInstantiateFlagUpload |
                                               hipGraphInstantiateFlagUseNodePriority))
    return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_graphs.count(graph)) return ret(hipErrorInvalidValue);
  std::vector<const __xlate_graph_node*> order;
  if (!launch_order(graph, &order)) return ret(hipErrorInvalidValue);  // a cycle
  std::map<const __xlate_graph_node*, size_t> at;
  for (size_t i = 0; i < order.size(); ++i) at[order[i]] = i;
  auto* x = new __xlate_graph_exec();
  for (const __xlate_graph_node* n : order) x->nodes.push_back({n, n->w, dep_positions(n, at)});
  g_execs.insert(x);
  *pExec = x;
  return hipSuccess;
}
hipError_t hipGraphInstantiate(hipGraphExec_t* pExec, hipGraph_t graph, hipGraphNode_t* pErrorNode,
                               char* pLogBuffer, size_t bufferSize) {
  if (pErrorNode) *pErrorNode = nullptr;
  if (pLogBuffer && bufferSize) pLogBuffer[0] = '\0';
  return hipGraphInstantiateWithFlags(pExec, graph, 0);
}
hipError_t hipGraphExecDestroy(hipGraphExec_t exec) {
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_execs.erase(exec)) return ret(hipErrorInvalidValue);
  delete exec;  // queued runs keep their own arguments
  return hipSuccess;
}
hipError_t hipGraphLaunch(hipGraphExec_t exec, hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  std::vector<NodeWork> work;
  {
    std::lock_guard<std::mutex> lk(g_m);
    if (!g_execs.count(exec)) return ret(hipErrorInvalidValue);
    for (const auto& n : exec->nodes) work.push_back(n.w);
  }
  if (is_legacy(s) && capture_legacy_use("hipGraphLaunch on the legacy default stream"))
    return ret(hipErrorStreamCaptureImplicit);
  for (const NodeWork& w : work)
    if (hipError_t e = submit_work(s, w)) return ret(e);
  return hipSuccess;
}
hipError_t hipGraphUpload(hipGraphExec_t exec, hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  std::lock_guard<std::mutex> lk(g_m);
  return g_execs.count(exec) ? hipSuccess : ret(hipErrorInvalidValue);  // nothing to upload: one memory
}
hipError_t hipGraphExecUpdate(hipGraphExec_t exec, hipGraph_t graph, hipGraphNode_t* errorNode,
                              hipGraphExecUpdateResult* result) {
  hipGraphNode_t bad = nullptr;
  hipGraphExecUpdateResult why = hipGraphExecUpdateSuccess;
  {
    std::lock_guard<std::mutex> lk(g_m);
    if (!g_execs.count(exec) || !g_graphs.count(graph)) return ret(hipErrorInvalidValue);
    std::vector<const __xlate_graph_node*> order;
    if (!launch_order(graph, &order)) {
      why = hipGraphExecUpdateErrorTopologyChanged;
    } else if (order.size() != exec->nodes.size()) {
      why = hipGraphExecUpdateErrorTopologyChanged;
    } else {
      std::map<const __xlate_graph_node*, size_t> at;
      for (size_t i = 0; i < order.size(); ++i) at[order[i]] = i;
      for (size_t i = 0; i < order.size() && why == hipGraphExecUpdateSuccess; ++i) {
        if (order[i]->w.type != exec->nodes[i].w.type)
          why = hipGraphExecUpdateErrorNodeTypeChanged;
        else if (dep_positions(order[i], at) != exec->nodes[i].deps)
          why = hipGraphExecUpdateErrorTopologyChanged;
        if (why != hipGraphExecUpdateSuccess) bad = const_cast<hipGraphNode_t>(order[i]);
      }
      if (why == hipGraphExecUpdateSuccess)
        for (size_t i = 0; i < order.size(); ++i) {  // the same topology: take every node's parameters
          exec->nodes[i].origin = order[i];
          exec->nodes[i].w = order[i]->w;
        }
    }
  }
  if (errorNode) *errorNode = bad;
  if (result) *result = why;
  return why == hipGraphExecUpdateSuccess ? hipSuccess : ret(hipErrorGraphExecUpdateFailure);
}
hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t exec, hipGraphNode_t node, const hipKernelNodeParams* p) {
  if (!node || !p) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_m);
  if (!g_execs.count(exec)) return ret(hipErrorInvalidValue);
  for (auto& n : exec->nodes)
    if (n.origin == node) {
      if (n.w.type != hipGraphNodeTypeKernel) return ret(hipErrorInvalidValue);
      Launch l;
      if (hipError_t e = launch_from_params(&n.w.launch, p, "hipGraphExecKernelNodeSetParams", &l)) return ret(e);
      n.w.launch = std::move(l);
      return hipSuccess;
    }
  return ret(hipErrorInvalidValue);  // not a node of the graph this was instantiated from
}

}  // extern "C"
