// xlate cpu backend, Thrust: thrust/random.h: linear_congruential_engine (minstd_rand, minstd_rand0,
// default_random_engine), uniform_int_distribution and uniform_real_distribution, computing the values
// Thrust's own definitions compute: x' = (a x + c) mod m, seeded as Thrust seeds (s mod m, 1 where both c
// and s are 0 mod m); a uniform real maps (urng() - min) / (max - min + 1) onto [a, b); a uniform integer
// is the uniform double on [a, b + 1) truncated. Engines and distributions work in device code too.
#pragma once
#include <thrust/__xlate_cpu_thrust.h>
#include <cstdint>
#include <limits>

namespace thrust {
namespace random {

template <class UIntType, UIntType a, UIntType c, UIntType m> class linear_congruential_engine {
public:
    using result_type = UIntType;
    static const result_type multiplier = a;
    static const result_type increment = c;
    static const result_type modulus = m;
    static const result_type min = c == 0u ? 1u : 0u;
    static const result_type max = m - 1u;
    static const result_type default_seed = 1u;
    __host__ __device__ explicit linear_congruential_engine(result_type s = default_seed) { seed(s); }
    __host__ __device__ void seed(result_type s = default_seed) {
        x_ = (step(c, 1, 0) == 0 && step(s, 1, 0) == 0) ? step(1, 1, 0) : step(s, 1, 0);
    }
    __host__ __device__ result_type operator()() { return x_ = step(x_, a, c); }
    __host__ __device__ void discard(unsigned long long z) {
        for (; z; --z) x_ = step(x_, a, c);
    }
    __host__ __device__ bool operator==(const linear_congruential_engine& o) const { return x_ == o.x_; }
    __host__ __device__ bool operator!=(const linear_congruential_engine& o) const { return x_ != o.x_; }
private:
    // (mul * x + add) mod m, exactly (m == 0: modulo 2^bits of UIntType)
    __host__ __device__ static result_type step(result_type x, result_type mul, result_type add) {
        const unsigned __int128 v = static_cast<unsigned __int128>(mul) * x + add;
        return m == 0 ? static_cast<result_type>(v) : static_cast<result_type>(v % m);
    }
    result_type x_;
};

using minstd_rand0 = linear_congruential_engine<std::uint32_t, 16807, 0, 2147483647>;
using minstd_rand = linear_congruential_engine<std::uint32_t, 48271, 0, 2147483647>;
using default_random_engine = minstd_rand;

namespace detail {
// a uniform distribution's interval [a, b] (or [a, b)) and its accessors
template <class T> class uniform_interval {
public:
    using result_type = T;
    using param_type = pair<T, T>;
    __host__ __device__ result_type a() const { return p_.first; }
    __host__ __device__ result_type b() const { return p_.second; }
    __host__ __device__ param_type param() const { return p_; }
    __host__ __device__ void param(const param_type& p) { p_ = p; }
    __host__ __device__ result_type min() const { return p_.first; }
    __host__ __device__ result_type max() const { return p_.second; }
    __host__ __device__ void reset() {}
protected:
    __host__ __device__ explicit uniform_interval(const param_type& p) : p_(p) {}
    param_type p_;
};
}  // namespace detail

template <class RealType = double> class uniform_real_distribution : public detail::uniform_interval<RealType> {
    using base = detail::uniform_interval<RealType>;
public:
    using typename base::param_type;
    using typename base::result_type;
    __host__ __device__ explicit uniform_real_distribution(RealType a = 0, RealType b = 1) : base(param_type(a, b)) {}
    __host__ __device__ explicit uniform_real_distribution(const param_type& p) : base(p) {}
    template <class URNG> __host__ __device__ result_type operator()(URNG& urng) { return (*this)(urng, this->p_); }
    template <class URNG> __host__ __device__ result_type operator()(URNG& urng, const param_type& p) {
        result_type r = static_cast<result_type>(urng() - URNG::min);
        r /= result_type(1) + static_cast<result_type>(URNG::max - URNG::min);
        return r * (p.second - p.first) + p.first;
    }
};

template <class IntType = int> class uniform_int_distribution : public detail::uniform_interval<IntType> {
    using base = detail::uniform_interval<IntType>;
public:
    using typename base::param_type;
    using typename base::result_type;
    __host__ __device__ explicit uniform_int_distribution(IntType a = 0, IntType b = std::numeric_limits<IntType>::max())
        : base(param_type(a, b)) {}
    __host__ __device__ explicit uniform_int_distribution(const param_type& p) : base(p) {}
    template <class URNG> __host__ __device__ result_type operator()(URNG& urng) { return (*this)(urng, this->p_); }
    template <class URNG> __host__ __device__ result_type operator()(URNG& urng, const param_type& p) {
        uniform_real_distribution<double> real(static_cast<double>(p.first), static_cast<double>(p.second) + 1.0);
        return static_cast<result_type>(real(urng));
    }
};

}  // namespace random
using random::default_random_engine;
using random::minstd_rand;
using random::minstd_rand0;
using random::uniform_int_distribution;
using random::uniform_real_distribution;
}  // namespace thrust
