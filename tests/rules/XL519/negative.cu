// Trivial types in shared memory compile with clang as written: nothing to do.
struct Plain {
  float x;
  int n;
};
__global__ void k(Plain p, float* out) {
  __shared__ Plain s;
  __shared__ float tile[64];
  if (threadIdx.x == 0) s = p;
  __syncthreads();
  tile[threadIdx.x] = s.x * threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x] + s.n;
}
