"""The cpu backend's program builds, as far as they analyse sources (the CpuTarget's side of a build).

xlate.cpu.build compiles and links; what it needs to know about a program's C++ comes from here:

- `kernel_registrations`: the non-template `__global__` functions a source defines, registered for
  launches by address (found by xlate.pipeline.kernels);
- `form_registrations` of xlate.pipeline.cpu_forms: each kernel's execution form;
- `build_program`: a build of HIP sources with both (sources with block-form kernels compiled from
  their rewritten copies, cpu_forms.block_source), and xlate's support headers on the path;
- `kernel_forms_wrapper`: the forms for xlate-nvcc's separate `-c` compiles;
- `program_inputs_key`: the key of everything such a build reads besides the program's files.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from xlate.cpu import build as cpu_build
from xlate.cpu.build import ProgramBuild
from xlate.errors import CompileError
from xlate.parse.libclang import cindex
from xlate.pipeline import cpu_bounds, cpu_forms, cpu_lanes, cpu_spans, cpu_split, cpu_split_model, kernels
from xlate.pipeline.cpu_forms import analyse_clean, block_source, form_registrations, kernel_ref
from xlate.pipeline.kernels import LIBCLANG_LOCK, analysis_flags, hip_parse_args, kernels_in
from xlate.pipeline.targets import CPU_DEVICE_PASS_ARGS, CPU_DEVICE_PASS_DEFINES, code_flags
from xlate.rewrite import support

__all__ = ["ProgramBuild", "build_program", "kernel_forms_wrapper", "kernel_registrations", "program_inputs_key"]

# The files that write a program's registrations and its block-form source (they key its cache with
# xlate/cpu/build.py, and the cached wrappers of kernel_forms_wrapper).
GENERATORS = [Path(m.__file__) for m in (kernels, cpu_forms, cpu_split, cpu_split_model, cpu_spans, cpu_lanes,
                                          cpu_bounds)] + [Path(__file__)]


def kernel_registrations(src: Path, req: ProgramBuild) -> list[str]:
    """C++ expressions registering every non-template __global__ function defined in `src` or the
    project headers it includes, for launches by address (each cast to its type: cpu_forms.kernel_ref)."""
    ci = cindex()
    args = hip_parse_args(src, req.warp_size, req.includes, req.defines, req.extra_flags)
    with LIBCLANG_LOCK:  # libclang's bindings are not thread-safe to load
        try:
            tu = ci.Index.create().parse(str(src), args=args,
                                         options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
        except ci.TranslationUnitLoadError as exc:
            raise CompileError(f"{src}: libclang could not parse it to find its kernels: {exc}") from exc
        found = [("::" + k.qualified, k.ftype)
                 for k in kernels_in(tu, templates=False, declarations=False, members=False)]
    return [f'::xlate_cpu::register_kernel({kernel_ref(name, ftype)}, "{name[2:]}")' for name, ftype in found]


def registrations(req: ProgramBuild, texts: dict[Path, str],
                  rewrites: dict[Path, str] | None = None) -> dict[Path, list[str]]:
    """Per source of `req`: its kernel registrations (when `req.register_kernels` says so, or a source
    launches by address) and its kernels' execution forms (none when libclang cannot parse it cleanly:
    every kernel then runs as fibers, the runtime's default, and the compiler reports what is wrong).
    `texts`: the sources' text (xlate.cpu.build.read_sources). `rewrites`, when given, receives the
    text to compile instead of a source whose kernels run in the block form (cpu_forms.block_source);
    without it, such kernels are registered as fibers. A racecheck build (`req.racecheck`) runs every
    kernel as fibers and compiles each as written: no forms, no rewrites."""
    register = req.register_kernels
    if register is None:
        register = cpu_build.launches_by_address(list(texts.values()))
    out: dict[Path, list[str]] = {}
    for src in req.sources:
        regs = kernel_registrations(src, req) if register else []
        forms = [] if req.racecheck else analyse_clean(src, req) or []
        block = block_source(src, forms) if rewrites is not None and forms else None
        if block is not None and rewrites is not None:
            rewrites[src] = block
        else:
            for f in forms:
                f.split = None
        out[src] = regs + form_registrations(forms)
    return out


def build_program(req: ProgramBuild, *, any_suffix: bool = False) -> Path:
    """Compile and link HIP sources against the cpu runtime (xlate.cpu.build.compile_program) with
    their kernels' registrations and the cpu target's flags for HIP code (xlate's support headers, the
    forced HIP runtime header: xlate.pipeline.targets.code_flags); returns the executable.

    `any_suffix` accepts translator outputs whatever their suffix (they are compiled as C++)."""
    texts = cpu_build.read_sources(req, any_suffix=any_suffix)
    hip = code_flags("cpu", cuda=False)  # the support headers and hip/hip_runtime.h
    rewrites: dict[Path, str] = {}
    regs = registrations(req, texts, rewrites)
    device = CPU_DEVICE_PASS_ARGS if set(CPU_DEVICE_PASS_DEFINES) <= set(req.defines) else ()
    return cpu_build.compile_program(req, regs, list(hip.system_includes), list(hip.forced_includes),
                                     any_suffix=any_suffix, rewrites=rewrites, device_args=device)


def program_inputs_key(warp_size: int, opt: str, extra_flags: list[str] | None = None,
                       cxx: str | None = None) -> str:
    """xlate.cpu.build.program_inputs_key with xlate's support headers and this package's generators."""
    return cpu_build.program_inputs_key(warp_size, opt, extra_flags, cxx, system_includes=[support.SUPPORT_INCLUDE],
                                        generators=GENERATORS)


def kernel_forms_wrapper(src: Path, warp_size: int, flags: list[str], *, forms: bool = True) -> Path:
    """For compiles that do not go through `build_program` (xlate-nvcc's separate `-c` compiles for
    the cpu target): a wrapper translation unit that #includes `src`, registers the execution form of
    each of its kernels (xlate.pipeline.cpu_forms) and, when `src` launches a kernel by address
    (cudaLaunchKernel with a `const void*`, as `build_program` decides it), registers its kernels for
    such launches; kept in the cache (keyed by the source's text, the flags and the warp size); when a
    kernel runs in the block form, the wrapper holds the rewritten source instead of including it.
    `src` itself when there is nothing to register beyond the runtime's defaults (every kernel runs as
    fibers, none is launched by address) or the analysis cannot parse it cleanly. `flags` are the
    compile's flags; the include paths, macros, forced includes and -std among them are used.
    `forms=False` (racecheck builds, where every kernel runs as fibers and is compiled as written):
    launch registrations only."""
    src = Path(src).resolve()
    aflags = analysis_flags(flags)
    try:
        text = src.read_bytes()
    except OSError:
        return src
    h = hashlib.sha256(text + "\0".join([str(src), str(warp_size), str(forms), *aflags,
                                          *(g.read_text() for g in GENERATORS)]).encode("utf-8", "surrogateescape"))
    out = cpu_build.cache_root() / "forms" / f"{h.hexdigest()[:24]}-{src.stem}.cpp"
    if out.is_file():
        return out
    req = ProgramBuild([src], Path("unused"), warp_size=warp_size, extra_flags=aflags)
    analysed = (analyse_clean(src, req) or []) if forms else []
    regs: list[str] = []
    if cpu_build.launches_by_address([text.decode("utf-8", "replace")]):
        try:
            regs = kernel_registrations(src, req)
        except CompileError:
            regs = []  # the launch then stops naming the unregistered kernel and how to register it
    if not regs and not any(f.loop or f.split for f in analysed):
        return src
    block = block_source(src, analysed) if analysed else None
    if block is None:
        head = f'#include "{src}"\n'
    else:
        # the rewritten source itself (the block form's split kernels): it lives in the cache, so its
        # "..." includes that name files beside `src` get their absolute path (found first there);
        # __has_include keeps `src` among the compile's -MD dependencies (clang lists what it names)
        head = (f'#if __has_include("{src}")\n#endif\n#line 1 "{src}"\n'
                + _QUOTED_INCLUDE.sub(lambda m: _beside(m, src.parent), block) + "\n")
    body = "".join(f"    {r},\n" for r in regs + form_registrations(analysed))
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(f"{head}// The kernels' registrations and execution forms (xlate/pipeline/cpu_programs.py,\n"
                   f"// cpu_forms.py).\nnamespace {{\n"
                   f"[[maybe_unused]] const int __xlate_kernel_forms[] = {{\n{body}}};\n}}\n", encoding="utf-8",
                   errors="surrogateescape")  # a source's undecodable bytes, written back as they were
    os.replace(tmp, out)
    return out


# `#include "name"` at the start of a line
_QUOTED_INCLUDE = re.compile(r'^([ \t]*#[ \t]*include[ \t]*)"([^"\n]+)"', re.MULTILINE)


def _beside(m: re.Match, folder: Path) -> str:
    """An `#include "name"` with the absolute path of `folder/name` when that file exists (the first
    place the compiler looks for it from a file in `folder`), else unchanged."""
    path = folder / m[2]
    return f'{m[1]}"{path}"' if path.is_file() else m[0]
