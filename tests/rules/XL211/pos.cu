__global__ void k(volatile int *flag, int *out) {
    if (threadIdx.x == 32) *flag = 1;
    while (*flag == 0);  // CHECK: XL211 error L3:5 spin-wait loop: compat32 cannot guarantee
    out[threadIdx.x] = 1;
}
