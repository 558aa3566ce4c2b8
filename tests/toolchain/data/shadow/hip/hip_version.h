// A stand-in for Debian bookworm's /usr/include/hip/hip_version.h (HIP 5.2), planted by the
// shadowing tests through XLATE_SYSTEM_INCLUDE_ROOT or CPATH; the numbers are what bookworm ships.
#pragma once
#define HIP_VERSION_MAJOR 5
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 21153
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)
