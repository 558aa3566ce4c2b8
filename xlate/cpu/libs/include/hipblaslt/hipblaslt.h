// xlate cpu backend: hipBLASLt (hipBLASLt 7.2.4's names, enum values and signatures; hipblasStatus_t,
// hipblasOperation_t and hipblasComputeType_t come from the cpu hipBLAS, as with hipBLASLt's LEGACY_HIPBLAS_DIRECT).
// Implemented: handle create/destroy; matmul descriptors (compute type and scale type at creation; TRANSA/TRANSB,
// EPILOGUE, BIAS_POINTER, BIAS_DATA_TYPE, POINTER_MODE host/device/alpha-device-vector; the scale, aux and amax
// pointers accept only their default, NULL); matrix layouts (TYPE, ROWS, COLS, LD, ORDER column- or row-major,
// BATCH_COUNT, STRIDED_BATCH_OFFSET); preferences (SEARCH_MODE, MAX_WORKSPACE_BYTES); AlgoGetHeuristic (one
// algorithm, workspace 0); hipblasLtMatmul: D = epilogue(alpha op(A) op(B) + beta C) over the GEMM core of
// <xlate_cpu_libs/gemm.h> (shared with the cpu hipBLAS), strided batches, C == D in place.
// Types: A and B of one type, f16, bf16, f32 or f64; C and D of one type; f16/bf16 inputs give f16/bf16 (their own)
// or f32 outputs, f32 gives f32, f64 gives f64. Compute HIPBLAS_COMPUTE_32F (and _PEDANTIC, _FAST_16F, _FAST_16BF,
// _FAST_TF32: all sum in float), 16F (f16 only; sums in float, rounds once: a GPU may sum in half), 64F (f64).
// The scale type (alpha, beta, an f32 bias) is the one given to hipblasLtMatmulDescCreate: f32, f64 with 64F, f16
// with 16F. Epilogues: DEFAULT, RELU (max(x, 0)), BIAS (bias[i] added to row i of every column and batch, before
// the activation), RELU_BIAS, GELU and GELU_BIAS (the tanh form 0.5x(1 + tanh(sqrt(2/pi)(x + 0.044715x^3))), in
// the computing precision). Everything else (other epilogues and types, fp8 scales, matrix transforms, the
// tiled orders) returns HIPBLAS_STATUS_NOT_SUPPORTED; inconsistent sizes, leading dimensions below the stored
// rows (columns for row-major) or batch counts that differ return HIPBLAS_STATUS_INVALID_VALUE.
// Stream order: hipblasLtMatmul waits for its stream (kernels queued before it write A, B, C, alpha, beta, bias)
// and computes before returning, so work queued after it sees D.
#pragma once
#include <hipblas/hipblas.h>
#include <xlate_cpu_libs/gemm.h>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <vector>

#define HIPBLASLT_DATATYPE_INVALID static_cast<hipDataType>(255)
#define HIPBLASLT_COMPUTE_TYPE_INVALID static_cast<hipblasComputeType_t>(0)
#define HIPBLASLT_OPERATION_INVALID static_cast<hipblasOperation_t>(0)

