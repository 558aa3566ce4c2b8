// xlate CPU backend: streams and events. A stream is an OS thread running its queue of operations
// in order; the legacy default stream waits for every blocking stream and they for it. An event's
// record is an operation that notes the time; waiting for an event waits for that operation. A
// stream being captured into a graph (graphs.cpp) records its operations instead of queueing them.

#include <chrono>
#include <deque>
#include <set>
#include <thread>

#include "streams.h"

using namespace xlate_rt;

namespace {

struct Op {
  std::function<void()> fn;
  std::vector<CP> deps;
  CP done;
};

}  // namespace

struct __xlate_stream {
  unsigned flags = 0;
  bool is_null = false;
  std::thread th;
  std::mutex m;
  std::condition_variable cv;
  std::deque<Op> q;
  CP last;
  bool stop = false;

  void loop() {
    for (;;) {
      Op op;
      {
        std::unique_lock<std::mutex> lk(m);
        cv.wait(lk, [&] { return stop || !q.empty(); });
        if (q.empty()) return;
        op = std::move(q.front());
        q.pop_front();
      }
      for (auto& d : op.deps) d->wait();
      if (op.fn) op.fn();
      op.done->set();
    }
  }
};

struct __xlate_event {
  unsigned flags = 0;
  std::mutex m;
  CP done;  // completion of the last record
  std::chrono::steady_clock::time_point t{};
};

namespace xlate_rt XLATE_HIDDEN {

namespace {

std::mutex g_streams_m;  // guards the stream set and the enqueue order across streams
std::set<__xlate_stream*> g_streams;
__xlate_stream* g_null = nullptr;

__xlate_stream* new_stream(unsigned flags, bool is_null) {
  auto* s = new __xlate_stream();
  s->flags = flags;
  s->is_null = is_null;
  s->th = std::thread([s] { s->loop(); });
  return s;
}

}  // namespace

__xlate_stream* null_stream() {
  std::lock_guard<std::mutex> lk(g_streams_m);
  if (!g_null) g_null = new_stream(0, true);
  return g_null;
}

bool is_legacy(const __xlate_stream* s) { return s->is_null; }

bool resolve(hipStream_t h, __xlate_stream** out) {
  if (h == nullptr || h == hipStreamLegacy || h == hipStreamPerThread) {
    *out = null_stream();
    return true;
  }
  std::lock_guard<std::mutex> lk(g_streams_m);
  if (!g_streams.count(h)) return false;
  *out = h;
  return true;
}

CP enqueue(__xlate_stream* s, std::function<void()> fn, std::vector<CP> extra, int node_type) {
  if (any_capture()) {
    if (s->is_null) {
      capture_legacy_use("an operation on the legacy default stream");
    } else if (node_type < 0) {
      capture_refuse(s, "an operation that a graph cannot hold");
    } else {
      NodeWork w;
      w.type = static_cast<hipGraphNodeType>(node_type);
      w.fn = fn;
      hipError_t err;
      if (capture_record(s, std::move(w), &err)) {
        static const CP recorded = [] {
          auto c = std::make_shared<Completion>();
          c->set();
          return c;
        }();
        return recorded;  // nothing runs now; an invalidated capture drops it (as CUDA refuses it)
      }
    }
  }
  Op op;
  op.fn = std::move(fn);
  op.deps = std::move(extra);
  op.done = std::make_shared<Completion>();
  CP done = op.done;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    if (s->is_null) {  // the legacy default stream waits for every blocking stream
      for (__xlate_stream* t : g_streams)
        if (!(t->flags & hipStreamNonBlocking) && t->last) op.deps.push_back(t->last);
    } else if (!(s->flags & hipStreamNonBlocking) && g_null && g_null->last) {
      op.deps.push_back(g_null->last);
    }
    std::lock_guard<std::mutex> lk2(s->m);
    s->last = op.done;
    s->q.push_back(std::move(op));
  }
  s->cv.notify_one();
  return done;
}

void wait_all() {
  std::vector<CP> all;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    for (__xlate_stream* t : g_streams)
      if (t->last) all.push_back(t->last);
    if (g_null && g_null->last) all.push_back(g_null->last);
  }
  for (auto& c : all) c->wait();
}

void record_event(hipEvent_t e, __xlate_stream* s) {
  std::lock_guard<std::mutex> lk(e->m);
  e->done = enqueue(s, [e] { e->t = std::chrono::steady_clock::now(); });
}
void wait_event(__xlate_stream* s, hipEvent_t e) {
  CP dep;
  {
    std::lock_guard<std::mutex> lk(e->m);
    dep = e->done;
  }
  if (dep) enqueue(s, nullptr, {dep});
}

}  // namespace xlate_rt

