"""The older cuda-python name of the runtime module (`from cuda import cudart`): the same module object."""

import sys

from xlate.runtime_shim import runtime

sys.modules[__name__] = runtime
