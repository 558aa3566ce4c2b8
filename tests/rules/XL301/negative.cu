// No device inline PTX: host asm, a string and a comment that spell asm are left alone.
#include <cstdio>
unsigned host_id() {
  unsigned a, b, c, d;
  asm volatile("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(0));
  return b;
}
__global__ void k(unsigned *o) {
  const char *msg = "asm(\"add.u32 %0, %1, 7;\")";  // asm("mov.u32 %0, %%laneid;")
  o[threadIdx.x] = msg[0] + threadIdx.x;
}
