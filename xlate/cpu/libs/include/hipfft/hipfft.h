// xlate cpu backend: hipFFT plans (1D with batch, 2D, 3D, PlanMany with the advanced data layout:
// inembed/istride/idist, onembed/ostride/odist) and execution (C2C, R2C, C2R, Z2Z, D2Z, Z2D),
// unnormalized like cuFFT/hipFFT. Radix-2 for power-of-two lengths, a direct DFT otherwise, all in
// double precision. The extensible API (Create, MakePlan*, GetSize*, Estimate*, SetAutoAllocation,
// SetWorkArea) works as cuFFT's: a plan's work area holds one batch element in double precision while it
// is transformed (the size MakePlan*, GetSize and Estimate* report); with SetAutoAllocation(0) the plan
// uses the area the caller hands over with SetWorkArea, otherwise its own (programs that turn automatic
// allocation off allocate what is reported, and some cannot take a size of 0: BART's memory cache
// records cudaMalloc's null result of a 0-byte request as its lowest address). The basic layout of an
// in-place real transform pads the real rows to 2 (n/2 + 1) elements, as cuFFT documents. Callbacks
// and the Xt API are not supported here. C code calls the same functions (the C API block below).
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
#include <stddef.h>
#include <xlate_cpu_libs/capi.h>
#ifdef __cplusplus
#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>
#endif

typedef enum hipfftResult_t {
    HIPFFT_SUCCESS = 0, HIPFFT_INVALID_PLAN = 1, HIPFFT_ALLOC_FAILED = 2, HIPFFT_INVALID_TYPE = 3,
    HIPFFT_INVALID_VALUE = 4, HIPFFT_INTERNAL_ERROR = 5, HIPFFT_EXEC_FAILED = 6, HIPFFT_SETUP_FAILED = 7,
    HIPFFT_INVALID_SIZE = 8, HIPFFT_UNALIGNED_DATA = 9, HIPFFT_INCOMPLETE_PARAMETER_LIST = 10,
    HIPFFT_INVALID_DEVICE = 11, HIPFFT_PARSE_ERROR = 12, HIPFFT_NO_WORKSPACE = 13, HIPFFT_NOT_IMPLEMENTED = 14,
    HIPFFT_NOT_SUPPORTED = 16
} hipfftResult;
typedef enum hipfftType_t {
    HIPFFT_R2C = 0x2a, HIPFFT_C2R = 0x2c, HIPFFT_C2C = 0x29, HIPFFT_D2Z = 0x6a, HIPFFT_Z2D = 0x6c, HIPFFT_Z2Z = 0x69
} hipfftType;
#define HIPFFT_FORWARD -1
#define HIPFFT_BACKWARD 1
typedef float hipfftReal;
typedef double hipfftDoubleReal;
typedef hipComplex hipfftComplex;  // as hipFFT: HIP's complex types (float2, double2)
typedef hipDoubleComplex hipfftDoubleComplex;

typedef struct hipfftHandle_t* hipfftHandle;

// The version of the pinned hipFFT headers (hipfft-version.h), whose API this implements;
// tests/libs/test_wrappers.py compares them. On ROCm hipfftGetVersion reports the rocFFT library's
// version (hipFFT's documentation); this backend has no rocFFT and reports these numbers as
// major*10000 + minor*100 + patch (10022), which passes the usual "at least cuFFT 7.5" checks (OpenMM:
// cufftVersion >= 7050) as a current library should.
#define hipfftVersionMajor 1
#define hipfftVersionMinor 0
#define hipfftVersionPatch 22
typedef enum hipfftLibraryPropertyType_t {
    HIPFFT_MAJOR_VERSION = 0, HIPFFT_MINOR_VERSION = 1, HIPFFT_PATCH_LEVEL = 2
} hipfftLibraryPropertyType;

