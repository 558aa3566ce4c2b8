/* xlate CUDA prelude: Thrust header (thrust::random), see thrust/__xlate_thrust.h */
#include "../__xlate_thrust.h"
