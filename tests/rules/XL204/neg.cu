__device__ int sum(int v) {  // CHECK: XL200 error L1:1 no line of this file can hold
    for (int o = 1; o < 8; o *= 2) v += __shfl_xor_sync(__activemask(), v, o, 8);
    return v;
}
