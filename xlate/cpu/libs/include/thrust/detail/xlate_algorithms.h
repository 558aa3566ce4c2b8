// xlate cpu backend, Thrust: the algorithms beyond __xlate_cpu_thrust.h's core ones: copy_if, copy_n,
// remove/remove_if/remove_copy_if, any_of/all_of/none_of, equal, mismatch, is_sorted(_until), find/find_if/
// find_if_not, gather(_if), scatter(_if), replace/replace_if/replace_copy_if, generate, tabulate, fill_n,
// reverse, adjacent_difference, partition/stable_partition, inclusive/exclusive_scan_by_key,
// unique_copy, unique_by_key_copy, merge, merge_by_key, for_each_n, min/max. Each has the plain form
// and the form with an execution policy first; from the host each waits for the device first.
#pragma once
#include <thrust/__xlate_cpu_thrust.h>

namespace thrust {

template <class T> __host__ __device__ const T& min(const T& a, const T& b) { return b < a ? b : a; }
template <class T, class C> __host__ __device__ const T& min(const T& a, const T& b, C c) { return c(b, a) ? b : a; }
template <class T> __host__ __device__ const T& max(const T& a, const T& b) { return a < b ? b : a; }
template <class T, class C> __host__ __device__ const T& max(const T& a, const T& b, C c) { return c(a, b) ? b : a; }

template <class It> typename std::iterator_traits<It>::difference_type distance(It f, It l) { return std::distance(f, l); }
template <class It, class D> void advance(It& it, D n) { std::advance(it, n); }

template <class It, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
Out copy_if(It f, It l, Out o, Pred p) {
    detail::wait();
    for (; f != l; ++f)
        if (p(*f)) { *o = *f; ++o; }
    return o;
}
template <class It, class St, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
Out copy_if(It f, It l, St s, Out o, Pred p) {
    detail::wait();
    for (; f != l; ++f, ++s)
        if (p(*s)) { *o = *f; ++o; }
    return o;
}
template <class It, class N, class Out, class = std::enable_if_t<!detail::is_policy<It>>>
Out copy_n(It f, N n, Out o) {
    detail::wait();
    for (N i = 0; i < n; ++i, ++f, ++o) *o = *f;
    return o;
}
template <class It, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
Out remove_copy_if(It f, It l, Out o, Pred p) {
    detail::wait();
    for (; f != l; ++f)
        if (!p(*f)) { *o = *f; ++o; }
    return o;
}
template <class It, class St, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
Out remove_copy_if(It f, It l, St s, Out o, Pred p) {
    detail::wait();
    for (; f != l; ++f, ++s)
        if (!p(*s)) { *o = *f; ++o; }
    return o;
}
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It remove_if(It f, It l, Pred p) { detail::wait(); return std::remove_if(f, l, p); }
template <class It, class St, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It remove_if(It f, It l, St s, Pred p) {
    detail::wait();
    It o = f;
    for (; f != l; ++f, ++s)
        if (!p(*s)) { *o = *f; ++o; }
    return o;
}
template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
It remove(It f, It l, const T& v) { detail::wait(); return std::remove(f, l, v); }

template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
bool any_of(It f, It l, Pred p) { detail::wait(); return std::any_of(f, l, p); }
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
bool all_of(It f, It l, Pred p) { detail::wait(); return std::all_of(f, l, p); }
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
bool none_of(It f, It l, Pred p) { detail::wait(); return std::none_of(f, l, p); }
template <class It, class It2, class = std::enable_if_t<!detail::is_policy<It>>>
bool equal(It f, It l, It2 f2) {
    detail::wait();
    for (; f != l; ++f, ++f2)
        if (!(*f == *f2)) return false;
    return true;
}
template <class It, class It2, class Eq, class = std::enable_if_t<!detail::is_policy<It>>>
bool equal(It f, It l, It2 f2, Eq eq) {
    detail::wait();
    for (; f != l; ++f, ++f2)
        if (!eq(*f, *f2)) return false;
    return true;
}
template <class It, class It2, class = std::enable_if_t<!detail::is_policy<It>>>
pair<It, It2> mismatch(It f, It l, It2 f2) {
    detail::wait();
    for (; f != l && *f == *f2; ++f, ++f2) {
    }
    return pair<It, It2>(f, f2);
}
template <class It, class It2, class Eq, class = std::enable_if_t<!detail::is_policy<It>>>
pair<It, It2> mismatch(It f, It l, It2 f2, Eq eq) {
    detail::wait();
    for (; f != l && eq(*f, *f2); ++f, ++f2) {
    }
    return pair<It, It2>(f, f2);
}
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
It is_sorted_until(It f, It l) { detail::wait(); return std::is_sorted_until(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>>
It is_sorted_until(It f, It l, C c) { detail::wait(); return std::is_sorted_until(f, l, c); }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
bool is_sorted(It f, It l) { detail::wait(); return std::is_sorted(f, l); }
template <class It, class C, class = std::enable_if_t<!detail::is_policy<It>>>
bool is_sorted(It f, It l, C c) { detail::wait(); return std::is_sorted(f, l, c); }
template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
It find(It f, It l, const T& v) { detail::wait(); for (; f != l && !(*f == v); ++f) {} return f; }
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It find_if(It f, It l, Pred p) { detail::wait(); for (; f != l && !p(*f); ++f) {} return f; }
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It find_if_not(It f, It l, Pred p) { detail::wait(); for (; f != l && p(*f); ++f) {} return f; }

// gather: out[i] = input[map[i]]; scatter: out[map[i]] = input[i]
template <class MIt, class In, class Out, class = std::enable_if_t<!detail::is_policy<MIt>>>
Out gather(MIt mf, MIt ml, In in, Out o) {
    detail::wait();
    for (; mf != ml; ++mf, ++o) *o = in[*mf];
    return o;
}
template <class MIt, class St, class In, class Out, class = std::enable_if_t<!detail::is_policy<MIt>>>
Out gather_if(MIt mf, MIt ml, St s, In in, Out o) {
    detail::wait();
    for (; mf != ml; ++mf, ++s, ++o)
        if (*s) *o = in[*mf];
    return o;
}
template <class MIt, class St, class In, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<MIt>>>
Out gather_if(MIt mf, MIt ml, St s, In in, Out o, Pred p) {
    detail::wait();
    for (; mf != ml; ++mf, ++s, ++o)
        if (p(*s)) *o = in[*mf];
    return o;
}
template <class It, class MIt, class Out, class = std::enable_if_t<!detail::is_policy<It>>>
void scatter(It f, It l, MIt m, Out o) {
    detail::wait();
    for (; f != l; ++f, ++m) o[*m] = *f;
}
template <class It, class MIt, class St, class Out, class = std::enable_if_t<!detail::is_policy<It>>>
void scatter_if(It f, It l, MIt m, St s, Out o) {
    detail::wait();
    for (; f != l; ++f, ++m, ++s)
        if (*s) o[*m] = *f;
}
template <class It, class MIt, class St, class Out, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
void scatter_if(It f, It l, MIt m, St s, Out o, Pred p) {
    detail::wait();
    for (; f != l; ++f, ++m, ++s)
        if (p(*s)) o[*m] = *f;
}

template <class It, class T, class = std::enable_if_t<!detail::is_policy<It>>>
void replace(It f, It l, const T& old_value, const T& new_value) {
    detail::wait();
    for (; f != l; ++f)
        if (*f == old_value) *f = new_value;
}
template <class It, class Pred, class T, class = std::enable_if_t<!detail::is_policy<It>>>
void replace_if(It f, It l, Pred p, const T& v) {
    detail::wait();
    for (; f != l; ++f)
        if (p(*f)) *f = v;
}
template <class It, class St, class Pred, class T, class = std::enable_if_t<!detail::is_policy<It>>>
void replace_if(It f, It l, St s, Pred p, const T& v) {
    detail::wait();
    for (; f != l; ++f, ++s)
        if (p(*s)) *f = v;
}
template <class It, class Out, class Pred, class T, class = std::enable_if_t<!detail::is_policy<It>>>
Out replace_copy_if(It f, It l, Out o, Pred p, const T& v) {
    detail::wait();
    for (; f != l; ++f, ++o) *o = p(*f) ? v : *f;
    return o;
}

template <class It, class G, class = std::enable_if_t<!detail::is_policy<It>>>
void generate(It f, It l, G g) { detail::wait(); for (; f != l; ++f) *f = g(); }
// out[i] = g(i)
template <class It, class G, class = std::enable_if_t<!detail::is_policy<It>>>
void tabulate(It f, It l, G g) {
    detail::wait();
    std::ptrdiff_t i = 0;
    for (; f != l; ++f, ++i) *f = g(i);
}
template <class It, class N, class T, class = std::enable_if_t<!detail::is_policy<It>>>
It fill_n(It f, N n, const T& v) { detail::wait(); for (N i = 0; i < n; ++i, ++f) *f = v; return f; }
template <class It, class N, class F, class = std::enable_if_t<!detail::is_policy<It>>>
It for_each_n(It f, N n, F fn) { detail::wait(); for (N i = 0; i < n; ++i, ++f) fn(*f); return f; }
template <class It, class = std::enable_if_t<!detail::is_policy<It>>>
void reverse(It f, It l) { detail::wait(); std::reverse(f, l); }
// out[0] = in[0], out[i] = op(in[i], in[i-1])
template <class It, class Out, class Op = thrust::minus<detail::value_of<It>>, class = std::enable_if_t<!detail::is_policy<It>>>
Out adjacent_difference(It f, It l, Out o, Op op = Op()) {
    detail::wait();
    if (f == l) return o;
    detail::value_of<It> prev = *f;
    *o = prev;
    for (++f, ++o; f != l; ++f, ++o) {
        detail::value_of<It> cur = *f;
        *o = op(cur, prev);
        prev = cur;
    }
    return o;
}
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It partition(It f, It l, Pred p) { detail::wait(); return std::stable_partition(f, l, p); }
template <class It, class Pred, class = std::enable_if_t<!detail::is_policy<It>>>
It stable_partition(It f, It l, Pred p) { detail::wait(); return std::stable_partition(f, l, p); }

// scans restarted at each run of equal keys (eq of consecutive keys)
template <class KIt, class VIt, class Out, class Eq = thrust::equal_to<detail::value_of<KIt>>,
          class Op = thrust::plus<detail::value_of<VIt>>, class = std::enable_if_t<!detail::is_policy<KIt>>>
Out inclusive_scan_by_key(KIt kf, KIt kl, VIt vf, Out o, Eq eq = Eq(), Op op = Op()) {
    detail::wait();
    if (kf == kl) return o;
    detail::value_of<KIt> key = *kf;
    detail::value_of<VIt> acc = *vf;
    *o = acc;
    for (++kf, ++vf, ++o; kf != kl; ++kf, ++vf, ++o) {
        detail::value_of<KIt> k = *kf;
        acc = eq(key, k) ? op(acc, *vf) : detail::value_of<VIt>(*vf);
        key = k;
        *o = acc;
    }
    return o;
}
template <class KIt, class VIt, class Out, class T, class Eq, class Op, class = std::enable_if_t<!detail::is_policy<KIt>>>
Out exclusive_scan_by_key(KIt kf, KIt kl, VIt vf, Out o, T init, Eq eq, Op op) {
    detail::wait();
    if (kf == kl) return o;
    detail::value_of<KIt> key = *kf;
    T acc = init;
    for (; kf != kl; ++kf, ++vf, ++o) {
        detail::value_of<KIt> k = *kf;
        if (!eq(key, k)) acc = init;
        key = k;
        T x = *vf;
        *o = acc;
        acc = op(acc, x);
    }
    return o;
}
template <class KIt, class VIt, class Out, class T, class Eq, class = std::enable_if_t<!detail::is_policy<KIt>>>
Out exclusive_scan_by_key(KIt kf, KIt kl, VIt vf, Out o, T init, Eq eq) {
    return exclusive_scan_by_key(kf, kl, vf, o, init, eq, thrust::plus<T>());
}
template <class KIt, class VIt, class Out, class T, class = std::enable_if_t<!detail::is_policy<KIt>>>
Out exclusive_scan_by_key(KIt kf, KIt kl, VIt vf, Out o, T init) {
    return exclusive_scan_by_key(kf, kl, vf, o, init, thrust::equal_to<detail::value_of<KIt>>(), thrust::plus<T>());
}
template <class KIt, class VIt, class Out, class = std::enable_if_t<!detail::is_policy<KIt>>>
Out exclusive_scan_by_key(KIt kf, KIt kl, VIt vf, Out o) {
    using T = detail::value_of<VIt>;
    return exclusive_scan_by_key(kf, kl, vf, o, T(), thrust::equal_to<detail::value_of<KIt>>(), thrust::plus<T>());
}

template <class It, class Out, class Eq = thrust::equal_to<detail::value_of<It>>, class = std::enable_if_t<!detail::is_policy<It>>>
Out unique_copy(It f, It l, Out o, Eq eq = Eq()) {
    detail::wait();
    if (f == l) return o;
    detail::value_of<It> last = *f;
    *o = last;
    for (++f, ++o; f != l; ++f) {
        detail::value_of<It> cur = *f;
        if (!eq(last, cur)) { *o = cur; ++o; }
        last = cur;
    }
    return o;
}
// each run of consecutive keys equal under `eq` gives its first key and the value beside it
template <class KIt, class VIt, class KOut, class VOut, class Eq = thrust::equal_to<detail::value_of<KIt>>,
          class = std::enable_if_t<!detail::is_policy<KIt>>>
pair<KOut, VOut> unique_by_key_copy(KIt kf, KIt kl, VIt vf, KOut ko, VOut vo, Eq eq = Eq()) {
    detail::wait();
    bool first = true;
    detail::value_of<KIt> last{};
    for (; kf != kl; ++kf, ++vf) {
        detail::value_of<KIt> k = *kf;
        if (first || !eq(last, k)) {
            *ko = k; ++ko;
            *vo = *vf; ++vo;
        }
        last = k;
        first = false;
    }
    return pair<KOut, VOut>(ko, vo);
}

// stable merges: of equal elements those of the first range come first
template <class It1, class It2, class Out, class C = detail::less_any, class = std::enable_if_t<!detail::is_policy<It1>>>
Out merge(It1 f1, It1 l1, It2 f2, It2 l2, Out o, C c = C()) {
    detail::wait();
    while (f1 != l1 && f2 != l2) {
        if (c(*f2, *f1)) { *o = *f2; ++f2; } else { *o = *f1; ++f1; }
        ++o;
    }
    for (; f1 != l1; ++f1, ++o) *o = *f1;
    for (; f2 != l2; ++f2, ++o) *o = *f2;
    return o;
}
template <class K1, class K2, class V1, class V2, class KOut, class VOut, class C = detail::less_any,
          class = std::enable_if_t<!detail::is_policy<K1>>>
pair<KOut, VOut> merge_by_key(K1 k1f, K1 k1l, K2 k2f, K2 k2l, V1 v1f, V2 v2f, KOut ko, VOut vo, C c = C()) {
    detail::wait();
    while (k1f != k1l && k2f != k2l) {
        if (c(*k2f, *k1f)) { *ko = *k2f; *vo = *v2f; ++k2f; ++v2f; } else { *ko = *k1f; *vo = *v1f; ++k1f; ++v1f; }
        ++ko; ++vo;
    }
    for (; k1f != k1l; ++k1f, ++v1f, ++ko, ++vo) { *ko = *k1f; *vo = *v1f; }
    for (; k2f != k2l; ++k2f, ++v2f, ++ko, ++vo) { *ko = *k2f; *vo = *v2f; }
    return pair<KOut, VOut>(ko, vo);
}

XLATE_THRUST_POLICY_FORM(copy_if)
XLATE_THRUST_POLICY_FORM(copy_n)
XLATE_THRUST_POLICY_FORM(remove_copy_if)
XLATE_THRUST_POLICY_FORM(remove_if)
XLATE_THRUST_POLICY_FORM(remove)
XLATE_THRUST_POLICY_FORM(any_of)
XLATE_THRUST_POLICY_FORM(all_of)
XLATE_THRUST_POLICY_FORM(none_of)
XLATE_THRUST_POLICY_FORM(equal)
XLATE_THRUST_POLICY_FORM(mismatch)
XLATE_THRUST_POLICY_FORM(is_sorted_until)
XLATE_THRUST_POLICY_FORM(is_sorted)
XLATE_THRUST_POLICY_FORM(find)
XLATE_THRUST_POLICY_FORM(find_if)
XLATE_THRUST_POLICY_FORM(find_if_not)
XLATE_THRUST_POLICY_FORM(gather)
XLATE_THRUST_POLICY_FORM(gather_if)
XLATE_THRUST_POLICY_FORM(scatter)
XLATE_THRUST_POLICY_FORM(scatter_if)
XLATE_THRUST_POLICY_FORM(replace)
XLATE_THRUST_POLICY_FORM(replace_if)
XLATE_THRUST_POLICY_FORM(replace_copy_if)
XLATE_THRUST_POLICY_FORM(generate)
XLATE_THRUST_POLICY_FORM(tabulate)
XLATE_THRUST_POLICY_FORM(fill_n)
XLATE_THRUST_POLICY_FORM(for_each_n)
XLATE_THRUST_POLICY_FORM(reverse)
XLATE_THRUST_POLICY_FORM(adjacent_difference)
XLATE_THRUST_POLICY_FORM(partition)
XLATE_THRUST_POLICY_FORM(stable_partition)
XLATE_THRUST_POLICY_FORM(inclusive_scan_by_key)
XLATE_THRUST_POLICY_FORM(exclusive_scan_by_key)
XLATE_THRUST_POLICY_FORM(unique_copy)
XLATE_THRUST_POLICY_FORM(unique_by_key_copy)
XLATE_THRUST_POLICY_FORM(merge)
XLATE_THRUST_POLICY_FORM(merge_by_key)
#undef XLATE_THRUST_POLICY_FORM

}  // namespace thrust
