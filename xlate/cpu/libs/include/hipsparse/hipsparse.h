// xlate cpu backend: hipSPARSE (the types and enum values of the pinned hipSPARSE 4.2 headers, as code
// that does not define CUDART_VERSION sees them) with these functions implemented:
//   handle: hipsparseCreate/Destroy, Set/GetStream, Set/GetPointerMode, GetVersion, GetErrorName/String;
//   legacy descriptors: hipsparseCreate/DestroyMatDescr, CopyMatDescr, Set/GetMatType, MatFillMode,
//     MatDiagType, MatIndexBase;
//   generic API: hipsparseCreate[Const]Csr/Csc/Coo, DestroySpMat, [Const]CsrGet/CscGet/CooGet,
//     Csr/Csc/CooSetPointers, SpMatGetSize/Format/IndexBase/[Const]SpMatGetValues/SetValues,
//     SpMatGet/SetAttribute, SpMatGetStridedBatch, hipsparseCreate[Const]DnVec/DnMat (+ Destroy, Get,
//     GetValues, SetValues, DnMatGetStridedBatch), hipsparseCreate[Const]SpVec (+ Destroy, Get, GetIndexBase,
//     GetValues, SetValues);
//   hipsparseSpMV and hipsparseSpMM (+ _bufferSize, _preprocess) for CSR, CSC and COO matrices, op(A) and
//     op(B) N/T/C, index types 32I/64I, index base zero/one, value and compute types R_32F, R_64F, C_32F,
//     C_64F (all the same), and R_16F/R_16BF matrices and inputs with compute type R_32F (output R_16F,
//     R_16BF or R_32F); alpha and beta are read as the compute type (both pointer modes: device memory is
//     host memory on this backend); no workspace is used (the buffer size is 0);
//   hipsparseXcsr2coo, hipsparseXcoo2csr, hipsparseCreateIdentityPermutation.
// The arithmetic is in <xlate_cpu_libs/sparse.h>. Every other function of the cuSPARSE mapping table
// (xlate/data/libs/cusparse.csv) compiles and returns HIPSPARSE_STATUS_NOT_SUPPORTED, naming itself on stderr
// (<xlate_cpu_libs/sparse_unsupported.h>); so does a supported function given a case listed as unsupported
// above (batched matrices, 16-bit indices, other type combinations), naming the case.
// A null handle or descriptor gives HIPSPARSE_STATUS_INVALID_VALUE (hipSPARSE's status for rocSPARSE's
// invalid handle and invalid pointer), as do negative or mismatched sizes.
// C code (StarPU's starpu.h includes cusparse.h in every C file) gets the types, the enumerations and the C API
// below (handle and legacy matrix descriptor functions, linked from libxlate_hipcpu.so; xlate_cpu_libs/capi.h);
// the rest is C++.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/library_types.h>
#include <stdint.h>
#include <xlate_cpu_libs/capi.h>
#ifdef __cplusplus
// __half and __hip_bfloat16 as types only (see hipblas.h)
#include <xlate_cpu/fp16_types.h>
#include <cstdint>
#include <cstring>
#endif

// The complex types of the C/Z functions: HIP's hip/hip_complex.h (the backend's own, which also
// declares float2/double2 for host C++ built by a plain C++ compiler through the toolkit folder).
#include <hip/hip_complex.h>

#define hipsparseVersionMajor 4
#define hipsparseVersionMinor 2
#define hipsparseVersionPatch 0

typedef enum {
    HIPSPARSE_STATUS_SUCCESS = 0, HIPSPARSE_STATUS_NOT_INITIALIZED = 1, HIPSPARSE_STATUS_ALLOC_FAILED = 2,
    HIPSPARSE_STATUS_INVALID_VALUE = 3, HIPSPARSE_STATUS_ARCH_MISMATCH = 4, HIPSPARSE_STATUS_MAPPING_ERROR = 5,
    HIPSPARSE_STATUS_EXECUTION_FAILED = 6, HIPSPARSE_STATUS_INTERNAL_ERROR = 7,
    HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, HIPSPARSE_STATUS_ZERO_PIVOT = 9, HIPSPARSE_STATUS_NOT_SUPPORTED = 10,
    HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} hipsparseStatus_t;
