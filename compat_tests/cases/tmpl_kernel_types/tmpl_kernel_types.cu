// One template kernel instantiated for int, float and double (explicit template arguments at launch).
#include "ct.cuh"

template <typename T>
__global__ void axpy(T a, const T* x, T* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
void run(const char* key, T a, void (*print)(const char*, const T*, int)) {
  const int n = 100;
  T x[n], y[n];
  for (int i = 0; i < n; ++i) { x[i] = (T)(i % 10); y[i] = (T)(i / 10); }
  T *dx, *dy;
  CT_CHECK(cudaMalloc(&dx, sizeof x));
  CT_CHECK(cudaMalloc(&dy, sizeof y));
  CT_CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice));
  axpy<T><<<1, 128>>>(a, dx, dy, n);
  CT_CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
  print(key, y, n);
  CT_CHECK(cudaFree(dx));
  CT_CHECK(cudaFree(dy));
}

int main() {
  run<int>("i", 3, ct_print_i);
  run<float>("f", 2.5f, ct_print_f);
  run<double>("d", -0.125, ct_print_d);
  return 0;
}
