"""Test harness of tests/warp: translate the programs of tests/warp/programs, combine them into one
source per configuration (one compile each instead of one per program), build and run them.

A program is `NAME.cu` (a complete CUDA program printing lines; every function `static`, no macros)
plus `NAME.py` (a numpy oracle defining LINES, the expected output, written from the CUDA semantics).
The same pair format can move to the conformance suite later.

The combined source puts each translated program in `namespace p_NAME { ... }` (its own `main`
becomes `p_NAME::main`); a driver `main(argc, argv)` runs the program named by argv[1], so each
program runs in its own process (a detected deadlock, exit 97, stops only that one).
"""

from __future__ import annotations

import re
import runpy
import subprocess
from dataclasses import dataclass
from pathlib import Path

from xlate.rewrite import engine, registry

PROGRAMS_DIR = Path(__file__).resolve().parent / "programs"
_PRELUDE = ("#include <cstdio>", "#include <cstdlib>", "#include <cstring>", "#include <hip/hip_runtime.h>",
            "#include <hip/hip_cooperative_groups.h>", "#include <xlate/compat32.h>",
            # support headers translations include (one namespace per program: included here first, at global
            # scope, their include guards make the programs' own includes empty)
            "#include <xlate/int_intrinsics.h>")


def programs() -> list[str]:
    return sorted(p.stem for p in PROGRAMS_DIR.glob("*.cu"))


def source(name: str) -> str:
    return (PROGRAMS_DIR / f"{name}.cu").read_text()


def expected(name: str) -> list[str]:
    return list(runpy.run_path(str(PROGRAMS_DIR / f"{name}.py"))["LINES"])


def translate(name: str, mode: str) -> tuple[str, list]:
    return engine.translate_text(source(name), f"{name}.cu", warp_mode=mode)


# -- the baseline of the issue's acceptance: rename + widen masks to 64 bits (what HIPIFY-like tools do)

_MASKED = re.compile(r"\b(__shfl(?:_up|_down|_xor)?_sync|__ballot_sync|__any_sync|__all_sync|__match_any_sync|__reduce_\w+_sync|"
                     r"__match_all_sync|__syncwarp)\s*\(")


def baseline(name: str) -> str:
    """The program translated by every rule except the warp rules, then each 32-bit mask argument
    widened to 64 bits: a full mask `0xffffffff` becomes all 64 lanes, any other mask
    `(unsigned long long)(m)`. It compiles; whether it computes the right thing is the question."""
    mods = [m for m in registry.discover() if ".rules.warp." not in m.__name__]
    text, _ = engine.translate_text(source(name), f"{name}.cu", rules=mods)
    out: list[str] = []
    pos = 0
    for m in _MASKED.finditer(text):
        if m.start() < pos:
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            if text[j] in "([{":
                depth += 1
            elif text[j] in ")]}":
                depth -= 1
            elif text[j] == "," and depth == 1:
                break
            j += 1
        arg = text[m.end():j].strip() if depth else text[m.end():j - 1].strip()
        if not arg:
            continue
        end = j if depth else j - 1
        new = "0xffffffffffffffffull" if arg.lower().rstrip("u") == "0xffffffff" else f"(unsigned long long)({arg})"
        out.append(text[pos:m.end()] + new)
        pos = end
    out.append(text[pos:])
    return "".join(out)


# HIP 7.2 declares __reduce_{add,min,max,...}_sync(uint64 mask, v) (a reduction over the lanes of the
# 64-bit mask); xlate's cpu backend does not (yet). The baseline calls them as HIP code would, so the
# harness supplies HIP's semantics for the cpu backend, written here from HIP's documentation.
_HIP_REDUCE_FOR_CPU = """
#if defined(XLATE_WARP_SIZE)
template <class M, class T, class Op> inline T xlate_test_reduce(M mask, T v, Op op) {
  T acc{}; bool first = true;
  for (int src = 0; src < warpSize; ++src) {
    if (!((static_cast<unsigned long long>(mask) >> src) & 1ull)) continue;
    T o = __shfl_sync(mask, v, src);
    acc = first ? o : op(acc, o); first = false;
  }
  return acc;
}
template <class M, class T> inline T __reduce_add_sync(M m, T v) {
  return xlate_test_reduce(m, v, [](T a, T b) { return a + b; });
}
template <class M, class T> inline T __reduce_max_sync(M m, T v) {
  return xlate_test_reduce(m, v, [](T a, T b) { return a < b ? b : a; });
}
template <class M, class T> inline T __reduce_min_sync(M m, T v) {
  return xlate_test_reduce(m, v, [](T a, T b) { return b < a ? b : a; });
}
#endif
"""


def combine(texts: dict[str, str]) -> str:
    parts = list(_PRELUDE) + [_HIP_REDUCE_FOR_CPU]
    for name, text in texts.items():
        parts.append(f"namespace p_{name} {{")
        parts.append(f"#line 1 \"{name}.cu\"")
        parts.append(text)
        parts.append(f"}}  // namespace p_{name}")
    parts.append("int main(int argc, char** argv) {")
    parts.append("  if (argc < 2) return 2;")
    for name in texts:
        parts.append(f"  if (!strcmp(argv[1], \"{name}\")) return p_{name}::main();")
    parts.append("  return 2;\n}")
    return "\n".join(parts) + "\n"


@dataclass
class Run:
    rc: int
    stdout: str
    stderr: str


def build_cpu(text: str, out_dir: Path, warp_size: int, tag: str) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = out_dir / f"{tag}.cpp"
    src.write_text(text)
    return build_program(ProgramBuild(sources=[src], output=out_dir / tag, warp_size=warp_size, opt="1"))


def run(exe: Path, name: str, timeout: float = 60) -> Run:
    try:
        p = subprocess.run([str(exe), name], capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return Run(124, "", f"{exe} {name}: timed out after {timeout} s")
    return Run(p.returncode, p.stdout, p.stderr)
