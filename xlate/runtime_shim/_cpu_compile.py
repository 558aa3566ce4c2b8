"""NVRTC for the cpu backend: CUDA source string -> translated HIP -> a shared object -> code image.

1. The source (and the headers given to nvrtcCreateProgram) go to a private folder and through
   xlate's translator (`build_model_for` + `run_engine`, as `translate_text` does); error
   diagnostics fail the compile and are the program log.
2. The kernels are read from the CUDA source with libclang (xlate.pipeline.kernels.find_kernels:
   xlate.parse's CUDA arguments, host pass): qualified names, template or not, parameter types.
3. A generated C++ file includes the translated source and adds, per kernel (and per name
   expression), an `extern "C"` launcher taking `void** args` + grid/block/shared/stream that calls
   the CPU backend's `hipLaunchKernel` (which copies each argument from args[i] as its parameter
   type), plus a table of kernel addresses and launchers.
4. It is compiled with the cpu backend's compiler command (`xlate.cpu.build.program_command`) as a
   shared object linked to libxlate_hipcpu.so, loaded once to read each kernel's symbol (lowered)
   name with dladdr, and wrapped in xlate's code image.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.cache import cache_dir
from xlate.core.model import Severity
from xlate.core.proc import cmdline, first_lines, run
from xlate.cpu.build import COMPILE_TIMEOUT_S, ProgramBuild, compiler_id, find_cxx
from xlate.errors import CompileError, XlateError
from xlate.pipeline.kernels import find_kernels
from xlate.pipeline.targets import CpuTarget
from xlate.pipeline.translate import translate_sources
from xlate.runtime_shim import _image
from xlate.runtime_shim._enums import nvrtcResult

# NVRTC options accepted and ignored on the cpu backend (they tune GPU code generation).
_IGNORED_FLAGS = {
    "-use_fast_math", "--use_fast_math", "-G", "--device-debug", "-lineinfo", "--generate-line-info",
    "--extra-device-vectorization", "-extra-device-vectorization", "-default-device",
    "--device-as-default-execution-space", "--restrict", "-restrict", "-w", "--disable-warnings",
    "-ewp", "--extensible-whole-program", "--device-int128", "-device-int128", "--builtin-move-forward",
    "--builtin-initializer-list", "-dw", "--display-error-number", "-no-source-include",
    "--no-source-include",
}
_IGNORED_VALUED = {
    "-arch", "--gpu-architecture", "--fmad", "-fmad", "-ftz", "--ftz", "-prec-div", "--prec-div",
    "-prec-sqrt", "--prec-sqrt", "-dopt", "--dopt", "-maxrregcount", "--maxrregcount", "-split-compile",
    "--split-compile", "-time", "--time", "-minimal", "--minimal", "-Xptxas", "--ptxas-options",
    "-dlto", "--dlink-time-opt", "-opt-info", "--optimization-info", "-diag-suppress",
    "--diag-suppress", "-diag-warn", "--diag-warn", "-diag-error", "--diag-error",
}


@dataclass
class Options:
    defines: list[str] = field(default_factory=list)
    includes: list[Path] = field(default_factory=list)
    pre_includes: list[str] = field(default_factory=list)
    std: str = "c++17"
    warp_mode: str = "compat32"
    ignored: list[str] = field(default_factory=list)


class OptionError(ValueError):
    pass


def parse_options(options: list[str]) -> Options:
    out = Options()
    i = 0
    while i < len(options):
        opt = options[i]
        i += 1
        key, eq, value = opt.partition("=")
        if opt in _IGNORED_FLAGS:
            out.ignored.append(opt)
        elif key in _IGNORED_VALUED:
            if not eq:  # `-arch sm_80` as two strings
                if i >= len(options):
                    raise OptionError(f"option {opt} needs a value")
                opt += " " + options[i]
                i += 1
            out.ignored.append(opt)
        elif opt.startswith("-D") or key == "--define-macro":
            val = opt[2:] if opt.startswith("-D") else value
            if not val:
                raise OptionError(f"option {opt} needs a macro")
            out.defines.append(val)
        elif opt.startswith("-I") or key == "--include-path":
            val = opt[2:] if opt.startswith("-I") else value
            if not val:
                raise OptionError(f"option {opt} needs a folder")
            out.includes.append(Path(val))
        elif key in ("-include", "--pre-include"):
            if not eq:
                raise OptionError(f"option {opt} needs a header name ({key}=NAME)")
            out.pre_includes.append(value)
        elif key in ("-std", "--std"):
            if value not in ("c++03", "c++11", "c++14", "c++17", "c++20"):
                raise OptionError(f"option {opt}: unknown language standard")
            out.std = "c++17" if value in ("c++03", "c++11", "c++14") else value
        elif key in ("-rdc", "--relocatable-device-code"):
            if value == "true":
                raise OptionError(f"option {opt}: relocatable device code is not supported by xlate's NVRTC")
            out.ignored.append(opt)
        elif key == "--xlate-warp-mode":
            if value not in ("compat32", "native64"):
                raise OptionError(f"option {opt}: use compat32 or native64")
            out.warp_mode = value
        else:
            raise OptionError(f"unrecognized option {opt!r} (see docs/runtime-shim.md for the options xlate's "
                              "NVRTC accepts)")
    return out


@dataclass
class Compiled:
    result: nvrtcResult
    log: str
    image: bytes | None = None
    lowered: dict[str, str] = field(default_factory=dict)  # name expression -> lowered name


def _program_file_name(name: str) -> str:
    base = Path(name or "default_program").name or "default_program"
    base = re.sub(r"[^A-Za-z0-9_.+-]", "_", base)
    return base if base.endswith((".cu", ".cuh")) else base + ".cu"


_ENTRY_HEAD = """// Generated by xlate.runtime_shim: launchers for the kernels of {src}.
#include "{src}"
typedef int (*__xlate_shim_launcher_t)(void**, const unsigned*, size_t, void*);
"""
_LAUNCHER = """static int __xlate_shim_launch_{i}(void** a, const unsigned* d, size_t shm, void* s) {{
  return (int)hipLaunchKernel({expr}, dim3(d[0], d[1], d[2]), dim3(d[3], d[4], d[5]), a, shm,
                              (hipStream_t)s);
}}
"""


def entry_source(src_name: str, exprs: list[str]) -> str:
    out = [_ENTRY_HEAD.format(src=src_name)]
    for i, e in enumerate(exprs):
        out.append(_LAUNCHER.format(i=i, expr=e))
    n = len(exprs)
    kernels = ", ".join(f"(const void*)({e})" for e in exprs) or "0"
    launchers = ", ".join(f"__xlate_shim_launch_{i}" for i in range(n)) or "0"
    out.append(f'extern "C" {{\n__attribute__((visibility("default"))) extern const int __xlate_shim_count;\n'
               f"const int __xlate_shim_count = {n};\n"
               f'__attribute__((visibility("default"))) const void* __xlate_shim_kernels[] = {{{kernels}}};\n'
               f'__attribute__((visibility("default"))) __xlate_shim_launcher_t __xlate_shim_launchers[] = '
               f"{{{launchers}}};\n}}\n")
    return "".join(out)


def _strip_expr(expr: str) -> str:
    e = expr.strip()
    return e[1:].strip() if e.startswith("&") else e


def _pointer_expr(name_expression: str) -> str:
    """A C++ expression for the kernel's address: `&f<int>`, or a cast `(void(*)(int*))f` as is."""
    e = _strip_expr(name_expression)
    return f"({e})" if e.startswith("(") else f"&{e}"


