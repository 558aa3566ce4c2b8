/* xlate CUDA prelude: Thrust header, see thrust/system_error.h */
#include "../../system_error.h"
