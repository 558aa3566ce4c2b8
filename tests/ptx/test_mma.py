"""mma.sync (m16n8k8/k16 f16, bf16; m16n8k8 tf32; m16n8k16/k32 s8, u8.s8) and movmatrix, lowered to
<xlate/ptx_shared.h>, on the cpu backend: mma/mma.cu runs one form on two 32-lane warps (each its own
problem, so compat32's halves are exercised at wave64). Here the matrices are drawn, scattered into the
lanes' fragment registers element by element with the PTX ISA's fragment formulas ("Matrix Fragments for
mma.m16n8k*": row/column of element i of lane l from groupID = l / 4 and threadID_in_group = l % 4), and
D is gathered back the same way and compared with numpy's A @ B + C. The floating-point values are small
integers and halves, so every sum is exact whatever the order; the integer forms wrap modulo 2^32."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "mma" / "mma.cu"
FORMS = {"f16_f32_k16": 0, "f16_f16_k16": 1, "f16_f32_k8": 2, "bf16_k16": 3, "tf32_k8": 4, "s8_k16": 5,
         "s8_k32": 6, "u8s8_k32": 7, "movmatrix": 8,
         "ldmatrix_generic": 9}


def _a_pos(form: str, lane: int) -> list[tuple[int, int, int, int]]:
    """(row, col, register, part) of each A element lane `lane` holds."""
    g, t = lane // 4, lane % 4
    out = []
    if form in ("f16_f32_k16", "f16_f16_k16", "bf16_k16"):
        for i in range(8):
            out.append((g if i in (0, 1, 4, 5) else g + 8, t * 2 + (i & 1) + (8 if i >= 4 else 0), i // 2, i % 2))
    elif form == "f16_f32_k8":
        for i in range(4):
            out.append((g if i < 2 else g + 8, t * 2 + (i & 1), i // 2, i % 2))
    elif form == "tf32_k8":
        for i in range(4):
            out.append((g if i in (0, 2) else g + 8, t + (4 if i >= 2 else 0), i, 0))
    elif form == "s8_k16":
        for i in range(8):
            out.append((g if i < 4 else g + 8, t * 4 + (i & 3), i // 4, i % 4))
    else:  # k32 8-bit
        for i in range(16):
            out.append((g if (i < 4 or 8 <= i < 12) else g + 8, t * 4 + (i & 3) + (16 if i >= 8 else 0), i // 4, i % 4))
    return out


def _b_pos(form: str, lane: int) -> list[tuple[int, int, int, int]]:
    g, t = lane // 4, lane % 4
    if form in ("f16_f32_k16", "f16_f16_k16", "bf16_k16"):
        return [(t * 2 + (i & 1) + (8 if i >= 2 else 0), g, i // 2, i % 2) for i in range(4)]
    if form == "f16_f32_k8":
        return [(t * 2 + i, g, 0, i) for i in range(2)]
    if form == "tf32_k8":
        return [(t + 4 * i, g, i, 0) for i in range(2)]
    if form == "s8_k16":
        return [(t * 4 + i, g, 0, i) for i in range(4)]
    return [(t * 4 + (i & 3) + (16 if i >= 4 else 0), g, i // 4, i % 4) for i in range(8)]


def _c_pos(lane: int) -> list[tuple[int, int]]:
    g, t = lane // 4, lane % 4
    return [(g if i < 2 else g + 8, t * 2 + (i & 1)) for i in range(4)]


def _k(form: str) -> int:
    return {"f16_f32_k8": 8, "tf32_k8": 8, "s8_k16": 16, "s8_k32": 32, "u8s8_k32": 32}.get(form, 16)


def _bits(form: str, v: float) -> tuple[int, int]:
    """(bits, width) of one A/B element."""
    if form.startswith("f16"):
        return int(np.array([v], dtype=np.float16).view(np.uint16)[0]), 16
    if form.startswith("bf16"):
        return int(np.array([v], dtype=np.float32).view(np.uint32)[0]) >> 16, 16  # exact: small values
    if form.startswith("tf32"):
        return int(np.array([v], dtype=np.float32).view(np.uint32)[0]), 32
    return int(v) & 0xFF, 8


def _f32(v: float) -> int:
    return int(np.array([v], dtype=np.float32).view(np.uint32)[0])


def _problem(form: str, rng: np.random.Generator):
    k = _k(form)
    if form.startswith(("s8", "u8")):
        a = rng.integers(0 if form.startswith("u8") else -128, 256 if form.startswith("u8") else 128, (16, k))
        b = rng.integers(-128, 128, (k, 8))
        c = rng.integers(-2 ** 31, 2 ** 31, (16, 8))
    else:
        a = rng.integers(-8, 9, (16, k)) / 2.0
        b = rng.integers(-8, 9, (k, 8)) / 2.0
        c = rng.integers(-64, 65, (16, 8)) / 4.0
    return a, b, c


def _registers(form: str, a, b, c) -> list[list[int]]:
    """The 10 words (a0..a3 b0 b1 c0..c3) of each of 32 lanes."""
    rows = []
    for lane in range(32):
        w = [0] * 10
        for src, pos, base in ((a, _a_pos(form, lane), 0), (b, _b_pos(form, lane), 4)):
            for r, col, reg, part in pos:
                bits, width = _bits(form, src[r, col])
                w[base + reg] |= bits << (width * part)
        for i, (r, col) in enumerate(_c_pos(lane)):
            if form == "f16_f16_k16":
                w[6 + i // 2] |= int(np.array([c[r, col]], dtype=np.float16).view(np.uint16)[0]) << (16 * (i % 2))
            elif form.startswith(("s8", "u8")):
                w[6 + i] = int(c[r, col]) & 0xFFFFFFFF
            else:
                w[6 + i] = _f32(c[r, col])
        rows.append(w)
    return rows


def _result(form: str, words: list[list[int]]):
    d = np.zeros((16, 8), dtype=object)
    for lane in range(32):
        for i, (r, col) in enumerate(_c_pos(lane)):
            if form == "f16_f16_k16":
                d[r, col] = float(np.array([(words[lane][i // 2] >> (16 * (i % 2))) & 0xFFFF], dtype=np.uint16)
                                  .view(np.float16)[0])
            elif form.startswith(("s8", "u8")):
                d[r, col] = words[lane][i]
            else:
                d[r, col] = float(np.array([words[lane][i]], dtype=np.uint32).view(np.float32)[0])
    return d


def _expected(form: str, a, b, c):
    if form.startswith(("s8", "u8")):
        exact = [[int(c[i, j]) + sum(int(a[i, k]) * int(b[k, j]) for k in range(a.shape[1])) for j in range(8)]
                 for i in range(16)]
        return np.array([[v % 2 ** 32 for v in row] for row in exact], dtype=object)
    return (a @ b + c).astype(object)


@pytest.fixture(scope="module")
def exe(tmp_path_factory) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")] == []
    path = tmp_path_factory.mktemp("mma") / "mma.hip"
    path.write_text(out, encoding="utf-8")
    return build_program(ProgramBuild([path], tmp_path_factory.mktemp("mma_exe") / "mma", warp_size=64))


def _run(exe: Path, form: str, lanes: list[list[int]]) -> list[list[int]]:
    stdin = "".join(" ".join(f"{w:x}" for w in row) + "\n" for row in lanes)
    proc = subprocess.run([str(exe), str(FORMS[form])], input=stdin, capture_output=True, text=True, timeout=120,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [[int(x, 16) for x in line.split()] for line in proc.stdout.splitlines()]


@pytest.mark.parametrize("form", [f for f in FORMS if f not in ("movmatrix", "ldmatrix_generic")])
def test_mma_matches_numpy(exe: Path, form: str):
    rng = np.random.default_rng(FORMS[form] + 18)
    problems = [_problem(form, rng) for _ in range(2)]
    words = _run(exe, form, _registers(form, *problems[0]) + _registers(form, *problems[1]))
    for w, (a, b, c) in enumerate(problems):
        got, want = _result(form, words[32 * w: 32 * w + 32]), _expected(form, a, b, c)
        assert (got == want).all(), f"warp {w}:\n{got}\nwant\n{want}"


def test_movmatrix_transposes(exe: Path):
    rng = np.random.default_rng(7)
    mats = [rng.integers(0, 2 ** 16, (8, 8)) for _ in range(2)]
    lanes = []
    for m in mats:  # lane l: row l / 4, columns 2(l % 4) (low half) and 2(l % 4) + 1
        lanes += [[int(m[l // 4, 2 * (l % 4)]) | (int(m[l // 4, 2 * (l % 4) + 1]) << 16)] + [0] * 9 for l in range(32)]
    words = _run(exe, "movmatrix", lanes)
    for w, m in enumerate(mats):
        got = np.zeros((8, 8), dtype=np.int64)
        for l in range(32):
            v = words[32 * w + l][0]
            got[l // 4, 2 * (l % 4)], got[l // 4, 2 * (l % 4) + 1] = v & 0xFFFF, v >> 16
        assert (got == m.T).all(), f"warp {w}:\n{got}\nwant\n{m.T}"


def test_mma_builds_for_gfx942(tmp_path: Path):
    from xlate.rewrite.engine import translate_text
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    out, _ = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    path = tmp_path / "mma.hip"
    path.write_text(out, encoding="utf-8")
    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-c", str(path),
           "-o", str(tmp_path / "mma.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_ldmatrix_with_generic_addresses(exe: Path):
    """ldmatrix without .shared: lanes 8j..8j+7 give generic pointers to the rows of matrix j (PTX ISA);
    lane l receives row l / 4, columns 2(l % 4) and 2(l % 4) + 1 of each matrix (the lower in the low half)."""
    rng = np.random.default_rng(9)
    mats = [rng.integers(0, 2 ** 16, (2, 8, 8)) for _ in range(2)]  # per warp: two 8x8 b16 matrices
    lanes = []
    for m in mats:  # lane l writes row l % 8 of matrix (l / 8) % 2 (4 words of two b16 each)
        for l in range(32):
            row = m[(l // 8) % 2, l % 8]
            lanes.append([int(row[2 * j]) | (int(row[2 * j + 1]) << 16) for j in range(4)] + [0] * 6)
    words = _run(exe, "ldmatrix_generic", lanes)
    for w, m in enumerate(mats):
        for l in range(32):
            want = [int(m[j, l // 4, 2 * (l % 4)]) | (int(m[j, l // 4, 2 * (l % 4) + 1]) << 16) for j in range(2)]
            assert words[32 * w + l][:2] == want, (w, l)