# Code whose change must invalidate cached images: the data model, the translator, the front end, the
# PTX lowering, the mapping data, the CPU backend's headers and sources, xlate's support headers, the
# pipeline (flags, kernel finder), this file.
_XLATE_ROOT = Path(__file__).resolve().parents[1]
_CACHE_INPUTS = ("core", "parse", "rewrite", "ptx", "data", "cpu", "pipeline", "runtime_shim/_cpu_compile.py")
ENV_CACHE = "XLATE_SHIM_CACHE"
stats = {"hits": 0, "builds": 0}


def _code_digest() -> str:
    h = hashlib.sha256()
    for rel in _CACHE_INPUTS:
        base = _XLATE_ROOT / rel
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file()
                                                       and "__pycache__" not in p.parts)
        for f in files:
            h.update(str(f.relative_to(_XLATE_ROOT)).encode())
            h.update(f.read_bytes())
    return h.hexdigest()


def _cache_dir() -> Path | None:
    """XLATE_SHIM_CACHE: 0 = off; unset or 1 = $XLATE_CACHE/shim; anything else = that folder."""
    value = os.environ.get(ENV_CACHE, "1").strip()
    if value == "0":
        return None
    if value not in ("", "1"):
        return Path(value)
    return cache_dir("shim")


def _cache_key(source: str, name: str, headers: dict[str, str], options: list[str], name_expressions: list[str],
               warp_size: int, cxx_id: str) -> str:
    doc = json.dumps({"source": source, "name": name, "headers": sorted(headers.items()), "options": options,
                      "names": name_expressions, "warp": warp_size, "cxx": cxx_id, "code": _code_digest()})
    return hashlib.sha256(doc.encode()).hexdigest()[:24]


