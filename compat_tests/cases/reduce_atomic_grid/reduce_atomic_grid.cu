// Block reduction in shared memory followed by one atomicAdd per block into a global double.
#include "ct.cuh"

__global__ void dot(const double* a, const double* b, int n, double* out) {
  __shared__ double s[128];
  int t = threadIdx.x;
  double x = 0.0;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) x += a[i] * b[i];
  s[t] = x;
  __syncthreads();
  for (int k = 64; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) atomicAdd(out, s[0]);
}

int main() {
  const int n = 50000;
  double* a = new double[n];
  double* b = new double[n];
  for (int i = 0; i < n; ++i) { a[i] = (i % 17) * 0.5; b[i] = (i % 13) - 6.0; }
  double *da, *db, *dout;
  CT_CHECK(cudaMalloc(&da, n * sizeof(double)));
  CT_CHECK(cudaMalloc(&db, n * sizeof(double)));
  CT_CHECK(cudaMalloc(&dout, sizeof(double)));
  CT_CHECK(cudaMemcpy(da, a, n * sizeof(double), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(db, b, n * sizeof(double), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemset(dout, 0, sizeof(double)));
  dot<<<24, 128>>>(da, db, n, dout);
  double r;
  CT_CHECK(cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost));
  printf("dot: %.17g\n", r);
  return 0;
}
