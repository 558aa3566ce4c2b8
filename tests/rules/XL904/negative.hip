// A UTF-8 file with non-ASCII text (café, µs, «guillemets», 数値) is read as UTF-8: no XL904 note.
#include <hip/hip_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = 1.0f; }  // résultat
int main() { return hipDeviceSynchronize(); }
