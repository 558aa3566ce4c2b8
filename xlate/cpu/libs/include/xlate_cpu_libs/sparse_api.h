// xlate cpu backend: hipSPARSE's generic API (descriptors, SpMV, SpMM) and the index conversions;
// included by <hipsparse/hipsparse.h>, whose comment lists what is implemented.
#pragma once

// ------------------------------------------------------------------------------ sparse matrices
inline hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t* d, int64_t rows, int64_t cols, int64_t nnz,
                                            void* offsets, void* columns, void* values, hipsparseIndexType_t ot,
                                            hipsparseIndexType_t ct, hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(d, HIPSPARSE_FORMAT_CSR, rows, cols, nnz, offsets, columns, values, ot, ct,
                                       base, type, "hipsparseCreateCsr");
}
inline hipsparseStatus_t hipsparseCreateConstCsr(hipsparseConstSpMatDescr_t* d, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void* offsets, const void* columns,
                                                 const void* values, hipsparseIndexType_t ot, hipsparseIndexType_t ct,
                                                 hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(const_cast<hipsparseSpMatDescr_t*>(d), HIPSPARSE_FORMAT_CSR, rows, cols, nnz,
                                       offsets, columns, values, ot, ct, base, type, "hipsparseCreateConstCsr");
}
inline hipsparseStatus_t hipsparseCreateCsc(hipsparseSpMatDescr_t* d, int64_t rows, int64_t cols, int64_t nnz,
                                            void* offsets, void* rowind, void* values, hipsparseIndexType_t ot,
                                            hipsparseIndexType_t rt, hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(d, HIPSPARSE_FORMAT_CSC, rows, cols, nnz, offsets, rowind, values, ot, rt,
                                       base, type, "hipsparseCreateCsc");
}
inline hipsparseStatus_t hipsparseCreateConstCsc(hipsparseConstSpMatDescr_t* d, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void* offsets, const void* rowind,
                                                 const void* values, hipsparseIndexType_t ot, hipsparseIndexType_t rt,
                                                 hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(const_cast<hipsparseSpMatDescr_t*>(d), HIPSPARSE_FORMAT_CSC, rows, cols, nnz,
                                       offsets, rowind, values, ot, rt, base, type, "hipsparseCreateConstCsc");
}
inline hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t* d, int64_t rows, int64_t cols, int64_t nnz,
                                            void* rowind, void* colind, void* values, hipsparseIndexType_t it,
                                            hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(d, HIPSPARSE_FORMAT_COO, rows, cols, nnz, rowind, colind, values, it, it, base,
                                       type, "hipsparseCreateCoo");
}
inline hipsparseStatus_t hipsparseCreateConstCoo(hipsparseConstSpMatDescr_t* d, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void* rowind, const void* colind,
                                                 const void* values, hipsparseIndexType_t it,
                                                 hipsparseIndexBase_t base, hipDataType type) {
    return xlate_cpu_sparse::create_sp(const_cast<hipsparseSpMatDescr_t*>(d), HIPSPARSE_FORMAT_COO, rows, cols, nnz,
                                       rowind, colind, values, it, it, base, type, "hipsparseCreateConstCoo");
}
inline hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete d;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroySpMat(hipsparseSpMatDescr_t d) {
    return hipsparseDestroySpMat(static_cast<hipsparseConstSpMatDescr_t>(d));
}
inline hipsparseStatus_t hipsparseCsrGet(const hipsparseSpMatDescr_t d, int64_t* rows, int64_t* cols, int64_t* nnz,
                                         void** offsets, void** columns, void** values, hipsparseIndexType_t* ot,
                                         hipsparseIndexType_t* ct, hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_CSR, rows, cols, nnz, const_cast<const void**>(offsets),
                                    const_cast<const void**>(columns), const_cast<const void**>(values), ot, ct, base,
                                    type);
}
inline hipsparseStatus_t hipsparseConstCsrGet(hipsparseConstSpMatDescr_t d, int64_t* rows, int64_t* cols,
                                              int64_t* nnz, const void** offsets, const void** columns,
                                              const void** values, hipsparseIndexType_t* ot, hipsparseIndexType_t* ct,
                                              hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_CSR, rows, cols, nnz, offsets, columns, values, ot, ct, base,
                                    type);
}
inline hipsparseStatus_t hipsparseCscGet(const hipsparseSpMatDescr_t d, int64_t* rows, int64_t* cols, int64_t* nnz,
                                         void** offsets, void** rowind, void** values, hipsparseIndexType_t* ot,
                                         hipsparseIndexType_t* rt, hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_CSC, rows, cols, nnz, const_cast<const void**>(offsets),
                                    const_cast<const void**>(rowind), const_cast<const void**>(values), ot, rt, base,
                                    type);
}
inline hipsparseStatus_t hipsparseConstCscGet(hipsparseConstSpMatDescr_t d, int64_t* rows, int64_t* cols,
                                              int64_t* nnz, const void** offsets, const void** rowind,
                                              const void** values, hipsparseIndexType_t* ot, hipsparseIndexType_t* rt,
                                              hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_CSC, rows, cols, nnz, offsets, rowind, values, ot, rt, base,
                                    type);
}
inline hipsparseStatus_t hipsparseCooGet(const hipsparseSpMatDescr_t d, int64_t* rows, int64_t* cols, int64_t* nnz,
                                         void** rowind, void** colind, void** values, hipsparseIndexType_t* it,
                                         hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_COO, rows, cols, nnz, const_cast<const void**>(rowind),
                                    const_cast<const void**>(colind), const_cast<const void**>(values), nullptr, it,
                                    base, type);
}
inline hipsparseStatus_t hipsparseConstCooGet(hipsparseConstSpMatDescr_t d, int64_t* rows, int64_t* cols,
                                              int64_t* nnz, const void** rowind, const void** colind,
                                              const void** values, hipsparseIndexType_t* it,
                                              hipsparseIndexBase_t* base, hipDataType* type) {
    return xlate_cpu_sparse::get_sp(d, HIPSPARSE_FORMAT_COO, rows, cols, nnz, rowind, colind, values, nullptr, it,
                                    base, type);
}
#define XLATE_SPARSE_SET_POINTERS(name, fmt)                                                        \
    inline hipsparseStatus_t name(hipsparseSpMatDescr_t d, void* ptr, void* ind, void* values) {   \
        if (d == nullptr || d->format != fmt) return HIPSPARSE_STATUS_INVALID_VALUE;                \
        d->ptr = ptr;                                                                               \
        d->ind = ind;                                                                               \
        d->values = values;                                                                         \
        return HIPSPARSE_STATUS_SUCCESS;                                                            \
    }
