// Texture objects on the cpu backend (tests/cpu/test_textures.py): one fetch or sample per run, the
// texels and coordinates read from stdin, every fetched channel printed. Usage:
//   textures fetch  FMT CHANNELS READMODE N COUNT          stdin: N*CHANNELS texel values, COUNT ints
//   textures sample DIMS FMT CHANNELS READMODE FILTER ADDR NORM W H COUNT
//                                                          stdin: 4 border floats, W*H*CHANNELS texel
//                                                          values, COUNT coordinates (x, or x y)
//   textures misuse
// FMT: u8 s8 u16 s16 u32 s32 f32 f16 (read as float); READMODE: element|normalized; FILTER: point|linear;
// ADDR: wrap|clamp|mirror|border. Results are printed one channel value a line (%.17g).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(x)                                                                  \
  do {                                                                            \
    hipError_t e_ = (x);                                                          \
    if (e_ != hipSuccess) {                                                       \
      printf("error %s: %s\n", #x, hipGetErrorName(e_));                          \
      exit(3);                                                                    \
    }                                                                             \
  } while (0)

template <class E, int N> struct Vec;
#define VEC(E, V)                   \
  template <> struct Vec<E, 1> { using type = E; };      \
  template <> struct Vec<E, 2> { using type = V##2; };   \
  template <> struct Vec<E, 4> { using type = V##4; };
VEC(unsigned char, uchar)
VEC(signed char, char)
VEC(unsigned short, ushort)
VEC(short, short)
VEC(unsigned int, uint)
VEC(int, int)
VEC(float, float)
// 16-bit float texels read as float (CUDA's rule), so their result types are float's.
template <> struct Vec<_Float16, 1> { using type = float; };
template <> struct Vec<_Float16, 2> { using type = float2; };
template <> struct Vec<_Float16, 4> { using type = float4; };

template <class T> __device__ void put(const T& v, double* out) {
  if constexpr (std::is_arithmetic<T>::value) {
    out[0] = v;
  } else {
    constexpr int n = sizeof(T) / sizeof(v.x);
    out[0] = v.x;
    if constexpr (n > 1) out[1] = v.y;
    if constexpr (n > 2) { out[2] = v.z; out[3] = v.w; }
  }
}

template <class T>
__global__ void fetch_kernel(hipTextureObject_t t, const int* idx, double* out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) put(tex1Dfetch<T>(t, idx[i]), out + 4 * i);
}
template <class T>
__global__ void sample1_kernel(hipTextureObject_t t, const float* x, double* out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) put(tex1D<T>(t, x[i]), out + 4 * i);
}
template <class T>
__global__ void sample2_kernel(hipTextureObject_t t, const float* x, const float* y, double* out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) put(tex2D<T>(t, x[i], y[i]), out + 4 * i);
}

template <class T> T* to_device(const std::vector<T>& h) {
  T* d = nullptr;
  CHECK(hipMalloc(&d, h.size() * sizeof(T) + 1));
  CHECK(hipMemcpy(d, h.data(), h.size() * sizeof(T), hipMemcpyHostToDevice));
  return d;
}

struct Args {
  bool sample = false;
  int dims = 1, channels = 1, w = 0, h = 1, count = 0;
  hipTextureDesc td{};
};

template <class E, int N> void run(const Args& a) {
  using T = typename Vec<E, N>::type;
  using R = typename Vec<float, N>::type;  // what normalized reads and filtering return
  constexpr bool half = std::is_same<E, _Float16>::value;
  constexpr size_t texel_bytes = sizeof(E) * N;
  const hipChannelFormatDesc desc =
      half ? hipCreateChannelDesc(16, N > 1 ? 16 : 0, N > 2 ? 16 : 0, N > 3 ? 16 : 0, hipChannelFormatKindFloat)
           : hipCreateChannelDesc<T>();
  std::vector<E> texels(static_cast<size_t>(a.w) * a.h * N);
  for (auto& v : texels) { double d; if (scanf("%lf", &d) != 1) exit(4); v = static_cast<E>(d); }
  hipResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  void* dev = nullptr;
  if (a.dims == 2) {
    size_t pitch = 0;
    CHECK(hipMallocPitch(&dev, &pitch, a.w * texel_bytes, a.h));
    CHECK(hipMemcpy2D(dev, pitch, texels.data(), a.w * texel_bytes, a.w * texel_bytes, a.h, hipMemcpyHostToDevice));
    rd.resType = hipResourceTypePitch2D;
    rd.res.pitch2D.devPtr = dev;
    rd.res.pitch2D.desc = desc;
    rd.res.pitch2D.width = a.w;
    rd.res.pitch2D.height = a.h;
    rd.res.pitch2D.pitchInBytes = pitch;
  } else {
    dev = to_device(texels);
    rd.resType = hipResourceTypeLinear;
    rd.res.linear.devPtr = dev;
    rd.res.linear.desc = desc;
    rd.res.linear.sizeInBytes = texels.size() * sizeof(E);
  }
  hipTextureObject_t obj = nullptr;
  CHECK(hipCreateTextureObject(&obj, &rd, &a.td, nullptr));
  double* out = nullptr;
  CHECK(hipMalloc(&out, 4 * sizeof(double) * (a.count + 1)));
  CHECK(hipMemset(out, 0, 4 * sizeof(double) * (a.count + 1)));
  const bool as_float = a.td.readMode == hipReadModeNormalizedFloat || a.td.filterMode == hipFilterModeLinear;
  int blocks = (a.count + 63) / 64;
  if (!a.sample) {
    std::vector<int> idx(a.count);
    for (auto& i : idx) if (scanf("%d", &i) != 1) exit(4);
    int* d = to_device(idx);
    if (as_float) hipLaunchKernelGGL(fetch_kernel<R>, dim3(blocks), dim3(64), 0, 0, obj, d, out, a.count);
    else hipLaunchKernelGGL(fetch_kernel<T>, dim3(blocks), dim3(64), 0, 0, obj, d, out, a.count);
  } else {
    std::vector<float> xs(a.count), ys(a.count);
    for (int i = 0; i < a.count; ++i) {
      if (scanf("%f", &xs[i]) != 1) exit(4);
      if (a.dims == 2 && scanf("%f", &ys[i]) != 1) exit(4);
    }
    float* dx = to_device(xs);
    float* dy = to_device(ys);
    if (a.dims == 1) {
      if (as_float) hipLaunchKernelGGL(sample1_kernel<R>, dim3(blocks), dim3(64), 0, 0, obj, dx, out, a.count);
      else hipLaunchKernelGGL(sample1_kernel<T>, dim3(blocks), dim3(64), 0, 0, obj, dx, out, a.count);
    } else {
      if (as_float) hipLaunchKernelGGL(sample2_kernel<R>, dim3(blocks), dim3(64), 0, 0, obj, dx, dy, out, a.count);
      else hipLaunchKernelGGL(sample2_kernel<T>, dim3(blocks), dim3(64), 0, 0, obj, dx, dy, out, a.count);
    }
  }
  CHECK(hipGetLastError());
  std::vector<double> h(4 * a.count);
  CHECK(hipMemcpy(h.data(), out, h.size() * sizeof(double), hipMemcpyDeviceToHost));
  for (int i = 0; i < a.count; ++i)
    for (int c = 0; c < N; ++c) printf("%.17g\n", h[4 * i + c]);
  hipResourceDesc back;
  CHECK(hipGetTextureObjectResourceDesc(&back, obj));
  if (back.resType != rd.resType || memcmp(&back.res, &rd.res, sizeof rd.res) != 0) {
    printf("resource desc differs\n");
    exit(5);
  }
  CHECK(hipDestroyTextureObject(obj));
  if (hipDestroyTextureObject(obj) != hipErrorInvalidValue) exit(6);
}

