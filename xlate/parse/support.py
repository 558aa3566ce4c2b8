"""Where xlate's HIP support headers lie: small header-only pieces of the CUDA API that HIP lacks.

Translated code that needs one includes it as `<xlate/NAME.h>` (the rewrite rules add those includes);
`xlate build` and the cpu backend put SUPPORT_INCLUDE on the include path, and `xlate support-dir`
prints it for other build systems (`hipcc -I"$(xlate support-dir)" ...`). The headers themselves are
kept beside the rules that use them (xlate/rewrite/support/include); the path is named here, in the
parse layer, because the front end needs it too: the CUDA prelude's <cuda/std/...> headers include
some of them, and a project that puts the folder on its include path must never see it as project
files. Read it as `support.SUPPORT_INCLUDE` at call time (tests move it with monkeypatch).
"""

from pathlib import Path

SUPPORT_INCLUDE = Path(__file__).resolve().parents[1] / "rewrite" / "support" / "include"
