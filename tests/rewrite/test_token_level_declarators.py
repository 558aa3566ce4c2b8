"""Token-level API renaming (XL104) leaves a project's own declaration named like a CUDA function
alone -- xgboost's driver-API table `MemCreateFn *cuMemCreate{nullptr};` whose uses are
`api.cuMemCreate(...)` (member accesses are never renamed, so renaming the declaration broke them)
-- while calls, addresses and values of the real function are still renamed."""

from __future__ import annotations

from pathlib import Path

from xlate.core.model import RefOrigin
from xlate.rewrite.engine import run_engine
from xlate.rewrite.rules.api import xl101_104_names as api_names

F = Path("/proj/a.cu")
UNRESOLVED = {n: RefOrigin.UNRESOLVED for n in ("cuMemCreate", "cuInit", "Fn", "Api", "a", "f", "g", "p", "q",
                                                "h", "x", "int", "auto", "return")}


def test_declarators_are_left_and_uses_renamed(model_of):
    src = ("struct Api { Fn *cuMemCreate{nullptr}; Fn &cuInit; int cuMemCreate2; };\n"
           "void g(Fn *cuMemCreate, int x) { a.cuMemCreate(h); p->cuInit(0); }\n"
           "auto f = cuMemCreate; int q = cuInit(0); return cuMemCreate;\n")
    res = run_engine(model_of({"a.cu": src}, refs=UNRESOLVED), [api_names])
    out = res.outputs[F].decode()
    assert out == ("struct Api { Fn *cuMemCreate{nullptr}; Fn &cuInit; int cuMemCreate2; };\n"
                   "void g(Fn *cuMemCreate, int x) { a.cuMemCreate(h); p->cuInit(0); }\n"
                   "auto f = hipMemCreate; int q = hipInit(0); return hipMemCreate;\n")
