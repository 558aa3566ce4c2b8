#include <xlate/cuda_errors.h> // CUDA API names that nothing pairs with a HIP name get an unsupported row from the generator, so a use
// is XL102 with a reason, not the compiler's "undeclared identifier" after a silent pass-through: a
// persisting-L2 limit (Hopper/Ampere cache residency control), a cluster-dimension launch attribute, and
// a driver error code; the driver's error codes HIP lacks take the runtime's values instead.
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>

void tune(size_t bytes) {
  hipDeviceSetLimit(cudaLimitPersistingL2CacheSize, bytes);
  // CHECK: XL102 error L9:22 cudaLimitPersistingL2CacheSize has no HIP equivalent
}

int attribute() { return CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; }
// CHECK: XL102 error L13:26 CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION has no HIP equivalent

bool fatal(hipError_t r) { return r == XLATE_cudaErrorIllegalInstruction || r == XLATE_cudaErrorMisalignedAddress; }
