// Thrust: transform with a functor, inclusive/exclusive scans, transform_reduce, sort_by_key, on
// device_vector and on raw device memory through device_ptr.
#include <cstdio>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/functional.h>

struct saxpy {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};
struct sq {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
    const int n = 10;
    thrust::device_vector<float> x(n), y(n), z(n);
    for (int i = 0; i < n; ++i) { x[i] = 0.5f * i; y[i] = 1.0f - 0.25f * i; }
    thrust::transform(x.begin(), x.end(), y.begin(), z.begin(), saxpy{2.0f});
    float ss = thrust::transform_reduce(z.begin(), z.end(), sq(), 0.0f, thrust::plus<float>());
    printf("z:");
    for (int i = 0; i < n; ++i) printf(" %.3f", (float)z[i]);
    printf("\nsum_sq=%.3f\n", ss);
    int* raw;
    cudaMalloc(&raw, n * sizeof(int));
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = i % 4 + 1;
    cudaMemcpy(raw, h, sizeof(h), cudaMemcpyHostToDevice);
    thrust::device_ptr<int> p = thrust::device_pointer_cast(raw);
    thrust::device_vector<int> inc(n), exc(n);
    thrust::inclusive_scan(p, p + n, inc.begin());
    thrust::exclusive_scan(p, p + n, exc.begin(), 10);
    printf("inc:");
    for (int i = 0; i < n; ++i) printf(" %d", (int)inc[i]);
    printf("\nexc:");
    for (int i = 0; i < n; ++i) printf(" %d", (int)exc[i]);
    thrust::device_vector<int> keys(n), vals(n);
    for (int i = 0; i < n; ++i) { keys[i] = (i * 3) % 5; vals[i] = i; }
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
    printf("\nby_key:");
    for (int i = 0; i < n; ++i) printf(" %d:%d", (int)keys[i], (int)vals[i]);
    printf("\n");
    cudaFree(raw);
    return 0;
}
