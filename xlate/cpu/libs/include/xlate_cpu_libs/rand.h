// xlate cpu backend: the XORWOW and Philox4x32-10 generators with cuRAND's seeding, skip-ahead and
// distributions (written from Marsaglia 2003, Salmon et al. 2011 and cuRAND's documentation; checked
// against sequences recorded from real cuRAND on an H100, tests/libs). Shared by the hipRAND host and
// device API headers.
#pragma once
#include <atomic>
#include <cmath>
#include <cstdint>

namespace xlate_cpu_rand {

// ----------------------------------------------------------------------------------------- XORWOW
struct Xorwow { uint32_t d; uint32_t v[5]; };

inline void xorwow_step(uint32_t v[5]) {
    uint32_t t = v[0] ^ (v[0] >> 2);
    v[0] = v[1]; v[1] = v[2]; v[2] = v[3]; v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

inline uint32_t xorwow_next(Xorwow& s) {
    xorwow_step(s.v);
    s.d += 362437u;
    return s.v[4] + s.d;
}

// The xorshift part is linear over GF(2): a 160x160 matrix, stored as 160 columns of 5 words.
struct Mat { uint32_t col[160][5]; };

inline void mat_apply(const Mat& m, const uint32_t x[5], uint32_t out[5]) {
    uint32_t r[5] = {0, 0, 0, 0, 0};
    for (int j = 0; j < 160; ++j)
        if ((x[j / 32] >> (j % 32)) & 1u)
            for (int w = 0; w < 5; ++w) r[w] ^= m.col[j][w];
    for (int w = 0; w < 5; ++w) out[w] = r[w];
}

// pow2()[k] = M^(2^k), k < 192 (sequence jumps are 2^67 steps; 64-bit counts on top)
//
// Made on first use by device code (curand_init in a kernel), where a function-local static would be
// wrong: its initialization guard blocks the worker thread of every other GPU thread that arrives
// meanwhile, while the GPU thread computing it may be a fiber switched out on one of those workers (the
// runtime preempts long-running fibers), so none finishes. Here nothing blocks: a thread that finds no
// table makes one and publishes it with a compare-and-swap; a loser frees its copy (the tables are equal).
inline const Mat* pow2_table() {
    static std::atomic<const Mat*> table{nullptr};  // constant-initialized: no guard
    const Mat* got = table.load(std::memory_order_acquire);
    if (got != nullptr) return got;
    Mat* t = new Mat[192];
    for (int j = 0; j < 160; ++j) {
        uint32_t e[5] = {0, 0, 0, 0, 0};
        e[j / 32] = 1u << (j % 32);
        xorwow_step(e);
        for (int w = 0; w < 5; ++w) t[0].col[j][w] = e[w];
    }
    for (int k = 1; k < 192; ++k)
        for (int j = 0; j < 160; ++j) mat_apply(t[k - 1], t[k - 1].col[j], t[k].col[j]);
    const Mat* expected = nullptr;
    if (table.compare_exchange_strong(expected, t, std::memory_order_acq_rel)) return t;
    delete[] t;
    return expected;
}

// advance the xorshift words by n * 2^shift steps
inline void xorwow_skip_v(uint32_t v[5], unsigned long long n, int shift) {
    const Mat* t = pow2_table();
    for (int k = shift; n; n >>= 1, ++k)
        if (n & 1ull) mat_apply(t[k], v, v);
}

inline void xorwow_init(Xorwow& s, unsigned long long seed, unsigned long long subsequence,
                        unsigned long long offset) {
    uint32_t s0 = static_cast<uint32_t>(seed) ^ 0xaad26b49u;
    uint32_t s1 = static_cast<uint32_t>(seed >> 32) ^ 0xf7dcefddu;
    uint32_t t0 = 1099087573u * s0;
    uint32_t t1 = 2591861531u * s1;
    s.d = 6615241u + t1 + t0;
    s.v[0] = 123456789u + t0;
    s.v[1] = 362436069u ^ t0;
    s.v[2] = 521288629u + t1;
    s.v[3] = 88675123u ^ t1;
    s.v[4] = 5783321u + t0;
    xorwow_skip_v(s.v, subsequence, 67);
    xorwow_skip_v(s.v, offset, 0);
    s.d += static_cast<uint32_t>(offset) * 362437u;
}

// ----------------------------------------------------------------------------------------- Philox
struct Philox { uint32_t ctr[4]; uint32_t key[2]; uint32_t out[4]; unsigned pos; };

inline void philox_block(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4]) {
    uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3], k0 = key[0], k1 = key[1];
    for (int r = 0; r < 10; ++r) {
        if (r) { k0 += 0x9E3779B9u; k1 += 0xBB67AE85u; }
        uint64_t p0 = static_cast<uint64_t>(0xD2511F53u) * c0;
        uint64_t p1 = static_cast<uint64_t>(0xCD9E8D57u) * c2;
        uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c1 ^ k0;
        uint32_t n2 = static_cast<uint32_t>(p0 >> 32) ^ c3 ^ k1;
        c0 = n0; c1 = static_cast<uint32_t>(p1); c2 = n2; c3 = static_cast<uint32_t>(p0);
    }
    out[0] = c0; out[1] = c1; out[2] = c2; out[3] = c3;
}

