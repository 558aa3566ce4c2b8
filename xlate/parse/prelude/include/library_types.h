/* xlate CUDA prelude: library_types.h (cudaDataType, used by cuBLAS GemmEx and the cuSPARSE generic API). */
#ifndef XLATE_PRELUDE_LIBRARY_TYPES_H
#define XLATE_PRELUDE_LIBRARY_TYPES_H
typedef enum { CUDA_R_16F = 2, CUDA_R_32F = 0, CUDA_R_64F = 1, CUDA_C_32F = 4, CUDA_C_64F = 5, CUDA_R_16BF = 14,
               CUDA_R_8I = 3, CUDA_R_32I = 10 } cudaDataType_t;
typedef cudaDataType_t cudaDataType;

#endif
