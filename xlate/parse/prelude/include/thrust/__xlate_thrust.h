/* xlate CUDA prelude: Thrust, the commonly used names declared loosely (algorithms take any arguments,
 * containers and iterators accept any use) so that code using Thrust parses with no CUDA installed.
 * Thrust keeps its names with rocThrust: nothing here is renamed. */
#ifndef XLATE_PRELUDE_THRUST_H
#define XLATE_PRELUDE_THRUST_H

#include "../cuda_runtime_api.h"
#include <stddef.h>
#include <tuple>
#include <type_traits>
#include <utility>
/* what CUDA's Thrust headers bring in transitively and code relies on (hypre names std::string and
   std::to_string after including only Thrust): thrust/system_error.h includes <string> and <stdexcept> */
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
/* CUDA's Thrust includes CUB, whose util_type.cuh brings these in */
#include <cfloat>
#include <climits>
#include <limits>
#include <iosfwd>
/* every Thrust header includes thrust/detail/config.h, which brings THRUST_VERSION and its parts */
#include "version.h"

/* Thrust's system selection macros, as CUDA's Thrust defines them (config/device_system.h). */
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA
#endif
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_HOST_SYSTEM_OMP 2
#define THRUST_HOST_SYSTEM_TBB 3
#ifndef THRUST_HOST_SYSTEM
#define THRUST_HOST_SYSTEM THRUST_HOST_SYSTEM_CPP
#endif

