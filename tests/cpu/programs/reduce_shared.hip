// Block sums with a static shared tree reduction and with dynamic shared memory.
#include <hip/hip_runtime.h>
#include <vector>

__global__ void reduce_static(const int* in, long long* out, int n) {
  __shared__ long long s[256];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void reduce_dynamic(const int* in, long long* out, int n) {
  HIP_DYNAMIC_SHARED(long long, s)
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
  if (t == 0 && blockIdx.x == 0) out[gridDim.x] = reinterpret_cast<uintptr_t>(s) % 16;
}

int main() {
  const int n = 5000, threads = 256, blocks = (n + threads - 1) / threads;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 7919) % 1000 - 300;
  int* d;
  long long *o1, *o2;
  hipMalloc(&d, n * sizeof(int));
  hipMalloc(&o1, (blocks + 1) * sizeof(long long));
  hipMalloc(&o2, (blocks + 1) * sizeof(long long));
  hipMemcpy(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice);
  hipLaunchKernelGGL(reduce_static, dim3(blocks), dim3(threads), 0, 0, d, o1, n);
  hipLaunchKernelGGL(reduce_dynamic, dim3(blocks), dim3(threads), threads * sizeof(long long), 0,
                     d, o2, n);
  std::vector<long long> r1(blocks + 1), r2(blocks + 1);
  hipMemcpy(r1.data(), o1, (blocks + 1) * sizeof(long long), hipMemcpyDeviceToHost);
  hipMemcpy(r2.data(), o2, (blocks + 1) * sizeof(long long), hipMemcpyDeviceToHost);
  for (int b = 0; b < blocks; ++b) printf("%lld %lld\n", r1[b], r2[b]);
  printf("align %lld\n", r2[blocks]);
  return 0;
}
