// cuFFT 2D real-to-complex (nx x ny -> nx x (ny/2+1)) and complex-to-real back (scaled by nx*ny).
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>

int main() {
    const int nx = 4, ny = 6, nh = ny / 2 + 1;
    cufftReal h[nx * ny];
    for (int i = 0; i < nx * ny; ++i) h[i] = (float)((i * 7) % 5) - 1.5f + 0.25f * (i / ny);
    cufftReal* d; cufftComplex* c;
    cudaMalloc(&d, sizeof(h)); cudaMalloc(&c, sizeof(cufftComplex) * nx * nh);
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cufftHandle fwd, inv;
    cufftPlan2d(&fwd, nx, ny, CUFFT_R2C);
    cufftPlan2d(&inv, nx, ny, CUFFT_C2R);
    cufftExecR2C(fwd, d, c);
    cufftComplex hc[nx * nh];
    cudaMemcpy(hc, c, sizeof(hc), cudaMemcpyDeviceToHost);
    printf("r2c:");
    for (int i = 0; i < nx * nh; ++i) printf(" %.4f,%.4f", hc[i].x, hc[i].y);
    cufftExecC2R(inv, c, d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("\nc2r:");
    for (int i = 0; i < nx * ny; ++i) printf(" %.4f", h[i]);
    printf("\n");
    cufftDestroy(fwd); cufftDestroy(inv);
    cudaFree(d); cudaFree(c);
    return 0;
}