// The C API (C programs link it from libxlate_hipcpu.so; xlate_cpu_libs/capi.h)
XLATE_CAPI_BEGIN
XLATE_CAPI hipfftResult hipfftPlan1d(hipfftHandle* p, int nx, hipfftType t, int batch);
XLATE_CAPI hipfftResult hipfftPlan2d(hipfftHandle* p, int nx, int ny, hipfftType t);
XLATE_CAPI hipfftResult hipfftPlan3d(hipfftHandle* p, int nx, int ny, int nz, hipfftType t);
XLATE_CAPI hipfftResult hipfftDestroy(hipfftHandle p);
XLATE_CAPI hipfftResult hipfftSetStream(hipfftHandle p, hipStream_t s);
XLATE_CAPI hipfftResult hipfftExecC2C(hipfftHandle p, hipfftComplex* in, hipfftComplex* out, int dir);
XLATE_CAPI hipfftResult hipfftExecZ2Z(hipfftHandle p, hipfftDoubleComplex* in, hipfftDoubleComplex* out, int dir);
XLATE_CAPI hipfftResult hipfftExecR2C(hipfftHandle p, hipfftReal* in, hipfftComplex* out);
XLATE_CAPI hipfftResult hipfftExecC2R(hipfftHandle p, hipfftComplex* in, hipfftReal* out);
XLATE_CAPI hipfftResult hipfftExecD2Z(hipfftHandle p, hipfftDoubleReal* in, hipfftDoubleComplex* out);
XLATE_CAPI hipfftResult hipfftExecZ2D(hipfftHandle p, hipfftDoubleComplex* in, hipfftDoubleReal* out);
XLATE_CAPI hipfftResult hipfftPlanMany(hipfftHandle* p, int rank, int* n, int* inembed, int istride, int idist, int* onembed, int ostride, int odist, hipfftType t, int batch);
XLATE_CAPI hipfftResult hipfftCreate(hipfftHandle* p);
XLATE_CAPI hipfftResult hipfftMakePlan1d(hipfftHandle p, int nx, hipfftType t, int batch, size_t* work);
XLATE_CAPI hipfftResult hipfftMakePlan2d(hipfftHandle p, int nx, int ny, hipfftType t, size_t* work);
XLATE_CAPI hipfftResult hipfftMakePlan3d(hipfftHandle p, int nx, int ny, int nz, hipfftType t, size_t* work);
XLATE_CAPI hipfftResult hipfftMakePlanMany(hipfftHandle p, int rank, int* n, int* inembed, int istride, int idist, int* onembed, int ostride, int odist, hipfftType t, int batch, size_t* work);
XLATE_CAPI hipfftResult hipfftGetSize(hipfftHandle p, size_t* work);
XLATE_CAPI hipfftResult hipfftEstimate1d(int nx, hipfftType, int batch, size_t* work);
XLATE_CAPI hipfftResult hipfftSetAutoAllocation(hipfftHandle p, int autoAllocate);
XLATE_CAPI hipfftResult hipfftSetWorkArea(hipfftHandle p, void* work);
XLATE_CAPI hipfftResult hipfftGetVersion(int* version);
XLATE_CAPI hipfftResult hipfftGetProperty(hipfftLibraryPropertyType type, int* value);
XLATE_CAPI_END

#ifdef __cplusplus
// where element idx (rank indices) of batch b lies: b * dist + stride * (row-major index over embed)
struct xlate_fft_layout { int embed[3]; long long stride, dist; };
struct hipfftHandle_t {
    int rank; int n[3]; int batch; hipfftType type; hipStream_t stream;
    bool advanced;  // PlanMany with inembed/onembed: in/out are as given; otherwise the basic layouts
    xlate_fft_layout in, out;
    void* work; bool auto_alloc;
    size_t work_size;  // bytes of the work area (xlate_cpu_fft::work_bytes)
};