typedef enum { HIPSPARSE_POINTER_MODE_HOST = 0, HIPSPARSE_POINTER_MODE_DEVICE = 1 } hipsparsePointerMode_t;
typedef enum { HIPSPARSE_ACTION_SYMBOLIC = 0, HIPSPARSE_ACTION_NUMERIC = 1 } hipsparseAction_t;
typedef enum {
    HIPSPARSE_MATRIX_TYPE_GENERAL = 0, HIPSPARSE_MATRIX_TYPE_SYMMETRIC = 1, HIPSPARSE_MATRIX_TYPE_HERMITIAN = 2,
    HIPSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} hipsparseMatrixType_t;
typedef enum { HIPSPARSE_FILL_MODE_LOWER = 0, HIPSPARSE_FILL_MODE_UPPER = 1 } hipsparseFillMode_t;
typedef enum { HIPSPARSE_DIAG_TYPE_NON_UNIT = 0, HIPSPARSE_DIAG_TYPE_UNIT = 1 } hipsparseDiagType_t;
typedef enum { HIPSPARSE_INDEX_BASE_ZERO = 0, HIPSPARSE_INDEX_BASE_ONE = 1 } hipsparseIndexBase_t;
typedef enum {
    HIPSPARSE_OPERATION_NON_TRANSPOSE = 0, HIPSPARSE_OPERATION_TRANSPOSE = 1,
    HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} hipsparseOperation_t;
typedef enum {
    HIPSPARSE_HYB_PARTITION_AUTO = 0, HIPSPARSE_HYB_PARTITION_USER = 1, HIPSPARSE_HYB_PARTITION_MAX = 2
} hipsparseHybPartition_t;
typedef enum { HIPSPARSE_SOLVE_POLICY_NO_LEVEL = 0, HIPSPARSE_SOLVE_POLICY_USE_LEVEL = 1 } hipsparseSolvePolicy_t;
typedef enum { HIPSPARSE_SIDE_LEFT = 0, HIPSPARSE_SIDE_RIGHT = 1 } hipsparseSideMode_t;
typedef enum { HIPSPARSE_DIRECTION_ROW = 0, HIPSPARSE_DIRECTION_COLUMN = 1 } hipsparseDirection_t;
typedef enum {
    HIPSPARSE_CSR2CSC_ALG_DEFAULT = 0, HIPSPARSE_CSR2CSC_ALG1 = 1, HIPSPARSE_CSR2CSC_ALG2 = 2
} hipsparseCsr2CscAlg_t;
typedef enum {
    HIPSPARSE_FORMAT_CSR = 1, HIPSPARSE_FORMAT_CSC = 2, HIPSPARSE_FORMAT_COO = 3, HIPSPARSE_FORMAT_COO_AOS = 4,
    HIPSPARSE_FORMAT_BLOCKED_ELL = 5
} hipsparseFormat_t;
typedef enum { HIPSPARSE_ORDER_COLUMN = 1, HIPSPARSE_ORDER_COL = 1, HIPSPARSE_ORDER_ROW = 2 } hipsparseOrder_t;
typedef enum { HIPSPARSE_INDEX_16U = 1, HIPSPARSE_INDEX_32I = 2, HIPSPARSE_INDEX_64I = 3 } hipsparseIndexType_t;
typedef enum {
    HIPSPARSE_MV_ALG_DEFAULT = 0, HIPSPARSE_COOMV_ALG = 1, HIPSPARSE_CSRMV_ALG1 = 2, HIPSPARSE_CSRMV_ALG2 = 3,
    HIPSPARSE_SPMV_ALG_DEFAULT = 0, HIPSPARSE_SPMV_COO_ALG1 = 1, HIPSPARSE_SPMV_CSR_ALG1 = 2,
    HIPSPARSE_SPMV_CSR_ALG2 = 3, HIPSPARSE_SPMV_COO_ALG2 = 4
} hipsparseSpMVAlg_t;
typedef enum {
    HIPSPARSE_MM_ALG_DEFAULT = 0, HIPSPARSE_COOMM_ALG1 = 1, HIPSPARSE_COOMM_ALG2 = 2, HIPSPARSE_COOMM_ALG3 = 3,
    HIPSPARSE_CSRMM_ALG1 = 4, HIPSPARSE_SPMM_ALG_DEFAULT = 0, HIPSPARSE_SPMM_COO_ALG1 = 1,
    HIPSPARSE_SPMM_COO_ALG2 = 2, HIPSPARSE_SPMM_COO_ALG3 = 3, HIPSPARSE_SPMM_COO_ALG4 = 5,
    HIPSPARSE_SPMM_CSR_ALG1 = 4, HIPSPARSE_SPMM_CSR_ALG2 = 6, HIPSPARSE_SPMM_CSR_ALG3 = 12,
    HIPSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13
} hipsparseSpMMAlg_t;
typedef enum { HIPSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } hipsparseSparseToDenseAlg_t;
typedef enum { HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } hipsparseDenseToSparseAlg_t;
typedef enum { HIPSPARSE_SDDMM_ALG_DEFAULT = 0 } hipsparseSDDMMAlg_t;
typedef enum { HIPSPARSE_SPSV_ALG_DEFAULT = 0 } hipsparseSpSVAlg_t;
typedef enum { HIPSPARSE_SPSM_ALG_DEFAULT = 0 } hipsparseSpSMAlg_t;
typedef enum { HIPSPARSE_SPMAT_FILL_MODE = 0, HIPSPARSE_SPMAT_DIAG_TYPE = 1 } hipsparseSpMatAttribute_t;
typedef enum {
    HIPSPARSE_SPGEMM_DEFAULT = 0, HIPSPARSE_SPGEMM_CSR_ALG_DETERMINISTIC = 1,
    HIPSPARSE_SPGEMM_CSR_ALG_NONDETERMINISTIC = 2, HIPSPARSE_SPGEMM_ALG1 = 3, HIPSPARSE_SPGEMM_ALG2 = 4,
    HIPSPARSE_SPGEMM_ALG3 = 5
} hipsparseSpGEMMAlg_t;

