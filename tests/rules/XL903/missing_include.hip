// A project include that is not found: a warning at the include, the file is translated at token  // CHECK: XL902 warning L1:1 not checked semantically (missing include
// level only (XL902), and the CUDA names around it are still renamed.
#include <hip/hip_runtime.h>
#include "not_in_this_project.h"  // CHECK: XL903 warning L4:10 include 'not_in_this_project.h' not found
int main() { return hipDeviceSynchronize(); }
