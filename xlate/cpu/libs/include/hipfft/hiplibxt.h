// xlate CPU backend: the multi-GPU descriptors (hipXtDesc, hipLibXtDesc) come with <hipfft/hipfftXt.h>.
#pragma once
#include <hipfft/hipfftXt.h>
