"""gfx942 code metrics of the two warp modes: the files whose kernels native64 keeps (of examples/,
compat_tests/cases and tests/warp, or the CUDA files given) are translated with --warp-mode compat32 and
native64, compiled for gfx942 (device code only), and per kept kernel the code object's metadata (AMDHSA
notes: .vgpr_count, .sgpr_count, .vgpr_spill_count, .sgpr_spill_count), the instruction count
(llvm-objdump -d) and the machine code's size (ELF symbol size) are printed, with the savings. Prints
figures; asserts nothing.

    .venv/bin/python benchmarks/warp_modes.py [FILE.cu ...] [--counts-only] [--no-corpus]

First it prints, per collection (examples, conformance suite, warp programs; the corpus's small tier
when fetched by `xlate corpus fetch`, several minutes; --no-corpus skips it), how many kernels with
warp operations stay native64 under the issue 20 soundness analysis. Then the kernels native64 keeps
(of the repository's collections, or of the FILEs given) are compiled in both modes and compared:
registers, instructions and bytes of machine code per kernel, and the total savings (--counts-only
stops before compiling). A kernel kept in compat32 compiles to the same code in both modes and is not
listed.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgpack
from elftools.elf.elffile import ELFFile

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

MODES = ("compat32", "native64")


def translate(path: Path, mode: str) -> str:
    from xlate.rewrite.engine import translate_text

    text, _ = translate_text(path.read_text(), path.name, warp_mode=mode)
    return text


def compile_device(src: Path, out: Path) -> None:
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain.discover import find_toolchain

    tc = find_toolchain(arch="gfx942")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-O2", "-isystem", str(SUPPORT_INCLUDE),
           "-include", "hip/hip_runtime.h", "-Wno-unused-result", "--offload-device-only", "--no-gpu-bundle-output",
           "-c", str(src), "-o", str(out)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    if p.returncode != 0:
        raise SystemExit(f"compile failed: {' '.join(cmd)}\n{p.stderr[-2000:]}")


def metadata(obj: Path) -> dict[str, dict]:
    """Kernel symbol -> its AMDHSA metadata map."""
    out: dict[str, dict] = {}
    elf = ELFFile(io.BytesIO(obj.read_bytes()))
    for sec in elf.iter_sections():
        if sec.header["sh_type"] != "SHT_NOTE":
            continue
        for note in sec.iter_notes():
            if note["n_name"] != "AMDGPU":
                continue
            desc = note["n_descdata"]
            meta = msgpack.unpackb(desc if isinstance(desc, bytes) else bytes(desc, "latin-1"), raw=False,
                                   strict_map_key=False)
            for k in meta.get("amdhsa.kernels", []):
                out[k[".name"]] = k
    return out


def instruction_counts(obj: Path) -> dict[str, int]:
    p = subprocess.run(["llvm-objdump-19", "-d", str(obj)], capture_output=True, text=True, timeout=120,
                       check=False)
    if p.returncode != 0:
        raise SystemExit(f"llvm-objdump-19 -d {obj} failed: {p.stderr[-500:]}")
    counts: dict[str, int] = {}
    cur = None
    for line in p.stdout.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if m:
            cur = m.group(1)
            counts[cur] = 0
        elif cur and re.match(r"^\s+[a-z_][a-z0-9_]*\b", line):
            counts[cur] += 1
    return counts


_KERNEL = re.compile(r"\bkernel (\w+):")


def decisions(diags) -> dict[tuple[str, int, str], str]:
    """(file, line, kernel) -> "XL220" (stays native64) or "XL221" (kept in compat32), of one translation."""
    out: dict[tuple[str, int, str], str] = {}
    for d in diags:
        if d.code in ("XL220", "XL221"):
            m = _KERNEL.search(d.message)
            out[(str(d.file), d.line, m.group(1) if m else "?")] = d.code
    return out


def _print_count(name: str, files: int, seen: dict[tuple[str, int, str], str], extra: str = "") -> None:
    kept = sum(1 for c in seen.values() if c == "XL220")
    print(f"{name}: {files} files, {len(seen)} kernels with warp operations, {kept} stay native64, "
          f"{len(seen) - kept} kept in compat32{extra}", flush=True)


def _merge(seen: dict[tuple[str, int, str], str], new: dict[tuple[str, int, str], str]) -> None:
    """A kernel reached from several translation units stays native64 only if every one keeps it."""
    for k, code in new.items():
        seen[k] = "XL221" if "XL221" in (code, seen.get(k)) else code


def native_counts(corpus: bool = True) -> dict[Path, set[str]]:
    """How many kernels stay native64 (XL220) of those with warp operations (XL220 + XL221), per
    collection: examples, the conformance suite, the warp programs, the corpus when fetched. Returns
    file -> names of the kernels native64 keeps, for the repository's collections."""
    from xlate.rewrite.engine import translate_text

    groups = {"examples": sorted((REPO / "examples").rglob("*.cu")),
              "conformance suite": sorted((REPO / "compat_tests" / "cases").rglob("*.cu")),
              "tests/warp/programs": sorted((REPO / "tests" / "warp" / "programs").glob("*.cu")),
              "tests/warp/programs_visible": sorted((REPO / "tests" / "warp" / "programs_visible").glob("*.cu"))}
    kept: dict[Path, set[str]] = {}
    for name, files in groups.items():
        seen: dict[tuple[str, int, str], str] = {}
        for f in files:
            _, diags = translate_text(f.read_text(errors="replace"), str(f), warp_mode="native64")
            mine = decisions(diags)
            _merge(seen, mine)
            names = {k[2] for k, code in mine.items() if code == "XL220"}
            if names:
                kept[f] = names
        _print_count(name, len(files), seen)
    if corpus:
        corpus_counts()
    else:
        print("corpus: not counted (--no-corpus)")
    return kept


