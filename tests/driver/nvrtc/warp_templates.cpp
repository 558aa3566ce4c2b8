// Run-time compiled kernels that assume CUDA's 32-lane warps (a shuffle reduction whose per-warp sum is
// stored, a ballot whose 32-bit mask is stored, a broadcast from lane 0 stored by lane 31), and template kernels reached through name expressions
// and their lowered names. Prints `sum W S`, `ballot W B` and `first W F` per warp of 32 threads, then `f I V` and
// `i I V` for the two instantiations of ops::scale.
#include "rtc_check.h"

static const char* kSource = R"(
namespace ops {
template <typename T>
__global__ void scale(T* v, T k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * k;
}
}  // namespace ops

extern "C" __global__ void warp_sums(const int* in, int* sums, unsigned* ballots, int* firsts) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  int first = __shfl_sync(0xffffffffu, v, 0);  // lane 0 of this thread's warp of 32
  if ((threadIdx.x & 31) == 31) firsts[t / 32] = first;
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
  unsigned b = __ballot_sync(0xffffffffu, in[t] % 3 == 0);
  if ((threadIdx.x & 31) == 0) {
    sums[t / 32] = v;
    ballots[t / 32] = b;
  }
}
)";

int main() {
  CU_OK(cuInit(0));
  CUdevice dev;
  CUcontext ctx;
  CU_OK(cuDeviceGet(&dev, 0));
  CU_OK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_OK(cuCtxSetCurrent(ctx));
  std::vector<std::string> names = {"ops::scale<float>", "ops::scale<int>"}, lowered;
  std::string ptx = compile_to_ptx(kSource, "warp_templates.cu", {"-std=c++17"}, &names, &lowered);
  CUmodule mod;
  CU_OK(cuModuleLoadData(&mod, ptx.c_str()));

  const int threads = 256, blocks = 3, n = threads * blocks, warps = n / 32;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 37 + 11) % 101 - 50;
  CUdeviceptr d_in, d_sums, d_ballots, d_firsts;
  CU_OK(cuMemAlloc(&d_firsts, warps * sizeof(int)));
  CU_OK(cuMemAlloc(&d_in, n * sizeof(int)));
  CU_OK(cuMemAlloc(&d_sums, warps * sizeof(int)));
  CU_OK(cuMemAlloc(&d_ballots, warps * sizeof(unsigned)));
  CU_OK(cuMemcpyHtoD(d_in, in.data(), n * sizeof(int)));
  CUfunction sums_fn;
  CU_OK(cuModuleGetFunction(&sums_fn, mod, "warp_sums"));
  void* sum_args[] = {&d_in, &d_sums, &d_ballots, &d_firsts};
  CU_OK(cuLaunchKernel(sums_fn, blocks, 1, 1, threads, 1, 1, 0, nullptr, sum_args, nullptr));
  std::vector<int> sums(warps);
  std::vector<unsigned> ballots(warps);
  std::vector<int> firsts(warps);
  CU_OK(cuMemcpyDtoH(firsts.data(), d_firsts, warps * sizeof(int)));
  CU_OK(cuMemcpyDtoH(sums.data(), d_sums, warps * sizeof(int)));
  CU_OK(cuMemcpyDtoH(ballots.data(), d_ballots, warps * sizeof(unsigned)));
  for (int w = 0; w < warps; ++w) std::printf("sum %d %d\nballot %d %u\nfirst %d %d\n", w, sums[w], w, ballots[w], w, firsts[w]);

  const int m = 100;
  std::vector<float> vf(m);
  std::vector<int> vi(m);
  for (int i = 0; i < m; ++i) { vf[i] = 0.5f * i - 7.0f; vi[i] = 3 * i - 40; }
  CUdeviceptr d_f, d_i;
  CU_OK(cuMemAlloc(&d_f, m * sizeof(float)));
  CU_OK(cuMemAlloc(&d_i, m * sizeof(int)));
  CU_OK(cuMemcpyHtoD(d_f, vf.data(), m * sizeof(float)));
  CU_OK(cuMemcpyHtoD(d_i, vi.data(), m * sizeof(int)));
  CUfunction f_fn, i_fn;
  CU_OK(cuModuleGetFunction(&f_fn, mod, lowered[0].c_str()));
  CU_OK(cuModuleGetFunction(&i_fn, mod, lowered[1].c_str()));
  float kf = 1.5f;
  int ki = -3, mm = m;
  void* f_args[] = {&d_f, &kf, &mm};
  void* i_args[] = {&d_i, &ki, &mm};
  CU_OK(cuLaunchKernel(f_fn, 1, 1, 1, 128, 1, 1, 0, nullptr, f_args, nullptr));
  CU_OK(cuLaunchKernel(i_fn, 1, 1, 1, 128, 1, 1, 0, nullptr, i_args, nullptr));
  CU_OK(cuCtxSynchronize());
  CU_OK(cuMemcpyDtoH(vf.data(), d_f, m * sizeof(float)));
  CU_OK(cuMemcpyDtoH(vi.data(), d_i, m * sizeof(int)));
  for (int i = 0; i < m; ++i) std::printf("f %d %.9g\ni %d %d\n", i, vf[i], i, vi[i]);
  std::printf("lowered %s %s\n", lowered[0].c_str(), lowered[1].c_str());
  CU_OK(cuModuleUnload(mod));
  CU_OK(cuDevicePrimaryCtxRelease(dev));
  return 0;
}
