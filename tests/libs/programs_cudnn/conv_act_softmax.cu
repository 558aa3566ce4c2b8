// A small cuDNN program as real code writes it: handle on a stream, NCHW tensor and filter descriptors,
// a convolution descriptor, the output shape query, the workspace query, convolution forward, ReLU,
// softmax over channels, and error checking through cudnnGetErrorString.
#include <cstdio>
#include <cuda_runtime.h>
#include <cudnn.h>

#define CHECK_CUDNN(call) do { cudnnStatus_t s_ = (call); if (s_ != CUDNN_STATUS_SUCCESS) { \
    std::printf("cudnn error %s at %d\n", cudnnGetErrorString(s_), __LINE__); return 1; } } while (0)

int main() {
    cudnnHandle_t handle;
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    CHECK_CUDNN(cudnnCreate(&handle));
    CHECK_CUDNN(cudnnSetStream(handle, stream));
    cudnnTensorDescriptor_t xDesc, yDesc;
    cudnnFilterDescriptor_t wDesc;
    cudnnConvolutionDescriptor_t convDesc;
    cudnnActivationDescriptor_t act;
    CHECK_CUDNN(cudnnCreateTensorDescriptor(&xDesc));
    CHECK_CUDNN(cudnnCreateTensorDescriptor(&yDesc));
    CHECK_CUDNN(cudnnCreateFilterDescriptor(&wDesc));
    CHECK_CUDNN(cudnnCreateConvolutionDescriptor(&convDesc));
    CHECK_CUDNN(cudnnCreateActivationDescriptor(&act));
    CHECK_CUDNN(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 8, 8));
    CHECK_CUDNN(cudnnSetFilter4dDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 4, 3, 3, 3));
    CHECK_CUDNN(cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION,
                                                CUDNN_DATA_FLOAT));
    CHECK_CUDNN(cudnnSetConvolutionMathType(convDesc, CUDNN_DEFAULT_MATH));
    int n, c, h, w;
    CHECK_CUDNN(cudnnGetConvolution2dForwardOutputDim(convDesc, xDesc, wDesc, &n, &c, &h, &w));
    CHECK_CUDNN(cudnnSetTensor4dDescriptor(yDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, w));
    cudnnConvolutionFwdAlgoPerf_t perf[4];
    int found = 0;
    CHECK_CUDNN(cudnnGetConvolutionForwardAlgorithm_v7(handle, xDesc, wDesc, convDesc, yDesc, 4, &found, perf));
    size_t wsSize = 0;
    CHECK_CUDNN(cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, perf[0].algo, &wsSize));
    float *x, *wt, *y, *z;
    void *ws = nullptr;
    cudaMalloc(&x, 3 * 8 * 8 * sizeof(float));
    cudaMalloc(&wt, 4 * 3 * 3 * 3 * sizeof(float));
    cudaMalloc(&y, (size_t)n * c * h * w * sizeof(float));
    cudaMalloc(&z, (size_t)n * c * h * w * sizeof(float));
    if (wsSize) cudaMalloc(&ws, wsSize);
    const float one = 1.0f, zero = 0.0f;
    CHECK_CUDNN(cudnnConvolutionForward(handle, &one, xDesc, x, wDesc, wt, convDesc, perf[0].algo, ws, wsSize,
                                        &zero, yDesc, y));
    CHECK_CUDNN(cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));
    CHECK_CUDNN(cudnnActivationForward(handle, act, &one, yDesc, y, &zero, yDesc, y));
    CHECK_CUDNN(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, yDesc, y,
                                    &zero, yDesc, z));
    cudaStreamSynchronize(stream);
    std::printf("cudnn %zu out %d %d %d %d\n", cudnnGetVersion(), n, c, h, w);
    cudnnDestroyActivationDescriptor(act);
    cudnnDestroyConvolutionDescriptor(convDesc);
    cudnnDestroyFilterDescriptor(wDesc);
    cudnnDestroyTensorDescriptor(yDesc);
    cudnnDestroyTensorDescriptor(xDesc);
    cudnnDestroy(handle);
    cudaFree(x); cudaFree(wt); cudaFree(y); cudaFree(z); cudaFree(ws);
    return 0;
}