typedef enum {
    HIPBLASLT_EPILOGUE_DEFAULT = 1, HIPBLASLT_EPILOGUE_RELU = 2, HIPBLASLT_EPILOGUE_BIAS = 4,
    HIPBLASLT_EPILOGUE_RELU_BIAS = 6, HIPBLASLT_EPILOGUE_GELU = 32, HIPBLASLT_EPILOGUE_GELU_BIAS = 36,
    HIPBLASLT_EPILOGUE_RELU_AUX = 130, HIPBLASLT_EPILOGUE_RELU_AUX_BIAS = 134, HIPBLASLT_EPILOGUE_GELU_AUX = 160,
    HIPBLASLT_EPILOGUE_GELU_AUX_BIAS = 164, HIPBLASLT_EPILOGUE_DGELU = 192, HIPBLASLT_EPILOGUE_DGELU_BGRAD = 208,
    HIPBLASLT_EPILOGUE_BGRADA = 256, HIPBLASLT_EPILOGUE_BGRADB = 512, HIPBLASLT_EPILOGUE_SWISH_EXT = 65536,
    HIPBLASLT_EPILOGUE_SWISH_BIAS_EXT = 65540, HIPBLASLT_EPILOGUE_CLAMP_EXT = 131072,
    HIPBLASLT_EPILOGUE_CLAMP_BIAS_EXT = 131076, HIPBLASLT_EPILOGUE_CLAMP_AUX_EXT = 131200,
    HIPBLASLT_EPILOGUE_CLAMP_AUX_BIAS_EXT = 131204, HIPBLASLT_EPILOGUE_SIGMOID_EXT = 262144,
    HIPBLASLT_EPILOGUE_SIGMOID_BIAS_EXT = 262148
} hipblasLtEpilogue_t;
typedef enum {
    HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 0, HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 1,
    HIPBLASLT_MATRIX_LAYOUT_TYPE = 2, HIPBLASLT_MATRIX_LAYOUT_ORDER = 3, HIPBLASLT_MATRIX_LAYOUT_ROWS = 4,
    HIPBLASLT_MATRIX_LAYOUT_COLS = 5, HIPBLASLT_MATRIX_LAYOUT_LD = 6
} hipblasLtMatrixLayoutAttribute_t;
typedef enum {
    HIPBLASLT_POINTER_MODE_HOST = 0, HIPBLASLT_POINTER_MODE_DEVICE = 1,
    HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4
} hipblasLtPointerMode_t;
typedef enum {
    HIPBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F = 0, HIPBLASLT_MATMUL_MATRIX_SCALE_VEC16_UE4M3 = 1,
    HIPBLASLT_MATMUL_MATRIX_SCALE_VEC32_UE8M0 = 2, HIPBLASLT_MATMUL_MATRIX_SCALE_OUTER_VEC_32F = 3,
    HIPBLASLT_MATMUL_MATRIX_SCALE_VEC128_32F = 4, HIPBLASLT_MATMUL_MATRIX_SCALE_BLK128x128_32F = 5,
    HIPBLASLT_MATMUL_MATRIX_SCALE_END
} hipblasLtMatmulMatrixScale_t;
typedef enum {
    HIPBLASLT_MATMUL_DESC_TRANSA = 0, HIPBLASLT_MATMUL_DESC_TRANSB = 1, HIPBLASLT_MATMUL_DESC_EPILOGUE = 2,
    HIPBLASLT_MATMUL_DESC_BIAS_POINTER = 3, HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 4,
    HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER = 5, HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER = 6,
    HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER = 7, HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER = 8,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 9, HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 10,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 11, HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 12,
    HIPBLASLT_MATMUL_DESC_POINTER_MODE = 13, HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER = 14,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22, HIPBLASLT_MATMUL_DESC_A_SCALE_MODE = 31,
    HIPBLASLT_MATMUL_DESC_B_SCALE_MODE = 32, HIPBLASLT_MATMUL_DESC_COMPUTE_INPUT_TYPE_A_EXT = 100,
    HIPBLASLT_MATMUL_DESC_COMPUTE_INPUT_TYPE_B_EXT, HIPBLASLT_MATMUL_DESC_EPILOGUE_ACT_ARG0_EXT,
    HIPBLASLT_MATMUL_DESC_EPILOGUE_ACT_ARG1_EXT, HIPBLASLT_MATMUL_DESC_MAX
} hipblasLtMatmulDescAttributes_t;
typedef enum {
    HIPBLASLT_MATMUL_PREF_SEARCH_MODE = 0, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1, HIPBLASLT_MATMUL_PREF_MAX = 2
} hipblasLtMatmulPreferenceAttributes_t;
typedef enum {
    HIPBLASLT_ORDER_COL = 0, HIPBLASLT_ORDER_ROW = 1, HIPBLASLT_ORDER_COL16_4R16 = 100, HIPBLASLT_ORDER_COL16_4R8 = 101,
    HIPBLASLT_ORDER_COL16_4R4 = 102, HIPBLASLT_ORDER_COL16_4R2 = 103
} hipblasLtOrder_t;
typedef enum {
    HIPBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE, HIPBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE,
    HIPBLASLT_MATRIX_TRANSFORM_DESC_TRANSA, HIPBLASLT_MATRIX_TRANSFORM_DESC_TRANSB
} hipblasLtMatrixTransformDescAttributes_t;

