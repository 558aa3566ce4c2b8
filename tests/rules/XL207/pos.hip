__device__ void last_warp(volatile int *s, int tid) {  // CHECK: XL200 note L5:1 no free line at file scope before this use
    { auto xlate_v = s[tid] + (s[tid + 32]); xlate_c32::syncwarp(); s[tid] = xlate_v; } xlate_c32::syncwarp();  // CHECK: XL207 warning L2:5 write through volatile `s` relies on lockstep
    { auto xlate_v = s[tid] + (s[tid + 16]); xlate_c32::syncwarp(); s[tid] = xlate_v; } xlate_c32::syncwarp();  // CHECK: XL207 warning L3:5 write through volatile `s` relies on lockstep
}
#include <xlate/compat32.h>
#line 5