def compile_program(backend, source: str, name: str, headers: dict[str, str], options: list[str],
                    name_expressions: list[str]) -> Compiled:
    """NVRTC for the cpu backend, with a cache of successful builds in $XLATE_CACHE/shim
    (XLATE_SHIM_CACHE=0 turns it off); the key covers the inputs, the compiler and xlate's code."""
    cache = _cache_dir()
    key_path = None
    if cache is not None:
        key = _cache_key(source, name, headers, options, name_expressions, backend.warp_size,
                         compiler_id(find_cxx()))
        key_path = cache / f"{key}.img"
        if key_path.is_file():
            try:
                img = key_path.read_bytes()
                parsed = _image.parse(img)
                log = key_path.with_suffix(".log").read_text(encoding="utf-8")
            except (OSError, _image.ImageError):
                pass  # a damaged entry: build again
            else:
                stats["hits"] += 1
                backend.load_so(parsed.payload)  # as a fresh build does (checks the .so loads)
                lowered = {e["source"]: e["lowered"] for e in parsed.meta.get("kernels", [])
                           if e.get("name_expression")}
                return Compiled(nvrtcResult.NVRTC_SUCCESS, log, img, lowered)
    result = _compile_uncached(backend, source, name, headers, options, name_expressions)
    stats["builds"] += 1
    if key_path is not None and result.image is not None:
        try:
            key_path.parent.mkdir(parents=True, exist_ok=True)
            for suffix, data in ((".log", result.log.encode()), (".img", result.image)):
                fd, tmp = tempfile.mkstemp(dir=key_path.parent, prefix=".tmp-")
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
                os.replace(tmp, key_path.with_suffix(suffix))
        except OSError:
            pass  # the cache is an optimisation; a read-only cache folder is not an error
    return result


