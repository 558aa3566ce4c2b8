/* xlate CUDA prelude: cuDNN 9 split header cudnn_adv.h; every declaration is in cudnn.h. */
#ifndef XLATE_PRELUDE_CUDNN_ADV_H
#define XLATE_PRELUDE_CUDNN_ADV_H
#include "cudnn.h"
#endif
