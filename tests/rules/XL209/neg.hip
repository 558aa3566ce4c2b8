#include <xlate/hipcub.hpp>
__global__ void k(int *out) {
    typedef hipcub::WarpReduce<int, 16> WarpReduce;
    __shared__ typename WarpReduce::TempStorage temp[4];
    out[0] = WarpReduce(temp[0]).Sum(1);
}
