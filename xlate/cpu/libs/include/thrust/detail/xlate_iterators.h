// xlate cpu backend, Thrust: the iterator library (thrust/iterator/*.h): counting, constant, discard,
// transform, transform_output, permutation, zip and reverse iterators, iterator_traits and use_default.
// Each is a random-access iterator whose reference may be a proxy (discard, transform_output, zip); they
// work in host code and in device code alike.
#pragma once
#include <thrust/__xlate_cpu_thrust.h>

namespace thrust {

struct use_default {};
template <class It> struct iterator_traits : std::iterator_traits<It> {};
template <class It> using iterator_value_t = typename std::iterator_traits<It>::value_type;
template <class It> struct iterator_value { using type = typename std::iterator_traits<It>::value_type; };
template <class It> struct iterator_reference { using type = typename std::iterator_traits<It>::reference; };
template <class It> struct iterator_difference { using type = typename std::iterator_traits<It>::difference_type; };
using random_access_traversal_tag = std::random_access_iterator_tag;
using random_access_device_iterator_tag = std::random_access_iterator_tag;
using random_access_host_iterator_tag = std::random_access_iterator_tag;

namespace detail {
// The operators of a random-access iterator D from its members deref(), advance(n) and pos(): the
// position that distances and comparisons use.
template <class D, class V, class R> class ra_iterator {
public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = V;
    using difference_type = std::ptrdiff_t;
    using reference = R;
    using pointer = void;
    R operator*() const { return self().deref(); }
    R operator[](difference_type n) const { return (self() + n).deref(); }
    D& operator++() { self().advance(1); return self(); }
    D operator++(int) { D t = self(); self().advance(1); return t; }
    D& operator--() { self().advance(-1); return self(); }
    D operator--(int) { D t = self(); self().advance(-1); return t; }
    D& operator+=(difference_type n) { self().advance(n); return self(); }
    D& operator-=(difference_type n) { self().advance(-n); return self(); }
    D operator+(difference_type n) const { D t = self(); t.advance(n); return t; }
    D operator-(difference_type n) const { D t = self(); t.advance(-n); return t; }
    friend D operator+(difference_type n, const D& d) { return d + n; }
    difference_type operator-(const D& o) const { return static_cast<difference_type>(self().pos() - o.pos()); }
    bool operator==(const D& o) const { return self().pos() == o.pos(); }
    bool operator!=(const D& o) const { return !(*this == o); }
    bool operator<(const D& o) const { return (*this - o) < 0; }
    bool operator>(const D& o) const { return (*this - o) > 0; }
    bool operator<=(const D& o) const { return (*this - o) <= 0; }
    bool operator>=(const D& o) const { return (*this - o) >= 0; }
private:
    D& self() { return static_cast<D&>(*this); }
    const D& self() const { return static_cast<const D&>(*this); }
};
template <class A, class B> using or_default = std::conditional_t<std::is_same<A, use_default>::value, B, A>;
}  // namespace detail

template <class T, class System = use_default, class Traversal = use_default, class Difference = use_default>
class counting_iterator : public detail::ra_iterator<counting_iterator<T, System, Traversal, Difference>, T, T> {
public:
    counting_iterator() : v_() {}
    counting_iterator(T v) : v_(v) {}
    T deref() const { return v_; }
    void advance(std::ptrdiff_t n) { v_ = static_cast<T>(v_ + n); }
    T pos() const { return v_; }
    const T& base() const { return v_; }
private:
    T v_;
};
template <class T> counting_iterator<T> make_counting_iterator(T v) { return counting_iterator<T>(v); }

// the same value at every position; the position counts for distances
template <class T, class Incrementable = std::ptrdiff_t, class System = use_default>
class constant_iterator : public detail::ra_iterator<constant_iterator<T, Incrementable, System>, T, T> {
public:
    constant_iterator() : v_(), i_() {}
    constant_iterator(const T& v, Incrementable i = Incrementable()) : v_(v), i_(i) {}
    T deref() const { return v_; }
    void advance(std::ptrdiff_t n) { i_ = static_cast<Incrementable>(i_ + n); }
    std::ptrdiff_t pos() const { return static_cast<std::ptrdiff_t>(i_); }
    Incrementable base() const { return i_; }
    const T& value() const { return v_; }
private:
    T v_;
    Incrementable i_;
};
template <class T> constant_iterator<T> make_constant_iterator(T v) { return constant_iterator<T>(v); }
template <class T, class I> constant_iterator<T, I> make_constant_iterator(T v, I i) { return constant_iterator<T, I>(v, i); }

namespace detail {
struct discard_ref {
    template <class T> const discard_ref& operator=(const T&) const { return *this; }
};
}  // namespace detail
// writes go nowhere
template <class System = use_default>
class discard_iterator : public detail::ra_iterator<discard_iterator<System>, detail::discard_ref, const detail::discard_ref&> {
public:
    discard_iterator(std::ptrdiff_t i = 0) : i_(i) {}
    const detail::discard_ref& deref() const { static const detail::discard_ref r{}; return r; }
    void advance(std::ptrdiff_t n) { i_ += n; }
    std::ptrdiff_t pos() const { return i_; }
private:
    std::ptrdiff_t i_;
};
inline discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0) { return discard_iterator<>(i); }

