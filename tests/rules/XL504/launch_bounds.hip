__global__ void __launch_bounds__(256, 2 /* XL504: CUDA minBlocksPerSM=2 -> min waves per EU */) a() {}
__global__ void __launch_bounds__(1024, 4 /* XL504: CUDA minBlocksPerSM=1 -> min waves per EU */) b() {}
__global__ void __launch_bounds__(1024, 8 /* XL504: CUDA minBlocksPerSM=4 -> min waves per EU */) c() {}
template <int NT, int MINB> __global__ void __launch_bounds__(NT) d() {}
__global__ void __launch_bounds__(256, 2 /* XL504: CUDA minBlocksPerSM=2 -> min waves per EU */) e() {}
__global__ void __launch_bounds__(256) f() {}
// CHECK: XL504 warning L3:41
// CHECK: XL504 warning L4:67
// CHECK: XL504 warning L5:43
