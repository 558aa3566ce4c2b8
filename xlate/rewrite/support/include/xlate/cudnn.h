/* xlate support header: cuDNN 9's legacy descriptor API over MIOpen 7.2 (<miopen/miopen.h>), for gfx942.
 *
 * XL501 translates <cudnn.h> (and cudnn_ops.h, cudnn_cnn.h, ...) to this header; the XL4xx rule renames
 * every cuDNN name the table xlate/data/libs/cudnn.csv marks supported or different to its xlate_ /
 * XLATE_ name here. Each function computes what the cuDNN call computes, with cuDNN's argument order,
 * types and enum values (cuDNN 9's numbers), over the MIOpen call that computes it:
 *   - status codes are cuDNN's (MIOpen's are translated: xlate_cudnn_status);
 *   - tensor descriptors are MIOpen's; NHWC is expressed by its strides (what cuDNN's NHWC means);
 *     filter, convolution, pooling, activation, op-tensor and reduce descriptors wrap MIOpen's with the
 *     cuDNN fields MIOpen has no place for (format, math type, compute type, NaN option, mode);
 *   - convolutions: MIOpen must "find" before it runs; each convolution call finds among MIOpen's solvers
 *     those that fit the caller's workspace (MIOpen's find database caches the result) and runs the best.
 *     The cuDNN algorithm argument names no MIOpen solver: every algorithm computes the same convolution,
 *     and the workspace-size queries return what MIOpen needs. The find and _v7 queries report
 *     MIOpen's solvers under the nearest cuDNN algorithm.
 * A form MIOpen cannot express returns CUDNN_STATUS_NOT_SUPPORTED (XLATE_CUDNN_STATUS_NOT_SUPPORTED) at run
 * time, and the enumerators that name it are "different" rows of the table (a translate-time warning):
 * NCHW_VECT_C, data types MIOpen lacks (int8x4/x32, uint8, bool, OCP fp8), true convolution
 * (CUDNN_CONVOLUTION; MIOpen cross-correlates), half/double compute types, TENSOR_OP_MATH_ALLOW_CONVERSION,
 * SWISH, OP_TENSOR_SQRT/NOT, REDUCE_TENSOR_MUL_NO_ZEROS, 8-bit indices, alpha != 1 or beta != 0 where
 * MIOpen supports only those (convolutions, bias, activation, softmax, pooling, batch normalization),
 * double data where the caller's scaling factors are passed on (MIOpen's are float: op-tensor, add,
 * transform, reduce), fill/scale values of other than float tensors (set, scale, add), and a transform
 * between data types (MIOpen's copies within one type). */
#ifndef XLATE_CUDNN_H
#define XLATE_CUDNN_H

#include <hip/hip_runtime_api.h>
#include <miopen/miopen.h>
#include <stddef.h>
#include <stdint.h>
#include <new>

#define XLATE_CUDNN_MAJOR 9
#define XLATE_CUDNN_MINOR 10
#define XLATE_CUDNN_PATCHLEVEL 0
#define XLATE_CUDNN_VERSION (XLATE_CUDNN_MAJOR * 10000 + XLATE_CUDNN_MINOR * 100 + XLATE_CUDNN_PATCHLEVEL)
#define XLATE_CUDNN_DIM_MAX 8
#define XLATE_CUDNN_BN_MIN_EPSILON 0.0

typedef enum {
    XLATE_CUDNN_STATUS_SUCCESS = 0,
    XLATE_CUDNN_STATUS_NOT_INITIALIZED = 1001,
    XLATE_CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH = 1002,
    XLATE_CUDNN_STATUS_BAD_PARAM = 2000,
    XLATE_CUDNN_STATUS_INVALID_VALUE = 2001,
    XLATE_CUDNN_STATUS_BAD_PARAM_NULL_POINTER = 2002,
    XLATE_CUDNN_STATUS_NOT_SUPPORTED = 3000,
    XLATE_CUDNN_STATUS_ARCH_MISMATCH = 3007,
    XLATE_CUDNN_STATUS_INTERNAL_ERROR = 4000,
    XLATE_CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED = 4003,
    XLATE_CUDNN_STATUS_MAPPING_ERROR = 4006,
    XLATE_CUDNN_STATUS_EXECUTION_FAILED = 5000,
    XLATE_CUDNN_STATUS_ALLOC_FAILED = XLATE_CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED,
    XLATE_CUDNN_STATUS_VERSION_MISMATCH = XLATE_CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH
} xlate_cudnnStatus_t;

