// CUDA's warp matrix functions as a CUDA program uses them: one 16x16 (or 32x8, 8x32) tile product per warp,
// several warps per block (each with its own tiles), A row-major and B column-major (and the other way
// round), an element-wise scale of the accumulator between two mma_sync calls, stores in both layouts.
// argv[1]: the case; the inputs are read from stdin, the result printed.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

template <int M, int N, int K, class LA, class LB>
__global__ void gemm_tile(const half* a, const half* b, const float* c, float* d, int lda, int ldb, int tiles,
                          wmma::layout_t out_layout) {
  const int warp = threadIdx.x / 32;
  if (warp >= tiles) return;
  wmma::fragment<wmma::matrix_a, M, N, K, half, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, half, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, float> acc;
  wmma::load_matrix_sync(acc, c + warp * M * N, N, wmma::mem_row_major);
  wmma::load_matrix_sync(fa, a + warp * M * K, lda);
  wmma::load_matrix_sync(fb, b + warp * K * N, ldb);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < acc.num_elements; ++i) acc.x[i] *= 0.5f;  // element-wise: any mapping
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d + warp * M * N, acc, out_layout == wmma::mem_row_major ? N : M, out_layout);
}

__global__ void int8_tile(const signed char* a, const signed char* b, int* d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
  wmma::fill_fragment(acc, 7);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

__global__ void dtile(const double* a, const double* b, double* d) {
  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
  wmma::fill_fragment(acc, 0.0);
  wmma::load_matrix_sync(fa, a, 4);
  wmma::load_matrix_sync(fb, b, 4);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(d, acc, 8, wmma::mem_col_major);
}

template <class T> T* to_device(const std::vector<T>& h) {
  T* d;
  cudaMalloc(&d, h.size() * sizeof(T));
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

template <int M, int N, int K, class LA, class LB>
void run_half(int tiles, wmma::layout_t out_layout) {
  std::vector<half> a(tiles * M * K), b(tiles * K * N);
  std::vector<float> c(tiles * M * N), d(tiles * M * N);
  float v;
  for (auto& x : a) { if (scanf("%f", &v) != 1) exit(2); x = __float2half(v); }
  for (auto& x : b) { if (scanf("%f", &v) != 1) exit(2); x = __float2half(v); }
  for (auto& x : c) { if (scanf("%f", &v) != 1) exit(2); x = v; }
  half *da = to_device(a), *db = to_device(b);
  float *dc = to_device(c), *dd = to_device(d);
  const int lda = std::is_same<LA, wmma::row_major>::value ? K : M;
  const int ldb = std::is_same<LB, wmma::row_major>::value ? N : K;
  gemm_tile<M, N, K, LA, LB><<<1, 32 * tiles + 32>>>(da, db, dc, dd, lda, ldb, tiles, out_layout);
  cudaMemcpy(d.data(), dd, d.size() * sizeof(float), cudaMemcpyDeviceToHost);
  for (float x : d) printf("%.9g ", x);
  printf("\n");
}

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "m16n16k16") run_half<16, 16, 16, wmma::row_major, wmma::col_major>(3, wmma::mem_row_major);
  else if (what == "m32n8k16") run_half<32, 8, 16, wmma::col_major, wmma::row_major>(2, wmma::mem_col_major);
  else if (what == "m8n32k16") run_half<8, 32, 16, wmma::row_major, wmma::row_major>(1, wmma::mem_row_major);
  else if (what == "int8") {
    std::vector<signed char> a(256), b(256);
    int v;
    for (auto& x : a) { if (scanf("%d", &v) != 1) return 2; x = (signed char)v; }
    for (auto& x : b) { if (scanf("%d", &v) != 1) return 2; x = (signed char)v; }
    std::vector<int> d(256);
    signed char *da = to_device(a), *db = to_device(b);
    int* dd = to_device(d);
    int8_tile<<<1, 32>>>(da, db, dd);
    cudaMemcpy(d.data(), dd, d.size() * sizeof(int), cudaMemcpyDeviceToHost);
    for (int x : d) printf("%d ", x);
    printf("\n");
  } else if (what == "double") {
    std::vector<double> a(32), b(32), d(64);
    for (auto& x : a) if (scanf("%lf", &x) != 1) return 2;
    for (auto& x : b) if (scanf("%lf", &x) != 1) return 2;
    double *da = to_device(a), *db = to_device(b), *dd = to_device(d);
    dtile<<<1, 32>>>(da, db, dd);
    cudaMemcpy(d.data(), dd, d.size() * sizeof(double), cudaMemcpyDeviceToHost);
    for (double x : d) printf("%.17g ", x);
    printf("\n");
  } else {
    return 2;
  }
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
