"""The older cuda-python name of the driver module (`from cuda import cuda`): the same module object."""

import sys

from xlate.runtime_shim import driver

sys.modules[__name__] = driver
