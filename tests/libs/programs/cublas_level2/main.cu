// cuBLAS level 1/2 in double precision: gemv (N and T), axpy, dot, nrm2, scal, asum, iamax, trsv.
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>

int main() {
    const int m = 6, n = 4;
    double hA[m * n], hx[n], hy[m], hz[m];
    for (int i = 0; i < m * n; ++i) hA[i] = 0.5 * ((i * 3) % 11) - 2.0;
    for (int i = 0; i < n; ++i) hx[i] = 1.0 + 0.25 * i;
    for (int i = 0; i < m; ++i) hy[i] = 0.125 * i - 0.3;
    double *dA, *dx, *dy, *dz;
    cudaMalloc(&dA, sizeof(hA)); cudaMalloc(&dx, sizeof(hx)); cudaMalloc(&dy, sizeof(hy)); cudaMalloc(&dz, sizeof(hz));
    cudaMemcpy(dA, hA, sizeof(hA), cudaMemcpyHostToDevice);
    cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof(hy), cudaMemcpyHostToDevice);
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
    const double alpha = 2.0, beta = 0.5;
    cublasDgemv(h, CUBLAS_OP_N, m, n, &alpha, dA, m, dx, 1, &beta, dy, 1);  // y = 2 A x + 0.5 y
    cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost);
    printf("gemv_n:");
    for (int i = 0; i < m; ++i) printf(" %.6f", hy[i]);
    printf("\n");
    cublasDgemv(h, CUBLAS_OP_T, m, n, &alpha, dA, m, dy, 1, &beta, dx, 1);  // x = 2 A^T y + 0.5 x
    cudaMemcpy(hx, dx, sizeof(hx), cudaMemcpyDeviceToHost);
    printf("gemv_t:");
    for (int i = 0; i < n; ++i) printf(" %.6f", hx[i]);
    printf("\n");
    cudaMemcpy(dz, dy, sizeof(hz), cudaMemcpyDeviceToDevice);
    const double a2 = -1.5;
    cublasDaxpy(h, m, &a2, dA, 1, dz, 1);  // z = y - 1.5 A[:, 0]
    double dot = 0, nrm = 0, asum = 0;
    int imax = 0;
    cublasDdot(h, m, dz, 1, dy, 1, &dot);
    cublasDnrm2(h, m, dz, 1, &nrm);
    cublasDasum(h, m, dz, 1, &asum);
    cublasIdamax(h, m, dz, 1, &imax);
    const double s = 0.25;
    cublasDscal(h, m, &s, dz, 1);
    cudaMemcpy(hz, dz, sizeof(hz), cudaMemcpyDeviceToHost);
    printf("dot=%.6f nrm2=%.6f asum=%.6f iamax=%d\n", dot, nrm, asum, imax);
    printf("scal:");
    for (int i = 0; i < m; ++i) printf(" %.6f", hz[i]);
    printf("\n");
    // L v = x with L the lower triangle of A's leading 4 x 4 block (lda m), x read backwards (incx -1)
    if (cublasDtrsv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, dA, m, dx, -1) !=
        CUBLAS_STATUS_SUCCESS) return 2;
    cudaMemcpy(hx, dx, sizeof(hx), cudaMemcpyDeviceToHost);
    printf("trsv:");
    for (int i = 0; i < n; ++i) printf(" %.6f", hx[i]);
    printf("\n");
    cublasDestroy(h);
    cudaFree(dA); cudaFree(dx); cudaFree(dy); cudaFree(dz);
    return 0;
}
