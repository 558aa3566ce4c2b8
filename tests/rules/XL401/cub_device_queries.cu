// SELECT: XL901
// CUB's device queries have CUB's result types in the front end's declarations: printing the device
// (xgboost's LOG << cub::CurrentDevice()) is not ambiguous (no XL901).
#include <cub/cub.cuh>
#include <iostream>
void log_device(cudaStream_t s) {
  auto current_device = cub::CurrentDevice();
  std::cout << "device " << current_device << " of " << cub::DeviceCount() << "\n";
  cudaError_t e = cub::SyncStream(s);
  if (e != cudaSuccess) std::cout << "sync failed\n";
}
