// xlate cpu backend: hipFFT plans (1D with batch, 2D, 3D) and execution (C2C, R2C, C2R, Z2Z, D2Z, Z2D),
// unnormalized like cuFFT/hipFFT. Radix-2 for power-of-two lengths, a direct DFT otherwise, all in
// double precision. hipfftPlanMany with strides/embeddings and callbacks are not supported here.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>

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

struct hipfftHandle_t {
    int rank; int n[3]; int batch; hipfftType type; hipStream_t stream;
};
typedef struct hipfftHandle_t* hipfftHandle;

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

// full complex N-d transform of one batch element, row-major dims n[0..rank)
inline void fftnd(std::vector<cd>& a, int rank, const int* n, int sign) {
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

template <class R, class C>
inline hipfftResult exec(hipfftHandle p, const void* in, void* out, int sign, hipfftType want1, hipfftType want2) {
    if (p == nullptr) return HIPFFT_INVALID_PLAN;
    if (p->type != want1 && p->type != want2) return HIPFFT_INVALID_TYPE;
    (void)hipStreamSynchronize(p->stream);
    size_t total = 1;
    for (int d = 0; d < p->rank; ++d) total *= static_cast<size_t>(p->n[d]);
    const size_t last = static_cast<size_t>(p->n[p->rank - 1]), half = last / 2 + 1, rows = total / last;
    const size_t hsize = rows * half;
    std::vector<cd> a(total);
    for (int b = 0; b < p->batch; ++b) {
        if (p->type == HIPFFT_C2C || p->type == HIPFFT_Z2Z) {
            const C* src = static_cast<const C*>(in) + b * total;
            for (size_t i = 0; i < total; ++i) a[i] = cd(src[i].x, src[i].y);
            fftnd(a, p->rank, p->n, sign);
            C* dst = static_cast<C*>(out) + b * total;
            for (size_t i = 0; i < total; ++i) { dst[i].x = a[i].real(); dst[i].y = a[i].imag(); }
        } else if (p->type == HIPFFT_R2C || p->type == HIPFFT_D2Z) {
            const R* src = static_cast<const R*>(in) + b * total;
            for (size_t i = 0; i < total; ++i) a[i] = cd(src[i], 0.0);
            fftnd(a, p->rank, p->n, -1);
            C* dst = static_cast<C*>(out) + b * hsize;
            for (size_t r = 0; r < rows; ++r)
                for (size_t k = 0; k < half; ++k) {
                    dst[r * half + k].x = a[r * last + k].real();
                    dst[r * half + k].y = a[r * last + k].imag();
                }
        } else {  // C2R / Z2D: rebuild the Hermitian full spectrum, inverse, real part
            const C* src = static_cast<const C*>(in) + b * hsize;
            std::vector<int> idx(p->rank);
            for (size_t i = 0; i < total; ++i) {
                size_t rem = i;
                for (int d = p->rank - 1; d >= 0; --d) { idx[d] = static_cast<int>(rem % p->n[d]); rem /= p->n[d]; }
                bool conj = static_cast<size_t>(idx[p->rank - 1]) >= half;
                if (conj)
                    for (int d = 0; d < p->rank; ++d) idx[d] = (p->n[d] - idx[d]) % p->n[d];
                size_t r = 0;
                for (int d = 0; d < p->rank - 1; ++d) r = r * p->n[d] + idx[d];
                const C& v = src[r * half + idx[p->rank - 1]];
                a[i] = conj ? cd(v.x, -v.y) : cd(v.x, v.y);
            }
            fftnd(a, p->rank, p->n, 1);
            R* dst = static_cast<R*>(out) + b * total;
            for (size_t i = 0; i < total; ++i) dst[i] = static_cast<R>(a[i].real());
        }
    }
    return HIPFFT_SUCCESS;
}

inline hipfftResult plan(hipfftHandle* p, int rank, const int* n, hipfftType t, int batch) {
    if (p == nullptr) return HIPFFT_INVALID_VALUE;
    for (int d = 0; d < rank; ++d)
        if (n[d] <= 0) return HIPFFT_INVALID_SIZE;
    if (batch <= 0) return HIPFFT_INVALID_VALUE;
    auto* h = new hipfftHandle_t{rank, {1, 1, 1}, batch, t, nullptr};
    for (int d = 0; d < rank; ++d) h->n[d] = n[d];
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
