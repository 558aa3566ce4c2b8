// Static shared memory and plain externs are not dynamic shared memory.
extern int host_counter;
__global__ void k(float* out) {
  __shared__ float tile[64];
  extern __device__ int dev_counter;
  out[0] = tile[0] + dev_counter;
}
