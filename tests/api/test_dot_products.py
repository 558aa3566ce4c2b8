"""__dp4a, __dp2a_lo, __dp2a_hi (every CUDA overload: int, unsigned int, char4/uchar4, short2/ushort2 with
char4/uchar4), which HIP 7.2 lacks: the API table maps them to xlate_dp4a/... of <xlate/fp16_extras.h>.
The CUDA program dot/dp.cu is translated, run on the cpu backend on boundary values (bytes 0x00, 0x7f,
0x80, 0xff, halves 0x7fff, 0x8000, 0xffff, c near the 32-bit wrap) and seeded random words, and
compared with numpy: the bytes / 16-bit halves as int8/uint8/int16/uint16 arrays, the products summed
with c as Python integers and wrapped modulo 2^32 (CUDA Math API / PTX ISA dp4a, dp2a). The translation
is also compiled for gfx942."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "dot" / "dp.cu"


def _words() -> list[tuple[int, int, int]]:
    special = [0x00000000, 0x7f7f7f7f, 0x80808080, 0xffffffff, 0x7fff8000, 0x80007fff, 0xffff0001, 0x01020304,
               0x807f01ff, 0x7fffffff, 0x80000000]
    cs = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffff0, 0x7ffffff0]
    rows = [(a, b, c) for a in special for b in special[:6] for c in cs[:3]]
    rows += [(a, a, c) for a in special for c in cs]
    rng = random.Random(4242)
    rows += [(rng.getrandbits(32), rng.getrandbits(32), rng.getrandbits(32)) for _ in range(300)]
    return rows


def _lanes(w: int, dtype) -> list[int]:
    return [int(x) for x in np.array([w], dtype=np.uint32).view(dtype)]  # little-endian lanes, lane 0 first


def _expected(a: int, b: int, c: int) -> tuple[list[int], list[int]]:
    s8a, s8b, u8a, u8b = _lanes(a, np.int8), _lanes(b, np.int8), _lanes(a, np.uint8), _lanes(b, np.uint8)
    s16a, u16a = _lanes(a, np.int16), _lanes(a, np.uint16)
    sc = c - 2 ** 32 if c >= 2 ** 31 else c

    def wrap_s(v: int) -> int:
        v %= 2 ** 32
        return v - 2 ** 32 if v >= 2 ** 31 else v

    sdp4 = wrap_s(sc + sum(x * y for x, y in zip(s8a, s8b)))
    sdp2lo = wrap_s(sc + s16a[0] * s8b[0] + s16a[1] * s8b[1])
    sdp2hi = wrap_s(sc + s16a[0] * s8b[2] + s16a[1] * s8b[3])
    udp4 = (c + sum(x * y for x, y in zip(u8a, u8b))) % 2 ** 32
    udp2lo = (c + u16a[0] * u8b[0] + u16a[1] * u8b[1]) % 2 ** 32
    udp2hi = (c + u16a[0] * u8b[2] + u16a[1] * u8b[3]) % 2 ** 32
    return [sdp4, sdp4, sdp2lo, sdp2lo, sdp2hi, sdp2hi], [udp4, udp4, udp2lo, udp2lo, udp2hi, udp2hi]


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")] == []
    assert "#include <xlate/fp16_extras.h>" in out
    assert "__dp4a(" not in out and "xlate_dp4a(" in out and "xlate_dp2a_hi(" in out
    path = tmp_path_factory.mktemp("dot") / "dp.hip"
    path.write_text(out, encoding="utf-8")
    return path


def test_oracle_on_known_values():
    assert _expected(0x01020304, 0x01010101, 10)[1][0] == 20
    assert _expected(0xffffffff, 0xffffffff, 0)[0][0] == 4  # (-1)(-1) * 4
    assert _expected(0xffffffff, 0xffffffff, 0)[1][0] == 4 * 255 * 255
    assert _expected(0x80007fff, 0x00000201, 5)[0][2] == 5 + 32767 * 1 + (-32768) * 2
    assert _expected(0x00000000, 0x00000000, 0xffffffff)[0][0] == -1


def test_dot_products_match_numpy_on_cpu_backend(translated: Path, tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    rows = _words()
    exe = build_program(ProgramBuild([translated], tmp_path / "dp", warp_size=64))
    stdin = f"{len(rows)}\n" + "".join(f"{a:x} {b:x} {c:x}\n" for a, b, c in rows)
    proc = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 * len(rows)
    wrong = []
    for k, (a, b, c) in enumerate(rows):
        ws, wu = _expected(a, b, c)
        gs = [int(x) for x in lines[2 * k].split()[1:]]
        gu = [int(x) for x in lines[2 * k + 1].split()[1:]]
        if gs != ws or gu != wu:
            wrong.append(f"a={a:08x} b={b:08x} c={c:08x}: want {ws} {wu}, got {gs} {gu}")
    assert wrong == [], f"{len(wrong)} rows differ:\n" + "\n".join(wrong[:10])


def test_dot_products_build_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-c", str(translated),
           "-o", str(tmp_path / "dp.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
