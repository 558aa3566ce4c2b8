"""ctypes access to the package's CUDA library."""
import ctypes
from pathlib import Path

_lib = ctypes.CDLL(str(next(Path(__file__).parent.glob("libskbkernels.so*"))))
_lib.skb_poly_sum.restype = ctypes.c_double
_lib.skb_poly_sum.argtypes = [ctypes.c_float, ctypes.c_int]


def poly_sum(a: float, n: int) -> float:
    return _lib.skb_poly_sum(a, n)