namespace xlate_cpu_fft {
using cd = std::complex<double>;

inline void fft1(std::vector<cd>& a, int sign) {
    const size_t n = a.size();
    if (n <= 1) return;
    if ((n & (n - 1)) == 0) {  // iterative radix-2
        for (size_t i = 1, j = 0; i < n; ++i) {
            size_t bit = n >> 1;
            for (; j & bit; bit >>= 1) j ^= bit;
            j ^= bit;
            if (i < j) std::swap(a[i], a[j]);
        }
        for (size_t len = 2; len <= n; len <<= 1) {
            double ang = sign * 2.0 * M_PI / static_cast<double>(len);
            for (size_t i = 0; i < n; i += len)
                for (size_t k = 0; k < len / 2; ++k) {
                    cd w = std::polar(1.0, ang * static_cast<double>(k));
                    cd u = a[i + k], v = a[i + k + len / 2] * w;
                    a[i + k] = u + v;
                    a[i + k + len / 2] = u - v;
                }
        }
        return;
    }
    std::vector<cd> out(n);
    for (size_t k = 0; k < n; ++k) {
        cd s = 0;
        for (size_t j = 0; j < n; ++j)
            s += a[j] * std::polar(1.0, sign * 2.0 * M_PI * static_cast<double>((j * k) % n) / static_cast<double>(n));
        out[k] = s;
    }
    a.swap(out);
}

// bytes of a plan's work area: one batch element of dims n[0..rank) as complex doubles
inline size_t work_bytes(int rank, const int* n) {
    size_t total = 1;
    for (int d = 0; d < rank; ++d) total *= static_cast<size_t>(n[d]);
    return total * sizeof(cd);
}

// full complex N-d transform of one batch element, row-major dims n[0..rank)
inline void fftnd(cd* a, int rank, const int* n, int sign) {
    size_t total = 1;
    for (int d = 0; d < rank; ++d) total *= static_cast<size_t>(n[d]);
    for (int d = 0; d < rank; ++d) {
        size_t len = static_cast<size_t>(n[d]), stride = 1;
        for (int e = d + 1; e < rank; ++e) stride *= static_cast<size_t>(n[e]);
        std::vector<cd> line(len);
        for (size_t base = 0; base < total; ++base) {
            if ((base / stride) % len != 0) continue;  // first element of a line along d
            for (size_t i = 0; i < len; ++i) line[i] = a[base + i * stride];
            fft1(line, sign);
            for (size_t i = 0; i < len; ++i) a[base + i * stride] = line[i];
        }
    }
}

inline bool real_type(hipfftType t, bool& in_real, bool& dbl) {
    dbl = t == HIPFFT_D2Z || t == HIPFFT_Z2D || t == HIPFFT_Z2Z;
    in_real = t == HIPFFT_R2C || t == HIPFFT_D2Z;
    return t == HIPFFT_R2C || t == HIPFFT_D2Z || t == HIPFFT_C2R || t == HIPFFT_Z2D;
}

inline long long offset(const xlate_fft_layout& L, int rank, const int* idx, int b) {
    long long o = 0;
    for (int d = 0; d < rank; ++d) o = o * L.embed[d] + idx[d];
    return b * L.dist + o * L.stride;
}
// the basic layout of dims n (last dimension `last` elements per row): contiguous, batches back to back
inline xlate_fft_layout basic(int rank, const int* n, int last) {
    xlate_fft_layout L{{1, 1, 1}, 1, 1};
    for (int d = 0; d < rank; ++d) L.embed[d] = d == rank - 1 ? last : n[d];
    for (int d = 0; d < rank; ++d) L.dist *= L.embed[d];
    return L;
}

template <class R, class C>
inline hipfftResult exec(hipfftHandle p, const void* in, void* out, int sign, hipfftType want1, hipfftType want2) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    if (p->type != want1 && p->type != want2) return HIPFFT_INVALID_TYPE;
    (void)hipStreamSynchronize(p->stream);
    const int rank = p->rank, last = p->n[rank - 1], half = last / 2 + 1;
    size_t total = 1;
    for (int d = 0; d < rank; ++d) total *= static_cast<size_t>(p->n[d]);
    const bool complex_in = p->type == HIPFFT_C2C || p->type == HIPFFT_Z2Z || p->type == HIPFFT_C2R ||
                            p->type == HIPFFT_Z2D;
    const bool complex_out = p->type != HIPFFT_C2R && p->type != HIPFFT_Z2D;
    const bool real = p->type != HIPFFT_C2C && p->type != HIPFFT_Z2Z;
    xlate_fft_layout li = p->in, lo = p->out;
    if (!p->advanced) {  // cuFFT's basic layouts: complex rows of n/2+1 on the complex side of real transforms
        const int rl = (real && in == out) ? 2 * half : last;  // in-place real rows are padded
        li = basic(rank, p->n, complex_in ? (real ? half : last) : rl);
        lo = basic(rank, p->n, complex_out ? (real ? half : last) : rl);
    }
    std::vector<cd> own;  // the plan's own work area (automatic allocation, or none handed over)
    cd* a = nullptr;
    if (!p->auto_alloc && p->work != nullptr) {
        a = static_cast<cd*>(p->work);
    } else {
        own.resize(total);
        a = own.data();
    }
    std::vector<int> idx(rank);
    auto unravel = [&](size_t i) {
        for (int d = rank - 1; d >= 0; --d) { idx[d] = static_cast<int>(i % p->n[d]); i /= p->n[d]; }
    };
    for (int b = 0; b < p->batch; ++b) {
        for (size_t i = 0; i < total; ++i) {  // gather the whole batch element before writing any output
            unravel(i);
            if (!complex_in) {
                a[i] = cd(static_cast<const R*>(in)[offset(li, rank, idx.data(), b)], 0.0);
            } else if (!real) {
                const C& v = static_cast<const C*>(in)[offset(li, rank, idx.data(), b)];
                a[i] = cd(v.x, v.y);
            } else {  // C2R: the Hermitian half holds last indices < n/2+1; the rest are conjugates
                const bool conj = idx[rank - 1] >= half;
                if (conj)
                    for (int d = 0; d < rank; ++d) idx[d] = (p->n[d] - idx[d]) % p->n[d];
                const C& v = static_cast<const C*>(in)[offset(li, rank, idx.data(), b)];
                a[i] = conj ? cd(v.x, -v.y) : cd(v.x, v.y);
            }
        }
        fftnd(a, rank, p->n, real ? (complex_in ? 1 : -1) : sign);
        for (size_t i = 0; i < total; ++i) {
            unravel(i);
            if (!complex_out) {
                static_cast<R*>(out)[offset(lo, rank, idx.data(), b)] = static_cast<R>(a[i].real());
            } else if (!real || idx[rank - 1] < half) {
                C& v = static_cast<C*>(out)[offset(lo, rank, idx.data(), b)];
                v.x = a[i].real();
                v.y = a[i].imag();
            }
        }
    }
    return HIPFFT_SUCCESS;
}

