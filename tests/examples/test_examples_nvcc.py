"""The bundled CUDA examples: every example.toml agrees with its sources, the set covers what the examples
must show, and (where nvcc happens to be installed) every source compiles with the real CUDA compiler."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from examplehelp import EXAMPLES, example_dirs, global_definitions, load_toml

NVCC = shutil.which("nvcc")
REQUIRED_KEYS = {"sources", "kernels", "description", "features", "args"}


def test_examples_present():
    names = [d.name for d in example_dirs()]
    assert len(names) >= 16, names
    assert (EXAMPLES / "vector_add" / "vector_add.cu").is_file()  # the README's main command builds it


@pytest.mark.parametrize("example", example_dirs(), ids=lambda d: d.name)
def test_example_toml_consistent(example):
    meta = load_toml(example)
    assert REQUIRED_KEYS <= meta.keys(), REQUIRED_KEYS - meta.keys()
    assert isinstance(meta["description"], str) and meta["description"].strip()
    assert meta["sources"] and all(isinstance(s, str) for s in meta["sources"])
    assert meta["features"] and isinstance(meta["args"], list)
    found: set[str] = set()
    for src in meta["sources"]:
        path = example / src
        assert path.is_file(), f"{example.name}: source {src} missing"
        found |= global_definitions(path.read_text())
    for header in list(example.glob("*.cuh")) + list(example.glob("*.h")):
        found |= global_definitions(header.read_text())
    assert sorted(meta["kernels"]) == sorted(found)
    assert len(set(meta["kernels"])) == len(meta["kernels"])


def test_global_definitions_regex():
    text = (
        "template <typename T, int B, bool F>\n__global__ void __launch_bounds__(B) k1(T *p) { }\n"
        "__global__ void k2(int a,\n  float (*f)(int)) {\n}\n"
        "__global__ void k3(int);\n"  # a declaration, not a definition
        "__global__ void __launch_bounds__(256, 2) k4() {}\n"
    )
    assert global_definitions(text) == {"k1", "k2", "k4"}


def test_only_warp_reduce_assumes_32_lanes():
    offenders = []
    for d in example_dirs():
        if d.name == "warp_reduce":
            continue
        for src in list(d.glob("*.cu")) + list(d.glob("*.cuh")):
            text = src.read_text().lower()
            for pattern in ("0xffffffff", "& 31", "&31", "[warpsize]", "[32]"):
                if pattern in text:
                    offenders.append(f"{src.relative_to(EXAMPLES)}: {pattern}")
    assert offenders == []
    assert "__shfl_down_sync(0xffffffff" in (EXAMPLES / "warp_reduce" / "warp_reduce.cu").read_text()


@pytest.mark.skipif(NVCC is None, reason="nvcc not installed")
@pytest.mark.parametrize("example", example_dirs(), ids=lambda d: d.name)
def test_example_compiles_with_nvcc(example, tmp_path):
    meta = load_toml(example)
    for src in meta["sources"]:
        out = tmp_path / (src.replace("/", "_") + ".o")
        cmd = [NVCC, "-c", "-arch=sm_80", "-std=c++17", *meta.get("nvcc_flags", []), "-I", str(example),
               str(example / src), "-o", str(out)]
        proc = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr}"
        assert out.stat().st_size > 0
