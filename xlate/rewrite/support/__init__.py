"""xlate's HIP support headers: small header-only pieces of the CUDA API that HIP lacks.

Translated code that needs one includes it as `<xlate/NAME.h>`; `xlate build` and the cpu backend put
SUPPORT_INCLUDE on the include path, and `xlate support-dir` prints it for other build systems
(`hipcc -I"$(xlate support-dir)" ...`).
"""

from pathlib import Path

SUPPORT_INCLUDE = Path(__file__).resolve().parent / "include"