inline bool type_ok(hipfftType t) {
    return t == HIPFFT_R2C || t == HIPFFT_C2R || t == HIPFFT_C2C || t == HIPFFT_D2Z || t == HIPFFT_Z2D || t == HIPFFT_Z2Z;
}
// makes plan h (created, or new when *p is to be set): cuFFT's checks (INVALID_SIZE for a size or batch
// below 1, INVALID_TYPE for an unknown type, INVALID_VALUE for a rank other than 1..3)
inline hipfftResult make(hipfftHandle h, int rank, const int* n, hipfftType t, int batch, const int* inembed = nullptr,
                         int istride = 1, int idist = 0, const int* onembed = nullptr, int ostride = 1, int odist = 0,
                         size_t* work = nullptr) {
    if (h == nullptr) return HIPFFT_INVALID_PLAN;
    if (rank < 1 || rank > 3 || n == nullptr) return HIPFFT_INVALID_VALUE;
    for (int d = 0; d < rank; ++d)
        if (n[d] <= 0) return HIPFFT_INVALID_SIZE;
    if (batch <= 0) return HIPFFT_INVALID_SIZE;
    if (!type_ok(t)) return HIPFFT_INVALID_TYPE;
    h->rank = rank;
    h->batch = batch;
    h->type = t;
    for (int d = 0; d < 3; ++d) h->n[d] = d < rank ? n[d] : 1;
    // cuFFT: a null inembed or onembed means the basic layout (strides and distances ignored)
    h->advanced = inembed != nullptr && onembed != nullptr;
    if (h->advanced) {
        h->in = {{1, 1, 1}, istride, idist};
        h->out = {{1, 1, 1}, ostride, odist};
        for (int d = 0; d < rank; ++d) { h->in.embed[d] = inembed[d]; h->out.embed[d] = onembed[d]; }
    }
    h->work_size = work_bytes(rank, n);
    if (work != nullptr) *work = h->work_size;
    return HIPFFT_SUCCESS;
}
inline hipfftResult plan(hipfftHandle* p, int rank, const int* n, hipfftType t, int batch) {
    if (p == nullptr) return HIPFFT_INVALID_VALUE;
    auto* h = new hipfftHandle_t{1, {1, 1, 1}, 1, HIPFFT_C2C, nullptr, false, {}, {}, nullptr, true, 0};
    hipfftResult r = make(h, rank, n, t, batch);
    if (r != HIPFFT_SUCCESS) {
        delete h;
        return r;
    }
    *p = h;
    return HIPFFT_SUCCESS;
}
}  // namespace xlate_cpu_fft

