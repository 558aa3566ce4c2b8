// Nothing to translate: standard, thrust and already-HIP headers stay as written.
#include <hip/hip_runtime.h>
#include <thrust/sort.h>
#include <cstdio>
#include "cuda_helpers.h"
int main() { return 0; }
