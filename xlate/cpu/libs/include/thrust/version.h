#pragma once
/* Thrust's version macros on the cpu target: the version of the rocThrust the gfx942 target compiles against
   (the pinned toolchain's thrust/version.h; tests/libs/test_thrust_version.py compares them), so that a
   program's `#if THRUST_VERSION >= ...` takes the same branch on both targets. */
#define THRUST_VERSION 200805
#define THRUST_MAJOR_VERSION (THRUST_VERSION / 100000)
#define THRUST_MINOR_VERSION (THRUST_VERSION / 100 % 1000)
#define THRUST_SUBMINOR_VERSION (THRUST_VERSION % 100)
#define THRUST_PATCH_NUMBER 0
