// A second translation unit: the communicator made in main.cpp is one here too (one RCCL state per
// program, though its functions are defined in the header).
#include <nccl.h>

int allgather_in_other_file(ncclComm_t comm, const int* send, int* recv, int n, cudaStream_t stream) {
  if (ncclAllGather(send, recv, n, ncclInt32, comm, stream) != ncclSuccess) return 1;
  return cudaStreamSynchronize(stream) == cudaSuccess ? 0 : 1;
}
