/* xlate CUDA prelude: Thrust's version macros. The translation is compiled against rocThrust on gfx942 and
 * against the cpu backend's Thrust, which report the pinned rocThrust's version: the parse sees the same
 * value, so it takes the `#if THRUST_VERSION` branches the compile will compile
 * (tests/libs/test_thrust_version.py). */
#ifndef XLATE_PRELUDE_THRUST_VERSION_H
#define XLATE_PRELUDE_THRUST_VERSION_H
#define THRUST_VERSION 200805
#define THRUST_MAJOR_VERSION (THRUST_VERSION / 100000)
#define THRUST_MINOR_VERSION (THRUST_VERSION / 100 % 1000)
#define THRUST_SUBMINOR_VERSION (THRUST_VERSION % 100)
#define THRUST_PATCH_NUMBER 0
#endif
