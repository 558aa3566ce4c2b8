// Atomics from 40 blocks x 256 threads on one set of counters.
#include <hip/hip_runtime.h>

struct Counters {
  float fsum;
  double dsum;
  int isum;
  unsigned int inc;
  unsigned int dec;
  unsigned long long usum;
  int imax;
  int imin;
  unsigned int orbits;
  unsigned int andbits;
  unsigned int xorbits;
  int cas_winners;
  int cas_slot;
  int sub;
  float fmax;
  unsigned int exch_count;
};

__global__ void hammer(Counters* c) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&c->fsum, 0.5f);
  atomicAdd(&c->dsum, 0.25);
  atomicAdd(&c->isum, id);
  atomicInc(&c->inc, 6u);
  atomicDec(&c->dec, 9u);
  atomicAdd(&c->usum, 1ull << 33);
  atomicMax(&c->imax, (id * 37) % 10007);
  atomicMin(&c->imin, (id * 37) % 10007 - 5000);
  atomicOr(&c->orbits, 1u << (id % 32));
  atomicAnd(&c->andbits, ~(1u << (id % 16)));
  atomicXor(&c->xorbits, static_cast<unsigned>(id));
  if (atomicCAS(&c->cas_slot, 0, id + 1) == 0) atomicAdd_system(&c->cas_winners, 1);
  atomicSub(&c->sub, 3);
  atomicMax(&c->fmax, static_cast<float>(id % 1000) * 0.5f);
  atomicExch(&c->exch_count, 1u);
}

int main() {
  Counters h{};
  h.imin = 1 << 30;
  h.andbits = 0xffffffffu;
  h.sub = 100000;
  Counters* d;
  hipMalloc(&d, sizeof(Counters));
  hipMemcpy(d, &h, sizeof h, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(hammer, dim3(40), dim3(256), 0, 0, d);
  hipMemcpy(&h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("threads %d\n", 40 * 256);
  printf("fsum %.3f\ndsum %.3f\nisum %d\ninc %u\ndec %u\nusum %llu\nimax %d\nimin %d\n", h.fsum,
         h.dsum, h.isum, h.inc, h.dec, h.usum, h.imax, h.imin);
  printf("orbits %x\nandbits %x\nxorbits %x\ncas_winners %d\ncas_nonzero %d\nsub %d\nfmax %.1f\n",
         h.orbits, h.andbits, h.xorbits, h.cas_winners, h.cas_slot != 0, h.sub, h.fmax);
  printf("exch %u\n", h.exch_count);
  return 0;
}
