// The rounding-mode intrinsics evaluated in a kernel on inputs read from a file (argv[1]): one line
// per evaluation, `NAME A [B [C]]`, each argument as the bit pattern (float, double) or the value
// (integers) in a uint64_t. Prints `I RESULT` per line: `f:BITS`/`d:BITS` (hex) for float/double
// results, `i:VALUE` / `u:VALUE` for integers. Then `lit ...` lines: calls with literal arguments,
// which the compiler could fold in round-to-nearest if the rounding mode were not honoured.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

template <class T> __device__ T arg(uint64_t v);
template <> __device__ float arg<float>(uint64_t v) { uint32_t u = uint32_t(v); float f; memcpy(&f, &u, 4); return f; }
template <> __device__ double arg<double>(uint64_t v) { double d; memcpy(&d, &v, 8); return d; }
template <> __device__ int arg<int>(uint64_t v) { return int(int64_t(v)); }
template <> __device__ unsigned arg<unsigned>(uint64_t v) { return unsigned(v); }
template <> __device__ long long arg<long long>(uint64_t v) { return (long long)(v); }
template <> __device__ unsigned long long arg<unsigned long long>(uint64_t v) { return v; }

__device__ void put(char* o, float r) { uint32_t u; memcpy(&u, &r, 4); snprintf(o, 40, "f:%08x", u); }
__device__ void put(char* o, double r) { uint64_t u; memcpy(&u, &r, 8); snprintf(o, 40, "d:%016llx", (unsigned long long)u); }
__device__ void put(char* o, int r) { snprintf(o, 40, "i:%d", r); }
__device__ void put(char* o, long long r) { snprintf(o, 40, "i:%lld", r); }
__device__ void put(char* o, unsigned r) { snprintf(o, 40, "u:%u", r); }
__device__ void put(char* o, unsigned long long r) { snprintf(o, 40, "u:%llu", r); }

template <class R, class... A, size_t... I>
__device__ void call(R (*f)(A...), const uint64_t* in, char* out, std::index_sequence<I...>) {
  put(out, f(arg<A>(in[I])...));
}
template <class R, class... A>
__device__ void call(R (*f)(A...), const uint64_t* in, char* out) {
  call(f, in, out, std::index_sequence_for<A...>{});
}

typedef void (*Eval)(const uint64_t*, char*);
struct Entry { const char* name; Eval eval; };
#define E(fn) {#fn, [](const uint64_t* in, char* out) { call(&fn, in, out); }}
#define E4(fn) E(fn##_rn), E(fn##_rz), E(fn##_ru), E(fn##_rd)
static const Entry TABLE[] = {
    E4(__fadd), E4(__fsub), E4(__fmul), E4(__fdiv), E4(__frcp), E4(__fsqrt), E4(__fmaf),
    E4(__dadd), E4(__dsub), E4(__dmul), E4(__ddiv), E4(__drcp), E4(__dsqrt), E4(__fma),
    E(__frsqrt_rn),
    E4(__double2float), E4(__int2float), E4(__uint2float), E4(__ll2float), E4(__ull2float),
    E4(__ll2double), E4(__ull2double), E(__int2double_rn), E(__uint2double_rn),
    E4(__float2int), E4(__float2uint), E4(__float2ll), E4(__float2ull),
    E4(__double2int), E4(__double2uint), E4(__double2ll), E4(__double2ull),
};

struct Job { int fn; uint64_t in[3]; };

__global__ void evaluate(const Job* jobs, char* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) TABLE[jobs[i].fn].eval(jobs[i].in, out + 40 * size_t(i));
}

static float fbits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t bitsf(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t bitsd(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  FILE* f = fopen(argv[1], "r");
  if (!f) return 2;
  std::vector<Job> jobs;
  char name[64];
  unsigned long long a, b, c;
  char line[256];
  while (fgets(line, sizeof line, f)) {
    a = b = c = 0;
    if (sscanf(line, "%63s %llu %llu %llu", name, &a, &b, &c) < 2) continue;
    int fn = -1;
    for (size_t k = 0; k < sizeof TABLE / sizeof TABLE[0]; ++k)
      if (std::string(TABLE[k].name) == name) fn = int(k);
    if (fn < 0) { printf("unknown %s\n", name); return 3; }
    jobs.push_back(Job{fn, {a, b, c}});
  }
  fclose(f);
  int n = int(jobs.size());
  Job* dj;
  char* dout;
  hipMalloc(&dj, sizeof(Job) * n);
  hipMalloc(&dout, 40 * size_t(n));
  hipMemcpy(dj, jobs.data(), sizeof(Job) * n, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(evaluate, dim3((n + 255) / 256), dim3(256), 0, 0, dj, dout, n);
  std::vector<char> out(40 * size_t(n));
  hipMemcpy(out.data(), dout, out.size(), hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d %s\n", i, out.data() + 40 * size_t(i));
  // Literal arguments (constant-foldable): name, argument bits, result.
  printf("lit __fadd_ru %u %u f:%08x\n", bitsf(1.0f), bitsf(1e-30f), bitsf(__fadd_ru(1.0f, 1e-30f)));
  printf("lit __fadd_rd %u %u f:%08x\n", bitsf(1.0f), bitsf(-1e-30f), bitsf(__fadd_rd(1.0f, -1e-30f)));
  printf("lit __fdiv_rz %u %u f:%08x\n", bitsf(1.0f), bitsf(3.0f), bitsf(__fdiv_rz(1.0f, 3.0f)));
  printf("lit __fdiv_ru %u %u f:%08x\n", bitsf(1.0f), bitsf(3.0f), bitsf(__fdiv_ru(1.0f, 3.0f)));
  printf("lit __dsqrt_ru %llu d:%016llx\n", (unsigned long long)bitsd(2.0),
         (unsigned long long)bitsd(__dsqrt_ru(2.0)));
  printf("lit __dmul_rz %llu %llu d:%016llx\n", (unsigned long long)bitsd(0.1), (unsigned long long)bitsd(3.0),
         (unsigned long long)bitsd(__dmul_rz(0.1, 3.0)));
  printf("lit __double2float_ru %llu f:%08x\n", (unsigned long long)bitsd(0.1), bitsf(__double2float_ru(0.1)));
  printf("lit __int2float_ru %d f:%08x\n", 16777217, bitsf(__int2float_ru(16777217)));
  printf("lit __ull2double_rd %llu d:%016llx\n", 0ull, (unsigned long long)bitsd(__ull2double_rd(0ull)));
  (void)fbits;
  return 0;
}
