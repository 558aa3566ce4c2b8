"""CUDA's SIMD-within-a-word intrinsics (__vadd4, __vsub2, __vcmpne4, __vsads2, ...), __trap and
__nanosleep, which HIP 7.2 lacks: the API table maps them to xlate_... of <xlate/fp16_extras.h>.
simd/simd.cu is translated, run on the cpu backend on boundary words (lanes 0x00, 0x01, 0x7f, 0x80,
0xff, 0x7fff, 0x8000, 0xffff) and seeded random words, and compared with an oracle written here from
CUDA's Math API descriptions: the word split into little-endian 8- or 16-bit lanes with numpy, each lane
computed with Python integers (wrapping, saturating to the lane's signed or unsigned range, comparisons
giving all ones or 1). The translation is also compiled for gfx942. __vavgs2/__vavgs4 stay unsupported
(XL102)."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "simd" / "simd.cu"

BINARY = ["add", "sub", "addss", "subss", "addus", "subus", "absdiffs", "absdiffu", "avgu", "haddu", "maxs", "maxu",
          "mins", "minu", "sads", "sadu"]
CMPS = ["eq", "ne", "ges", "geu", "gts", "gtu", "les", "leu", "lts", "ltu"]
BINARY += [f"cmp{c}" for c in CMPS] + [f"set{c}" for c in CMPS]
UNARY = ["abs", "absss", "neg", "negss"]
# the order of simd.cu's results: width 4 (8-bit lanes) then width 2 (16-bit lanes)
FUNCS = [(f"v{n}{w}", bits) for w, bits in (("4", 8), ("2", 16)) for n in BINARY + UNARY]


def _lanes(w: int, bits: int, signed: bool) -> list[int]:
    dtype = {(8, True): np.int8, (8, False): np.uint8, (16, True): np.int16, (16, False): np.uint16}[bits, signed]
    return [int(x) for x in np.array([w], dtype=np.uint32).view(dtype)]


def _cmp(name: str, sa: int, sb: int, ua: int, ub: int) -> bool:
    kind = name[:2]
    x, y = (sa, sb) if name.endswith("s") else (ua, ub)
    if kind in ("eq", "ne"):
        return (ua == ub) == (kind == "eq")
    return {"ge": x >= y, "gt": x > y, "le": x <= y, "lt": x < y}[kind]


def _lane(op: str, sa: int, sb: int, ua: int, ub: int, bits: int) -> int:
    smin, smax, umax = -(1 << (bits - 1)), (1 << (bits - 1)) - 1, (1 << bits) - 1

    def sat_s(v: int) -> int:
        return min(max(v, smin), smax)

    table = {
        "add": lambda: ua + ub, "sub": lambda: ua - ub,
        "addss": lambda: sat_s(sa + sb), "subss": lambda: sat_s(sa - sb),
        "addus": lambda: min(ua + ub, umax), "subus": lambda: max(ua - ub, 0),
        "absdiffs": lambda: abs(sa - sb), "absdiffu": lambda: abs(ua - ub),
        "avgu": lambda: (ua + ub + 1) // 2, "haddu": lambda: (ua + ub) // 2,
        "maxs": lambda: max(sa, sb), "maxu": lambda: max(ua, ub), "mins": lambda: min(sa, sb), "minu": lambda: min(ua, ub),
        "abs": lambda: abs(sa), "absss": lambda: sat_s(abs(sa)), "neg": lambda: -sa, "negss": lambda: sat_s(-sa),
    }
    if op.startswith("cmp"):
        return umax if _cmp(op[3:], sa, sb, ua, ub) else 0
    if op.startswith("set"):
        return 1 if _cmp(op[3:], sa, sb, ua, ub) else 0
    return table[op]() % (1 << bits)


def expected(a: int, b: int) -> list[int]:
    out = []
    for name, bits in FUNCS:
        op = name[1:-1]
        sa, sb, ua, ub = _lanes(a, bits, True), _lanes(b, bits, True), _lanes(a, bits, False), _lanes(b, bits, False)
        if op in ("sads", "sadu"):
            out.append(sum(abs(x - y) for x, y in (zip(sa, sb) if op == "sads" else zip(ua, ub))))
            continue
        lanes = [_lane(op, *v, bits) for v in zip(sa, sb, ua, ub)]
        out.append(sum(v << (bits * i) for i, v in enumerate(lanes)))
    return out


def _words() -> list[tuple[int, int]]:
    special = [0x00000000, 0x01010101, 0x7f7f7f7f, 0x80808080, 0xffffffff, 0x7fff8000, 0x80007fff, 0xffff0001,
               0x807f01ff, 0x00ff7f80, 0x7fffffff, 0x80000000]
    rows = [(a, b) for a in special for b in special]
    rng = random.Random(1811)
    rows += [(rng.getrandbits(32), rng.getrandbits(32)) for _ in range(300)]
    return rows


def test_oracle_on_known_values():
    e = dict(zip((n for n, _ in FUNCS), expected(0x017f80ff, 0x01010101)))
    assert e["vadd4"] == 0x02808100  # lanes 0xff+1, 0x80+1, 0x7f+1, 1+1, each mod 256
    assert e["vaddss4"] == 0x027f8100  # 0x7f+1 saturates to 127; -128+1 = -127; -1+1 = 0
    assert e["vsubus4"] == 0x007e7ffe
    assert e["vcmpne4"] == 0x00ffffff and e["vseteq4"] == 0x01000000
    assert e["vabsss4"] == 0x017f7f01 and e["vabs4"] == 0x017f8001
    assert e["vsadu4"] == 0 + 0x7e + 0x7f + 0xfe
    assert dict(zip((n for n, _ in FUNCS), expected(0x80000001, 0x7fff0002)))["vsubss2"] == 0x8000ffff


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")] == []
    assert "#include <xlate/fp16_extras.h>" in out
    for name, _ in FUNCS:
        assert f"xlate_{name}(" in out and f"__{name}(" not in out
    assert "xlate_trap()" in out and "xlate_nanosleep(1000)" in out
    path = tmp_path_factory.mktemp("simd") / "simd.hip"
    path.write_text(out, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def exe(translated: Path, tmp_path_factory) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    return build_program(ProgramBuild([translated], tmp_path_factory.mktemp("simd_exe") / "simd", warp_size=64))


def test_simd_intrinsics_match_oracle_on_cpu_backend(exe: Path):
    rows = _words()
    stdin = f"{len(rows)}\n" + "".join(f"{a:x} {b:x}\n" for a, b in rows)
    proc = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    assert len(lines) == len(rows)
    wrong = []
    for (a, b), line in zip(rows, lines):
        got = [int(x, 16) for x in line.split()]
        for (name, _), g, w in zip(FUNCS, got, expected(a, b)):
            if g != w:
                wrong.append(f"__{name}({a:08x}, {b:08x}): want {w:08x}, got {g:08x}")
    assert wrong == [], f"{len(wrong)} results differ:\n" + "\n".join(wrong[:20])


def test_trap_is_a_fatal_error_naming_the_line(exe: Path):
    proc = subprocess.run([str(exe), "trap"], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 97, (proc.returncode, proc.stdout, proc.stderr)
    line = next(i for i, t in enumerate(SRC.read_text(encoding="utf-8").splitlines(), 1) if "__trap();" in t)
    assert "__trap() called in a kernel" in proc.stderr and f":{line}" in proc.stderr, proc.stderr


def test_nanosleep_returns(exe: Path):
    proc = subprocess.run([str(exe), "sleep"], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0 and proc.stdout.split() == ["hipSuccess", "2"], (proc.stdout, proc.stderr)


def test_simd_intrinsics_build_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-c", str(translated),
           "-o", str(tmp_path / "simd.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_signed_average_is_reported_unsupported():
    from xlate.rewrite.engine import translate_text

    _, diags = translate_text("__global__ void k(unsigned* p) {\n  p[0] = __vavgs4(p[1], p[2]);\n}\n", filename="a.cu")
    assert [(d.code, d.line) for d in diags if d.severity.value == "error"] == [("XL102", 2)]