template <class E> void dispatch_n(const Args& a) {
  if (a.channels == 1) run<E, 1>(a);
  else if (a.channels == 2) run<E, 2>(a);
  else run<E, 4>(a);
}

// Misuse: an array resource (not supported), then a fetch through a destroyed object (fatal).
int misuse() {
  hipResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = hipResourceTypeArray;
  hipTextureDesc td{};
  hipTextureObject_t obj = nullptr;
  printf("array: %s\n", hipGetErrorName(hipCreateTextureObject(&obj, &rd, &td, nullptr)));
  std::vector<float> h(4, 1.0f);
  rd.resType = hipResourceTypeLinear;
  rd.res.linear.devPtr = to_device(h);
  rd.res.linear.desc = hipCreateChannelDesc<float>();
  rd.res.linear.sizeInBytes = 4 * sizeof(float);
  CHECK(hipCreateTextureObject(&obj, &rd, &td, nullptr));
  CHECK(hipDestroyTextureObject(obj));
  fflush(stdout);
  int* idx = to_device(std::vector<int>{0});
  double* out = nullptr;
  CHECK(hipMalloc(&out, 4 * sizeof(double)));
  hipLaunchKernelGGL(fetch_kernel<float>, dim3(1), dim3(1), 0, 0, obj, idx, out, 1);
  CHECK(hipDeviceSynchronize());
  printf("fetch through a destroyed object returned\n");
  return 0;
}

int main(int argc, char** argv) {
  Args a;
  int i = 1;
  if (!strcmp(argv[i], "misuse")) return misuse();
  a.sample = strcmp(argv[i++], "sample") == 0;
  if (a.sample) a.dims = atoi(argv[i++]);
  const char* fmt = argv[i++];
  a.channels = atoi(argv[i++]);
  a.td.readMode = strcmp(argv[i++], "normalized") == 0 ? hipReadModeNormalizedFloat : hipReadModeElementType;
  if (a.sample) {
    a.td.filterMode = strcmp(argv[i++], "linear") == 0 ? hipFilterModeLinear : hipFilterModePoint;
    const char* m = argv[i++];
    hipTextureAddressMode mode = !strcmp(m, "wrap") ? hipAddressModeWrap
                                 : !strcmp(m, "mirror") ? hipAddressModeMirror
                                 : !strcmp(m, "border") ? hipAddressModeBorder : hipAddressModeClamp;
    for (auto& am : a.td.addressMode) am = mode;
    a.td.normalizedCoords = atoi(argv[i++]);
    a.w = atoi(argv[i++]);
    a.h = atoi(argv[i++]);
    for (float& b : a.td.borderColor) if (scanf("%f", &b) != 1) return 4;
  } else {
    a.w = atoi(argv[i++]);
  }
  a.count = atoi(argv[i++]);
  if (!strcmp(fmt, "u8")) dispatch_n<unsigned char>(a);
  else if (!strcmp(fmt, "s8")) dispatch_n<signed char>(a);
  else if (!strcmp(fmt, "u16")) dispatch_n<unsigned short>(a);
  else if (!strcmp(fmt, "s16")) dispatch_n<short>(a);
  else if (!strcmp(fmt, "u32")) dispatch_n<unsigned int>(a);
  else if (!strcmp(fmt, "s32")) dispatch_n<int>(a);
  else if (!strcmp(fmt, "f16")) dispatch_n<_Float16>(a);
  else dispatch_n<float>(a);
  return 0;
}
