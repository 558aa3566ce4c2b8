// CUB's DeviceHistogram HistogramEven / HistogramRange, 1-D and 2-D (rows row_stride_bytes apart, the
// padding between rows not counted), each called twice (size query, then run) on a stream. Samples come
// from a 32-bit LCG (the test rebuilds them); many fall outside the levels (dropped). Each case prints
// its name and the histogram; "status" prints whether calls with bad arguments fail. The multi-channel
// forms are in cub_cpu_bykey_prelude_gaps.hip (xlate's CUDA parse prelude takes no template arguments
// for them yet).
#include <cstdio>
#include <cstdlib>
#include <cub/cub.cuh>

unsigned lcg_state;
int lcg(int mod) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return int((lcg_state >> 16) % unsigned(mod));
}

cudaStream_t stream;

template <class T> T *upload(const T *h, int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
// counters that are not zero, to see that a histogram is overwritten
int *counters(int n) {
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) h[i] = 99;
  int *d = upload(h, n);
  free(h);
  return d;
}
template <class F> void twice(F call) {
  size_t bytes = 0;
  call(nullptr, bytes);
  void *temp;
  cudaMalloc(&temp, bytes);
  call(temp, bytes);
  cudaStreamSynchronize(stream);
  cudaFree(temp);
}
void print(const char *name, int *const *hist, const int *num_levels, int channels) {
  printf("%s", name);
  for (int c = 0; c < channels; ++c) {
    const int bins = num_levels[c] - 1;
    int *h = (int *)malloc(bins * sizeof(int));
    cudaStreamSynchronize(stream);
    cudaMemcpy(h, hist[c], bins * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < bins; ++b) printf(" %d", h[b]);
    free(h);
  }
  printf("\n");
}

int main() {
  cudaStreamCreate(&stream);

  // 87 float samples in [-5, 5] (quarters)
  {
    const int P = 29;
    float h[P * 3];
    lcg_state = 2024u;
    for (int i = 0; i < P * 3; ++i) h[i] = (lcg(41) - 20) / 4.0f;
    const float *samples = upload(h, P * 3);
    // 11 bins of width 0.5 over [-2.5, 3)
    int one_levels[1] = {12};
    int *one[1] = {counters(11)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::HistogramEven(t, b, samples, one[0], 12, -2.5f, 3.0f, P * 3, stream);
    });
    print("even_float", one, one_levels, 1);
    // uneven levels; samples on a level go to the bin above it, those on the last level are dropped
    const float lv[5] = {-3.0f, -1.5f, 0.0f, 0.25f, 4.0f};
    const float *d_lv = upload(lv, 5);
    int rg_levels[1] = {5};
    int *rg[1] = {counters(4)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::HistogramRange(t, b, samples, rg[0], 5, d_lv, P * 3, stream);
    });
    print("range_float", rg, rg_levels, 1);
  }
  // 2-D: 4 rows of 6 int samples in [-2, 11], rows 9 samples apart; the padding holds 3 (in range)
  {
    const int ROWS = 4, COLS = 6, STRIDE = 9;
    int h[ROWS * STRIDE];
    lcg_state = 5u;
    for (int r = 0; r < ROWS; ++r)
      for (int c = 0; c < STRIDE; ++c) h[r * STRIDE + c] = c < COLS ? lcg(14) - 2 : 3;
    const int *samples = upload(h, ROWS * STRIDE);
    int ev_levels[1] = {5};
    int *ev[1] = {counters(4)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::HistogramEven(t, b, samples, ev[0], 5, 0, 10, COLS, ROWS, STRIDE * sizeof(int), stream);
    });
    print("even_2d", ev, ev_levels, 1);
    const int lv[5] = {-1, 2, 3, 7, 11};
    const int *d_lv = upload(lv, 5);
    int rg_levels[1] = {5};
    int *rg[1] = {counters(4)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::HistogramRange(t, b, samples, rg[0], 5, d_lv, COLS, ROWS, STRIDE * sizeof(int), stream);
    });
    print("range_2d", rg, rg_levels, 1);
    // a row stride that is not a whole number of samples; a histogram without a bin
    size_t bytes = 0;
    const cudaError_t bad_stride =
        cub::DeviceHistogram::HistogramEven(nullptr, bytes, samples, ev[0], 5, 0, 10, COLS, ROWS, size_t(38), stream);
    const cudaError_t no_bin = cub::DeviceHistogram::HistogramRange(nullptr, bytes, samples, rg[0], 1, d_lv, 6, stream);
    printf("status %d %d\n", bad_stride != cudaSuccess, no_bin != cudaSuccess);
  }
  cudaStreamDestroy(stream);
  return 0;
}
