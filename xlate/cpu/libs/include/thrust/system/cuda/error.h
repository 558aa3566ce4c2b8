#pragma once
#include <thrust/system_error.h>
