// Source of the fake-translator test project; line 5 has the error the fake translator keeps.
#include "helper.cuh"

__global__ void app_kernel(float* x) {
  x[threadIdx.x] = twice(missing_symbol);
}