inline hipfftResult hipfftPlan1d(hipfftHandle* p, int nx, hipfftType t, int batch) {
    int n[1] = {nx};
    return xlate_cpu_fft::plan(p, 1, n, t, batch);
}
inline hipfftResult hipfftPlan2d(hipfftHandle* p, int nx, int ny, hipfftType t) {
    int n[2] = {nx, ny};
    return xlate_cpu_fft::plan(p, 2, n, t, 1);
}
inline hipfftResult hipfftPlan3d(hipfftHandle* p, int nx, int ny, int nz, hipfftType t) {
    int n[3] = {nx, ny, nz};
    return xlate_cpu_fft::plan(p, 3, n, t, 1);
}
inline hipfftResult hipfftDestroy(hipfftHandle p) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    delete p;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftSetStream(hipfftHandle p, hipStream_t s) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    p->stream = s;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftExecC2C(hipfftHandle p, hipfftComplex* in, hipfftComplex* out, int dir) {
    return xlate_cpu_fft::exec<float, hipfftComplex>(p, in, out, dir, HIPFFT_C2C, HIPFFT_C2C);
}
inline hipfftResult hipfftExecZ2Z(hipfftHandle p, hipfftDoubleComplex* in, hipfftDoubleComplex* out, int dir) {
    return xlate_cpu_fft::exec<double, hipfftDoubleComplex>(p, in, out, dir, HIPFFT_Z2Z, HIPFFT_Z2Z);
}
inline hipfftResult hipfftExecR2C(hipfftHandle p, hipfftReal* in, hipfftComplex* out) {
    return xlate_cpu_fft::exec<float, hipfftComplex>(p, in, out, -1, HIPFFT_R2C, HIPFFT_R2C);
}
inline hipfftResult hipfftExecC2R(hipfftHandle p, hipfftComplex* in, hipfftReal* out) {
    return xlate_cpu_fft::exec<float, hipfftComplex>(p, in, out, 1, HIPFFT_C2R, HIPFFT_C2R);
}
inline hipfftResult hipfftExecD2Z(hipfftHandle p, hipfftDoubleReal* in, hipfftDoubleComplex* out) {
    return xlate_cpu_fft::exec<double, hipfftDoubleComplex>(p, in, out, -1, HIPFFT_D2Z, HIPFFT_D2Z);
}
inline hipfftResult hipfftExecZ2D(hipfftHandle p, hipfftDoubleComplex* in, hipfftDoubleReal* out) {
    return xlate_cpu_fft::exec<double, hipfftDoubleComplex>(p, in, out, 1, HIPFFT_Z2D, HIPFFT_Z2D);
}

