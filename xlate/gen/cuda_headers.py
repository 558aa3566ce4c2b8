"""Generate transitive_names.txt: the names CUDA's cuda_runtime.h declares through the standard headers
it includes, which HIP's hip/hip_runtime.h does not declare for host code.

nvcc compiles every .cu file with cuda_runtime.h included, and that header includes standard headers
(CUDA 12/13, host pass, from crt/host_config.h, crt/host_defines.h, driver_types.h,
crt/common_functions.h, crt/math_functions.h and cuda_runtime.h): <limits.h> <stddef.h> <ctype.h>
<string.h> <time.h> <math.h> <stdlib.h> <cmath> <cstdlib> <utility>; in the device pass also
<stdio.h> <assert.h> <new>, which xlate's prelude includes too (`CUDA_HEADERS` below; the support
header <xlate/cuda_host_includes.h> includes the same list). Code that uses memcpy or strlen after
including only cuda_runtime.h compiles with nvcc; hip_runtime.h declares memcpy/memset for the device
only and brings no <string.h>, so the translation stops there.

The list is what a C++ host parse of those headers declares (functions, variables, types, macros, at
global scope and in namespace std) minus what a host parse of the pinned hip/hip_runtime.h declares
callable from host code (a function declared `__device__` only does not count). XL510 adds the
support include to a translated file that uses one of these names (xlate/rewrite/rules/lang/xl510_transitive_includes.py).

Run: .venv/bin/python -m xlate.gen.cuda_headers  (needs the pinned toolchain: xlate setup). Writes
xlate/data/cuda_headers/{transitive_names,hip_functions,kernel_casts}.txt.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from xlate.core.tables import load_table
from xlate.parse.flags import HOST, cuda_parse_args
from xlate.parse.libclang import cindex
from xlate.toolchain import find_toolchain

DATA_DIR = Path(__file__).resolve().parents[1] / "data" / "cuda_headers"
OUT = DATA_DIR / "transitive_names.txt"
HIP_FUNCTIONS = DATA_DIR / "hip_functions.txt"
KERNEL_CASTS = DATA_DIR / "kernel_casts.txt"
# the HIP headers whose global functions a user definition may collide with (XL511)
HIP_HEADERS = ["hip/hip_runtime.h", "hip/hip_fp16.h", "hip/hip_bf16.h"]

# What cuda_runtime.h includes (both passes of nvcc; see the module docstring), in include order.
CUDA_HEADERS = ["limits.h", "stddef.h", "ctype.h", "string.h", "time.h", "math.h", "stdlib.h", "cmath",
                "cstdlib", "utility", "stdio.h", "assert.h", "new"]


def _names(ci, src: str, args: list[str], *, host_only: bool) -> dict[str, str]:
    """name (or std::name) -> the header that declared it, for one parse of `src`."""
    with tempfile.TemporaryDirectory(prefix="xlate-gen-") as tmp:
        path = Path(tmp) / "t.cpp"
        path.write_text(src, encoding="utf-8")
        index = ci.Index.create()
        tu = index.parse(str(path), args=args,
                         options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
        errors = [d.spelling for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            raise SystemExit(f"generate: parse of {src!r} failed: {errors[:3]}")
        K = ci.CursorKind
        out: dict[str, str] = {}

        def header_of(c) -> str | None:
            f = c.location.file
            return None if f is None or f.name == str(path) else f.name

        def device_only(c) -> bool:
            kinds = {ch.kind for ch in c.get_children()}
            return K.CUDADEVICE_ATTR in kinds and K.CUDAHOST_ATTR not in kinds

        def visit(cur, prefix: str) -> None:
            for c in cur.get_children():
                if c.kind == K.NAMESPACE and c.spelling == "std" and not prefix:
                    visit(c, "std::")
                    continue
                if c.kind in (K.LINKAGE_SPEC,):
                    visit(c, prefix)
                    continue
                name = c.spelling
                if not name or name.startswith("_"):
                    continue
                if c.kind in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
                    if host_only and device_only(c):
                        continue
                elif c.kind not in (K.VAR_DECL, K.TYPEDEF_DECL, K.STRUCT_DECL, K.CLASS_DECL,
                                    K.CLASS_TEMPLATE, K.TYPE_ALIAS_DECL, K.MACRO_DEFINITION,
                                    K.USING_DECLARATION, K.ENUM_DECL):
                    continue
                h = header_of(c)
                if h is not None:
                    out.setdefault(prefix + name, h)

        visit(tu.cursor, "")
        return out


def generate() -> str:
    ci = cindex()
    cuda = _names(ci, "".join(f"#include <{h}>\n" for h in CUDA_HEADERS), ["-x", "c++", "-std=c++17"],
                  host_only=False)
    tc = find_toolchain()
    hip_args = [*tc.compile_args(["gfx942"]), "--cuda-host-only", "-std=c++17"]
    hip = _names(ci, "#include <hip/hip_runtime.h>\n", hip_args, host_only=True)
    rows = []
    for name in sorted(set(cuda) - set(hip)):
        header = Path(cuda[name])
        rows.append(f"{name} {header.name}")
    head = ("# generated by xlate/gen/cuda_headers.py: names cuda_runtime.h declares through standard\n"
            "# headers (CUDA_HEADERS there) that hip/hip_runtime.h does not declare for host code.\n"
            "# name  header-that-declares-it (where the libc puts it; bits/ headers included)\n")
    return head + "\n".join(rows) + "\n"


def hip_functions() -> str:
    """hip_functions.txt: every non-template function HIP's headers declare at global scope (in either
    pass: host or gfx942 device), with its parameter types as clang spells them canonically. XL511
    (xlate/rewrite/rules/lang/xl511_user_overloads.py) renames a user definition with one of these signatures."""
    ci = cindex()
    tc = find_toolchain()
    K = ci.CursorKind
    sigs: set[tuple[str, tuple[str, ...]]] = set()
    for side in ("--cuda-host-only", "--cuda-device-only"):
        with tempfile.TemporaryDirectory(prefix="xlate-gen-") as tmp:
            path = Path(tmp) / "t.hip"
            path.write_text("".join(f"#include <{h}>\n" for h in HIP_HEADERS), encoding="utf-8")
            tu = ci.Index.create().parse(str(path), args=[*tc.compile_args(["gfx942"]), side, "-std=c++17"])
            errors = [d.spelling for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
            if errors:
                raise SystemExit(f"generate: parse of the HIP headers ({side}) failed: {errors[:3]}")

            def visit(cur) -> None:
                for c in cur.get_children():
                    if c.kind == K.LINKAGE_SPEC:
                        visit(c)
                    elif c.kind == K.FUNCTION_DECL and c.spelling and not c.spelling.startswith("_") \
                            and not c.spelling.startswith("operator"):
                        sigs.add((c.spelling, tuple(a.type.get_canonical().spelling for a in c.get_arguments())))

            visit(tu.cursor)
    head = ("# generated by xlate/gen/cuda_headers.py: functions the pinned HIP headers declare at\n"
            "# global scope (host or gfx942 device pass), as name<TAB>canonical parameter types joined by ', '\n")
    return head + "".join(f"{n}\t{', '.join(ts)}\n" for n, ts in sorted(sigs))


def kernel_casts() -> str:
    """kernel_casts.txt: CUDA runtime calls that take a kernel through a C++ template overload of
    cuda_runtime.h (`template <class T> cudaFuncSetCacheConfig(T *func, ...)`) where the C form takes
    `const void *`, and whose HIP counterpart (xlate/data/api/cuda_hip.csv) has no template overload:
    HIP's `const void *` parameter does not accept a function, so XL105 casts that argument."""
    ci = cindex()
    K = ci.CursorKind

    def functions(path: Path, args: list[str]) -> tuple[dict[str, list], dict[str, list]]:
        tu = ci.Index.create().parse(str(path), args=args)
        errors = [d.spelling for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            raise SystemExit(f"generate: parse of {path} failed: {errors[:3]}")
        plain: dict[str, list] = {}
        templ: dict[str, list] = {}

        def visit(cur) -> None:
            for c in cur.get_children():
                if c.kind == K.LINKAGE_SPEC:
                    visit(c)
                elif c.kind == K.FUNCTION_DECL:
                    plain.setdefault(c.spelling, []).append(c)
                elif c.kind == K.FUNCTION_TEMPLATE:
                    templ.setdefault(c.spelling, []).append(c)

        visit(tu.cursor)
        return plain, templ

    def params(c) -> list[str]:
        return [a.type.spelling for a in c.get_children() if a.kind == K.PARM_DECL]

    with tempfile.TemporaryDirectory(prefix="xlate-gen-") as tmp:
        src = Path(tmp) / "t.cu"
        src.write_text("", encoding="utf-8")
        cplain, ctempl = functions(src, cuda_parse_args(HOST))
        hsrc = Path(tmp) / "t.hip"
        hsrc.write_text("#include <hip/hip_runtime.h>\n", encoding="utf-8")
        tc = find_toolchain()
        _hplain, htempl = functions(hsrc, [*tc.compile_args(["gfx942"]), "--cuda-host-only", "-std=c++17"])
    table = load_table()
    rows = set()
    for name, temps in ctempl.items():
        entry = table.get(name)
        if entry is None or not entry.hip or entry.hip in htempl:
            continue
        for t in temps:
            tparams = {c.spelling for c in t.get_children() if c.kind == K.TEMPLATE_TYPE_PARAMETER}
            for k, ty in enumerate(params(t)):
                base = ty.replace("*", "").strip()
                if base not in tparams:
                    continue
                if any(len(params(c)) > k and params(c)[k] == "const void *" for c in cplain.get(name, [])):
                    rows.add((name, k))
    head = ("# generated by xlate/gen/cuda_headers.py: CUDA calls whose kernel argument (0-based index)\n"
            "# HIP's counterpart takes as const void * with no template overload (XL105 casts it)\n")
    return head + "".join(f"{n}\t{k}\n" for n, k in sorted(rows))


def main(argv: list[str] | None = None) -> int:
    text = generate()
    fns = hip_functions()
    casts = kernel_casts()
    if argv and "--check" in argv:
        ok = OUT.read_text(encoding="utf-8") == text and HIP_FUNCTIONS.read_text(encoding="utf-8") == fns \
            and KERNEL_CASTS.read_text(encoding="utf-8") == casts
        return 0 if ok else 1
    OUT.write_text(text, encoding="utf-8")
    HIP_FUNCTIONS.write_text(fns, encoding="utf-8")
    KERNEL_CASTS.write_text(casts, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10)) - 3} names) and {HIP_FUNCTIONS} ({fns.count(chr(10)) - 2} functions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
