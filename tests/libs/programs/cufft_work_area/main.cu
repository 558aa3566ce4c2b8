// cuFFT with automatic work-area allocation turned off, as libraries that manage their own GPU memory do
// it: cufftCreate, cufftSetAutoAllocation(0), cufftMakePlanMany reports the work-area size, the program
// allocates exactly that (filled with garbage first), hands it over with cufftSetWorkArea and transforms
// a batch of 2D arrays forward and back. cuFFT reports a non-zero size for such a plan; the program
// prints whether the size was positive and agreed with cufftGetSize.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>

int main() {
    const int nx = 6, ny = 8, batch = 3, total = nx * ny * batch;
    cufftComplex h[total];
    for (int i = 0; i < total; ++i) { h[i].x = cosf(0.21f * i) + 0.05f * (i % 7); h[i].y = sinf(0.13f * i) - 0.25f; }
    cufftComplex *d, *o;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cufftHandle plan;
    if (cufftCreate(&plan) != CUFFT_SUCCESS) return 1;
    if (cufftSetAutoAllocation(plan, 0) != CUFFT_SUCCESS) return 2;
    int n[2] = {nx, ny};
    size_t ws = 0, ws_again = 0;
    if (cufftMakePlanMany(plan, 2, n, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, batch, &ws) != CUFFT_SUCCESS) return 3;
    if (cufftGetSize(plan, &ws_again) != CUFFT_SUCCESS) return 4;
    printf("work area positive: %d, GetSize agrees: %d\n", ws > 0 ? 1 : 0, ws == ws_again ? 1 : 0);
    void* work = nullptr;
    if (ws > 0 && cudaMalloc(&work, ws) != cudaSuccess) return 5;
    if (ws > 0) cudaMemset(work, 0xff, ws);  // NaN patterns: a transform that relied on a clean area would show it
    if (cufftSetWorkArea(plan, work) != CUFFT_SUCCESS) return 6;
    if (cufftExecC2C(plan, d, o, CUFFT_FORWARD) != CUFFT_SUCCESS) return 7;
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("fwd:");
    for (int i = 0; i < total; ++i) printf(" %.3f,%.3f", h[i].x, h[i].y);
    if (cufftExecC2C(plan, o, o, CUFFT_INVERSE) != CUFFT_SUCCESS) return 8;
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("\ninv:");
    for (int i = 0; i < total; ++i) printf(" %.3f,%.3f", h[i].x, h[i].y);
    printf("\n");
    cufftDestroy(plan);
    cudaFree(work); cudaFree(d); cudaFree(o);
    return 0;
}
