// The code defines a version name itself, unguarded: the definition is kept with a warning and no use
// of that name is rewritten (they read the code's value); the other name is rewritten as usual
#include <hip/hip_runtime.h>
#undef CUDART_VERSION  // CHECK: XL513 warning L4:8 `#undef CUDART_VERSION` kept
#define CUDART_VERSION 11000  // CHECK: XL513 warning L5:9 `#define CUDART_VERSION` kept
#if CUDART_VERSION >= 11070 || 12090 < 11000  // CHECK: XL513 note L6:32
#define OLD_PATH 0
#endif
#define NAME_OF(x) #x
static const char *spelled = NAME_OF(CUDART_VERSION);
