__device__ int sum(int v) {  // CHECK: XL200 note L2:41 no free line at file scope before this use
    for (int o = 1; o < 8; o *= 2) v += __shfl_xor_sync(__activemask(), v, o, 8);
    return v;
}