extern "C" {

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  if (!stream || (flags & ~1u)) return ret(hipErrorInvalidValue);
  __xlate_stream* s = new_stream(flags, false);
  std::lock_guard<std::mutex> lk(g_streams_m);
  g_streams.insert(s);
  *stream = s;
  return hipSuccess;
}
hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithFlags(stream, 0); }
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int) {
  return hipStreamCreateWithFlags(stream, flags);
}
hipError_t hipDeviceGetStreamPriorityRange(int* least, int* greatest) {
  if (least) *least = 0;
  if (greatest) *greatest = 0;
  return hipSuccess;
}
hipError_t hipStreamDestroy(hipStream_t stream) {
  if (stream == nullptr) return ret(hipErrorInvalidHandle);
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    if (!g_streams.count(stream)) return ret(hipErrorInvalidHandle);
    g_streams.erase(stream);
  }
  capture_forget_stream(stream);
  {
    std::lock_guard<std::mutex> lk(stream->m);
    stream->stop = true;  // the thread drains the queue first
  }
  stream->cv.notify_all();
  stream->th.join();
  delete stream;
  return hipSuccess;
}
hipError_t hipStreamSynchronize(hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  if (hipError_t e = capture_forbids_sync(s, "hipStreamSynchronize")) return ret(e);
  if (s->is_null && capture_legacy_use("hipStreamSynchronize")) return ret(hipErrorStreamCaptureImplicit);
  CP c;
  if (s->is_null) {
    c = enqueue(s, nullptr);  // a marker after everything the legacy stream waits for
  } else {
    std::lock_guard<std::mutex> lk(g_streams_m);
    c = s->last;
  }
  if (c) c->wait();
  return hipSuccess;
}
hipError_t hipStreamQuery(hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  if (hipError_t e = capture_forbids_sync(s, "hipStreamQuery")) return ret(e);
  CP c;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    c = s->last;
  }
  return (!c || c->ready()) ? hipSuccess : hipErrorNotReady;
}
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  if (!event || flags != 0) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  hipError_t err;
  if (!s->is_null && capture_event_wait(s, event, &err)) return ret(err);
  wait_event(s, event);
  return hipSuccess;
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (!event || (flags & ~7u)) return ret(hipErrorInvalidValue);
  auto* e = new __xlate_event();
  e->flags = flags;
  *event = e;
  return hipSuccess;
}
hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, 0); }
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!event) return ret(hipErrorInvalidHandle);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  if (capture_event_record(event, s)) return hipSuccess;
  record_event(event, s);
  return hipSuccess;
}
hipError_t hipEventRecordWithFlags(hipEvent_t event, hipStream_t stream, unsigned int flags) {
  if (flags & ~1u) return ret(hipErrorInvalidValue);  // hipEventRecordDefault / External
  return hipEventRecord(event, stream);
}
hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  if (event_captured(event)) return ret(hipErrorCapturedEvent);
  CP c;
  {
    std::lock_guard<std::mutex> lk(event->m);
    c = event->done;
  }
  if (c) c->wait();
  return hipSuccess;
}
hipError_t hipEventQuery(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  if (event_captured(event)) return ret(hipErrorCapturedEvent);
  CP c;
  {
    std::lock_guard<std::mutex> lk(event->m);
    c = event->done;
  }
  return (!c || c->ready()) ? hipSuccess : hipErrorNotReady;
}
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms) return ret(hipErrorInvalidValue);
  if (!start || !stop) return ret(hipErrorInvalidHandle);
  if ((start->flags | stop->flags) & hipEventDisableTiming) return ret(hipErrorInvalidHandle);
  if (event_captured(start) || event_captured(stop)) return ret(hipErrorCapturedEvent);
  CP a, b;
  {
    std::lock_guard<std::mutex> lk(start->m);
    a = start->done;
  }
  {
    std::lock_guard<std::mutex> lk(stop->m);
    b = stop->done;
  }
  if (!a || !b) return ret(hipErrorInvalidHandle);
  if (!a->ready() || !b->ready()) return ret(hipErrorNotReady);
  *ms = std::chrono::duration<float, std::milli>(stop->t - start->t).count();
  return hipSuccess;
}
hipError_t hipEventDestroy(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  if (!event_captured(event)) hipEventSynchronize(event);
  capture_forget_event(event);
  delete event;
  return hipSuccess;
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  if (!flags) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  *flags = s->flags;
  return hipSuccess;
}
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  if (!priority) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  *priority = 0;
  return hipSuccess;
}
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t cb, void* user, unsigned int flags) {
  if (!cb || flags != 0) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  // CUDA does not capture stream callbacks (hipLaunchHostFunc is the capturable form)
  if (hipError_t e = capture_forbids_sync(s, "hipStreamAddCallback")) return ret(e);
  enqueue(s, [=] { cb(stream, hipSuccess, user); });
  return hipSuccess;
}
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* user) {
  if (!fn) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  enqueue(s, [=] { fn(user); }, {}, hipGraphNodeTypeHost);
  return hipSuccess;
}
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* ptr, size_t, unsigned int) {
  if (!ptr) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  return hipSuccess;
}

}  // extern "C"
