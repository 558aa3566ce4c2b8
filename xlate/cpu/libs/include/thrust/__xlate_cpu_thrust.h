// xlate cpu backend: Thrust (rocThrust keeps the thrust:: names) as host implementations, since the
// cpu backend's device memory is host memory. This file: execution policies, device_ptr, the
// functional objects, unary_function/binary_function, the placeholder expressions, tuple and pair, and
// the core algorithms (sort/sort_by_key, reduce, reduce_by_key, inclusive/exclusive scan, transform,
// transform_reduce, inner_product, fill, sequence, copy, count, min/max_element, for_each, unique,
// unique_by_key, lower_bound/upper_bound/binary_search (both forms), transform_inclusive/exclusive_scan,
// swap/swap_ranges). detail/xlate_vectors.h: device_vector/host_vector and the allocators;
// detail/xlate_iterators.h: the iterator library; detail/xlate_algorithms.h: the other algorithms;
// random.h: the engines and distributions.
// Every algorithm called from the host waits for the device (hipDeviceSynchronize) first, since kernels
// may have written its input, and so do a device_vector's element access from the host (operator[],
// front, back), resize and release. Called inside a kernel (thrust::seq in device code) an algorithm
// does not wait. Other Thrust features are not supported on the cpu backend (a use does not compile).
#pragma once
#include <hip/hip_runtime.h>
#include <thrust/version.h>  // (Thrust's headers all give its version macros)
#include <algorithm>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <new>
#include <iterator>
#include <numeric>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

// rocThrust's system selection macros: the device system is HIP.
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_DEVICE_SYSTEM_HIP 5
#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_HIP
#endif

// The runtime's current GPU thread (xlate_cpu/abi.h): null outside kernels.
extern "C" {
extern __thread struct __xlate_thread* __xlate_cur;
}

