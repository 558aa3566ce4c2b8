"""mma.sync (m16n8k8/k16 f16 with every .f16/.f32 C and D, bf16; m16n8k4/k8 tf32; m16n8k16/k32 s8, u8,
u8.s8) and movmatrix, lowered to <xlate/ptx_shared.h>, on the cpu backend: mma/mma.cu runs one form on two
32-lane warps (each its own problem, so compat32's halves are exercised at wave64), accumulates in place
(C and D the same registers, as llama.cpp writes it), and runs two different forms on the two halves of a
wavefront at once. Here the matrices are drawn, scattered into the lanes' fragment registers element by
element with the PTX ISA's fragment formulas ("Matrix Fragments for mma.m16n8k*": row/column of element i
of lane l from groupID = l / 4 and threadID_in_group = l % 4), and D is gathered back the same way and
compared with numpy's A @ B + C. The floating-point values are small integers and halves, so every sum is
exact whatever the order; the integer forms wrap modulo 2^32."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "mma" / "mma.cu"
FORMS = {"f16_f32_k16": 0, "f16_f16_k16": 1, "f16_f32_k8": 2, "bf16_k16": 3, "tf32_k8": 4, "s8_k16": 5,
         "s8_k32": 6, "u8s8_k32": 7, "movmatrix": 8, "ldmatrix_generic": 9, "bf16_k8": 10, "tf32_k4": 11,
         "u8_k16": 12, "f16_c16_d32_k16": 13, "f16_c32_d16_k16": 14, "inplace_f16_k16_x2": 15,
         "mixed_halves": 16, "negated_f16_k16_x2": 17}
# form -> (A/B kind, K, C kind, D kind, mma's applied); each mma form of mma.cu
MMA = {"f16_f32_k16": ("f16", 16, "f32", "f32", 1), "f16_f16_k16": ("f16", 16, "f16", "f16", 1),
       "f16_f32_k8": ("f16", 8, "f32", "f32", 1), "bf16_k16": ("bf16", 16, "f32", "f32", 1),
       "tf32_k8": ("tf32", 8, "f32", "f32", 1), "s8_k16": ("s8", 16, "s32", "s32", 1),
       "s8_k32": ("s8", 32, "s32", "s32", 1), "u8s8_k32": ("u8s8", 32, "s32", "s32", 1),
       "bf16_k8": ("bf16", 8, "f32", "f32", 1), "tf32_k4": ("tf32", 4, "f32", "f32", 1),
       "u8_k16": ("u8", 16, "s32", "s32", 1), "f16_c16_d32_k16": ("f16", 16, "f16", "f32", 1),
       "f16_c32_d16_k16": ("f16", 16, "f32", "f16", 1), "inplace_f16_k16_x2": ("f16", 16, "f32", "f32", 2),
       "negated_f16_k16_x2": ("f16", 16, "f32", "f32", 0)}  # the second mma's A is -A (mma.cu, case 17)
MIXED = ("f16_f32_k16", "s8_k32")  # mixed_halves: warp 0 runs the first form, warp 1 the second


def _e(form: str) -> int:
    """Elements per 32-bit A/B register."""
    kind = MMA[form][0]
    return 1 if kind == "tf32" else (2 if kind in ("f16", "bf16") else 4)


def _a_pos(form: str, lane: int) -> list[tuple[int, int, int, int]]:
    """(row, col, register, part) of each A element lane `lane` holds (PTX ISA: A register j holds row
    g (+ 8 for odd j), E adjacent columns from E * t (+ 4E for j >= 2))."""
    g, t, e = lane // 4, lane % 4, _e(form)
    nregs = MMA[form][1] // (2 * e)
    return [(g + 8 * (j % 2), e * t + part + 4 * e * (j // 2), j, part) for j in range(nregs) for part in range(e)]


def _b_pos(form: str, lane: int) -> list[tuple[int, int, int, int]]:
    """B register j holds column g, E adjacent rows from E * t (+ 4E for j = 1)."""
    g, t, e = lane // 4, lane % 4, _e(form)
    nregs = MMA[form][1] // (4 * e)
    return [(e * t + part + 4 * e * j, g, j, part) for j in range(nregs) for part in range(e)]


def _c_pos(lane: int) -> list[tuple[int, int]]:
    g, t = lane // 4, lane % 4
    return [(g if i < 2 else g + 8, t * 2 + (i & 1)) for i in range(4)]


def _bits(form: str, v: float) -> tuple[int, int]:
    """(bits, width) of one A/B element."""
    kind = MMA[form][0]
    if kind == "f16":
        return int(np.array([v], dtype=np.float16).view(np.uint16)[0]), 16
    if kind == "bf16":
        return int(np.array([v], dtype=np.float32).view(np.uint32)[0]) >> 16, 16  # exact: small values
    if kind == "tf32":
        return int(np.array([v], dtype=np.float32).view(np.uint32)[0]), 32
    return int(v) & 0xFF, 8


def _f32(v: float) -> int:
    return int(np.array([v], dtype=np.float32).view(np.uint32)[0])


def _h16(v: float) -> int:
    return int(np.array([v], dtype=np.float16).view(np.uint16)[0])


def _problem(form: str, rng: np.random.Generator):
    kind, k = MMA[form][0], MMA[form][1]
    if kind in ("s8", "u8", "u8s8"):
        a = rng.integers(0 if kind.startswith("u8") else -128, 256 if kind.startswith("u8") else 128, (16, k))
        b = rng.integers(0 if kind == "u8" else -128, 256 if kind == "u8" else 128, (k, 8))
        c = rng.integers(-2 ** 31, 2 ** 31, (16, 8))
    else:
        a = rng.integers(-8, 9, (16, k)) / 2.0
        b = rng.integers(-8, 9, (k, 8)) / 2.0
        c = rng.integers(-64, 65, (16, 8)) / 4.0
    return a, b, c


def _registers(form: str, a, b, c) -> list[list[int]]:
    """The 10 words (a0..a3 b0 b1 c0..c3) of each of 32 lanes."""
    ckind = MMA[form][2]
    rows = []
    for lane in range(32):
        w = [0] * 10
        for src, pos, base in ((a, _a_pos(form, lane), 0), (b, _b_pos(form, lane), 4)):
            for r, col, reg, part in pos:
                bits, width = _bits(form, src[r, col])
                w[base + reg] |= bits << (width * part)
        for i, (r, col) in enumerate(_c_pos(lane)):
            if ckind == "f16":
                w[6 + i // 2] |= _h16(c[r, col]) << (16 * (i % 2))
            elif ckind == "s32":
                w[6 + i] = int(c[r, col]) & 0xFFFFFFFF
            else:
                w[6 + i] = _f32(c[r, col])
        rows.append(w)
    return rows


def _result(form: str, words: list[list[int]]):
    dkind = MMA[form][3]
    d = np.zeros((16, 8), dtype=object)
    for lane in range(32):
        for i, (r, col) in enumerate(_c_pos(lane)):
            if dkind == "f16":
                d[r, col] = float(np.array([(words[lane][i // 2] >> (16 * (i % 2))) & 0xFFFF], dtype=np.uint16)
                                  .view(np.float16)[0])
            elif dkind == "s32":
                d[r, col] = words[lane][i]
            else:
                d[r, col] = float(np.array([words[lane][i]], dtype=np.uint32).view(np.float32)[0])
        if dkind == "f16":
            assert words[lane][2:] == [0, 0], "an .f16 D is two registers; the others stay as they were"
    return d


def _expected(form: str, a, b, c):
    times = MMA[form][4]
    if MMA[form][3] == "s32":
        exact = [[int(c[i, j]) + times * sum(int(a[i, k]) * int(b[k, j]) for k in range(a.shape[1]))
                  for j in range(8)] for i in range(16)]
        return np.array([[v % 2 ** 32 for v in row] for row in exact], dtype=object)
    return (times * (a @ b) + c).astype(object)


@pytest.fixture(scope="module", params=[64, 32], ids=["wave64", "wave32"])
def exe(request, tmp_path_factory) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")] == []
    path = tmp_path_factory.mktemp("mma") / "mma.hip"
    path.write_text(out, encoding="utf-8")
    return build_program(ProgramBuild([path], tmp_path_factory.mktemp("mma_exe") / "mma", warp_size=request.param))


def _run(exe: Path, form: str, lanes: list[list[int]]) -> list[list[int]]:
    stdin = "".join(" ".join(f"{w:x}" for w in row) + "\n" for row in lanes)
    proc = subprocess.run([str(exe), str(FORMS[form])], input=stdin, capture_output=True, text=True, timeout=120,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [[int(x, 16) for x in line.split()] for line in proc.stdout.splitlines()]


@pytest.mark.parametrize("form", sorted(MMA))
def test_mma_matches_numpy(exe: Path, form: str):
    rng = np.random.default_rng(FORMS[form] + 18)
    problems = [_problem(form, rng) for _ in range(2)]
    words = _run(exe, form, _registers(form, *problems[0]) + _registers(form, *problems[1]))
    for w, (a, b, c) in enumerate(problems):
        got, want = _result(form, words[32 * w: 32 * w + 32]), _expected(form, a, b, c)
        assert (got == want).all(), f"warp {w}:\n{got}\nwant\n{want}"


def test_mma_halves_run_different_forms(exe: Path):
    """Warp 0 and warp 1 (the two halves of one 64-lane wavefront on gfx942 and on the cpu backend's
    wave64) execute different mma forms at the same time; each gets its own form's result."""
    rng = np.random.default_rng(23)
    problems = [_problem(f, rng) for f in MIXED]
    words = _run(exe, "mixed_halves", _registers(MIXED[0], *problems[0]) + _registers(MIXED[1], *problems[1]))
    for w, (form, (a, b, c)) in enumerate(zip(MIXED, problems, strict=True)):
        got, want = _result(form, words[32 * w: 32 * w + 32]), _expected(form, a, b, c)
        assert (got == want).all(), f"warp {w} ({form}):\n{got}\nwant\n{want}"


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


