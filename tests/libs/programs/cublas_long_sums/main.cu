// cuBLAS reductions over long vectors whose first element dwarfs the rest: a float sum taken in order keeps
// 1 + 1e-8 == 1 and loses every small term (the result would be 1), while cuBLAS's parallel sums, and any
// sum accurate to a few ulps, keep their total (0.01 here). Sdot, Sasum, Snrm2 and Cdotc.
#include <cstdio>
#include <cuComplex.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

int main() {
    const int n = 1 << 20;
    float* hx = new float[n];
    float* hy = new float[n];
    cuComplex* hc = new cuComplex[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = i == 0 ? 1.0f : 1e-8f * (1 + i % 3);
        hy[i] = 1.0f;
        hc[i] = make_cuComplex(hx[i], -hx[i]);
    }
    float *x, *y;
    cuComplex* c;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&c, n * sizeof(cuComplex));
    cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(c, hc, n * sizeof(cuComplex), cudaMemcpyHostToDevice);
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
    float dot = 0, asum = 0, nrm = 0;
    cuComplex cd = make_cuComplex(0, 0);
    if (cublasSdot(h, n, x, 1, y, 1, &dot) != CUBLAS_STATUS_SUCCESS) return 2;
    if (cublasSasum(h, n, x, 1, &asum) != CUBLAS_STATUS_SUCCESS) return 3;
    if (cublasSnrm2(h, n, x, 1, &nrm) != CUBLAS_STATUS_SUCCESS) return 4;
    if (cublasCdotc(h, n, c, 1, c, 1, &cd) != CUBLAS_STATUS_SUCCESS) return 5;
    printf("sdot %.7f\nsasum %.7f\nsnrm2 %.7f\ncdotc %.7f %.7f\n", dot, asum, nrm, cuCrealf(cd), cuCimagf(cd));
    cublasDestroy(h);
    cudaFree(x); cudaFree(y); cudaFree(c);
    delete[] hx; delete[] hy; delete[] hc;
    return 0;
}