def _compile_uncached(backend, source: str, name: str, headers: dict[str, str], options: list[str],
                      name_expressions: list[str]) -> Compiled:
    try:
        opts = parse_options(options)
    except OptionError as exc:
        return Compiled(nvrtcResult.NVRTC_ERROR_INVALID_OPTION, f"nvrtc: error: {exc}\n")
    log: list[str] = []
    if opts.ignored:
        log.append(f"note: options without effect on the cpu backend: {' '.join(opts.ignored)}")
    with tempfile.TemporaryDirectory(prefix="xlate-nvrtc-") as tmp:
        root = Path(tmp).resolve() / "src"
        root.mkdir()
        main = root / _program_file_name(name)
        # One empty first line: room for the #include the translator may add (its edits keep line
        # numbers, so it needs a free line at file scope); diagnostics are shifted back below.
        text = "\n" + "".join(f'#include "{h}"\n' for h in opts.pre_includes) + source
        main.write_text(text, encoding="utf-8")
        for hname, body in headers.items():
            hp = (root / hname).resolve()
            if not hp.is_relative_to(root):
                return Compiled(nvrtcResult.NVRTC_ERROR_INVALID_INPUT,
                                f"nvrtc: error: header name {hname!r} leaves the program's folder\n")
            hp.parent.mkdir(parents=True, exist_ok=True)
            hp.write_text(body, encoding="utf-8")
        includes = [root, *opts.includes]
        try:
            _, res = translate_sources([root], root=root, includes=[p for p in includes if p != root],
                                       defines=opts.defines, warp_mode=opts.warp_mode)
        except XlateError as exc:
            return Compiled(nvrtcResult.NVRTC_ERROR_COMPILATION, f"{main.name}: error: {exc.message}\n")
        errors = 0
        for d in res.diagnostics:
            try:
                rel = Path(d.file).resolve().relative_to(root)
            except ValueError:
                rel = Path(d.file)
            sev = d.severity.value if isinstance(d.severity, Severity) else str(d.severity)
            if sev == "error":
                errors += 1
            line = d.line - 1 if Path(d.file).resolve() == main else d.line
            log.append(f"{rel}({line}): {sev}: {d.code} {d.message}")
        if errors:
            log.append(f"{errors} error(s) translating {main.name}; compilation aborted.")
            return Compiled(nvrtcResult.NVRTC_ERROR_COMPILATION, "\n".join(log) + "\n")
        out_root = Path(tmp).resolve() / "hip"
        for path, data in res.outputs.items():
            dest = out_root / Path(path).resolve().relative_to(root)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
        try:
            kernels = find_kernels(main, includes, opts.defines, opts.std)
        except XlateError as exc:
            return Compiled(nvrtcResult.NVRTC_ERROR_INTERNAL_ERROR, f"nvrtc: error: {exc.message}\n")
        exprs: list[str] = []
        entries: list[dict] = []
        for k in kernels:
            if not k.is_template:
                # Typed, so that overloaded kernels each get their own entry (untyped where a type
                # has no name usable at file scope: anonymous namespaces, lambdas).
                if any("(anonymous" in p or "(lambda" in p or "(unnamed" in p for p in k.params):
                    exprs.append(f"&{k.qualified}")
                else:
                    exprs.append(f"static_cast<void (*)({', '.join(k.params)})>(&{k.qualified})")
                entries.append({"source": k.qualified, "params": k.params})
        for ne in name_expressions:
            exprs.append(_pointer_expr(ne))
            tmpl = next((k for k in kernels if _strip_expr(ne).split("<")[0].strip() in (k.qualified, k.qualified.split("::")[-1])), None)
            entries.append({"source": ne, "params": tmpl.params if tmpl else [], "name_expression": True})
        entry = out_root / "__xlate_shim_entry.cpp"
        entry.write_text(entry_source(main.name, exprs), encoding="utf-8")
        so = Path(tmp).resolve() / "module.so"
        req = ProgramBuild(sources=[entry], output=so, warp_size=backend.warp_size,
                           includes=[out_root, *opts.includes], defines=opts.defines,
                           extra_flags=["-shared", "-fPIC", f"-std={opts.std}"])
        cmd = CpuTarget(backend.warp_size).program_command(req)
        proc = run(cmd, timeout=COMPILE_TIMEOUT_S, check=False, error=CompileError,
                   what="compiling a program for the cpu backend")
        if proc.returncode != 0:
            log.append(f"the host compiler rejected the translated program: {cmdline(cmd)}")
            log.append(first_lines(proc.stderr, 30).replace(str(out_root) + "/", ""))
            return Compiled(nvrtcResult.NVRTC_ERROR_COMPILATION, "\n".join(log) + "\n")
        so_bytes = so.read_bytes()
    loaded = backend.load_so(so_bytes)
    lowered = loaded.lowered_names()
    lowered_by_expr: dict[str, str] = {}
    for e, low in zip(entries, lowered, strict=True):
        e["lowered"] = low or e["source"]
        if e.get("name_expression"):
            lowered_by_expr[e["source"]] = e["lowered"]
    meta = {"kernels": entries, "warp_size": backend.warp_size, "source": main.name, "std": opts.std}
    img = _image.CodeImage(_image.BACKEND_CPU, meta, so_bytes).to_bytes()
    return Compiled(nvrtcResult.NVRTC_SUCCESS, "\n".join(log) + ("\n" if log else ""), img, lowered_by_expr)
