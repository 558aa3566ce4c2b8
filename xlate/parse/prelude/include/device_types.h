/* xlate CUDA prelude: device-side enums (rounding modes). */
#ifndef XLATE_PRELUDE_DEVICE_TYPES_H
#define XLATE_PRELUDE_DEVICE_TYPES_H
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
#endif
