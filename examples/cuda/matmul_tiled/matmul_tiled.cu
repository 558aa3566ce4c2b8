// matmul_tiled: C = A * B for M x K times K x N float matrices (M = 200, K = 150, N = 130; not tile
// multiples) with 16 x 16 shared-memory tiles and a 2D grid.
// Inputs: A[r][c] = ((r + 2 * c) % 9 - 4) * 0.25f, B[r][c] = ((3 * r + c) % 7 - 3) * 0.5f.
// Output: "name: value" lines (corners, a checksum, the max error against a host product).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        cudaError_t err_ = (call);                                                             \
        if (err_ != cudaSuccess) {                                                             \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__, __LINE__, \
                    cudaGetErrorString(err_));                                                 \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

#define TILE 16

__global__ void matmul_tiled(const float *A, const float *B, float *C, int M, int K, int N) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ac = t * TILE + threadIdx.x;
        int br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

int main() {
    const int M = 200, K = 150, N = 130;
    std::vector<float> A(M * K), B(K * N), C(M * N), ref(M * N, 0.0f);
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < K; ++c) A[r * K + c] = ((r + 2 * c) % 9 - 4) * 0.25f;
    for (int r = 0; r < K; ++r)
        for (int c = 0; c < N; ++c) B[r * N + c] = ((3 * r + c) % 7 - 3) * 0.5f;
    for (int r = 0; r < M; ++r)
        for (int k = 0; k < K; ++k)
            for (int c = 0; c < N; ++c) ref[r * N + c] += A[r * K + k] * B[k * N + c];

    float *dA, *dB, *dC;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmul_tiled<<<grid, block>>>(dA, dB, dC, M, K, N);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));

    double checksum = 0.0, max_err = 0.0;
    for (int i = 0; i < M * N; ++i) {
        checksum += C[i];
        max_err = fmax(max_err, fabs((double)C[i] - ref[i]));
    }
    printf("M: %d\nK: %d\nN: %d\n", M, K, N);
    printf("C[0][0]: %.4f\n", C[0]);
    printf("C[0][N-1]: %.4f\n", C[N - 1]);
    printf("C[M-1][0]: %.4f\n", C[(M - 1) * N]);
    printf("C[M-1][N-1]: %.4f\n", C[M * N - 1]);
    printf("checksum: %.4f\n", checksum);
    printf("max_abs_err: %.3e\n", max_err);

    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dB));
    CUDA_CHECK(cudaFree(dC));
    return max_err < 1e-3 ? 0 : 1;
}
