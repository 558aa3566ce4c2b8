/* xlate CUDA prelude: Thrust header, see thrust/__xlate_thrust.h */
#include "__xlate_thrust.h"
