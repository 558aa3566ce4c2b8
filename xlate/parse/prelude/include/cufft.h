/* xlate CUDA prelude: cuFFT API (cuFFT reference, CUDA 12): plans, size estimates, execution, types, callbacks
 * types. The multi-GPU cufftXt API is in cufftXt.h. */
#ifndef XLATE_PRELUDE_CUFFT_H
#define XLATE_PRELUDE_CUFFT_H

#include "cuda_runtime_api.h"
#include "cuComplex.h"
#include "library_types.h"

typedef enum cufftResult_t {
    CUFFT_SUCCESS = 0x0, CUFFT_INVALID_PLAN = 0x1, CUFFT_ALLOC_FAILED = 0x2, CUFFT_INVALID_TYPE = 0x3,
    CUFFT_INVALID_VALUE = 0x4, CUFFT_INTERNAL_ERROR = 0x5, CUFFT_EXEC_FAILED = 0x6, CUFFT_SETUP_FAILED = 0x7,
    CUFFT_INVALID_SIZE = 0x8, CUFFT_UNALIGNED_DATA = 0x9, CUFFT_INCOMPLETE_PARAMETER_LIST = 0xA,
    CUFFT_INVALID_DEVICE = 0xB, CUFFT_PARSE_ERROR = 0xC, CUFFT_NO_WORKSPACE = 0xD, CUFFT_NOT_IMPLEMENTED = 0xE,
    CUFFT_LICENSE_ERROR = 0xF, CUFFT_NOT_SUPPORTED = 0x10
} cufftResult;
typedef enum cufftType_t {
    CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29, CUFFT_D2Z = 0x6a, CUFFT_Z2D = 0x6c, CUFFT_Z2Z = 0x69
} cufftType;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
typedef int cufftHandle;
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef float2 cufftComplex;
typedef double2 cufftDoubleComplex;

extern "C" {
__host__ cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
__host__ cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
__host__ cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
__host__ cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist,
                                   int *onembed, int ostride, int odist, cufftType type, int batch);
__host__ cufftResult cufftCreate(cufftHandle *handle);
__host__ cufftResult cufftDestroy(cufftHandle plan);
__host__ cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);
__host__ cufftResult cufftGetSize(cufftHandle handle, size_t *workSize);
__host__ cufftResult cufftSetAutoAllocation(cufftHandle plan, int autoAllocate);
__host__ cufftResult cufftSetWorkArea(cufftHandle plan, void *workArea);
__host__ cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction);
__host__ cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata);
__host__ cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata);
__host__ cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata,
                                  int direction);
__host__ cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata);
__host__ cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata);
__host__ cufftResult cufftGetVersion(int *version);
__host__ cufftResult cufftGetProperty(libraryPropertyType type, int *value);
__host__ cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize);
__host__ cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize);
__host__ cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize);
__host__ cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist,
                                       int *onembed, int ostride, int odist, cufftType type, int batch,
                                       size_t *workSize);
__host__ cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                         long long int istride, long long int idist, long long int *onembed,
                                         long long int ostride, long long int odist, cufftType type,
                                         long long int batch, size_t *workSize);
__host__ cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                        long long int istride, long long int idist, long long int *onembed,
                                        long long int ostride, long long int odist, cufftType type,
                                        long long int batch, size_t *workSize);
__host__ cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize);
__host__ cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize);
__host__ cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize);
__host__ cufftResult cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                                       int ostride, int odist, cufftType type, int batch, size_t *workSize);
__host__ cufftResult cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize);
__host__ cufftResult cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize);
__host__ cufftResult cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize);
__host__ cufftResult cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist,
                                      int *onembed, int ostride, int odist, cufftType type, int batch,
                                      size_t *workArea);
}

/* callback function types (cufftXtSetCallback) */
typedef cufftComplex (*cufftCallbackLoadC)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef cufftDoubleComplex (*cufftCallbackLoadZ)(void *dataIn, size_t offset, void *callerInfo,
                                                 void *sharedPointer);
typedef cufftReal (*cufftCallbackLoadR)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef cufftDoubleReal (*cufftCallbackLoadD)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreC)(void *dataOut, size_t offset, cufftComplex element, void *callerInfo,
                                    void *sharedPointer);
typedef void (*cufftCallbackStoreZ)(void *dataOut, size_t offset, cufftDoubleComplex element, void *callerInfo,
                                    void *sharedPointer);
typedef void (*cufftCallbackStoreR)(void *dataOut, size_t offset, cufftReal element, void *callerInfo,
                                    void *sharedPointer);
typedef void (*cufftCallbackStoreD)(void *dataOut, size_t offset, cufftDoubleReal element, void *callerInfo,
                                    void *sharedPointer);

#endif
