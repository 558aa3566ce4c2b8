#include <xlate/compat32.h> // A member is not a variable: `blockDim.x` is not tainted by a thread-index-derived local named `x`
// (GROMACS' settle kernel reduces with `if (blockSize / divideBy > warpSize / 2) __syncthreads(); else
// __syncwarp();`, uniform per block), while an object whose member holds a thread index stays tainted.
struct P { int x, y; };
__global__ void uniform_block_size(float* v) {
    float3 x;
    x.x = threadIdx.x;
    int blockSize = static_cast<int>(blockDim.x);
    for (int divideBy = 2; divideBy <= blockSize; divideBy *= 2) {
        int dividedAt = blockSize / divideBy;
        if (static_cast<int>(threadIdx.x) < dividedAt) { v[threadIdx.x] += v[threadIdx.x + dividedAt] + x.x; }
        if (dividedAt > xlate_c32::warpSize / 2) { __syncthreads(); } else { xlate_c32::syncwarp(); }
    }
}
__global__ void member_holds_thread_index(float* v) {
    P p;
    p.x = threadIdx.x;
    if (p.x < 5) { v[0] = 1; } else { xlate_c32::syncwarp(); }  // CHECK: XL212 error L18:39 inside an else branch
}
__global__ void element_member_holds_lane(float* v) {
    P q[2];
    q[0].y = threadIdx.x % 7;
    if (q[0].y > 2) { v[0] = 1; } else { xlate_c32::syncwarp(); }  // CHECK: XL212 error L23:42 inside an else branch
}
