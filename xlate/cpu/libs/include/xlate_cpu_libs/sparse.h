// xlate cpu backend: the arithmetic of hipSPARSE's generic SpMV and SpMM (included by
// <hipsparse/hipsparse.h>, which declares the descriptors and the API). Plain loops on the calling
// thread, after the handle's stream has finished the work before the call (as hipblas.h does).
//
// Values are read and accumulated in the compute type (float, double, complex float, complex double);
// __half and __hip_bfloat16 matrices and vectors are widened to float (compute type HIP_R_32F) and the
// result rounded once to the output type. Sums run over the stored entries in storage order (CSR: row by
// row; CSC: column by column; COO: entry by entry), so a result can differ from the GPU's in the last
// bits where the GPU sums in another order. Indices are checked against the matrix shape: an entry
// outside it gives HIPSPARSE_STATUS_INVALID_VALUE before anything is written (on a GPU it is undefined).
#pragma once
#include <complex>
#include <cstdint>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

namespace xlate_cpu_sparse {

template <class C> struct is_complex : std::false_type {};
template <class R> struct is_complex<std::complex<R>> : std::true_type {};

// One stderr line per name, the first time (as the cpu runtime's xlate_cpu_not_supported does).
inline void say_not_supported(const std::string& what) {
    static std::mutex mu;
    static std::set<std::string> said;
    std::lock_guard<std::mutex> lock(mu);
    if (said.insert(what).second)
        std::fprintf(stderr, "xlate-cpu: not supported: %s on the cpu backend (the call returns "
                             "HIPSPARSE_STATUS_NOT_SUPPORTED)\n", what.c_str());
}

inline bool is_value_type(hipDataType t) {
    return t == HIP_R_32F || t == HIP_R_64F || t == HIP_C_32F || t == HIP_C_64F || t == HIP_R_16F ||
           t == HIP_R_16BF;
}

template <class R> inline R load_real(const void* p, hipDataType t, int64_t k) {
    switch (t) {
        case HIP_R_32F: return R(static_cast<const float*>(p)[k]);
        case HIP_R_64F: return R(static_cast<const double*>(p)[k]);
        case HIP_R_16F: return R(static_cast<float>(static_cast<const __half*>(p)[k]));
        case HIP_R_16BF: return R(static_cast<float>(static_cast<const __hip_bfloat16*>(p)[k]));
        default: return R(0);  // not reached: types are checked before
    }
}
template <class C> inline C load(const void* p, hipDataType t, int64_t k) {
    if constexpr (is_complex<C>::value) {
        using R = typename C::value_type;
        if (t == HIP_C_32F) return C(R(static_cast<const float*>(p)[2 * k]), R(static_cast<const float*>(p)[2 * k + 1]));
        if (t == HIP_C_64F)
            return C(R(static_cast<const double*>(p)[2 * k]), R(static_cast<const double*>(p)[2 * k + 1]));
        return C(load_real<R>(p, t, k));
    } else {
        return load_real<C>(p, t, k);
    }
}
template <class C> inline void store(void* p, hipDataType t, int64_t k, C v) {
    if constexpr (is_complex<C>::value) {
        if (t == HIP_C_32F) {
            static_cast<float*>(p)[2 * k] = static_cast<float>(v.real());
            static_cast<float*>(p)[2 * k + 1] = static_cast<float>(v.imag());
        } else if (t == HIP_C_64F) {
            static_cast<double*>(p)[2 * k] = static_cast<double>(v.real());
            static_cast<double*>(p)[2 * k + 1] = static_cast<double>(v.imag());
        }
    } else {
        switch (t) {
            case HIP_R_32F: static_cast<float*>(p)[k] = static_cast<float>(v); break;
            case HIP_R_64F: static_cast<double*>(p)[k] = static_cast<double>(v); break;
            case HIP_R_16F: static_cast<__half*>(p)[k] = static_cast<__half>(static_cast<float>(v)); break;
            case HIP_R_16BF:
                static_cast<__hip_bfloat16*>(p)[k] = static_cast<__hip_bfloat16>(static_cast<float>(v));
                break;
            default: break;
        }
    }
}
template <class C> inline C conj_if(C v, bool c) {
    if constexpr (is_complex<C>::value) return c ? std::conj(v) : v;
    else return v;
}

// An index array of either index type, read as int64_t.
struct Index {
    const void* p;
    bool wide;
    int64_t operator[](int64_t k) const {
        return wide ? static_cast<const int64_t*>(p)[k] : static_cast<int64_t>(static_cast<const int32_t*>(p)[k]);
    }
};

// The sparse matrix as the arithmetic sees it: entries (row, col, position of the value).
struct Sparse {
    int format;  // hipsparseFormat_t
    int64_t rows, cols, nnz;
    Index ptr, ind;  // CSR: row offsets, columns; CSC: column offsets, rows; COO: rows, columns
    int64_t base;
};

// Calls f(i, j, k) for every stored entry; false (and no call at all) when an offset or index lies
// outside the matrix.
template <class F> inline bool for_each_entry(const Sparse& a, F f) {
    const int64_t b = a.base;
    const bool compressed = a.format != 3;  // HIPSPARSE_FORMAT_COO
    const int64_t outer = a.format == 2 ? a.cols : a.rows, inner = a.format == 2 ? a.rows : a.cols;
    for (int pass = 0; pass < 2; ++pass) {  // pass 0 checks, pass 1 calls
        if (compressed) {
            for (int64_t o = 0; o < outer; ++o) {
                const int64_t lo = a.ptr[o] - b, hi = a.ptr[o + 1] - b;
                if (pass == 0 && (lo < 0 || hi < lo || hi > a.nnz)) return false;
                for (int64_t k = lo; k < hi; ++k) {
                    const int64_t in = a.ind[k] - b;
                    if (pass == 0) {
                        if (in < 0 || in >= inner) return false;
                    } else if (a.format == 2) {
                        f(in, o, k);
                    } else {
                        f(o, in, k);
                    }
                }
            }
        } else {
            for (int64_t k = 0; k < a.nnz; ++k) {
                const int64_t i = a.ptr[k] - b, j = a.ind[k] - b;
                if (pass == 0) {
                    if (i < 0 || i >= a.rows || j < 0 || j >= a.cols) return false;
                } else {
                    f(i, j, k);
                }
            }
        }
    }
    return true;
}

// y = alpha * op(A) x + beta * y; op: 0 N, 1 T, 2 C. y is not read when beta == 0.
template <class C>
inline bool spmv(const Sparse& a, const void* av, hipDataType at, int op, const void* alpha, const void* x,
                 hipDataType xt, const void* beta, void* y, hipDataType yt) {
    const int64_t m = op == 0 ? a.rows : a.cols, n = op == 0 ? a.cols : a.rows;
    std::vector<C> xs(static_cast<size_t>(n)), acc(static_cast<size_t>(m), C(0));
    for (int64_t j = 0; j < n; ++j) xs[j] = load<C>(x, xt, j);
    const bool ok = for_each_entry(a, [&](int64_t i, int64_t j, int64_t k) {
        const C v = load<C>(av, at, k);
        if (op == 0) acc[i] += v * xs[j];
        else acc[j] += conj_if(v, op == 2) * xs[i];
    });
    if (!ok) return false;
    const C al = *static_cast<const C*>(alpha), be = *static_cast<const C*>(beta);
    for (int64_t i = 0; i < m; ++i)
        store<C>(y, yt, i, be == C(0) ? al * acc[i] : al * acc[i] + be * load<C>(y, yt, i));
    return true;
}

// A dense matrix: element (r, c) at r + c * ld (column order) or r * ld + c (row order).
struct Dense {
    int64_t rows, cols, ld;
    bool row_order;
    int64_t at(int64_t r, int64_t c) const { return row_order ? r * ld + c : r + c * ld; }
};

// C = alpha * op(A) op(B) + beta * C with op(A) m x k, op(B) k x n. C is not read when beta == 0.
template <class C>
inline bool spmm(const Sparse& a, const void* av, hipDataType at, int opa, int opb, const void* alpha,
                 const Dense& bd, const void* b, hipDataType bt, const void* beta, const Dense& cd, void* c,
                 hipDataType ct) {
    const int64_t m = opa == 0 ? a.rows : a.cols, k = opa == 0 ? a.cols : a.rows, n = cd.cols;
    std::vector<C> bs(static_cast<size_t>(k * n)), acc(static_cast<size_t>(m * n), C(0));
    for (int64_t p = 0; p < k; ++p)
        for (int64_t j = 0; j < n; ++j)
            bs[p * n + j] = opb == 0 ? load<C>(b, bt, bd.at(p, j)) : conj_if(load<C>(b, bt, bd.at(j, p)), opb == 2);
    const bool ok = for_each_entry(a, [&](int64_t i, int64_t j, int64_t e) {
        const C v = conj_if(load<C>(av, at, e), opa == 2);
        const int64_t r = opa == 0 ? i : j, p = opa == 0 ? j : i;
        C* out = &acc[r * n];
        const C* in = &bs[p * n];
        for (int64_t q = 0; q < n; ++q) out[q] += v * in[q];
    });
    if (!ok) return false;
    const C al = *static_cast<const C*>(alpha), be = *static_cast<const C*>(beta);
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
            const int64_t o = cd.at(i, j);
            store<C>(c, ct, o, be == C(0) ? al * acc[i * n + j] : al * acc[i * n + j] + be * load<C>(c, ct, o));
        }
    return true;
}

}  // namespace xlate_cpu_sparse
