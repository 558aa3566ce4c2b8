// In code the compiler did not check, a CUDA math function whose float overload xlate supplies (y1, exp10)
// is renamed where it is called; a variable or member of the same name (coordinates y0, y1) is left alone.
#include <cuda_runtime.h>
#if 0
struct Box { float x0, y0, x1, y1; };
__device__ float height(Box b) { float y1 = b.y1; return y1 - b.y0 + y1(1.0f) + exp10(2.0f); }
// CHECK: XL104 note L6:70 y1 renamed to xlate_y1 at token level
// CHECK: XL104 note L6:81 exp10 renamed to xlate_exp10 at token level
#endif
int main() { return 0; }
