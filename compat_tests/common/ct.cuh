// Shared helpers of the conformance cases: error checks and printing in the suite's
// "key: values" format (one line per call; values separated by spaces).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CT_CHECK(call)                                                                   \
  do {                                                                                   \
    cudaError_t ct_err_ = (call);                                                        \
    if (ct_err_ != cudaSuccess) {                                                        \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,               \
              cudaGetErrorString(ct_err_));                                              \
      exit(2);                                                                           \
    }                                                                                    \
  } while (0)

static inline void ct_print_i(const char* key, const int* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %d", v[i]);
  printf("\n");
}
static inline void ct_print_u(const char* key, const unsigned* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %u", v[i]);
  printf("\n");
}
static inline void ct_print_ll(const char* key, const long long* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %lld", v[i]);
  printf("\n");
}
// floats and doubles print with enough digits to round-trip exactly
static inline void ct_print_f(const char* key, const float* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.9g", (double)v[i]);
  printf("\n");
}
static inline void ct_print_d(const char* key, const double* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.17g", v[i]);
  printf("\n");
}
