/* xlate CUDA prelude: the read-only loads are declared in sm_32_intrinsics.h. */
#ifndef XLATE_PRELUDE_SM_35_INTRINSICS_H
#define XLATE_PRELUDE_SM_35_INTRINSICS_H
#include "sm_32_intrinsics.h"
#endif