// The descriptors (hipBLASLt's are opaque blocks of the same names; these hold the fields directly)
struct xlate_hipblaslt_desc {
    hipblasComputeType_t compute;
    hipDataType scale;
    int32_t transa, transb;
    uint32_t epilogue;
    const void* bias;
    int32_t bias_type;  // HIPBLASLT_DATATYPE_INVALID: D's type
    int32_t pointer_mode;
};
struct xlate_hipblaslt_layout {
    int32_t type;
    uint64_t rows, cols;
    int64_t ld;
    int32_t order;
    int32_t batch;
    int64_t stride;  // elements from one matrix of a batch to the next
};
struct xlate_hipblaslt_pref {
    uint32_t search_mode;
    uint64_t max_workspace;
};
struct xlate_hipblaslt_transform {
    hipDataType scale;
};
typedef xlate_hipblaslt_desc hipblasLtMatmulDescOpaque_t;
typedef xlate_hipblaslt_layout hipblasLtMatrixLayoutOpaque_t;
typedef xlate_hipblaslt_pref hipblasLtMatmulPreferenceOpaque_t;
typedef xlate_hipblaslt_transform hipblasLtMatrixTransformDescOpaque_t;
typedef hipblasLtMatrixTransformDescOpaque_t* hipblasLtMatrixTransformDesc_t;
typedef void* hipblasLtHandle_t;
typedef hipblasLtMatmulDescOpaque_t* hipblasLtMatmulDesc_t;
typedef hipblasLtMatrixLayoutOpaque_t* hipblasLtMatrixLayout_t;
typedef hipblasLtMatmulPreferenceOpaque_t* hipblasLtMatmulPreference_t;

typedef struct _hipblasLtMatmulAlgo_t {  // hipBLASLt's layout (24 bytes)
    uint8_t data[16] = {0};
    size_t max_workspace_bytes = 0;
} hipblasLtMatmulAlgo_t;
typedef struct _hipblasLtMatmulHeuristicResult_t {
    hipblasLtMatmulAlgo_t algo;
    size_t workspaceSize = 0;
    hipblasStatus_t state = HIPBLAS_STATUS_SUCCESS;
    float wavesCount = 1.0;
    int reserved[4];
} hipblasLtMatmulHeuristicResult_t;

