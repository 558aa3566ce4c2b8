// CUB's fancy iterators with the device-wide algorithms and in kernels, the grid utilities and the
// caching allocator. Each line: a name and its values. Modes (argv[1]):
//   (none)       everything below, GridBarrier in a cooperative launch of two blocks
//   plainbarrier GridBarrier::Sync in an ordinary launch of two blocks (the cpu backend stops there)
#include <cstdio>
#include <cstring>
#include <cub/cub.cuh>

struct Affine {
  __host__ __device__ float operator()(int x) const { return 0.5f * x - 3.0f; }
};

template <class In, class Out> void reduce_sum(In in, Out out, int n) {
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(temp, bytes, in, out, n);
  cudaMalloc(&temp, bytes);
  cub::DeviceReduce::Sum(temp, bytes, in, out, n);
  cudaFree(temp);
}

template <class In, class Out, class Op, class T> void reduce(In in, Out out, int n, Op op, T init) {
  void *temp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Reduce(temp, bytes, in, out, n, op, init);
  cudaMalloc(&temp, bytes);
  cub::DeviceReduce::Reduce(temp, bytes, in, out, n, op, init);
  cudaFree(temp);
}

// iterators inside a kernel: element reads, arithmetic, writes through the output iterators
__global__ void iter_kernel(int *in, int *out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  cub::CacheModifiedInputIterator<cub::LOAD_LDG, int> ld(in);
  cub::CacheModifiedOutputIterator<cub::STORE_CG, int> st(out);
  cub::ArgIndexInputIterator<const int *> arg(in + 2);
  cub::CountingInputIterator<int> count(-5);
  cub::ConstantInputIterator<int> seven(7);
  cub::DiscardOutputIterator<> discard;
  discard[i] = 3;
  cub::ArgIndexInputIterator<const int *> moved = arg + 3;
  st[i] = ld[i] * 1000 + (arg[i % 4].key * 100 + arg[i % 4].value) + (count + 2)[i] + *(seven + i) +
          (moved[i % 2].key == 3 + i % 2 && moved[i % 2].value == in[5 + i % 2] ? 1 : 0) * 10000000;
}

__global__ void even_share_kernel(cub::GridEvenShare<int> share, int *out) {
  share.BlockInit<32, cub::GRID_MAPPING_RAKE>();
  int *o = out + blockIdx.x * 6;
  o[0] = share.block_offset;
  o[1] = share.block_end;
  o[2] = share.block_stride;
  share.BlockInit<32, cub::GRID_MAPPING_STRIP_MINE>();
  o[3] = share.block_offset;
  o[4] = share.block_end;
  o[5] = share.block_stride;
}

__global__ void queue_kernel(cub::GridQueue<int> queue, int *taken) {
  int got = queue.Drain(3);
  taken[blockIdx.x * blockDim.x + threadIdx.x] = got;
}

__global__ void texture_kernel(cub::TexObjInputIterator<double> tex, double *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex[i] + 0.25 * (tex + 1)[i];
}

