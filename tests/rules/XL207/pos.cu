__device__ void last_warp(volatile int *s, int tid) {  // CHECK: XL200 note L5:1 no free line at file scope before this use
    s[tid] += s[tid + 32];  // CHECK: XL207 warning L2:5 write through volatile `s` relies on lockstep
    s[tid] += s[tid + 16];  // CHECK: XL207 warning L3:5 write through volatile `s` relies on lockstep
}
