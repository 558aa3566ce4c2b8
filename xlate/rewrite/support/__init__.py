"""xlate's HIP support headers (include/xlate/*.h): small header-only pieces of the CUDA API that HIP
lacks, which translated code includes as `<xlate/NAME.h>`.

SUPPORT_INCLUDE, the folder to put on the include path, is defined in xlate.parse.support (the front
end needs it below this layer); it is imported here for the packages above rewrite that name it as
`xlate.rewrite.support.SUPPORT_INCLUDE`.
"""

from xlate.parse.support import SUPPORT_INCLUDE

__all__ = ["SUPPORT_INCLUDE"]
