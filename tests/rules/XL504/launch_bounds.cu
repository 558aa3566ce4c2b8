__global__ void __launch_bounds__(256, 2) a() {}
__global__ void __launch_bounds__(1024, 1) b() {}
__global__ void __launch_bounds__(1024, 4) c() {}
template <int NT, int MINB> __global__ void __launch_bounds__(NT, MINB) d() {}
__global__ void __launch_bounds__(256, 2, 4) e() {}
__global__ void __launch_bounds__(256) f() {}
// CHECK: XL504 warning L3:41
// CHECK: XL504 warning L4:67
// CHECK: XL504 warning L5:43
