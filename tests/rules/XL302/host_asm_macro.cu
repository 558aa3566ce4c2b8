// The barrier macros of a C header that CUDA sources include (StarPU's starpu_util.h, Open MPI's
// atomics): x86 and Arm assembly, no PTX. xlate cannot tell where a macro is used, so it takes
// asm whose first instruction is no PTX instruction for host assembly: a note, nothing changed.
// A PTX-shaped instruction it does not know (`name.type`) stays a warning, as does one it knows but
// does not lower.
#if defined(__x86_64__)
#define STARPU_SYNCHRONIZE() __asm__ __volatile__("lock; addl $0,0(%%rsp)" ::: "memory")
// CHECK: XL302 note L7 `lock` is no PTX instruction
#define STARPU_RMB() __asm__ __volatile__("lfence" ::: "memory")
// CHECK: XL302 note L9 `lfence` is no PTX instruction
#define CPU_RELAX() __asm__ __volatile("rep; nop")
// CHECK: XL302 note L11 `rep` is no PTX instruction
#endif
#define ARM_WMB() __asm__ __volatile__("dsb st" ::: "memory")
// CHECK: XL302 note L14 `dsb` is no PTX instruction
#define MAYBE_PTX(r) asm("frobnicate.u32 %0;" : "=r"(r))
// CHECK: XL302 warning L16 `frobnicate.u32` is not lowered
#define CLUSTER_RANK(r) asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r))
// CHECK: XL302 warning L18 not lowered

void host_side(volatile int *flag) {
  STARPU_SYNCHRONIZE();
  STARPU_RMB();
  *flag = 1;
  CPU_RELAX();
}
