// CUB device algorithms with spellings xlate's CUDA parse prelude once lacked: DeviceHistogram::
// MultiHistogramEven / MultiHistogramRange (channel counts as template arguments), DeviceScan::
// InclusiveScanInit and FutureValue as the initial value of ExclusiveScan / ExclusiveScanByKey. Each algorithm called twice (size query, then run) on a
// stream. Inputs come from a 32-bit LCG (the test rebuilds them). Each case prints its name and results
// (the histograms channel after channel).
#include <cuda_runtime.h>
#include <cub/cub.cuh>
#include <cstdio>
#include <cstdlib>

unsigned lcg_state;
int lcg(int mod) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return int((lcg_state >> 16) % unsigned(mod));
}

cudaStream_t stream;

template <class T> T *upload(const T *h, int n) {
  T *d;
  (void)cudaMalloc(&d, n * sizeof(T));
  (void)cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
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
  (void)cudaMalloc(&temp, bytes);
  call(temp, bytes);
  (void)cudaStreamSynchronize(stream);
  (void)cudaFree(temp);
}
void print(const char *name, const int *d, int n) {
  int *h = (int *)malloc(n * sizeof(int));
  (void)cudaStreamSynchronize(stream);
  (void)cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d", h[i]);
  printf("\n");
  free(h);
}
void print_hist(const char *name, int *const *hist, const int *num_levels, int channels) {
  printf("%s", name);
  for (int c = 0; c < channels; ++c) {
    const int bins = num_levels[c] - 1;
    int *h = (int *)malloc(bins * sizeof(int));
    (void)cudaStreamSynchronize(stream);
    (void)cudaMemcpy(h, hist[c], bins * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < bins; ++b) printf(" %d", h[b]);
    free(h);
  }
  printf("\n");
}

__global__ void set_value(int *p, int v) { *p = v; }

int main() {
  (void)cudaStreamCreate(&stream);

  // 37 pixels of 4 int channels in [-15, 44], the first 3 counted; bins of widths 8, 41/3 and 1
  {
    const int P = 37;
    int h[P * 4];
    lcg_state = 7u;
    for (int i = 0; i < P * 4; ++i) h[i] = lcg(60) - 15;
    const int *samples = upload(h, P * 4);
    int num_levels[3] = {6, 4, 8};
    int lower[3] = {-10, 0, 5};
    int upper[3] = {30, 41, 12};
    int *hist[3] = {counters(5), counters(3), counters(7)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::MultiHistogramEven<4, 3>(t, b, samples, hist, num_levels, lower, upper, P, stream);
    });
    print_hist("multi_even_int", hist, num_levels, 3);
  }
  // 50 RGBA pixels of unsigned char, all 4 channels counted, int levels up to 256
  {
    const int P = 50;
    unsigned char h[P * 4];
    lcg_state = 99u;
    for (int i = 0; i < P * 4; ++i) h[i] = (unsigned char)lcg(256);
    const unsigned char *samples = upload(h, P * 4);
    int num_levels[4] = {9, 5, 2, 3};
    int lower[4] = {0, 64, 100, 0};
    int upper[4] = {256, 192, 180, 256};
    int *hist[4] = {counters(8), counters(4), counters(1), counters(2)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::MultiHistogramEven<4, 4>(t, b, samples, hist, num_levels, lower, upper, P, stream);
    });
    print_hist("multi_even_uchar", hist, num_levels, 4);
  }
  // 29 pixels of 3 float channels in [-5, 5] (quarters), the first 2 counted against uneven levels
  {
    const int P = 29;
    float h[P * 3];
    lcg_state = 2024u;
    for (int i = 0; i < P * 3; ++i) h[i] = (lcg(41) - 20) / 4.0f;
    const float *samples = upload(h, P * 3);
    const float lv0[5] = {-3.0f, -1.5f, 0.0f, 0.25f, 4.0f}, lv1[2] = {-5.0f, 5.0f};
    const float *levels[2] = {upload(lv0, 5), upload(lv1, 2)};
    int num_levels[2] = {5, 2};
    int *hist[2] = {counters(4), counters(1)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::MultiHistogramRange<3, 2>(t, b, samples, hist, num_levels, levels, P, stream);
    });
    print_hist("multi_range_float", hist, num_levels, 2);
  }
  // 2-D: 3 rows of 4 pixels of 2 int channels in [-2, 11] (channel 0 counted), rows 11 samples apart;
  // the padding holds 3 (in range)
  {
    const int ROWS = 3, STRIDE = 11;
    int h[ROWS * STRIDE];
    lcg_state = 5u;
    for (int r = 0; r < ROWS; ++r)
      for (int c = 0; c < STRIDE; ++c) h[r * STRIDE + c] = c < 8 ? lcg(14) - 2 : 3;
    const int *samples = upload(h, ROWS * STRIDE);
    int ev_levels[1] = {7};
    int ev_lower[1] = {-2}, ev_upper[1] = {12};
    int *ev[1] = {counters(6)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::MultiHistogramEven<2, 1>(t, b, samples, ev, ev_levels, ev_lower, ev_upper, 4, ROWS,
                                                        STRIDE * sizeof(int), stream);
    });
    print_hist("multi_even_2d", ev, ev_levels, 1);
    const int lv[5] = {-1, 2, 3, 7, 11};
    const int *rg_lv[1] = {upload(lv, 5)};
    int rg_levels[1] = {5};
    int *rg[1] = {counters(4)};
    twice([&](void *t, size_t &b) {
      cub::DeviceHistogram::MultiHistogramRange<2, 1>(t, b, samples, rg, rg_levels, rg_lv, 4, ROWS,
                                                         STRIDE * sizeof(int), stream);
    });
    print_hist("multi_range_2d", rg, rg_levels, 1);
  }
  // scans of 300 values in [-100, 100] (keys: runs as in cub_cpu_bykey.cu)
  {
    const int N = 300;
    int hk[N], hv[N];
    lcg_state = 321u;
    for (int i = 0; i < N; ++i) {
      hk[i] = (i == 0 || lcg(3) == 0) ? lcg(7) - 3 : hk[i - 1];
      hv[i] = lcg(201) - 100;
    }
    const int *keys = upload(hk, N), *vals = upload(hv, N);
    int *out = counters(N);
    twice([&](void *t, size_t &b) {
      cub::DeviceScan::InclusiveScanInit(t, b, vals, out, cub::Max(), 60, N, stream);
    });
    print("incl_max_init60", out, N);
    twice([&](void *t, size_t &b) {
      cub::DeviceScan::InclusiveScanInit(t, b, vals, out, cub::Sum(), -1000, N, stream);
    });
    print("incl_sum_init_m1000", out, N);
    const int one = 1;
    int *d_init = upload(&one, 1);
    twice([&](void *t, size_t &b) {
      cub::FutureValue<int> init(d_init);
      if (t) set_value<<<1, 1, 0, stream>>>(d_init, 42);  // written on the stream before the scan runs
      cub::DeviceScan::ExclusiveScan(t, b, vals, out, cub::Sum(), init, N, stream);
    });
    print("excl_sum_future42", out, N);
    twice([&](void *t, size_t &b) {
      cub::FutureValue<int> init(d_init);
      if (t) set_value<<<1, 1, 0, stream>>>(d_init, -7);
      cub::DeviceScan::ExclusiveScanByKey(t, b, keys, vals, out, cub::Sum(), init, N, cub::Equality(),
                                             stream);
    });
    print("excl_sum_by_key_future_m7", out, N);
  }
  (void)cudaStreamDestroy(stream);
  return 0;
}
