#include <xlate/driver_entry_point.h> // CUDA's calling-convention macros in driver-API function pointer types, as cudaTypedefs.h spells them
// and projects that load driver functions by name copy (CUDAAPI, CUDARTAPI: empty on Linux, no HIP
// counterpart): deleted with the space after them, in macro bodies too.
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>

typedef hipError_t (*PFN_cuInit_v2000)(unsigned int Flags);
typedef hipError_t (*PFN_cudaFree)(void *devPtr);
#define MY_API
hipError_t MY_API my_init(unsigned int flags);

hipError_t load_init(PFN_cuInit_v2000 *out) {
  hipDriverProcAddressQueryResult status;
  return xlate_cuGetProcAddress("cuInit", reinterpret_cast<void **>(out), 12000, hipEnableDefault, &status);
}
