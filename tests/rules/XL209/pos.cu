#include <cub/cub.cuh>
__global__ void k(int *out) {
    typedef cub::WarpReduce<int> WarpReduce;  // CHECK: XL209 note L3:18 WarpReduce<T> defaults to 32 threads in CUB but
    __shared__ typename WarpReduce::TempStorage temp[4];
    out[0] = WarpReduce(temp[0]).Sum(1);
}