typedef enum {
    XLATE_CUDNN_DATA_FLOAT = 0, XLATE_CUDNN_DATA_DOUBLE = 1, XLATE_CUDNN_DATA_HALF = 2, XLATE_CUDNN_DATA_INT8 = 3,
    XLATE_CUDNN_DATA_INT32 = 4, XLATE_CUDNN_DATA_INT8x4 = 5, XLATE_CUDNN_DATA_UINT8 = 6, XLATE_CUDNN_DATA_UINT8x4 = 7,
    XLATE_CUDNN_DATA_INT8x32 = 8, XLATE_CUDNN_DATA_BFLOAT16 = 9, XLATE_CUDNN_DATA_INT64 = 10,
    XLATE_CUDNN_DATA_BOOLEAN = 11, XLATE_CUDNN_DATA_FP8_E4M3 = 12, XLATE_CUDNN_DATA_FP8_E5M2 = 13,
    XLATE_CUDNN_DATA_FAST_FLOAT_FOR_FP8 = 14
} xlate_cudnnDataType_t;
typedef enum {
    XLATE_CUDNN_TENSOR_NCHW = 0, XLATE_CUDNN_TENSOR_NHWC = 1, XLATE_CUDNN_TENSOR_NCHW_VECT_C = 2
} xlate_cudnnTensorFormat_t;
typedef enum { XLATE_CUDNN_NOT_PROPAGATE_NAN = 0, XLATE_CUDNN_PROPAGATE_NAN = 1 } xlate_cudnnNanPropagation_t;
typedef enum {
    XLATE_CUDNN_DEFAULT_MATH = 0, XLATE_CUDNN_TENSOR_OP_MATH = 1, XLATE_CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION = 2,
    XLATE_CUDNN_FMA_MATH = 3
} xlate_cudnnMathType_t;
typedef enum { XLATE_CUDNN_NON_DETERMINISTIC = 0, XLATE_CUDNN_DETERMINISTIC = 1 } xlate_cudnnDeterminism_t;
typedef enum {
    XLATE_CUDNN_OP_TENSOR_ADD = 0, XLATE_CUDNN_OP_TENSOR_MUL = 1, XLATE_CUDNN_OP_TENSOR_MIN = 2,
    XLATE_CUDNN_OP_TENSOR_MAX = 3, XLATE_CUDNN_OP_TENSOR_SQRT = 4, XLATE_CUDNN_OP_TENSOR_NOT = 5
} xlate_cudnnOpTensorOp_t;
typedef enum {
    XLATE_CUDNN_REDUCE_TENSOR_ADD = 0, XLATE_CUDNN_REDUCE_TENSOR_MUL = 1, XLATE_CUDNN_REDUCE_TENSOR_MIN = 2,
    XLATE_CUDNN_REDUCE_TENSOR_MAX = 3, XLATE_CUDNN_REDUCE_TENSOR_AMAX = 4, XLATE_CUDNN_REDUCE_TENSOR_AVG = 5,
    XLATE_CUDNN_REDUCE_TENSOR_NORM1 = 6, XLATE_CUDNN_REDUCE_TENSOR_NORM2 = 7,
    XLATE_CUDNN_REDUCE_TENSOR_MUL_NO_ZEROS = 8
} xlate_cudnnReduceTensorOp_t;
typedef enum {
    XLATE_CUDNN_REDUCE_TENSOR_NO_INDICES = 0, XLATE_CUDNN_REDUCE_TENSOR_FLATTENED_INDICES = 1
} xlate_cudnnReduceTensorIndices_t;
typedef enum {
    XLATE_CUDNN_32BIT_INDICES = 0, XLATE_CUDNN_64BIT_INDICES = 1, XLATE_CUDNN_16BIT_INDICES = 2,
    XLATE_CUDNN_8BIT_INDICES = 3
} xlate_cudnnIndicesType_t;
typedef enum {
    XLATE_CUDNN_SOFTMAX_FAST = 0, XLATE_CUDNN_SOFTMAX_ACCURATE = 1, XLATE_CUDNN_SOFTMAX_LOG = 2
} xlate_cudnnSoftmaxAlgorithm_t;
typedef enum { XLATE_CUDNN_SOFTMAX_MODE_INSTANCE = 0, XLATE_CUDNN_SOFTMAX_MODE_CHANNEL = 1 } xlate_cudnnSoftmaxMode_t;
typedef enum {
    XLATE_CUDNN_POOLING_MAX = 0, XLATE_CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING = 1,
    XLATE_CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING = 2, XLATE_CUDNN_POOLING_MAX_DETERMINISTIC = 3
} xlate_cudnnPoolingMode_t;
typedef enum {
    XLATE_CUDNN_ACTIVATION_SIGMOID = 0, XLATE_CUDNN_ACTIVATION_RELU = 1, XLATE_CUDNN_ACTIVATION_TANH = 2,
    XLATE_CUDNN_ACTIVATION_CLIPPED_RELU = 3, XLATE_CUDNN_ACTIVATION_ELU = 4, XLATE_CUDNN_ACTIVATION_IDENTITY = 5,
    XLATE_CUDNN_ACTIVATION_SWISH = 6
} xlate_cudnnActivationMode_t;
typedef enum {
    XLATE_CUDNN_BATCHNORM_PER_ACTIVATION = 0, XLATE_CUDNN_BATCHNORM_SPATIAL = 1,
    XLATE_CUDNN_BATCHNORM_SPATIAL_PERSISTENT = 2
} xlate_cudnnBatchNormMode_t;
typedef enum { XLATE_CUDNN_CONVOLUTION = 0, XLATE_CUDNN_CROSS_CORRELATION = 1 } xlate_cudnnConvolutionMode_t;
typedef enum { XLATE_CUDNN_DEFAULT_REORDER = 0, XLATE_CUDNN_NO_REORDER = 1 } xlate_cudnnReorderType_t;
typedef enum {
    XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM = 0, XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM = 1,
    XLATE_CUDNN_CONVOLUTION_FWD_ALGO_GEMM = 2, XLATE_CUDNN_CONVOLUTION_FWD_ALGO_DIRECT = 3,
    XLATE_CUDNN_CONVOLUTION_FWD_ALGO_FFT = 4, XLATE_CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING = 5,
    XLATE_CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD = 6, XLATE_CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED = 7,
    XLATE_CUDNN_CONVOLUTION_FWD_ALGO_COUNT = 8
} xlate_cudnnConvolutionFwdAlgo_t;
typedef enum {
    XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_0 = 0, XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_1 = 1,
    XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT = 2, XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT_TILING = 3,
    XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD = 4, XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD_NONFUSED = 5,
    XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT = 6
} xlate_cudnnConvolutionBwdDataAlgo_t;
typedef enum {
    XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_0 = 0, XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1 = 1,
    XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_FFT = 2, XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_3 = 3,
    XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD = 4,
    XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD_NONFUSED = 5,
    XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_FFT_TILING = 6, XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_COUNT = 7
} xlate_cudnnConvolutionBwdFilterAlgo_t;

