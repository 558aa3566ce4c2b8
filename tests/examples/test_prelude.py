"""xlate's CUDA prelude: every header and every bundled example parse with zero diagnostics in both passes,
wrong-side calls are still errors, and no parse touches a CUDA installation."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from examplehelp import CLANG, EXAMPLES, SIDES, clang_parse, example_dirs, load_toml, parse_cmd

from xlate.parse.flags import PRELUDE_INCLUDE

pytestmark = pytest.mark.skipif(CLANG is None, reason="clang++-19 not installed (Debian package clang-19)")
FIXTURES = Path(__file__).parent / "fixtures"


def _all_headers_tu(tmp_path):
    headers = sorted(p.relative_to(PRELUDE_INCLUDE).as_posix() for p in PRELUDE_INCLUDE.rglob("*.h"))
    assert len(headers) > 30, headers
    body = "".join(f"#include <{h}>\n" for h in headers)
    body += (
        "__global__ void k(float *p) { p[threadIdx.x] = __shfl_down_sync(__activemask(), p[0], 1); }\n"
        "int main() { float *p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); k<<<1, 1, 0>>>(p); k<<<1, 1, 0, 0>>>(p);\n"
        "  return cudaDeviceSynchronize() != cudaSuccess; }\n"
    )
    tu = tmp_path / "all_headers.cu"
    tu.write_text(body)
    return tu


@pytest.mark.parametrize("side", SIDES)
def test_every_prelude_header_parses_clean(tmp_path, side):
    tu = _all_headers_tu(tmp_path)
    assert clang_parse(tu, side, ["-Wall", "-Wextra"]) == ""


# Each pass diagnoses the bodies of the functions it compiles (-fgpu-defer-diag, as nvcc): the kernel's
# call of a host API in the device pass, the host function's call of a __device__ function in the host pass.
WRONG_SIDE_LINE = {"device": 5, "host": 9}


@pytest.mark.parametrize("side", SIDES)
def test_wrong_side_calls_are_errors(side):
    out = clang_parse(FIXTURES / "wrong_side.cu", side)
    assert out.count("error:") == 1, out
    assert f"wrong_side.cu:{WRONG_SIDE_LINE[side]}:" in out, out


@pytest.mark.parametrize("example", example_dirs(), ids=lambda d: d.name)
def test_example_parses_clean(example):
    for src in load_toml(example)["sources"]:
        for side in SIDES:
            out = clang_parse(example / src, side)
            assert out == "", f"{example.name}/{src} ({side} pass):\n{out}"


def test_no_cuda_installation_is_opened(tmp_path):
    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace not installed (Debian package strace)")
    log = tmp_path / "trace.log"
    src = EXAMPLES / "template_kernels" / "template_kernels.cu"
    for side in SIDES:
        cmd = [strace, "-f", "-qq", "-e", "trace=%file", "-o", str(log), *parse_cmd(src, side)]
        proc = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr}"
        trace = log.read_text()
        assert str(PRELUDE_INCLUDE) in trace  # the trace did see the parse's file accesses
        touched = sorted({line for line in trace.splitlines() if "/usr/local/cuda" in line or "/opt/cuda" in line})
        assert touched == [], "\n".join(touched[:10])
