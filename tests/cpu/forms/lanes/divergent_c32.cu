// CUDA's spelling of the odd/even vote kernel (tests/cpu/test_lane_divergent.py): after translation the
// votes are compat32's (xlate_c32::ballot_sync ...), 32-bit masks widened to each 32-lane half of a
// wave64 wavefront, run as predicated regions. Blocks of 96 threads: at wave64 the second wavefront
// has one full half and one that does not exist.
#include <cstdio>
#include <vector>

__global__ void c32_oddeven(const int* in, unsigned* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  const unsigned odd = 0xAAAAAAAAu, even = 0x55555555u;
  int x = in[i];
  unsigned b, a;
  if (lane & 1) {
    b = __ballot_sync(odd, x > 0);
    a = __any_sync(odd, x > 40);
  } else {
    b = __ballot_sync(even, x % 3 == 0);
    a = __all_sync(even, x > -45);
  }
  out[2 * i] = b;
  out[2 * i + 1] = a;
}

int main() {
  const int B = 3, T = 96, N = B * T;
  std::vector<int> h(N);
  for (int i = 0; i < N; ++i) h[i] = (i * 37) % 101 - 50;
  int* din;
  unsigned* dout;
  cudaMalloc(&din, N * sizeof(int));
  cudaMalloc(&dout, 2 * N * sizeof(unsigned));
  cudaMemcpy(din, h.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  c32_oddeven<<<B, T>>>(din, dout);
  std::vector<unsigned> o(2 * N);
  cudaMemcpy(o.data(), dout, 2 * N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  printf("c32_oddeven");
  for (unsigned v : o) printf(" %u", v);
  printf("\n");
  return 0;
}
