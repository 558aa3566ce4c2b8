// Launches from host and host-device code, and a host cudaDeviceSynchronize, are fine.
__global__ void child(int v) {}
void host() {
  hipLaunchKernelGGL(child, 1, 1, 0, 0, 1);
  hipDeviceSynchronize();
}