# Call sites of two forms, some in an unrolled loop and in a template, as tensor-core code writes them
SITES = r"""
#include <cuda_runtime.h>
template <int N>
__device__ void tile(unsigned (&acc)[N][4], const unsigned* a, const unsigned* b) {
#pragma unroll
  for (int n = 0; n < N; ++n)
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%0, %1, %2, %3};"
        : "+r"(acc[n][0]), "+r"(acc[n][1]), "+r"(acc[n][2]), "+r"(acc[n][3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[2 * n]), "r"(b[2 * n + 1]));
}
__global__ void sites(unsigned* p) {
  unsigned acc[4][4] = {}, i[4] = {};
  tile<4>(acc, p, p + 8);
#pragma unroll
  for (int n = 0; n < 2; ++n)
    asm("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
        "{%0, %1, %2, %3};"
        : "+r"(i[0]), "+r"(i[1]), "+r"(i[2]), "+r"(i[3])
        : "r"(p[n]), "r"(p[n + 1]), "r"(p[n + 2]), "r"(p[n + 3]), "r"(p[n + 4]), "r"(p[n + 5]));
  for (int n = 0; n < 4; ++n)
    for (int k = 0; k < 4; ++k) p[64 * n + 4 * threadIdx.x + k] = acc[n][k] + i[k];
}
"""


