"""Typed uses of every mapping-table entry, written from the CUDA prelude's declarations, translated by
xlate and compiled for gfx942 against the pinned HIP headers (see test_compile_verified.py).

One use per entry:

* function: a wrapper whose parameters have exactly the CUDA parameter types of the prelude's
  declaration (so `const`, references and pointers are what CUDA says) calls the function with them;
  where the parameter is an enum, an enumerator of that enum is passed instead. `__device__` functions
  are called from a `__device__` wrapper (compiled for gfx942 by `-c`), host functions from a host one.
* type: a pointer to it is a parameter; enum value and macro: used as an expression; namespace: an alias.

Each use sits on its own lines, between markers, so a compiler error's line names the entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

HEADER = ("#include <cuda_runtime.h>\n#include <cuda.h>\n#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n"
          "#include <cooperative_groups.h>\n#include <cuda_profiler_api.h>\n#include <cuda_gl_interop.h>\n#include <cudaGL.h>\n"
          "#include <math_constants.h>\n#include <cuda_fp8.h>\n#include <cuda_fp4.h>\n#include <nvrtc.h>\n"
          "template <class T> using xlate_type = T;\n"
          # empty lines the translation may put xlate's support-header includes on (<xlate/ptx_shared.h>,
          # <xlate/fp16_extras.h>, <xlate/launch_ex.h>, <xlate/mem_decompress.h>, <xlate/graph.h>,
          # <xlate/cuda_host_includes.h> ...) without changing line numbers: one per header and spare ones
          + "\n" * 10)


@dataclass(frozen=True)
class FuncDecl:
    name: str
    qualified: str  # with namespaces (cooperative_groups::this_grid)
    params: tuple[str, ...]  # CUDA parameter type spellings
    enum_args: tuple[str | None, ...]  # an enumerator to pass for enum parameters, else None
    device: bool
    host: bool
    variadic: bool
    template: bool
    tparams: tuple[str, ...] = ()  # template type parameter names (instantiated with float)
    pnames: tuple[str, ...] = ()


@dataclass
class PreludeApi:
    functions: dict[str, list[FuncDecl]] = field(default_factory=dict)  # every overload
    enums: dict[str, str] = field(default_factory=dict)  # enumerator -> qualified name
    types: set[str] = field(default_factory=set)
    macros: dict[str, bool] = field(default_factory=dict)  # name -> function-like
    macro_tokens: dict[str, tuple[str, ...]] = field(default_factory=dict)  # name -> its definition's tokens
    namespaces: set[str] = field(default_factory=set)


def _qualified(cur, ci) -> str:
    parts = [cur.spelling]
    p = cur.semantic_parent
    while p is not None and p.kind == ci.CursorKind.NAMESPACE:
        parts.append(p.spelling)
        p = p.semantic_parent
    return "::".join(reversed(parts))


@lru_cache(maxsize=1)
def prelude_api() -> PreludeApi:
    """The CUDA API as xlate's prelude declares it (host and device pass)."""
    from xlate.parse import flags
    from xlate.parse.libclang import cindex, resource_dir

    ci = cindex()
    K = ci.CursorKind
    inc = str(flags.PRELUDE_INCLUDE.resolve())
    api = PreludeApi()
    index = ci.Index.create()
    from xlate.rewrite.rules.api import xl101_104_names as api_names

    table = api_names.load_table()

    def mapped(name: str) -> bool:
        e = table.get(name)
        return e is not None and e.status != "unsupported"

    for side in (flags.HOST, flags.DEVICE):
        args = [*flags.cuda_parse_args(side), "-resource-dir", str(resource_dir())]
        tu = index.parse("api_uses.cu", args=args, unsaved_files=[("api_uses.cu", HEADER)],
                         options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
                         | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
        errs = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        assert not errs, f"the prelude does not parse ({side}): {errs[:3]}"
        for c in tu.cursor.walk_preorder():
            f = c.location.file
            if f is None or not str(Path(f.name).resolve()).startswith(inc):
                continue
            if c.kind in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
                attrs = {a.kind for a in c.get_children()}
                dev = K.CUDADEVICE_ATTR in attrs
                host = K.CUDAHOST_ATTR in attrs or not dev
                params, enums = [], []
                tparams = tuple(x.spelling for x in c.get_children() if x.kind == K.TEMPLATE_TYPE_PARAMETER)
                if any(x.kind in (K.TEMPLATE_NON_TYPE_PARAMETER, K.TEMPLATE_TEMPLATE_PARAMETER)
                       for x in c.get_children()):
                    tparams = ()  # not written (another overload or a non-template declaration is)
                args_of = list(c.get_arguments()) if c.kind == K.FUNCTION_DECL else \
                    [x for x in c.get_children() if x.kind == K.PARM_DECL]
                for a in args_of:
                    params.append(a.type.spelling)
                    canon = a.type.get_canonical()
                    e = None
                    if canon.kind == ci.TypeKind.ENUM:
                        consts = [x for x in canon.get_declaration().get_children()
                                  if x.kind == K.ENUM_CONSTANT_DECL]
                        # the first enumerator the table translates (cudaLaunchAttributeIgnore has no HIP
                        # counterpart; the use is about the function), else the first one
                        first = next((x for x in consts if mapped(x.spelling)), consts[0] if consts else None)
                        e = _qualified(first, ci) if first is not None else None
                    enums.append(e)
                fd = FuncDecl(
                    c.spelling, _qualified(c, ci), tuple(params), tuple(enums), dev, host,
                    c.kind == K.FUNCTION_DECL and c.type.is_function_variadic(), c.kind == K.FUNCTION_TEMPLATE,
                    tparams, tuple(a.spelling for a in args_of))
                overloads = api.functions.setdefault(c.spelling, [])
                if all(o.params != fd.params or o.qualified != fd.qualified for o in overloads):
                    overloads.append(fd)
            elif c.kind == K.ENUM_CONSTANT_DECL:
                api.enums.setdefault(c.spelling, _qualified(c, ci))
            elif c.kind in (K.TYPEDEF_DECL, K.STRUCT_DECL, K.ENUM_DECL, K.CLASS_DECL, K.UNION_DECL,
                            K.CLASS_TEMPLATE, K.TYPE_ALIAS_DECL):
                api.types.add(c.spelling)
            elif c.kind == K.MACRO_DEFINITION:
                all_toks = list(c.get_tokens())
                toks = all_toks[:2]
                api.macros[c.spelling] = (len(toks) == 2 and toks[1].spelling == "("
                                          and toks[1].extent.start.offset == toks[0].extent.end.offset)
                api.macro_tokens[c.spelling] = tuple(t.spelling for t in all_toks[1:])
            elif c.kind == K.NAMESPACE:
                api.namespaces.add(c.spelling)
    return api


_KERNEL_PARAMS = frozenset({"func", "f", "kernel", "entry", "function"})


def _call(fd: FuncDecl, tag: str) -> str | None:
    """A wrapper with the CUDA parameter types of one overload that calls it."""
    ptypes = list(fd.params)
    callee = fd.qualified
    if fd.template:  # template type parameters: float, or a kernel pointer where a kernel is passed
        if not fd.tparams:
            return None
        targs = []
        for tp in fd.tparams:
            pack = re.compile(rf"\b{re.escape(tp)}\b\s*(&&|&)?\s*\.\.\.")
            if any(pack.search(t) for t in ptypes):  # a parameter pack (cudaLaunchKernelEx): one int
                ptypes = [pack.sub("int", t) for t in ptypes]
                targs.append("int")
                continue
            kernel = any(re.fullmatch(rf"(const )?{re.escape(tp)}", t) and n in _KERNEL_PARAMS
                         for t, n in zip(fd.params, fd.pnames, strict=False))
            if "Function" in tp:  # e.g. UnaryFunction blockSizeToDynamicSMemSize
                targs.append("size_t (*)(int)")
            elif fd.name.startswith("__nv_atomic_"):  # CUDA 12.8's atomics: integers for every operation
                targs.append("unsigned int")
            else:
                targs.append("void (*)(int)" if kernel else "float")
            ptypes = [re.sub(rf"\b{re.escape(tp)}\b", targs[-1], t) for t in ptypes]
        deducible = all(any(re.search(rf"\b{re.escape(tp)}\b", t) for t in fd.params) for tp in fd.tparams)
        if not deducible:  # as users call them: deduced when the arguments say, else explicit
            callee += "<" + ", ".join(targs) + ">"
    params = ", ".join(f"xlate_type<{t}> a{i}" if "(*)" in t and not t.startswith("xlate_type") else f"{t} a{i}" for i, t in enumerate(ptypes))
    args = ", ".join(e if e is not None else f"a{i}" for i, e in enumerate(fd.enum_args))
    if fd.variadic:
        args = (args + ", " if args else "") + "0"
    where = "__device__ " if fd.device and not fd.host else ("__host__ __device__ " if fd.device else "")
    code = f"{where}void {tag}({params}) {{\n  (void){callee}({args});\n}}\n"
    ns = fd.qualified.rsplit("::", 1)[0] if "::" in fd.qualified else ""
    if ns:  # parameter types are spelled as seen inside the namespace
        code = f"namespace {ns} {{\n{code}}}\n"
    return code


@dataclass(frozen=True)
class Use:
    cuda: str
    kind: str
    parts: tuple[tuple[str, str], ...]  # (what is used: the CUDA signature of an overload, CUDA code)

    @property
    def device(self) -> bool:
        return any("__device__" in code.split("(", 1)[0] for _, code in self.parts)


_SANITIZE = re.compile(r"\W")


def use_for(entry, api: PreludeApi, n: int) -> Use | None:
    """The typed use of one table entry, or None when the prelude has no declaration to write it from."""
    cuda, kind = entry.cuda, entry.kind
    tag = f"u{n}_{_SANITIZE.sub('_', cuda)}"
    if kind == "function":
        fds = api.functions.get(cuda)
        if not fds:
            return None
        parts = []
        for k, fd in enumerate(fds):
            code = _call(fd, f"{tag}_{k}")
            if code is not None:
                sig = f"{fd.qualified}({', '.join(fd.params)})"
                parts.append((sig, code))
        return Use(cuda, kind, tuple(parts)) if parts else None
    if kind == "type":
        if cuda not in api.types:
            return None
        q = f"cooperative_groups::{cuda}" if entry.category == "cooperative_groups" else cuda
        if entry.category == "cooperative_groups" and cuda == "thread_block_tile":
            q = "cooperative_groups::thread_block_tile<32>"
        return Use(cuda, kind, ((cuda, f"__device__ void {tag}({q}* p) {{\n  (void)p;\n}}\n"),))
    if kind == "enum":
        q = api.enums.get(cuda)
        if q is None:
            return None
        return Use(cuda, kind, ((cuda, f"void {tag}() {{\n  long long v = (long long){q};\n  (void)v;\n}}\n"),))
    if kind == "macro":
        if cuda not in api.macros or api.macros[cuda]:
            return None
        # a constant spelled with a device-only function (CUDART_INF_F is __int_as_float(...)) is used in device code
        device_only = any(all(o.device and not o.host for o in api.functions.get(t, ())) and t in api.functions
                          for t in api.macro_tokens.get(cuda, ()))
        where = "__device__ " if device_only else ""
        return Use(cuda, kind, ((cuda, f"{where}void {tag}() {{\n  auto v = {cuda};\n  (void)v;\n}}\n"),))
    if kind == "namespace":
        if cuda not in api.namespaces:
            return None
        return Use(cuda, kind, ((cuda, f"namespace {tag} = {cuda};\n"),))
    return None


@dataclass
class Batch:
    text: str
    spans: list[tuple[int, int, str]]  # (first line, last line, cuda name), 1-based, inclusive


BEGIN = "// @use "
END = "// @end"


def write_batch(uses: list[Use], header: str = HEADER) -> str:
    """The uses, each overload between markers `// @use NAME#K` and `// @end`."""
    parts = [header]
    for u in uses:
        for k, (_, code) in enumerate(u.parts):
            parts.append(f"{BEGIN}{u.cuda}#{k}\n{code}{END}\n")
    return "".join(parts)


def spans_of(text: str) -> list[tuple[int, int, str]]:
    """Line ranges of the uses in a (translated) batch: markers survive translation as comments."""
    spans = []
    cur: tuple[int, str] | None = None
    for i, line in enumerate(text.splitlines(), start=1):
        if line.startswith(BEGIN):
            cur = (i, line[len(BEGIN):].strip())
        elif line.startswith(END) and cur is not None:
            spans.append((cur[0], i, cur[1]))
            cur = None
    return spans


def split_uses(text: str) -> tuple[str, dict[str, str]]:
    """The header part and each use's translated text, by marker (NAME#K)."""
    first = text.find(BEGIN)
    head = text if first < 0 else text[:first]
    out: dict[str, str] = {}
    for m in re.finditer(re.escape(BEGIN) + r"(\S+)\n(.*?)" + re.escape(END) + r"\n", text, re.DOTALL):
        out[m.group(1)] = m.group(0)
    return head, out


_ERR = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):\d+: (?:fatal )?error: ", re.MULTILINE)
_REQ = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):\d+: note: in instantiation|"
                  r"^(?P<file2>[^:\n]+):(?P<line2>\d+):\d+: note: .*requested here|"
                  # clang's deferred diagnostics (a __device__ function reached from host code) name the caller
                  r"^(?P<file3>[^:\n]+):(?P<line3>\d+):\d+: note: called by ", re.MULTILINE)