typedef miopenHandle_t xlate_cudnnHandle_t;
typedef miopenTensorDescriptor_t xlate_cudnnTensorDescriptor_t;
struct xlate_cudnnFilterStruct {
    miopenTensorDescriptor_t t;
    xlate_cudnnTensorFormat_t format;
};
typedef xlate_cudnnFilterStruct *xlate_cudnnFilterDescriptor_t;
struct xlate_cudnnConvolutionStruct {
    miopenConvolutionDescriptor_t d;
    xlate_cudnnConvolutionMode_t mode;
    xlate_cudnnDataType_t compute;
    xlate_cudnnMathType_t math;
    int groups;
    xlate_cudnnReorderType_t reorder;
};
typedef xlate_cudnnConvolutionStruct *xlate_cudnnConvolutionDescriptor_t;
struct xlate_cudnnPoolingStruct {
    miopenPoolingDescriptor_t d;
    xlate_cudnnPoolingMode_t mode;
    xlate_cudnnNanPropagation_t nan;
};
typedef xlate_cudnnPoolingStruct *xlate_cudnnPoolingDescriptor_t;
struct xlate_cudnnActivationStruct {
    miopenActivationDescriptor_t d;
    xlate_cudnnActivationMode_t mode;
    xlate_cudnnNanPropagation_t nan;
    double coef;
    bool expressible;
};
typedef xlate_cudnnActivationStruct *xlate_cudnnActivationDescriptor_t;
struct xlate_cudnnOpTensorStruct {
    xlate_cudnnOpTensorOp_t op;
    xlate_cudnnDataType_t compute;
    xlate_cudnnNanPropagation_t nan;
};
typedef xlate_cudnnOpTensorStruct *xlate_cudnnOpTensorDescriptor_t;
struct xlate_cudnnReduceTensorStruct {
    miopenReduceTensorDescriptor_t d;
    xlate_cudnnReduceTensorOp_t op;
    xlate_cudnnDataType_t compute;
    xlate_cudnnNanPropagation_t nan;
    xlate_cudnnReduceTensorIndices_t indices;
    xlate_cudnnIndicesType_t indicesType;
    bool expressible;
};
typedef xlate_cudnnReduceTensorStruct *xlate_cudnnReduceTensorDescriptor_t;

typedef struct {
    xlate_cudnnConvolutionFwdAlgo_t algo;
    xlate_cudnnStatus_t status;
    float time;
    size_t memory;
    xlate_cudnnDeterminism_t determinism;
    xlate_cudnnMathType_t mathType;
    int reserved[3];
} xlate_cudnnConvolutionFwdAlgoPerf_t;
typedef struct {
    xlate_cudnnConvolutionBwdDataAlgo_t algo;
    xlate_cudnnStatus_t status;
    float time;
    size_t memory;
    xlate_cudnnDeterminism_t determinism;
    xlate_cudnnMathType_t mathType;
    int reserved[3];
} xlate_cudnnConvolutionBwdDataAlgoPerf_t;
typedef struct {
    xlate_cudnnConvolutionBwdFilterAlgo_t algo;
    xlate_cudnnStatus_t status;
    float time;
    size_t memory;
    xlate_cudnnDeterminism_t determinism;
    xlate_cudnnMathType_t mathType;
    int reserved[3];
} xlate_cudnnConvolutionBwdFilterAlgoPerf_t;

/* ------------------------------------------------------------------------------------------- helpers */

/* the enums passed to MIOpen by value (a cast): the same numbers, checked here */
static_assert((int)miopenTensorOpAdd == XLATE_CUDNN_OP_TENSOR_ADD && (int)miopenTensorOpMul == XLATE_CUDNN_OP_TENSOR_MUL &&
              (int)miopenTensorOpMin == XLATE_CUDNN_OP_TENSOR_MIN && (int)miopenTensorOpMax == XLATE_CUDNN_OP_TENSOR_MAX,
              "op-tensor operations");
static_assert((int)MIOPEN_SOFTMAX_FAST == XLATE_CUDNN_SOFTMAX_FAST &&
              (int)MIOPEN_SOFTMAX_ACCURATE == XLATE_CUDNN_SOFTMAX_ACCURATE &&
              (int)MIOPEN_SOFTMAX_LOG == XLATE_CUDNN_SOFTMAX_LOG &&
              (int)MIOPEN_SOFTMAX_MODE_INSTANCE == XLATE_CUDNN_SOFTMAX_MODE_INSTANCE &&
              (int)MIOPEN_SOFTMAX_MODE_CHANNEL == XLATE_CUDNN_SOFTMAX_MODE_CHANNEL, "softmax algorithms and modes");
