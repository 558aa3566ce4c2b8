"""The cpu backend's HIP API has HIP's default arguments (issue 18: lightgbm calls
`cudaMemcpyAsync(dst, src, n, kind)`, which HIP allows with `hipStream_t stream __dparm(0)`).

Both sides are read with libclang: the pinned HIP headers (the toolchain prefix that `xlate setup`
unpacks, parsed as HIP for the host) and the cpu backend's headers (xlate/cpu/include/hip/*.h, which
include xlate/cpu/include/xlate_cpu/*.h, parsed as the backend compiles them). For every HIP API
function (a name starting with `hip`) that the cpu backend declares, each declaration is paired with
HIP's declaration of the same name, the same form (C function or template) and the same number of
parameters (the one whose parameter types agree most where several do); every parameter HIP gives a
default (`__dparm(x)` or `= x`) must have a default in the cpu declaration, spelled as HIP's (a null
pointer constant, `0`, `NULL` or `nullptr`, matches another for a pointer parameter). Declarations HIP
has no counterpart of, and the not-supported variadic templates of xlate_cpu/unsupported_api.h (which
take any arguments), have nothing to compare.

Defaults the cpu backend has beyond HIP's must be listed in EXTRA_DEFAULTS with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from xlate.cpu.build import INCLUDE_DIR

# (function, parameter position) -> why the cpu backend has a default there that HIP's declaration lacks
EXTRA_DEFAULTS: dict[tuple[str, int], str] = {
    # CUDA's C++ template cudaLaunchCooperativeKernel(T*, ...) has `sharedMem = 0, stream = 0`, and
    # translated calls that rely on them reach these declarations (HIP's have no defaults)
    ("hipLaunchCooperativeKernel", 4): "CUDA's cudaLaunchCooperativeKernel template: sharedMem = 0",
    ("hipLaunchCooperativeKernel", 5): "CUDA's cudaLaunchCooperativeKernel template: stream = 0",
}
NULL_POINTERS = {"0", "NULL", "nullptr"}
DEFAULT_MACROS = ("__dparm", "__XLATE_DEFAULT")  # HIP's and the cpu backend's `= x` in C++ only


@dataclass(frozen=True)
class Param:
    name: str
    type: str  # canonical spelling (template parameters as clang names them: type-parameter-0-0)
    pointer: bool
    default: str | None  # the default's tokens, joined without spaces


@dataclass(frozen=True)
class Func:
    name: str
    template: bool
    params: tuple[Param, ...]
    where: str  # file:line

    def defaults(self) -> dict[int, str]:
        return {i: p.default for i, p in enumerate(self.params) if p.default is not None}


TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|\s+|(\w+|::|->|.)", re.DOTALL)


@cache
def _text(path: str) -> str:
    return Path(path).read_text(encoding="utf-8", errors="replace")


def _written(func) -> tuple[str, list[list[str]]]:
    """A function declaration as written (macros unexpanded): the name at its location (HIP renames some
    through macros: hipGetDeviceProperties is hipGetDevicePropertiesR0600) and the tokens of each
    parameter, read from its file (libclang's token extents lose parts written through macros)."""
    text = _text(func.location.file.name)
    lines = text.split("\n")
    pos = sum(len(x) + 1 for x in lines[:func.location.line - 1]) + func.location.column - 1
    name = re.match(r"\w+", text[pos:])
    assert name, f"{func.location}: no name written there for {func.spelling}"
    toks = (m.group(1) for m in TOKEN.finditer(text, pos + name.end()))
    toks = (t for t in toks if t is not None)
    t = next(toks)
    if t == "<":  # an explicit specialization: name<args>(...)
        depth = 1
        while depth:
            t = next(toks)
            depth += {"<": 1, ">": -1}.get(t, 0)
        t = next(toks)
    assert t == "(", f"{func.location}: no parameter list after {name.group()}"
    chunks: list[list[str]] = [[]]
    depth = 0  # brackets, template argument lists included (no HIP default compares with `<`)
    for t in toks:
        if t in "([{<":
            depth += 1
        elif t in ")]}>":
            if depth == 0:
                break
            depth -= 1
        if t == "," and depth == 0:
            chunks.append([])
        else:
            chunks[-1].append(t)
    return name.group(), [] if chunks == [[]] or chunks == [["void"]] else chunks


def _default(chunk: list[str]) -> str | None:
    """The default argument of one parameter as written: `__dparm(x)`, `__XLATE_DEFAULT(x)` or `= x`."""
    for macro in DEFAULT_MACROS:
        if macro in chunk:
            value = chunk[chunk.index(macro) + 2:]  # after `macro (`
            return "".join(value[:-1])  # less the closing parenthesis
    return "".join(chunk[chunk.index("=") + 1:]) if "=" in chunk else None


def _functions(source: str, args: list[str], root: Path) -> dict[str, list[Func]]:
    """The `hip*` functions and function templates declared in files under `root`, by name."""
    from xlate.parse.libclang import cindex

    ci = cindex()
    K = ci.CursorKind
    tu = ci.Index.create().parse("xlate_default_args.cpp", args=args,
                                 unsaved_files=[("xlate_default_args.cpp", source)],
                                 options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    assert not errors, f"parsing {root} failed: {errors[:3]}"
    out: dict[str, list[Func]] = {}
    prefix = str(root.resolve())
    for c in tu.cursor.walk_preorder():
        if c.kind not in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE) or not c.spelling.startswith("hip"):
            continue
        f = c.location.file
        if f is None or not str(Path(f.name).resolve()).startswith(prefix):
            continue
        where = f"{Path(f.name).name}:{c.location.line}"
        parms = [p for p in c.get_children() if p.kind == K.PARM_DECL]
        if any("..." in p.type.spelling for p in parms):  # a parameter pack takes any arguments
            continue
        name, chunks = _written(c)
        assert len(chunks) == len(parms), f"{where} {name}: cannot split its parameters"
        params = tuple(Param(p.spelling, p.type.get_canonical().spelling,
                             p.type.get_canonical().kind == ci.TypeKind.POINTER, _default(chunk))
                       for p, chunk in zip(parms, chunks))
        out.setdefault(name, []).append(Func(name, c.kind == K.FUNCTION_TEMPLATE, params, where))
    return out


@cache
def hip_functions() -> dict[str, list[Func]]:
    from xlate.parse.libclang import resource_dir
    from xlate.toolchain.setup import complete_prefix

    prefix = complete_prefix()
    if prefix is None:
        pytest.skip("the pinned HIP headers are not unpacked (`xlate setup` unpacks them)")
    usr = prefix / "usr"
    args = ["-x", "hip", "-std=c++17", "-nogpulib", "--offload-arch=gfx942", f"--rocm-path={usr}",
            f"--hip-path={usr}", "-resource-dir", str(resource_dir()), "-D__HIP_PLATFORM_AMD__",
            "--cuda-host-only"]
    return _functions("#include <hip/hip_runtime.h>\n#include <hip/hip_ext.h>\n", args, usr / "include" / "hip")


@cache
def cpu_functions() -> dict[str, list[Func]]:
    from xlate.parse.libclang import resource_dir

    source = "".join(f"#include <hip/{p.name}>\n" for p in sorted((INCLUDE_DIR / "hip").glob("*.h")))
    args = ["-x", "c++", "-std=c++17", "-fdeclspec", "-I", str(INCLUDE_DIR), "-resource-dir", str(resource_dir())]
    return _functions(source, args, INCLUDE_DIR)


def counterpart(cpu: Func, hip: list[Func]) -> Func | None:
    """HIP's declaration that `cpu` stands for: same form and arity, most parameter types alike."""
    same = [h for h in hip if h.template == cpu.template and len(h.params) == len(cpu.params)]
    if not same:
        return None
    return max(same, key=lambda h: sum(a.type == b.type for a, b in zip(h.params, cpu.params)))


def same_value(param: Param, hip_value: str, cpu_value: str) -> bool:
    if param.pointer and hip_value in NULL_POINTERS and cpu_value in NULL_POINTERS:
        return True
    return hip_value == cpu_value


def pairs() -> list[tuple[Func, Func]]:
    hip = hip_functions()
    out = []
    for name, decls in sorted(cpu_functions().items()):
        for cpu in decls:
            if name not in hip:
                continue
            h = counterpart(cpu, hip[name])
            if h is not None:
                out.append((cpu, h))
    return out


def test_both_sides_are_read():
    """The parse finds what the comparison relies on (a broken parse must not pass by finding nothing)."""
    hip = hip_functions()
    async_copy = [f for f in hip["hipMemcpyAsync"] if not f.template]
    assert async_copy and async_copy[0].defaults() == {4: "0"}
    assert sum(bool(f.defaults()) for fs in hip.values() for f in fs) >= 50
    cpu = cpu_functions()
    assert "hipMemcpyAsync" in cpu and "hipMemcpyToSymbol" in cpu
    assert len(pairs()) >= 150


def test_every_hip_default_is_in_the_cpu_declaration():
    missing = []
    for cpu, hip in pairs():
        have = cpu.defaults()
        for i, value in hip.defaults().items():
            if i not in have:
                missing.append(f"{cpu.where} {cpu.name}: parameter {i + 1} ({cpu.params[i].name}) has no default; "
                               f"HIP ({hip.where}) has {value}")
            elif not same_value(cpu.params[i], value, have[i]):
                missing.append(f"{cpu.where} {cpu.name}: parameter {i + 1} ({cpu.params[i].name}) defaults to "
                               f"{have[i]}; HIP ({hip.where}) has {value}")
    assert not missing, "\n".join(missing)


def test_cpu_defaults_beyond_hips_are_the_listed_ones():
    extra = []
    for cpu, hip in pairs():
        for i in sorted(set(cpu.defaults()) - set(hip.defaults())):
            if (cpu.name, i) not in EXTRA_DEFAULTS:
                extra.append(f"{cpu.where} {cpu.name}: parameter {i + 1} ({cpu.params[i].name}) defaults to "
                             f"{cpu.params[i].default}; HIP ({hip.where}) has no default")
    assert not extra, "\n".join(extra)


def test_the_listed_extras_exist():
    """An EXTRA_DEFAULTS entry that no cpu declaration has any more is stale."""
    seen = {(cpu.name, i) for cpu, hip in pairs() for i in set(cpu.defaults()) - set(hip.defaults())}
    assert set(EXTRA_DEFAULTS) <= seen, sorted(set(EXTRA_DEFAULTS) - seen)
