"""gfx942 code metrics of the two warp modes: the warp programs of tests/warp/programs (and any
CUDA files given) are translated with --warp-mode compat32 and native64, compiled for gfx942 (device
code only), and per kernel the code object's metadata (AMDHSA notes: .vgpr_count, .sgpr_count,
.vgpr_spill_count, .sgpr_spill_count) and the instruction count (llvm-objdump -d) are printed, with
the compat32/native64 ratios. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/warp_modes.py [FILE.cu ...]   (--counts-only: only the native64 counts)

First it prints, per collection (examples, conformance suite, warp programs; the corpus when fetched),
how many kernels with warp operations stay native64 under the issue 20 soundness analysis.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tempfile
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


def native_counts() -> None:
    """How many kernels stay native64 (XL220) of those with warp operations (XL220 + XL221), per
    collection: examples, the conformance suite, the warp programs, the corpus when fetched."""
    from xlate.rewrite.engine import translate_text

    groups = {"examples": sorted((REPO / "examples").rglob("*.cu")),
              "conformance suite": sorted((REPO / "compat_tests" / "cases").rglob("*.cu")),
              "tests/warp/programs": sorted((REPO / "tests" / "warp" / "programs").glob("*.cu")),
              "tests/warp/programs_visible": sorted((REPO / "tests" / "warp" / "programs_visible").glob("*.cu"))}
    for name, files in groups.items():
        kept = fell = 0
        for f in files:
            _, diags = translate_text(f.read_text(errors="replace"), f.name, warp_mode="native64")
            kept += sum(1 for d in diags if d.code == "XL220")
            fell += sum(1 for d in diags if d.code == "XL221")
        print(f"{name}: {len(files)} files, {kept + fell} kernels with warp operations, {kept} stay native64, "
              f"{fell} kept in compat32")
    corpus = [p for p in (REPO / "corpus").glob("*/") if p.is_dir()] if (REPO / "corpus").is_dir() else []
    if not corpus:
        print("corpus: not fetched here (corpus/ holds manifests only), not counted")


def main(argv: list[str]) -> int:
    native_counts()
    if "--counts-only" in argv:
        return 0
    files = [Path(a) for a in argv] or sorted((REPO / "tests" / "warp" / "programs").glob("*.cu"))
    rows: dict[tuple[str, str], dict[str, dict]] = {}
    with tempfile.TemporaryDirectory(prefix="xlate-warp-bench-") as tmp:
        for f in files:
            for mode in MODES:
                src = Path(tmp) / f"{f.stem}.{mode}.hip"
                src.write_text(translate(f, mode))
                obj = src.with_suffix(".o")
                compile_device(src, obj)
                meta = metadata(obj)
                counts = instruction_counts(obj)
                for name, k in meta.items():
                    rows.setdefault((f.stem, name), {})[mode] = {
                        "vgpr": k.get(".vgpr_count"), "sgpr": k.get(".sgpr_count"),
                        "vspill": k.get(".vgpr_spill_count"), "sspill": k.get(".sgpr_spill_count"),
                        "insts": counts.get(name, 0)}
    hdr = f"{'program':<20} {'kernel':<34} {'mode':<9} {'vgpr':>5} {'sgpr':>5} {'spill v/s':>9} {'insts':>6}"
    print(hdr)
    print("-" * len(hdr))
    ratios: list[float] = []
    for (prog, kernel), modes in sorted(rows.items()):
        for mode in MODES:
            r = modes.get(mode)
            if r is None:
                continue
            print(f"{prog:<20} {kernel[:34]:<34} {mode:<9} {r['vgpr']:>5} {r['sgpr']:>5} "
                  f"{str(r['vspill']) + '/' + str(r['sspill']):>9} {r['insts']:>6}")
        a, b = modes.get("compat32"), modes.get("native64")
        if a and b and b["insts"]:
            ratio = a["insts"] / b["insts"]
            ratios.append(ratio)
            vg = a["vgpr"] / b["vgpr"] if b["vgpr"] else float("nan")
            print(f"{'':<20} {'':<34} {'c32/n64':<9} {vg:>5.2f} {'':>5} {'':>9} {ratio:>6.2f}")
    if ratios:
        geo = 1.0
        for r in ratios:
            geo *= r
        print(f"\ninstruction count compat32/native64: geometric mean {geo ** (1 / len(ratios)):.2f} over "
              f"{len(ratios)} kernels (1.00: the kernel fell back to compat32 in native64)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
