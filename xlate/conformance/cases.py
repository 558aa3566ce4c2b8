"""Conformance cases: the case format (`compat_tests/cases/<name>/case.toml`) and its loader."""

from __future__ import annotations

import importlib.util
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

# the suite itself (cases, shared headers, harness) lives in the source checkout, beside the package
HERE = Path(__file__).resolve().parents[2] / "compat_tests"
CASES = HERE / "cases"
COMMON = HERE / "common"
HARNESS = HERE / "harness" / "ct_memcheck.h"
RUN_TIMEOUT_S = 60
COMPARES = ("exact", "unordered", "abs", "rel", "ulp")
FLOAT_TYPES = {"float32": np.float32, "float64": np.float64, "float16": np.float16}
# `libs` of case.toml: the CUDA libraries a program links (nvcc -l NAME when recording) -> the HIP
# libraries its gfx942 build links (as xlate.driver.toolkit.LIBS maps them; compat_tests/test_ct_libs.py
# checks that the two agree). The cpu backend's library implementations are headers: nothing to link.
CASE_LIBS = {"cublas": ("hipblas",), "cufft": ("hipfft",), "curand": ("hiprand",), "cusparse": ("hipsparse",),
             "cusolver": ("hipsolver",)}
# What a library prints on stdout by itself, which is not the program's output: cuBLAS writes the
# reference BLAS's XERBLA message for an argument it refuses (" ** On entry to SGEMM  parameter number 4
# had an illegal value", seen in the H200 recordings of 2026-12-04); hipBLAS and rocBLAS print nothing.
# Such lines are dropped before a run or a recording is compared.
LIBRARY_LINES = {
    "cublas": re.compile(r"^ \*\* On entry to [A-Za-z0-9_]+ +parameter number [0-9]+ had an illegal value$"),
}


def suite_script(name: str) -> ModuleType:
    """A script of the suite folder (e.g. record_nvidia, which runs on an NVIDIA machine without xlate)
    loaded by path, so that nothing puts the suite folder on sys.path."""
    path = HERE / f"{name}.py"
    if not path.is_file():
        raise CaseError(f"{path} missing: the conformance suite is not next to this xlate; run from a source "
                        "checkout of xlate")
    spec = importlib.util.spec_from_file_location(f"xlate_suite_{name}", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class CaseError(Exception):
    """A case directory that does not follow the format (names the file and what is wrong)."""



@dataclass
class Compare:
    kind: str = "exact"  # exact | unordered | abs | rel | ulp
    tol: float = 0.0  # abs / rel bound, or ulp bound
    dtype: str = "float32"  # for ulp
    source: str = ""  # where the bound comes from (for ulp: the CUDA accuracy table entry)

    def widened(self) -> Compare:
        """The bound between two implementations that each meet this one against the true value."""
        if self.kind in ("abs", "rel", "ulp"):
            return Compare(self.kind, self.tol * 2 + (0.5 if self.kind == "ulp" else 0.0), self.dtype,
                           self.source)
        return self


@dataclass
class Case:
    name: str
    dir: Path
    sources: list[Path]
    kernels: list[str]
    args: list[str]
    compares: dict[str, Compare]
    default: Compare
    expect_exit: int
    xfail: dict[str, tuple[str, str]]  # "wave64"/"wave32"/"gfx942" -> (reason, regex the failure must match)
    features: list[str]
    description: str
    raw: dict[str, Any] = field(default_factory=dict)
    libs: list[str] = field(default_factory=list)  # CUDA library names (CASE_LIBS)

    @property
    def library_lines(self) -> re.Pattern[str] | None:
        """The lines the case's libraries print on stdout by themselves (LIBRARY_LINES), or None."""
        pats = [LIBRARY_LINES[lib].pattern for lib in self.libs if lib in LIBRARY_LINES]
        return re.compile("|".join(pats)) if pats else None

    @property
    def hip_libs(self) -> list[str]:
        """The HIP libraries a gfx942 build of the translated program links."""
        return [h for lib in self.libs for h in CASE_LIBS[lib]]

    def compare_for(self, key: str) -> Compare:
        return self.compares.get(key, self.default)

    @property
    def oracle_path(self) -> Path:
        return self.dir / "oracle.py"

    @property
    def reference_dir(self) -> Path:
        return self.dir / "reference"


def _compare(spec: Any, where: str) -> Compare:
    if isinstance(spec, str):
        if spec not in ("exact", "unordered"):
            raise CaseError(f"{where}: unknown comparison {spec!r}; use exact, unordered or a table")
        return Compare(spec)
    if isinstance(spec, dict):
        kinds = [k for k in ("abs", "rel", "ulp") if k in spec]
        if len(kinds) != 1:
            raise CaseError(f"{where}: give exactly one of abs, rel, ulp")
        kind = kinds[0]
        dtype = spec.get("type", "float32")
        if dtype not in FLOAT_TYPES:
            raise CaseError(f"{where}: type {dtype!r} is not one of {', '.join(FLOAT_TYPES)}")
        if kind == "ulp" and not spec.get("source"):
            raise CaseError(f"{where}: an ulp bound needs `source` (the CUDA accuracy table entry)")
        return Compare(kind, float(spec[kind]), dtype, str(spec.get("source", "")))
    raise CaseError(f"{where}: comparison must be a string or a table")


def load_case(d: Path) -> Case:
    toml_path = d / "case.toml"
    try:
        with open(toml_path, "rb") as f:
            raw = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise CaseError(f"{toml_path}: {exc}") from None
    for key in ("sources", "kernels", "description"):
        if key not in raw:
            raise CaseError(f"{toml_path}: missing `{key}`")
    sources = [d / s for s in raw["sources"]]
    for s in sources:
        if not s.is_file():
            raise CaseError(f"{toml_path}: source {s.name} not found")
    cmp_raw = dict(raw.get("compare", {}))
    default = _compare(cmp_raw.pop("default", "exact"), f"{toml_path}: compare.default")
    compares = {k: _compare(v, f"{toml_path}: compare.{k}") for k, v in cmp_raw.items()}
    xfail = {}
    for target, spec in raw.get("xfail", {}).items():
        if target not in ("wave64", "wave32", "gfx942") or not {"reason", "match"} <= set(spec):
            raise CaseError(f"{toml_path}: xfail.{target} needs target wave64/wave32/gfx942, reason, match")
        xfail[target] = (spec["reason"], spec["match"])
    libs = [str(x) for x in raw.get("libs", [])]
    unknown = [x for x in libs if x not in CASE_LIBS]
    if unknown:
        raise CaseError(f"{toml_path}: libs {unknown} not supported here (known: {', '.join(CASE_LIBS)})")
    return Case(name=d.name, dir=d, sources=sources, kernels=list(raw["kernels"]),
                args=[str(a) for a in raw.get("args", [])], compares=compares, default=default,
                expect_exit=int(raw.get("exit", 0)), xfail=xfail, features=list(raw.get("features", [])),
                description=raw["description"], raw=raw, libs=libs)


def case_dirs() -> list[Path]:
    return sorted(p.parent for p in CASES.glob("*/case.toml"))


def load_cases() -> list[Case]:
    return [load_case(d) for d in case_dirs()]