// Handles and descriptors: the pinned headers' types (void* where hipSPARSE has void*).
typedef void* hipsparseHandle_t;
typedef void* hipsparseMatDescr_t;
typedef void* hipsparseHybMat_t;
typedef void* hipsparseColorInfo_t;
typedef struct bsrsv2Info* bsrsv2Info_t;
typedef struct bsrsm2Info* bsrsm2Info_t;
typedef struct bsrilu02Info* bsrilu02Info_t;
typedef struct bsric02Info* bsric02Info_t;
typedef struct csrsv2Info* csrsv2Info_t;
typedef struct csrsm2Info* csrsm2Info_t;
typedef struct csrilu02Info* csrilu02Info_t;
typedef struct csric02Info* csric02Info_t;
typedef struct csrgemm2Info* csrgemm2Info_t;
typedef struct pruneInfo* pruneInfo_t;
typedef struct csru2csrInfo* csru2csrInfo_t;
typedef void* hipsparseSpVecDescr_t;
typedef void* hipsparseDnVecDescr_t;
typedef struct hipsparseSpMatDescr_st* hipsparseSpMatDescr_t;
typedef void* hipsparseDnMatDescr_t;
typedef void const* hipsparseConstSpVecDescr_t;
typedef void const* hipsparseConstDnVecDescr_t;
typedef struct hipsparseSpMatDescr_st const* hipsparseConstSpMatDescr_t;
typedef void const* hipsparseConstDnMatDescr_t;
typedef struct hipsparseSpGEMMDescr* hipsparseSpGEMMDescr_t;
typedef struct hipsparseSpSVDescr* hipsparseSpSVDescr_t;
typedef struct hipsparseSpSMDescr* hipsparseSpSMDescr_t;

