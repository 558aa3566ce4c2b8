/* xlate CUDA prelude: cuDNN 9 split header cudnn_cnn.h; every declaration is in cudnn.h. */
#ifndef XLATE_PRELUDE_CUDNN_CNN_H
#define XLATE_PRELUDE_CUDNN_CNN_H
#include "cudnn.h"
#endif
