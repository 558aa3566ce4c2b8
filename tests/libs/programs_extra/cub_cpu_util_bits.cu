// CUB's utilities computed in a kernel (where CUB declares them __device__) and on the host:
// the PTX-like bit operations over pseudo-random inputs (printed with the results), NumericTraits'
// limits and radix twiddles, the digit extractor, ThreadReduce, LowerBound / UpperBound,
// ThreadLoad / ThreadStore, the operators (ArgMin / ArgMax ties, ReduceByKeyOp, ReduceBySegmentOp, ...)
// and the type utilities. Each line: a name and its values.
#include <cstdio>
#include <cstring>
#include <cub/cub.cuh>
#include <cuda_fp16.h>

constexpr int CASES = 48;

struct BitCase {
  unsigned a, b, c;
  unsigned long long q;
  unsigned bfe32, bfe64, bfe8, bfi, iadd3, shl, shr;
  int prmt;
};

__global__ void bits_kernel(BitCase *cs) {
  BitCase &k = cs[threadIdx.x];
  k.bfe32 = cub::BFE(k.a, k.b % 40, k.c % 34);
  k.bfe64 = cub::BFE(k.q, k.b % 70, k.c % 34);
  k.bfe8 = cub::BFE((unsigned char)k.a, k.b % 10, k.c % 10);
  cub::BFI(k.bfi, k.a, k.b, k.c % 36, (k.c >> 8) % 36);
  k.prmt = cub::PRMT(k.a, k.b, k.c);
  k.iadd3 = cub::IADD3(k.a, k.b, k.c);
  k.shl = cub::SHL_ADD(k.a, k.c % 40, k.b);
  k.shr = cub::SHR_ADD(k.a, k.c % 40, k.b);
}

constexpr int NKEYS = 9;
__device__ __host__ float key_value(int i) {
  const float v[NKEYS] = {-0.0f, 0.0f, -1.5f, 1.5f, -3e38f, 3e38f, 1e-40f, -1e-40f, 2.0f};
  return v[i];
}

// digits and twiddles of float keys, ThreadReduce, searches, loads and stores, device-only operators
__global__ void misc_kernel(long long *out, int *scratch) {
  int n = 0;
  for (int i = 0; i < NKEYS; ++i) {
    unsigned bits;
    float f = key_value(i);
    memcpy(&bits, &f, 4);
    unsigned tw = cub::Traits<float>::TwiddleIn(bits);
    cub::ShiftDigitExtractor<float> ex(28, 4);
    out[n++] = tw;
    out[n++] = cub::Traits<float>::TwiddleOut(tw);
    out[n++] = ex.Digit(tw);
    out[n++] = cub::RadixSortTwiddle<true, float>::In(bits);
  }
  int items[5] = {4, -9, 7, 7, -2};
  out[n++] = cub::ThreadReduce(items, cub::Sum());
  out[n++] = cub::ThreadReduce(items, cub::Max());
  out[n++] = cub::ThreadReduce(items, cub::Min(), -5);
  out[n++] = cub::ThreadReduce<3>(items + 1, cub::Sum());
  out[n++] = cub::ThreadReduce<4>(items, cub::Sum(), 100);
  const int sorted[10] = {-7, -7, -3, 0, 2, 2, 2, 5, 9, 9};
  const int queries[8] = {-8, -7, -5, 0, 2, 3, 9, 10};
  for (int i = 0; i < 8; ++i) {
    out[n++] = cub::LowerBound(sorted, 10, queries[i]);
    out[n++] = cub::UpperBound(sorted, 10, queries[i]);
  }
  for (int i = 0; i < 10; ++i) scratch[i] = sorted[i];
  int loaded[4];
  loaded[0] = cub::ThreadLoad<cub::LOAD_CG>(scratch + 2);
  loaded[1] = cub::ThreadLoad<cub::LOAD_VOLATILE>(scratch + 3);
  loaded[2] = cub::ThreadLoad<cub::LOAD_LDG>(scratch + 7);
  loaded[3] = cub::ThreadLoad(scratch + 9);
  int *stored = scratch + 10;
  cub::ThreadStore<cub::STORE_WT>(stored + 0, loaded[3]);
  cub::ThreadStore<cub::STORE_VOLATILE>(stored + 1, loaded[2]);
  cub::ThreadStore<cub::STORE_CG>(stored + 2, loaded[1]);
  cub::ThreadStore(stored + 3, loaded[0]);
  for (int i = 0; i < 4; ++i) out[n++] = stored[i];
  int s_a = 1, s_b = 2;
  cub::Swap(s_a, s_b);
  out[n++] = s_a * 10 + s_b;
  cub::BinaryFlip<cub::Difference> flip(cub::Difference{});
  out[n++] = flip(10, 3);
  out[n++] = cub::MakeBinaryFlip(cub::Division{})(4, 20);
  out[-1] = n;
}