// The C API (C programs link it from libxlate_hipcpu.so; xlate_cpu_libs/capi.h)
XLATE_CAPI_BEGIN
XLATE_CAPI hipsparseStatus_t hipsparseCreate(hipsparseHandle_t* h);
XLATE_CAPI hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t h);
XLATE_CAPI hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t h, hipStream_t s);
XLATE_CAPI hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t h, hipStream_t* s);
XLATE_CAPI hipsparseStatus_t hipsparseSetPointerMode(hipsparseHandle_t h, hipsparsePointerMode_t m);
XLATE_CAPI hipsparseStatus_t hipsparseGetPointerMode(hipsparseHandle_t h, hipsparsePointerMode_t* m);
XLATE_CAPI hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t h, int* version);
XLATE_CAPI const char* hipsparseGetErrorName(hipsparseStatus_t s);
XLATE_CAPI const char* hipsparseGetErrorString(hipsparseStatus_t s);
XLATE_CAPI hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t* d);
XLATE_CAPI hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t d);
XLATE_CAPI hipsparseStatus_t hipsparseCopyMatDescr(hipsparseMatDescr_t dest, const hipsparseMatDescr_t src);
XLATE_CAPI hipsparseStatus_t hipsparseSetMatType(hipsparseMatDescr_t d, hipsparseMatrixType_t v);
XLATE_CAPI hipsparseMatrixType_t hipsparseGetMatType(const hipsparseMatDescr_t d);
XLATE_CAPI hipsparseStatus_t hipsparseSetMatFillMode(hipsparseMatDescr_t d, hipsparseFillMode_t v);
XLATE_CAPI hipsparseFillMode_t hipsparseGetMatFillMode(const hipsparseMatDescr_t d);
XLATE_CAPI hipsparseStatus_t hipsparseSetMatDiagType(hipsparseMatDescr_t d, hipsparseDiagType_t v);
XLATE_CAPI hipsparseDiagType_t hipsparseGetMatDiagType(const hipsparseMatDescr_t d);
XLATE_CAPI hipsparseStatus_t hipsparseSetMatIndexBase(hipsparseMatDescr_t d, hipsparseIndexBase_t v);
XLATE_CAPI hipsparseIndexBase_t hipsparseGetMatIndexBase(const hipsparseMatDescr_t d);
XLATE_CAPI_END

#ifdef __cplusplus
#include <xlate_cpu_libs/sparse.h>

struct hipsparseSpMatDescr_st {
    hipsparseFormat_t format;
    int64_t rows, cols, nnz;
    void* ptr;  // CSR: row offsets; CSC: column offsets; COO: row indices
    void* ind;  // CSR, COO: column indices; CSC: row indices
    void* values;
    hipsparseIndexType_t ptr_type, ind_type;
    hipsparseIndexBase_t base;
    hipDataType type;
    hipsparseFillMode_t fill;
    hipsparseDiagType_t diag;
};