// f(*it) at every position; default-constructible only where F is (a lambda is not)
template <class F, class It, class Reference = use_default, class Value = use_default>
class transform_iterator
    : public detail::ra_iterator<
          transform_iterator<F, It, Reference, Value>,
          detail::or_default<Value, std::decay_t<std::invoke_result_t<F&, typename std::iterator_traits<It>::reference>>>,
          detail::or_default<Reference, std::invoke_result_t<F&, typename std::iterator_traits<It>::reference>>> {
    using R = detail::or_default<Reference, std::invoke_result_t<F&, typename std::iterator_traits<It>::reference>>;
public:
    transform_iterator() = default;
    transform_iterator(It it, F f) : it_(it), f_(f) {}
    transform_iterator(const transform_iterator& o) : it_(o.it_), f_(o.f_) {}
    transform_iterator& operator=(const transform_iterator& o) {  // (a lambda has no assignment)
        if (this != &o) { it_ = o.it_; f_.~F(); new (&f_) F(o.f_); }
        return *this;
    }
    R deref() const { return f_(*it_); }
    void advance(std::ptrdiff_t n) { it_ += n; }
    const It& pos() const { return it_; }
    const It& base() const { return it_; }
    F functor() const { return f_; }
private:
    It it_;
    mutable F f_;  // (Thrust's is mutable too: a functor whose operator() is not const)
};
template <class It, class F> transform_iterator<F, It> make_transform_iterator(It it, F f) { return transform_iterator<F, It>(it, f); }

namespace detail {
template <class F, class Out> struct transform_output_ref {
    F* f;
    Out out;
    template <class T> const transform_output_ref& operator=(T&& v) const { *out = (*f)(std::forward<T>(v)); return *this; }
};
}  // namespace detail
// writing v at a position writes f(v) to the output
template <class F, class Out>
class transform_output_iterator
    : public detail::ra_iterator<transform_output_iterator<F, Out>, void, detail::transform_output_ref<F, Out>> {
public:
    transform_output_iterator(Out out, F f) : out_(out), f_(f) {}
    transform_output_iterator(const transform_output_iterator& o) : out_(o.out_), f_(o.f_) {}
    transform_output_iterator& operator=(const transform_output_iterator& o) {
        if (this != &o) { out_ = o.out_; f_.~F(); new (&f_) F(o.f_); }
        return *this;
    }
    detail::transform_output_ref<F, Out> deref() const { return {&f_, out_}; }
    void advance(std::ptrdiff_t n) { out_ += n; }
    const Out& pos() const { return out_; }
    const Out& base() const { return out_; }
private:
    Out out_;
    mutable F f_;
};
template <class Out, class F> transform_output_iterator<F, Out> make_transform_output_iterator(Out out, F f) {
    return transform_output_iterator<F, Out>(out, f);
}

// elements[*index] at every position
template <class Elements, class Index>
class permutation_iterator
    : public detail::ra_iterator<permutation_iterator<Elements, Index>, typename std::iterator_traits<Elements>::value_type,
                                 typename std::iterator_traits<Elements>::reference> {
public:
    permutation_iterator() = default;
    permutation_iterator(Elements e, Index i) : e_(e), i_(i) {}
    typename std::iterator_traits<Elements>::reference deref() const { return e_[*i_]; }
    void advance(std::ptrdiff_t n) { i_ += n; }
    const Index& pos() const { return i_; }
    const Index& base() const { return i_; }
private:
    Elements e_{};
    Index i_{};
};
template <class E, class I> permutation_iterator<E, I> make_permutation_iterator(E e, I i) { return permutation_iterator<E, I>(e, i); }

// a tuple of iterators moved together; its reference is a tuple of their references
template <class Tuple> class zip_iterator;
template <class... It>
class zip_iterator<tuple<It...>>
    : public detail::ra_iterator<zip_iterator<tuple<It...>>, tuple<typename std::iterator_traits<It>::value_type...>,
                                 tuple<typename std::iterator_traits<It>::reference...>> {
public:
    zip_iterator() = default;
    zip_iterator(const tuple<It...>& t) : t_(t) {}
    tuple<typename std::iterator_traits<It>::reference...> deref() const { return deref(std::index_sequence_for<It...>()); }
    void advance(std::ptrdiff_t n) { advance(n, std::index_sequence_for<It...>()); }
    // the first iterator gives the position
    const auto& pos() const { return std::get<0>(t_); }
    const tuple<It...>& get_iterator_tuple() const { return t_; }
private:
    template <std::size_t... I> tuple<typename std::iterator_traits<It>::reference...> deref(std::index_sequence<I...>) const {
        return tuple<typename std::iterator_traits<It>::reference...>(*std::get<I>(t_)...);
    }
    template <std::size_t... I> void advance(std::ptrdiff_t n, std::index_sequence<I...>) { ((std::get<I>(t_) += n), ...); }
    tuple<It...> t_;
};
template <class... It> zip_iterator<tuple<It...>> make_zip_iterator(const tuple<It...>& t) { return zip_iterator<tuple<It...>>(t); }
template <class... It> zip_iterator<tuple<It...>> make_zip_iterator(const std::tuple<It...>& t) { return zip_iterator<tuple<It...>>(t); }
template <class I0, class... It, class = std::enable_if_t<!detail::is_policy<I0>>>
zip_iterator<tuple<I0, It...>> make_zip_iterator(I0 i0, It... it) { return zip_iterator<tuple<I0, It...>>(tuple<I0, It...>(i0, it...)); }

template <class It> using reverse_iterator = std::reverse_iterator<It>;
template <class It> std::reverse_iterator<It> make_reverse_iterator(It it) { return std::reverse_iterator<It>(it); }

}  // namespace thrust
