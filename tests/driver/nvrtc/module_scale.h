// Included by module_kernels.cu with a quoted include: the module build must find it beside the source.
#pragma once
#define MODULE_SCALE 3
