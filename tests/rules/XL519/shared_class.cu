// __shared__ variables whose class type has a constructor that is not empty: nvcc runs none, clang refuses.
struct View {
  const float* data;
  int n {0};
};
template <typename T> struct Element {
  T value {};
  int index {-1};
};
template <typename T, int N>
__global__ void k(View v, Element<T>* out) {
  __shared__ View s_v;  // CHECK: XL519 note L12:19 raw shared storage
  static __shared__ Element<T> s_elements[N];  // CHECK: XL519 note L13:32 raw shared storage
  if (threadIdx.x == 0) s_v = v;
  __syncthreads();
  s_elements[threadIdx.x].value = s_v.data[threadIdx.x % s_v.n];
  s_elements[threadIdx.x].index = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s_elements[N - 1 - threadIdx.x];
}
template __global__ void k<float, 64>(View, Element<float>*);