namespace xlate_cpu_sparse {
struct HandleRec { hipStream_t stream; hipsparsePointerMode_t mode; };
struct MatDescrRec { hipsparseMatrixType_t type; hipsparseFillMode_t fill; hipsparseDiagType_t diag;
                     hipsparseIndexBase_t base; };
struct DnVecRec { int64_t size; void* values; hipDataType type; };
struct DnMatRec { int64_t rows, cols, ld; void* values; hipDataType type; hipsparseOrder_t order; };
struct SpVecRec { int64_t size, nnz; void* indices; void* values; hipsparseIndexType_t idx_type;
                  hipsparseIndexBase_t base; hipDataType type; };

inline HandleRec* handle(hipsparseHandle_t h) { return static_cast<HandleRec*>(h); }
inline MatDescrRec* mat(hipsparseMatDescr_t d) { return static_cast<MatDescrRec*>(d); }
inline DnVecRec* dnvec(const void* d) { return static_cast<DnVecRec*>(const_cast<void*>(d)); }
inline DnMatRec* dnmat(const void* d) { return static_cast<DnMatRec*>(const_cast<void*>(d)); }
inline SpVecRec* spvec(const void* d) { return static_cast<SpVecRec*>(const_cast<void*>(d)); }
inline hipsparseSpMatDescr_t spmat(hipsparseConstSpMatDescr_t d) { return const_cast<hipsparseSpMatDescr_t>(d); }

inline hipsparseStatus_t not_supported(const std::string& what) {
    say_not_supported(what);
    return HIPSPARSE_STATUS_NOT_SUPPORTED;
}
inline bool index_type_ok(hipsparseIndexType_t t) { return t == HIPSPARSE_INDEX_32I || t == HIPSPARSE_INDEX_64I; }

inline hipsparseStatus_t create_sp(hipsparseSpMatDescr_t* d, hipsparseFormat_t f, int64_t rows, int64_t cols,
                                   int64_t nnz, const void* ptr, const void* ind, const void* val,
                                   hipsparseIndexType_t pt, hipsparseIndexType_t it, hipsparseIndexBase_t base,
                                   hipDataType type, const char* name) {
    if (d == nullptr || rows < 0 || cols < 0 || nnz < 0) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (nnz > 0 && (ptr == nullptr || ind == nullptr || val == nullptr)) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (f != HIPSPARSE_FORMAT_COO && ptr == nullptr && (f == HIPSPARSE_FORMAT_CSR ? rows : cols) > 0)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!index_type_ok(pt) || !index_type_ok(it))
        return not_supported(std::string(name) + " with index type HIPSPARSE_INDEX_16U");
    if (!is_value_type(type)) return not_supported(std::string(name) + " with value type " + std::to_string(type));
    *d = new hipsparseSpMatDescr_st{f, rows, cols, nnz, const_cast<void*>(ptr), const_cast<void*>(ind),
                                    const_cast<void*>(val), pt, it, base, type, HIPSPARSE_FILL_MODE_LOWER,
                                    HIPSPARSE_DIAG_TYPE_NON_UNIT};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline Sparse view(const hipsparseSpMatDescr_st& a) {
    return Sparse{static_cast<int>(a.format), a.rows, a.cols, a.nnz,
                  Index{a.ptr, a.ptr_type == HIPSPARSE_INDEX_64I}, Index{a.ind, a.ind_type == HIPSPARSE_INDEX_64I},
                  a.base == HIPSPARSE_INDEX_BASE_ONE ? 1 : 0};
}
inline hipsparseStatus_t get_sp(hipsparseConstSpMatDescr_t d, hipsparseFormat_t f, int64_t* rows, int64_t* cols,
                                int64_t* nnz, const void** ptr, const void** ind, const void** val,
                                hipsparseIndexType_t* pt, hipsparseIndexType_t* it, hipsparseIndexBase_t* base,
                                hipDataType* type) {
    if (d == nullptr || d->format != f) return HIPSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows; *cols = d->cols; *nnz = d->nnz;
    *ptr = d->ptr; *ind = d->ind; *val = d->values;
    if (pt != nullptr) *pt = d->ptr_type;
    *it = d->ind_type; *base = d->base; *type = d->type;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline bool sync(hipsparseHandle_t h) {
    if (h == nullptr) return false;
    (void)hipStreamSynchronize(handle(h)->stream);  // kernels before the call have written the inputs
    return true;
}
// The compute type's C++ type for a call: compute type c with inputs a (matrix, x/B) and output y.
// 0: unsupported combination; 1 float; 2 double; 3 complex float; 4 complex double.
inline int compute_kind(hipDataType c, hipDataType a, hipDataType x, hipDataType y) {
    if (a == c && x == c && y == c) {
        switch (c) {
            case HIP_R_32F: return 1;
            case HIP_R_64F: return 2;
            case HIP_C_32F: return 3;
            case HIP_C_64F: return 4;
            default: return 0;
        }
    }
    if (c == HIP_R_32F && (a == HIP_R_16F || a == HIP_R_16BF) && x == a && (y == a || y == HIP_R_32F)) return 1;
    return 0;
}
inline std::string types_text(const char* name, hipDataType a, hipDataType x, hipDataType y, hipDataType c) {
    return std::string(name) + " with value types A " + std::to_string(a) + ", X/B " + std::to_string(x) +
           ", Y/C " + std::to_string(y) + " and compute type " + std::to_string(c) + " (hipDataType values)";
}
}  // namespace xlate_cpu_sparse

// ---------------------------------------------------------------------------------------- handle
inline hipsparseStatus_t hipsparseCreate(hipsparseHandle_t* h) {
    if (h == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *h = new xlate_cpu_sparse::HandleRec{nullptr, HIPSPARSE_POINTER_MODE_HOST};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t h) {
    if (h == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete xlate_cpu_sparse::handle(h);
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t h, hipStream_t s) {
    if (h == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::handle(h)->stream = s;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t h, hipStream_t* s) {
    if (h == nullptr || s == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *s = xlate_cpu_sparse::handle(h)->stream;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSetPointerMode(hipsparseHandle_t h, hipsparsePointerMode_t m) {
    if (h == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::handle(h)->mode = m;  // device memory is host memory here: both modes read *alpha
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseGetPointerMode(hipsparseHandle_t h, hipsparsePointerMode_t* m) {
    if (h == nullptr || m == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *m = xlate_cpu_sparse::handle(h)->mode;
    return HIPSPARSE_STATUS_SUCCESS;
}
// hipSPARSE's encoding: major * 100000 + minor * 100 + patch
inline hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t h, int* version) {
    if (h == nullptr || version == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *version = hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 + hipsparseVersionPatch;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline const char* hipsparseGetErrorName(hipsparseStatus_t s) {
    switch (s) {
#define XLATE_SPARSE_CASE(x) case x: return #x;
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_SUCCESS) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_NOT_INITIALIZED)
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_ALLOC_FAILED) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_INVALID_VALUE)
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_ARCH_MISMATCH) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_MAPPING_ERROR)
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_EXECUTION_FAILED) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_INTERNAL_ERROR)
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_ZERO_PIVOT)
        XLATE_SPARSE_CASE(HIPSPARSE_STATUS_NOT_SUPPORTED) XLATE_SPARSE_CASE(HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES)
#undef XLATE_SPARSE_CASE
    }
    return "HIPSPARSE_STATUS_UNKNOWN";
}
inline const char* hipsparseGetErrorString(hipsparseStatus_t s) {
    switch (s) {
        case HIPSPARSE_STATUS_SUCCESS: return "success";
        case HIPSPARSE_STATUS_INVALID_VALUE: return "invalid value";
        case HIPSPARSE_STATUS_NOT_SUPPORTED: return "operation not supported";
        default: return hipsparseGetErrorName(s);
    }
}

// ------------------------------------------------------------------------ legacy matrix descriptor
inline hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t* d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *d = new xlate_cpu_sparse::MatDescrRec{HIPSPARSE_MATRIX_TYPE_GENERAL, HIPSPARSE_FILL_MODE_LOWER,
                                           HIPSPARSE_DIAG_TYPE_NON_UNIT, HIPSPARSE_INDEX_BASE_ZERO};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete xlate_cpu_sparse::mat(d);
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCopyMatDescr(hipsparseMatDescr_t dest, const hipsparseMatDescr_t src) {
    if (dest == nullptr || src == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *xlate_cpu_sparse::mat(dest) = *xlate_cpu_sparse::mat(src);
    return HIPSPARSE_STATUS_SUCCESS;
}
#define XLATE_SPARSE_MAT_FIELD(Set, Get, T, field)                                        \
    inline hipsparseStatus_t Set(hipsparseMatDescr_t d, T v) {                            \
        if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;                          \
        xlate_cpu_sparse::mat(d)->field = v;                                              \
        return HIPSPARSE_STATUS_SUCCESS;                                                  \
    }                                                                                     \
    inline T Get(const hipsparseMatDescr_t d) { return xlate_cpu_sparse::mat(d)->field; }
XLATE_SPARSE_MAT_FIELD(hipsparseSetMatType, hipsparseGetMatType, hipsparseMatrixType_t, type)
XLATE_SPARSE_MAT_FIELD(hipsparseSetMatFillMode, hipsparseGetMatFillMode, hipsparseFillMode_t, fill)
XLATE_SPARSE_MAT_FIELD(hipsparseSetMatDiagType, hipsparseGetMatDiagType, hipsparseDiagType_t, diag)
XLATE_SPARSE_MAT_FIELD(hipsparseSetMatIndexBase, hipsparseGetMatIndexBase, hipsparseIndexBase_t, base)
#undef XLATE_SPARSE_MAT_FIELD

#include <xlate_cpu_libs/sparse_api.h>
#include <xlate_cpu_libs/sparse_unsupported.h>
#endif  // __cplusplus
