// cufftPlanMany / cufftMakePlanMany with the advanced data layout, as code that transforms the columns
// of a row-major matrix does: 3 interleaved signals (istride = 3, idist = 1) into contiguous output,
// and a batched 2-D R2C whose real rows are padded (inembed). The second plan manages its own work
// area: cufftCreate, cufftSetAutoAllocation(0), cufftMakePlanMany reports the size, the program
// allocates it and hands it over with cufftSetWorkArea.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
#include "ct.cuh"

#define CF_CHECK(call)                                                               \
  do {                                                                               \
    cufftResult r_ = (call);                                                         \
    if (r_ != CUFFT_SUCCESS) {                                                       \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)r_); \
      exit(3);                                                                       \
    }                                                                                \
  } while (0)

__global__ void fill_complex(cufftComplex* x, int total) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < total) {
    x[t].x = 0.5f * (float)((t * 5) % 7) - 1.5f;
    x[t].y = 0.25f * (float)((t * 2) % 5) - 0.5f;
  }
}

// batch of rows x cols reals, each row padded to `pitch` (padding = 1000, must not be read)
__global__ void fill_real(float* x, int batch, int rows, int cols, int pitch) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < batch * rows * pitch) {
    int c = t % pitch, r = (t / pitch) % rows, b = t / (pitch * rows);
    x[t] = c < cols ? 0.125f * (float)((r * 7 + c * 3 + b * 5) % 11) - 0.5f : 1000.0f;
  }
}

static void print_complex(const char* key, const cufftComplex* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.9g %.9g", (double)v[i].x, (double)v[i].y);
  printf("\n");
}

int main() {
  // 1) three signals of 8 interleaved: element i of signal b at [i * 3 + b]
  int n1[1] = {8};
  int inembed1[1] = {8}, onembed1[1] = {8};
  cufftComplex *dx, *dy;
  CT_CHECK(cudaMalloc(&dx, 24 * sizeof(cufftComplex)));
  CT_CHECK(cudaMalloc(&dy, 32 * sizeof(cufftComplex)));  // the R2C below writes 2 x 16
  fill_complex<<<1, 32>>>(dx, 24);
  cufftHandle p1;
  CF_CHECK(cufftPlanMany(&p1, 1, n1, inembed1, 3, 1, onembed1, 1, 8, CUFFT_C2C, 3));
  CF_CHECK(cufftExecC2C(p1, dx, dy, CUFFT_FORWARD));
  cufftComplex h[40];
  CT_CHECK(cudaMemcpy(h, dy, 24 * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("interleaved", h, 24);
  CF_CHECK(cufftDestroy(p1));

  // 2) two 4 x 6 real arrays, rows padded to 8 floats; output 4 x 4 complex per array
  int n2[2] = {4, 6};
  int inembed2[2] = {4, 8}, onembed2[2] = {4, 4};
  float* dr;
  CT_CHECK(cudaMalloc(&dr, 2 * 4 * 8 * sizeof(float)));
  fill_real<<<1, 64>>>(dr, 2, 4, 6, 8);
  cufftHandle p2;
  CF_CHECK(cufftCreate(&p2));
  CF_CHECK(cufftSetAutoAllocation(p2, 0));
  size_t ws = 0;
  CF_CHECK(cufftMakePlanMany(p2, 2, n2, inembed2, 1, 32, onembed2, 1, 16, CUFFT_R2C, 2, &ws));
  void* work = nullptr;
  if (ws > 0) CT_CHECK(cudaMalloc(&work, ws));
  CF_CHECK(cufftSetWorkArea(p2, work));
  CF_CHECK(cufftExecR2C(p2, dr, dy));
  CT_CHECK(cudaMemcpy(h, dy, 32 * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("padded_r2c", h, 32);
  CF_CHECK(cufftDestroy(p2));
  if (work) CT_CHECK(cudaFree(work));
  CT_CHECK(cudaFree(dx));
  CT_CHECK(cudaFree(dy));
  CT_CHECK(cudaFree(dr));
  return 0;
}
