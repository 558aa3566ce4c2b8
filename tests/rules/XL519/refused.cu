// Two names in one declaration: left as written, with an error (clang refuses it, so would the compile).
struct Counted {
  int n {0};
};
__global__ void k(int* out) {
  __shared__ Counted a, b;  // CHECK: XL519 error L6:22 several
  // CHECK: XL519 error L6:25 several
  if (threadIdx.x == 0) { a.n = 1; b.n = 2; }
  __syncthreads();
  out[threadIdx.x] = a.n + b.n;
}
