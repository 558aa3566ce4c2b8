// CUDA's extensible launch with programmatic dependent launch (PDL), as llama.cpp's ggml writes it:
// cudaLaunchKernelEx with cudaLaunchAttributeProgrammaticStreamSerialization, kernels that trigger their
// dependents first and wait for their prerequisite grid (cudaGridDependencySynchronize, or the PTX forms)
// before reading what it wrote. Each step of the chain reads the previous step's output at a neighbour
// element written by another block, so any overlap of two steps changes the sums the program prints.
// Also cudaLaunchKernelExC, attributes HIP has (priority), hints that are dropped, a cluster of one block,
// and the attributes the translation must refuse (clusters of more than one block, programmatic events).
#include <cuda_runtime.h>
#include <cstdio>

__global__ void init(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = i % 7;
}

__global__ void step(const int *src, int *dst, int n, int k) {
  cudaTriggerProgrammaticLaunchCompletion();
  cudaGridDependencySynchronize();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i] + 2 * src[(i + 37 * k) % n] + k;
}

__global__ void step_ptx(const int *src, int *dst, int n, int k) {
  asm volatile("griddepcontrol.launch_dependents;");
  asm volatile("griddepcontrol.wait;" ::: "memory");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i] ^ src[(n - 1 - i + k) % n];
}

int main() {
  const int n = 4096, steps = 12;
  int *a, *b;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);

  cudaLaunchAttribute attr[3];
  attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr[0].val.programmaticStreamSerializationAllowed = 1;
  attr[1].id = cudaLaunchAttributePriority;
  attr[1].val.priority = 0;
  attr[2].id = cudaLaunchAttributeClusterDimension;
  attr[2].val.clusterDim.x = 1;
  attr[2].val.clusterDim.y = 1;
  attr[2].val.clusterDim.z = 1;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(n / 128);
  cfg.blockDim = dim3(128);
  cfg.dynamicSmemBytes = 0;
  cfg.stream = s;
  cfg.attrs = attr;
  cfg.numAttrs = 3;

  init<<<n / 128, 128, 0, s>>>(a, n);
  int errors = 0;
  for (int k = 0; k < steps; ++k) {
    int *src = k % 2 ? b : a, *dst = k % 2 ? a : b;
    cudaError_t e;
    if (k % 3 == 2) {
      const int *csrc = src;
      int nn = n, kk = k;
      void *args[] = {&csrc, &dst, &nn, &kk};
      e = cudaLaunchKernelExC(&cfg, reinterpret_cast<const void *>(step_ptx), args);
    } else {
      e = cudaLaunchKernelEx(&cfg, step, (const int *)src, dst, n, k);
    }
    if (e != cudaSuccess) ++errors;
  }
  static int h[n];
  cudaMemcpyAsync(h, steps % 2 ? b : a, sizeof h, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  long long sum = 0, weighted = 0;
  for (int i = 0; i < n; ++i) {
    sum += h[i];
    weighted += (long long)h[i] * (i % 13 + 1);
  }
  printf("launch errors %d sum %lld weighted %lld\n", errors, sum, weighted);

  // refused: a cluster of 2 blocks, a programmatic event (nothing is launched: `a` keeps its values)
  attr[2].val.clusterDim.x = 2;
  cudaError_t e1 = cudaLaunchKernelEx(&cfg, init, b, n);
  attr[2].val.clusterDim.x = 1;
  cudaEvent_t ev;
  cudaEventCreate(&ev);
  attr[1].id = cudaLaunchAttributeProgrammaticEvent;
  attr[1].val.programmaticEvent.event = ev;
  attr[1].val.programmaticEvent.flags = 0;
  attr[1].val.programmaticEvent.triggerAtBlockStart = 0;
  cudaError_t e2 = cudaLaunchKernelEx(&cfg, init, b, n);
  // dropped hints: a preferred cluster dimension and a scheduling policy preference
  attr[1].id = cudaLaunchAttributePreferredClusterDimension;
  attr[1].val.preferredClusterDim.x = 4;
  attr[1].val.preferredClusterDim.y = 1;
  attr[1].val.preferredClusterDim.z = 1;
  attr[2].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
  attr[2].val.clusterSchedulingPolicyPreference = cudaClusterSchedulingPolicySpread;
  cudaError_t e3 = cudaLaunchKernelEx(&cfg, init, b, n);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += h[i] != i % 7;
  printf("cluster2 %d event %d hints %d init %d\n", (int)(e1 == cudaErrorNotSupported),
         (int)(e2 == cudaErrorNotSupported), (int)(e3 == cudaSuccess), wrong);
  return 0;
}
