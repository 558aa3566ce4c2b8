/* xlate CUDA prelude: Thrust, the commonly used names declared loosely (algorithms take any arguments,
 * containers and iterators accept any use) so that code using Thrust parses with no CUDA installed.
 * Thrust keeps its names with rocThrust: nothing here is renamed. */
#ifndef XLATE_PRELUDE_THRUST_H
#define XLATE_PRELUDE_THRUST_H

#include "../cuda_runtime_api.h"
#include <stddef.h>

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
    __host__ __device__ __xlate_any* operator->();
};
struct __xlate_policy {
    template <class S> __xlate_policy on(S) const;
    template <class Alloc> __xlate_policy operator()(Alloc&&) const;  // par(allocator)
};
extern const __xlate_policy device;
extern const __xlate_policy host;
extern const __xlate_policy seq;
namespace cuda_cub {
extern const __xlate_policy par;
extern const __xlate_policy par_nosync;
}
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
    __host__ __device__ device_ptr();
    template <class U> __host__ __device__ explicit device_ptr(U* p);
    __host__ __device__ T* get() const;
    __host__ __device__ T& operator*() const;
    __host__ __device__ T& operator[](long long) const;
    __host__ __device__ device_ptr operator+(long long) const;
    __host__ __device__ device_ptr operator-(long long) const;
    __host__ __device__ long long operator-(const device_ptr&) const;
    __host__ __device__ device_ptr& operator++();
};
template <class T> device_ptr<T> device_pointer_cast(T* p);
template <class T> T* raw_pointer_cast(const device_ptr<T>& p);
template <class T> T* raw_pointer_cast(T* p);
template <class T> device_ptr<T> device_malloc(size_t n);
template <class T> void device_free(device_ptr<T> p);

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
    __xlate_any operator[](size_t i);
    __xlate_any operator[](size_t i) const;
    device_ptr<T> begin(); device_ptr<T> end(); device_ptr<const T> begin() const; device_ptr<const T> end() const;
    device_ptr<T> data(); device_ptr<const T> data() const;
    size_t size() const;
    void resize(size_t n);
    void resize(size_t n, const T& v);
    void clear();
    void push_back(const T& v);
    bool empty() const;
};

#define __XLATE_THRUST_FN(NAME) template <class... A> __host__ __device__ __xlate_any NAME(A&&...)
__XLATE_THRUST_FN(sort); __XLATE_THRUST_FN(stable_sort); __XLATE_THRUST_FN(sort_by_key);
__XLATE_THRUST_FN(stable_sort_by_key); __XLATE_THRUST_FN(reduce); __XLATE_THRUST_FN(reduce_by_key);
__XLATE_THRUST_FN(inclusive_scan); __XLATE_THRUST_FN(exclusive_scan); __XLATE_THRUST_FN(inclusive_scan_by_key);
__XLATE_THRUST_FN(exclusive_scan_by_key); __XLATE_THRUST_FN(transform); __XLATE_THRUST_FN(transform_reduce);
__XLATE_THRUST_FN(inner_product); __XLATE_THRUST_FN(fill); __XLATE_THRUST_FN(fill_n); __XLATE_THRUST_FN(sequence);
__XLATE_THRUST_FN(copy); __XLATE_THRUST_FN(copy_n); __XLATE_THRUST_FN(copy_if); __XLATE_THRUST_FN(count);
__XLATE_THRUST_FN(count_if); __XLATE_THRUST_FN(max_element); __XLATE_THRUST_FN(min_element);
__XLATE_THRUST_FN(minmax_element); __XLATE_THRUST_FN(for_each); __XLATE_THRUST_FN(for_each_n);
__XLATE_THRUST_FN(unique); __XLATE_THRUST_FN(unique_by_key); __XLATE_THRUST_FN(gather); __XLATE_THRUST_FN(scatter);
__XLATE_THRUST_FN(remove_if); __XLATE_THRUST_FN(replace); __XLATE_THRUST_FN(reverse); __XLATE_THRUST_FN(equal);
__XLATE_THRUST_FN(lower_bound); __XLATE_THRUST_FN(upper_bound); __XLATE_THRUST_FN(binary_search);
__XLATE_THRUST_FN(tabulate); __XLATE_THRUST_FN(all_of); __XLATE_THRUST_FN(any_of); __XLATE_THRUST_FN(none_of);
__XLATE_THRUST_FN(make_counting_iterator); __XLATE_THRUST_FN(make_constant_iterator);
__XLATE_THRUST_FN(make_transform_iterator); __XLATE_THRUST_FN(make_zip_iterator); __XLATE_THRUST_FN(make_tuple);
__XLATE_THRUST_FN(make_permutation_iterator);
#undef __XLATE_THRUST_FN

#define __XLATE_THRUST_BINOP(NAME, R) \
    template <class T = void> struct NAME { __host__ __device__ R operator()(const T& a, const T& b) const; };
__XLATE_THRUST_BINOP(plus, T) __XLATE_THRUST_BINOP(minus, T) __XLATE_THRUST_BINOP(multiplies, T)
__XLATE_THRUST_BINOP(divides, T) __XLATE_THRUST_BINOP(modulus, T) __XLATE_THRUST_BINOP(maximum, T)
__XLATE_THRUST_BINOP(minimum, T) __XLATE_THRUST_BINOP(less, bool) __XLATE_THRUST_BINOP(greater, bool)
__XLATE_THRUST_BINOP(less_equal, bool) __XLATE_THRUST_BINOP(greater_equal, bool)
__XLATE_THRUST_BINOP(equal_to, bool) __XLATE_THRUST_BINOP(not_equal_to, bool)
__XLATE_THRUST_BINOP(logical_and, bool) __XLATE_THRUST_BINOP(logical_or, bool)
#undef __XLATE_THRUST_BINOP
template <class T = void> struct negate { __host__ __device__ T operator()(const T& a) const; };
template <class T = void> struct identity { __host__ __device__ const T& operator()(const T& a) const; };
template <class T> class counting_iterator {
public:
    __host__ __device__ counting_iterator(T v);
    __host__ __device__ T operator*() const;
    __host__ __device__ counting_iterator operator+(long long) const;
};
template <class T> class constant_iterator {
public:
    __host__ __device__ constant_iterator(T v);
    __host__ __device__ T operator*() const;
    __host__ __device__ constant_iterator operator+(long long) const;
};
template <class A, class B> struct pair { A first; B second; };
template <class A, class B> __host__ __device__ pair<A, B> make_pair(A a, B b);
}  // namespace thrust

#endif
