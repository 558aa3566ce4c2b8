/* xlate CUDA prelude: CUDA splits atomics over several headers; all are in device_atomic_functions.h. */
#ifndef XLATE_PRELUDE_SM_35_ATOMIC_FUNCTIONS_H
#define XLATE_PRELUDE_SM_35_ATOMIC_FUNCTIONS_H
#include "device_atomic_functions.h"
#endif
