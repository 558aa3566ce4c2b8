/* xlate CUDA prelude: cuDNN 9 split header cudnn_ops.h; every declaration is in cudnn.h. */
#ifndef XLATE_PRELUDE_CUDNN_OPS_H
#define XLATE_PRELUDE_CUDNN_OPS_H
#include "cudnn.h"
#endif
