#include <string>
#include "histo.h"

std::string describe(const unsigned* bins, int nbins) {
  std::string s = "bins:";
  for (int i = 0; i < nbins; ++i) s += " " + std::to_string(bins[i]);
  return s;
}
