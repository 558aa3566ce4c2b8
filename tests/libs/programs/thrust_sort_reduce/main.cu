// Thrust: device_vector from a host_vector, sort (ascending and with greater<>), reduce, max_element,
// count, sequence and a kernel reading the vector through raw_pointer_cast.
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/extrema.h>
#include <thrust/count.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>

__global__ void square(int* a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = a[i] * a[i];
}

int main() {
    const int n = 20;
    thrust::host_vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (i * 7) % 11 - 5;
    thrust::device_vector<int> d = h;
    thrust::sort(d.begin(), d.end());
    thrust::host_vector<int> s = d;
    printf("sorted:");
    for (int i = 0; i < n; ++i) printf(" %d", (int)s[i]);
    int sum = thrust::reduce(d.begin(), d.end());
    int prod = thrust::reduce(thrust::device, d.begin(), d.begin() + 5, 1, thrust::multiplies<int>());
    int mx = *thrust::max_element(d.begin(), d.end());
    int zeros = (int)thrust::count(d.begin(), d.end(), 0);
    printf("\nsum=%d prod=%d max=%d zeros=%d\n", sum, prod, mx, zeros);
    thrust::sort(d.begin(), d.end(), thrust::greater<int>());
    s = d;
    printf("desc:");
    for (int i = 0; i < n; ++i) printf(" %d", (int)s[i]);
    thrust::device_vector<int> q(n);
    thrust::sequence(q.begin(), q.end(), 3);
    square<<<1, 32>>>(thrust::raw_pointer_cast(q.data()), n);
    int sq = thrust::reduce(q.begin(), q.end(), 0);
    printf("\nsum_squares=%d\n", sq);
    return 0;
}
