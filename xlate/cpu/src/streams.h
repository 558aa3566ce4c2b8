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
// The stream a handle names (null, hipStreamLegacy and hipStreamPerThread: the legacy default
// stream); false when it names no live stream.
bool resolve(hipStream_t h, __xlate_stream** out);
// Queues `fn` on `s` after `extra` and after what the legacy default stream's semantics order before
// it; returns its completion.
CP enqueue(__xlate_stream* s, std::function<void()> fn, std::vector<CP> extra = {});
// Waits for everything queued on every stream so far.
void wait_all();

}  // namespace xlate_rt