namespace xlate_cpu_blaslt {
struct Handle { int unused; };

// cuBLASLt's attribute rules: the size must be the attribute's own, a get with size 0 reports it
inline hipblasStatus_t set_field(void* field, size_t size, const void* buf, size_t n) {
    if (buf == nullptr || n != size) return HIPBLAS_STATUS_INVALID_VALUE;
    std::memcpy(field, buf, size);
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t get_field(const void* field, size_t size, void* buf, size_t n, size_t* written) {
    if (n == 0 && written != nullptr) {
        *written = size;
        return HIPBLAS_STATUS_SUCCESS;
    }
    if (buf == nullptr || n != size) return HIPBLAS_STATUS_INVALID_VALUE;
    std::memcpy(buf, field, size);
    if (written != nullptr) *written = size;
    return HIPBLAS_STATUS_SUCCESS;
}
// A pointer attribute whose only supported value is its default, NULL
inline hipblasStatus_t set_null_only(const void* buf, size_t n) {
    const void* p = nullptr;
    if (buf == nullptr || n != sizeof(p)) return HIPBLAS_STATUS_INVALID_VALUE;
    std::memcpy(&p, buf, sizeof(p));
    return p == nullptr ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_NOT_SUPPORTED;
}
inline bool null_only(hipblasLtMatmulDescAttributes_t a) {
    return a == HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER || a == HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER ||
           a == HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER || a == HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER ||
           a == HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER || a == HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER ||
           a == HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER;
}
// the field behind a descriptor attribute (nullptr: not supported)
inline void* desc_field(xlate_hipblaslt_desc* d, hipblasLtMatmulDescAttributes_t a, size_t* size) {
    switch (a) {
        case HIPBLASLT_MATMUL_DESC_TRANSA: *size = sizeof(d->transa); return &d->transa;
        case HIPBLASLT_MATMUL_DESC_TRANSB: *size = sizeof(d->transb); return &d->transb;
        case HIPBLASLT_MATMUL_DESC_EPILOGUE: *size = sizeof(d->epilogue); return &d->epilogue;
        case HIPBLASLT_MATMUL_DESC_BIAS_POINTER: *size = sizeof(d->bias); return &d->bias;
        case HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: *size = sizeof(d->bias_type); return &d->bias_type;
        case HIPBLASLT_MATMUL_DESC_POINTER_MODE: *size = sizeof(d->pointer_mode); return &d->pointer_mode;
        default: return nullptr;
    }
}
inline void* layout_field(xlate_hipblaslt_layout* l, hipblasLtMatrixLayoutAttribute_t a, size_t* size) {
    switch (a) {
        case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: *size = sizeof(l->batch); return &l->batch;
        case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: *size = sizeof(l->stride); return &l->stride;
        case HIPBLASLT_MATRIX_LAYOUT_TYPE: *size = sizeof(l->type); return &l->type;
        case HIPBLASLT_MATRIX_LAYOUT_ORDER: *size = sizeof(l->order); return &l->order;
        case HIPBLASLT_MATRIX_LAYOUT_ROWS: *size = sizeof(l->rows); return &l->rows;
        case HIPBLASLT_MATRIX_LAYOUT_COLS: *size = sizeof(l->cols); return &l->cols;
        case HIPBLASLT_MATRIX_LAYOUT_LD: *size = sizeof(l->ld); return &l->ld;
        default: return nullptr;
    }
}

inline bool is_op(int32_t t) { return t == HIPBLAS_OP_N || t == HIPBLAS_OP_T || t == HIPBLAS_OP_C; }
// A layout's matrix as stored (not transposed): element (i, j) at i * rs + j * cs
inline xlate_cpu_gemm::View stored(const xlate_hipblaslt_layout* l, const void* p) {
    const bool row = l->order == HIPBLASLT_ORDER_ROW;
    return xlate_cpu_gemm::View{p, static_cast<hipDataType>(l->type), row ? l->ld : 1, row ? 1 : l->ld};
}
inline xlate_cpu_gemm::View transposed(xlate_cpu_gemm::View v, bool t) {
    if (t) { const int64_t r = v.rs; v.rs = v.cs; v.cs = r; }
    return v;
}
inline bool layout_ok(const xlate_hipblaslt_layout* l) {
    if (l->order != HIPBLASLT_ORDER_COL && l->order != HIPBLASLT_ORDER_ROW) return false;
    const uint64_t inner = l->order == HIPBLASLT_ORDER_ROW ? l->cols : l->rows;
    return l->ld >= 1 && static_cast<uint64_t>(l->ld) >= inner && l->batch >= 1 && l->rows <= INT64_MAX &&
           l->cols <= INT64_MAX;
}
inline bool epilogue_ok(uint32_t e) {
    return e == HIPBLASLT_EPILOGUE_DEFAULT || e == HIPBLASLT_EPILOGUE_RELU || e == HIPBLASLT_EPILOGUE_BIAS ||
           e == HIPBLASLT_EPILOGUE_RELU_BIAS || e == HIPBLASLT_EPILOGUE_GELU || e == HIPBLASLT_EPILOGUE_GELU_BIAS;
}
inline bool wide_compute(hipblasComputeType_t c) { return c == HIPBLAS_COMPUTE_64F || c == HIPBLAS_COMPUTE_64F_PEDANTIC; }
inline bool half_compute(hipblasComputeType_t c) { return c == HIPBLAS_COMPUTE_16F || c == HIPBLAS_COMPUTE_16F_PEDANTIC; }
inline bool float_compute(hipblasComputeType_t c) {
    return c == HIPBLAS_COMPUTE_32F || c == HIPBLAS_COMPUTE_32F_PEDANTIC || c == HIPBLAS_COMPUTE_32F_FAST_16F ||
           c == HIPBLAS_COMPUTE_32F_FAST_16BF || c == HIPBLAS_COMPUTE_32F_FAST_TF32;
}
// The supported combinations of input type, output type, compute type and scale type
inline bool types_ok(hipDataType ab, hipDataType cd, hipblasComputeType_t c, hipDataType scale) {
    if (wide_compute(c)) return ab == HIP_R_64F && cd == HIP_R_64F && scale == HIP_R_64F;
    if (half_compute(c)) return ab == HIP_R_16F && cd == HIP_R_16F && scale == HIP_R_16F;
    if (!float_compute(c) || scale != HIP_R_32F) return false;
    if (ab == HIP_R_32F) return cd == HIP_R_32F;
    return (ab == HIP_R_16F || ab == HIP_R_16BF) && (cd == ab || cd == HIP_R_32F);
}
// SUCCESS when the problem can run; its sizes in m, n, k and the batch count in batch
inline hipblasStatus_t check(const xlate_hipblaslt_desc* d, const xlate_hipblaslt_layout* a,
                             const xlate_hipblaslt_layout* b, const xlate_hipblaslt_layout* c,
                             const xlate_hipblaslt_layout* dd, int64_t* m, int64_t* n, int64_t* k, int32_t* batch) {
    if (d == nullptr || a == nullptr || b == nullptr || c == nullptr || dd == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    if (!is_op(d->transa) || !is_op(d->transb)) return HIPBLAS_STATUS_INVALID_VALUE;
    for (const xlate_hipblaslt_layout* l : {a, b, c, dd}) {
        if (l->order != HIPBLASLT_ORDER_COL && l->order != HIPBLASLT_ORDER_ROW) return HIPBLAS_STATUS_NOT_SUPPORTED;
        if (!layout_ok(l)) return HIPBLAS_STATUS_INVALID_VALUE;
    }
    const bool ta = d->transa != HIPBLAS_OP_N, tb = d->transb != HIPBLAS_OP_N;
    *m = static_cast<int64_t>(ta ? a->cols : a->rows);
    *k = static_cast<int64_t>(ta ? a->rows : a->cols);
    *n = static_cast<int64_t>(tb ? b->rows : b->cols);
    const int64_t bk = static_cast<int64_t>(tb ? b->cols : b->rows);
    if (bk != *k || static_cast<int64_t>(dd->rows) != *m || static_cast<int64_t>(dd->cols) != *n ||
        c->rows != dd->rows || c->cols != dd->cols)
        return HIPBLAS_STATUS_INVALID_VALUE;
    if (a->batch != dd->batch || b->batch != dd->batch || c->batch != dd->batch) return HIPBLAS_STATUS_INVALID_VALUE;
    *batch = dd->batch;
    if (a->type != b->type || c->type != dd->type) return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (!types_ok(static_cast<hipDataType>(a->type), static_cast<hipDataType>(dd->type), d->compute, d->scale))
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (!epilogue_ok(d->epilogue)) return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (d->pointer_mode != HIPBLASLT_POINTER_MODE_HOST && d->pointer_mode != HIPBLASLT_POINTER_MODE_DEVICE &&
        d->pointer_mode != HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    const bool bias = (d->epilogue & HIPBLASLT_EPILOGUE_BIAS) != 0;
    if (bias && d->bias_type != static_cast<int32_t>(HIPBLASLT_DATATYPE_INVALID) && d->bias_type != dd->type &&
        d->bias_type != static_cast<int32_t>(d->scale))
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    return HIPBLAS_STATUS_SUCCESS;
}
inline double gelu(double x, bool wide) {  // the tanh form, in the computing precision
    if (wide) return 0.5 * x * (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
    const float f = (float)x;
    return (double)(0.5f * f * (1.0f + std::tanh(0.7978845608f * (f + 0.044715f * f * f * f))));
}
}  // namespace xlate_cpu_blaslt

// ------------------------------------------------------------------------------------------- handle
inline hipblasStatus_t hipblasLtCreate(hipblasLtHandle_t* handle) {
    if (handle == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    *handle = new xlate_cpu_blaslt::Handle{0};
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtDestroy(const hipblasLtHandle_t handle) {
    if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
    delete static_cast<xlate_cpu_blaslt::Handle*>(handle);
    return HIPBLAS_STATUS_SUCCESS;
}

// ------------------------------------------------------------------------------------ matrix layouts
inline hipblasStatus_t hipblasLtMatrixLayoutCreate(hipblasLtMatrixLayout_t* matLayout, hipDataType type,
                                                   uint64_t rows, uint64_t cols, int64_t ld) {
    if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    *matLayout = new xlate_hipblaslt_layout{static_cast<int32_t>(type), rows, cols, ld, HIPBLASLT_ORDER_COL, 1, 0};
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatrixLayoutDestroy(const hipblasLtMatrixLayout_t matLayout) {
    if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    delete matLayout;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatrixLayoutSetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                         hipblasLtMatrixLayoutAttribute_t attr, const void* buf,
                                                         size_t sizeInBytes) {
    if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    size_t size = 0;
    void* field = xlate_cpu_blaslt::layout_field(matLayout, attr, &size);
    if (field == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    return xlate_cpu_blaslt::set_field(field, size, buf, sizeInBytes);
}
inline hipblasStatus_t hipblasLtMatrixLayoutGetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                         hipblasLtMatrixLayoutAttribute_t attr, void* buf,
                                                         size_t sizeInBytes, size_t* sizeWritten) {
    if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    size_t size = 0;
    const void* field = xlate_cpu_blaslt::layout_field(matLayout, attr, &size);
    if (field == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    return xlate_cpu_blaslt::get_field(field, size, buf, sizeInBytes, sizeWritten);
}

// -------------------------------------------------------------------------------- matmul descriptors
inline hipblasStatus_t hipblasLtMatmulDescCreate(hipblasLtMatmulDesc_t* matmulDesc, hipblasComputeType_t computeType,
                                                 hipDataType scaleType) {
    if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    *matmulDesc = new xlate_hipblaslt_desc{computeType,
                                           scaleType,
                                           HIPBLAS_OP_N,
                                           HIPBLAS_OP_N,
                                           HIPBLASLT_EPILOGUE_DEFAULT,
                                           nullptr,
                                           static_cast<int32_t>(HIPBLASLT_DATATYPE_INVALID),
                                           HIPBLASLT_POINTER_MODE_HOST};
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatmulDescDestroy(const hipblasLtMatmulDesc_t matmulDesc) {
    if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    delete matmulDesc;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatmulDescSetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                       hipblasLtMatmulDescAttributes_t attr, const void* buf,
                                                       size_t sizeInBytes) {
    if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    if (xlate_cpu_blaslt::null_only(attr)) return xlate_cpu_blaslt::set_null_only(buf, sizeInBytes);
    size_t size = 0;
    void* field = xlate_cpu_blaslt::desc_field(matmulDesc, attr, &size);
    if (field == nullptr) return HIPBLAS_STATUS_NOT_SUPPORTED;
    return xlate_cpu_blaslt::set_field(field, size, buf, sizeInBytes);
}
inline hipblasStatus_t hipblasLtMatmulDescGetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                       hipblasLtMatmulDescAttributes_t attr, void* buf,
                                                       size_t sizeInBytes, size_t* sizeWritten) {
    if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    const void* none = nullptr;
    if (xlate_cpu_blaslt::null_only(attr))
        return xlate_cpu_blaslt::get_field(&none, sizeof(none), buf, sizeInBytes, sizeWritten);
    size_t size = 0;
    const void* field = xlate_cpu_blaslt::desc_field(matmulDesc, attr, &size);
    if (field == nullptr) return HIPBLAS_STATUS_NOT_SUPPORTED;
    return xlate_cpu_blaslt::get_field(field, size, buf, sizeInBytes, sizeWritten);
}

// ------------------------------------------------------------------------------------- preferences
inline hipblasStatus_t hipblasLtMatmulPreferenceCreate(hipblasLtMatmulPreference_t* pref) {
    if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    *pref = new xlate_hipblaslt_pref{0, 0};
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatmulPreferenceDestroy(const hipblasLtMatmulPreference_t pref) {
    if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    delete pref;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatmulPreferenceSetAttribute(hipblasLtMatmulPreference_t pref,
                                                             hipblasLtMatmulPreferenceAttributes_t attr,
                                                             const void* buf, size_t sizeInBytes) {
    if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    if (attr == HIPBLASLT_MATMUL_PREF_SEARCH_MODE)
        return xlate_cpu_blaslt::set_field(&pref->search_mode, sizeof(pref->search_mode), buf, sizeInBytes);
    if (attr == HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
        return xlate_cpu_blaslt::set_field(&pref->max_workspace, sizeof(pref->max_workspace), buf, sizeInBytes);
    return HIPBLAS_STATUS_INVALID_VALUE;
}
inline hipblasStatus_t hipblasLtMatmulPreferenceGetAttribute(hipblasLtMatmulPreference_t pref,
                                                             hipblasLtMatmulPreferenceAttributes_t attr, void* buf,
                                                             size_t sizeInBytes, size_t* sizeWritten) {
    if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
    if (attr == HIPBLASLT_MATMUL_PREF_SEARCH_MODE)
        return xlate_cpu_blaslt::get_field(&pref->search_mode, sizeof(pref->search_mode), buf, sizeInBytes,
                                           sizeWritten);
    if (attr == HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES)
        return xlate_cpu_blaslt::get_field(&pref->max_workspace, sizeof(pref->max_workspace), buf, sizeInBytes,
                                           sizeWritten);
    return HIPBLAS_STATUS_INVALID_VALUE;
}

// ------------------------------------------------------------------------------------ matmul
// One algorithm (the loops of the GEMM core), needing no workspace, for every problem hipblasLtMatmul runs.
inline hipblasStatus_t hipblasLtMatmulAlgoGetHeuristic(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc,
                                                       hipblasLtMatrixLayout_t Adesc, hipblasLtMatrixLayout_t Bdesc,
                                                       hipblasLtMatrixLayout_t Cdesc, hipblasLtMatrixLayout_t Ddesc,
                                                       hipblasLtMatmulPreference_t pref, int requestedAlgoCount,
                                                       hipblasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                                       int* returnAlgoCount) {
    if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (pref == nullptr || requestedAlgoCount < 1 || heuristicResultsArray == nullptr || returnAlgoCount == nullptr)
        return HIPBLAS_STATUS_INVALID_VALUE;
    *returnAlgoCount = 0;
    int64_t m = 0, n = 0, k = 0;
    int32_t batch = 0;
    const hipblasStatus_t st = xlate_cpu_blaslt::check(matmulDesc, Adesc, Bdesc, Cdesc, Ddesc, &m, &n, &k, &batch);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    heuristicResultsArray[0] = hipblasLtMatmulHeuristicResult_t{};
    heuristicResultsArray[0].state = HIPBLAS_STATUS_SUCCESS;
    *returnAlgoCount = 1;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasLtMatmul(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc, const void* alpha,
                                       const void* A, hipblasLtMatrixLayout_t Adesc, const void* B,
                                       hipblasLtMatrixLayout_t Bdesc, const void* beta, const void* C,
                                       hipblasLtMatrixLayout_t Cdesc, void* D, hipblasLtMatrixLayout_t Ddesc,
                                       const hipblasLtMatmulAlgo_t* algo, void* workspace, size_t workspaceSizeInBytes,
                                       hipStream_t stream) {
    namespace g = xlate_cpu_gemm;
    namespace lt = xlate_cpu_blaslt;
    (void)algo; (void)workspace; (void)workspaceSizeInBytes;  // one algorithm, no workspace
    if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
    int64_t m = 0, n = 0, k = 0;
    int32_t batch = 0;
    const hipblasStatus_t st = lt::check(matmulDesc, Adesc, Bdesc, Cdesc, Ddesc, &m, &n, &k, &batch);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    const uint32_t epi = matmulDesc->epilogue;
    const bool has_bias = (epi & HIPBLASLT_EPILOGUE_BIAS) != 0;
    if (alpha == nullptr || beta == nullptr || (has_bias && matmulDesc->bias == nullptr) ||
        (m * n > 0 && (D == nullptr || (k > 0 && (A == nullptr || B == nullptr)))))
        return HIPBLAS_STATUS_INVALID_VALUE;
    // the kernels queued before the call write A, B, C, the scalars in device pointer mode and the bias
    (void)hipStreamSynchronize(stream);
    const bool wide = lt::wide_compute(matmulDesc->compute);
    const hipDataType scale = matmulDesc->scale, dt = static_cast<hipDataType>(Ddesc->type);
    const bool alpha_vector = matmulDesc->pointer_mode == HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST;
    std::vector<double> alphas(alpha_vector ? static_cast<size_t>(m) : 1);
    for (size_t i = 0; i < alphas.size(); ++i) alphas[i] = g::load(alpha, scale, static_cast<int64_t>(i));
    const double b = g::load(beta, scale, 0);
    if (b != 0.0 && C == nullptr && m * n > 0) return HIPBLAS_STATUS_INVALID_VALUE;  // C is read only when beta != 0
    const hipDataType bias_type = matmulDesc->bias_type == static_cast<int32_t>(HIPBLASLT_DATATYPE_INVALID)
                                      ? dt : static_cast<hipDataType>(matmulDesc->bias_type);
    const void* bias = matmulDesc->bias;
    const bool relu = epi == HIPBLASLT_EPILOGUE_RELU || epi == HIPBLASLT_EPILOGUE_RELU_BIAS;
    const bool gelu = epi == HIPBLASLT_EPILOGUE_GELU || epi == HIPBLASLT_EPILOGUE_GELU_BIAS;
    auto post = [&](int64_t i, double v) {
        if (has_bias) v = wide ? v + g::load(bias, bias_type, i) : (double)((float)v + (float)g::load(bias, bias_type, i));
        if (relu) return v > 0.0 ? v : 0.0;
        if (gelu) return lt::gelu(v, wide);
        return v;
    };
    const g::View d_view = lt::stored(Ddesc, D);
    for (int32_t p = 0; p < batch; ++p) {
        auto at = [p](const xlate_hipblaslt_layout* l, const void* base) {
            return static_cast<const char*>(base) + p * l->stride * g::type_size(static_cast<hipDataType>(l->type));
        };
        const g::View a = lt::transposed(lt::stored(Adesc, at(Adesc, A)), matmulDesc->transa != HIPBLAS_OP_N);
        const g::View bv = lt::transposed(lt::stored(Bdesc, at(Bdesc, B)), matmulDesc->transb != HIPBLAS_OP_N);
        const g::View c = lt::stored(Cdesc, at(Cdesc, C));
        void* d = const_cast<char*>(at(Ddesc, D));
        g::run(m, n, k, a, bv, alphas.data(), alpha_vector ? 1 : 0, b, c, d, dt, d_view.rs, d_view.cs, wide, post);
    }
    return HIPBLAS_STATUS_SUCCESS;
}

// ------------------------------------------------------------------- not supported on the cpu target
inline hipblasStatus_t hipblasLtMatrixTransformDescCreate(hipblasLtMatrixTransformDesc_t*, hipDataType) {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}
inline hipblasStatus_t hipblasLtMatrixTransformDescDestroy(hipblasLtMatrixTransformDesc_t) {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}
inline hipblasStatus_t hipblasLtMatrixTransformDescSetAttribute(hipblasLtMatrixTransformDesc_t,
                                                                hipblasLtMatrixTransformDescAttributes_t, const void*,
                                                                size_t) {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}
inline hipblasStatus_t hipblasLtMatrixTransformDescGetAttribute(hipblasLtMatrixTransformDesc_t,
                                                                hipblasLtMatrixTransformDescAttributes_t, void*,
                                                                size_t, size_t*) {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}
inline hipblasStatus_t hipblasLtMatrixTransform(hipblasLtHandle_t, hipblasLtMatrixTransformDesc_t, const void*,
                                                const void*, hipblasLtMatrixLayout_t, const void*, const void*,
                                                hipblasLtMatrixLayout_t, void*, hipblasLtMatrixLayout_t, hipStream_t) {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
}