namespace thrust {
struct __xlate_any {
    __host__ __device__ __xlate_any();
    template <class T> __host__ __device__ __xlate_any(const T&);
    template <class T> __host__ __device__ operator T() const;
    template <class T> __host__ __device__ __xlate_any& operator=(const T&);
    __host__ __device__ __xlate_any operator*() const;
    __host__ __device__ __xlate_any operator[](long long) const;
    __host__ __device__ __xlate_any& operator++();
    __host__ __device__ __xlate_any operator++(int);
    __host__ __device__ __xlate_any operator-(const __xlate_any&) const;
    __host__ __device__ __xlate_any operator+(long long) const;
    __host__ __device__ __xlate_any operator-(long long) const;
    template <class T> __host__ __device__ __xlate_any operator-(const T&) const;  // it - other iterator
    template <class T> __host__ __device__ __xlate_any operator+(const T&) const;  // it + n of any integer type
    __host__ __device__ __xlate_any get_iterator_tuple() const;  // zip_iterator's
    __host__ __device__ __xlate_any base() const;
    __host__ __device__ __xlate_any* operator->();
};
/* The operators below deduce their __xlate_any operand instead of converting to it: a class that converts to
 * a number (a device_vector's device_reference) takes the built-in operator, which a conversion to
 * __xlate_any would make ambiguous (`v[0] + 0.5f`, `v[0] == x`, `f += v[0]`). */
template <class T, class A> struct __xlate_other_any
    : std::integral_constant<bool, !std::is_base_of<__xlate_any, T>::value && std::is_base_of<__xlate_any, A>::value> {};
template <class T, class A, class = typename std::enable_if<__xlate_other_any<T, A>::value>::type>
__host__ __device__ __xlate_any operator+(const T&, const A&);
template <class T, class A, class = typename std::enable_if<__xlate_other_any<T, A>::value>::type>
__host__ __device__ __xlate_any operator-(const T&, const A&);
/* comparisons of a result with anything, in either order (hypre: `*new_end == value`) */
#define __XLATE_ANY_CMP(OP) \
    template <class A, class T> __host__ __device__ \
    typename std::enable_if<std::is_base_of<__xlate_any, A>::value, bool>::type operator OP(const A&, const T&); \
    template <class T, class A> __host__ __device__ \
    typename std::enable_if<__xlate_other_any<T, A>::value, bool>::type operator OP(const T&, const A&);
__XLATE_ANY_CMP(==) __XLATE_ANY_CMP(!=) __XLATE_ANY_CMP(<) __XLATE_ANY_CMP(>) __XLATE_ANY_CMP(<=)
__XLATE_ANY_CMP(>=)
#undef __XLATE_ANY_CMP
/* printed and accumulated like the number it stands for (dmlc's CHECK_LE(n, m) streams both operands;
 * `size_t total += thrust::reduce(...)`): exact matches, where the conversions to every type are ambiguous */
template <class C, class Tr> std::basic_ostream<C, Tr>& operator<<(std::basic_ostream<C, Tr>&, const __xlate_any&);
#define __XLATE_ANY_COMPOUND(OP) \
    template <class T, class A, \
              class = typename std::enable_if<std::is_arithmetic<T>::value && std::is_base_of<__xlate_any, A>::value>::type> \
    __host__ __device__ T& operator OP(T&, const A&);
__XLATE_ANY_COMPOUND(+=) __XLATE_ANY_COMPOUND(-=) __XLATE_ANY_COMPOUND(*=) __XLATE_ANY_COMPOUND(/=)
#undef __XLATE_ANY_COMPOUND
/* a value of any type in a defined function's body (declared only: it is never called) */
template <class T> __host__ __device__ T __xlate_value();
/* thrust::get<I> of what an algorithm returns (a zip iterator's tuple) */
template <std::size_t I> __host__ __device__ __xlate_any get(const __xlate_any&);
/* the base of every execution policy: functions that take any policy name it as
   `const thrust::detail::execution_policy_base<DerivedPolicy>&` (xgboost's SegmentedUnique) */
struct __xlate_policy;
namespace detail {
template <class DerivedPolicy> struct execution_policy_base {};
}
struct __xlate_policy : detail::execution_policy_base<__xlate_policy> {
    template <class S> __xlate_policy on(S) const;
    template <class Alloc> __xlate_policy operator()(Alloc&&) const;  // par(allocator)
};
/* thrust::iterator_traits: std::iterator_traits where the iterator has them, else the loose answers the
   prelude's iterators give (iterator_traits.h) */
template <class...> struct __xlate_void { typedef void type; };
template <class It, class = void> struct iterator_traits {
    typedef __xlate_any value_type;
    typedef std::ptrdiff_t difference_type;
    typedef __xlate_any pointer;
    typedef __xlate_any reference;
    typedef std::random_access_iterator_tag iterator_category;
};
template <class It>
struct iterator_traits<It, typename __xlate_void<typename std::iterator_traits<It>::value_type>::type>
    : std::iterator_traits<It> {};
template <class It> struct iterator_value { typedef typename iterator_traits<It>::value_type type; };
template <class It> struct iterator_difference { typedef typename iterator_traits<It>::difference_type type; };
template <class It> struct iterator_reference { typedef typename iterator_traits<It>::reference type; };
/* constants, as Thrust's (THRUST_INLINE_CONSTANT): device code names thrust::seq */
static constexpr __xlate_policy device{};
static constexpr __xlate_policy host{};
static constexpr __xlate_policy seq{};
namespace cuda_cub {
static constexpr __xlate_policy par{};
static constexpr __xlate_policy par_nosync{};
}
/* thrust::swap (thrust/swap.h), host and device */
template <class T> __host__ __device__ void swap(T& a, T& b);
namespace cuda {
using cuda_cub::par;
using cuda_cub::par_nosync;
}
namespace system { namespace cuda {
using thrust::cuda_cub::par;
using thrust::cuda_cub::par_nosync;
} }

template <class T> class device_ptr {
public:
    /* a random-access iterator, as Thrust's (std::distance, std::iterator_traits: xgboost's dh::Reduce) */
    typedef T value_type;
    typedef std::ptrdiff_t difference_type;
    typedef device_ptr pointer;
    typedef T& reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ device_ptr();
    template <class U> __host__ __device__ explicit device_ptr(U* p);
    // from a device_ptr whose pointer converts (device_ptr<int> to device_ptr<const int>), as Thrust's
    template <class U> __host__ __device__ device_ptr(const device_ptr<U>& other);
    __host__ __device__ T* get() const;
    __host__ __device__ T& operator*() const;
    __host__ __device__ T& operator[](long long) const;
    __host__ __device__ device_ptr operator+(long long) const;
    __host__ __device__ device_ptr operator-(long long) const;
    __host__ __device__ long long operator-(const device_ptr&) const;
    __host__ __device__ device_ptr& operator++();
};
/* an element of a device_vector, as Thrust's (thrust/device_reference.h): it reads as a T and is assigned from
   one, so `std::isnan(v[3])` picks the float overload and `v[0] = {a, b}` builds the element type (xgboost's
   tests); `&v[0]` is a device_ptr. Host code only, as Thrust's. */
template <class T> class device_reference {
public:
    typedef T value_type;
    typedef device_ptr<T> pointer;
    explicit device_reference(const device_ptr<T>& p);
    template <class U> device_reference(const device_reference<U>& other);  // <T> to <const T>
    operator T() const;
    device_reference& operator=(const T& v);
    device_reference& operator=(const device_reference& other);
    template <class U> device_reference& operator=(const device_reference<U>& other);
    device_ptr<T> operator&() const;
    device_reference& operator++(); T operator++(int);
    device_reference& operator--(); T operator--(int);
    template <class U> device_reference& operator+=(const U&); template <class U> device_reference& operator-=(const U&);
    template <class U> device_reference& operator*=(const U&); template <class U> device_reference& operator/=(const U&);
    template <class U> device_reference& operator%=(const U&); template <class U> device_reference& operator&=(const U&);
    template <class U> device_reference& operator|=(const U&); template <class U> device_reference& operator^=(const U&);
    template <class U> device_reference& operator<<=(const U&); template <class U> device_reference& operator>>=(const U&);
    void swap(device_reference other);
};
template <class T> void swap(device_reference<T> a, device_reference<T> b);
template <class C, class Tr, class T> std::basic_ostream<C, Tr>& operator<<(std::basic_ostream<C, Tr>&, const device_reference<T>&);
template <class T> device_ptr<T> device_pointer_cast(T* p);
template <class T> T* raw_pointer_cast(const device_ptr<T>& p);
template <class T> T* raw_pointer_cast(T* p);
template <class T> device_ptr<T> device_malloc(size_t n);
template <class T> void device_free(device_ptr<T> p);

// the rest of std::vector's interface, which both containers have (host code calls d.back(), reserve ...)
#define __XLATE_THRUST_VECTOR_MEMBERS                                                                           \
    __xlate_any front(); __xlate_any front() const; __xlate_any back(); __xlate_any back() const;               \
    iterator cbegin() const; iterator cend() const;                                                             \
    size_t capacity() const; size_t max_size() const; void reserve(size_t n); void shrink_to_fit(); void pop_back(); \
    template <class V> void swap(V&);                                                                           \
    template <class... A> iterator erase(A&&...);                                                               \
    template <class... A> __xlate_any insert(A&&...);                                                           \
    template <class... A> void assign(A&&...);
template <class T, class Alloc = void> class host_vector {
public:
    typedef T value_type;
    typedef T* iterator;
    typedef const T* const_iterator;
    host_vector();
    explicit host_vector(size_t n);
    host_vector(size_t n, const T& v);
    template <class... A> host_vector(A&&...);
    template <class V> host_vector& operator=(const V&);
    T& operator[](size_t i);
    const T& operator[](size_t i) const;
    T* begin(); T* end(); const T* begin() const; const T* end() const;
    T* data(); const T* data() const;
    size_t size() const;
    void resize(size_t n);
    void resize(size_t n, const T& v);
    void clear();
    void push_back(const T& v);
    bool empty() const;
    __XLATE_THRUST_VECTOR_MEMBERS
};
template <class T, class Alloc = void> class device_vector {
public:
    typedef T value_type;
    typedef device_ptr<T> iterator;
    typedef device_ptr<const T> const_iterator;
    device_vector();
    explicit device_vector(size_t n);
    device_vector(size_t n, const T& v);
    template <class... A> device_vector(A&&...);
    template <class V> device_vector& operator=(const V&);
    typedef device_reference<T> reference;
    typedef device_reference<const T> const_reference;
    device_reference<T> operator[](size_t i);
    device_reference<const T> operator[](size_t i) const;
    device_ptr<T> begin(); device_ptr<T> end(); device_ptr<const T> begin() const; device_ptr<const T> end() const;
    device_ptr<T> data(); device_ptr<const T> data() const;
    size_t size() const;
    void resize(size_t n);
    void resize(size_t n, const T& v);
    void clear();
    void push_back(const T& v);
    bool empty() const;
    __XLATE_THRUST_VECTOR_MEMBERS
};

template <class A, class B> struct pair {
    typedef A first_type;
    typedef B second_type;
    A first;
    B second;
    __host__ __device__ pair();
    __host__ __device__ pair(const A& a, const B& b);
    template <class C, class D> __host__ __device__ pair(const pair<C, D>& p);  // pair<it, it> r = reduce_by_key(...)
};
template <class A, class B> __host__ __device__ pair<A, B> make_pair(A a, B b);

/* Defined, not only declared: an argument of a type with no linkage (a lambda: `thrust::transform(...,
 * [] __device__ (int x) { ... })`) makes a use of a function only declared an error ("used but not defined
 * in this translation unit"); the same holds for every loose declaration below that can take a functor. */
#define __XLATE_THRUST_FN(NAME) \
    template <class... A> __host__ __device__ __xlate_any NAME(A&&...) { return __xlate_any(); }
/* the algorithms that return a pair of iterators (code reads `.first` and `.second`) */
#define __XLATE_THRUST_PAIR_FN(NAME) \
    template <class... A> __host__ __device__ pair<__xlate_any, __xlate_any> NAME(A&&...) { \
        return pair<__xlate_any, __xlate_any>(); \
    }
/* The algorithms that return an iterator into their first range (find, lower_bound, min_element, remove_if,
 * ...) return that range's iterator type, so `it - first`, `*(first + (it - first))` and a call of a function
 * template taking two iterators of one type resolve as with Thrust (xgboost's BinarySearchQuery). The policy,
 * when given, is not a range. lower_bound/upper_bound/binary_search with two ranges (5 or 6 arguments
 * besides the policy) return their output iterator, the fifth. */
template <class T>
struct __xlate_is_policy : std::is_base_of<detail::execution_policy_base<__xlate_policy>, typename std::decay<T>::type> {};
template <class T> struct __xlate_identity { typedef T type; };
template <std::size_t K, class... A> struct __xlate_range_arg { typedef __xlate_any type; };
template <std::size_t K, class A0, class... A> struct __xlate_range_arg<K, A0, A...> {
    typedef typename std::conditional<
        __xlate_is_policy<A0>::value, __xlate_range_arg<K, A...>,
        typename std::conditional<K == 0, __xlate_identity<typename std::decay<A0>::type>,
                                  __xlate_range_arg<K - 1, A...> >::type>::type::type type;
};
template <class... A> struct __xlate_range_argc : std::integral_constant<std::size_t, 0> {};
template <class A0, class... A> struct __xlate_range_argc<A0, A...>
    : std::integral_constant<std::size_t, (__xlate_is_policy<A0>::value ? 0 : 1) + __xlate_range_argc<A...>::value> {};
#define __XLATE_THRUST_IN_RANGE_FN(NAME) \
    template <class... A> __host__ __device__ typename __xlate_range_arg<0, A...>::type NAME(A&&...) { \
        return __xlate_value<typename __xlate_range_arg<0, A...>::type>(); \
    }
#define __XLATE_THRUST_SEARCH_FN(NAME) \
    template <class... A> \
    __host__ __device__ typename __xlate_range_arg<(__xlate_range_argc<A...>::value >= 5 ? 4 : 0), A...>::type \
    NAME(A&&...) { \
        return __xlate_value<typename __xlate_range_arg<(__xlate_range_argc<A...>::value >= 5 ? 4 : 0), A...>::type>(); \
    }
__XLATE_THRUST_SEARCH_FN(lower_bound); __XLATE_THRUST_SEARCH_FN(upper_bound);
__XLATE_THRUST_IN_RANGE_FN(find); __XLATE_THRUST_IN_RANGE_FN(find_if); __XLATE_THRUST_IN_RANGE_FN(find_if_not);
__XLATE_THRUST_IN_RANGE_FN(max_element); __XLATE_THRUST_IN_RANGE_FN(min_element);
__XLATE_THRUST_IN_RANGE_FN(partition_point); __XLATE_THRUST_IN_RANGE_FN(is_sorted_until);
__XLATE_THRUST_IN_RANGE_FN(remove); __XLATE_THRUST_IN_RANGE_FN(remove_if); __XLATE_THRUST_IN_RANGE_FN(unique);
#undef __XLATE_THRUST_IN_RANGE_FN
#undef __XLATE_THRUST_SEARCH_FN
__XLATE_THRUST_FN(sort); __XLATE_THRUST_FN(stable_sort); __XLATE_THRUST_FN(sort_by_key);
__XLATE_THRUST_FN(stable_sort_by_key); __XLATE_THRUST_FN(reduce); __XLATE_THRUST_PAIR_FN(reduce_by_key);
__XLATE_THRUST_FN(inclusive_scan); __XLATE_THRUST_FN(exclusive_scan); __XLATE_THRUST_FN(inclusive_scan_by_key);
__XLATE_THRUST_FN(exclusive_scan_by_key); __XLATE_THRUST_FN(transform); __XLATE_THRUST_FN(transform_reduce);
__XLATE_THRUST_FN(inner_product); __XLATE_THRUST_FN(fill); __XLATE_THRUST_FN(fill_n); __XLATE_THRUST_FN(sequence);
__XLATE_THRUST_FN(copy); __XLATE_THRUST_FN(copy_n); __XLATE_THRUST_FN(copy_if); __XLATE_THRUST_FN(count);
__XLATE_THRUST_FN(count_if);
__XLATE_THRUST_PAIR_FN(minmax_element); __XLATE_THRUST_FN(for_each); __XLATE_THRUST_FN(for_each_n);
__XLATE_THRUST_PAIR_FN(unique_by_key); __XLATE_THRUST_FN(gather); __XLATE_THRUST_FN(scatter);
__XLATE_THRUST_FN(replace); __XLATE_THRUST_FN(reverse); __XLATE_THRUST_FN(equal);
__XLATE_THRUST_FN(binary_search);
__XLATE_THRUST_FN(tabulate); __XLATE_THRUST_FN(all_of); __XLATE_THRUST_FN(any_of); __XLATE_THRUST_FN(none_of);
__XLATE_THRUST_FN(make_zip_iterator);
/* more algorithms and helpers of Thrust's public headers (host and device code use them alike) */
__XLATE_THRUST_FN(merge); __XLATE_THRUST_FN(merge_by_key); __XLATE_THRUST_FN(partition);
__XLATE_THRUST_FN(stable_partition); __XLATE_THRUST_PAIR_FN(partition_copy); __XLATE_THRUST_PAIR_FN(stable_partition_copy);
__XLATE_THRUST_FN(is_partitioned); __XLATE_THRUST_FN(set_union);
__XLATE_THRUST_FN(set_intersection); __XLATE_THRUST_FN(set_difference); __XLATE_THRUST_FN(set_symmetric_difference);
__XLATE_THRUST_PAIR_FN(set_union_by_key); __XLATE_THRUST_PAIR_FN(set_intersection_by_key);
__XLATE_THRUST_PAIR_FN(set_difference_by_key); __XLATE_THRUST_PAIR_FN(set_symmetric_difference_by_key);
__XLATE_THRUST_FN(adjacent_difference);
__XLATE_THRUST_PAIR_FN(mismatch); __XLATE_THRUST_FN(is_sorted);
__XLATE_THRUST_FN(generate); __XLATE_THRUST_FN(generate_n);
__XLATE_THRUST_FN(uninitialized_fill); __XLATE_THRUST_FN(uninitialized_fill_n); __XLATE_THRUST_FN(uninitialized_copy);
__XLATE_THRUST_FN(uninitialized_copy_n); __XLATE_THRUST_FN(remove_copy);
__XLATE_THRUST_FN(remove_copy_if); __XLATE_THRUST_FN(replace_if); __XLATE_THRUST_FN(replace_copy);
__XLATE_THRUST_FN(replace_copy_if); __XLATE_THRUST_FN(reverse_copy); __XLATE_THRUST_FN(swap_ranges);
__XLATE_THRUST_FN(transform_if); __XLATE_THRUST_FN(transform_inclusive_scan); __XLATE_THRUST_FN(transform_exclusive_scan);
__XLATE_THRUST_FN(unique_copy); __XLATE_THRUST_PAIR_FN(unique_by_key_copy); __XLATE_THRUST_FN(unique_count);
__XLATE_THRUST_FN(gather_if); __XLATE_THRUST_FN(scatter_if); __XLATE_THRUST_PAIR_FN(equal_range);
__XLATE_THRUST_FN(distance); __XLATE_THRUST_FN(advance); __XLATE_THRUST_FN(max); __XLATE_THRUST_FN(min);
__XLATE_THRUST_FN(make_discard_iterator);
__XLATE_THRUST_FN(make_transform_output_iterator); __XLATE_THRUST_FN(device_new); __XLATE_THRUST_FN(device_delete);
__XLATE_THRUST_FN(raw_reference_cast);
#undef __XLATE_THRUST_FN
#undef __XLATE_THRUST_PAIR_FN

/* thrust::tuple and its helpers behave like std::tuple's (rocThrust's are its own types; the parse only
 * needs them to resolve and to compose); a tuple is a std::tuple with Thrust's member get<N>()
 * (xgboost: `out.get<2>()`), converting from the std::tuple make_tuple and tie give */
template <class... T> class tuple : public std::tuple<T...> {
public:
    __host__ __device__ tuple();
    __host__ __device__ tuple(const T&... elements);
    template <class... U> __host__ __device__ tuple(const std::tuple<U...>&);
    template <class... U> __host__ __device__ tuple& operator=(const std::tuple<U...>&);
    template <class A, class B> __host__ __device__ tuple& operator=(const pair<A, B>&);  // tie(a, b) = a_pair
    template <std::size_t N> __host__ __device__ typename std::tuple_element<N, std::tuple<T...> >::type& get();
    template <std::size_t N>
    __host__ __device__ const typename std::tuple_element<N, std::tuple<T...> >::type& get() const;
};
}  // namespace thrust
namespace std {
template <class... T> struct tuple_size<thrust::tuple<T...> > : tuple_size<std::tuple<T...> > {};
template <std::size_t I, class... T> struct tuple_element<I, thrust::tuple<T...> >
    : tuple_element<I, std::tuple<T...> > {};
}  // namespace std
namespace thrust {
using std::get;
/* Thrust's make_tuple takes const references, so explicit template arguments take lvalues too
 * (`make_tuple<uint64_t, uint64_t>(!ind, ind)`) */
template <class... T> __host__ __device__ tuple<T...> make_tuple(const T&... elements);
/* thrust::tie gives a thrust::tuple of references, which a thrust::pair assigns to (xgboost's auc.cu) */
template <class... T> __host__ __device__ tuple<T&...> tie(T&... args) { return tuple<T&...>(args...); }
using std::tuple_element;
using std::tuple_size;

/* Thrust class templates code names in declarations (iterators, references, allocators, complex):
 * any template arguments, any constructor arguments, usable like any value */
#define __XLATE_THRUST_TYPE(NAME) \
    template <class... P> class NAME : public __xlate_any { \
    public: \
        __host__ __device__ NAME(); \
        template <class... A> __host__ __device__ NAME(A&&...) {} \
    }
__XLATE_THRUST_TYPE(complex);
#undef __XLATE_THRUST_TYPE
/* the fancy iterators: the same, with the iterator typedefs (std::distance and std::iterator_traits work
 * on them, as on Thrust's) */
#define __XLATE_THRUST_ITERATOR(NAME) \
    template <class... P> class NAME : public __xlate_any { \
    public: \
        typedef __xlate_any value_type; \
        typedef std::ptrdiff_t difference_type; \
        typedef __xlate_any pointer; \
        typedef __xlate_any reference; \
        typedef std::random_access_iterator_tag iterator_category; \
        /* defined: a lambda's type (transform_iterator<lambda, ...>) has no linkage, so a use of a \
           constructor only declared would be an error */ \
        __host__ __device__ NAME() {} \
        template <class... A> __host__ __device__ NAME(A&&...) {} \
    }
__XLATE_THRUST_ITERATOR(zip_iterator);
__XLATE_THRUST_ITERATOR(discard_iterator); __XLATE_THRUST_ITERATOR(transform_output_iterator);
#undef __XLATE_THRUST_ITERATOR
/* the allocators, with the standard allocator interface code derives from and names (xgboost's pool
 * allocator: `typename thrust::device_malloc_allocator<T>::pointer`, `Super::allocate(n)`) */
#define __XLATE_THRUST_ALLOCATOR(NAME) \
    template <class T> class NAME { \
    public: \
        typedef T value_type; \
        typedef device_ptr<T> pointer; \
        typedef device_ptr<const T> const_pointer; \
        typedef device_reference<T> reference; \
        typedef device_reference<const T> const_reference; \
        typedef std::size_t size_type; \
        typedef std::ptrdiff_t difference_type; \
        template <class U> struct rebind { typedef NAME<U> other; }; \
        __host__ __device__ NAME(); \
        template <class U> __host__ __device__ NAME(const NAME<U>&); \
        __host__ pointer allocate(size_type n); \
        __host__ void deallocate(pointer p, size_type n); \
        __host__ __device__ size_type max_size() const; \
    }
__XLATE_THRUST_ALLOCATOR(device_allocator); __XLATE_THRUST_ALLOCATOR(device_malloc_allocator);
#undef __XLATE_THRUST_ALLOCATOR
template <class T, class Alloc = void> using universal_vector = host_vector<T, Alloc>;

#define __XLATE_THRUST_BINOP(NAME, R) \
    template <class T = void> struct NAME { __host__ __device__ R operator()(const T& a, const T& b) const; };
__XLATE_THRUST_BINOP(plus, T) __XLATE_THRUST_BINOP(minus, T) __XLATE_THRUST_BINOP(multiplies, T)
__XLATE_THRUST_BINOP(divides, T) __XLATE_THRUST_BINOP(modulus, T) __XLATE_THRUST_BINOP(maximum, T)
__XLATE_THRUST_BINOP(minimum, T) __XLATE_THRUST_BINOP(less, bool) __XLATE_THRUST_BINOP(greater, bool)
__XLATE_THRUST_BINOP(less_equal, bool) __XLATE_THRUST_BINOP(greater_equal, bool)
__XLATE_THRUST_BINOP(equal_to, bool) __XLATE_THRUST_BINOP(not_equal_to, bool)
__XLATE_THRUST_BINOP(logical_and, bool) __XLATE_THRUST_BINOP(logical_or, bool)
__XLATE_THRUST_BINOP(bit_and, T) __XLATE_THRUST_BINOP(bit_or, T) __XLATE_THRUST_BINOP(bit_xor, T)
#undef __XLATE_THRUST_BINOP
template <class T = void> struct logical_not { __host__ __device__ bool operator()(const T& a) const; };
template <class A = void, class B = void> struct project1st { template <class X, class Y> __host__ __device__ X operator()(const X& a, const Y&) const; };
template <class A = void, class B = void> struct project2nd { template <class X, class Y> __host__ __device__ Y operator()(const X&, const Y& b) const; };
namespace random {
#define __XLATE_THRUST_ENGINE(NAME) \
    class NAME { \
    public: \
        __host__ __device__ NAME(); \
        __host__ __device__ explicit NAME(unsigned int seed); \
        __host__ __device__ void seed(unsigned int s = 1u); \
        __host__ __device__ void discard(unsigned long long z); \
        __host__ __device__ unsigned int operator()(); \
    }
__XLATE_THRUST_ENGINE(default_random_engine); __XLATE_THRUST_ENGINE(minstd_rand); __XLATE_THRUST_ENGINE(minstd_rand0);
__XLATE_THRUST_ENGINE(taus88); __XLATE_THRUST_ENGINE(ranlux24); __XLATE_THRUST_ENGINE(ranlux48);
#undef __XLATE_THRUST_ENGINE
#define __XLATE_THRUST_DIST(NAME, D) \
    template <class T = D> class NAME { \
    public: \
        __host__ __device__ NAME(); \
        __host__ __device__ NAME(T a, T b); \
        template <class E> __host__ __device__ T operator()(E& engine); \
        __host__ __device__ void reset(); \
    }
__XLATE_THRUST_DIST(uniform_real_distribution, double); __XLATE_THRUST_DIST(uniform_int_distribution, int);
__XLATE_THRUST_DIST(normal_distribution, double);
#undef __XLATE_THRUST_DIST
}  // namespace random
using random::default_random_engine; using random::minstd_rand; using random::minstd_rand0;
using random::taus88; using random::ranlux24; using random::ranlux48;
using random::uniform_real_distribution; using random::uniform_int_distribution; using random::normal_distribution;
template <class T = void> struct negate { __host__ __device__ T operator()(const T& a) const; };
/* the adaptable function bases (deprecated in CCCL 2, still in CUDA 12's Thrust and in rocThrust) */
template <class Argument, class Result> struct unary_function {
    typedef Argument argument_type;
    typedef Result result_type;
};
template <class Argument1, class Argument2, class Result> struct binary_function {
    typedef Argument1 first_argument_type;
    typedef Argument2 second_argument_type;
    typedef Result result_type;
};
/* placeholder expressions (`thrust::placeholders::_1 * 2 + _2`): any operator composes, the result is
 * callable with any arguments */
struct __xlate_expr {
    template <class... A> __host__ __device__ __xlate_any operator()(A&&...) const { return __xlate_any(); }
    template <class T> __host__ __device__ __xlate_expr operator=(const T&) const;
    __host__ __device__ __xlate_expr operator-() const;
    __host__ __device__ __xlate_expr operator!() const;
};
#define __XLATE_THRUST_EXPR_OP(OP) \
    template <class T> __host__ __device__ __xlate_expr operator OP(const __xlate_expr&, const T&); \
    template <class T, class = typename std::enable_if<!std::is_same<T, __xlate_expr>::value>::type> \
    __host__ __device__ __xlate_expr operator OP(const T&, const __xlate_expr&);
__XLATE_THRUST_EXPR_OP(+) __XLATE_THRUST_EXPR_OP(-) __XLATE_THRUST_EXPR_OP(*) __XLATE_THRUST_EXPR_OP(/)
__XLATE_THRUST_EXPR_OP(%) __XLATE_THRUST_EXPR_OP(==) __XLATE_THRUST_EXPR_OP(!=) __XLATE_THRUST_EXPR_OP(<)
__XLATE_THRUST_EXPR_OP(>) __XLATE_THRUST_EXPR_OP(<=) __XLATE_THRUST_EXPR_OP(>=) __XLATE_THRUST_EXPR_OP(&&)
__XLATE_THRUST_EXPR_OP(||) __XLATE_THRUST_EXPR_OP(&) __XLATE_THRUST_EXPR_OP(|) __XLATE_THRUST_EXPR_OP(^)
#undef __XLATE_THRUST_EXPR_OP
namespace placeholders {
extern const __xlate_expr _1, _2, _3, _4, _5, _6, _7, _8, _9, _10;
}
/* the negators (deprecated in CCCL 2, still in CUDA 12's Thrust and in rocThrust) */
template <class F> __host__ __device__ __xlate_expr not1(const F&);
template <class F> __host__ __device__ __xlate_expr not2(const F&);
template <class T = void> struct identity { __host__ __device__ const T& operator()(const T& a) const; };
/* the iterator adaptors whose element type code reads (std::iterator_traits<It>::value_type: xgboost's
 * SumReduction over a permutation_iterator): random-access arithmetic that keeps the type, dereferenced to REF.
 * Defined: an adapted function is often a lambda, whose type has no linkage. */
#define __XLATE_THRUST_ADAPTOR_BODY(NAME, REF, VALUE) \
public: \
    typedef REF reference; \
    typedef VALUE value_type; \
    typedef std::ptrdiff_t difference_type; \
    typedef value_type* pointer; \
    typedef std::random_access_iterator_tag iterator_category; \
    __host__ __device__ NAME() {} \
    template <class... A> __host__ __device__ NAME(A&&...) {} \
    __host__ __device__ reference operator*() const { return __xlate_value<reference>(); } \
    __host__ __device__ reference operator[](difference_type) const { return __xlate_value<reference>(); } \
    __host__ __device__ NAME operator+(difference_type) const { return *this; } \
    __host__ __device__ NAME operator-(difference_type) const { return *this; } \
    __host__ __device__ difference_type operator-(const NAME&) const { return 0; } \
    __host__ __device__ NAME& operator+=(difference_type) { return *this; } \
    __host__ __device__ NAME& operator-=(difference_type) { return *this; } \
    __host__ __device__ NAME& operator++() { return *this; } \
    __host__ __device__ NAME operator++(int) { return *this; } \
    __host__ __device__ NAME& operator--() { return *this; } \
    __host__ __device__ bool operator==(const NAME&) const { return true; } \
    __host__ __device__ bool operator!=(const NAME&) const { return false; } \
    __host__ __device__ bool operator<(const NAME&) const { return false; }
/* transform_iterator<F, It, Reference, Value>: dereferenced, the function's result (or Reference where given:
 * xgboost's MakeTransformIterator<ReturnT>), so code reads its members */
struct __xlate_use_default {};
template <class F, class It, class Ref = __xlate_use_default, class Val = __xlate_use_default>
class transform_iterator {
    typedef decltype(std::declval<F&>()(*std::declval<It&>())) __result;
    typedef typename std::conditional<std::is_same<Ref, __xlate_use_default>::value, __result, Ref>::type __ref;
    typedef typename std::conditional<std::is_same<Val, __xlate_use_default>::value,
                                      typename std::decay<__ref>::type, Val>::type __val;
    __XLATE_THRUST_ADAPTOR_BODY(transform_iterator, __ref, __val)
    __host__ __device__ It base() const { return __xlate_value<It>(); }
    __host__ __device__ F functor() const { return __xlate_value<F>(); }
};
template <class It, class F>
__host__ __device__ transform_iterator<F, It> make_transform_iterator(It it, F f) { return transform_iterator<F, It>(it, f); }
template <class ElementIt, class IndexIt> class permutation_iterator {
    __XLATE_THRUST_ADAPTOR_BODY(permutation_iterator, decltype(*std::declval<ElementIt&>()),
                                typename std::decay<decltype(*std::declval<ElementIt&>())>::type)
};
template <class It> class reverse_iterator {
    __XLATE_THRUST_ADAPTOR_BODY(reverse_iterator, decltype(*std::declval<It&>()),
                                typename std::decay<decltype(*std::declval<It&>())>::type)
};
#undef __XLATE_THRUST_ADAPTOR_BODY
template <class ElementIt, class IndexIt>
__host__ __device__ permutation_iterator<ElementIt, IndexIt> make_permutation_iterator(ElementIt e, IndexIt i) {
    return permutation_iterator<ElementIt, IndexIt>(e, i);
}
template <class It> __host__ __device__ reverse_iterator<It> make_reverse_iterator(It it) {
    return reverse_iterator<It>(it);
}
template <class T> class constant_iterator;
template <class T> __host__ __device__ constant_iterator<T> make_constant_iterator(T v);
template <class T> class counting_iterator;
template <class T> __host__ __device__ counting_iterator<T> make_counting_iterator(T v);
template <class T> class counting_iterator {
public:
    typedef T value_type;
    typedef std::ptrdiff_t difference_type;
    typedef const T* pointer;
    typedef T reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ counting_iterator(T v);
    __host__ __device__ difference_type operator-(const counting_iterator&) const;
    __host__ __device__ T operator[](difference_type) const;
    __host__ __device__ counting_iterator& operator++();
    __host__ __device__ bool operator==(const counting_iterator&) const;
    __host__ __device__ bool operator!=(const counting_iterator&) const;
    __host__ __device__ T operator*() const;
    __host__ __device__ counting_iterator operator+(long long) const;
};
template <class T> class constant_iterator {
public:
    typedef T value_type;
    typedef std::ptrdiff_t difference_type;
    typedef const T* pointer;
    typedef T reference;
    typedef std::random_access_iterator_tag iterator_category;
    __host__ __device__ constant_iterator(T v);
    __host__ __device__ difference_type operator-(const constant_iterator&) const;
    __host__ __device__ T operator*() const;
    __host__ __device__ T operator[](difference_type) const;
    __host__ __device__ constant_iterator operator+(long long) const;
    __host__ __device__ constant_iterator& operator++();
    __host__ __device__ bool operator==(const constant_iterator&) const;
    __host__ __device__ bool operator!=(const constant_iterator&) const;
};
}  // namespace thrust

#endif
