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

/* --------------------------------------------------------------------------------------- convolution */

static inline xlate_cudnnStatus_t xlate_cudnnCreateConvolutionDescriptor(xlate_cudnnConvolutionDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnConvolutionStruct{nullptr, XLATE_CUDNN_CROSS_CORRELATION, XLATE_CUDNN_DATA_FLOAT,
                                                         XLATE_CUDNN_DEFAULT_MATH, 1, XLATE_CUDNN_DEFAULT_REORDER};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateConvolutionDescriptor(&(*d)->d);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyConvolutionDescriptor(xlate_cudnnConvolutionDescriptor_t d) {
    miopenStatus_t s = miopenDestroyConvolutionDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* MIOpen computes a float convolution in float (what CUDNN_FMA_MATH asks for; cuDNN's default math may use
 * TF32 tensor cores on Ampere and later); it has no "allow conversion" to a lower precision */
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionMathType(xlate_cudnnConvolutionDescriptor_t d,
                                                                    xlate_cudnnMathType_t m) {
    XLATE_CUDNN_CHECK(m != XLATE_CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION);
    d->math = m;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionMathType(xlate_cudnnConvolutionDescriptor_t d,
                                                                    xlate_cudnnMathType_t *m) {
    *m = d->math;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionGroupCount(xlate_cudnnConvolutionDescriptor_t d, int g) {
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, g));
    d->groups = g;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionGroupCount(xlate_cudnnConvolutionDescriptor_t d, int *g) {
    *g = d->groups;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* the filter reordering cuDNN applies to int8x32 filters (a data type MIOpen lacks): kept, nothing to apply */
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionReorderType(xlate_cudnnConvolutionDescriptor_t d,
                                                                       xlate_cudnnReorderType_t r) {
    d->reorder = r;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionReorderType(xlate_cudnnConvolutionDescriptor_t d,
                                                                       xlate_cudnnReorderType_t *r) {
    *r = d->reorder;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* MIOpen cross-correlates (miopenConvolution); a half or double compute type has no MIOpen counterpart */
static inline bool xlate_cudnn_conv_expressible(xlate_cudnnConvolutionMode_t mode, xlate_cudnnDataType_t comp) {
    return mode == XLATE_CUDNN_CROSS_CORRELATION && comp == XLATE_CUDNN_DATA_FLOAT;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolution2dDescriptor(xlate_cudnnConvolutionDescriptor_t d,
                                                                        int pad_h, int pad_w, int u, int v, int dil_h,
                                                                        int dil_w, xlate_cudnnConvolutionMode_t mode,
                                                                        xlate_cudnnDataType_t comp) {
    XLATE_CUDNN_CHECK(xlate_cudnn_conv_expressible(mode, comp));
    XLATE_CUDNN_TRY(miopenInitConvolutionDescriptor(d->d, miopenConvolution, pad_h, pad_w, u, v, dil_h, dil_w));
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, d->groups));
    d->mode = mode; d->compute = comp;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolution2dDescriptor(const xlate_cudnnConvolutionDescriptor_t d,
                                                                        int *pad_h, int *pad_w, int *u, int *v,
                                                                        int *dil_h, int *dil_w,
                                                                        xlate_cudnnConvolutionMode_t *mode,
                                                                        xlate_cudnnDataType_t *comp) {
    miopenConvolutionMode_t m;
    XLATE_CUDNN_TRY(miopenGetConvolutionDescriptor(d->d, &m, pad_h, pad_w, u, v, dil_h, dil_w));
    *mode = d->mode; *comp = d->compute;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionNdDescriptor(xlate_cudnnConvolutionDescriptor_t d, int n,
                                                                        const int *pad, const int *stride,
                                                                        const int *dil,
                                                                        xlate_cudnnConvolutionMode_t mode,
                                                                        xlate_cudnnDataType_t comp) {
    XLATE_CUDNN_CHECK(xlate_cudnn_conv_expressible(mode, comp));
    XLATE_CUDNN_TRY(miopenInitConvolutionNdDescriptor(d->d, n, const_cast<int *>(pad), const_cast<int *>(stride),
                                                      const_cast<int *>(dil), miopenConvolution));
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, d->groups));
    d->mode = mode; d->compute = comp;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionNdDescriptor(const xlate_cudnnConvolutionDescriptor_t d,
                                                                        int req, int *n, int *pad, int *stride,
                                                                        int *dil, xlate_cudnnConvolutionMode_t *mode,
                                                                        xlate_cudnnDataType_t *comp) {
    int p[XLATE_CUDNN_DIM_MAX], s[XLATE_CUDNN_DIM_MAX], di[XLATE_CUDNN_DIM_MAX];
    miopenConvolutionMode_t m;
    XLATE_CUDNN_TRY(miopenGetConvolutionNdDescriptor(d->d, XLATE_CUDNN_DIM_MAX, n, p, s, di, &m));
    for (int i = 0; i < *n && i < req; ++i) { pad[i] = p[i]; stride[i] = s[i]; dil[i] = di[i]; }
    *mode = d->mode; *comp = d->compute;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolution2dForwardOutputDim(
    const xlate_cudnnConvolutionDescriptor_t d, const xlate_cudnnTensorDescriptor_t xd,
    const xlate_cudnnFilterDescriptor_t wd, int *n, int *c, int *h, int *w) {
    XLATE_CUDNN_TRY(miopenGetConvolutionForwardOutputDim(d->d, xd, wd->t, n, c, h, w));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionNdForwardOutputDim(
    const xlate_cudnnConvolutionDescriptor_t d, const xlate_cudnnTensorDescriptor_t xd,
    const xlate_cudnnFilterDescriptor_t wd, int nb, int *out) {
    int n = 0, dims[XLATE_CUDNN_DIM_MAX];
    XLATE_CUDNN_TRY(miopenGetConvolutionNdForwardOutputDim(d->d, xd, wd->t, &n, dims));
    for (int i = 0; i < n && i < nb; ++i) out[i] = dims[i];
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnConvolutionFwdAlgo_t xlate_cudnn_fwd_algo(miopenConvFwdAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionFwdAlgoGEMM: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_GEMM;
    case miopenConvolutionFwdAlgoDirect: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_DIRECT;
    case miopenConvolutionFwdAlgoFFT: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_FFT;
    case miopenConvolutionFwdAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD;
    default: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
    }
}
static inline xlate_cudnnConvolutionBwdDataAlgo_t xlate_cudnn_bwd_data_algo(miopenConvBwdDataAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionBwdDataAlgoFFT: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT;
    case miopenConvolutionBwdDataAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD;
    case miopenConvolutionBwdDataAlgoDirect: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_0;
    default: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_1;
    }
}
static inline xlate_cudnnConvolutionBwdFilterAlgo_t xlate_cudnn_bwd_filter_algo(miopenConvBwdWeightsAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionBwdWeightsAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD;
    case miopenConvolutionBwdWeightsAlgoDirect: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_0;
    default: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1;
    }
}
template <class Perf, class Map, class Field>
static inline void xlate_cudnn_perf(const miopenConvAlgoPerf_t *in, int n, Perf *out, Map map, Field field,
                                    xlate_cudnnMathType_t math) {
    for (int i = 0; i < n; ++i) {
        out[i] = Perf{};
        out[i].algo = map(field(in[i]));
        out[i].status = XLATE_CUDNN_STATUS_SUCCESS;
        out[i].time = in[i].time;
        out[i].memory = in[i].memory;
        out[i].determinism = XLATE_CUDNN_DETERMINISTIC;
        out[i].mathType = math;
    }
}
#define XLATE_CUDNN_MAX_FOUND 8

static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardAlgorithmMaxCount(xlate_cudnnHandle_t, int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_FWD_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(xlate_cudnnHandle_t, int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(xlate_cudnnHandle_t,
                                                                                           int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd,
    xlate_cudnnConvolutionFwdAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionForwardGetWorkSpaceSize(h, wd->t, xd, cd->d, yd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd,
    xlate_cudnnConvolutionBwdDataAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionBackwardDataGetWorkSpaceSize(h, dyd, wd->t, cd->d, dxd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd,
    xlate_cudnnConvolutionBwdFilterAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeightsGetWorkSpaceSize(h, dyd, xd, cd->d, dwd->t, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* the finds, with the caller's buffers (the *Ex forms) */
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionForwardAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnFilterDescriptor_t wd,
    const void *w, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const int req, int *ret, xlate_cudnnConvolutionFwdAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionForwardAlgorithm(h, xd, x, wd->t, w, cd->d, yd, y,
                                                          req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND,
                                                          &n, found, ws, wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_fwd_algo, [](const miopenConvAlgoPerf_t &p) { return p.fwd_algo; },
                     cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardDataAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnTensorDescriptor_t dyd,
    const void *dy, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, void *dx,
    const int req, int *ret, xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardDataAlgorithm(
        h, dyd, dy, wd->t, w, cd->d, dxd, dx, req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND, &n, found, ws,
        wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_bwd_data_algo,
                     [](const miopenConvAlgoPerf_t &p) { return p.bwd_data_algo; }, cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardFilterAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t dyd,
    const void *dy, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, void *dw,
    const int req, int *ret, xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardWeightsAlgorithm(
        h, dyd, dy, xd, x, cd->d, dwd->t, dw, req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND, &n, found, ws,
        wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_bwd_filter_algo,
                     [](const miopenConvAlgoPerf_t &p) { return p.bwd_weights_algo; }, cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* the finds without buffers: cuDNN allocates them itself, so does this (device buffers and the workspace
 * MIOpen asks for, freed before returning) */
struct xlate_cudnn_scratch {
    void *p[4] = {nullptr, nullptr, nullptr, nullptr};
    ~xlate_cudnn_scratch() { for (void *q : p) if (q) (void)hipFree(q); }
};
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionForwardAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, const int req, int *ret,
    xlate_cudnnConvolutionFwdAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionForwardGetWorkSpaceSize(h, wd->t, xd, cd->d, yd, &wsize));
    if (!xlate_cudnn_alloc(xd, &s.p[0]) || !xlate_cudnn_alloc(wd->t, &s.p[1]) || !xlate_cudnn_alloc(yd, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionForwardAlgorithmEx(h, xd, s.p[0], wd, s.p[1], cd, yd, s.p[2], req, ret, perf,
                                                        s.p[3], wsize);
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardDataAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, const int req, int *ret,
    xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionBackwardDataGetWorkSpaceSize(h, dyd, wd->t, cd->d, dxd, &wsize));
    if (!xlate_cudnn_alloc(wd->t, &s.p[0]) || !xlate_cudnn_alloc(dyd, &s.p[1]) || !xlate_cudnn_alloc(dxd, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionBackwardDataAlgorithmEx(h, wd, s.p[0], dyd, s.p[1], cd, dxd, s.p[2], req, ret,
                                                             perf, s.p[3], wsize);
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardFilterAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, const int req, int *ret,
    xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeightsGetWorkSpaceSize(h, dyd, xd, cd->d, dwd->t, &wsize));
    if (!xlate_cudnn_alloc(xd, &s.p[0]) || !xlate_cudnn_alloc(dyd, &s.p[1]) || !xlate_cudnn_alloc(dwd->t, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionBackwardFilterAlgorithmEx(h, xd, s.p[0], dyd, s.p[1], cd, dwd, s.p[2], req, ret,
                                                               perf, s.p[3], wsize);
}
/* the heuristic queries (_v7) answer with what a find answers */
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, const int req, int *ret,
    xlate_cudnnConvolutionFwdAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionForwardAlgorithm(h, xd, wd, cd, yd, req, ret, perf);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, const int req, int *ret,
    xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionBackwardDataAlgorithm(h, wd, dyd, cd, dxd, req, ret, perf);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, const int req, int *ret,
    xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionBackwardFilterAlgorithm(h, xd, dyd, cd, dwd, req, ret, perf);
}
/* y = conv(x, w): find among the solvers that fit the caller's workspace, then run the best */
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionForward(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionFwdAlgo_t, void *ws, size_t wsize, const void *beta, const xlate_cudnnTensorDescriptor_t yd,
    void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionForwardAlgorithm(h, xd, x, wd->t, w, cd->d, yd, y, 1, &n, &perf, ws, wsize,
                                                          false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionForward(h, &xlate_cudnn_one, xd, x, wd->t, w, cd->d, perf.fwd_algo,
                                             &xlate_cudnn_zero, yd, y, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardData(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnFilterDescriptor_t wd, const void *w,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionBwdDataAlgo_t, void *ws, size_t wsize, const void *beta,
    const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardDataAlgorithm(h, dyd, dy, wd->t, w, cd->d, dxd, dx, 1, &n, &perf, ws,
                                                               wsize, false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionBackwardData(h, &xlate_cudnn_one, dyd, dy, wd->t, w, cd->d, perf.bwd_data_algo,
                                                  &xlate_cudnn_zero, dxd, dx, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardFilter(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionBwdFilterAlgo_t, void *ws, size_t wsize, const void *beta,
    const xlate_cudnnFilterDescriptor_t dwd, void *dw) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dwd->t));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardWeightsAlgorithm(h, dyd, dy, xd, x, cd->d, dwd->t, dw, 1, &n, &perf,
                                                                  ws, wsize, false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeights(h, &xlate_cudnn_one, dyd, dy, xd, x, cd->d, perf.bwd_weights_algo,
                                                     &xlate_cudnn_zero, dwd->t, dw, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardBias(xlate_cudnnHandle_t h, const void *alpha,
                                                                     const xlate_cudnnTensorDescriptor_t dyd,
                                                                     const void *dy, const void *beta,
                                                                     const xlate_cudnnTensorDescriptor_t dbd,
                                                                     void *db) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dbd));
    XLATE_CUDNN_TRY(miopenConvolutionBackwardBias(h, &xlate_cudnn_one, dyd, dy, &xlate_cudnn_zero, dbd, db));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* -------------------------------------------------------------------------------------- activation */

static inline xlate_cudnnStatus_t xlate_cudnnCreateActivationDescriptor(xlate_cudnnActivationDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnActivationStruct{nullptr, XLATE_CUDNN_ACTIVATION_RELU,
                                                        XLATE_CUDNN_NOT_PROPAGATE_NAN, 0.0, false};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateActivationDescriptor(&(*d)->d);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyActivationDescriptor(xlate_cudnnActivationDescriptor_t d) {
    miopenStatus_t s = miopenDestroyActivationDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* cuDNN mode -> MIOpen mode and parameters: sigmoid = logistic, tanh = 1 * tanh(1 * x), clipped relu
 * min(coef, max(0, x)) = CLIPPEDRELU(alpha = coef), elu = ELU(alpha = coef), identity = PASTHRU; swish has no
 * MIOpen activation */
static inline xlate_cudnnStatus_t xlate_cudnnSetActivationDescriptor(xlate_cudnnActivationDescriptor_t d,
                                                                     xlate_cudnnActivationMode_t mode,
                                                                     xlate_cudnnNanPropagation_t nan, double coef) {
    miopenActivationMode_t m;
    double a = 0.0, b = 0.0;
    switch (mode) {
    case XLATE_CUDNN_ACTIVATION_SIGMOID: m = miopenActivationLOGISTIC; break;
    case XLATE_CUDNN_ACTIVATION_RELU: m = miopenActivationRELU; break;
    case XLATE_CUDNN_ACTIVATION_TANH: m = miopenActivationTANH; a = 1.0; b = 1.0; break;
    case XLATE_CUDNN_ACTIVATION_CLIPPED_RELU: m = miopenActivationCLIPPEDRELU; a = coef; break;
    case XLATE_CUDNN_ACTIVATION_ELU: m = miopenActivationELU; a = coef; break;
    case XLATE_CUDNN_ACTIVATION_IDENTITY: m = miopenActivationPASTHRU; break;
    default: d->expressible = false; d->mode = mode; d->nan = nan; d->coef = coef;
             return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    }
    XLATE_CUDNN_TRY(miopenSetActivationDescriptor(d->d, m, a, b, 0.0));
    d->mode = mode; d->nan = nan; d->coef = coef; d->expressible = true;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetActivationDescriptor(const xlate_cudnnActivationDescriptor_t d,
                                                                     xlate_cudnnActivationMode_t *mode,
                                                                     xlate_cudnnNanPropagation_t *nan, double *coef) {
    *mode = d->mode; *nan = d->nan; *coef = d->coef;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnActivationForward(xlate_cudnnHandle_t h,
                                                               xlate_cudnnActivationDescriptor_t d, const void *alpha,
                                                               const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                               const void *beta,
                                                               const xlate_cudnnTensorDescriptor_t yd, void *y) {
    XLATE_CUDNN_CHECK(d->expressible && xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenActivationForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnActivationBackward(
    xlate_cudnnHandle_t h, xlate_cudnnActivationDescriptor_t d, const void *alpha, const xlate_cudnnTensorDescriptor_t yd,
    const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnTensorDescriptor_t xd,
    const void *x, const void *beta, const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(d->expressible && xlate_cudnn_plain(alpha, beta, dxd));
    XLATE_CUDNN_TRY(miopenActivationBackward(h, d->d, &xlate_cudnn_one, yd, y, dyd, dy, xd, x, &xlate_cudnn_zero, dxd,
                                             dx));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* y = act(alpha1 * conv(x, w) + alpha2 * z + bias), bias 1xCx1x1:
 * the convolution into a scratch tensor (z may be y), then MIOpen's op-tensor adds z and the bias, then the
 * activation in place */
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBiasActivationForward(
    xlate_cudnnHandle_t h, const void *alpha1, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionFwdAlgo_t algo, void *ws, size_t wsize, const void *alpha2,
    const xlate_cudnnTensorDescriptor_t zd, const void *z, const xlate_cudnnTensorDescriptor_t bd, const void *bias,
    const xlate_cudnnActivationDescriptor_t ad, const xlate_cudnnTensorDescriptor_t yd, void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_float_factors(yd));
    /* cuDNN's own limits: ReLU, or identity with the IMPLICIT_PRECOMP_GEMM algorithm only */
    if (ad->mode != XLATE_CUDNN_ACTIVATION_RELU &&
        !(ad->mode == XLATE_CUDNN_ACTIVATION_IDENTITY && algo == XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM))
        return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    const float a2 = *static_cast<const float *>(alpha2);
    xlate_cudnn_scratch s;
    if (!xlate_cudnn_alloc(yd, &s.p[0])) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    xlate_cudnnStatus_t st = xlate_cudnnConvolutionForward(h, alpha1, xd, x, wd, w, cd, algo, ws, wsize,
                                                           &xlate_cudnn_zero, yd, s.p[0]);
    if (st != XLATE_CUDNN_STATUS_SUCCESS) return st;
    if (a2 != 0.0f) {  /* z is not read when alpha2 is 0 */
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, s.p[0], alpha2, zd, z,
                                       &xlate_cudnn_zero, yd, y));
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, y, &xlate_cudnn_one, bd, bias,
                                       &xlate_cudnn_zero, yd, y));
    } else {
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, s.p[0], &xlate_cudnn_one, bd,
                                       bias, &xlate_cudnn_zero, yd, y));
    }
    if (ad->mode == XLATE_CUDNN_ACTIVATION_RELU)
        XLATE_CUDNN_TRY(miopenActivationForward(h, ad->d, &xlate_cudnn_one, yd, y, &xlate_cudnn_zero, yd, y));
    return xlate_cudnn_status(hipDeviceSynchronize() == hipSuccess ? miopenStatusSuccess : miopenStatusInternalError);
}

/* ----------------------------------------------------------------------------------------- softmax */

/* cuDNN's and MIOpen's softmax algorithms (fast, accurate, log) and modes (instance, channel) are the same,
 * number for number */
static inline xlate_cudnnStatus_t xlate_cudnnSoftmaxForward(xlate_cudnnHandle_t h, xlate_cudnnSoftmaxAlgorithm_t algo,
                                                            xlate_cudnnSoftmaxMode_t mode, const void *alpha,
                                                            const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                            const void *beta, const xlate_cudnnTensorDescriptor_t yd,
                                                            void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenSoftmaxForward_V2(h, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y,
                                            static_cast<miopenSoftmaxAlgorithm_t>(algo),
                                            static_cast<miopenSoftmaxMode_t>(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSoftmaxBackward(
    xlate_cudnnHandle_t h, xlate_cudnnSoftmaxAlgorithm_t algo, xlate_cudnnSoftmaxMode_t mode, const void *alpha,
    const xlate_cudnnTensorDescriptor_t yd, const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy,
    const void *beta, const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    XLATE_CUDNN_TRY(miopenSoftmaxBackward_V2(h, &xlate_cudnn_one, yd, y, dyd, dy, &xlate_cudnn_zero, dxd, dx,
                                             static_cast<miopenSoftmaxAlgorithm_t>(algo),
                                             static_cast<miopenSoftmaxMode_t>(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ----------------------------------------------------------------------------------------- pooling */

static inline xlate_cudnnStatus_t xlate_cudnnCreatePoolingDescriptor(xlate_cudnnPoolingDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnPoolingStruct{nullptr, XLATE_CUDNN_POOLING_MAX, XLATE_CUDNN_NOT_PROPAGATE_NAN};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreatePoolingDescriptor(&(*d)->d);
    /* max pooling's index workspace: 32-bit indices (MIOpen's default, 8-bit, overflows past 255 elements) */
    if (s == miopenStatusSuccess) s = miopenSetPoolingIndexType((*d)->d, miopenIndexUint32);
    if (s != miopenStatusSuccess) { if ((*d)->d) miopenDestroyPoolingDescriptor((*d)->d); delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyPoolingDescriptor(xlate_cudnnPoolingDescriptor_t d) {
    miopenStatus_t s = miopenDestroyPoolingDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* max (and its deterministic form) = miopenPoolingMax; average counting the padding = AverageInclusive;
 * average over the window's elements inside the image = Average */
static inline miopenPoolingMode_t xlate_cudnn_pool_mode(xlate_cudnnPoolingMode_t m) {
    switch (m) {
    case XLATE_CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING: return miopenPoolingAverageInclusive;
    case XLATE_CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING: return miopenPoolingAverage;
    default: return miopenPoolingMax;
    }
}
static inline xlate_cudnnStatus_t xlate_cudnnSetPooling2dDescriptor(xlate_cudnnPoolingDescriptor_t d,
                                                                    xlate_cudnnPoolingMode_t mode,
                                                                    xlate_cudnnNanPropagation_t nan, int wh, int ww,
                                                                    int vp, int hp, int vs, int hs) {
    XLATE_CUDNN_TRY(miopenSet2dPoolingDescriptor(d->d, xlate_cudnn_pool_mode(mode), wh, ww, vp, hp, vs, hs));
    d->mode = mode; d->nan = nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPooling2dDescriptor(const xlate_cudnnPoolingDescriptor_t d,
                                                                    xlate_cudnnPoolingMode_t *mode,
                                                                    xlate_cudnnNanPropagation_t *nan, int *wh, int *ww,
                                                                    int *vp, int *hp, int *vs, int *hs) {
    miopenPoolingMode_t m;
    XLATE_CUDNN_TRY(miopenGet2dPoolingDescriptor(d->d, &m, wh, ww, vp, hp, vs, hs));
    *mode = d->mode; *nan = d->nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetPoolingNdDescriptor(xlate_cudnnPoolingDescriptor_t d,
                                                                    const xlate_cudnnPoolingMode_t mode,
                                                                    const xlate_cudnnNanPropagation_t nan, int nb,
                                                                    const int *win, const int *pad,
                                                                    const int *stride) {
    XLATE_CUDNN_TRY(miopenSetNdPoolingDescriptor(d->d, xlate_cudnn_pool_mode(mode), nb, win, pad, stride));
    /* MIOpen's mask indices are 2-d only: image indices for 3-d max pooling's backward */
    XLATE_CUDNN_TRY(miopenSetPoolingWorkSpaceIndexMode(d->d, nb > 2 ? miopenPoolingWorkspaceIndexImage
                                                                   : miopenPoolingWorkspaceIndexMask));
    d->mode = mode; d->nan = nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPoolingNdDescriptor(const xlate_cudnnPoolingDescriptor_t d, int req,
                                                                    xlate_cudnnPoolingMode_t *mode,
                                                                    xlate_cudnnNanPropagation_t *nan, int *nb,
                                                                    int *win, int *pad, int *stride) {
    miopenPoolingMode_t m;
    XLATE_CUDNN_TRY(miopenGetNdPoolingDescriptor(d->d, req, &m, nb, win, pad, stride));
    *mode = d->mode; *nan = d->nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPooling2dForwardOutputDim(const xlate_cudnnPoolingDescriptor_t d,
                                                                          const xlate_cudnnTensorDescriptor_t xd,
                                                                          int *n, int *c, int *h, int *w) {
    XLATE_CUDNN_TRY(miopenGetPoolingForwardOutputDim(d->d, xd, n, c, h, w));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPoolingNdForwardOutputDim(const xlate_cudnnPoolingDescriptor_t d,
                                                                          const xlate_cudnnTensorDescriptor_t xd,
                                                                          int nb, int *out) {
    XLATE_CUDNN_TRY(miopenGetPoolingNdForwardOutputDim(d->d, xd, nb, out));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnPoolingForward(xlate_cudnnHandle_t h,
                                                            const xlate_cudnnPoolingDescriptor_t d, const void *alpha,
                                                            const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                            const void *beta, const xlate_cudnnTensorDescriptor_t yd,
                                                            void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenPoolingForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y, false, nullptr, 0));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* cuDNN's backward takes x and y; MIOpen's wants the index workspace its forward wrote: run the forward
 * again into scratch buffers with do_backward, then the backward */
static inline xlate_cudnnStatus_t xlate_cudnnPoolingBackward(
    xlate_cudnnHandle_t h, const xlate_cudnnPoolingDescriptor_t d, const void *alpha,
    const xlate_cudnnTensorDescriptor_t yd, const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const void *beta, const xlate_cudnnTensorDescriptor_t dxd,
    void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenPoolingGetWorkSpaceSizeV2(d->d, yd, &wsize));
    if (!xlate_cudnn_alloc(yd, &s.p[0]) || hipMalloc(&s.p[1], wsize ? wsize : 1) != hipSuccess)
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    XLATE_CUDNN_TRY(miopenPoolingForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, s.p[0], true, s.p[1],
                                         wsize));
    XLATE_CUDNN_TRY(miopenPoolingBackward(h, d->d, &xlate_cudnn_one, yd, y, dyd, dy, xd, x, &xlate_cudnn_zero, dxd, dx,
                                          s.p[1]));
    return xlate_cudnn_status(hipDeviceSynchronize() == hipSuccess ? miopenStatusSuccess : miopenStatusInternalError);
}

/* ----------------------------------------------------------------------------- batch normalization */

static inline miopenBatchNormMode_t xlate_cudnn_bn_mode(xlate_cudnnBatchNormMode_t m) {
    /* SPATIAL_PERSISTENT computes what SPATIAL computes (a faster kernel in cuDNN) */
    return m == XLATE_CUDNN_BATCHNORM_PER_ACTIVATION ? miopenBNPerActivation : miopenBNSpatial;
}
static inline xlate_cudnnStatus_t xlate_cudnnDeriveBNTensorDescriptor(xlate_cudnnTensorDescriptor_t bd,
                                                                      const xlate_cudnnTensorDescriptor_t xd,
                                                                      xlate_cudnnBatchNormMode_t mode) {
    XLATE_CUDNN_TRY(miopenDeriveBNTensorDescriptor(bd, xd, xlate_cudnn_bn_mode(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationForwardInference(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alpha, const void *beta,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, const void *bias, const void *mean, const void *var,
    double eps) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    float one = 1.0f, zero = 0.0f;
    XLATE_CUDNN_TRY(miopenBatchNormalizationForwardInference(h, xlate_cudnn_bn_mode(mode), &one, &zero, xd, x, yd, y, bd,
                                                             const_cast<void *>(scale), const_cast<void *>(bias),
                                                             const_cast<void *>(mean), const_cast<void *>(var), eps));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationForwardTraining(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alpha, const void *beta,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, const void *bias, double factor, void *runMean,
    void *runVar, double eps, void *saveMean, void *saveInvVar) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    float one = 1.0f, zero = 0.0f;
    XLATE_CUDNN_TRY(miopenBatchNormalizationForwardTraining(h, xlate_cudnn_bn_mode(mode), &one, &zero, xd, x, yd, y, bd,
                                                            const_cast<void *>(scale), const_cast<void *>(bias), factor,
                                                            runMean, runVar, eps, saveMean, saveInvVar));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationBackward(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alphaData, const void *betaData,
    const void *alphaParam, const void *betaParam, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnTensorDescriptor_t dxd, void *dx,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, void *dScale, void *dBias, double eps,
    const void *savedMean, const void *savedInvVar) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alphaData, betaData, dxd) && xlate_cudnn_plain(alphaParam, betaParam, bd));
    XLATE_CUDNN_TRY(miopenBatchNormalizationBackward(h, xlate_cudnn_bn_mode(mode), &xlate_cudnn_one, &xlate_cudnn_zero,
                                                     &xlate_cudnn_one, &xlate_cudnn_zero, xd, x, dyd, dy, dxd, dx, bd,
                                                     scale, dScale, dBias, eps, savedMean, savedInvVar));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

#endif /* XLATE_CUDNN_H */
