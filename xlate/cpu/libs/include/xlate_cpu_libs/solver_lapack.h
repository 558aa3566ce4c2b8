// xlate cpu backend: the numerics of hipSOLVER's dense routines, from the system LAPACK (Debian's
// liblapack3, or OpenBLAS's LAPACK), loaded at run time with dlopen so that no link line needs to name
// it: `xlate build`, xlate-nvcc -lcusolver and CMake's CUDA::cusolver link the same way as without
// hipSOLVER. Column-major, LP64 (32-bit int) LAPACK, called through its Fortran symbols (sgetrf_ ...)
// with the hidden character-length arguments gfortran passes. Included by <hipsolver/hipsolver.h>
// after hipsolverStatus_t and the hipBLAS enums are declared; T is float, double, std::complex<float>
// or std::complex<double>.
#pragma once
#include <dlfcn.h>
#include <complex>
#include <cstddef>
#include <cstdio>
#include <type_traits>
#include <vector>

namespace xlate_cpu_solver {

template <class T> struct real_of { using type = T; };
template <class R> struct real_of<std::complex<R>> { using type = R; };
template <class T> using real_t = typename real_of<T>::type;
template <class T> constexpr bool is_complex = !std::is_same<T, real_t<T>>::value;

template <class T> constexpr char prefix() {
    return std::is_same<T, float>::value ? 's' : std::is_same<T, double>::value ? 'd'
         : std::is_same<T, std::complex<float>>::value ? 'c' : 'z';
}

// The sonames tried, in order: Debian's LAPACK alternative (reference LAPACK or OpenBLAS), then
// OpenBLAS itself (which carries LAPACK).
inline void* lapack_library() {
    static void* lib = [] {
        for (const char* name : {"liblapack.so.3", "libopenblas.so.0"})
            if (void* h = dlopen(name, RTLD_NOW | RTLD_LOCAL)) return h;
        std::fprintf(stderr, "xlate cpu hipSOLVER: not supported without a LAPACK library: neither liblapack.so.3 "
                             "nor libopenblas.so.0 could be loaded (install Debian's liblapack3: "
                             "scripts/setup.sh)\n");
        return static_cast<void*>(nullptr);
    }();
    return lib;
}

// The LAPACK routine <prefix><base>_ (e.g. dgetrf_), or nullptr (said on stderr) where there is none.
template <class F> inline F lapack_fn(char p, const char* base) {
    void* lib = lapack_library();
    if (lib == nullptr) return nullptr;
    char name[32];
    std::snprintf(name, sizeof name, "%c%s_", p, base);
    void* f = dlsym(lib, name);
    if (f == nullptr) std::fprintf(stderr, "xlate cpu hipSOLVER: not supported: the LAPACK library lacks %s\n", name);
    return reinterpret_cast<F>(f);
}

using len_t = std::size_t;  // gfortran's hidden length of a CHARACTER argument
template <class T> inline int work_size(T w) { return static_cast<int>(std::real(w)); }  // a lwork=-1 query
inline int at_least_1(int v) { return v > 1 ? v : 1; }

inline hipsolverStatus_t from_info(int info, int* dev_info) {
    *dev_info = info;  // info < 0: LAPACK refused an argument the checks here let through
    return info < 0 ? HIPSOLVER_STATUS_INVALID_VALUE : HIPSOLVER_STATUS_SUCCESS;
}

// ------------------------------------------------------------------------------------------ LU

template <class T> inline hipsolverStatus_t getrf(int m, int n, T* A, int lda, int* ipiv, int* dev_info) {
    if (ipiv == nullptr) {  // no pivoting (cuSOLVER's getrf with devIpiv == NULL): A = L*U as it stands
        int info = 0;
        const int mn = m < n ? m : n;
        for (int k = 0; k < mn; ++k) {
            const T piv = A[k + static_cast<ptrdiff_t>(k) * lda];
            if (piv == T(0)) {
                if (info == 0) info = k + 1;  // U(k,k) is exactly zero: the factor is singular
                continue;
            }
            for (int i = k + 1; i < m; ++i) A[i + static_cast<ptrdiff_t>(k) * lda] /= piv;
            for (int j = k + 1; j < n; ++j) {
                const T akj = A[k + static_cast<ptrdiff_t>(j) * lda];
                for (int i = k + 1; i < m; ++i)
                    A[i + static_cast<ptrdiff_t>(j) * lda] -= A[i + static_cast<ptrdiff_t>(k) * lda] * akj;
            }
        }
        *dev_info = info;
        return HIPSOLVER_STATUS_SUCCESS;
    }
    using F = void (*)(const int*, const int*, T*, const int*, int*, int*);
    F f = lapack_fn<F>(prefix<T>(), "getrf");
    if (f == nullptr) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    int info = 0;
    f(&m, &n, A, &lda, ipiv, &info);
    return from_info(info, dev_info);
}

template <class T>
inline hipsolverStatus_t getrs(char trans, int n, int nrhs, const T* A, int lda, const int* ipiv, T* B, int ldb,
                               int* dev_info) {
    using F = void (*)(const char*, const int*, const int*, const T*, const int*, const int*, T*, const int*, int*,
                       len_t);
    F f = lapack_fn<F>(prefix<T>(), "getrs");
    if (f == nullptr) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    std::vector<int> none;
    if (ipiv == nullptr) {  // factored without pivoting: no row interchanges
        none.resize(static_cast<size_t>(at_least_1(n)));
        for (int i = 0; i < n; ++i) none[static_cast<size_t>(i)] = i + 1;
        ipiv = none.data();
    }
    int info = 0;
    f(&trans, &n, &nrhs, A, &lda, ipiv, B, &ldb, &info, 1);
    return from_info(info, dev_info);
}

// ------------------------------------------------------------------------------------ Cholesky

template <class T> inline hipsolverStatus_t potrf(char uplo, int n, T* A, int lda, int* dev_info) {
    using F = void (*)(const char*, const int*, T*, const int*, int*, len_t);
    F f = lapack_fn<F>(prefix<T>(), "potrf");
    if (f == nullptr) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    int info = 0;
    f(&uplo, &n, A, &lda, &info, 1);
    return from_info(info, dev_info);
}

template <class T>
inline hipsolverStatus_t potrs(char uplo, int n, int nrhs, const T* A, int lda, T* B, int ldb, int* dev_info) {
    using F = void (*)(const char*, const int*, const int*, const T*, const int*, T*, const int*, int*, len_t);
    F f = lapack_fn<F>(prefix<T>(), "potrs");
    if (f == nullptr) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    int info = 0;
    f(&uplo, &n, &nrhs, A, &lda, B, &ldb, &info, 1);
    return from_info(info, dev_info);
}

// ------------------------------------------------------------------------------------------ QR

template <class T> using geqrf_fn = void (*)(const int*, const int*, T*, const int*, T*, T*, const int*, int*);

template <class T> inline int geqrf_lwork(int m, int n, int lda) {
    geqrf_fn<T> f = lapack_fn<geqrf_fn<T>>(prefix<T>(), "geqrf");
    if (f == nullptr) return -1;
    T w = T(0);
    int q = -1, info = 0;
    f(&m, &n, nullptr, &lda, nullptr, &w, &q, &info);
    return at_least_1(work_size(w));
}

template <class T> inline hipsolverStatus_t geqrf(int m, int n, T* A, int lda, T* tau, int* dev_info) {
    const int lwork = geqrf_lwork<T>(m, n, lda);
    if (lwork < 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    std::vector<T> work(static_cast<size_t>(lwork));
    int info = 0;
    lapack_fn<geqrf_fn<T>>(prefix<T>(), "geqrf")(&m, &n, A, &lda, tau, work.data(), &lwork, &info);
    return from_info(info, dev_info);
}

// orgqr (real) / ungqr (complex): the m-by-n Q of geqrf's k reflectors
template <class T> using orgqr_fn = void (*)(const int*, const int*, const int*, T*, const int*, const T*, T*,
                                             const int*, int*);
template <class T> constexpr const char* orgqr_name() { return is_complex<T> ? "ungqr" : "orgqr"; }

template <class T> inline int orgqr_lwork(int m, int n, int k, int lda) {
    orgqr_fn<T> f = lapack_fn<orgqr_fn<T>>(prefix<T>(), orgqr_name<T>());
    if (f == nullptr) return -1;
    T w = T(0);
    int q = -1, info = 0;
    f(&m, &n, &k, nullptr, &lda, nullptr, &w, &q, &info);
    return at_least_1(work_size(w));
}

template <class T>
inline hipsolverStatus_t orgqr(int m, int n, int k, T* A, int lda, const T* tau, int* dev_info) {
    const int lwork = orgqr_lwork<T>(m, n, k, lda);
    if (lwork < 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    std::vector<T> work(static_cast<size_t>(lwork));
    int info = 0;
    lapack_fn<orgqr_fn<T>>(prefix<T>(), orgqr_name<T>())(&m, &n, &k, A, &lda, tau, work.data(), &lwork, &info);
    return from_info(info, dev_info);
}

// ormqr (real) / unmqr (complex): C = op(Q) C or C op(Q)
template <class T> using ormqr_fn = void (*)(const char*, const char*, const int*, const int*, const int*, const T*,
                                             const int*, const T*, T*, const int*, T*, const int*, int*, len_t,
                                             len_t);
template <class T> constexpr const char* ormqr_name() { return is_complex<T> ? "unmqr" : "ormqr"; }

template <class T>
inline int ormqr_lwork(char side, char trans, int m, int n, int k, int lda, int ldc) {
    ormqr_fn<T> f = lapack_fn<ormqr_fn<T>>(prefix<T>(), ormqr_name<T>());
    if (f == nullptr) return -1;
    T w = T(0);
    int q = -1, info = 0;
    f(&side, &trans, &m, &n, &k, nullptr, &lda, nullptr, nullptr, &ldc, &w, &q, &info, 1, 1);
    return at_least_1(work_size(w));
}

template <class T>
inline hipsolverStatus_t ormqr(char side, char trans, int m, int n, int k, const T* A, int lda, const T* tau, T* C,
                               int ldc, int* dev_info) {
    const int lwork = ormqr_lwork<T>(side, trans, m, n, k, lda, ldc);
    if (lwork < 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    std::vector<T> work(static_cast<size_t>(lwork));
    int info = 0;
    lapack_fn<ormqr_fn<T>>(prefix<T>(), ormqr_name<T>())(&side, &trans, &m, &n, &k, A, &lda, tau, C, &ldc,
                                                         work.data(), &lwork, &info, 1, 1);
    return from_info(info, dev_info);
}

// ----------------------------------------------------------------------------------------- SVD

// real: (jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, info); complex adds rwork before info
template <class T> using gesvd_real_fn = void (*)(const char*, const char*, const int*, const int*, T*, const int*,
                                                  T*, T*, const int*, T*, const int*, T*, const int*, int*, len_t,
                                                  len_t);
template <class T> using gesvd_cplx_fn = void (*)(const char*, const char*, const int*, const int*, T*, const int*,
                                                  real_t<T>*, T*, const int*, T*, const int*, T*, const int*,
                                                  real_t<T>*, int*, len_t, len_t);

template <class T>
inline bool gesvd_call(char ju, char jv, int m, int n, T* A, int lda, real_t<T>* S, T* U, int ldu, T* VT, int ldvt,
                       T* work, int lwork, real_t<T>* rwork, int* info) {
    if constexpr (is_complex<T>) {
        auto f = lapack_fn<gesvd_cplx_fn<T>>(prefix<T>(), "gesvd");
        if (f == nullptr) return false;
        f(&ju, &jv, &m, &n, A, &lda, S, U, &ldu, VT, &ldvt, work, &lwork, rwork, info, 1, 1);
    } else {
        (void)rwork;
        auto f = lapack_fn<gesvd_real_fn<T>>(prefix<T>(), "gesvd");
        if (f == nullptr) return false;
        f(&ju, &jv, &m, &n, A, &lda, S, U, &ldu, VT, &ldvt, work, &lwork, info, 1, 1);
    }
    return true;
}

// The largest LAPACK query over the job pairs cuSOLVER allows (the work is allocated here whatever the
// caller passes; the figure tells the caller a realistic size), or -1 without LAPACK.
template <class T> inline int gesvd_lwork(int m, int n) {
    int most = 1;
    const int mn = m < n ? m : n;
    const char pairs[][2] = {{'A', 'A'}, {'S', 'S'}, {'O', 'A'}, {'A', 'O'}, {'N', 'N'}};
    for (const auto& p : pairs) {
        T w = T(0);
        int info = 0;
        const int ldvt = at_least_1(p[1] == 'S' ? mn : n);
        if (!gesvd_call<T>(p[0], p[1], m, n, nullptr, at_least_1(m), nullptr, nullptr, at_least_1(m), nullptr, ldvt,
                           &w, -1, nullptr, &info))
            return -1;
        most = work_size(w) > most ? work_size(w) : most;
    }
    return most;
}

// cuSOLVER's gesvd: A = U * diag(S) * VT, VT (not V) returned in the "V" argument; rwork (where not
// null) gets the unconverged superdiagonal, min(m,n)-1 values, as LAPACK leaves it.
template <class T>
inline hipsolverStatus_t gesvd(char ju, char jv, int m, int n, T* A, int lda, real_t<T>* S, T* U, int ldu, T* VT,
                               int ldvt, real_t<T>* rwork_out, int* dev_info) {
    const int mn = m < n ? m : n;
    T w = T(0);
    int info = 0;
    if (!gesvd_call<T>(ju, jv, m, n, A, lda, S, U, ldu, VT, ldvt, &w, -1, nullptr, &info))
        return HIPSOLVER_STATUS_NOT_SUPPORTED;
    const int lwork = at_least_1(work_size(w));
    std::vector<T> work(static_cast<size_t>(lwork));
    std::vector<real_t<T>> rwork(static_cast<size_t>(at_least_1(5 * mn)));
    info = 0;
    gesvd_call<T>(ju, jv, m, n, A, lda, S, U, ldu, VT, ldvt, work.data(), lwork, rwork.data(), &info);
    if (rwork_out != nullptr)
        for (int i = 0; i + 1 < mn; ++i) {
            if constexpr (is_complex<T>) rwork_out[i] = rwork[static_cast<size_t>(i)];
            else rwork_out[i] = work[static_cast<size_t>(i) + 1];
        }
    return from_info(info, dev_info);
}

// ---------------------------------------------------------------------- symmetric/Hermitian eigen

// syevd (real): (jobz, uplo, n, A, lda, W, work, lwork, iwork, liwork, info)
// heevd (complex): (jobz, uplo, n, A, lda, W, work, lwork, rwork, lrwork, iwork, liwork, info)
template <class T> using syevd_fn = void (*)(const char*, const char*, const int*, T*, const int*, T*, T*,
                                             const int*, int*, const int*, int*, len_t, len_t);
template <class T> using heevd_fn = void (*)(const char*, const char*, const int*, T*, const int*, real_t<T>*, T*,
                                             const int*, real_t<T>*, const int*, int*, const int*, int*, len_t,
                                             len_t);

struct EigWork { int lwork = -1, lrwork = 1, liwork = 1; };

template <class T> inline EigWork syevd_query(char jobz, char uplo, int n, int lda) {
    EigWork q;
    T w = T(0);
    real_t<T> rw = 0;
    int iw = 0, info = 0, m1 = -1;
    if constexpr (is_complex<T>) {
        auto f = lapack_fn<heevd_fn<T>>(prefix<T>(), "heevd");
        if (f == nullptr) return q;
        f(&jobz, &uplo, &n, nullptr, &lda, nullptr, &w, &m1, &rw, &m1, &iw, &m1, &info, 1, 1);
        q.lrwork = at_least_1(static_cast<int>(rw));
    } else {
        auto f = lapack_fn<syevd_fn<T>>(prefix<T>(), "syevd");
        if (f == nullptr) return q;
        f(&jobz, &uplo, &n, nullptr, &lda, nullptr, &w, &m1, &iw, &m1, &info, 1, 1);
    }
    q.lwork = at_least_1(work_size(w));
    q.liwork = at_least_1(iw);
    return q;
}

template <class T>
inline hipsolverStatus_t syevd(char jobz, char uplo, int n, T* A, int lda, real_t<T>* W, int* dev_info) {
    const EigWork q = syevd_query<T>(jobz, uplo, n, lda);
    if (q.lwork < 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
    std::vector<T> work(static_cast<size_t>(q.lwork));
    std::vector<real_t<T>> rwork(static_cast<size_t>(q.lrwork));
    std::vector<int> iwork(static_cast<size_t>(q.liwork));
    int info = 0;
    if constexpr (is_complex<T>)
        lapack_fn<heevd_fn<T>>(prefix<T>(), "heevd")(&jobz, &uplo, &n, A, &lda, W, work.data(), &q.lwork,
                                                     rwork.data(), &q.lrwork, iwork.data(), &q.liwork, &info, 1, 1);
    else
        lapack_fn<syevd_fn<T>>(prefix<T>(), "syevd")(&jobz, &uplo, &n, A, &lda, W, work.data(), &q.lwork,
                                                     iwork.data(), &q.liwork, &info, 1, 1);
    return from_info(info, dev_info);
}

}  // namespace xlate_cpu_solver
