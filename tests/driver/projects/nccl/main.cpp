// One-rank NCCL, as the cpu backend's RCCL provides it: every collective, PreMulSum operators, send and
// receive to itself in a group, communicator queries, and the errors for what it does not support.
// Prints one line per check ("name value ..."); tests/driver/test_nccl.py computes what each must be.
// Floating values are printed with %a (exact); half and bfloat16 data are made and printed as their bits.
//   nccl_app            everything below
//   nccl_app id FILE    writes a ncclUniqueId to FILE
//   nccl_app join FILE  ncclCommInitRank with the id in FILE (made by another process)
#include <cuda_runtime.h>
#include <nccl.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(x)                                                          \
  do {                                                                    \
    if (!(x)) {                                                           \
      std::fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #x); \
      return 1;                                                           \
    }                                                                     \
  } while (0)

int allgather_in_other_file(ncclComm_t comm, const int* send, int* recv, int n, cudaStream_t stream);

constexpr int N = 6;

template <class T>
T* device_copy(const std::vector<T>& host) {
  T* p = nullptr;
  if (cudaMalloc(reinterpret_cast<void**>(&p), host.size() * sizeof(T)) != cudaSuccess) return nullptr;
  cudaMemcpy(p, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice);
  return p;
}

template <class T>
std::vector<T> host_copy(const T* p, size_t n) {
  std::vector<T> v(n);
  cudaDeviceSynchronize();
  cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
  return v;
}

void print(const char* name, const std::vector<float>& v) {
  std::printf("%s", name);
  for (float x : v) std::printf(" %a", static_cast<double>(x));
  std::printf("\n");
}
void print(const char* name, const std::vector<double>& v) {
  std::printf("%s", name);
  for (double x : v) std::printf(" %a", x);
  std::printf("\n");
}
template <class T>
void print_int(const char* name, const std::vector<T>& v) {
  std::printf("%s", name);
  for (T x : v) std::printf(" %lld", static_cast<long long>(x));
  std::printf("\n");
}

