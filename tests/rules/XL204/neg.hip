__device__ int sum(int v) {  // CHECK: XL200 error L1:1 no line of this file can hold
    for (int o = 1; o < 8; o *= 2) v += xlate_c32::shfl_xor_sync(xlate_c32::activemask(), v, o, 8);
    return v;
}
