__global__ void __launch_bounds__(256, 2) a() {}
__global__ void __launch_bounds__(1024, 1) b() {}
__global__ void __launch_bounds__(1024, 4) c() {}
template <int NT, int MINB> __global__ void __launch_bounds__(NT, MINB) d() {}
__global__ void __launch_bounds__(256, 2, 4) e() {}
__global__ void __launch_bounds__(256) f() {}
// CHECK: XL504 warning 3:41
// CHECK: XL504 warning 4:67
// CHECK: XL504 warning 5:43
