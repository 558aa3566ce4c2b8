/* xlate CUDA prelude: cuDNN 9 split header cudnn_version.h; every declaration is in cudnn.h. */
#ifndef XLATE_PRELUDE_CUDNN_VERSION_H
#define XLATE_PRELUDE_CUDNN_VERSION_H
#include "cudnn.h"
#endif