def corpus_counts(tier: str = "small") -> None:
    """The same count over the fetched corpus projects of `tier` (corpus/manifest.toml; `xlate corpus
    fetch`): every file `xlate report` would translate that defines a kernel (`__global__`) is translated
    in native64 with its project's include folders and macros, as the report does."""
    from xlate.errors import XlateError
    from xlate.report import fetch, manifest
    from xlate.report import files as report_files
    from xlate.rewrite.engine import build_model_for, run_engine

    projects = manifest.select(manifest.load_manifest(), tier)
    fetched = [p for p in projects if fetch.is_fetched(p)]
    if not fetched:
        print(f"corpus ({tier} tier): not fetched here, not counted (`xlate corpus fetch --tier {tier}`)")
        return
    if len(fetched) < len(projects):
        print(f"corpus ({tier} tier): {len(projects) - len(fetched)} of {len(projects)} projects not fetched, "
              f"not counted: {', '.join(p.name for p in projects if p not in fetched)}")
    total: dict[tuple[str, int, str], str] = {}
    nfiles = failed = 0
    t0 = time.monotonic()
    for p in fetched:
        root = fetch.source_dir(p).resolve()
        files, _ = report_files.discover(p, root)
        includes = [root / i for i in p.includes if (root / i).is_dir()]
        seen: dict[tuple[str, int, str], str] = {}
        units = [rel for rel, _ in files if b"__global__" in (root / rel).read_bytes()]
        for rel in units:
            try:
                model, fe = build_model_for([root / rel], root=root, includes=includes, defines=list(p.defines),
                                            warp_mode="native64")
                _merge(seen, decisions(run_engine(model, None, fe).diagnostics))
            except XlateError:
                failed += 1
        nfiles += len(files)
        _print_count(f"  corpus/{p.name}", len(files), seen, f" ({len(units)} files define kernels)")
        for k, code in seen.items():
            _merge(total, {(p.name + ":" + k[0], k[1], k[2]): code})
    _print_count(f"corpus ({tier} tier, {len(fetched)} projects)", nfiles, total,
                 f"; {failed} files not translated; {time.monotonic() - t0:.0f} s")


def code_sizes(obj: Path) -> dict[str, int]:
    """Kernel symbol -> size in bytes of its machine code (the ELF symbol's size)."""
    elf = ELFFile(io.BytesIO(obj.read_bytes()))
    symtab = elf.get_section_by_name(".symtab")
    if symtab is None:
        return {}
    return {sym.name: sym["st_size"] for sym in symtab.iter_symbols()
            if sym["st_info"]["type"] == "STT_FUNC" and sym["st_size"]}


