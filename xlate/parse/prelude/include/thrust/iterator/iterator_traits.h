/* xlate CUDA prelude: Thrust header (iterator_traits, iterator_value, iterator_difference, iterator_reference), see thrust/__xlate_thrust.h */
#include "../__xlate_thrust.h"
