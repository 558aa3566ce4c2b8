"""div/rem (integer): C's truncating division, and the values xlate defines where the PTX ISA leaves
the result unspecified (x / 0 = all ones, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0). The lowered
statements run as host C++ over edge cases and random values; expectations from Python integers."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

from xlate.ptx import lower_asm, parse_asm_statement

CLANG = shutil.which("clang++-19") or "clang++-19"
FORMS = [("div", "u32"), ("rem", "u32"), ("div", "s32"), ("rem", "s32"),
         ("div", "u64"), ("rem", "u64"), ("div", "s64"), ("rem", "s64")]


def _expect(op: str, ty: str, a: int, b: int) -> int:
    w = int(ty[1:])
    mask = (1 << w) - 1
    if ty[0] == "s":
        sa, sb = [v - (1 << w) if v >> (w - 1) else v for v in (a, b)]
        if sb == 0:
            return mask if op == "div" else a
        if sa == -(1 << (w - 1)) and sb == -1:
            return (1 << (w - 1)) if op == "div" else 0
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        return (q if op == "div" else sa - q * sb) & mask
    if b == 0:
        return mask if op == "div" else a
    return (a // b if op == "div" else a % b) & mask


def test_div_rem_forms(tmp_path: Path):
    rng = random.Random(7)
    funcs, calls, cases = [], [], []
    for k, (op, ty) in enumerate(FORMS):
        w = int(ty[1:])
        c = "unsigned long long" if w == 64 else "unsigned"
        cons = "l" if w == 64 else "r"
        stmt = parse_asm_statement(f'asm("{op}.{ty} %0, %1, %2;" : "={cons}"(r) : "{cons}"(a), "{cons}"(b));')
        body = lower_asm(stmt, uid=str(k)).code
        funcs.append(f"static {c} f{k}({c} a, {c} b) {{ {c} r = 0; {body} return r; }}")
        mask = (1 << w) - 1
        edge = [0, 1, 2, 3, mask, mask - 1, 1 << (w - 1), (1 << (w - 1)) - 1, 7, 1000]
        vals = [(a, b) for a in edge for b in edge] + [(rng.getrandbits(w), rng.getrandbits(rng.choice([3, 8, w])))
                                                        for _ in range(300)]
        for a, b in vals:
            calls.append(f'printf("%llu\\n", (unsigned long long)f{k}({a}ull, {b}ull));')
            cases.append(_expect(op, ty, a, b))
    src = tmp_path / "divrem.cpp"
    src.write_text("#include <cstdio>\n#define __device__\n" + "\n".join(funcs)
                   + "\nint main() {\n" + "\n".join(calls) + "\n}\n")
    exe = tmp_path / "divrem"
    subprocess.run([CLANG, "-O1", "-w", str(src), "-o", str(exe)], check=True, timeout=300)
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=True).stdout.split()
    got = [int(x) for x in out]
    bad = [(i, g, e) for i, (g, e) in enumerate(zip(got, cases)) if g != e]
    assert len(got) == len(cases) and not bad, bad[:10]
