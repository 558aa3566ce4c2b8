// xlate CPU backend: what the runtime's files need of streams (streams.cpp): every operation of a
// stream (a copy, a fill, a launch, an event's record) is a function run in order by the stream's
// own thread, after the operations it depends on.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "runtime_internal.h"

namespace xlate_rt XLATE_HIDDEN {

struct Completion {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  void set() {
    {
      std::lock_guard<std::mutex> lk(m);
      done = true;
    }
    cv.notify_all();
  }
  void wait() {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [&] { return done; });
  }
  bool ready() {
    std::lock_guard<std::mutex> lk(m);
    return done;
  }
};
using CP = std::shared_ptr<Completion>;

// The legacy default stream (created on first use).
__xlate_stream* null_stream();
// Whether `s` is the legacy default stream.
bool is_legacy(const __xlate_stream* s);
// The stream a handle names (null, hipStreamLegacy and hipStreamPerThread: the legacy default
// stream); false when it names no live stream.
bool resolve(hipStream_t h, __xlate_stream** out);
// Queues `fn` on `s` after `extra` and after what the legacy default stream's semantics order before
// it; returns its completion. On a stream being captured (graphs.cpp) `fn` is recorded instead, as a
// node of type `node_type` (a copy or a fill: run again at each launch of the graph), and the
// completion returned is already set; an operation without a node type (-1) cannot be recorded: it
// invalidates the capture and runs. Work on the legacy default stream while a blocking stream is
// capturing invalidates that capture (CUDA's implicit synchronisation is not allowed there).
CP enqueue(__xlate_stream* s, std::function<void()> fn, std::vector<CP> extra = {}, int node_type = -1);
// Waits for everything queued on every stream so far.
void wait_all();

// ------------------------------------------------------------------ kernel launches (launch.cpp)

// A checked kernel launch that can run any number of times (a graph's kernel node): `d` with its
// arguments object owned by `args` (released with d.release when the last owner lets go).
struct Launch {
  __xlate_launch_desc d{};
  std::shared_ptr<void> args;
};
// Checks a launch's configuration (grid, block, shared memory, warp size); hipSuccess or the error.
hipError_t check_launch(const __xlate_launch_desc& d);
// Queues one run of `l` on `s` (no capture check: the caller has done it).
void enqueue_launch(__xlate_stream* s, const Launch& l);
// A launch of registered kernel `func` (launches by address) with one pointer per parameter in
// `args`, copied now; hipErrorInvalidDeviceFunction (with a line on stderr) for an unknown kernel.
hipError_t registered_launch(const void* func, dim3 grid, dim3 block, void** args, size_t shmem,
                             int cooperative, const char* what, Launch* out);

// ------------------------------------------------------------------ stream capture (graphs.cpp)

// The work of one graph node, replayable. Kernel nodes: `launch`; copies, fills, host functions and
// operations recorded from a capturing stream: `fn`; event nodes: `event`; empty nodes: nothing.
struct NodeWork {
  hipGraphNodeType type = hipGraphNodeTypeEmpty;
  Launch launch;
  std::function<void()> fn;
  hipEvent_t event = nullptr;
};
// Whether any stream is capturing (a cheap check before the others).
bool any_capture();
// When `s` belongs to a capture sequence: records `w` as a node after the stream's current
// dependencies and returns true, with *err hipSuccess, or hipErrorStreamCaptureInvalidated (nothing
// recorded) when the sequence was invalidated. False when `s` is not capturing.
bool capture_record(__xlate_stream* s, NodeWork w, hipError_t* err);
// A synchronising call (`what`) on `s`: when `s` is capturing, invalidates its capture sequence and
// returns hipErrorStreamCaptureUnsupported; hipSuccess otherwise.
hipError_t capture_forbids_sync(__xlate_stream* s, const char* what);
// Work queued on the legacy default stream: invalidates the capture of every blocking capturing
// stream (an implicit dependency on it); true when there was one.
bool capture_legacy_use(const char* what);
// An operation on `s` that a graph cannot hold (`what`): invalidates the capture `s` belongs to, if any.
void capture_refuse(__xlate_stream* s, const char* what);
// hipEventRecord on a capturing stream: the event now stands for the stream's current nodes (for
// hipStreamWaitEvent on another stream of the capture, or one that joins it); returns true. False
// when `s` is not capturing (the event's earlier capture record, if any, is forgotten).
bool capture_event_record(hipEvent_t e, __xlate_stream* s);
// hipStreamWaitEvent(s, e) in a capture: `s` takes the nodes `e` stands for as dependencies (joining
// the capture if it was not capturing), or records an event wait node when `s` captures and `e` was
// recorded outside. Returns true when handled, with *err set; false when neither stream nor event
// takes part in a capture.
bool capture_event_wait(__xlate_stream* s, hipEvent_t e, hipError_t* err);
// Whether the last record of `e` happened in a capture (its completion does not exist).
bool event_captured(hipEvent_t e);
// The event or stream is destroyed: forget it (a capturing stream's sequence is invalidated).
void capture_forget_event(hipEvent_t e);
void capture_forget_stream(__xlate_stream* s);

// ------------------------------------------------------------------ events (streams.cpp)

// Queues a record of `e` on `s` (graph event record nodes), and a wait for its last record.
void record_event(hipEvent_t e, __xlate_stream* s);
void wait_event(__xlate_stream* s, hipEvent_t e);

}  // namespace xlate_rt