def _mangled_is(symbol: str, names: set[str]) -> bool:
    """Whether the (Itanium-mangled or plain) kernel symbol names one of `names`."""
    return any(symbol == n or f"{len(n)}{n}" in symbol for n in names)


def main(argv: list[str]) -> int:
    opts = [a for a in argv if a.startswith("--")]
    unknown = set(opts) - {"--counts-only", "--no-corpus"}
    if unknown:
        print(f"warp_modes.py: unknown option {', '.join(sorted(unknown))}; see the module docstring",
              file=sys.stderr)
        return 2
    kept = native_counts(corpus="--no-corpus" not in opts)
    if "--counts-only" in opts:
        return 0
    given = [Path(a) for a in argv if not a.startswith("--")]
    if given:
        from xlate.rewrite.engine import translate_text

        kept = {}
        for f in given:
            _, diags = translate_text(f.read_text(errors="replace"), str(f), warp_mode="native64")
            kept[f] = {k[2] for k, code in decisions(diags).items() if code == "XL220"}
    kept = {f: names for f, names in kept.items() if names}
    if not kept:
        print("\nno kernel stays native64: no instruction savings to measure")
        return 0
    rows: dict[tuple[str, str], dict[str, dict]] = {}
    with tempfile.TemporaryDirectory(prefix="xlate-warp-bench-") as tmp:
        for f, names in sorted(kept.items()):
            for mode in MODES:
                src = Path(tmp) / f"{f.stem}.{mode}.hip"
                src.write_text(translate(f, mode))
                obj = src.with_suffix(".o")
                compile_device(src, obj)
                meta = metadata(obj)
                counts = instruction_counts(obj)
                sizes = code_sizes(obj)
                for name, k in meta.items():
                    if not _mangled_is(name, names):
                        continue
                    rows.setdefault((f.stem, name), {})[mode] = {
                        "vgpr": k.get(".vgpr_count"), "sgpr": k.get(".sgpr_count"),
                        "vspill": k.get(".vgpr_spill_count"), "sspill": k.get(".sgpr_spill_count"),
                        "insts": counts.get(name, 0), "bytes": sizes.get(name, 0)}
    print(f"\ngfx942 code of the {len(rows)} kernels native64 keeps (device code, -O2), compat32 vs native64:")
    hdr = (f"{'program':<20} {'kernel':<34} {'mode':<9} {'vgpr':>5} {'sgpr':>5} {'spill v/s':>9} {'insts':>6} "
           f"{'bytes':>6}")
    print(hdr)
    print("-" * len(hdr))
    ratios: list[float] = []
    tot = {m: {"insts": 0, "bytes": 0} for m in MODES}
    for (prog, kernel), modes in sorted(rows.items()):
        for mode in MODES:
            r = modes.get(mode)
            if r is None:
                continue
            print(f"{prog:<20} {kernel[:34]:<34} {mode:<9} {r['vgpr']:>5} {r['sgpr']:>5} "
                  f"{str(r['vspill']) + '/' + str(r['sspill']):>9} {r['insts']:>6} {r['bytes']:>6}")
        a, b = modes.get("compat32"), modes.get("native64")
        if a and b and b["insts"]:
            for m, r in (("compat32", a), ("native64", b)):
                tot[m]["insts"] += r["insts"]
                tot[m]["bytes"] += r["bytes"]
            ratio = a["insts"] / b["insts"]
            ratios.append(ratio)
            print(f"{'':<20} {'':<34} {'saved':<9} {'':>5} {'':>5} {'':>9} {a['insts'] - b['insts']:>6} "
                  f"{a['bytes'] - b['bytes']:>6}")
    if ratios:
        geo = 1.0
        for r in ratios:
            geo *= r
        ci, ni = tot["compat32"]["insts"], tot["native64"]["insts"]
        cb, nb = tot["compat32"]["bytes"], tot["native64"]["bytes"]
        print(f"\nnative64 savings over the {len(ratios)} kernels it keeps: {ci} -> {ni} instructions "
              f"({ci - ni} fewer, {100 * (ci - ni) / ci:.0f}%), {cb} -> {nb} bytes of code "
              f"({cb - nb} fewer, {100 * (cb - nb) / cb:.0f}%); instruction count compat32/native64: "
              f"geometric mean {geo ** (1 / len(ratios)):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
