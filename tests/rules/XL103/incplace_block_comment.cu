/* A licence block with blank lines inside it.

   None of these blank lines may hold a support include: the directive
   would be part of the comment, and the renamed call below would not compile.

 */
#include <math.h>
static_assert(__LINE__ == 8, "the numbering of the input");
__global__ void scale(float* p) { p[threadIdx.x] = rsqrtf(p[threadIdx.x]); }  // CHECK: XL103 note L9:52 `#include <xlate/fp16_extras.h>` inserted as a new line before line 9
static_assert(__LINE__ == 10, "the numbering of the input");
