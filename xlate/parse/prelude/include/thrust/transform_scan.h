/* xlate CUDA prelude: Thrust header (transform_inclusive_scan, transform_exclusive_scan), see thrust/__xlate_thrust.h */
#include "__xlate_thrust.h"
