#pragma once
#include <thrust/__xlate_cpu_thrust.h>