XLATE_SPARSE_SET_POINTERS(hipsparseCsrSetPointers, HIPSPARSE_FORMAT_CSR)
XLATE_SPARSE_SET_POINTERS(hipsparseCscSetPointers, HIPSPARSE_FORMAT_CSC)
XLATE_SPARSE_SET_POINTERS(hipsparseCooSetPointers, HIPSPARSE_FORMAT_COO)
#undef XLATE_SPARSE_SET_POINTERS
inline hipsparseStatus_t hipsparseSpMatGetSize(hipsparseConstSpMatDescr_t d, int64_t* rows, int64_t* cols,
                                               int64_t* nnz) {
    if (d == nullptr || rows == nullptr || cols == nullptr || nnz == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *rows = d->rows; *cols = d->cols; *nnz = d->nnz;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetSize(hipsparseSpMatDescr_t d, int64_t* rows, int64_t* cols, int64_t* nnz) {
    return hipsparseSpMatGetSize(static_cast<hipsparseConstSpMatDescr_t>(d), rows, cols, nnz);
}
inline hipsparseStatus_t hipsparseSpMatGetFormat(hipsparseConstSpMatDescr_t d, hipsparseFormat_t* f) {
    if (d == nullptr || f == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *f = d->format;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetFormat(const hipsparseSpMatDescr_t d, hipsparseFormat_t* f) {
    return hipsparseSpMatGetFormat(static_cast<hipsparseConstSpMatDescr_t>(d), f);
}
inline hipsparseStatus_t hipsparseSpMatGetIndexBase(hipsparseConstSpMatDescr_t d, hipsparseIndexBase_t* b) {
    if (d == nullptr || b == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *b = d->base;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetIndexBase(const hipsparseSpMatDescr_t d, hipsparseIndexBase_t* b) {
    return hipsparseSpMatGetIndexBase(static_cast<hipsparseConstSpMatDescr_t>(d), b);
}
inline hipsparseStatus_t hipsparseConstSpMatGetValues(hipsparseConstSpMatDescr_t d, const void** values) {
    if (d == nullptr || values == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *values = d->values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetValues(hipsparseSpMatDescr_t d, void** values) {
    return hipsparseConstSpMatGetValues(d, const_cast<const void**>(values));
}
inline hipsparseStatus_t hipsparseSpMatSetValues(hipsparseSpMatDescr_t d, void* values) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    d->values = values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetStridedBatch(hipsparseConstSpMatDescr_t d, int* batch_count) {
    if (d == nullptr || batch_count == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *batch_count = 1;  // batches are not supported here (the Set*StridedBatch functions say so)
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetStridedBatch(hipsparseSpMatDescr_t d, int* batch_count) {
    return hipsparseSpMatGetStridedBatch(static_cast<hipsparseConstSpMatDescr_t>(d), batch_count);
}
inline hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseConstSpMatDescr_t d, hipsparseSpMatAttribute_t a,
                                                    void* data, size_t size) {
    if (d == nullptr || data == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (a == HIPSPARSE_SPMAT_FILL_MODE && size == sizeof(hipsparseFillMode_t))
        *static_cast<hipsparseFillMode_t*>(data) = d->fill;
    else if (a == HIPSPARSE_SPMAT_DIAG_TYPE && size == sizeof(hipsparseDiagType_t))
        *static_cast<hipsparseDiagType_t*>(data) = d->diag;
    else
        return HIPSPARSE_STATUS_INVALID_VALUE;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseSpMatDescr_t d, hipsparseSpMatAttribute_t a, void* data,
                                                    size_t size) {
    return hipsparseSpMatGetAttribute(static_cast<hipsparseConstSpMatDescr_t>(d), a, data, size);
}
inline hipsparseStatus_t hipsparseSpMatSetAttribute(hipsparseSpMatDescr_t d, hipsparseSpMatAttribute_t a,
                                                    const void* data, size_t size) {
    if (d == nullptr || data == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (a == HIPSPARSE_SPMAT_FILL_MODE && size == sizeof(hipsparseFillMode_t))
        d->fill = *static_cast<const hipsparseFillMode_t*>(data);
    else if (a == HIPSPARSE_SPMAT_DIAG_TYPE && size == sizeof(hipsparseDiagType_t))
        d->diag = *static_cast<const hipsparseDiagType_t*>(data);
    else
        return HIPSPARSE_STATUS_INVALID_VALUE;
    return HIPSPARSE_STATUS_SUCCESS;
}

// ------------------------------------------------------------------------------ dense vectors and matrices
inline hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t* d, int64_t size, void* values, hipDataType type) {
    if (d == nullptr || size < 0 || (size > 0 && values == nullptr)) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!xlate_cpu_sparse::is_value_type(type))
        return xlate_cpu_sparse::not_supported("hipsparseCreateDnVec with value type " + std::to_string(type));
    *d = new xlate_cpu_sparse::DnVecRec{size, values, type};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCreateConstDnVec(hipsparseConstDnVecDescr_t* d, int64_t size, const void* values,
                                                   hipDataType type) {
    return hipsparseCreateDnVec(const_cast<hipsparseDnVecDescr_t*>(d), size, const_cast<void*>(values), type);
}
inline hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete xlate_cpu_sparse::dnvec(d);
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroyDnVec(hipsparseDnVecDescr_t d) {
    return hipsparseDestroyDnVec(static_cast<hipsparseConstDnVecDescr_t>(d));
}
inline hipsparseStatus_t hipsparseConstDnVecGet(hipsparseConstDnVecDescr_t d, int64_t* size, const void** values,
                                                hipDataType* type) {
    if (d == nullptr || size == nullptr || values == nullptr || type == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    const xlate_cpu_sparse::DnVecRec* v = xlate_cpu_sparse::dnvec(d);
    *size = v->size; *values = v->values; *type = v->type;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDnVecGet(const hipsparseDnVecDescr_t d, int64_t* size, void** values,
                                           hipDataType* type) {
    return hipsparseConstDnVecGet(d, size, const_cast<const void**>(values), type);
}
inline hipsparseStatus_t hipsparseConstDnVecGetValues(hipsparseConstDnVecDescr_t d, const void** values) {
    if (d == nullptr || values == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *values = xlate_cpu_sparse::dnvec(d)->values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t d, void** values) {
    return hipsparseConstDnVecGetValues(d, const_cast<const void**>(values));
}
inline hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t d, void* values) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::dnvec(d)->values = values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t* d, int64_t rows, int64_t cols, int64_t ld,
                                              void* values, hipDataType type, hipsparseOrder_t order) {
    if (d == nullptr || rows < 0 || cols < 0 || (rows * cols > 0 && values == nullptr))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (order != HIPSPARSE_ORDER_COL && order != HIPSPARSE_ORDER_ROW) return HIPSPARSE_STATUS_INVALID_VALUE;
    const int64_t lead = order == HIPSPARSE_ORDER_COL ? rows : cols;
    if (ld < (lead > 1 ? lead : 1)) return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!xlate_cpu_sparse::is_value_type(type))
        return xlate_cpu_sparse::not_supported("hipsparseCreateDnMat with value type " + std::to_string(type));
    *d = new xlate_cpu_sparse::DnMatRec{rows, cols, ld, values, type, order};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCreateConstDnMat(hipsparseConstDnMatDescr_t* d, int64_t rows, int64_t cols,
                                                   int64_t ld, const void* values, hipDataType type,
                                                   hipsparseOrder_t order) {
    return hipsparseCreateDnMat(const_cast<hipsparseDnMatDescr_t*>(d), rows, cols, ld, const_cast<void*>(values), type,
                                order);
}
inline hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete xlate_cpu_sparse::dnmat(d);
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroyDnMat(hipsparseDnMatDescr_t d) {
    return hipsparseDestroyDnMat(static_cast<hipsparseConstDnMatDescr_t>(d));
}
inline hipsparseStatus_t hipsparseConstDnMatGet(hipsparseConstDnMatDescr_t d, int64_t* rows, int64_t* cols,
                                                int64_t* ld, const void** values, hipDataType* type,
                                                hipsparseOrder_t* order) {
    if (d == nullptr || rows == nullptr || cols == nullptr || ld == nullptr || values == nullptr || type == nullptr ||
        order == nullptr)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    const xlate_cpu_sparse::DnMatRec* m = xlate_cpu_sparse::dnmat(d);
    *rows = m->rows; *cols = m->cols; *ld = m->ld; *values = m->values; *type = m->type; *order = m->order;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDnMatGet(const hipsparseDnMatDescr_t d, int64_t* rows, int64_t* cols, int64_t* ld,
                                           void** values, hipDataType* type, hipsparseOrder_t* order) {
    return hipsparseConstDnMatGet(d, rows, cols, ld, const_cast<const void**>(values), type, order);
}
inline hipsparseStatus_t hipsparseConstDnMatGetValues(hipsparseConstDnMatDescr_t d, const void** values) {
    if (d == nullptr || values == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *values = xlate_cpu_sparse::dnmat(d)->values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDnMatGetValues(const hipsparseDnMatDescr_t d, void** values) {
    return hipsparseConstDnMatGetValues(d, const_cast<const void**>(values));
}
inline hipsparseStatus_t hipsparseDnMatSetValues(hipsparseDnMatDescr_t d, void* values) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::dnmat(d)->values = values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDnMatGetStridedBatch(hipsparseConstDnMatDescr_t d, int* batch_count,
                                                       int64_t* batch_stride) {
    if (d == nullptr || batch_count == nullptr || batch_stride == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *batch_count = 1;  // batches are not supported here (hipsparseDnMatSetStridedBatch says so)
    *batch_stride = 0;
    return HIPSPARSE_STATUS_SUCCESS;
}

// ------------------------------------------------------------------------------ sparse vectors
inline hipsparseStatus_t hipsparseCreateSpVec(hipsparseSpVecDescr_t* d, int64_t size, int64_t nnz, void* indices,
                                              void* values, hipsparseIndexType_t it, hipsparseIndexBase_t base,
                                              hipDataType type) {
    if (d == nullptr || size < 0 || nnz < 0 || nnz > size || (nnz > 0 && (indices == nullptr || values == nullptr)))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (!xlate_cpu_sparse::index_type_ok(it))
        return xlate_cpu_sparse::not_supported("hipsparseCreateSpVec with index type HIPSPARSE_INDEX_16U");
    if (!xlate_cpu_sparse::is_value_type(type))
        return xlate_cpu_sparse::not_supported("hipsparseCreateSpVec with value type " + std::to_string(type));
    *d = new xlate_cpu_sparse::SpVecRec{size, nnz, indices, values, it, base, type};
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCreateConstSpVec(hipsparseConstSpVecDescr_t* d, int64_t size, int64_t nnz,
                                                   const void* indices, const void* values, hipsparseIndexType_t it,
                                                   hipsparseIndexBase_t base, hipDataType type) {
    return hipsparseCreateSpVec(const_cast<hipsparseSpVecDescr_t*>(d), size, nnz, const_cast<void*>(indices),
                                const_cast<void*>(values), it, base, type);
}
inline hipsparseStatus_t hipsparseDestroySpVec(hipsparseConstSpVecDescr_t d) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    delete xlate_cpu_sparse::spvec(d);
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseDestroySpVec(hipsparseSpVecDescr_t d) {
    return hipsparseDestroySpVec(static_cast<hipsparseConstSpVecDescr_t>(d));
}
inline hipsparseStatus_t hipsparseConstSpVecGet(hipsparseConstSpVecDescr_t d, int64_t* size, int64_t* nnz,
                                                const void** indices, const void** values, hipsparseIndexType_t* it,
                                                hipsparseIndexBase_t* base, hipDataType* type) {
    if (d == nullptr || size == nullptr || nnz == nullptr || indices == nullptr || values == nullptr || it == nullptr ||
        base == nullptr || type == nullptr)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    const xlate_cpu_sparse::SpVecRec* v = xlate_cpu_sparse::spvec(d);
    *size = v->size; *nnz = v->nnz; *indices = v->indices; *values = v->values;
    *it = v->idx_type; *base = v->base; *type = v->type;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpVecGet(const hipsparseSpVecDescr_t d, int64_t* size, int64_t* nnz, void** indices,
                                           void** values, hipsparseIndexType_t* it, hipsparseIndexBase_t* base,
                                           hipDataType* type) {
    return hipsparseConstSpVecGet(d, size, nnz, const_cast<const void**>(indices), const_cast<const void**>(values),
                                  it, base, type);
}
inline hipsparseStatus_t hipsparseSpVecGetIndexBase(const hipsparseConstSpVecDescr_t d, hipsparseIndexBase_t* base) {
    if (d == nullptr || base == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *base = xlate_cpu_sparse::spvec(d)->base;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpVecGetIndexBase(const hipsparseSpVecDescr_t d, hipsparseIndexBase_t* base) {
    return hipsparseSpVecGetIndexBase(static_cast<hipsparseConstSpVecDescr_t>(d), base);
}
inline hipsparseStatus_t hipsparseConstSpVecGetValues(hipsparseConstSpVecDescr_t d, const void** values) {
    if (d == nullptr || values == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *values = xlate_cpu_sparse::spvec(d)->values;
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpVecGetValues(const hipsparseSpVecDescr_t d, void** values) {
    return hipsparseConstSpVecGetValues(d, const_cast<const void**>(values));
}
inline hipsparseStatus_t hipsparseSpVecSetValues(hipsparseSpVecDescr_t d, void* values) {
    if (d == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::spvec(d)->values = values;
    return HIPSPARSE_STATUS_SUCCESS;
}

// ------------------------------------------------------------------------------ SpMV, SpMM
namespace xlate_cpu_sparse {
// Checks an SpMV call; SUCCESS when it can run (kind: the compute_kind).
inline hipsparseStatus_t check_spmv(const char* name, hipsparseHandle_t h, hipsparseOperation_t op, const void* alpha,
                                    hipsparseConstSpMatDescr_t a, hipsparseConstDnVecDescr_t x, const void* beta,
                                    hipsparseConstDnVecDescr_t y, hipDataType ct, int* kind) {
    if (h == nullptr || a == nullptr || x == nullptr || y == nullptr || alpha == nullptr || beta == nullptr)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (op < HIPSPARSE_OPERATION_NON_TRANSPOSE || op > HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (a->format != HIPSPARSE_FORMAT_CSR && a->format != HIPSPARSE_FORMAT_CSC && a->format != HIPSPARSE_FORMAT_COO)
        return not_supported(std::string(name) + " with sparse format " + std::to_string(a->format));
    const DnVecRec *xv = dnvec(x), *yv = dnvec(y);
    const int64_t m = op == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a->rows : a->cols;
    const int64_t n = op == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a->cols : a->rows;
    if (xv->size != n || yv->size != m) return HIPSPARSE_STATUS_INVALID_VALUE;
    *kind = compute_kind(ct, a->type, xv->type, yv->type);
    if (*kind == 0) return not_supported(types_text(name, a->type, xv->type, yv->type, ct));
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t check_spmm(const char* name, hipsparseHandle_t h, hipsparseOperation_t opa,
                                    hipsparseOperation_t opb, const void* alpha, hipsparseConstSpMatDescr_t a,
                                    hipsparseConstDnMatDescr_t b, const void* beta, hipsparseConstDnMatDescr_t c,
                                    hipDataType ct, int* kind) {
    if (h == nullptr || a == nullptr || b == nullptr || c == nullptr || alpha == nullptr || beta == nullptr)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (opa < HIPSPARSE_OPERATION_NON_TRANSPOSE || opa > HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ||
        opb < HIPSPARSE_OPERATION_NON_TRANSPOSE || opb > HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
        return HIPSPARSE_STATUS_INVALID_VALUE;
    if (a->format != HIPSPARSE_FORMAT_CSR && a->format != HIPSPARSE_FORMAT_CSC && a->format != HIPSPARSE_FORMAT_COO)
        return not_supported(std::string(name) + " with sparse format " + std::to_string(a->format));
    const DnMatRec *bm = dnmat(b), *cm = dnmat(c);
    const int64_t m = opa == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a->rows : a->cols;
    const int64_t k = opa == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a->cols : a->rows;
    const int64_t bk = opb == HIPSPARSE_OPERATION_NON_TRANSPOSE ? bm->rows : bm->cols;
    const int64_t bn = opb == HIPSPARSE_OPERATION_NON_TRANSPOSE ? bm->cols : bm->rows;
    if (bk != k || cm->rows != m || cm->cols != bn) return HIPSPARSE_STATUS_INVALID_VALUE;
    *kind = compute_kind(ct, a->type, bm->type, cm->type);
    if (*kind == 0) return not_supported(types_text(name, a->type, bm->type, cm->type, ct));
    return HIPSPARSE_STATUS_SUCCESS;
}
inline Dense dense(const DnMatRec* m) { return Dense{m->rows, m->cols, m->ld, m->order == HIPSPARSE_ORDER_ROW}; }
}  // namespace xlate_cpu_sparse

inline hipsparseStatus_t hipsparseSpMV_bufferSize(hipsparseHandle_t h, hipsparseOperation_t op, const void* alpha,
                                                  hipsparseConstSpMatDescr_t a, hipsparseConstDnVecDescr_t x,
                                                  const void* beta, const hipsparseDnVecDescr_t y, hipDataType ct,
                                                  hipsparseSpMVAlg_t, size_t* size) {
    int kind = 0;
    const hipsparseStatus_t s = xlate_cpu_sparse::check_spmv("hipsparseSpMV_bufferSize", h, op, alpha, a, x, beta, y,
                                                             ct, &kind);
    if (s != HIPSPARSE_STATUS_SUCCESS) return s;
    if (size == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *size = 0;  // no workspace
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMV_preprocess(hipsparseHandle_t h, hipsparseOperation_t op, const void* alpha,
                                                  hipsparseConstSpMatDescr_t a, hipsparseConstDnVecDescr_t x,
                                                  const void* beta, const hipsparseDnVecDescr_t y, hipDataType ct,
                                                  hipsparseSpMVAlg_t, void*) {
    int kind = 0;  // nothing to prepare: the call only checks its arguments
    return xlate_cpu_sparse::check_spmv("hipsparseSpMV_preprocess", h, op, alpha, a, x, beta, y, ct, &kind);
}
inline hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t h, hipsparseOperation_t op, const void* alpha,
                                       hipsparseConstSpMatDescr_t a, hipsparseConstDnVecDescr_t x, const void* beta,
                                       const hipsparseDnVecDescr_t y, hipDataType ct, hipsparseSpMVAlg_t, void*) {
    using namespace xlate_cpu_sparse;
    int kind = 0;
    const hipsparseStatus_t s = check_spmv("hipsparseSpMV", h, op, alpha, a, x, beta, y, ct, &kind);
    if (s != HIPSPARSE_STATUS_SUCCESS) return s;
    sync(h);
    const Sparse sa = view(*a);
    const DnVecRec *xv = dnvec(x), *yv = dnvec(y);
    const int o = static_cast<int>(op);
    bool ok = false;
    switch (kind) {
        case 1: ok = spmv<float>(sa, a->values, a->type, o, alpha, xv->values, xv->type, beta, yv->values, yv->type); break;
        case 2: ok = spmv<double>(sa, a->values, a->type, o, alpha, xv->values, xv->type, beta, yv->values, yv->type); break;
        case 3:
            ok = spmv<std::complex<float>>(sa, a->values, a->type, o, alpha, xv->values, xv->type, beta, yv->values,
                                           yv->type);
            break;
        default:
            ok = spmv<std::complex<double>>(sa, a->values, a->type, o, alpha, xv->values, xv->type, beta, yv->values,
                                            yv->type);
    }
    return ok ? HIPSPARSE_STATUS_SUCCESS : HIPSPARSE_STATUS_INVALID_VALUE;
}
inline hipsparseStatus_t hipsparseSpMM_bufferSize(hipsparseHandle_t h, hipsparseOperation_t opa,
                                                  hipsparseOperation_t opb, const void* alpha,
                                                  hipsparseConstSpMatDescr_t a, hipsparseConstDnMatDescr_t b,
                                                  const void* beta, const hipsparseDnMatDescr_t c, hipDataType ct,
                                                  hipsparseSpMMAlg_t, size_t* size) {
    int kind = 0;
    const hipsparseStatus_t s = xlate_cpu_sparse::check_spmm("hipsparseSpMM_bufferSize", h, opa, opb, alpha, a, b, beta,
                                                             c, ct, &kind);
    if (s != HIPSPARSE_STATUS_SUCCESS) return s;
    if (size == nullptr) return HIPSPARSE_STATUS_INVALID_VALUE;
    *size = 0;  // no workspace
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseSpMM_preprocess(hipsparseHandle_t h, hipsparseOperation_t opa,
                                                  hipsparseOperation_t opb, const void* alpha,
                                                  hipsparseConstSpMatDescr_t a, hipsparseConstDnMatDescr_t b,
                                                  const void* beta, const hipsparseDnMatDescr_t c, hipDataType ct,
                                                  hipsparseSpMMAlg_t, void*) {
    int kind = 0;  // nothing to prepare: the call only checks its arguments
    return xlate_cpu_sparse::check_spmm("hipsparseSpMM_preprocess", h, opa, opb, alpha, a, b, beta, c, ct, &kind);
}
inline hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t h, hipsparseOperation_t opa, hipsparseOperation_t opb,
                                       const void* alpha, hipsparseConstSpMatDescr_t a, hipsparseConstDnMatDescr_t b,
                                       const void* beta, const hipsparseDnMatDescr_t c, hipDataType ct,
                                       hipsparseSpMMAlg_t, void*) {
    using namespace xlate_cpu_sparse;
    int kind = 0;
    const hipsparseStatus_t s = check_spmm("hipsparseSpMM", h, opa, opb, alpha, a, b, beta, c, ct, &kind);
    if (s != HIPSPARSE_STATUS_SUCCESS) return s;
    sync(h);
    const Sparse sa = view(*a);
    const DnMatRec *bm = dnmat(b), *cm = dnmat(c);
    const Dense bd = dense(bm), cd = dense(cm);
    const int oa = static_cast<int>(opa), ob = static_cast<int>(opb);
#define XLATE_SPARSE_SPMM(T) \
    spmm<T>(sa, a->values, a->type, oa, ob, alpha, bd, bm->values, bm->type, beta, cd, cm->values, cm->type)
    bool ok = false;
    switch (kind) {
        case 1: ok = XLATE_SPARSE_SPMM(float); break;
        case 2: ok = XLATE_SPARSE_SPMM(double); break;
        case 3: ok = XLATE_SPARSE_SPMM(std::complex<float>); break;
        default: ok = XLATE_SPARSE_SPMM(std::complex<double>);
    }
#undef XLATE_SPARSE_SPMM
    return ok ? HIPSPARSE_STATUS_SUCCESS : HIPSPARSE_STATUS_INVALID_VALUE;
}

// ------------------------------------------------------------------------------ index conversions
inline hipsparseStatus_t hipsparseXcsr2coo(hipsparseHandle_t h, const int* ptr, int nnz, int m, int* rowind,
                                           hipsparseIndexBase_t base) {
    if (h == nullptr || nnz < 0 || m < 0 || (m > 0 && ptr == nullptr) || (nnz > 0 && rowind == nullptr))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::sync(h);
    const int b = base == HIPSPARSE_INDEX_BASE_ONE ? 1 : 0;
    for (int i = 0; i < m; ++i) {
        const int lo = ptr[i] - b, hi = ptr[i + 1] - b;
        if (lo < 0 || hi < lo || hi > nnz) return HIPSPARSE_STATUS_INVALID_VALUE;
    }
    for (int i = 0; i < m; ++i)
        for (int k = ptr[i] - b; k < ptr[i + 1] - b; ++k) rowind[k] = i + b;
    return HIPSPARSE_STATUS_SUCCESS;
}
// The row indices must be sorted (as hipSPARSE requires); ptr[m] - base == nnz.
inline hipsparseStatus_t hipsparseXcoo2csr(hipsparseHandle_t h, const int* rowind, int nnz, int m, int* ptr,
                                           hipsparseIndexBase_t base) {
    if (h == nullptr || nnz < 0 || m < 0 || ptr == nullptr || (nnz > 0 && rowind == nullptr))
        return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::sync(h);
    const int b = base == HIPSPARSE_INDEX_BASE_ONE ? 1 : 0;
    for (int k = 0; k < nnz; ++k)
        if (rowind[k] - b < 0 || rowind[k] - b >= m) return HIPSPARSE_STATUS_INVALID_VALUE;
    for (int i = 0; i <= m; ++i) ptr[i] = 0;
    for (int k = 0; k < nnz; ++k) ++ptr[rowind[k] - b + 1];
    ptr[0] = b;
    for (int i = 0; i < m; ++i) ptr[i + 1] += ptr[i];
    return HIPSPARSE_STATUS_SUCCESS;
}
inline hipsparseStatus_t hipsparseCreateIdentityPermutation(hipsparseHandle_t h, int n, int* p) {
    if (h == nullptr || n < 0 || (n > 0 && p == nullptr)) return HIPSPARSE_STATUS_INVALID_VALUE;
    xlate_cpu_sparse::sync(h);
    for (int i = 0; i < n; ++i) p[i] = i;
    return HIPSPARSE_STATUS_SUCCESS;
}