def failing_entries(output: str, src: Path, spans: list[tuple[int, int, str]]) -> tuple[dict[str, str], list[str]]:
    """Entries whose lines a compiler error (or the instantiation that led to it) points at, and the
    errors that point nowhere in `src`."""
    name = src.name
    bad: dict[str, str] = {}
    unplaced: list[str] = []

    def entry_at(line: int) -> str | None:
        for a, b, cuda in spans:
            if a <= line <= b:
                return cuda
        return None

    blocks = re.split(r"(?=^[^\s:][^:\n]*:\d+:\d+: (?:fatal )?error: )", output, flags=re.MULTILINE)
    placed: dict[tuple[str, str], str] = {}  # header line -> the entry an earlier error there was placed on
    for blk in blocks:
        m = _ERR.match(blk)
        if not m:
            continue
        hit = None
        if Path(m.group("file")).name == name:
            hit = entry_at(int(m.group("line")))
        else:
            for r in _REQ.finditer(blk):
                f = r.group("file") or r.group("file2") or r.group("file3")
                ln = r.group("line") or r.group("line2") or r.group("line3")
                if Path(f).name == name:
                    hit = entry_at(int(ln))
                    if hit:
                        break
            # clang names the caller of a deferred diagnostic once: a second error on the same header line
            # comes from the same call
            where = (m.group("file"), m.group("line"))
            hit = hit or placed.get(where)
            if hit:
                placed.setdefault(where, hit)
        if hit:
            bad.setdefault(hit, blk.strip().splitlines()[0].split(" error: ", 1)[-1])
        else:
            unplaced.append(blk.strip().splitlines()[0])
    return bad, unplaced
