// xlate cpu backend, Thrust: the allocators, device_vector and host_vector (included by
// __xlate_cpu_thrust.h after device_ptr).
//
// device_vector<T, Alloc> keeps its elements in memory of its allocator: device_malloc_allocator (the
// default, hipMalloc) or a project's own allocator with allocate(n)/deallocate(p, n) returning device_ptr
// or T* (xgboost derives its logging and caching allocators from device_malloc_allocator). Its iterators
// are device_ptr<T>, data() is a device_ptr as in Thrust; the elements are constructed and copied by the
// host, which waits for the device first where a kernel may still use them (element access, copies,
// resize, release).
#pragma once

namespace thrust {

template <class T> struct device_malloc_allocator {
    using value_type = T;
    using pointer = device_ptr<T>;
    using const_pointer = device_ptr<const T>;
    using reference = T&;
    using const_reference = const T&;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    template <class U> struct rebind { using other = device_malloc_allocator<U>; };
    device_malloc_allocator() = default;
    template <class U> device_malloc_allocator(const device_malloc_allocator<U>&) {}
    pointer allocate(size_type n) { return device_malloc<T>(n); }
    void deallocate(pointer p, size_type) { (void)hipFree(p.get()); }
    size_type max_size() const { return static_cast<size_type>(-1) / sizeof(T); }
    bool operator==(const device_malloc_allocator&) const { return true; }
    bool operator!=(const device_malloc_allocator&) const { return false; }
};
template <class T> struct device_allocator : device_malloc_allocator<T> {
    template <class U> struct rebind { using other = device_allocator<U>; };
    device_allocator() = default;
    template <class U> device_allocator(const device_allocator<U>&) {}
};

template <class T, class Alloc = std::allocator<T>> class host_vector : public std::vector<T, Alloc> {
public:
    using std::vector<T, Alloc>::vector;
    host_vector() = default;
    template <class It, class = std::enable_if_t<!std::is_integral<It>::value>>
    host_vector(It first, It last) : std::vector<T, Alloc>() { detail::wait(); for (; first != last; ++first) this->push_back(*first); }
    template <class V, class = decltype(std::declval<const V&>().begin())>
    host_vector(const V& o) : std::vector<T, Alloc>() { detail::wait(); this->assign(o.begin(), o.end()); }
    host_vector(const host_vector&) = default;
    host_vector(host_vector&&) = default;
    host_vector& operator=(const host_vector&) = default;
    host_vector& operator=(host_vector&&) = default;
    template <class V, class = decltype(std::declval<const V&>().begin())>
    host_vector& operator=(const V& o) { detail::wait(); this->assign(o.begin(), o.end()); return *this; }
};

template <class T, class Alloc = device_allocator<T>> class device_vector {
public:
    using value_type = T;
    using allocator_type = Alloc;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using pointer = device_ptr<T>;
    using const_pointer = device_ptr<const T>;
    using reference = T&;
    using const_reference = const T&;
    using iterator = device_ptr<T>;
    using const_iterator = device_ptr<const T>;
    using reverse_iterator = std::reverse_iterator<iterator>;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    device_vector() = default;
    explicit device_vector(const Alloc& a) : a_(a) {}
    explicit device_vector(size_type n, const Alloc& a = Alloc()) : a_(a) { append_fill(n, T()); }
    device_vector(size_type n, const T& v, const Alloc& a = Alloc()) : a_(a) { append_fill(n, v); }
    template <class It, class = std::enable_if_t<!std::is_integral<It>::value>>
    device_vector(It first, It last, const Alloc& a = Alloc()) : a_(a) { assign(first, last); }
    device_vector(std::initializer_list<T> il, const Alloc& a = Alloc()) : a_(a) { assign(il.begin(), il.end()); }
    device_vector(const device_vector& o) : a_(o.a_) { assign(o.begin(), o.end()); }
    device_vector(const device_vector& o, const Alloc& a) : a_(a) { assign(o.begin(), o.end()); }
    device_vector(device_vector&& o) noexcept : a_(o.a_) { swap_storage(o); }
    template <class V, class = decltype(std::declval<const V&>().begin()),
              class = std::enable_if_t<!std::is_same<std::decay_t<V>, device_vector>::value>>
    device_vector(const V& o) { assign(o.begin(), o.end()); }
    ~device_vector() { release(); }

    device_vector& operator=(const device_vector& o) {
        if (this != &o) assign(o.begin(), o.end());
        return *this;
    }
    device_vector& operator=(device_vector&& o) noexcept {
        if (this != &o) {
            release();
            swap_storage(o);
        }
        return *this;
    }
    template <class V, class = decltype(std::declval<const V&>().begin()),
              class = std::enable_if_t<!std::is_same<std::decay_t<V>, device_vector>::value>>
    device_vector& operator=(const V& o) { assign(o.begin(), o.end()); return *this; }
    device_vector& operator=(std::initializer_list<T> il) { assign(il.begin(), il.end()); return *this; }

    size_type size() const { return n_; }
    bool empty() const { return n_ == 0; }
    size_type capacity() const { return cap_; }
    size_type max_size() const { return static_cast<size_type>(-1) / sizeof(T); }
    allocator_type get_allocator() const { return a_; }

    pointer data() { return pointer(p_); }
    const_pointer data() const { return const_pointer(p_); }
    iterator begin() { return iterator(p_); }
    iterator end() { return iterator(p_ + n_); }
    const_iterator begin() const { return const_iterator(p_); }
    const_iterator end() const { return const_iterator(p_ + n_); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    const_reverse_iterator crbegin() const { return rbegin(); }
    const_reverse_iterator crend() const { return rend(); }

    // An element read or written from the host is device memory that a queued kernel may still be using:
    // wait first, as Thrust's element copy does (cudaMemcpy after the work already on the device).
    reference operator[](size_type i) { detail::wait(); return p_[i]; }
    const_reference operator[](size_type i) const { detail::wait(); return p_[i]; }
    reference front() { return (*this)[0]; }
    const_reference front() const { return (*this)[0]; }
    reference back() { return (*this)[n_ - 1]; }
    const_reference back() const { return (*this)[n_ - 1]; }

    void reserve(size_type n) {
        if (n > cap_) reallocate(n);
    }
    void shrink_to_fit() {
        if (cap_ > n_) reallocate(n_);
    }
    void resize(size_type n) { resize(n, T()); }
    void resize(size_type n, const T& v) {
        detail::wait();
        if (n < n_) {
            std::destroy(p_ + n, p_ + n_);
            n_ = n;
        } else {
            append_fill(n - n_, v);
        }
    }
    void clear() { resize(0); }
    void push_back(const T& v) { append_fill(1, v); }
    void pop_back() { resize(n_ - 1); }
    void swap(device_vector& o) noexcept {
        std::swap(a_, o.a_);
        swap_storage(o);
    }

    void assign(size_type n, const T& v) {
        clear();
        append_fill(n, v);
    }
    template <class It, class = std::enable_if_t<!std::is_integral<It>::value>>
    void assign(It first, It last) {
        detail::wait();
        std::vector<T> items;  // the source may overlap this vector's storage
        for (; first != last; ++first) items.push_back(static_cast<T>(*first));
        clear();
        reserve(items.size());
        std::uninitialized_copy(items.begin(), items.end(), p_);
        n_ = items.size();
    }

    iterator insert(const_iterator pos, const T& v) { return insert(pos, size_type(1), v); }
    iterator insert(const_iterator pos, size_type n, const T& v) {
        std::vector<T> items(n, v);
        return insert(pos, items.begin(), items.end());
    }
    template <class It, class = std::enable_if_t<!std::is_integral<It>::value>>
    iterator insert(const_iterator pos, It first, It last) {
        detail::wait();
        const size_type at = static_cast<size_type>(pos.get() - p_);
        std::vector<T> all(p_, p_ + n_);
        std::vector<T> items;
        for (; first != last; ++first) items.push_back(static_cast<T>(*first));
        all.insert(all.begin() + static_cast<difference_type>(at), items.begin(), items.end());
        assign(all.begin(), all.end());
        return iterator(p_ + at);
    }
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last) {
        detail::wait();
        const size_type at = static_cast<size_type>(first.get() - p_);
        const size_type k = static_cast<size_type>(last - first);
        std::move(p_ + at + k, p_ + n_, p_ + at);
        std::destroy(p_ + n_ - k, p_ + n_);
        n_ -= k;
        return iterator(p_ + at);
    }

private:
    using alloc_pointer = decltype(std::declval<Alloc&>().allocate(size_type(1)));

    void swap_storage(device_vector& o) noexcept {
        std::swap(p_, o.p_);
        std::swap(n_, o.n_);
        std::swap(cap_, o.cap_);
    }
    void reallocate(size_type cap) {
        detail::wait();
        T* q = cap ? raw_pointer_cast(a_.allocate(cap)) : nullptr;
        if (n_) std::uninitialized_move(p_, p_ + n_, q);
        const size_type n = n_;
        release();
        p_ = q;
        n_ = n;
        cap_ = cap;
    }
    void append_fill(size_type k, const T& v) {
        if (k == 0) return;
        detail::wait();
        if (n_ + k > cap_) reallocate(std::max(n_ + k, cap_ + cap_ / 2));
        std::uninitialized_fill(p_ + n_, p_ + n_ + k, v);
        n_ += k;
    }
    void release() {
        if (!p_) return;
        detail::wait();
        std::destroy(p_, p_ + n_);
        a_.deallocate(alloc_pointer(p_), cap_);  // (device_ptr<T> or T*)
        p_ = nullptr;
        n_ = cap_ = 0;
    }

    Alloc a_{};
    T* p_ = nullptr;
    size_type n_ = 0;
    size_type cap_ = 0;
};

template <class T, class A, class V, class = decltype(std::declval<const V&>().begin())>
bool operator==(const device_vector<T, A>& a, const V& b) {
    detail::wait();
    return a.size() == static_cast<std::size_t>(b.end() - b.begin()) && std::equal(a.begin(), a.end(), b.begin());
}
template <class T, class A, class V, class = decltype(std::declval<const V&>().begin())>
bool operator!=(const device_vector<T, A>& a, const V& b) { return !(a == b); }
template <class T, class A> void swap(device_vector<T, A>& a, device_vector<T, A>& b) noexcept { a.swap(b); }

}  // namespace thrust
