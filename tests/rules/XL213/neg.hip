#include <xlate/compat32.h> // Nothing to add: no full-mask warp operation proves the warp converged, the stores are the lane's
// own, a sync is already there, or a lane may have left between.
__global__ void after_barrier_only(const int* in, int* out, int n) {
    __shared__ int s[64];
    int t = threadIdx.x;
    if (t >= n) return;
    __syncthreads();  // threads that returned are not waited for: a full-mask __syncwarp would name them
    s[t] = in[t];
    out[t] = s[t ^ 1];
}

__global__ void local_arrays(const float* in, float* out) {
    float v = in[threadIdx.x];
    v += xlate_c32::shfl_down_sync(0xffffffff, v, 1);  // CHECK: XL202 note L14:27
    float tmp[4];
    tmp[0] = v;
    tmp[1] = tmp[0] * 2.0f;
    out[threadIdx.x] = tmp[1];
}

__global__ void already_synced(int* buf) {
    int v = xlate_c32::shfl_sync(0xffffffff, (int) threadIdx.x, 0);  // CHECK: XL202 note L22:25
    buf[threadIdx.x] = v;
    xlate_c32::syncwarp();
    if (threadIdx.x == 0) buf[1] = 7;
}

__global__ void half_mask(int* buf) {
    if (threadIdx.x < 16) {
        int v = xlate_c32::shfl_down_sync(0x0000ffff, (int) threadIdx.x, 1, 16);  // CHECK: XL202 note L30:34
        buf[threadIdx.x] = v;
        buf[threadIdx.x + 16] = v;
    }
}

__global__ void may_leave(const int* in, int* buf, int n) {
    int v = xlate_c32::shfl_xor_sync(0xffffffff, in[threadIdx.x], 1);  // CHECK: XL202 note L37:29
    for (int i = 0; i < n; ++i) {
        if (in[i] == threadIdx.x) return;
    }
    buf[threadIdx.x] = v;
    buf[threadIdx.x + 1] = v;
}

// a full-mask reduction a uniform condition may skip proves nothing (lanes may have returned above)
__global__ void skipped_reduction(const int* in, int* buf, int n) {
    if (threadIdx.x >= n) return;
    int v = in[threadIdx.x];
    if (blockDim.x > 1024) {
        for (int m = 16; m > 0; m >>= 1) v += xlate_c32::shfl_xor_sync(0xffffffff, v, m);  // CHECK: XL204 note L50:22  // CHECK: XL202 note L50:63
    }
    buf[threadIdx.x] = v;
    buf[threadIdx.x + 64] = buf[threadIdx.x ^ 1];
}

// calls match functions by name: a name counts only when every device function of that name converges
namespace a {
__device__ int total(int v) {
    for (int m = 16; m > 0; m >>= 1) v += xlate_c32::shfl_xor_sync(0xffffffff, v, m);  // CHECK: XL204 note L59:18  // CHECK: XL202 note L59:59
    return v;
}
}
namespace b {
__device__ int total(int v) { return v * 2; }
}
__global__ void same_name(int* buf, int n) {
    if (threadIdx.x >= n) return;
    int v = b::total(buf[threadIdx.x]);
    buf[threadIdx.x] = v;
    buf[threadIdx.x + 32] = buf[threadIdx.x ^ 1];
}
