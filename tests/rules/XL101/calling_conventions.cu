// CUDA's calling-convention macros in driver-API function pointer types, as cudaTypedefs.h spells them
// and projects that load driver functions by name copy (CUDAAPI, CUDARTAPI: empty on Linux, no HIP
// counterpart): deleted with the space after them, in macro bodies too.
#include <cuda.h>
#include <cuda_runtime_api.h>

typedef CUresult (CUDAAPI *PFN_cuInit_v2000)(unsigned int Flags);
typedef cudaError_t (CUDARTAPI *PFN_cudaFree)(void *devPtr);
#define MY_API CUDAAPI
CUresult MY_API my_init(unsigned int flags);

CUresult CUDAAPI load_init(PFN_cuInit_v2000 *out) {
  CUdriverProcAddressQueryResult status;
  return cuGetProcAddress("cuInit", reinterpret_cast<void **>(out), 12000, CU_GET_PROC_ADDRESS_DEFAULT, &status);
}
