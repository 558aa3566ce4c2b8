// The project's own functions named like unsupported CUDA APIs (a namespace member, a class member):
// they are the user's, not CUDA's, so they are neither an error nor renamed.
#include <cstdio>
namespace compat {
void cudaSetDoubleForDevice(double *d) { *d *= 1.0; }
}
struct Device {
  void cudaSetDoubleForHost(double *d) { *d += 0.0; }
};
void setup(double *d) {
  compat::cudaSetDoubleForDevice(d);
  Device dev;
  dev.cudaSetDoubleForHost(d);
  printf("%f\n", *d);
}
