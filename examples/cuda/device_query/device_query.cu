// device_query: lists the devices with cudaGetDeviceCount / cudaGetDeviceProperties /
// cudaDeviceGetAttribute, then runs a kernel that writes each thread's global index, as a smoke test.
// Inputs: none. Output: "name: value" lines (device fields vary by GPU; "index_sum" is fixed:
// 0 + 1 + ... + 1023 = 523776).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        cudaError_t err_ = (call);                                                             \
        if (err_ != cudaSuccess) {                                                             \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__, __LINE__, \
                    cudaGetErrorString(err_));                                                 \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

__global__ void write_index(int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = i;
}

int main() {
    int count = 0;
    CUDA_CHECK(cudaGetDeviceCount(&count));
    printf("device_count: %d\n", count);
    for (int d = 0; d < count; ++d) {
        cudaDeviceProp prop;
        CUDA_CHECK(cudaGetDeviceProperties(&prop, d));
        int sm_count = 0;
        CUDA_CHECK(cudaDeviceGetAttribute(&sm_count, cudaDevAttrMultiProcessorCount, d));
        printf("device[%d].name: %s\n", d, prop.name);
        printf("device[%d].compute_capability: %d.%d\n", d, prop.major, prop.minor);
        printf("device[%d].total_global_mem_mib: %zu\n", d, prop.totalGlobalMem >> 20);
        printf("device[%d].shared_mem_per_block: %zu\n", d, prop.sharedMemPerBlock);
        printf("device[%d].regs_per_block: %d\n", d, prop.regsPerBlock);
        printf("device[%d].warp_size: %d\n", d, prop.warpSize);
        printf("device[%d].max_threads_per_block: %d\n", d, prop.maxThreadsPerBlock);
        printf("device[%d].max_threads_dim: %d %d %d\n", d, prop.maxThreadsDim[0], prop.maxThreadsDim[1],
               prop.maxThreadsDim[2]);
        printf("device[%d].max_grid_size: %d %d %d\n", d, prop.maxGridSize[0], prop.maxGridSize[1],
               prop.maxGridSize[2]);
        printf("device[%d].multiprocessor_count: %d\n", d, prop.multiProcessorCount);
        printf("device[%d].attr_multiprocessor_count: %d\n", d, sm_count);
    }
    if (count == 0) {
        fprintf(stderr, "no CUDA device\n");
        return 1;
    }
    CUDA_CHECK(cudaSetDevice(0));
    int *d_out;
    int h_out[1024];
    CUDA_CHECK(cudaMalloc(&d_out, sizeof(h_out)));
    write_index<<<4, 256>>>(d_out);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < 1024; ++i) sum += h_out[i];
    printf("index_sum: %lld\n", sum);
    CUDA_CHECK(cudaFree(d_out));
    CUDA_CHECK(cudaDeviceReset());
    return sum == 523776 ? 0 : 1;
}
