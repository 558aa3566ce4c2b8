#include <xlate/compat32.h> // Statements of a converged warp that rely on running in lockstep: the second one reads or writes
#include <xlate/int_intrinsics.h> // what the first one stored for other lanes.
template <int width>
__device__ float warp_sum(float x) {
#pragma unroll
    for (int m = width / 2; m > 0; m >>= 1)
        x += xlate_c32::shfl_xor_sync(0xffffffff, x, m, width);  // CHECK: XL202 note L7:30 full 32-lane mask
    return x;
}

// 16 lanes of data, 32 lanes storing a word: lanes 16-31 land on the scales lanes 0 and 8 store next
__device__ void quantize(const float* __restrict__ x, int* __restrict__ q, void* __restrict__ ds) {
    float vals[4] = {0.0f};
    for (int l = 0; l < 4; ++l)
        vals[l] = threadIdx.x < 16 ? x[4 * threadIdx.x + l] : 0.0f;
    float amax = fabsf(vals[0]);
    for (int m = 4; m > 0; m >>= 1)
        amax = fmaxf(amax, xlate_c32::shfl_xor_sync(0xffffffff, amax, m, 32));  // CHECK: XL202 note L18:44 full 32-lane mask  // CHECK: XL204 note L18:65 shuffle width 32
    const float d = amax / 127;
    int q32 = 0;
    signed char* q8 = (signed char*) &q32;
    if (d != 0.0f) {
        for (int l = 0; l < 4; ++l) q8[l] = (signed char) roundf(vals[l] / d);
    }
    q[threadIdx.x] = q32; xlate_c32::syncwarp();  // CHECK: XL213 note L25:5 this statement stores to memory that the next one (line 26)
    if (threadIdx.x % 8 == 0 && threadIdx.x < 16) {
        ((float2*) ds)[threadIdx.x / 8] = make_float2(d, 0.0f);
    }
}

// a broadcast through shared memory after a ballot: every lane reads what lane 0 wrote
__global__ void broadcast(const int* in, int* out) {
    __shared__ int first[32];  // CHECK: XL205 note L33:26
    int lane = threadIdx.x % 32;  // CHECK: XL201 note L34:30
    unsigned b = xlate_c32::ballot_sync(0xffffffff, in[threadIdx.x] > 0);  // CHECK: XL203 note L35:14  // CHECK: XL202 note L35:32
    if (lane == 0) first[threadIdx.x / 32] = xlate_popc(b); xlate_c32::syncwarp();  // CHECK: XL213 note L36:5 (line 37)  // CHECK: XL201 note L36:40  // CHECK: XL203 note L36:46
    out[threadIdx.x] = first[threadIdx.x / 32];  // CHECK: XL201 note L37:44
}

// converged through a called reduction, inside a loop body
__global__ void tiles(const float* in, float* out, int n) {
    __shared__ float s[64];
    for (int i = 0; i < n; ++i) {
        float v = warp_sum<32>(in[i * 32 + threadIdx.x]);
        s[threadIdx.x] = v; xlate_c32::syncwarp();  // CHECK: XL213 note L45:9 (line 46)
        out[i * 32 + threadIdx.x] = s[31 - threadIdx.x];
    }
}
