// xlate cpu backend: the GEMM core shared by the cpu hipBLAS (gemmEx family, Hgemm) and the cpu hipBLASLt
// (hipblasLtMatmul). Matrices are views of hipDataType elements at arbitrary row and column strides (column-major
// with leading dimension ld: rs = 1, cs = ld; transposed or row-major: the strides swapped). Elements are read as
// float (double for a 64-bit computation), products summed in k order in float (double), alpha and beta applied
// in the same precision (beta == 0: C is not read, it may hold NaN), and the result rounded once to the output's
// type (to nearest even). Nothing here synchronises: the callers wait for their stream before calling.
#pragma once
#include <hip/library_types.h>
#include <xlate_cpu/fp16_types.h>
#include <cstdint>

namespace xlate_cpu_gemm {
// the element types the core reads and writes
inline bool type_ok(hipDataType t) { return t == HIP_R_16F || t == HIP_R_16BF || t == HIP_R_32F || t == HIP_R_64F; }
inline int64_t type_size(hipDataType t) { return t == HIP_R_32F ? 4 : (t == HIP_R_64F ? 8 : 2); }
inline double load(const void* p, hipDataType t, int64_t i) {
    switch (t) {
        case HIP_R_16F: return (double)static_cast<float>(static_cast<const __half*>(p)[i]);
        case HIP_R_16BF: return (double)static_cast<float>(static_cast<const __hip_bfloat16*>(p)[i]);
        case HIP_R_32F: return (double)static_cast<const float*>(p)[i];
        default: return static_cast<const double*>(p)[i];
    }
}
inline void store(void* p, hipDataType t, int64_t i, double v) {
    switch (t) {
        case HIP_R_16F: static_cast<__half*>(p)[i] = __half((float)v); break;
        case HIP_R_16BF: static_cast<__hip_bfloat16*>(p)[i] = __hip_bfloat16((float)v); break;
        case HIP_R_32F: static_cast<float*>(p)[i] = (float)v; break;
        default: static_cast<double*>(p)[i] = v; break;
    }
}
// A matrix as the core sees it: element (i, j) at p[i * rs + j * cs].
struct View {
    const void* p;
    hipDataType t;
    int64_t rs, cs;
    double at(int64_t i, int64_t j) const { return load(p, t, i * rs + j * cs); }
};
// op(M) of a column-major matrix with leading dimension ld (trans: M^T)
inline View col_major(const void* p, hipDataType t, int64_t ld, bool trans) {
    return trans ? View{p, t, ld, 1} : View{p, t, 1, ld};
}
// sum_p A(i, p) B(p, j) in k order: in double (wide) or in float (each product and sum rounded to float)
inline double dot(const View& a, const View& b, int64_t i, int64_t j, int64_t k, bool wide) {
    if (wide) {
        double s = 0.0;
        for (int64_t p = 0; p < k; ++p) s += a.at(i, p) * b.at(p, j);
        return s;
    }
    float s = 0.0f;
    for (int64_t p = 0; p < k; ++p) s += (float)a.at(i, p) * (float)b.at(p, j);
    return (double)s;
}
// alpha * s + beta * c(i, j), in double (wide) or float; beta == 0 does not read c
inline double scale(double alpha, double s, double beta, const View& c, int64_t i, int64_t j, bool wide) {
    if (wide) return beta == 0.0 ? alpha * s : alpha * s + beta * c.at(i, j);
    if (beta == 0.0) return (double)((float)alpha * (float)s);
    return (double)((float)alpha * (float)s + (float)beta * (float)c.at(i, j));
}
// D(i, j) = post(i, alpha * sum_p A(i, p) B(p, j) + beta * C(i, j)) for i < m, j < n; alpha of row i is
// alpha[i * alpha_inc] (alpha_inc 0: one scalar). D is written at d + i * drs + j * dcs as type dt; C and D
// may be the same memory (each element of C is read before that element of D is written, and no other).
// post(i, v) gets the scaled value (exact in the computing precision) and returns the value to store.
template <class Post>
inline void run(int64_t m, int64_t n, int64_t k, const View& a, const View& b, const double* alpha, int64_t alpha_inc,
                double beta, const View& c, void* d, hipDataType dt, int64_t drs, int64_t dcs, bool wide, Post post) {
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double v = scale(alpha[i * alpha_inc], dot(a, b, i, j, k, wide), beta, c, i, j, wide);
            store(d, dt, i * drs + j * dcs, post(i, v));
        }
}
}  // namespace xlate_cpu_gemm
