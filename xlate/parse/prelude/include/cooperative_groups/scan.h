/* xlate CUDA prelude: cooperative_groups scans are declared with reduce. */
#ifndef XLATE_PRELUDE_COOPERATIVE_GROUPS_SCAN_H
#define XLATE_PRELUDE_COOPERATIVE_GROUPS_SCAN_H
#include "reduce.h"
#endif