int id_file(const char* mode, const char* path) {
  ncclUniqueId id;
  if (std::strcmp(mode, "id") == 0) {
    CHECK(ncclGetUniqueId(&id) == ncclSuccess);
    FILE* f = std::fopen(path, "wb");
    CHECK(f && std::fwrite(&id, sizeof id, 1, f) == 1);
    std::fclose(f);
    return 0;
  }
  FILE* f = std::fopen(path, "rb");
  CHECK(f && std::fread(&id, sizeof id, 1, f) == 1);
  std::fclose(f);
  ncclComm_t comm = nullptr;
  std::printf("join %d\n", static_cast<int>(ncclCommInitRank(&comm, 1, id, 0)));
  std::printf("join_error %s\n", ncclGetLastError(nullptr));
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 3) return id_file(argv[1], argv[2]);
  int version = 0, device = -1;
  CHECK(ncclGetVersion(&version) == ncclSuccess);
  CHECK(cudaGetDevice(&device) == cudaSuccess);
  std::printf("version %d %d\n", version, NCCL_VERSION_CODE);

  ncclUniqueId id;
  CHECK(ncclGetUniqueId(&id) == ncclSuccess);
  ncclComm_t comm = nullptr;
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  CHECK(ncclCommInitRankConfig(&comm, 1, id, 0, &config) == ncclSuccess);
  ncclResult_t async = ncclInProgress;
  int count = 0, rank = -1, comm_device = -1;
  CHECK(ncclCommGetAsyncError(comm, &async) == ncclSuccess);
  CHECK(ncclCommCount(comm, &count) == ncclSuccess);
  CHECK(ncclCommUserRank(comm, &rank) == ncclSuccess);
  CHECK(ncclCommCuDevice(comm, &comm_device) == ncclSuccess);
  std::printf("comm %d %d %d %d %d\n", static_cast<int>(async), count, rank, comm_device, device);

  cudaStream_t stream, other;
  CHECK(cudaStreamCreate(&stream) == cudaSuccess);
  CHECK(cudaStreamCreate(&other) == cudaSuccess);

  std::vector<float> f(N);
  std::vector<int> a(N);
  std::vector<double> d(N);
  std::vector<unsigned char> u(N);
  std::vector<long long> l(N);
  std::vector<uint16_t> h(N), b(N);  // half, bfloat16
  for (int i = 0; i < N; ++i) {
    f[i] = 0.75f * i - 1.5f;
    a[i] = 7 * i - 20;
    d[i] = 1.0 / (i + 3);
    u[i] = static_cast<unsigned char>(250 + i);
    l[i] = -(1LL << 40) + i;
    h[i] = static_cast<uint16_t>(0x2e66 + 0x1d3 * i);  // normal halves from about 0.1
    b[i] = static_cast<uint16_t>(0x3e99 + 0x2c5 * i);  // bfloat16 values from about 0.3
  }
  print("in_f", f);
  print_int("in_a", a);
  print("in_d", d);
  print_int("in_u", u);
  print_int("in_l", l);
  print_int("in_h", h);
  print_int("in_b", b);

  float* df = device_copy(f);
  float* df_out = device_copy(std::vector<float>(N, -7.0f));
  int* da = device_copy(a);
  double* dd = device_copy(d);
  double* dd_out = device_copy(std::vector<double>(N, 0.0));
  CHECK(df && df_out && da && dd && dd_out);

  // the built-in operators: one rank's result is its own data (avg = sum / 1)
  CHECK(ncclAllReduce(df, df_out, N, ncclFloat, ncclSum, comm, stream) == ncclSuccess);
  print("allreduce_sum", host_copy(df_out, N));
  CHECK(ncclAllReduce(da, da, N, ncclInt32, ncclAvg, comm, stream) == ncclSuccess);  // in place
  print_int("allreduce_avg_inplace", host_copy(da, N));
  CHECK(ncclReduce(dd, dd_out, N, ncclDouble, ncclMax, 0, comm, stream) == ncclSuccess);
  print("reduce_max", host_copy(dd_out, N));
  CHECK(cudaMemcpy(df_out, std::vector<float>(N, -7.0f).data(), N * sizeof(float), cudaMemcpyHostToDevice) ==
        cudaSuccess);
  CHECK(ncclReduceScatter(df, df_out, N / 2, ncclFloat, ncclProd, comm, stream) == ncclSuccess);
  print("reducescatter_prod", host_copy(df_out, N));
  CHECK(ncclBroadcast(dd, dd_out, N, ncclDouble, 0, comm, stream) == ncclSuccess);
  print("broadcast", host_copy(dd_out, N));
  CHECK(ncclBcast(df, N, ncclFloat, 0, comm, stream) == ncclSuccess);
  print("bcast", host_copy(df, N));
  int* da_out = device_copy(std::vector<int>(N, 0));
  CHECK(da_out);
  CHECK(ncclAllReduce(da, da_out, N, ncclInt32, ncclMin, comm, other) == ncclSuccess);
  CHECK(cudaStreamSynchronize(other) == cudaSuccess);
  print_int("allreduce_min_other_stream", host_copy(da_out, N));
  CHECK(allgather_in_other_file(comm, da, da_out, N, stream) == 0);
  print_int("allgather_other_file", host_copy(da_out, N));

  // PreMulSum: each element times the scalar
  float fs = 2.5f;
  ncclRedOp_t op_f;
  CHECK(ncclRedOpCreatePreMulSum(&op_f, &fs, ncclFloat, ncclScalarHostImmediate, comm) == ncclSuccess);
  fs = 100.0f;  // host-immediate: the value at creation counts
  CHECK(ncclAllReduce(df, df, N, ncclFloat, op_f, comm, stream) == ncclSuccess);
  CHECK(ncclRedOpDestroy(op_f, comm) == ncclSuccess);
  print("premulsum_f", host_copy(df, N));

  unsigned char us = 3;
  ncclRedOp_t op_u;
  CHECK(ncclRedOpCreatePreMulSum(&op_u, &us, ncclUint8, ncclScalarHostImmediate, comm) == ncclSuccess);
  unsigned char* du = device_copy(u);
  CHECK(du && ncclAllReduce(du, du, N, ncclUint8, op_u, comm, stream) == ncclSuccess);
  print_int("premulsum_u", host_copy(du, N));

  long long* dls = device_copy(std::vector<long long>{1});  // device-resident: read when it runs
  ncclRedOp_t op_l;
  CHECK(dls && ncclRedOpCreatePreMulSum(&op_l, dls, ncclInt64, ncclScalarDevice, comm) == ncclSuccess);
  long long scalar_l = -3;
  CHECK(cudaMemcpy(dls, &scalar_l, sizeof scalar_l, cudaMemcpyHostToDevice) == cudaSuccess);
  long long* dl = device_copy(l);
  long long* dl_out = device_copy(std::vector<long long>(N, 0));
  CHECK(dl && dl_out && ncclReduce(dl, dl_out, N, ncclInt64, op_l, 0, comm, stream) == ncclSuccess);
  print_int("premulsum_l", host_copy(dl_out, N));

  std::vector<uint16_t> hs{0x3ecd};  // 1.7 as a half
  uint16_t* dhs = device_copy(hs);
  uint16_t* dh = device_copy(h);
  ncclRedOp_t op_h;
  CHECK(dhs && dh && ncclRedOpCreatePreMulSum(&op_h, dhs, ncclHalf, ncclScalarDevice, comm) == ncclSuccess);
  CHECK(ncclAllReduce(dh, dh, N, ncclHalf, op_h, comm, stream) == ncclSuccess);
  print_int("premulsum_h_scalar", hs);
  print_int("premulsum_h", host_copy(dh, N));

  uint16_t bs = 0xbfa6;  // -1.296875 as a bfloat16
  ncclRedOp_t op_b;
  CHECK(ncclRedOpCreatePreMulSum(&op_b, &bs, ncclBfloat16, ncclScalarHostImmediate, comm) == ncclSuccess);
  uint16_t* db = device_copy(b);
  CHECK(db && ncclAllReduce(db, db, N, ncclBfloat16, op_b, comm, stream) == ncclSuccess);
  print_int("premulsum_b_scalar", std::vector<uint16_t>{bs});
  print_int("premulsum_b", host_copy(db, N));

  // send and receive to itself, paired in a group, around a collective
  double* dd2 = device_copy(std::vector<double>(N, 0.0));
  int* da2 = device_copy(std::vector<int>(N, 0));
  CHECK(dd2 && da2);
  CHECK(ncclGroupStart() == ncclSuccess);
  CHECK(ncclRecv(dd2, N, ncclDouble, 0, comm, stream) == ncclSuccess);
  CHECK(ncclAllReduce(dd, dd_out, N, ncclDouble, ncclSum, comm, stream) == ncclSuccess);
  CHECK(ncclSend(dd, N, ncclDouble, 0, comm, stream) == ncclSuccess);
  CHECK(ncclSend(da, N, ncclInt32, 0, comm, stream) == ncclSuccess);
  CHECK(ncclRecv(da2, N, ncclInt32, 0, comm, other) == ncclSuccess);  // another stream
  CHECK(ncclGroupEnd() == ncclSuccess);
  print("sendrecv_d", host_copy(dd2, N));
  print_int("sendrecv_a", host_copy(da2, N));

  // what one rank cannot do, and misuse
  ncclComm_t two = nullptr;
  std::printf("err_two_ranks %d\n", static_cast<int>(ncclCommInitRank(&two, 2, id, 1)));
  std::printf("err_two_ranks_text %s\n", ncclGetLastError(comm));
  ncclComm_t comms[2];
  std::printf("err_init_all_two %d\n", static_cast<int>(ncclCommInitAll(comms, 2, nullptr)));
  std::printf("err_send_outside_group %d\n", static_cast<int>(ncclSend(dd, N, ncclDouble, 0, comm, stream)));
  ncclGroupStart();
  ncclSend(dd, N, ncclDouble, 0, comm, stream);
  std::printf("err_unmatched_send %d\n", static_cast<int>(ncclGroupEnd()));
  std::printf("err_peer %d\n", static_cast<int>(ncclSend(dd, N, ncclDouble, 1, comm, stream)));
  std::printf("err_root %d\n", static_cast<int>(ncclBroadcast(dd, dd_out, N, ncclDouble, 1, comm, stream)));
  std::printf("err_type %d\n",
              static_cast<int>(ncclAllReduce(dd, dd_out, N, static_cast<ncclDataType_t>(12), ncclSum, comm, stream)));
  const ncclRedOp_t never_made = static_cast<ncclRedOp_t>(ncclNumOps + 40);
  std::printf("err_op %d\n", static_cast<int>(ncclAllReduce(dd, dd_out, N, ncclDouble, never_made, comm, stream)));
  std::printf("err_op_type %d\n", static_cast<int>(ncclAllReduce(dd, dd_out, N, ncclDouble, op_u, comm, stream)));
  unsigned char fp8_scalar = 0x38;
  ncclRedOp_t op_fp8;
  std::printf("err_premulsum_fp8 %d\n", static_cast<int>(ncclRedOpCreatePreMulSum(
                                            &op_fp8, &fp8_scalar, ncclFloat8e4m3, ncclScalarHostImmediate, comm)));
  std::printf("err_group_end %d\n", static_cast<int>(ncclGroupEnd()));

  // a one-device clique and a split
  ncclComm_t all = nullptr, split = nullptr, none = nullptr;
  CHECK(ncclCommInitAll(&all, 1, nullptr) == ncclSuccess);
  CHECK(ncclCommSplit(all, 0, 0, &split, nullptr) == ncclSuccess && split != nullptr);
  CHECK(ncclCommSplit(all, NCCL_SPLIT_NOCOLOR, 0, &none, nullptr) == ncclSuccess && none == nullptr);
  CHECK(ncclCommDestroy(split) == ncclSuccess && ncclCommDestroy(all) == ncclSuccess);

  CHECK(ncclCommFinalize(comm) == ncclSuccess);
  std::printf("err_finalized %d\n", static_cast<int>(ncclAllReduce(dd, dd_out, N, ncclDouble, ncclSum, comm, stream)));
  CHECK(ncclCommDestroy(comm) == ncclSuccess);
  std::printf("err_destroyed %d\n", static_cast<int>(ncclCommCount(comm, &count)));
  std::printf("done\n");
  return 0;
}
