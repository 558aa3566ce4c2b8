/* xlate CUDA prelude: <nvtx3/nvToolsExt.h>, the header-only NVTX v3 spelling: the same C API. */
#include "../nvToolsExt.h"
