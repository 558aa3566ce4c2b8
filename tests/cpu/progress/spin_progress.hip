// Spin-waits that need progress between threads (Volta's independent thread scheduling): each
// waiter polls memory that another thread (of its block, or of another block) writes later. On the
// cpu backend the fibers of a block only switch at barriers, warp operations, polling atomics and
// volatile accesses (the plugin's volatile_order.cpp), so a poll with a plain atomic load finishes
// only because the runtime preempts a fiber that runs a whole quantum while others of its block are
// ready. Prints one line per case.
#include <hip/hip_runtime.h>
#include <cstdio>

__device__ unsigned work(int n) {  // some work before a flag is set
  unsigned s = 0;
  for (int i = 0; i < n; ++i) s = s * 31u + static_cast<unsigned>(i);
  return s;
}

// thread 0 polls a volatile global flag that thread 33 sets after some work
__global__ void volatile_global(volatile int* flag, int* out) {
  const int t = threadIdx.x;
  if (t == 0) {
    while (*flag == 0) {
    }
    out[0] = 1 + out[1];  // thread 33's store happened before its flag
  }
  if (t == 33) {
    out[1] = static_cast<int>(work(1000) & 0xffu);
    __threadfence();
    *flag = 1;
  }
}

// the same with a volatile __shared__ flag
__global__ void volatile_shared(int* out) {
  __shared__ volatile int flag;
  __shared__ int value;
  const int t = threadIdx.x;
  if (t == 0) flag = 0;
  __syncthreads();
  if (t == 0) {
    while (flag == 0) {
    }
    out[0] = value;
  }
  if (t == 33) {
    value = 1234 + static_cast<int>(work(10) & 0u);
    __threadfence_block();
    flag = 1;
  }
}

// thread 0 polls with atomicAdd(&flag, 0)
__global__ void atomic_poll(int* flag, int* out) {
  const int t = threadIdx.x;
  if (t == 0) {
    while (atomicAdd(flag, 0) == 0) {
    }
    out[0] = 7;
  }
  if (t == 33) atomicExch(flag, 1);
}

// thread t waits (volatile) for thread t+1's flag: the last thread releases the chain
__global__ void volatile_chain(volatile int* flags, int* out) {
  const int t = threadIdx.x, n = blockDim.x;
  if (t + 1 < n) {
    while (flags[t + 1] == 0) {
    }
    out[t] = out[t + 1] + 1;
  } else {
    out[t] = 0;
  }
  __threadfence();
  flags[t] = 1;
}

// the classic inter-block spin lock: one thread per block takes the lock with atomicCAS, updates
// a counter non-atomically inside, and releases it with atomicExch
__global__ void block_lock(int* lock, volatile int* counter) {
  if (threadIdx.x == 0) {
    while (atomicCAS(lock, 0, 1) != 0) {
    }
    __threadfence();
    const int v = *counter;
    *counter = v + static_cast<int>(blockIdx.x) + 1;
    __threadfence();
    atomicExch(lock, 0);
  }
}

// every thread of every block takes the lock (waiters of the same block need the holder to run)
__global__ void thread_lock(int* lock, volatile int* counter) {
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  const int v = *counter;
  work(50);
  *counter = v + 1;
  __threadfence();
  atomicExch(lock, 0);
}

// block 1's thread 5 waits for a volatile flag set by block 0's last thread; with one worker the
// blocks run one after another (block 0 first), with more they run at once
__global__ void across_blocks(volatile int* flag, int* out) {
  if (blockIdx.x == 1 && threadIdx.x == 5) {
    while (*flag == 0) {
    }
    out[0] = 99;
  }
  if (blockIdx.x == 0 && threadIdx.x == blockDim.x - 1) *flag = 1;
}

// thread 0 polls with a relaxed atomic load (no volatile access, no polling atomic): only preemption
// lets thread 33 run
__global__ void atomic_load_poll(int* flag, int* out) {
  const int t = threadIdx.x;
  if (t == 0) {
    while (__atomic_load_n(flag, __ATOMIC_RELAXED) == 0) {
    }
    out[0] = 1 + out[1];
  }
  if (t == 33) {
    out[1] = static_cast<int>(work(100) & 0xffu);
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  }
}

int main() {
  int *flag, *out, *flags, *lock;
  hipMalloc(&flag, sizeof(int));
  hipMalloc(&lock, sizeof(int));
  hipMalloc(&out, 256 * sizeof(int));
  hipMalloc(&flags, 256 * sizeof(int));
  int h[256];

  hipMemset(flag, 0, sizeof(int));
  hipMemset(out, 0, 256 * sizeof(int));
  hipLaunchKernelGGL(volatile_global, dim3(1), dim3(64), 0, 0, flag, out);
  hipMemcpy(h, out, 2 * sizeof(int), hipMemcpyDeviceToHost);
  printf("volatile_global %d %d\n", h[0], h[1]);

  hipMemset(out, 0, sizeof(int));
  hipLaunchKernelGGL(volatile_shared, dim3(3), dim3(128), 0, 0, out);
  hipMemcpy(h, out, sizeof(int), hipMemcpyDeviceToHost);
  printf("volatile_shared %d\n", h[0]);

  hipMemset(flag, 0, sizeof(int));
  hipMemset(out, 0, sizeof(int));
  hipLaunchKernelGGL(atomic_poll, dim3(1), dim3(64), 0, 0, flag, out);
  hipMemcpy(h, out, sizeof(int), hipMemcpyDeviceToHost);
  printf("atomic_poll %d\n", h[0]);

  hipMemset(flags, 0, 256 * sizeof(int));
  hipMemset(out, 0, 256 * sizeof(int));
  hipLaunchKernelGGL(volatile_chain, dim3(1), dim3(64), 0, 0, flags, out);
  hipMemcpy(h, out, 64 * sizeof(int), hipMemcpyDeviceToHost);
  printf("volatile_chain %d %d %d\n", h[0], h[32], h[63]);

  hipMemset(lock, 0, sizeof(int));
  hipMemset(out, 0, sizeof(int));
  hipLaunchKernelGGL(block_lock, dim3(100), dim3(64), 0, 0, lock, out);
  hipMemcpy(h, out, sizeof(int), hipMemcpyDeviceToHost);
  printf("block_lock %d\n", h[0]);

  hipMemset(lock, 0, sizeof(int));
  hipMemset(out, 0, sizeof(int));
  hipLaunchKernelGGL(thread_lock, dim3(4), dim3(96), 0, 0, lock, out);
  hipMemcpy(h, out, sizeof(int), hipMemcpyDeviceToHost);
  printf("thread_lock %d\n", h[0]);

  hipMemset(flag, 0, sizeof(int));
  hipMemset(out, 0, sizeof(int));
  hipLaunchKernelGGL(across_blocks, dim3(2), dim3(64), 0, 0, flag, out);
  hipMemcpy(h, out, sizeof(int), hipMemcpyDeviceToHost);
  printf("across_blocks %d\n", h[0]);

  hipMemset(flag, 0, sizeof(int));
  hipMemset(out, 0, 2 * sizeof(int));
  hipLaunchKernelGGL(atomic_load_poll, dim3(1), dim3(64), 0, 0, flag, out);
  hipMemcpy(h, out, 2 * sizeof(int), hipMemcpyDeviceToHost);
  printf("atomic_load_poll %d %d\n", h[0], h[1]);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
