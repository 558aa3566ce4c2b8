"""Generate the rule pages docs/rules/XLnnn.md (one per registered code) and their index
docs/rules/README.md from the rule registry: each page is the code's RuleInfo (name, summary, fix
applicability, doc text) and the module that declares it.

    python -m xlate.rewrite.docgen            # write the pages (and remove stale XLnnn.md pages)
    python -m xlate.rewrite.docgen --check    # exit 1 and name the pages that differ

tests/rewrite/test_rule_docs.py fails when the committed pages differ from what this writes.

The modules still directly in xlate/rewrite/rules/ (includes.py, XL501; the warp modules, XL2xx) do
not declare doc text yet: their pages take the RuleInfo's summary and FLAT_DOCS below. When they move
into a family package, their RuleInfos get fix= and doc= (this text) and FLAT_DOCS loses them.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import replace
from itertools import groupby
from pathlib import Path

from xlate.core.model import Fix, RuleInfo
from xlate.rewrite import registry

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs" / "rules"

FAMILIES = {
    "XL1": "CUDA API names and call forms",
    "XL2": "warp size (32-lane CUDA warps on 64-lane wavefronts)",
    "XL3": "inline PTX",
    "XL4": "CUDA libraries",
    "XL5": "language and kernel launches",
    "XL9": "front end, inputs and edit engine (emitted outside the rules)",
}

FIX_TEXT = {
    Fix.ALWAYS: "always: every use found is rewritten",
    Fix.SOMETIMES: "sometimes: rewritten where the rule can; reported and left as written elsewhere",
    Fix.NEVER: "never: reported only; the source is left as written",
}

_WARP = ("The warp model, both modes and what they guarantee: docs/warp.md. Fixtures: "
         "`tests/warp/fixtures/{code}/{{pos,neg}}.cu` (expected diagnostics beside the input).")

# code -> (fix, doc) for the codes of modules that do not declare doc text yet (see the module doc).
FLAT_DOCS: dict[str, tuple[Fix, str]] = {
    "XL200": (Fix.SOMETIMES, ("Warp intrinsics are rewritten to the functions of `<xlate/compat32.h>` (no message); the "
              "include goes on a free line of the file. Error when no line can hold the include without changing "
              "line numbers: add an empty line at file scope before the first warp operation, or include it "
              "yourself.")),
    "XL201": (Fix.SOMETIMES, ("Literal 32/31/5/0x1f in lane or warp-index math on thread indices (`tid & 31`, `% 32`, "
              "`/ 32`, `>> 5`), `lane == 31`, `1u << lane`: correct in compat32 (a note), rewritten for the "
              "wavefront width in native64 where the analysis allows.")),
    "XL202": (Fix.SOMETIMES, ("A 32-bit lane mask (`0xffffffff`, `~0u`, `-1`, a macro or constant of those, or a "
              "computed mask) passed to a warp function.")),
    "XL203": (Fix.SOMETIMES, ("A ballot/activemask/match result stored in a 32-bit type or fed to "
              "`__popc/__ffs/__clz/__brev`.")),
    "XL204": (Fix.SOMETIMES, "A shuffle offset, width or loop bounded by 16/32."),
    "XL205": (Fix.SOMETIMES, "A per-warp shared array sized 32 or N/32."),
    "XL206": (Fix.SOMETIMES, ("`warpSize` where a constant expression is needed (array size, template argument, "
              "static_assert, constexpr, case): HIP >= 7's `warpSize` is not a constant expression.")),
    "XL207": (Fix.SOMETIMES, ("Implicitly warp-synchronous code (writes through volatile shared memory): reads and "
              "writes separated by `__syncwarp` (warning).")),
    "XL208": (Fix.SOMETIMES, "A cooperative-groups tile of 32 threads (kept: one CUDA warp)."),
    "XL209": (Fix.SOMETIMES, ("A CUB/hipCUB warp primitive with the default width (CUB 32, hipCUB the wavefront): "
              "`, 32` is written where the kernel stays compat32 (XL405 for `CUB_PTX_WARP_THREADS`).")),
    "XL210": (Fix.SOMETIMES, ("Host code reading the device's `warpSize` (warning): compat32 reads 32 (every read, "
              "printed ones too); native64 keeps the device's width (64 on gfx942).")),
    "XL211": (Fix.NEVER, ("A spin-wait loop: no forward-progress guarantee between warps sharing a wavefront "
              "(error).")),
    "XL212": (Fix.NEVER, "`__syncwarp` in a lane-divergent branch (error)."),
    "XL220": (Fix.ALWAYS, "native64: the kernel is rewritten for the wavefront width (note)."),
    "XL221": (Fix.SOMETIMES, ("native64: the kernel is kept in compat32, with the reason (warning): a value that "
              "leaves the kernel or a control decision depends on how threads are grouped into warps.")),
    "XL501": (Fix.SOMETIMES, ("Only the header name between the delimiters is replaced; `<...>` or `\"...\"` stay as "
              "written, and so does the rest of the line. The table is `MAP` in `xlate/rewrite/rules/includes.py` "
              "(checked against the HIP 7.2 headers): `cuda_runtime.h`, `cuda.h`, `device_launch_parameters.h` "
              "... become `hip/hip_runtime.h` (duplicates are kept: removing a line would move line numbers); "
              "library headers follow the hip* packages (`hiprand/hiprand_kernel.h`, `hipfft/hipfft.h` ...); "
              "`cublas_v2.h` becomes xlate's `xlate/hipblas.h`, `cub/*.cuh` `xlate/hipcub.hpp`, `cuda_fp16.h` and "
              "`cuda_bf16.h` `xlate/fp16.h`, `<cuda/std/X>` `<xlate/cuda/std/X>` where hip-clang compiles the "
              "standard counterpart for the device, `thrust/system/cuda/...` `thrust/system/hip/...` (the names "
              "are XL407's). Headers with no counterpart are errors, left as written: `cooperative_groups/"
              "reduce.h`, `scan.h`, `memcpy_async.h`, the legacy `cublas.h`, the other `<cuda/...>` headers, "
              "`<nv/target>`, `<mma.h>`, `cuda_pipeline.h`, `cuda_awbarrier.h`, `cudnn.h`, NVTX, "
              "`cuda_occupancy.h`. A `\"cuda.h\"` that exists next to the including file is the project's own "
              "header and is kept. Fixtures: `tests/rules/XL501/`, run by `tests/rules/test_xl5xx.py`.")),
}


def _flat(info: RuleInfo) -> RuleInfo:
    if info.doc or info.code not in FLAT_DOCS:
        return info
    fix, doc = FLAT_DOCS[info.code]
    if info.code.startswith("XL2"):
        doc = f"{doc}\n\n{_WARP.format(code=info.code)}"
    return replace(info, fix=fix, doc=doc)


def rules() -> list[tuple[RuleInfo, str]]:
    """(RuleInfo, path of the declaring module relative to the repository) per registered code, sorted."""
    out: list[tuple[RuleInfo, str]] = []
    for name in registry.module_names():
        mod = importlib.import_module(name)
        where = Path(mod.__file__ or "").resolve().relative_to(REPO).as_posix()
        out.extend((_flat(info), where) for info in getattr(mod, "RULES", []))
    return sorted(out, key=lambda rw: rw[0].code)


def _family(code: str) -> str:
    return f"{code[:3]}xx {FAMILIES.get(code[:3], '')}".rstrip()


def page(info: RuleInfo, where: str) -> str:
    return (f"<!-- generated by `python -m xlate.rewrite.docgen` from {where}; do not edit -->\n"
            f"# {info.code} {info.name}\n\n"
            f"{info.summary[0].upper()}{info.summary[1:]}.\n\n"
            f"| | |\n|---|---|\n"
            f"| family | {_family(info.code)} |\n"
            f"| fix | {FIX_TEXT[info.fix]} |\n"
            f"| declared in | `{where}` |\n\n"
            f"{info.doc.strip()}\n")


def index(entries: list[tuple[RuleInfo, str]]) -> str:
    lines = ["<!-- generated by `python -m xlate.rewrite.docgen`; do not edit -->",
             "# Rule codes",
             "",
             ("One page per code, generated from the rule declarations (`RULES` in the modules of "
             "`xlate/rewrite/rules/<family>/`): `python -m xlate.rewrite.docgen` writes them, "
             "`tests/rewrite/test_rule_docs.py` fails when they are stale. `xlate translate --list-rules` "
             "lists the same codes; `--select`/`--ignore` take a code or a prefix (`XL5`, `XL50`) and filter what "
             "is reported, never the edits (docs/translate.md)."),
             "",
             ("Fix: *always* — every use found is rewritten; *sometimes* — rewritten where the rule can, "
             "reported elsewhere; *never* — reported only."),
             ""]
    for family, group in groupby(entries, key=lambda rw: rw[0].code[:3]):
        lines += [f"## {_family(family)}", "", "| code | name | fix | summary |", "|---|---|---|---|"]
        for info, _where in group:
            summary = info.summary.replace("|", "\\|")
            lines.append(f"| [{info.code}]({info.code}.md) | {info.name} | {info.fix.value} | {summary} |")
        lines.append("")
    return "\n".join(lines)


def pages() -> dict[str, str]:
    """File name in docs/rules/ -> its text."""
    entries = rules()
    out = {f"{info.code}.md": page(info, where) for info, where in entries}
    out["README.md"] = index(entries)
    return out


def stale(folder: Path = DOCS) -> list[str]:
    """Names of the pages in `folder` that differ from the generated ones, are missing or are extra."""
    want = pages()
    have = {p.name for p in folder.glob("*.md")} if folder.is_dir() else set()
    bad = [n for n, text in want.items() if not (folder / n).is_file()
           or (folder / n).read_text(encoding="utf-8") != text]
    return sorted(bad + [n for n in have - set(want)])


def write(folder: Path = DOCS) -> list[str]:
    """Write the pages into `folder`, removing pages no code has; the names written or removed."""
    folder.mkdir(parents=True, exist_ok=True)
    want = pages()
    changed = stale(folder)
    for name in changed:
        if name in want:
            (folder / name).write_text(want[name], encoding="utf-8")
        else:
            (folder / name).unlink()
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m xlate.rewrite.docgen", description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="only compare; exit 1 when a page is stale")
    ap.add_argument("folder", nargs="?", type=Path, default=DOCS)
    args = ap.parse_args(argv)
    if args.check:
        bad = stale(args.folder)
        for name in bad:
            print(f"{args.folder / name}: stale (run python -m xlate.rewrite.docgen)", file=sys.stderr)
        return 1 if bad else 0
    for name in write(args.folder):
        print(f"wrote {args.folder / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