__global__ void barrier_kernel(cub::GridBarrier barrier, int *a, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  a[t] = 10 * t + 1;
  barrier.Sync();
  int other = ((blockIdx.x + 1) % gridDim.x) * blockDim.x + threadIdx.x;
  out[t] = a[other];
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "plainbarrier") == 0) {
    cub::GridBarrierLifetime barrier;
    barrier.Setup(2);
    int *a, *out;
    cudaMalloc(&a, 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    barrier_kernel<<<2, 32>>>(barrier, a, out);
    cudaDeviceSynchronize();
    printf("plainbarrier done\n");
    return 0;
  }
  const int N = 37;
  int h_in[N];
  for (int i = 0; i < N; ++i) h_in[i] = (i * 7919) % 23 - 11;
  h_in[30] = -11;  // ties of the minimum (-11 at 0 too)
  h_in[12] = 11;   // and of the maximum
  int *d_in;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  printf("input");
  for (int i = 0; i < N; ++i) printf(" %d", h_in[i]);
  printf("\n");

  // device-wide algorithms over the iterators
  int *d_int;
  float *d_float;
  cudaMalloc(&d_int, sizeof(int));
  cudaMalloc(&d_float, sizeof(float));
  int r_count, r_const, r_cache;
  float r_tr;
  reduce_sum(cub::CountingInputIterator<int>(-10), d_int, 25);
  cudaMemcpy(&r_count, d_int, sizeof(int), cudaMemcpyDeviceToHost);
  reduce_sum(cub::ConstantInputIterator<int>(-3), d_int, 11);
  cudaMemcpy(&r_const, d_int, sizeof(int), cudaMemcpyDeviceToHost);
  reduce_sum(cub::CacheModifiedInputIterator<cub::LOAD_CS, int>(d_in), d_int, N);
  cudaMemcpy(&r_cache, d_int, sizeof(int), cudaMemcpyDeviceToHost);
  reduce_sum(cub::TransformInputIterator<float, Affine, const int *>(d_in, Affine()), d_float, N);
  cudaMemcpy(&r_tr, d_float, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sums %d %d %d %.3f\n", r_count, r_const, r_cache, r_tr);

  typedef cub::KeyValuePair<ptrdiff_t, int> KV;
  KV *d_kv, h_kv[2];
  cudaMalloc(&d_kv, sizeof(KV));
  cub::ArgIndexInputIterator<int *> arg(d_in);
  reduce(arg, d_kv, N, cub::ArgMin(), KV(1, 1 << 30));
  cudaMemcpy(&h_kv[0], d_kv, sizeof(KV), cudaMemcpyDeviceToHost);
  reduce(arg, d_kv, N, cub::ArgMax(), KV(1, -(1 << 30)));
  cudaMemcpy(&h_kv[1], d_kv, sizeof(KV), cudaMemcpyDeviceToHost);
  printf("argreduce %ld %d %ld %d\n", (long)h_kv[0].key, h_kv[0].value, (long)h_kv[1].key, h_kv[1].value);

  // in a kernel
  int *d_out;
  cudaMalloc(&d_out, N * sizeof(int));
  iter_kernel<<<1, 64>>>(d_in, d_out, N - 6);
  int h_out[N];
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  printf("kernel");
  for (int i = 0; i < N - 6; ++i) printf(" %d", h_out[i]);
  printf("\n");

  // host-side iterator arithmetic (random access, std::iterator_traits)
  cub::CountingInputIterator<long long> c0(100), c1 = c0 + 17;
  typedef std::iterator_traits<cub::TransformInputIterator<float, Affine, const int *>> Traits;
  printf("hostiter %lld %lld %d %d %d %d\n", (long long)(c1 - c0), c1[3], (int)(c0 < c1), (int)(c0 == c1 - 17),
         (int)sizeof(Traits::value_type), (int)(--c1 - c0));

  // texture object iterator
  double h_d[20];
  for (int i = 0; i < 20; ++i) h_d[i] = 1.5 * i - 4.0;
  double *d_d, *d_r;
  cudaMalloc(&d_d, sizeof h_d);
  cudaMalloc(&d_r, sizeof h_d);
  cudaMemcpy(d_d, h_d, sizeof h_d, cudaMemcpyHostToDevice);
  cub::TexObjInputIterator<double> tex;
  cudaError_t te = tex.BindTexture(d_d, sizeof h_d, 2);
  texture_kernel<<<1, 32>>>(tex, d_r, 17);
  double h_r[17];
  cudaMemcpy(h_r, d_r, sizeof h_r, cudaMemcpyDeviceToHost);
  double tex_sum = 0;
  reduce_sum(tex, d_r, 19);  // item 20 is past the bound memory: it reads as 0
  cudaMemcpy(&tex_sum, d_r, sizeof(double), cudaMemcpyDeviceToHost);
  printf("texture %d", (int)te);
  for (int i = 0; i < 17; ++i) printf(" %.4f", h_r[i]);
  printf(" %.4f %d\n", tex_sum, (int)tex.UnbindTexture());

  // GridEvenShare over 1000 items, tiles of 32, at most 7 blocks
  cub::GridEvenShare<int> share;
  share.DispatchInit(1000, 7, 32);
  int *d_share;
  cudaMalloc(&d_share, 7 * 6 * sizeof(int));
  even_share_kernel<<<share.grid_size, 1>>>(share, d_share);
  int h_share[42];
  cudaMemcpy(h_share, d_share, sizeof h_share, cudaMemcpyDeviceToHost);
  printf("evenshare %d", share.grid_size);
  for (int i = 0; i < share.grid_size * 6; ++i) printf(" %d", h_share[i]);
  printf("\n");

  // GridQueue: fill 100, 3 blocks of 8 threads drain 3 each
  void *d_q;
  cudaMalloc(&d_q, cub::GridQueue<int>::AllocationSize());
  cub::GridQueue<int> queue(d_q);
  queue.FillAndResetDrain(100);
  int *d_taken;
  cudaMalloc(&d_taken, 24 * sizeof(int));
  queue_kernel<<<3, 8>>>(queue, d_taken);
  int h_taken[24], fill = -1, counters[2];
  cudaMemcpy(h_taken, d_taken, sizeof h_taken, cudaMemcpyDeviceToHost);
  queue.FillSize(fill);
  cudaDeviceSynchronize();
  cudaMemcpy(counters, d_q, sizeof counters, cudaMemcpyDeviceToHost);
  queue.ResetDrain();
  int after[2];
  cudaDeviceSynchronize();
  cudaMemcpy(after, d_q, sizeof after, cudaMemcpyDeviceToHost);
  printf("queue %d %d %d %d %d", fill, counters[0], counters[1], after[0], after[1]);
  for (int i = 0; i < 24; ++i) printf(" %d", h_taken[i]);
  printf("\n");

  // CachingDeviceAllocator: bins of 8^k bytes (k = 3..7), a freed block is reused for the same bin
  cub::CachingDeviceAllocator alloc;
  void *p1 = nullptr, *p2 = nullptr, *p3 = nullptr, *p4 = nullptr, *big = nullptr;
  cudaError_t e1 = alloc.DeviceAllocate(&p1, 3000);  // the 4 KB bin
  cudaMemset(p1, 7, 3000);
  unsigned char probe[3000];
  cudaMemcpy(probe, p1, 3000, cudaMemcpyDeviceToHost);
  cudaError_t e2 = alloc.DeviceFree(p1);
  cudaError_t e3 = alloc.DeviceAllocate(&p2, 4096);  // same bin: the cached block
  cudaError_t e4 = alloc.DeviceAllocate(&p3, 100);   // the 512 B bin: a new block
  cudaError_t e5 = alloc.DeviceAllocate(&big, 5 << 20);  // above the largest bin: exact, never cached
  cudaMemset(big, 1, 5 << 20);
  cudaError_t e6 = alloc.DeviceFree(big);
  cudaError_t e7 = alloc.DeviceFree(p2);
  cudaError_t e8 = alloc.DeviceFree(p3);
  size_t cached = alloc.cached_bytes[0].free, live = alloc.cached_bytes[0].live;
  cudaError_t e9 = alloc.FreeAllCached();
  size_t cached_after = alloc.cached_bytes[0].free;
  cudaError_t e10 = alloc.DeviceAllocate(&p4, 4000);
  cudaError_t e11 = alloc.DeviceFree(p4);
  int sum = 0;
  for (int i = 0; i < 3000; ++i) sum += probe[i];
  printf("allocator %d %d %d %d %d %d %d %d %d %d %d %d %d %zu %zu %zu\n", (int)e1, (int)e2, (int)e3, (int)e4, (int)e5,
         (int)e6, (int)e7, (int)e8, (int)e9, (int)e10, (int)e11, (int)(p1 == p2), sum, cached, live, cached_after);

  // GridBarrier across two blocks of a cooperative launch
  cub::GridBarrierLifetime barrier;
  cudaError_t be = barrier.Setup(2);
  int *d_a, *d_b;
  cudaMalloc(&d_a, 64 * sizeof(int));
  cudaMalloc(&d_b, 64 * sizeof(int));
  cub::GridBarrier plain = barrier;
  void *args[] = {&plain, &d_a, &d_b};
  cudaError_t le = cudaLaunchCooperativeKernel((void *)barrier_kernel, dim3(2), dim3(32), args, 0, 0);
  int h_b[64];
  cudaMemcpy(h_b, d_b, sizeof h_b, cudaMemcpyDeviceToHost);
  printf("barrier %d %d", (int)be, (int)le);
  for (int i = 0; i < 64; ++i) printf(" %d", h_b[i]);
  printf(" %d\n", (int)barrier.HostReset());
  return 0;
}
