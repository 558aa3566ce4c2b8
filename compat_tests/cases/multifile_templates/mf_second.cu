#include "ops.cuh"

void run_double(double* d, int n) { scale_by<double><<<1, 64>>>(d, n, -2.0); }
