// cuFFT 1D complex-to-complex, batched, power-of-two and other lengths; forward then inverse (unnormalized).
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>

static int one(int n, int batch) {
    cufftComplex* h = new cufftComplex[n * batch];
    for (int i = 0; i < n * batch; ++i) { h[i].x = sinf(0.3f * i) + 0.1f * (i % 3); h[i].y = cosf(0.7f * i) * 0.5f; }
    cufftComplex *d, *o;
    cudaMalloc(&d, sizeof(cufftComplex) * n * batch);
    cudaMalloc(&o, sizeof(cufftComplex) * n * batch);
    cudaMemcpy(d, h, sizeof(cufftComplex) * n * batch, cudaMemcpyHostToDevice);
    cufftHandle plan;
    if (cufftPlan1d(&plan, n, CUFFT_C2C, batch) != CUFFT_SUCCESS) return 1;
    cufftExecC2C(plan, d, o, CUFFT_FORWARD);
    cudaMemcpy(h, o, sizeof(cufftComplex) * n * batch, cudaMemcpyDeviceToHost);
    printf("n=%d fwd:", n);
    for (int i = 0; i < n * batch; ++i) printf(" %.4f,%.4f", h[i].x, h[i].y);
    cufftExecC2C(plan, o, o, CUFFT_INVERSE);  // in place
    cudaMemcpy(h, o, sizeof(cufftComplex) * n * batch, cudaMemcpyDeviceToHost);
    printf("\nn=%d inv:", n);
    for (int i = 0; i < n * batch; ++i) printf(" %.4f,%.4f", h[i].x, h[i].y);
    printf("\n");
    cufftDestroy(plan);
    cudaFree(d); cudaFree(o);
    delete[] h;
    return 0;
}

int main() {
    if (one(16, 2)) return 1;
    if (one(12, 1)) return 1;
    return 0;
}