// ---- advanced layout and the extensible API
inline hipfftResult hipfftPlanMany(hipfftHandle* p, int rank, int* n, int* inembed, int istride, int idist,
                                   int* onembed, int ostride, int odist, hipfftType t, int batch) {
    if (p == nullptr) return HIPFFT_INVALID_VALUE;
    auto* h = new hipfftHandle_t{1, {1, 1, 1}, 1, HIPFFT_C2C, nullptr, false, {}, {}, nullptr, true, 0};
    hipfftResult r = xlate_cpu_fft::make(h, rank, n, t, batch, inembed, istride, idist, onembed, ostride, odist);
    if (r != HIPFFT_SUCCESS) {
        delete h;
        return r;
    }
    *p = h;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftCreate(hipfftHandle* p) {
    if (p == nullptr) return HIPFFT_INVALID_VALUE;
    *p = new hipfftHandle_t{1, {1, 1, 1}, 1, HIPFFT_C2C, nullptr, false, {}, {}, nullptr, true, 0};
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftMakePlan1d(hipfftHandle p, int nx, hipfftType t, int batch, size_t* work) {
    int n[1] = {nx};
    return xlate_cpu_fft::make(p, 1, n, t, batch, nullptr, 1, 0, nullptr, 1, 0, work);
}
inline hipfftResult hipfftMakePlan2d(hipfftHandle p, int nx, int ny, hipfftType t, size_t* work) {
    int n[2] = {nx, ny};
    return xlate_cpu_fft::make(p, 2, n, t, 1, nullptr, 1, 0, nullptr, 1, 0, work);
}
inline hipfftResult hipfftMakePlan3d(hipfftHandle p, int nx, int ny, int nz, hipfftType t, size_t* work) {
    int n[3] = {nx, ny, nz};
    return xlate_cpu_fft::make(p, 3, n, t, 1, nullptr, 1, 0, nullptr, 1, 0, work);
}
inline hipfftResult hipfftMakePlanMany(hipfftHandle p, int rank, int* n, int* inembed, int istride, int idist,
                                       int* onembed, int ostride, int odist, hipfftType t, int batch, size_t* work) {
    return xlate_cpu_fft::make(p, rank, n, t, batch, inembed, istride, idist, onembed, ostride, odist, work);
}
// work-area sizes (xlate_cpu_fft::work_bytes)
inline hipfftResult hipfftGetSize(hipfftHandle p, size_t* work) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    if (work != nullptr) *work = p->work_size;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftEstimate1d(int nx, hipfftType, int batch, size_t* work) {
    if (nx <= 0 || batch <= 0) return HIPFFT_INVALID_SIZE;
    if (work != nullptr) *work = xlate_cpu_fft::work_bytes(1, &nx);
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftSetAutoAllocation(hipfftHandle p, int autoAllocate) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    p->auto_alloc = autoAllocate != 0;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftSetWorkArea(hipfftHandle p, void* work) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    p->work = work;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftGetVersion(int* version) {
    if (version == nullptr) return HIPFFT_INVALID_VALUE;
    *version = hipfftVersionMajor * 10000 + hipfftVersionMinor * 100 + hipfftVersionPatch;
    return HIPFFT_SUCCESS;
}
inline hipfftResult hipfftGetProperty(hipfftLibraryPropertyType type, int* value) {
    if (value == nullptr) return HIPFFT_INVALID_VALUE;
    switch (type) {
        case HIPFFT_MAJOR_VERSION: *value = hipfftVersionMajor; return HIPFFT_SUCCESS;
        case HIPFFT_MINOR_VERSION: *value = hipfftVersionMinor; return HIPFFT_SUCCESS;
        case HIPFFT_PATCH_LEVEL: *value = hipfftVersionPatch; return HIPFFT_SUCCESS;
    }
    return HIPFFT_INVALID_TYPE;
}
#endif  // __cplusplus
// What the pinned header declares beyond the above: compiles, and says "not supported" when called
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hipfft.h>
#endif
