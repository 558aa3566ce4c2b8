/* xlate CUDA prelude: cuDNN 9 split header cudnn_graph.h; every declaration is in cudnn.h. */
#ifndef XLATE_PRELUDE_CUDNN_GRAPH_H
#define XLATE_PRELUDE_CUDNN_GRAPH_H
#include "cudnn.h"
#endif