int main() {
  // bit operations
  BitCase h[CASES];
  unsigned x = 12345u;
  auto next = [&] { x = x * 1103515245u + 12345u; return x; };
  for (int i = 0; i < CASES; ++i) {
    h[i].a = next();
    h[i].b = next() >> (i % 7);
    h[i].c = next();
    h[i].q = (unsigned long long)next() << 32 | next();
  }
  h[0].c = 0x8888;  // every byte's sign replicated
  h[1].c = 0x3210;  // a as it is
  h[2].c = 0xF7B3;
  BitCase *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  bits_kernel<<<1, CASES>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < CASES; ++i) {
    const BitCase &k = h[i];
    printf("bits %u %u %u %llu %u %u %u %u %d %u %u %u\n", k.a, k.b, k.c, k.q, k.bfe32, k.bfe64, k.bfe8, k.bfi,
           k.prmt, k.iadd3, k.shl, k.shr);
  }

  long long *dm;
  cudaMalloc(&dm, 256 * sizeof(long long));
  int *scratch;
  cudaMalloc(&scratch, 16 * sizeof(int));
  misc_kernel<<<1, 1>>>(dm + 1, scratch);
  long long m[256];
  cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
  int n = 1;
  printf("twiddle");
  for (int i = 0; i < NKEYS; ++i) {
    unsigned bits;
    float f = key_value(i);
    memcpy(&bits, &f, 4);
    printf(" %u %lld %lld %lld %lld", bits, m[n], m[n + 1], m[n + 2], m[n + 3]);
    n += 4;
  }
  printf("\nreduce");
  for (int i = 0; i < 5; ++i) printf(" %lld", m[n++]);
  printf("\nsearch");
  for (int i = 0; i < 16; ++i) printf(" %lld", m[n++]);
  printf("\nloadstore");
  for (int i = 0; i < 4; ++i) printf(" %lld", m[n++]);
  printf("\nswap %lld\nflip %lld %lld\n", m[n], m[n + 1], m[n + 2]);
  n += 3;
  printf("count %d %lld\n", n - 1, m[0]);

  // limits (host: CUB declares NumericTraits' members __host__ __device__)
  printf("limits_int %d %d %u %u %d %d %d %d %lld %lld %llu\n", cub::NumericTraits<int>::Max(),
         cub::NumericTraits<int>::Lowest(), cub::NumericTraits<unsigned>::Max(), cub::NumericTraits<unsigned>::Lowest(),
         (int)cub::NumericTraits<short>::Max(), (int)cub::NumericTraits<short>::Lowest(),
         (int)cub::NumericTraits<signed char>::Max(), (int)cub::NumericTraits<signed char>::Lowest(),
         cub::NumericTraits<long long>::Max(), cub::NumericTraits<long long>::Lowest(),
         cub::NumericTraits<unsigned long long>::Max());
  float fmax = cub::NumericTraits<float>::Max(), flow = cub::NumericTraits<float>::Lowest();
  double dmax = cub::Traits<const double>::Max(), dlow = cub::Traits<double>::Lowest();
  __half hmax = cub::NumericTraits<__half>::Max(), hlow = cub::NumericTraits<__half>::Lowest();
  unsigned fb[2];
  unsigned long long db[2];
  unsigned short hb[2];
  memcpy(&fb[0], &fmax, 4);
  memcpy(&fb[1], &flow, 4);
  memcpy(&db[0], &dmax, 8);
  memcpy(&db[1], &dlow, 8);
  memcpy(&hb[0], &hmax, 2);
  memcpy(&hb[1], &hlow, 2);
  printf("limits_fp %u %u %llu %llu %u %u\n", fb[0], fb[1], db[0], db[1], hb[0], hb[1]);
  printf("categories %d %d %d %d %d %d\n", (int)cub::NumericTraits<int>::CATEGORY,
         (int)cub::NumericTraits<unsigned char>::CATEGORY, (int)cub::NumericTraits<double>::CATEGORY,
         (int)cub::NumericTraits<int *>::CATEGORY, (int)cub::NumericTraits<float>::PRIMITIVE,
         (int)cub::NumericTraits<cub::NullType>::PRIMITIVE);
  int ikeys[5] = {-2147483647 - 1, -1, 0, 1, 2147483647};
  printf("twiddle_int");
  for (int i = 0; i < 5; ++i) {
    unsigned u = (unsigned)ikeys[i];
    unsigned in = cub::RadixSortTwiddle<false, int>::In(u), desc = cub::RadixSortTwiddle<true, int>::In(u);
    printf(" %u %u %u", in, desc, cub::RadixSortTwiddle<true, int>::Out(desc));
  }
  printf(" %u %u\n", cub::RadixSortTwiddle<false, int>::DefaultKey(), cub::RadixSortTwiddle<true, int>::DefaultKey());

  // operators
  typedef cub::KeyValuePair<int, float> P;
  P p1(3, 5.0f), p2(1, 5.0f), p3(2, -1.0f), p4(0, 9.0f);
  printf("argmin %d %d %d %d\n", cub::ArgMin()(p1, p2).key, cub::ArgMin()(p2, p1).key, cub::ArgMin()(p1, p3).key,
         cub::ArgMin()(p4, p1).key);
  printf("argmax %d %d %d %d\n", cub::ArgMax()(p1, p2).key, cub::ArgMax()(p2, p1).key, cub::ArgMax()(p1, p3).key,
         cub::ArgMax()(p4, p1).key);
  typedef cub::KeyValuePair<int, int> KV;
  cub::ReduceByKeyOp<cub::Sum> rbk(cub::Sum{});
  cub::ReduceBySegmentOp<cub::Max> rbs(cub::Max{});
  KV r1 = rbk(KV(4, 10), KV(4, 5)), r2 = rbk(KV(4, 10), KV(6, 5));
  KV s1 = rbs(KV(1, 10), KV(0, 5)), s2 = rbs(KV(1, 10), KV(2, 5)), s3 = rbs(KV(0, 3), KV(0, 8));
  printf("bykey %d %d %d %d\n", r1.key, r1.value, r2.key, r2.value);
  printf("bysegment %d %d %d %d %d %d\n", s1.key, s1.value, s2.key, s2.value, s3.key, s3.value);
  cub::SwizzleScanOp<cub::Difference> sw(cub::Difference{});
  cub::InequalityWrapper<cub::Equality> ne(cub::Equality{});
  printf("ops %d %d %d %d %d %d %d %d %d\n", sw(10, 3), cub::Difference()(10, 3), cub::Division()(-7, 2),
         cub::CastOp<int>()(2.7), cub::CastOp<int>()(-2.7), (int)cub::Equality()(3, 3), (int)cub::Inequality()(3, 3),
         (int)ne(3, 4), (int)ne(4, 4));
  printf("types %d %d %d %d %d %d %d %d %d\n", cub::Log2<1>::VALUE, cub::Log2<2>::VALUE, cub::Log2<5>::VALUE,
         cub::Log2<1024>::VALUE, cub::Log2<1025>::VALUE, (int)cub::PowerOfTwo<64>::VALUE,
         (int)cub::PowerOfTwo<96>::VALUE, cub::DivideAndRoundUp(10, 4), cub::DivideAndRoundUp(12, 4));
  printf("macros %d %d %d %d %d %d %d\n", CUB_MAX(-3, 2), CUB_MIN(-3, 2), CUB_QUOTIENT_CEILING(10, 4),
         CUB_QUOTIENT_FLOOR(10, 4), CUB_ROUND_UP_NEAREST(10, 4), CUB_ROUND_DOWN_NEAREST(10, 4),
         CUB_VERSION > 0 ? 1 : 0);
  printf("words %d %d %d %d %d %d %d %d %d\n", (int)sizeof(cub::UnitWord<double>::ShuffleWord),
         (int)sizeof(cub::UnitWord<double>::VolatileWord), (int)sizeof(cub::UnitWord<double>::DeviceWord),
         (int)sizeof(cub::UnitWord<char>::ShuffleWord), (int)sizeof(cub::UnitWord<short2>::VolatileWord),
         (int)sizeof(cub::UnitWord<float4>::DeviceWord), (int)sizeof(cub::UnitWord<int3>::DeviceWord),
         (int)sizeof(cub::Uninitialized<int3>), (int)sizeof(cub::CubVector<float, 3>));
  cub::Uninitialized<P> u;
  u.Alias() = p3;
  int later = 1;
  cub::FutureValue<int> fut(&later);  // read at the conversion, not at the construction
  later = 2;
  int fv = fut;
  printf("misc %d %d %d %d\n", u.Alias().key, (int)u.Alias().value, fv, (int)cub::Int2Type<7>::VALUE);
  return 0;
}