def test_mma_call_sites_share_one_function_per_form(tmp_path: Path):
    """gfx942: each mma form is one out-of-line function (the shuffles and multiply-adds once), and every
    call site of it a call, however many sites the unrolled loops make (issue 21 class 8: inlined copies
    multiplied the device compile time of llama.cpp's tensor-core files)."""
    from xlate.rewrite.engine import translate_text
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    out, _ = translate_text(SITES, filename="sites.cu")
    path = tmp_path / "sites.hip"
    path.write_text(out, encoding="utf-8")
    tc = find_toolchain()
    asm = tmp_path / "sites.s"
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-O3", "-std=c++17", "--offload-device-only", "-S",
           "-isystem", str(SUPPORT_INCLUDE), str(path), "-o", str(asm)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    text = asm.read_text()
    funcs = re.findall(r"^(_Z\d+xlate_ptx_mma_m16n8I\S*):", text, re.MULTILINE)
    assert len(funcs) == 2, funcs
    kernel = re.search(r"^_Z5sitesPj:(.*?)^\.Lfunc_end", text, re.DOTALL | re.MULTILINE)
    assert kernel, "kernel not in the assembly"
    body = kernel.group(1)
    assert body.count("s_swappc_b64") == 6
    assert "ds_bpermute" not in body
    for name in funcs:
        fn = re.search(rf"^{re.escape(name)}:(.*?)^\.Lfunc_end", text, re.DOTALL | re.MULTILINE)
        assert fn and fn.group(1).count("ds_bpermute") >= 8, name


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
