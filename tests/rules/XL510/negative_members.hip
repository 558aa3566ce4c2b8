// Nothing added: members and functions of the project's own namespace named like libc's string.h
#include <hip/hip_runtime.h>

struct Buffer {
  char data[8];
  void memcpy(const char *src, int n) { for (int i = 0; i < n; ++i) data[i] = src[i]; }
};

namespace util {
inline int strlen(const char *s) { int n = 0; while (s[n]) ++n; return n; }
}

int main() {
  Buffer buf;
  buf.memcpy("abc", 4);
  Buffer *p = &buf;
  p->memcpy("de", 3);
  return util::strlen(buf.data) + INT_MAX / INT_MAX;
}
