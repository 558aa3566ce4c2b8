__global__ void k(int v) {}
void host(int n) {
  k<<<1>>>(n);
  k<<<1, 2, 3, 4, 5>>>(n);
}
// CHECK: XL502 error L3:4
// CHECK: XL502 error L4:4
