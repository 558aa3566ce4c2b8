// SELECT: XL901
// CUB's device queries have CUB's result types in the front end's declarations: printing the device
// (xgboost's LOG << cub::CurrentDevice()) is not ambiguous (no XL901).
#include <xlate/hipcub.hpp>
#include <iostream>
void log_device(hipStream_t s) {
  auto current_device = hipcub::CurrentDevice();
  std::cout << "device " << current_device << " of " << hipcub::DeviceCount() << "\n";
  hipError_t e = hipcub::SyncStream(s);
  if (e != hipSuccess) std::cout << "sync failed\n";
}