static_assert((int)MIOPEN_REDUCE_TENSOR_ADD == XLATE_CUDNN_REDUCE_TENSOR_ADD &&
              (int)MIOPEN_REDUCE_TENSOR_MUL == XLATE_CUDNN_REDUCE_TENSOR_MUL &&
              (int)MIOPEN_REDUCE_TENSOR_MIN == XLATE_CUDNN_REDUCE_TENSOR_MIN &&
              (int)MIOPEN_REDUCE_TENSOR_MAX == XLATE_CUDNN_REDUCE_TENSOR_MAX &&
              (int)MIOPEN_REDUCE_TENSOR_AMAX == XLATE_CUDNN_REDUCE_TENSOR_AMAX &&
              (int)MIOPEN_REDUCE_TENSOR_AVG == XLATE_CUDNN_REDUCE_TENSOR_AVG &&
              (int)MIOPEN_REDUCE_TENSOR_NORM1 == XLATE_CUDNN_REDUCE_TENSOR_NORM1 &&
              (int)MIOPEN_REDUCE_TENSOR_NORM2 == XLATE_CUDNN_REDUCE_TENSOR_NORM2, "reduction operations");
static_assert((int)MIOPEN_NOT_PROPAGATE_NAN == XLATE_CUDNN_NOT_PROPAGATE_NAN &&
              (int)MIOPEN_PROPAGATE_NAN == XLATE_CUDNN_PROPAGATE_NAN &&
              (int)MIOPEN_REDUCE_TENSOR_NO_INDICES == XLATE_CUDNN_REDUCE_TENSOR_NO_INDICES &&
              (int)MIOPEN_REDUCE_TENSOR_FLATTENED_INDICES == XLATE_CUDNN_REDUCE_TENSOR_FLATTENED_INDICES &&
              (int)MIOPEN_32BIT_INDICES == XLATE_CUDNN_32BIT_INDICES &&
              (int)MIOPEN_64BIT_INDICES == XLATE_CUDNN_64BIT_INDICES &&
              (int)MIOPEN_16BIT_INDICES == XLATE_CUDNN_16BIT_INDICES, "NaN options and reduction indices");

static inline xlate_cudnnStatus_t xlate_cudnn_status(miopenStatus_t s) {
    switch (s) {
    case miopenStatusSuccess: case miopenStatusGpuOperationsSkipped: return XLATE_CUDNN_STATUS_SUCCESS;
    case miopenStatusNotInitialized: return XLATE_CUDNN_STATUS_NOT_INITIALIZED;
    case miopenStatusInvalidValue: return XLATE_CUDNN_STATUS_INVALID_VALUE;
    case miopenStatusBadParm: return XLATE_CUDNN_STATUS_BAD_PARAM;
    case miopenStatusAllocFailed: return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    case miopenStatusNotImplemented: case miopenStatusUnsupportedOp: return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    case miopenStatusVersionMismatch: return XLATE_CUDNN_STATUS_VERSION_MISMATCH;
    default: return XLATE_CUDNN_STATUS_INTERNAL_ERROR;
    }
}
#define XLATE_CUDNN_TRY(call) do { miopenStatus_t xlate_s_ = (call); \
    if (xlate_s_ != miopenStatusSuccess) return xlate_cudnn_status(xlate_s_); } while (0)
#define XLATE_CUDNN_CHECK(cond) do { if (!(cond)) return XLATE_CUDNN_STATUS_NOT_SUPPORTED; } while (0)

static inline bool xlate_cudnn_miopen_type(xlate_cudnnDataType_t t, miopenDataType_t *out) {
    switch (t) {
    case XLATE_CUDNN_DATA_FLOAT: *out = miopenFloat; return true;
    case XLATE_CUDNN_DATA_DOUBLE: *out = miopenDouble; return true;
    case XLATE_CUDNN_DATA_HALF: *out = miopenHalf; return true;
    case XLATE_CUDNN_DATA_INT8: *out = miopenInt8; return true;
    case XLATE_CUDNN_DATA_INT32: *out = miopenInt32; return true;
    case XLATE_CUDNN_DATA_BFLOAT16: *out = miopenBFloat16; return true;
    case XLATE_CUDNN_DATA_INT64: *out = miopenInt64; return true;
    default: return false;  /* int8x4/x32, uint8(x4), bool, OCP fp8: MIOpen has no such type */
    }
}
static inline xlate_cudnnDataType_t xlate_cudnn_type_of(miopenDataType_t t) {
    switch (t) {
    case miopenDouble: return XLATE_CUDNN_DATA_DOUBLE;
    case miopenHalf: return XLATE_CUDNN_DATA_HALF;
    case miopenInt8: return XLATE_CUDNN_DATA_INT8;
    case miopenInt32: return XLATE_CUDNN_DATA_INT32;
    case miopenBFloat16: return XLATE_CUDNN_DATA_BFLOAT16;
    case miopenInt64: return XLATE_CUDNN_DATA_INT64;
    default: return XLATE_CUDNN_DATA_FLOAT;
    }
}
static inline miopenDataType_t xlate_cudnn_type(miopenTensorDescriptor_t d) {
    miopenDataType_t t = miopenFloat;
    int n = 0, dims[XLATE_CUDNN_DIM_MAX], strides[XLATE_CUDNN_DIM_MAX];
    if (miopenGetTensorDescriptorSize(d, &n) == miopenStatusSuccess && n <= XLATE_CUDNN_DIM_MAX)
        miopenGetTensorDescriptor(d, &t, dims, strides);
    return t;
}
static inline bool xlate_cudnn_is_double(miopenTensorDescriptor_t d) { return xlate_cudnn_type(d) == miopenDouble; }
/* cuDNN's scaling factors are double for double data, float otherwise */
static inline double xlate_cudnn_scalar(const void *p, miopenTensorDescriptor_t d) {
    return xlate_cudnn_is_double(d) ? *static_cast<const double *>(p)
                                    : static_cast<double>(*static_cast<const float *>(p));
}
/* MIOpen's scaling factors are float; cuDNN's are double for double data: calls that pass the caller's
 * factors on take float (and half, bfloat16) data only */