// 128-bit counter += n (n counts blocks of four outputs), at word `from`
inline void philox_add(uint32_t ctr[4], unsigned long long n, int from) {
    unsigned long long carry = n;
    for (int w = from; w < 4 && carry; ++w) {
        unsigned long long sum = static_cast<unsigned long long>(ctr[w]) + (carry & 0xffffffffull);
        ctr[w] = static_cast<uint32_t>(sum);
        carry = (carry >> 32) + (sum >> 32);
    }
}

inline void philox_init(Philox& s, unsigned long long seed, unsigned long long subsequence,
                        unsigned long long offset) {
    s.key[0] = static_cast<uint32_t>(seed);
    s.key[1] = static_cast<uint32_t>(seed >> 32);
    s.ctr[0] = s.ctr[1] = s.ctr[2] = s.ctr[3] = 0;
    philox_add(s.ctr, subsequence, 2);
    philox_add(s.ctr, offset >> 2, 0);
    s.pos = static_cast<unsigned>(offset & 3ull);
    philox_block(s.ctr, s.key, s.out);
}

inline uint32_t philox_next(Philox& s) {
    uint32_t r = s.out[s.pos++];
    if (s.pos == 4) {
        s.pos = 0;
        philox_add(s.ctr, 1, 0);
        philox_block(s.ctr, s.key, s.out);
    }
    return r;
}

// ---------------------------------------------------------------------------------- distributions
constexpr float INV32 = 2.3283064e-10f;
constexpr float INV32_2PI = 2.3283064e-10f * 6.2831855f;

inline float uniform(uint32_t x) { return static_cast<float>(x) * INV32 + INV32 / 2.0f; }

inline double uniform_double(uint32_t x, uint32_t y) {  // 53 bits: y above x
    unsigned long long z = static_cast<unsigned long long>(x) ^ (static_cast<unsigned long long>(y) << 21);
    return static_cast<double>(z) * 0x1p-53 + 0x1p-54;
}

inline double uniform_double_one(uint32_t x) { return static_cast<double>(x) * 0x1p-32 + 0x1p-32; }

inline void box_muller(uint32_t x, uint32_t y, float& a, float& b) {
    float u = static_cast<float>(x) * INV32 + INV32 / 2.0f;
    float v = static_cast<float>(y) * INV32_2PI + INV32_2PI / 2.0f;
    float s = std::sqrt(-2.0f * std::log(u));
    a = s * std::sin(v);
    b = s * std::cos(v);
}

inline void box_muller_double(uint32_t x0, uint32_t x1, uint32_t y0, uint32_t y1, double& a, double& b) {
    double u = uniform_double(x0, x1);
    unsigned long long zy = static_cast<unsigned long long>(y0) ^ (static_cast<unsigned long long>(y1) << 21);
    double v = (static_cast<double>(zy) * 0x1p-52 + 0x1p-53) * 3.14159265358979323846;
    double s = std::sqrt(-2.0 * std::log(u));
    a = s * std::sin(v);
    b = s * std::cos(v);
}

}  // namespace xlate_cpu_rand
