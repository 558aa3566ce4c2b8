/* xlate support header, part of <xlate/cudnn.h> (included from it, never alone): cuDNN 9's convolution,
 * activation, softmax, pooling and batch-normalization calls over MIOpen. The design notes, types, helpers,
 * tensors, op-tensor, reduce and filter calls are in <xlate/cudnn.h>. */
#ifndef XLATE_CUDNN_H
#error "<xlate/cudnn_compute.h> is a part of <xlate/cudnn.h>; include that instead"
#endif
#ifndef XLATE_CUDNN_COMPUTE_H
#define XLATE_CUDNN_COMPUTE_H

/* --------------------------------------------------------------------------------------- convolution */

static inline xlate_cudnnStatus_t xlate_cudnnCreateConvolutionDescriptor(xlate_cudnnConvolutionDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnConvolutionStruct{nullptr, XLATE_CUDNN_CROSS_CORRELATION, XLATE_CUDNN_DATA_FLOAT,
                                                         XLATE_CUDNN_DEFAULT_MATH, 1, XLATE_CUDNN_DEFAULT_REORDER};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateConvolutionDescriptor(&(*d)->d);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyConvolutionDescriptor(xlate_cudnnConvolutionDescriptor_t d) {
    miopenStatus_t s = miopenDestroyConvolutionDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* MIOpen computes a float convolution in float (what CUDNN_FMA_MATH asks for; cuDNN's default math may use
 * TF32 tensor cores on Ampere and later); it has no "allow conversion" to a lower precision */
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionMathType(xlate_cudnnConvolutionDescriptor_t d,
                                                                    xlate_cudnnMathType_t m) {
    XLATE_CUDNN_CHECK(m != XLATE_CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION);
    d->math = m;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionMathType(xlate_cudnnConvolutionDescriptor_t d,
                                                                    xlate_cudnnMathType_t *m) {
    *m = d->math;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionGroupCount(xlate_cudnnConvolutionDescriptor_t d, int g) {
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, g));
    d->groups = g;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionGroupCount(xlate_cudnnConvolutionDescriptor_t d, int *g) {
    *g = d->groups;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* the filter reordering cuDNN applies to int8x32 filters (a data type MIOpen lacks): kept, nothing to apply */
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionReorderType(xlate_cudnnConvolutionDescriptor_t d,
                                                                       xlate_cudnnReorderType_t r) {
    d->reorder = r;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionReorderType(xlate_cudnnConvolutionDescriptor_t d,
                                                                       xlate_cudnnReorderType_t *r) {
    *r = d->reorder;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* MIOpen cross-correlates (miopenConvolution); a half or double compute type has no MIOpen counterpart */
static inline bool xlate_cudnn_conv_expressible(xlate_cudnnConvolutionMode_t mode, xlate_cudnnDataType_t comp) {
    return mode == XLATE_CUDNN_CROSS_CORRELATION && comp == XLATE_CUDNN_DATA_FLOAT;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolution2dDescriptor(xlate_cudnnConvolutionDescriptor_t d,
                                                                        int pad_h, int pad_w, int u, int v, int dil_h,
                                                                        int dil_w, xlate_cudnnConvolutionMode_t mode,
                                                                        xlate_cudnnDataType_t comp) {
    XLATE_CUDNN_CHECK(xlate_cudnn_conv_expressible(mode, comp));
    XLATE_CUDNN_TRY(miopenInitConvolutionDescriptor(d->d, miopenConvolution, pad_h, pad_w, u, v, dil_h, dil_w));
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, d->groups));
    d->mode = mode; d->compute = comp;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolution2dDescriptor(const xlate_cudnnConvolutionDescriptor_t d,
                                                                        int *pad_h, int *pad_w, int *u, int *v,
                                                                        int *dil_h, int *dil_w,
                                                                        xlate_cudnnConvolutionMode_t *mode,
                                                                        xlate_cudnnDataType_t *comp) {
    miopenConvolutionMode_t m;
    XLATE_CUDNN_TRY(miopenGetConvolutionDescriptor(d->d, &m, pad_h, pad_w, u, v, dil_h, dil_w));
    *mode = d->mode; *comp = d->compute;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetConvolutionNdDescriptor(xlate_cudnnConvolutionDescriptor_t d, int n,
                                                                        const int *pad, const int *stride,
                                                                        const int *dil,
                                                                        xlate_cudnnConvolutionMode_t mode,
                                                                        xlate_cudnnDataType_t comp) {
    XLATE_CUDNN_CHECK(xlate_cudnn_conv_expressible(mode, comp));
    XLATE_CUDNN_TRY(miopenInitConvolutionNdDescriptor(d->d, n, const_cast<int *>(pad), const_cast<int *>(stride),
                                                      const_cast<int *>(dil), miopenConvolution));
    XLATE_CUDNN_TRY(miopenSetConvolutionGroupCount(d->d, d->groups));
    d->mode = mode; d->compute = comp;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionNdDescriptor(const xlate_cudnnConvolutionDescriptor_t d,
                                                                        int req, int *n, int *pad, int *stride,
                                                                        int *dil, xlate_cudnnConvolutionMode_t *mode,
                                                                        xlate_cudnnDataType_t *comp) {
    int p[XLATE_CUDNN_DIM_MAX], s[XLATE_CUDNN_DIM_MAX], di[XLATE_CUDNN_DIM_MAX];
    miopenConvolutionMode_t m;
    XLATE_CUDNN_TRY(miopenGetConvolutionNdDescriptor(d->d, XLATE_CUDNN_DIM_MAX, n, p, s, di, &m));
    for (int i = 0; i < *n && i < req; ++i) { pad[i] = p[i]; stride[i] = s[i]; dil[i] = di[i]; }
    *mode = d->mode; *comp = d->compute;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolution2dForwardOutputDim(
    const xlate_cudnnConvolutionDescriptor_t d, const xlate_cudnnTensorDescriptor_t xd,
    const xlate_cudnnFilterDescriptor_t wd, int *n, int *c, int *h, int *w) {
    XLATE_CUDNN_TRY(miopenGetConvolutionForwardOutputDim(d->d, xd, wd->t, n, c, h, w));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionNdForwardOutputDim(
    const xlate_cudnnConvolutionDescriptor_t d, const xlate_cudnnTensorDescriptor_t xd,
    const xlate_cudnnFilterDescriptor_t wd, int nb, int *out) {
    int n = 0, dims[XLATE_CUDNN_DIM_MAX];
    XLATE_CUDNN_TRY(miopenGetConvolutionNdForwardOutputDim(d->d, xd, wd->t, &n, dims));
    for (int i = 0; i < n && i < nb; ++i) out[i] = dims[i];
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnConvolutionFwdAlgo_t xlate_cudnn_fwd_algo(miopenConvFwdAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionFwdAlgoGEMM: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_GEMM;
    case miopenConvolutionFwdAlgoDirect: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_DIRECT;
    case miopenConvolutionFwdAlgoFFT: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_FFT;
    case miopenConvolutionFwdAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD;
    default: return XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
    }
}
static inline xlate_cudnnConvolutionBwdDataAlgo_t xlate_cudnn_bwd_data_algo(miopenConvBwdDataAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionBwdDataAlgoFFT: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT;
    case miopenConvolutionBwdDataAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD;
    case miopenConvolutionBwdDataAlgoDirect: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_0;
    default: return XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_1;
    }
}
static inline xlate_cudnnConvolutionBwdFilterAlgo_t xlate_cudnn_bwd_filter_algo(miopenConvBwdWeightsAlgorithm_t a) {
    switch (a) {
    case miopenConvolutionBwdWeightsAlgoWinograd: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD;
    case miopenConvolutionBwdWeightsAlgoDirect: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_0;
    default: return XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1;
    }
}
template <class Perf, class Map, class Field>
static inline void xlate_cudnn_perf(const miopenConvAlgoPerf_t *in, int n, Perf *out, Map map, Field field,
                                    xlate_cudnnMathType_t math) {
    for (int i = 0; i < n; ++i) {
        out[i] = Perf{};
        out[i].algo = map(field(in[i]));
        out[i].status = XLATE_CUDNN_STATUS_SUCCESS;
        out[i].time = in[i].time;
        out[i].memory = in[i].memory;
        out[i].determinism = XLATE_CUDNN_DETERMINISTIC;
        out[i].mathType = math;
    }
}
#define XLATE_CUDNN_MAX_FOUND 8

static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardAlgorithmMaxCount(xlate_cudnnHandle_t, int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_FWD_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(xlate_cudnnHandle_t, int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(xlate_cudnnHandle_t,
                                                                                           int *count) {
    *count = XLATE_CUDNN_CONVOLUTION_BWD_FILTER_ALGO_COUNT;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd,
    xlate_cudnnConvolutionFwdAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionForwardGetWorkSpaceSize(h, wd->t, xd, cd->d, yd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd,
    xlate_cudnnConvolutionBwdDataAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionBackwardDataGetWorkSpaceSize(h, dyd, wd->t, cd->d, dxd, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterWorkspaceSize(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd,
    xlate_cudnnConvolutionBwdFilterAlgo_t, size_t *size) {
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeightsGetWorkSpaceSize(h, dyd, xd, cd->d, dwd->t, size));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* the finds, with the caller's buffers (the *Ex forms) */
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionForwardAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnFilterDescriptor_t wd,
    const void *w, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const int req, int *ret, xlate_cudnnConvolutionFwdAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionForwardAlgorithm(h, xd, x, wd->t, w, cd->d, yd, y,
                                                          req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND,
                                                          &n, found, ws, wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_fwd_algo, [](const miopenConvAlgoPerf_t &p) { return p.fwd_algo; },
                     cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardDataAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnTensorDescriptor_t dyd,
    const void *dy, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, void *dx,
    const int req, int *ret, xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardDataAlgorithm(
        h, dyd, dy, wd->t, w, cd->d, dxd, dx, req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND, &n, found, ws,
        wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_bwd_data_algo,
                     [](const miopenConvAlgoPerf_t &p) { return p.bwd_data_algo; }, cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardFilterAlgorithmEx(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t dyd,
    const void *dy, const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, void *dw,
    const int req, int *ret, xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf, void *ws, size_t wsize) {
    miopenConvAlgoPerf_t found[XLATE_CUDNN_MAX_FOUND];
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardWeightsAlgorithm(
        h, dyd, dy, xd, x, cd->d, dwd->t, dw, req < XLATE_CUDNN_MAX_FOUND ? req : XLATE_CUDNN_MAX_FOUND, &n, found, ws,
        wsize, false));
    xlate_cudnn_perf(found, n, perf, xlate_cudnn_bwd_filter_algo,
                     [](const miopenConvAlgoPerf_t &p) { return p.bwd_weights_algo; }, cd->math);
    *ret = n;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* the finds without buffers: cuDNN allocates them itself, so does this (device buffers and the workspace
 * MIOpen asks for, freed before returning) */
struct xlate_cudnn_scratch {
    void *p[4] = {nullptr, nullptr, nullptr, nullptr};
    ~xlate_cudnn_scratch() { for (void *q : p) if (q) (void)hipFree(q); }
};
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionForwardAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, const int req, int *ret,
    xlate_cudnnConvolutionFwdAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionForwardGetWorkSpaceSize(h, wd->t, xd, cd->d, yd, &wsize));
    if (!xlate_cudnn_alloc(xd, &s.p[0]) || !xlate_cudnn_alloc(wd->t, &s.p[1]) || !xlate_cudnn_alloc(yd, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionForwardAlgorithmEx(h, xd, s.p[0], wd, s.p[1], cd, yd, s.p[2], req, ret, perf,
                                                        s.p[3], wsize);
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardDataAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, const int req, int *ret,
    xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionBackwardDataGetWorkSpaceSize(h, dyd, wd->t, cd->d, dxd, &wsize));
    if (!xlate_cudnn_alloc(wd->t, &s.p[0]) || !xlate_cudnn_alloc(dyd, &s.p[1]) || !xlate_cudnn_alloc(dxd, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionBackwardDataAlgorithmEx(h, wd, s.p[0], dyd, s.p[1], cd, dxd, s.p[2], req, ret,
                                                             perf, s.p[3], wsize);
}
static inline xlate_cudnnStatus_t xlate_cudnnFindConvolutionBackwardFilterAlgorithm(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, const int req, int *ret,
    xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf) {
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeightsGetWorkSpaceSize(h, dyd, xd, cd->d, dwd->t, &wsize));
    if (!xlate_cudnn_alloc(xd, &s.p[0]) || !xlate_cudnn_alloc(dyd, &s.p[1]) || !xlate_cudnn_alloc(dwd->t, &s.p[2]) ||
        (wsize && hipMalloc(&s.p[3], wsize) != hipSuccess))
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    return xlate_cudnnFindConvolutionBackwardFilterAlgorithmEx(h, xd, s.p[0], dyd, s.p[1], cd, dwd, s.p[2], req, ret,
                                                               perf, s.p[3], wsize);
}
/* the heuristic queries (_v7) answer with what a find answers */
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionForwardAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnFilterDescriptor_t wd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t yd, const int req, int *ret,
    xlate_cudnnConvolutionFwdAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionForwardAlgorithm(h, xd, wd, cd, yd, req, ret, perf);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardDataAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnFilterDescriptor_t wd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnTensorDescriptor_t dxd, const int req, int *ret,
    xlate_cudnnConvolutionBwdDataAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionBackwardDataAlgorithm(h, wd, dyd, cd, dxd, req, ret, perf);
}
static inline xlate_cudnnStatus_t xlate_cudnnGetConvolutionBackwardFilterAlgorithm_v7(
    xlate_cudnnHandle_t h, const xlate_cudnnTensorDescriptor_t xd, const xlate_cudnnTensorDescriptor_t dyd,
    const xlate_cudnnConvolutionDescriptor_t cd, const xlate_cudnnFilterDescriptor_t dwd, const int req, int *ret,
    xlate_cudnnConvolutionBwdFilterAlgoPerf_t *perf) {
    return xlate_cudnnFindConvolutionBackwardFilterAlgorithm(h, xd, dyd, cd, dwd, req, ret, perf);
}
/* y = conv(x, w): find among the solvers that fit the caller's workspace, then run the best */
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionForward(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionFwdAlgo_t, void *ws, size_t wsize, const void *beta, const xlate_cudnnTensorDescriptor_t yd,
    void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionForwardAlgorithm(h, xd, x, wd->t, w, cd->d, yd, y, 1, &n, &perf, ws, wsize,
                                                          false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionForward(h, &xlate_cudnn_one, xd, x, wd->t, w, cd->d, perf.fwd_algo,
                                             &xlate_cudnn_zero, yd, y, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardData(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnFilterDescriptor_t wd, const void *w,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionBwdDataAlgo_t, void *ws, size_t wsize, const void *beta,
    const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardDataAlgorithm(h, dyd, dy, wd->t, w, cd->d, dxd, dx, 1, &n, &perf, ws,
                                                               wsize, false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionBackwardData(h, &xlate_cudnn_one, dyd, dy, wd->t, w, cd->d, perf.bwd_data_algo,
                                                  &xlate_cudnn_zero, dxd, dx, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardFilter(
    xlate_cudnnHandle_t h, const void *alpha, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionBwdFilterAlgo_t, void *ws, size_t wsize, const void *beta,
    const xlate_cudnnFilterDescriptor_t dwd, void *dw) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dwd->t));
    miopenConvAlgoPerf_t perf;
    int n = 0;
    XLATE_CUDNN_TRY(miopenFindConvolutionBackwardWeightsAlgorithm(h, dyd, dy, xd, x, cd->d, dwd->t, dw, 1, &n, &perf,
                                                                  ws, wsize, false));
    XLATE_CUDNN_CHECK(n > 0);
    XLATE_CUDNN_TRY(miopenConvolutionBackwardWeights(h, &xlate_cudnn_one, dyd, dy, xd, x, cd->d, perf.bwd_weights_algo,
                                                     &xlate_cudnn_zero, dwd->t, dw, ws, wsize));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBackwardBias(xlate_cudnnHandle_t h, const void *alpha,
                                                                     const xlate_cudnnTensorDescriptor_t dyd,
                                                                     const void *dy, const void *beta,
                                                                     const xlate_cudnnTensorDescriptor_t dbd,
                                                                     void *db) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dbd));
    XLATE_CUDNN_TRY(miopenConvolutionBackwardBias(h, &xlate_cudnn_one, dyd, dy, &xlate_cudnn_zero, dbd, db));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* -------------------------------------------------------------------------------------- activation */

static inline xlate_cudnnStatus_t xlate_cudnnCreateActivationDescriptor(xlate_cudnnActivationDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnActivationStruct{nullptr, XLATE_CUDNN_ACTIVATION_RELU,
                                                        XLATE_CUDNN_NOT_PROPAGATE_NAN, 0.0, false};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreateActivationDescriptor(&(*d)->d);
    if (s != miopenStatusSuccess) { delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyActivationDescriptor(xlate_cudnnActivationDescriptor_t d) {
    miopenStatus_t s = miopenDestroyActivationDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* cuDNN mode -> MIOpen mode and parameters: sigmoid = logistic, tanh = 1 * tanh(1 * x), clipped relu
 * min(coef, max(0, x)) = CLIPPEDRELU(alpha = coef), elu = ELU(alpha = coef), identity = PASTHRU; swish has no
 * MIOpen activation */
static inline xlate_cudnnStatus_t xlate_cudnnSetActivationDescriptor(xlate_cudnnActivationDescriptor_t d,
                                                                     xlate_cudnnActivationMode_t mode,
                                                                     xlate_cudnnNanPropagation_t nan, double coef) {
    miopenActivationMode_t m;
    double a = 0.0, b = 0.0;
    switch (mode) {
    case XLATE_CUDNN_ACTIVATION_SIGMOID: m = miopenActivationLOGISTIC; break;
    case XLATE_CUDNN_ACTIVATION_RELU: m = miopenActivationRELU; break;
    case XLATE_CUDNN_ACTIVATION_TANH: m = miopenActivationTANH; a = 1.0; b = 1.0; break;
    case XLATE_CUDNN_ACTIVATION_CLIPPED_RELU: m = miopenActivationCLIPPEDRELU; a = coef; break;
    case XLATE_CUDNN_ACTIVATION_ELU: m = miopenActivationELU; a = coef; break;
    case XLATE_CUDNN_ACTIVATION_IDENTITY: m = miopenActivationPASTHRU; break;
    default: d->expressible = false; d->mode = mode; d->nan = nan; d->coef = coef;
             return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    }
    XLATE_CUDNN_TRY(miopenSetActivationDescriptor(d->d, m, a, b, 0.0));
    d->mode = mode; d->nan = nan; d->coef = coef; d->expressible = true;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetActivationDescriptor(const xlate_cudnnActivationDescriptor_t d,
                                                                     xlate_cudnnActivationMode_t *mode,
                                                                     xlate_cudnnNanPropagation_t *nan, double *coef) {
    *mode = d->mode; *nan = d->nan; *coef = d->coef;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnActivationForward(xlate_cudnnHandle_t h,
                                                               xlate_cudnnActivationDescriptor_t d, const void *alpha,
                                                               const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                               const void *beta,
                                                               const xlate_cudnnTensorDescriptor_t yd, void *y) {
    XLATE_CUDNN_CHECK(d->expressible && xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenActivationForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnActivationBackward(
    xlate_cudnnHandle_t h, xlate_cudnnActivationDescriptor_t d, const void *alpha, const xlate_cudnnTensorDescriptor_t yd,
    const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnTensorDescriptor_t xd,
    const void *x, const void *beta, const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(d->expressible && xlate_cudnn_plain(alpha, beta, dxd));
    XLATE_CUDNN_TRY(miopenActivationBackward(h, d->d, &xlate_cudnn_one, yd, y, dyd, dy, xd, x, &xlate_cudnn_zero, dxd,
                                             dx));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* y = act(alpha1 * conv(x, w) + alpha2 * z + bias), bias 1xCx1x1:
 * the convolution into a scratch tensor (z may be y), then MIOpen's op-tensor adds z and the bias, then the
 * activation in place */
static inline xlate_cudnnStatus_t xlate_cudnnConvolutionBiasActivationForward(
    xlate_cudnnHandle_t h, const void *alpha1, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnFilterDescriptor_t wd, const void *w, const xlate_cudnnConvolutionDescriptor_t cd,
    xlate_cudnnConvolutionFwdAlgo_t algo, void *ws, size_t wsize, const void *alpha2,
    const xlate_cudnnTensorDescriptor_t zd, const void *z, const xlate_cudnnTensorDescriptor_t bd, const void *bias,
    const xlate_cudnnActivationDescriptor_t ad, const xlate_cudnnTensorDescriptor_t yd, void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_float_factors(yd));
    /* cuDNN's own limits: ReLU, or identity with the IMPLICIT_PRECOMP_GEMM algorithm only */
    if (ad->mode != XLATE_CUDNN_ACTIVATION_RELU &&
        !(ad->mode == XLATE_CUDNN_ACTIVATION_IDENTITY && algo == XLATE_CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM))
        return XLATE_CUDNN_STATUS_NOT_SUPPORTED;
    const float a2 = *static_cast<const float *>(alpha2);
    xlate_cudnn_scratch s;
    if (!xlate_cudnn_alloc(yd, &s.p[0])) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    xlate_cudnnStatus_t st = xlate_cudnnConvolutionForward(h, alpha1, xd, x, wd, w, cd, algo, ws, wsize,
                                                           &xlate_cudnn_zero, yd, s.p[0]);
    if (st != XLATE_CUDNN_STATUS_SUCCESS) return st;
    if (a2 != 0.0f) {  /* z is not read when alpha2 is 0 */
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, s.p[0], alpha2, zd, z,
                                       &xlate_cudnn_zero, yd, y));
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, y, &xlate_cudnn_one, bd, bias,
                                       &xlate_cudnn_zero, yd, y));
    } else {
        XLATE_CUDNN_TRY(miopenOpTensor(h, miopenTensorOpAdd, &xlate_cudnn_one, yd, s.p[0], &xlate_cudnn_one, bd,
                                       bias, &xlate_cudnn_zero, yd, y));
    }
    if (ad->mode == XLATE_CUDNN_ACTIVATION_RELU)
        XLATE_CUDNN_TRY(miopenActivationForward(h, ad->d, &xlate_cudnn_one, yd, y, &xlate_cudnn_zero, yd, y));
    return xlate_cudnn_status(hipDeviceSynchronize() == hipSuccess ? miopenStatusSuccess : miopenStatusInternalError);
}

/* ----------------------------------------------------------------------------------------- softmax */

/* cuDNN's and MIOpen's softmax algorithms (fast, accurate, log) and modes (instance, channel) are the same,
 * number for number */
static inline xlate_cudnnStatus_t xlate_cudnnSoftmaxForward(xlate_cudnnHandle_t h, xlate_cudnnSoftmaxAlgorithm_t algo,
                                                            xlate_cudnnSoftmaxMode_t mode, const void *alpha,
                                                            const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                            const void *beta, const xlate_cudnnTensorDescriptor_t yd,
                                                            void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenSoftmaxForward_V2(h, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y,
                                            static_cast<miopenSoftmaxAlgorithm_t>(algo),
                                            static_cast<miopenSoftmaxMode_t>(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSoftmaxBackward(
    xlate_cudnnHandle_t h, xlate_cudnnSoftmaxAlgorithm_t algo, xlate_cudnnSoftmaxMode_t mode, const void *alpha,
    const xlate_cudnnTensorDescriptor_t yd, const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy,
    const void *beta, const xlate_cudnnTensorDescriptor_t dxd, void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    XLATE_CUDNN_TRY(miopenSoftmaxBackward_V2(h, &xlate_cudnn_one, yd, y, dyd, dy, &xlate_cudnn_zero, dxd, dx,
                                             static_cast<miopenSoftmaxAlgorithm_t>(algo),
                                             static_cast<miopenSoftmaxMode_t>(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

/* ----------------------------------------------------------------------------------------- pooling */

static inline xlate_cudnnStatus_t xlate_cudnnCreatePoolingDescriptor(xlate_cudnnPoolingDescriptor_t *d) {
    *d = new (std::nothrow) xlate_cudnnPoolingStruct{nullptr, XLATE_CUDNN_POOLING_MAX, XLATE_CUDNN_NOT_PROPAGATE_NAN};
    if (!*d) return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    miopenStatus_t s = miopenCreatePoolingDescriptor(&(*d)->d);
    /* max pooling's index workspace: 32-bit indices (MIOpen's default, 8-bit, overflows past 255 elements) */
    if (s == miopenStatusSuccess) s = miopenSetPoolingIndexType((*d)->d, miopenIndexUint32);
    if (s != miopenStatusSuccess) { if ((*d)->d) miopenDestroyPoolingDescriptor((*d)->d); delete *d; *d = nullptr; }
    return xlate_cudnn_status(s);
}
static inline xlate_cudnnStatus_t xlate_cudnnDestroyPoolingDescriptor(xlate_cudnnPoolingDescriptor_t d) {
    miopenStatus_t s = miopenDestroyPoolingDescriptor(d->d);
    delete d;
    return xlate_cudnn_status(s);
}
/* max (and its deterministic form) = miopenPoolingMax; average counting the padding = AverageInclusive;
 * average over the window's elements inside the image = Average */
static inline miopenPoolingMode_t xlate_cudnn_pool_mode(xlate_cudnnPoolingMode_t m) {
    switch (m) {
    case XLATE_CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING: return miopenPoolingAverageInclusive;
    case XLATE_CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING: return miopenPoolingAverage;
    default: return miopenPoolingMax;
    }
}
static inline xlate_cudnnStatus_t xlate_cudnnSetPooling2dDescriptor(xlate_cudnnPoolingDescriptor_t d,
                                                                    xlate_cudnnPoolingMode_t mode,
                                                                    xlate_cudnnNanPropagation_t nan, int wh, int ww,
                                                                    int vp, int hp, int vs, int hs) {
    XLATE_CUDNN_TRY(miopenSet2dPoolingDescriptor(d->d, xlate_cudnn_pool_mode(mode), wh, ww, vp, hp, vs, hs));
    d->mode = mode; d->nan = nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPooling2dDescriptor(const xlate_cudnnPoolingDescriptor_t d,
                                                                    xlate_cudnnPoolingMode_t *mode,
                                                                    xlate_cudnnNanPropagation_t *nan, int *wh, int *ww,
                                                                    int *vp, int *hp, int *vs, int *hs) {
    miopenPoolingMode_t m;
    XLATE_CUDNN_TRY(miopenGet2dPoolingDescriptor(d->d, &m, wh, ww, vp, hp, vs, hs));
    *mode = d->mode; *nan = d->nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnSetPoolingNdDescriptor(xlate_cudnnPoolingDescriptor_t d,
                                                                    const xlate_cudnnPoolingMode_t mode,
                                                                    const xlate_cudnnNanPropagation_t nan, int nb,
                                                                    const int *win, const int *pad,
                                                                    const int *stride) {
    XLATE_CUDNN_TRY(miopenSetNdPoolingDescriptor(d->d, xlate_cudnn_pool_mode(mode), nb, win, pad, stride));
    /* MIOpen's mask indices are 2-d only: image indices for 3-d max pooling's backward */
    XLATE_CUDNN_TRY(miopenSetPoolingWorkSpaceIndexMode(d->d, nb > 2 ? miopenPoolingWorkspaceIndexImage
                                                                   : miopenPoolingWorkspaceIndexMask));
    d->mode = mode; d->nan = nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPoolingNdDescriptor(const xlate_cudnnPoolingDescriptor_t d, int req,
                                                                    xlate_cudnnPoolingMode_t *mode,
                                                                    xlate_cudnnNanPropagation_t *nan, int *nb,
                                                                    int *win, int *pad, int *stride) {
    miopenPoolingMode_t m;
    XLATE_CUDNN_TRY(miopenGetNdPoolingDescriptor(d->d, req, &m, nb, win, pad, stride));
    *mode = d->mode; *nan = d->nan;
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPooling2dForwardOutputDim(const xlate_cudnnPoolingDescriptor_t d,
                                                                          const xlate_cudnnTensorDescriptor_t xd,
                                                                          int *n, int *c, int *h, int *w) {
    XLATE_CUDNN_TRY(miopenGetPoolingForwardOutputDim(d->d, xd, n, c, h, w));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnGetPoolingNdForwardOutputDim(const xlate_cudnnPoolingDescriptor_t d,
                                                                          const xlate_cudnnTensorDescriptor_t xd,
                                                                          int nb, int *out) {
    XLATE_CUDNN_TRY(miopenGetPoolingNdForwardOutputDim(d->d, xd, nb, out));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnPoolingForward(xlate_cudnnHandle_t h,
                                                            const xlate_cudnnPoolingDescriptor_t d, const void *alpha,
                                                            const xlate_cudnnTensorDescriptor_t xd, const void *x,
                                                            const void *beta, const xlate_cudnnTensorDescriptor_t yd,
                                                            void *y) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    XLATE_CUDNN_TRY(miopenPoolingForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, y, false, nullptr, 0));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
/* cuDNN's backward takes x and y; MIOpen's wants the index workspace its forward wrote: run the forward
 * again into scratch buffers with do_backward, then the backward */
static inline xlate_cudnnStatus_t xlate_cudnnPoolingBackward(
    xlate_cudnnHandle_t h, const xlate_cudnnPoolingDescriptor_t d, const void *alpha,
    const xlate_cudnnTensorDescriptor_t yd, const void *y, const xlate_cudnnTensorDescriptor_t dyd, const void *dy,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const void *beta, const xlate_cudnnTensorDescriptor_t dxd,
    void *dx) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, dxd));
    xlate_cudnn_scratch s;
    size_t wsize = 0;
    XLATE_CUDNN_TRY(miopenPoolingGetWorkSpaceSizeV2(d->d, yd, &wsize));
    if (!xlate_cudnn_alloc(yd, &s.p[0]) || hipMalloc(&s.p[1], wsize ? wsize : 1) != hipSuccess)
        return XLATE_CUDNN_STATUS_ALLOC_FAILED;
    XLATE_CUDNN_TRY(miopenPoolingForward(h, d->d, &xlate_cudnn_one, xd, x, &xlate_cudnn_zero, yd, s.p[0], true, s.p[1],
                                         wsize));
    XLATE_CUDNN_TRY(miopenPoolingBackward(h, d->d, &xlate_cudnn_one, yd, y, dyd, dy, xd, x, &xlate_cudnn_zero, dxd, dx,
                                          s.p[1]));
    return xlate_cudnn_status(hipDeviceSynchronize() == hipSuccess ? miopenStatusSuccess : miopenStatusInternalError);
}

/* ----------------------------------------------------------------------------- batch normalization */

static inline miopenBatchNormMode_t xlate_cudnn_bn_mode(xlate_cudnnBatchNormMode_t m) {
    /* SPATIAL_PERSISTENT computes what SPATIAL computes (a faster kernel in cuDNN) */
    return m == XLATE_CUDNN_BATCHNORM_PER_ACTIVATION ? miopenBNPerActivation : miopenBNSpatial;
}
static inline xlate_cudnnStatus_t xlate_cudnnDeriveBNTensorDescriptor(xlate_cudnnTensorDescriptor_t bd,
                                                                      const xlate_cudnnTensorDescriptor_t xd,
                                                                      xlate_cudnnBatchNormMode_t mode) {
    XLATE_CUDNN_TRY(miopenDeriveBNTensorDescriptor(bd, xd, xlate_cudnn_bn_mode(mode)));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationForwardInference(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alpha, const void *beta,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, const void *bias, const void *mean, const void *var,
    double eps) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    float one = 1.0f, zero = 0.0f;
    XLATE_CUDNN_TRY(miopenBatchNormalizationForwardInference(h, xlate_cudnn_bn_mode(mode), &one, &zero, xd, x, yd, y, bd,
                                                             const_cast<void *>(scale), const_cast<void *>(bias),
                                                             const_cast<void *>(mean), const_cast<void *>(var), eps));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationForwardTraining(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alpha, const void *beta,
    const xlate_cudnnTensorDescriptor_t xd, const void *x, const xlate_cudnnTensorDescriptor_t yd, void *y,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, const void *bias, double factor, void *runMean,
    void *runVar, double eps, void *saveMean, void *saveInvVar) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alpha, beta, yd));
    float one = 1.0f, zero = 0.0f;
    XLATE_CUDNN_TRY(miopenBatchNormalizationForwardTraining(h, xlate_cudnn_bn_mode(mode), &one, &zero, xd, x, yd, y, bd,
                                                            const_cast<void *>(scale), const_cast<void *>(bias), factor,
                                                            runMean, runVar, eps, saveMean, saveInvVar));
    return XLATE_CUDNN_STATUS_SUCCESS;
}
static inline xlate_cudnnStatus_t xlate_cudnnBatchNormalizationBackward(
    xlate_cudnnHandle_t h, xlate_cudnnBatchNormMode_t mode, const void *alphaData, const void *betaData,
    const void *alphaParam, const void *betaParam, const xlate_cudnnTensorDescriptor_t xd, const void *x,
    const xlate_cudnnTensorDescriptor_t dyd, const void *dy, const xlate_cudnnTensorDescriptor_t dxd, void *dx,
    const xlate_cudnnTensorDescriptor_t bd, const void *scale, void *dScale, void *dBias, double eps,
    const void *savedMean, const void *savedInvVar) {
    XLATE_CUDNN_CHECK(xlate_cudnn_plain(alphaData, betaData, dxd) && xlate_cudnn_plain(alphaParam, betaParam, bd));
    XLATE_CUDNN_TRY(miopenBatchNormalizationBackward(h, xlate_cudnn_bn_mode(mode), &xlate_cudnn_one, &xlate_cudnn_zero,
                                                     &xlate_cudnn_one, &xlate_cudnn_zero, xd, x, dyd, dy, dxd, dx, bd,
                                                     scale, dScale, dBias, eps, savedMean, savedInvVar));
    return XLATE_CUDNN_STATUS_SUCCESS;
}

#endif /* XLATE_CUDNN_COMPUTE_H */
