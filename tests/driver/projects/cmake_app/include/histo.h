#pragma once
#include <string>

constexpr int kBins = 16;

// Histogram of n values (each taken modulo kBins) computed on the GPU with atomics.
void histogram(const unsigned* values, int n, unsigned* bins_out);
// "bins: a b c ..." (host-only helper compiled by the C++ compiler)
std::string describe(const unsigned* bins, int nbins);
