// xlate CPU backend: async-signal-safe text building (no stdio, no allocation) for what the signal
// handlers print: the crash handler (watchdog.cpp) and the integer-division warning (intdiv.cpp).
#pragma once

#include <dlfcn.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>

#include "runtime_internal.h"

namespace xlate_rt XLATE_HIDDEN {

struct SigBuf {
  char b[1024];
  size_t n = 0;
  SigBuf& s(const char* t) {
    while (t && *t && n < sizeof b - 2) b[n++] = *t++;
    return *this;
  }
  SigBuf& u(unsigned long long v) {
    char d[24];
    int k = 0;
    do d[k++] = static_cast<char>('0' + v % 10); while ((v /= 10) && k < 24);
    while (k && n < sizeof b - 2) b[n++] = d[--k];
    return *this;
  }
  SigBuf& x(unsigned long long v) {
    s("0x");
    char d[20];
    int k = 0;
    do d[k++] = "0123456789abcdef"[v & 15]; while ((v >>= 4) && k < 20);
    while (k && n < sizeof b - 2) b[n++] = d[--k];
    return *this;
  }
  SigBuf& dim(const __xlate_uint3& v) {
    return s("(").u(v.x).s(",").u(v.y).s(",").u(v.z).s(")");
  }
  // `(lib+0xOFFSET)`: where `pc` lies in the executable or library `dl` (dladdr's answer) describes
  SigBuf& library_offset(const Dl_info& dl, uintptr_t pc) {
    const char* base = dl.dli_fname;
    for (const char* c = dl.dli_fname; *c; ++c)
      if (*c == '/') base = c + 1;
    return s("(").s(base).s("+").x(pc - reinterpret_cast<uintptr_t>(dl.dli_fbase)).s(")");
  }
  void emit() {
    b[n++] = '\n';
    for (size_t off = 0; off < n;) {
      ssize_t k = write(2, b + off, n - off);
      if (k <= 0) break;
      off += static_cast<size_t>(k);
    }
  }
};

}  // namespace xlate_rt
