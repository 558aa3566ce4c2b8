// Spin-waits between threads of one block. Polling with atomics, __threadfence or __nanosleep
// finishes (they let the other threads run). With the argument "volatile", thread 0 spins on a
// volatile flag that thread 1 sets only after a barrier thread 0 never reaches: a true deadlock
// (on a GPU too), reported by the watchdog (XLATE_CPU_WATCHDOG_S). Volatile spins that can finish
// do (tests/cpu/progress/spin_progress.hip).
#include <hip/hip_runtime.h>

__global__ void lock_sum(int* lock, int* total, int* order) {
  // a spin lock built from atomicCAS / atomicExch
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  int t = *total;
  __nanosleep(100);  // hold the lock across a polling point of another thread
  *total = t + static_cast<int>(threadIdx.x);
  atomicExch(lock, 0);
  (void)order;
}

__global__ void flag_chain(int* flags, int* out) {
  // thread t waits for thread t+1 (the last fiber to start) and then sets its own flag
  int t = threadIdx.x;
  if (t + 1 < static_cast<int>(blockDim.x)) {
    while (atomicAdd(&flags[t + 1], 0) == 0) __threadfence();
  }
  out[t] = t + 1 < static_cast<int>(blockDim.x) ? out[t + 1] + 1 : 0;
  __threadfence();
  atomicExch(&flags[t], 1);
}

__global__ void volatile_spin(volatile int* flag) {
  if (threadIdx.x == 0) {
    while (*flag == 0) {
    }
  }
  __syncthreads();
  if (threadIdx.x == 1) *flag = 1;
}

int main(int argc, char** argv) {
  int *lock, *total, *flags, *out;
  hipMalloc(&lock, sizeof(int));
  hipMalloc(&total, sizeof(int));
  hipMalloc(&flags, 256 * sizeof(int));
  hipMalloc(&out, 256 * sizeof(int));
  if (argc > 1) {
    hipMemset(flags, 0, sizeof(int));
    hipLaunchKernelGGL(volatile_spin, dim3(1), dim3(64), 0, 0, flags);
    hipDeviceSynchronize();
    printf("not reached\n");
    return 0;
  }
  hipMemset(lock, 0, sizeof(int));
  hipMemset(total, 0, sizeof(int));
  hipLaunchKernelGGL(lock_sum, dim3(1), dim3(128), 0, 0, lock, total, out);
  int h = 0;
  hipMemcpy(&h, total, sizeof h, hipMemcpyDeviceToHost);
  printf("total %d\n", h);
  hipMemset(flags, 0, 256 * sizeof(int));
  hipLaunchKernelGGL(flag_chain, dim3(1), dim3(256), 0, 0, flags, out);
  int ho[256];
  hipMemcpy(ho, out, sizeof ho, hipMemcpyDeviceToHost);
  printf("chain %d %d %d\n", ho[0], ho[128], ho[255]);
  return 0;
}