static inline bool xlate_cudnn_float_factors(miopenTensorDescriptor_t d) { return !xlate_cudnn_is_double(d); }
/* a fill or scale value has the tensor's type in cuDNN; MIOpen's is read as float: float tensors only */
static inline bool xlate_cudnn_float_tensor(miopenTensorDescriptor_t d) { return xlate_cudnn_type(d) == miopenFloat; }
/* alpha == 1 and beta == 0: what MIOpen's call supports */
static inline bool xlate_cudnn_plain(const void *alpha, const void *beta, miopenTensorDescriptor_t d) {
    return xlate_cudnn_scalar(alpha, d) == 1.0 && (beta == nullptr || xlate_cudnn_scalar(beta, d) == 0.0);
}
static const float xlate_cudnn_one = 1.0f, xlate_cudnn_zero = 0.0f;

/* the strides of a packed tensor of `dims` in NCHW (format 0) or channels-last (NHWC) order */
static inline void xlate_cudnn_strides(xlate_cudnnTensorFormat_t format, int nb, const int *dims, int *strides) {
    if (format == XLATE_CUDNN_TENSOR_NHWC && nb >= 3) {
        int s = dims[1];
        strides[1] = 1;
        for (int i = nb - 1; i >= 2; --i) { strides[i] = s; s *= dims[i]; }
        strides[0] = s;
    } else {
        int s = 1;
        for (int i = nb - 1; i >= 0; --i) { strides[i] = s; s *= dims[i]; }
    }
}
static inline xlate_cudnnStatus_t xlate_cudnn_set_nd(miopenTensorDescriptor_t d, xlate_cudnnTensorFormat_t format,
                                                     xlate_cudnnDataType_t type, int nb, const int *dims) {
    miopenDataType_t t;
    XLATE_CUDNN_CHECK(xlate_cudnn_miopen_type(type, &t) && format != XLATE_CUDNN_TENSOR_NCHW_VECT_C);
    if (nb < 1 || nb > XLATE_CUDNN_DIM_MAX) return XLATE_CUDNN_STATUS_BAD_PARAM;
    int strides[XLATE_CUDNN_DIM_MAX];
    xlate_cudnn_strides(format, nb, dims, strides);
    XLATE_CUDNN_TRY(miopenSetTensorDescriptor(d, t, nb, dims, strides));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* a device buffer for a find without user buffers (freed by the caller with hipFree) */
static inline bool xlate_cudnn_alloc(miopenTensorDescriptor_t d, void **p) {
    size_t n = 0;
    *p = nullptr;
    if (miopenGetTensorNumBytes(d, &n) != miopenStatusSuccess) return false;
    return hipMalloc(p, n ? n : 1) == hipSuccess;
}

/* ---------------------------------------------------------------------- version, handle, errors */

static inline size_t xlate_cudnnGetVersion(void) { return XLATE_CUDNN_VERSION; }
static inline const char *xlate_cudnnGetErrorString(xlate_cudnnStatus_t s) {
    switch (s) {
    case XLATE_CUDNN_STATUS_SUCCESS: return "CUDNN_STATUS_SUCCESS";
    case XLATE_CUDNN_STATUS_NOT_INITIALIZED: return "CUDNN_STATUS_NOT_INITIALIZED";
    case XLATE_CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH: return "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH";
    case XLATE_CUDNN_STATUS_BAD_PARAM: return "CUDNN_STATUS_BAD_PARAM";
    case XLATE_CUDNN_STATUS_INVALID_VALUE: return "CUDNN_STATUS_INVALID_VALUE";
    case XLATE_CUDNN_STATUS_BAD_PARAM_NULL_POINTER: return "CUDNN_STATUS_BAD_PARAM_NULL_POINTER";
    case XLATE_CUDNN_STATUS_NOT_SUPPORTED: return "CUDNN_STATUS_NOT_SUPPORTED";
    case XLATE_CUDNN_STATUS_ARCH_MISMATCH: return "CUDNN_STATUS_ARCH_MISMATCH";
    case XLATE_CUDNN_STATUS_INTERNAL_ERROR: return "CUDNN_STATUS_INTERNAL_ERROR";
    case XLATE_CUDNN_STATUS_ALLOC_FAILED: return "CUDNN_STATUS_ALLOC_FAILED";
    case XLATE_CUDNN_STATUS_MAPPING_ERROR: return "CUDNN_STATUS_MAPPING_ERROR";
    case XLATE_CUDNN_STATUS_EXECUTION_FAILED: return "CUDNN_STATUS_EXECUTION_FAILED";
    default: return "CUDNN_STATUS_UNKNOWN";
    }
}
/* cuDNN's handle works on the null stream until cudnnSetStream */
static inline xlate_cudnnStatus_t xlate_cudnnCreate(xlate_cudnnHandle_t *h) {
    XLATE_CUDNN_TRY(miopenCreateWithStream(h, nullptr));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroy(xlate_cudnnHandle_t h) {
    XLATE_CUDNN_TRY(miopenDestroy(h));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetStream(xlate_cudnnHandle_t h, hipStream_t s) {
    XLATE_CUDNN_TRY(miopenSetStream(h, s));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetStream(xlate_cudnnHandle_t h, hipStream_t *s) {
    XLATE_CUDNN_TRY(miopenGetStream(h, s));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ------------------------------------------------------------------------------------------- tensors */

static inline xlate_cudnnStatus_t xlate_cudnnCreateTensorDescriptor(xlate_cudnnTensorDescriptor_t *d) {
    XLATE_CUDNN_TRY(miopenCreateTensorDescriptor(d));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyTensorDescriptor(xlate_cudnnTensorDescriptor_t d) {
    XLATE_CUDNN_TRY(miopenDestroyTensorDescriptor(d));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetTensor4dDescriptor(xlate_cudnnTensorDescriptor_t d,
                                                                   xlate_cudnnTensorFormat_t format,
                                                                   xlate_cudnnDataType_t type, int n, int c, int h,
                                                                   int w) {
    const int dims[4] = {n, c, h, w};
    return xlate_cudnn_set_nd(d, format, type, 4, dims);
}
static inline xlate_cudnnStatus_t xlate_cudnnSetTensor4dDescriptorEx(xlate_cudnnTensorDescriptor_t d,
                                                                     xlate_cudnnDataType_t type, int n, int c, int h,
                                                                     int w, int ns, int cs, int hs, int ws) {
    miopenDataType_t t;
    XLATE_CUDNN_CHECK(xlate_cudnn_miopen_type(type, &t));
    XLATE_CUDNN_TRY(miopenSet4dTensorDescriptorEx(d, t, n, c, h, w, ns, cs, hs, ws));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetTensor4dDescriptor(const xlate_cudnnTensorDescriptor_t d,
                                                                   xlate_cudnnDataType_t *type, int *n, int *c,
                                                                   int *h, int *w, int *ns, int *cs, int *hs,
                                                                   int *ws) {
    miopenDataType_t t;
    XLATE_CUDNN_TRY(miopenGet4dTensorDescriptor(d, &t, n, c, h, w, ns, cs, hs, ws));
    *type = xlate_cudnn_type_of(t);
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetTensorNdDescriptor(xlate_cudnnTensorDescriptor_t d,
                                                                   xlate_cudnnDataType_t type, int nb,
                                                                   const int *dims, const int *strides) {
    miopenDataType_t t;
    XLATE_CUDNN_CHECK(xlate_cudnn_miopen_type(type, &t));
    XLATE_CUDNN_TRY(miopenSetTensorDescriptor(d, t, nb, dims, strides));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetTensorNdDescriptorEx(xlate_cudnnTensorDescriptor_t d,
                                                                     xlate_cudnnTensorFormat_t format,
                                                                     xlate_cudnnDataType_t type, int nb,
                                                                     const int *dims) {
    return xlate_cudnn_set_nd(d, format, type, nb, dims);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetTensorNdDescriptor(const xlate_cudnnTensorDescriptor_t d, int req,
                                                                   xlate_cudnnDataType_t *type, int *nb, int *dimA,
                                                                   int *strideA) {
    int n = 0, dims[XLATE_CUDNN_DIM_MAX], strides[XLATE_CUDNN_DIM_MAX];
    miopenDataType_t t;
    XLATE_CUDNN_TRY(miopenGetTensorDescriptorSize(d, &n));
    if (n > XLATE_CUDNN_DIM_MAX) return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    XLATE_CUDNN_TRY(miopenGetTensorDescriptor(d, &t, dims, strides));
    *type = xlate_cudnn_type_of(t);
    *nb = n;
    for (int i = 0; i < n && i < req; ++i) { dimA[i] = dims[i]; strideA[i] = strides[i]; }
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetTensorSizeInBytes(const xlate_cudnnTensorDescriptor_t d, size_t *size) {
    XLATE_CUDNN_TRY(miopenGetTensorNumBytes(d, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnTransformTensor(xlate_cudnnHandle_t h, const void *alpha,
                                                             const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                             const void *beta, const xlate_cudnnTensorDescriptor_t yd,
                                                             void *y) {
    /* MIOpen's transform copies between layouts of one data type (cuDNN's also converts types) */
    XLATE_CUDNN_CHECK(xlate_cudnn_float_factors(yd) && xlate_cudnn_type(xd) == xlate_cudnn_type(yd));
    XLATE_CUDNN_TRY(miopenTransformTensor(h, alpha, xd, x, beta, yd, y));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* C = alpha * A + beta * C, A broadcast over C: MIOpen's op-tensor broadcasts its second operand */
static inline xlate_cudnnStatus_t xlate_cudnnAddTensor(xlate_cudnnHandle_t h, const void *alpha,
                                                       const xlate_cudnnTensorDescriptor_t ad, const void *A,
                                                       const void *beta, const xlate_cudnnTensorDescriptor_t cd,
                                                       void *C) {
    XLATE_CUDNN_CHECK(xlate_cudnn_float_tensor(cd));
    if (*static_cast<const float *>(beta) == 0.0f)  /* cuDNN does not read C when beta is 0 */
        XLATE_CUDNN_TRY(miopenSetTensor(h, cd, C, &xlate_cudnn_zero));
    XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, beta, cd, C, alpha, ad, A, &xlate_cudnn_zero, cd, C));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetTensor(xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t yd,
                                                       void *y, const void *value) {
    XLATE_CUDNN_CHECK(xlate_cudnn_float_tensor(yd));
    XLATE_CUDNN_TRY(miopenSetTensor(h, yd, y, value));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnScaleTensor(xlate_cudnnHandle_t h,
                                                         const xlate_cudnnTensorDescriptor_t yd, void *y,
                                                         const void *alpha) {
    XLATE_CUDNN_CHECK(xlate_cudnn_float_tensor(yd));
    XLATE_CUDNN_TRY(miopenScaleTensor(h, yd, y, alpha));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ------------------------------------------------------------------------------------- op tensor */

static inline xlate_cudnnStatus_t xlate_cudnnCreateOpTensorDescriptor(xlate_cudnnOpTensorDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnOpTensorStruct{XLATE_CUDNN_OP_TENSOR_ADD, XLATE_CUDNN_DATA_FLOAT,
                                                      XLATE_CUDNN_NOT_PROPAGATE_NAN};
    return *d ? XLATE_CUDNN_STATUS_SUCCESS : XLATE_CUDNN_STATUS_ALLOC_FAILED;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetOpTensorDescriptor(xlate_cudnnOpTensorDescriptor_t d,
                                                                   xlate_cudnnOpTensorOp_t op,
                                                                   xlate_cudnnDataType_t comp,
                                                                   xlate_cudnnNanPropagation_t nan) {
    d->op = op; d->compute = comp; d->nan = nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetOpTensorDescriptor(const xlate_cudnnOpTensorDescriptor_t d,
                                                                   xlate_cudnnOpTensorOp_t *op,
                                                                   xlate_cudnnDataType_t *comp,
                                                                   xlate_cudnnNanPropagation_t *nan) {
    *op = d->op; *comp = d->compute; *nan = d->nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyOpTensorDescriptor(xlate_cudnnOpTensorDescriptor_t d) {
    delete d;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* C = op(alpha1 * A, alpha2 * B) + beta * C; MIOpen has add, mul, min and max (not sqrt, not) */
static inline xlate_cudnnStatus_t xlate_cudnnOpTensor(xlate_cudnnHandle_t h, const xlate_cudnnOpTensorDescriptor_t d,
                                                      const void *alpha1, const xlate_cudnnTensorDescriptor_t ad,
                                                      const void *A, const void *alpha2,
                                                      const xlate_cudnnTensorDescriptor_t bd, const void *B,
                                                      const void *beta, const xlate_cudnnTensorDescriptor_t cd,
                                                      void *C) {
    XLATE_CUDNN_CHECK(d->op <= XLATE_CUDNN_OP_TENSOR_MAX && xlate_cudnn_float_factors(cd));
    XLATE_CUDNN_TRY(miopenOpTensor(h, static_cast<miopenTensorOp_t>(d->op), alpha1, ad, A, alpha2, bd, B, beta, cd, C));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ---------------------------------------------------------------------------------- reduce tensor */

static inline xlate_cudnnStatus_t xlate_cudnnCreateReduceTensorDescriptor(xlate_cudnnReduceTensorDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnReduceTensorStruct{};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateReduceTensorDescriptor(&(*d)->d);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnSetReduceTensorDescriptor(
    xlate_cudnnReduceTensorDescriptor_t d, xlate_cudnnReduceTensorOp_t op, xlate_cudnnDataType_t comp,
    xlate_cudnnNanPropagation_t nan, xlate_cudnnReduceTensorIndices_t indices, xlate_cudnnIndicesType_t itype) {
    d->op = op; d->compute = comp; d->nan = nan; d->indices = indices; d->indicesType = itype;
    miopenDataType_t t;
    d->expressible = op <= XLATE_CUDNN_REDUCE_TENSOR_NORM2 && itype != XLATE_CUDNN_8BIT_INDICES &&
                     xlate_cudnn_miopen_type(comp, &t);
    if (!d->expressible) return XLATE_CUDNN_STATUS_SUCCESS;  /* cudnnReduceTensor says NOT_SUPPORTED */
    XLATE_CUDNN_TRY(miopenSetReduceTensorDescriptor(d->d, static_cast<miopenReduceTensorOp_t>(op), t,
                                                    static_cast<miopenNanPropagation_t>(nan),
                                                    static_cast<miopenReduceTensorIndices_t>(indices),
                                                    static_cast<miopenIndicesType_t>(itype)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetReduceTensorDescriptor(
    const xlate_cudnnReduceTensorDescriptor_t d, xlate_cudnnReduceTensorOp_t *op, xlate_cudnnDataType_t *comp,
    xlate_cudnnNanPropagation_t *nan, xlate_cudnnReduceTensorIndices_t *indices, xlate_cudnnIndicesType_t *itype) {
    *op = d->op; *comp = d->compute; *nan = d->nan; *indices = d->indices; *itype = d->indicesType;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyReduceTensorDescriptor(xlate_cudnnReduceTensorDescriptor_t d) {
    miopenStatus_t s = miopenDestroyReduceTensorDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetReductionIndicesSize(xlate_cudnnHandle_t h,
                                                                     const xlate_cudnnReduceTensorDescriptor_t d,
                                                                     const xlate_cudnnTensorDescriptor_t ad,
                                                                     const xlate_cudnnTensorDescriptor_t cd,
                                                                     size_t *size) {
    XLATE_CUDNN_CHECK(d->expressible);
    XLATE_CUDNN_TRY(miopenGetReductionIndicesSize(h, d->d, ad, cd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetReductionWorkspaceSize(xlate_cudnnHandle_t h,
                                                                       const xlate_cudnnReduceTensorDescriptor_t d,
                                                                       const xlate_cudnnTensorDescriptor_t ad,
                                                                       const xlate_cudnnTensorDescriptor_t cd,
                                                                       size_t *size) {
    XLATE_CUDNN_CHECK(d->expressible);
    XLATE_CUDNN_TRY(miopenGetReductionWorkspaceSize(h, d->d, ad, cd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnReduceTensor(xlate_cudnnHandle_t h,
                                                          const xlate_cudnnReduceTensorDescriptor_t d, void *indices,
                                                          size_t isize, void *ws, size_t wsize, const void *alpha,
                                                          const xlate_cudnnTensorDescriptor_t ad, const void *A,
                                                          const void *beta, const xlate_cudnnTensorDescriptor_t cd,
                                                          void *C) {
    XLATE_CUDNN_CHECK(d->expressible && xlate_cudnn_float_factors(ad));
    XLATE_CUDNN_TRY(miopenReduceTensor(h, d->d, indices, isize, ws, wsize, alpha, ad, A, beta, cd, C));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ------------------------------------------------------------------------------------------- filters */

static inline xlate_cudnnStatus_t xlate_cudnnCreateFilterDescriptor(xlate_cudnnFilterDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnFilterStruct{nullptr, XLATE_CUDNN_TENSOR_NCHW};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateTensorDescriptor(&(*d)->t);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyFilterDescriptor(xlate_cudnnFilterDescriptor_t d) {
    miopenStatus_t s = miopenDestroyTensorDescriptor(d->t);
    delete d;
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnSetFilterNdDescriptor(xlate_cudnnFilterDescriptor_t d,
                                                                   xlate_cudnnDataType_t type,
                                                                   xlate_cudnnTensorFormat_t format, int nb,
                                                                   const int *dims) {
    xlate_cudnnStatus_t s = xlate_cudnn_set_nd(d->t, format, type, nb, dims);
    if (s == XLATE_CUDNN_STATUS_SUCCESS) d->format = format;
    return s;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetFilter4dDescriptor(xlate_cudnnFilterDescriptor_t d,
                                                                   xlate_cudnnDataType_t type,
                                                                   xlate_cudnnTensorFormat_t format, int k, int c,
                                                                   int h, int w) {
    const int dims[4] = {k, c, h, w};
    return xlate_cudnnSetFilterNdDescriptor(d, type, format, 4, dims);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetFilterNdDescriptor(const xlate_cudnnFilterDescriptor_t d, int req,
                                                                   xlate_cudnnDataType_t *type,
                                                                   xlate_cudnnTensorFormat_t *format, int *nb,
                                                                   int *dimA) {
    int strides[XLATE_CUDNN_DIM_MAX];
    int dims[XLATE_CUDNN_DIM_MAX];
    int n = 0;
    xlate_cudnnStatus_t s = xlate_cudnnGetTensorNdDescriptor(d->t, XLATE_CUDNN_DIM_MAX, type, &n, dims, strides);
    if (s != XLATE_CUDNN_STATUS_SUCCESS) return s;
    *nb = n;
    *format = d->format;
    for (int i = 0; i < n && i < req; ++i) dimA[i] = dims[i];
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetFilter4dDescriptor(const xlate_cudnnFilterDescriptor_t d,
                                                                   xlate_cudnnDataType_t *type,
                                                                   xlate_cudnnTensorFormat_t *format, int *k, int *c,
                                                                   int *h, int *w) {
    int nb = 0, dims[XLATE_CUDNN_DIM_MAX];
    xlate_cudnnStatus_t s = xlate_cudnnGetFilterNdDescriptor(d, XLATE_CUDNN_DIM_MAX, type, format, &nb, dims);
    if (s != XLATE_CUDNN_STATUS_SUCCESS) return s;
    if (nb != 4) return XLATE_CUDNN_STATUS_BAD_PARAM;
    *k = dims[0]; *c = dims[1]; *h = dims[2]; *w = dims[3];
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetFilterSizeInBytes(const xlate_cudnnFilterDescriptor_t d, size_t *size) {
    XLATE_CUDNN_TRY(miopenGetTensorNumBytes(d->t, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* convolution, activation, softmax, pooling and batch normalization */
#include <xlate/cudnn_compute.h>

#endif /* XLATE_CUDNN_H */