namespace thrust {

namespace detail {
struct policy_base {};
template <class D> struct execution_policy_base : policy_base {};
template <class P> constexpr bool is_policy = std::is_base_of<policy_base, std::decay_t<P>>::value;
// The device's queued work is waited for from the host only: inside a kernel (the runtime's current GPU
// thread is set) the kernel itself is that work.
inline void wait() {
    if (!__xlate_cur) (void)hipDeviceSynchronize();
}
}  // namespace detail
template <class D> struct execution_policy : detail::execution_policy_base<D> {};

struct device_policy : execution_policy<device_policy> {
    hipStream_t stream = nullptr;
    device_policy on(hipStream_t s) const { device_policy p; p.stream = s; return p; }
    // par(allocator): the cpu backend allocates its temporaries itself; the allocator is not used.
    template <class Alloc> device_policy operator()(Alloc&&) const { return *this; }
};
struct host_policy : execution_policy<host_policy> {};
inline constexpr device_policy device{};
inline constexpr host_policy host{};
inline constexpr host_policy seq{};
// Every algorithm waits for the device first (detail::wait), so the _nosync and _det forms are the same.
namespace hip_rocprim {
inline constexpr device_policy par{};
inline constexpr device_policy par_nosync{};
inline constexpr device_policy par_det{};
inline constexpr device_policy par_det_nosync{};
}  // namespace hip_rocprim
namespace hip {
using hip_rocprim::par;
using hip_rocprim::par_det;
using hip_rocprim::par_det_nosync;
using hip_rocprim::par_nosync;
}  // namespace hip
namespace system { namespace hip {
using thrust::hip_rocprim::par;
using thrust::hip_rocprim::par_nosync;
} }  // namespace system::hip
namespace cuda {
inline constexpr device_policy par{};
inline constexpr device_policy par_nosync{};
}  // namespace cuda
namespace system { namespace cuda {
using thrust::cuda::par;
using thrust::cuda::par_nosync;
} }  // namespace system::cuda

// A pointer to device memory (Thrust's device_ptr; its reference is a plain reference here, since the
// device's memory is the host's). device_ptr<void> holds a pointer and converts.
template <class T> class device_ptr {
public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = std::remove_cv_t<T>;
    using difference_type = std::ptrdiff_t;
    using pointer = T*;
    using reference = std::add_lvalue_reference_t<T>;
    using element_type = T;
    device_ptr() : p_(nullptr) {}
    explicit device_ptr(T* p) : p_(p) {}
    template <class U, class = std::enable_if_t<std::is_convertible<U*, T*>::value>>
    device_ptr(const device_ptr<U>& o) : p_(o.get()) {}
    device_ptr(std::nullptr_t) : p_(nullptr) {}
    T* get() const { return p_; }
    reference operator*() const { return *p_; }
    T* operator->() const { return p_; }
    reference operator[](difference_type i) const { return p_[i]; }
    explicit operator bool() const { return p_ != nullptr; }
    device_ptr& operator++() { ++p_; return *this; }
    device_ptr operator++(int) { device_ptr t = *this; ++p_; return t; }
    device_ptr& operator--() { --p_; return *this; }
    device_ptr operator--(int) { device_ptr t = *this; --p_; return t; }
    device_ptr& operator+=(difference_type n) { p_ += n; return *this; }
    device_ptr& operator-=(difference_type n) { p_ -= n; return *this; }
    device_ptr operator+(difference_type n) const { return device_ptr(p_ + n); }
    device_ptr operator-(difference_type n) const { return device_ptr(p_ - n); }
    difference_type operator-(const device_ptr& o) const { return p_ - o.p_; }
    bool operator==(const device_ptr& o) const { return p_ == o.p_; }
    bool operator!=(const device_ptr& o) const { return p_ != o.p_; }
    bool operator<(const device_ptr& o) const { return p_ < o.p_; }
    bool operator>(const device_ptr& o) const { return p_ > o.p_; }
    bool operator<=(const device_ptr& o) const { return p_ <= o.p_; }
    bool operator>=(const device_ptr& o) const { return p_ >= o.p_; }
    friend device_ptr operator+(difference_type n, const device_ptr& p) { return p + n; }
    friend bool operator==(const device_ptr& p, std::nullptr_t) { return p.p_ == nullptr; }
    friend bool operator!=(const device_ptr& p, std::nullptr_t) { return p.p_ != nullptr; }
private:
    T* p_;
};
template <class T> device_ptr<T> device_pointer_cast(T* p) { return device_ptr<T>(p); }
template <class T> device_ptr<T> device_pointer_cast(device_ptr<T> p) { return p; }
template <class T> T* raw_pointer_cast(T* p) { return p; }
template <class T> T* raw_pointer_cast(const device_ptr<T>& p) { return p.get(); }
// device memory of the runtime (hipMalloc: pointer attributes say device); std::bad_alloc when there is none,
// as Thrust throws
template <class T> device_ptr<T> device_malloc(size_t n) {
    void* p = nullptr;
    if (hipMalloc(&p, n * sizeof(T)) != hipSuccess) throw std::bad_alloc();
    return device_ptr<T>(static_cast<T*>(p));
}
inline device_ptr<void> device_malloc(size_t bytes) { return device_ptr<void>(device_malloc<char>(bytes).get()); }
template <class T> void device_free(device_ptr<T> p) { (void)hipFree(p.get()); }

}  // namespace thrust
#include <thrust/detail/xlate_vectors.h>
namespace thrust {

template <class T = void> struct plus { __host__ __device__ T operator()(const T& a, const T& b) const { return a + b; } };
template <class T = void> struct minus { __host__ __device__ T operator()(const T& a, const T& b) const { return a - b; } };
template <class T = void> struct multiplies { __host__ __device__ T operator()(const T& a, const T& b) const { return a * b; } };
template <class T = void> struct divides { __host__ __device__ T operator()(const T& a, const T& b) const { return a / b; } };
template <class T = void> struct maximum { __host__ __device__ T operator()(const T& a, const T& b) const { return a < b ? b : a; } };
template <class T = void> struct minimum { __host__ __device__ T operator()(const T& a, const T& b) const { return b < a ? b : a; } };
template <class T = void> struct negate { __host__ __device__ T operator()(const T& a) const { return -a; } };
template <class T = void> struct identity { __host__ __device__ const T& operator()(const T& a) const { return a; } };
template <class T = void> struct less { __host__ __device__ bool operator()(const T& a, const T& b) const { return a < b; } };
template <class T = void> struct greater { __host__ __device__ bool operator()(const T& a, const T& b) const { return b < a; } };
template <class T = void> struct equal_to { __host__ __device__ bool operator()(const T& a, const T& b) const { return a == b; } };

// The adaptable function bases (deprecated in CCCL 2, still in CUDA 12's Thrust and in rocThrust).
template <class Argument, class Result> struct unary_function {
    typedef Argument argument_type;
    typedef Result result_type;
};
template <class Argument1, class Argument2, class Result> struct binary_function {
    typedef Argument1 first_argument_type;
    typedef Argument2 second_argument_type;
    typedef Result result_type;
};

// Placeholder expressions (thrust::placeholders::_1 ... _10): `_1 * 2 + _2` is a function object of
// the algorithm's arguments; `_1 = v` assigns to the first.
namespace detail {
template <class F> struct expr {
    F f;
    template <class... A> auto operator()(A&&... a) const -> decltype(f(a...)) { return f(a...); }
    template <class T> auto operator=(const T& v) const;
};
template <class T> struct is_expr : std::false_type {};
template <class F> struct is_expr<expr<F>> : std::true_type {};
template <int I> struct arg {
    template <class... A> decltype(auto) operator()(A&&... a) const { return std::get<I>(std::forward_as_tuple(a...)); }
};
template <class T> struct value {
    T v;
    template <class... A> const T& operator()(A&&...) const { return v; }
};
template <class F> const expr<F>& as_expr(const expr<F>& e) { return e; }
template <class T> expr<value<T>> as_expr(const T& v) { return expr<value<T>>{value<T>{v}}; }
template <class Op, class L, class R> struct binary {
    L l;
    R r;
    template <class... A> decltype(auto) operator()(A&&... a) const { return Op()(l(a...), r(a...)); }
};
template <class Op, class X> struct unary {
    X x;
    template <class... A> decltype(auto) operator()(A&&... a) const { return Op()(x(a...)); }
};
struct assign {
    template <class L, class R> L& operator()(L& l, const R& r) const { return l = r; }
};
template <class F> template <class T> auto expr<F>::operator=(const T& v) const {
    auto rhs = as_expr(v);
    return expr<binary<assign, expr<F>, decltype(rhs)>>{{*this, rhs}};
}
template <class L, class R> using either_expr =
    typename std::enable_if<is_expr<L>::value || is_expr<R>::value, int>::type;
// (found by argument-dependent lookup: the expressions are types of this namespace)
#define XLATE_THRUST_EXPR_OP(OP, FN)                                                                 \
    template <class L, class R, either_expr<L, R> = 0> auto operator OP(const L& l, const R& r) { \
        auto a = as_expr(l);                                                                 \
        auto b = as_expr(r);                                                                 \
        return expr<binary<FN, decltype(a), decltype(b)>>{{a, b}};                   \
    }
XLATE_THRUST_EXPR_OP(+, std::plus<>) XLATE_THRUST_EXPR_OP(-, std::minus<>) XLATE_THRUST_EXPR_OP(*, std::multiplies<>)
XLATE_THRUST_EXPR_OP(/, std::divides<>) XLATE_THRUST_EXPR_OP(%, std::modulus<>) XLATE_THRUST_EXPR_OP(==, std::equal_to<>)
XLATE_THRUST_EXPR_OP(!=, std::not_equal_to<>) XLATE_THRUST_EXPR_OP(<, std::less<>) XLATE_THRUST_EXPR_OP(>, std::greater<>)
XLATE_THRUST_EXPR_OP(<=, std::less_equal<>) XLATE_THRUST_EXPR_OP(>=, std::greater_equal<>)
XLATE_THRUST_EXPR_OP(&&, std::logical_and<>) XLATE_THRUST_EXPR_OP(||, std::logical_or<>)
XLATE_THRUST_EXPR_OP(&, std::bit_and<>) XLATE_THRUST_EXPR_OP(|, std::bit_or<>) XLATE_THRUST_EXPR_OP(^, std::bit_xor<>)
#undef XLATE_THRUST_EXPR_OP
template <class F> auto operator-(const expr<F>& x) {
    return expr<unary<std::negate<>, expr<F>>>{{x}};
}
template <class F> auto operator!(const expr<F>& x) {
    return expr<unary<std::logical_not<>, expr<F>>>{{x}};
}
}  // namespace detail
namespace placeholders {
inline constexpr detail::expr<detail::arg<0>> _1{}; inline constexpr detail::expr<detail::arg<1>> _2{};
inline constexpr detail::expr<detail::arg<2>> _3{}; inline constexpr detail::expr<detail::arg<3>> _4{};
inline constexpr detail::expr<detail::arg<4>> _5{}; inline constexpr detail::expr<detail::arg<5>> _6{};
inline constexpr detail::expr<detail::arg<6>> _7{}; inline constexpr detail::expr<detail::arg<7>> _8{};
inline constexpr detail::expr<detail::arg<8>> _9{}; inline constexpr detail::expr<detail::arg<9>> _10{};
}  // namespace placeholders


namespace detail {
template <class It> using value_of = typename std::iterator_traits<It>::value_type;
}

// Each algorithm: the plain form and the form with an execution policy first.
#define XLATE_THRUST_POLICY_FORM(NAME)                                                                   \
    template <class P, class... A, class = std::enable_if_t<detail::is_policy<P>>>                      \
    auto NAME(const P&, A&&... a) -> decltype(thrust::NAME(std::forward<A>(a)...)) { return thrust::NAME(std::forward<A>(a)...); }

template <class It> void sort(It f, It l) { detail::wait(); std::sort(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>> void sort(It f, It l, C c) { detail::wait(); std::sort(f, l, c); }
template <class It> void stable_sort(It f, It l) { detail::wait(); std::stable_sort(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>> void stable_sort(It f, It l, C c) { detail::wait(); std::stable_sort(f, l, c); }
template <class K, class V, class C = thrust::less<detail::value_of<K>>, class = std::enable_if_t<!detail::is_policy<K>>>
void sort_by_key(K kf, K kl, V vf, C c = C()) {
    detail::wait();
    const auto n = kl - kf;
    std::vector<std::ptrdiff_t> idx(static_cast<size_t>(n));
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), [&](std::ptrdiff_t a, std::ptrdiff_t b) { return c(kf[a], kf[b]); });
    std::vector<detail::value_of<K>> ks(idx.size());
    std::vector<detail::value_of<V>> vs(idx.size());
    for (size_t i = 0; i < idx.size(); ++i) { ks[i] = kf[idx[i]]; vs[i] = vf[idx[i]]; }
    for (size_t i = 0; i < idx.size(); ++i) { kf[i] = ks[i]; vf[i] = vs[i]; }
}
template <class K, class V, class C = thrust::less<detail::value_of<K>>, class = std::enable_if_t<!detail::is_policy<K>>>
void stable_sort_by_key(K kf, K kl, V vf, C c = C()) { sort_by_key(kf, kl, vf, c); }

template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
detail::value_of<It> reduce(It f, It l) { detail::wait(); detail::value_of<It> s{}; for (; f != l; ++f) s = s + *f; return s; }
template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
T reduce(It f, It l, T init) { detail::wait(); for (; f != l; ++f) init = init + *f; return init; }
template <class It, class T, class Op, class = std::enable_if_t<!detail::is_policy<It>>>
T reduce(It f, It l, T init, Op op) { detail::wait(); for (; f != l; ++f) init = op(init, *f); return init; }

// thrust::tuple (thrust/tuple.h): std::tuple with Thrust's member get<N>(); thrust::get, make_tuple and tie;
// std::get, tuple_size and structured bindings work on it as on std::tuple
template <class... T> class tuple : public std::tuple<T...> {
public:
    using std::tuple<T...>::tuple;
    tuple() = default;
    tuple(const std::tuple<T...>& t) : std::tuple<T...>(t) {}
    template <class U> tuple& operator=(U&& u) { std::tuple<T...>::operator=(std::forward<U>(u)); return *this; }
    template <std::size_t N> auto& get() { return std::get<N>(*this); }
    template <std::size_t N> const auto& get() const { return std::get<N>(*this); }
};
using std::get;
// (by const reference, as Thrust declares it: `make_tuple<uint64_t, uint64_t>(!b, b)` converts its arguments)
template <class... A> tuple<std::decay_t<A>...> make_tuple(const A&... a) { return tuple<std::decay_t<A>...>(a...); }
template <class... A> tuple<A&...> tie(A&... a) { return tuple<A&...>(a...); }
template <class T> struct tuple_size : std::tuple_size<T> {};
template <std::size_t N, class T> struct tuple_element : std::tuple_element<N, T> {};

// thrust::pair: std::pair's members (first, second) and make_pair
template <class A, class B> using pair = std::pair<A, B>;
template <class A, class B> std::pair<std::decay_t<A>, std::decay_t<B>> make_pair(A&& a, B&& b) {
    return std::make_pair(std::forward<A>(a), std::forward<B>(b));
}
// each run of consecutive keys equal under `eq`: its first key and the reduction of its values under
// `op` (left to right); returns the ends of both outputs
template <class KIt, class VIt, class KOut, class VOut, class Eq = thrust::equal_to<detail::value_of<KIt>>,
          class Op = thrust::plus<detail::value_of<VIt>>, class = std::enable_if_t<!detail::is_policy<KIt>>>
pair<KOut, VOut> reduce_by_key(KIt kf, KIt kl, VIt vf, KOut ko, VOut vo, Eq eq = Eq(), Op op = Op()) {
    detail::wait();
    while (kf != kl) {
        auto key = *kf;
        detail::value_of<VIt> acc = *vf;
        ++kf; ++vf;
        for (; kf != kl && eq(key, *kf); ++kf, ++vf) acc = op(acc, *vf);
        *ko = key; ++ko;
        *vo = acc; ++vo;
    }
    return pair<KOut, VOut>(ko, vo);
}

template <class It, class Out, class Op = thrust::plus<detail::value_of<It>>, class = std::enable_if_t<!detail::is_policy<It>>>
Out inclusive_scan(It f, It l, Out o, Op op = Op()) {
    detail::wait();
    if (f == l) return o;
    detail::value_of<It> acc = *f;
    *o = acc; ++o; ++f;
    for (; f != l; ++f, ++o) { acc = op(acc, *f); *o = acc; }
    return o;
}
template <class It, class Out, class = std::enable_if_t<!detail::is_policy<It>>>
Out exclusive_scan(It f, It l, Out o) {
    detail::wait();
    detail::value_of<It> acc{};
    for (; f != l; ++f, ++o) { auto x = *f; *o = acc; acc = acc + x; }
    return o;
}
template <class It, class Out, class T, class Op = thrust::plus<T>, class = std::enable_if_t<!detail::is_policy<It>>>
Out exclusive_scan(It f, It l, Out o, T init, Op op = Op()) {
    detail::wait();
    T acc = init;
    for (; f != l; ++f, ++o) { auto x = *f; *o = acc; acc = op(acc, x); }
    return o;
}

template <class It, class Out, class F, class = std::enable_if_t<!detail::is_policy<It>>>
Out transform(It f, It l, Out o, F fn) { detail::wait(); for (; f != l; ++f, ++o) *o = fn(*f); return o; }
template <class It, class It2, class Out, class F, class = std::enable_if_t<!detail::is_policy<It>>>
Out transform(It f, It l, It2 f2, Out o, F fn) { detail::wait(); for (; f != l; ++f, ++f2, ++o) *o = fn(*f, *f2); return o; }
template <class It, class U, class T, class B, class = std::enable_if_t<!detail::is_policy<It>>>
T transform_reduce(It f, It l, U u, T init, B b) { detail::wait(); for (; f != l; ++f) init = b(init, u(*f)); return init; }
template <class It, class It2, class T, class = std::enable_if_t<!detail::is_policy<It>>>
T inner_product(It f, It l, It2 f2, T init) { detail::wait(); for (; f != l; ++f, ++f2) init = init + *f * *f2; return init; }
template <class It, class It2, class T, class B1, class B2, class = std::enable_if_t<!detail::is_policy<It>>>
T inner_product(It f, It l, It2 f2, T init, B1 b1, B2 b2) { detail::wait(); for (; f != l; ++f, ++f2) init = b1(init, b2(*f, *f2)); return init; }

template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
void fill(It f, It l, const T& v) { detail::wait(); for (; f != l; ++f) *f = v; }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
void sequence(It f, It l) { detail::wait(); detail::value_of<It> v{}; for (; f != l; ++f, v = v + 1) *f = v; }
template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
void sequence(It f, It l, T init, T step = T(1)) { detail::wait(); for (; f != l; ++f, init = init + step) *f = init; }
template <class It, class Out, class = std::enable_if_t<!detail::is_policy<It>>>
Out copy(It f, It l, Out o) { detail::wait(); for (; f != l; ++f, ++o) *o = *f; return o; }
template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
std::ptrdiff_t count(It f, It l, const T& v) { detail::wait(); std::ptrdiff_t n = 0; for (; f != l; ++f) n += (*f == v); return n; }
template <class It, class P, class = std::enable_if_t<!detail::is_policy<It>>>
std::ptrdiff_t count_if(It f, It l, P p) { detail::wait(); std::ptrdiff_t n = 0; for (; f != l; ++f) n += p(*f) ? 1 : 0; return n; }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
It max_element(It f, It l) { detail::wait(); return std::max_element(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>>
It max_element(It f, It l, C c) { detail::wait(); return std::max_element(f, l, c); }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
It min_element(It f, It l) { detail::wait(); return std::min_element(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>>
It min_element(It f, It l, C c) { detail::wait(); return std::min_element(f, l, c); }
template <class It, class F, class = std::enable_if_t<!detail::is_policy<It>>>
void for_each(It f, It l, F fn) { detail::wait(); for (; f != l; ++f) fn(*f); }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
It unique(It f, It l) { detail::wait(); return std::unique(f, l); }
template <class It, class Eq, class = std::enable_if_t<!detail::is_policy<It>>>
It unique(It f, It l, Eq eq) { detail::wait(); return std::unique(f, l, eq); }
// each run of consecutive keys equal under `eq` keeps its first key and the value beside that key; returns
// the new ends of both ranges (Thrust's unique_by_key)
template <class KIt, class VIt, class Eq = thrust::equal_to<detail::value_of<KIt>>,
          class = std::enable_if_t<!detail::is_policy<KIt>>>
pair<KIt, VIt> unique_by_key(KIt kf, KIt kl, VIt vf, Eq eq = Eq()) {
    detail::wait();
    KIt ko = kf;
    VIt vo = vf;
    while (kf != kl) {
        auto key = *kf;
        auto value = *vf;
        for (++kf, ++vf; kf != kl && eq(key, *kf); ++kf, ++vf) {
        }
        *ko = key; ++ko;
        *vo = value; ++vo;
    }
    return pair<KIt, VIt>(ko, vo);
}

// binary search over a sorted range (thrust/binary_search.h): the forms with one value return an iterator
// (binary_search: whether the value is there); the vectorized forms write one result per value of
// [vf, vl) to `o` and return the end of the output
namespace detail {
struct less_any {
    template <class A, class B> bool operator()(const A& a, const B& b) const { return a < b; }
};
}  // namespace detail
template <class It, class T, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
It lower_bound(It f, It l, const T& v, C c = C()) { detail::wait(); return std::lower_bound(f, l, v, c); }
template <class It, class T, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
It upper_bound(It f, It l, const T& v, C c = C()) { detail::wait(); return std::upper_bound(f, l, v, c); }
template <class It, class T, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
bool binary_search(It f, It l, const T& v, C c = C()) { detail::wait(); return std::binary_search(f, l, v, c); }
template <class It, class VIt, class Out, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
Out lower_bound(It f, It l, VIt vf, VIt vl, Out o, C c = C()) {
    detail::wait();
    for (; vf != vl; ++vf, ++o) *o = std::lower_bound(f, l, *vf, c) - f;
    return o;
}
template <class It, class VIt, class Out, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
Out upper_bound(It f, It l, VIt vf, VIt vl, Out o, C c = C()) {
    detail::wait();
    for (; vf != vl; ++vf, ++o) *o = std::upper_bound(f, l, *vf, c) - f;
    return o;
}
template <class It, class VIt, class Out, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It>>>
Out binary_search(It f, It l, VIt vf, VIt vl, Out o, C c = C()) {
    detail::wait();
    for (; vf != vl; ++vf, ++o) *o = std::binary_search(f, l, *vf, c);
    return o;
}

// scans of transformed elements (thrust/transform_scan.h)
template <class It, class Out, class U, class B, class = std::enable_if_t<!detail::is_policy<It>>>
Out transform_inclusive_scan(It f, It l, Out o, U u, B b) {
    detail::wait();
    if (f == l) return o;
    auto acc = u(*f);
    *o = acc; ++o; ++f;
    for (; f != l; ++f, ++o) { acc = b(acc, u(*f)); *o = acc; }
    return o;
}
template <class It, class Out, class U, class T, class B, class = std::enable_if_t<!detail::is_policy<It>>>
Out transform_exclusive_scan(It f, It l, Out o, U u, T init, B b) {
    detail::wait();
    T acc = init;
    for (; f != l; ++f, ++o) { auto x = u(*f); *o = acc; acc = b(acc, x); }
    return o;
}

// thrust::swap and swap_ranges (thrust/swap.h)
template <class T> void swap(T& a, T& b) { T t = std::move(a); a = std::move(b); b = std::move(t); }
template <class It, class It2, class = std::enable_if_t<!detail::is_policy<It>>>
It2 swap_ranges(It f, It l, It2 f2) { detail::wait(); for (; f != l; ++f, ++f2) { auto t = *f; *f = *f2; *f2 = t; } return f2; }

XLATE_THRUST_POLICY_FORM(lower_bound)
XLATE_THRUST_POLICY_FORM(upper_bound)
XLATE_THRUST_POLICY_FORM(binary_search)
XLATE_THRUST_POLICY_FORM(transform_inclusive_scan)
XLATE_THRUST_POLICY_FORM(transform_exclusive_scan)
XLATE_THRUST_POLICY_FORM(swap_ranges)
XLATE_THRUST_POLICY_FORM(sort)
XLATE_THRUST_POLICY_FORM(stable_sort)
XLATE_THRUST_POLICY_FORM(sort_by_key)
XLATE_THRUST_POLICY_FORM(stable_sort_by_key)
XLATE_THRUST_POLICY_FORM(reduce)
XLATE_THRUST_POLICY_FORM(reduce_by_key)
XLATE_THRUST_POLICY_FORM(inclusive_scan)
XLATE_THRUST_POLICY_FORM(exclusive_scan)
XLATE_THRUST_POLICY_FORM(transform)
XLATE_THRUST_POLICY_FORM(transform_reduce)
XLATE_THRUST_POLICY_FORM(inner_product)
XLATE_THRUST_POLICY_FORM(fill)
XLATE_THRUST_POLICY_FORM(sequence)
XLATE_THRUST_POLICY_FORM(copy)
XLATE_THRUST_POLICY_FORM(count)
XLATE_THRUST_POLICY_FORM(count_if)
XLATE_THRUST_POLICY_FORM(max_element)
XLATE_THRUST_POLICY_FORM(min_element)
XLATE_THRUST_POLICY_FORM(for_each)
XLATE_THRUST_POLICY_FORM(unique)
XLATE_THRUST_POLICY_FORM(unique_by_key)
// (detail/xlate_algorithms.h uses XLATE_THRUST_POLICY_FORM too and undefines it)

}  // namespace thrust

// a thrust::tuple is a tuple to std::tuple_size and std::tuple_element (structured bindings)
namespace std {
template <class... T> struct tuple_size<thrust::tuple<T...>> : tuple_size<tuple<T...>> {};
template <size_t N, class... T> struct tuple_element<N, thrust::tuple<T...>> : tuple_element<N, tuple<T...>> {};
}  // namespace std

#include <thrust/detail/xlate_iterators.h>
#include <thrust/detail/xlate_algorithms.h>
