/* xlate CUDA prelude: every built-in type of the runtime API in one include. */
#ifndef XLATE_PRELUDE_BUILTIN_TYPES_H
#define XLATE_PRELUDE_BUILTIN_TYPES_H

#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"

#endif
