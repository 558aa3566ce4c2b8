// values[i] = (i * 7 + 3) % 1000 for i < 5000; prints the 16-bin histogram of values % 16.
#include <cstdio>
#include <vector>
#include "histo.h"

int main() {
  const int n = 5000;
  std::vector<unsigned> values(n);
  for (int i = 0; i < n; ++i) values[i] = (unsigned)((i * 7 + 3) % 1000);
  unsigned bins[kBins];
  histogram(values.data(), n, bins);
  printf("%s\n", describe(bins, kBins).c_str());
  unsigned total = 0;
  for (int b = 0; b < kBins; ++b) total += bins[b];
  printf("total=%u\n", total);
  return 0;
}
