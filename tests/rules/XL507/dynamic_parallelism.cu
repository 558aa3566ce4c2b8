__global__ void child(int v) {}
__global__ void parent() {
  child<<<1, 1>>>(1);
  cudaDeviceSynchronize();
}
__device__ void helper() { child<<<1, 1, 0, cudaStreamTailLaunch>>>(2); }
__global__ void __cluster_dims__(2, 1, 1) clustered() {}
// CHECK: XL507 error L3:3
// CHECK: XL507 error L4:3
// CHECK: XL507 error L6:28
// CHECK: XL507 error L6:45
// CHECK: XL507 error L7:17
