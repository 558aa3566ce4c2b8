#include <xlate/compat32.h> // blocks reached after a lane-divergent condition of an else-if chain split the warp, whatever their own
// condition; so does the else of a then-branch without braces whose condition splits the warp
__global__ void k(float *buf, int n) {
    int lane = threadIdx.x % 32;  // CHECK: XL201 note L4:30 `threadIdx.x % 32` computes a lane index
    if (lane < 16) {
        buf[lane] = 1.f;
    } else if (n > 4) {
        xlate_c32::syncwarp();  // CHECK: XL212 error L8:9 __syncwarp() inside a branch that splits the lanes of a warp
    } else {
        xlate_c32::syncwarp();  // CHECK: XL212 error L10:9 __syncwarp() inside an else branch
    }
    if (lane > 2)
        buf[0] = buf[(lane + 1) % 32];  // CHECK: XL201 note L13:35 `(lane + 1) % 32` computes a lane index
    else {
        xlate_c32::syncwarp();  // CHECK: XL212 error L15:9 __syncwarp() inside an else branch
    }
}
