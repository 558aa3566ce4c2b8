"""Files that are not UTF-8 (issue 21, class 1): text in Latin-1/CP-1252 is translated byte for byte
with an XL904 note; a binary file stays an XL904 error (exit 3). Fixtures: tests/rules/XL904 (a
Latin-1 main file including a Latin-1/CP-1252 header; expected outputs `*.hip`, also checked with
their CHECK lines by tests/rules/test_fixtures.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.rewrite.engine import build_model_for, run_engine

HERE = Path(__file__).resolve().parent / "XL904"
FILES = {"main.cu": "main.hip", "util.cuh": "util.hip"}


def _xlate(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xlate", *args], capture_output=True, timeout=300, check=False)


def _engine(root: Path):
    model, fe = build_model_for([root / "main.cu"], root=root, includes=[], defines=[], warp_mode="compat32")
    return run_engine(model, None, fe)


def test_fixtures_are_not_utf8():
    for name in FILES:
        with pytest.raises(UnicodeDecodeError):
            (HERE / name).read_bytes().decode("utf-8")


def test_latin1_files_translate_byte_for_byte(tmp_path: Path):
    for name in FILES:
        shutil.copy(HERE / name, tmp_path / name)
    res = _engine(tmp_path.resolve())
    errors = [d for d in res.diagnostics if d.severity.value == "error"]
    assert errors == []
    notes = sorted((Path(d.file).name, d.line, d.col) for d in res.diagnostics if d.code == "XL904")
    assert notes == [("main.cu", 3, 6), ("util.cuh", 1, 29)]  # the first byte that is not UTF-8
    assert all(d.severity.value == "note" for d in res.diagnostics if d.code == "XL904")
    for name, expected in FILES.items():
        src = (tmp_path / name).resolve()
        data = src.read_bytes()
        out = res.outputs[src]
        assert out == (HERE / expected).read_bytes()
        # every byte outside the edits is the input's byte, the non-UTF-8 ones included
        edits = res.edits[src]
        assert edits, name
        pos = opos = 0
        for e in edits:
            keep = data[pos:e.start]
            assert out[opos:opos + len(keep)] == keep
            opos += len(keep) + len(e.text.encode("utf-8", "surrogateescape"))
            pos = e.end
        assert out[opos:] == data[pos:]
        for b in set(data) - set(range(128)):
            assert out.count(bytes((b,))) == data.count(bytes((b,)))


def test_cli_translates_and_the_launch_argument_keeps_its_latin1_bytes(tmp_path: Path):
    proc = _xlate("translate", str(HERE), "-o", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    err = proc.stderr.decode("utf-8")  # the messages themselves are UTF-8
    assert err.count("note: the file is not UTF-8") == 2
    out = (tmp_path / "out" / "main.cu").read_bytes()
    assert b'hipLaunchKernelGGL(hello, 1, 1, 0, 0, "caf\xe9");' in out
    assert (tmp_path / "out" / "util.cuh").read_bytes() == (HERE / "util.hip").read_bytes()


@pytest.mark.parametrize("blob", [b"\x7fELF\x02\x01\x01\x00\xe9", b"int x; // \xe9\x01\x02\x03\n"],
                         ids=["nul", "control"])
def test_binary_files_stay_refused_with_exit_3(tmp_path: Path, blob: bytes):
    (tmp_path / "blob.cu").write_bytes(blob)
    proc = _xlate("translate", str(tmp_path / "blob.cu"), "--stdout")
    assert proc.returncode == 3
    assert b"binary file" in proc.stderr and b"[XL904]" in proc.stderr and b"error" in proc.stderr


def test_translation_compiles_for_gfx942(tmp_path: Path):
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        tc = find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    from xlate.pipeline.targets import translated_cuda_flags

    proc = _xlate("translate", str(HERE), "-o", str(tmp_path / "out"))
    assert proc.returncode == 0
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-fsyntax-only",
           str(tmp_path / "out" / "main.cu")]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert res.returncode == 0, res.stderr[-4000:]


def test_runs_on_the_cpu_backend_and_prints_the_latin1_bytes(tmp_path: Path):
    try:
        from tests.cpu.conftest import _need_toolchain

        _need_toolchain()
    except Exception as exc:  # noqa: BLE001 - any missing piece of the cpu backend
        pytest.skip(f"cpu backend not available: {exc}")
    for name in FILES:
        shutil.copy(HERE / name, tmp_path / name)
    proc = subprocess.run([sys.executable, "-m", "xlate", "run", str(tmp_path / "main.cu")], capture_output=True,
                          timeout=600, check=False, env=dict(os.environ))
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-3000:]
    # oracle: the bytes of the source's string literals, and fill()'s p[i] = 2 * i
    assert b"h\xe9llo caf\xe9\n" in proc.stdout
    assert b"no error 2 6\n" in proc.stdout


@pytest.mark.parametrize("mode", ["compat32", "native64"])
def test_latin1_bytes_inside_text_the_warp_rules_quote(tmp_path: Path, mode: str):
    """Rules that quote source text in messages (a computed lane mask, a shared-memory statement) read
    it with surrogate escapes: a Latin-1 comment inside the quoted text was an internal error (exit
    70, found by the fuzzer) once such files were translated instead of skipped."""
    src = ("#include <cuda_runtime.h>\n"
           "__global__ void k(unsigned *out, int x) {\n"
           "  __shared__ volatile int s[64];\n"
           "  unsigned m = 5u;\n"
           "  unsigned b = __ballot_sync(m /* caf\xe9 */ & 3u, x > 0);\n"
           "  s[threadIdx.x] /* \xe9t\xe9 */ += __shfl_xor_sync(0xffffffffu, x, 1);\n"
           "  out[threadIdx.x] = b + s[threadIdx.x];\n"
           "}\n").encode("latin-1")
    (tmp_path / "main.cu").write_bytes(src)
    model, fe = build_model_for([tmp_path / "main.cu"], root=tmp_path.resolve(), includes=[], defines=[],
                                warp_mode=mode)
    res = run_engine(model, None, fe)
    out = res.outputs[(tmp_path / "main.cu").resolve()] if (tmp_path / "main.cu").resolve() in res.outputs \
        else res.outputs[tmp_path / "main.cu"]
    assert b"caf\xe9" in out and b"\xe9t\xe9" in out
    assert any(d.code == "XL202" and "caf\\xe9" in d.message or "caf\udce9" in d.message
               for d in res.diagnostics), [(d.code, d.message) for d in res.diagnostics]
