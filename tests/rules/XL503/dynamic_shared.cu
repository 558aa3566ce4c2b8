extern __shared__ float global_smem[];
template <typename T> __global__ void reduce(T* out) {
  extern __shared__ T sdata[];
  out[0] = sdata[0];
}
__global__ void two(float* out) {
  extern __shared__ __align__(16) int ibuf[];
  extern volatile __shared__ double dbuf[];
  out[0] = ibuf[0] + dbuf[1];
}
__global__ void trailing(float* out) {
  extern __shared__ float4 v[] __attribute__((aligned(16)));
  out[0] = v[0].x;
}
int main() { reduce<<<1, 1, 64>>>((float*)0); reduce<<<1, 1, 64>>>((int*)0); return 0; }
