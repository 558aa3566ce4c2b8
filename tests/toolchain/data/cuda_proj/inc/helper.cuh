// Header of the fake-translator test project.
#pragma once
__device__ inline float twice(float x) { return 2.0f * x; }
