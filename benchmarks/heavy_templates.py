"""Heavy templates (issue 21, class 8): compile time of xlate's translation against a hand-written HIP port.

llama.cpp's ggml CUDA backend (in the llama_cpp_python sdist of corpus/manifest.toml) is a large
heavy-template CUDA code base that also has a hand-written HIP port: ggml builds the same `.cu` files for
ROCm with `GGML_USE_HIP` (ggml-cuda/vendors/hip.h maps the CUDA names, ggml-hip/CMakeLists.txt gives the
flags). Per chosen file, in the same run and on the same toolchain (xlate's pinned clang-19 and HIP
headers, gfx942), this prints the CPU time (user + system, of the whole process tree) of

* translate: `xlate-nvcc -M` with ggml's CUDA flags (validation/llama_cpp.toml: CMake's Release flags
  of ggml-cuda) into an empty translation cache: the libclang passes and rewriting, plus the host-only
  preprocessing that -M does;
* gfx942: `xlate-nvcc -c` of the same file, the translation now cached: the host and device compile;
* port: ggml's own HIP build of the file (`clang++ -x hip --offload-arch=gfx942 -DGGML_USE_HIP ...`, the
  definitions and include folders of ggml-hip's CMake, Release);
* cpu: `xlate-nvcc -c` with XLATE_NVCC_TARGET=cpu (translation cached), xlate's HIP-on-CPU backend;

and the ratios (translate + gfx942) / port, gfx942 / port and cpu / gfx942 (issue 18: the cpu target's
compile against the gfx942 compile of the same file in the same run). With --before CHECKOUT (another xlate checkout,
e.g. the main branch before a change), the same file also goes through that checkout's xlate-nvcc (own
translation cache) in the same run: column `before` (its translate + gfx942) and the ratio before / port,
beside the ratios of this checkout, and, unless --no-cpu, its cpu-target compile (`b.cpu`) with the ratio
b.cpu / gfx942 (this checkout's gfx942 compile). Besides ggml's files it builds one heavy
template example of its own (deep template recursion with warp shuffles at every level), whose hand port
is the same source with ggml's way of porting warp code (a header of `#define`s from CUDA's names to HIP's).
Compiles run one at a time. Prints figures; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/heavy_templates.py [--file NAME ...] [--no-cpu] [--timeout S]
        [--before CHECKOUT]

NAME is a path under ggml/src/ggml-cuda (e.g. mmvq.cu, template-instances/mmq-instance-q4_0.cu) or
`example` (the built-in one); without --file, the default set below.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

DEFAULT_FILES = (
    "template-instances/mmq-instance-q4_0.cu",
    "template-instances/mmq-instance-q6_k.cu",
    "template-instances/fattn-mma-f16-instance-ncols1_16-ncols2_1.cu",
    "template-instances/fattn-mma-f16-instance-ncols1_1-ncols2_8.cu",
    "template-instances/fattn-vec-instance-f16-f16.cu",
    "template-instances/fattn-vec-instance-q8_0-q8_0.cu",
    "mmvq.cu",
    "softmax.cu",
    "getrows.cu",
    "example",
)

# ggml/CMakeLists.txt, ggml/src/CMakeLists.txt and ggml-cuda/CMakeLists.txt, Release, GGML_NATIVE=OFF:
# what CMake gives nvcc for a ggml-cuda source (the architectures of a CUDA >= 12.8 non-native build)
CUDA_DEFINES = ("GGML_BACKEND_BUILD", "GGML_BACKEND_SHARED", "GGML_SCHED_MAX_COPIES=4", "GGML_SHARED",
                "_GNU_SOURCE", "_XOPEN_SOURCE=600", "ggml_cuda_EXPORTS", "GGML_CUDA_USE_GRAPHS")
# ggml/cmake/common.cmake with its default GGML_CUDA_FA_QUANTS (q4_0-q4_0, q8_0-q8_0, f16-f16, bf16-bf16):
# GGML_CUDA_FA_<K>_<V> is 1 for those pairs of flash-attention K/V types and 0 for the others (fattn.cu reads them)
FA_TYPES = ("F16", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "BF16")
FA_PAIRS = {("Q4_0", "Q4_0"), ("Q8_0", "Q8_0"), ("F16", "F16"), ("BF16", "BF16")}
FA_DEFINES = tuple(f"GGML_CUDA_FA_{k}_{v}={int((k, v) in FA_PAIRS)}" for k in FA_TYPES for v in FA_TYPES)
CUDA_ARCHS = ("50-virtual", "61-virtual", "70-virtual", "75-virtual", "80-virtual", "86-real", "89-real",
              "90-virtual", "120a-real")
CUDA_OPTIONS = ("-O3", "-DNDEBUG", "-std=c++17", "-Xcompiler=-fPIC", "-use_fast_math", "-extended-lambda",
                "-compress-mode=size", "-Xcompiler", "-Wno-pedantic")
# ggml-hip/CMakeLists.txt with its defaults (GGML_HIP_GRAPHS and GGML_HIP_NO_VMM on, MMQ MFMA on), Release
HIP_DEFINES = (*CUDA_DEFINES[:-2], "ggml_hip_EXPORTS", "GGML_USE_HIP", "GGML_HIP_GRAPHS", "GGML_HIP_NO_VMM")
HIP_OPTIONS = ("-O3", "-DNDEBUG", "-std=gnu++17", "-fPIC")

# The built-in example: a reduction tree whose every level is a template instance with its own shuffles
# (DEPTH levels, 2^DEPTH leaves of a 5-step butterfly), over several element types, in a kernel template.
EXAMPLE = r"""
#include <cuda_runtime.h>
#include <cuda_fp16.h>

template <int OFFSET, typename T>
struct butterfly {
    __device__ static T run(T v) {
        v += __shfl_xor_sync(0xffffffffu, v, OFFSET, 32);
        return butterfly<OFFSET / 2, T>::run(v);
    }
};
template <typename T>
struct butterfly<0, T> {
    __device__ static T run(T v) { return v; }
};

template <int DEPTH, typename T>
__device__ T tree(T v, int lane) {
    if constexpr (DEPTH == 0) {
        return butterfly<16, T>::run(v);
    } else {
        T a = tree<DEPTH - 1, T>(v * T(3), lane);
        T b = tree<DEPTH - 1, T>(__shfl_down_sync(0xffffffffu, a, 1, 32), lane ^ DEPTH);
        if (__any_sync(0xffffffffu, lane == DEPTH)) b = __shfl_sync(0xffffffffu, b, DEPTH % 32, 32);
        return a + b + T(__popc(__ballot_sync(0xffffffffu, (lane & DEPTH) != 0)));
    }
}

template <int DEPTH, typename T>
__global__ void heavy(const T* in, T* out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    T v = i < n ? in[i] : T(0);
    v = tree<DEPTH, T>(v, lane);
    if (i < n) out[i] = v;
}

template <typename T>
void launch_all(const T* in, T* out, int n, cudaStream_t s) {
    heavy<6, T><<<(n + 255) / 256, 256, 0, s>>>(in, out, n);
    heavy<7, T><<<(n + 255) / 256, 256, 0, s>>>(in, out, n);
}

template void launch_all<float>(const float*, float*, int, cudaStream_t);
template void launch_all<int>(const int*, int*, int, cudaStream_t);
template void launch_all<unsigned>(const unsigned*, unsigned*, int, cudaStream_t);
template void launch_all<double>(const double*, double*, int, cudaStream_t);
"""

# The example's hand port, as ggml ports its warp code (ggml-cuda/vendors/hip.h): CUDA's names as HIP's
EXAMPLE_PORT_HEADER = r"""
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#define cudaStream_t hipStream_t
#define __shfl_sync(mask, var, lane, width) __shfl(var, lane, width)
#define __shfl_down_sync(mask, var, delta, width) __shfl_down(var, delta, width)
#define __shfl_xor_sync(mask, var, lane, width) __shfl_xor(var, lane, width)
#define __any_sync(mask, pred) __any(pred)
#define __ballot_sync(mask, pred) ((unsigned)__ballot(pred))
"""


@dataclass
class Timing:
    cpu_s: float  # user + system of the whole process tree
    wall_s: float
    ok: bool
    note: str = ""
    output: str = ""


def _stat(pid: str) -> tuple[int, float] | None:
    """(parent pid, user + system seconds) of a process, from /proc/PID/stat."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _tree(root: int) -> dict[int, float]:
    """CPU seconds so far of `root` and of every process below it."""
    procs: dict[int, tuple[int, float]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit() and (st := _stat(name)) is not None:
            procs[int(name)] = st
    kids: dict[int, list[int]] = {}
    for pid, (ppid, _) in procs.items():
        kids.setdefault(ppid, []).append(pid)
    out, todo = {}, [root]
    while todo:
        pid = todo.pop()
        if pid in procs:
            out[pid] = procs[pid][1]
        todo += kids.get(pid, [])
    return out


def measure(cmd: list[str], env: dict[str, str] | None, timeout: float, cwd: Path) -> Timing:
    """Run `cmd`; its CPU time is the sum of the last reading of every process seen under it, read
    every 50 ms (xlate's parse workers live under a forkserver that nobody waits for, so the kernel's
    accounting of waited-for children would miss them; a process misses at most its last 50 ms)."""
    seen: dict[int, float] = {}
    start = time.monotonic()
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
        timed_out = False
        while proc.poll() is None:
            for pid, cpu in _tree(proc.pid).items():
                seen[pid] = max(cpu, seen.get(pid, 0.0))
            if time.monotonic() - start > timeout:
                proc.kill()
                proc.wait()
                timed_out = True
                break
            time.sleep(0.05)
        wall = time.monotonic() - start
        log.seek(0)
        text = log.read().decode("utf-8", "replace")
    ok = proc.returncode == 0 and not timed_out
    note = f"timed out after {timeout:g} s" if timed_out else ("" if ok else _first_error(text))
    return Timing(sum(seen.values()), wall, ok, note, text)


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:200]
    return (text.strip().splitlines() or ["failed"])[-1][:200]


@dataclass
class Source:
    name: str
    cu: Path  # the CUDA file xlate-nvcc compiles
    port: Path  # the file the hand port compiles (the same file for ggml)
    cuda_args: list[str]  # nvcc's flags for it
    port_args: list[str]  # the hand port's flags (definitions, include folders, options)


def ggml_root() -> Path:
    """ggml/ of llama.cpp in the fetched llama_cpp_python sdist (fetched now if it is not)."""
    from xlate.report.fetch import fetch_project
    from xlate.report.manifest import load_manifest, select

    project = select(load_manifest(), None, ["llama_cpp_python"])[0]
    src, _ = fetch_project(project)
    return src / "vendor" / "llama.cpp" / "ggml"


def ggml_source(ggml: Path, rel: str) -> Source:
    cu = ggml / "src" / "ggml-cuda" / rel
    if not cu.is_file():
        raise SystemExit(f"{cu}: no such ggml-cuda file")
    incs = [f"-I{ggml / 'src'}", f"-I{ggml / 'include'}"]
    gencode = [f"--generate-code=arch=compute_{a.split('-')[0]},code=[{'compute' if a.endswith('virtual') else 'sm'}"
               f"_{a.split('-')[0]}]" for a in CUDA_ARCHS]
    return Source(rel, cu, cu, [*(f"-D{d}" for d in (*CUDA_DEFINES, *FA_DEFINES)), *incs, *CUDA_OPTIONS, *gencode],
                  [*(f"-D{d}" for d in (*HIP_DEFINES, *FA_DEFINES)), *incs, *HIP_OPTIONS])


def example_source(work: Path) -> Source:
    cu = work / "heavy_example.cu"
    cu.write_text(EXAMPLE, encoding="utf-8")
    header = work / "port_header.h"
    header.write_text(EXAMPLE_PORT_HEADER, encoding="utf-8")
    port = work / "heavy_example_port.hip"
    # the hand port: the same text, its CUDA headers replaced by the port's header
    port.write_text(EXAMPLE.replace("#include <cuda_runtime.h>", f'#include "{header}"')
                    .replace("#include <cuda_fp16.h>\n", ""), encoding="utf-8")
    return Source("example", cu, port, ["-O3", "-std=c++17", "-arch=sm_80"], ["-O3", "-std=c++17"])


def xlate_nvcc() -> list[str]:
    """xlate-nvcc of the checkout on PYTHONPATH (the console script runs whatever xlate is installed)."""
    return [sys.executable, "-c", "import sys; from xlate.driver import main; sys.argv[0] = 'xlate-nvcc'; main()"]


def nvcc_env(checkout: Path, cache: Path, timeout: float) -> dict[str, str]:
    """The environment of xlate-nvcc of `checkout`, translating into `cache`, for the gfx942 target, with
    the benchmark's `timeout` as xlate-nvcc's own limit per compile (XLATE_NVCC_TIMEOUT; its default of
    900 s of wall time cut a 300-CPU-second fattn-mma compile short on a loaded machine)."""
    env = dict(os.environ, XLATE_NVCC_CACHE=str(cache), XLATE_NVCC_TIMEOUT=str(max(1, int(timeout))),
               PYTHONPATH=os.pathsep.join([str(checkout), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep))
    env.pop("XLATE_NVCC_TARGET", None)
    return env


def gfx942_compile(src: Source, work: Path, timeout: float, env: dict[str, str], tag: str) -> dict[str, Timing]:
    """translate (xlate-nvcc -M into the empty cache of `env`) and gfx942 (-c, the translation cached)."""
    nvcc = xlate_nvcc()
    obj = work / f"{src.cu.stem}{tag}"
    out = {"translate": measure([*nvcc, *src.cuda_args, "-M", str(src.cu), "-o", f"{obj}.d"], env, timeout, work),
           "gfx942": measure([*nvcc, "-v", *src.cuda_args, "-c", str(src.cu), "-o", f"{obj}.gfx.o"], env, timeout,
                             work)}
    if out["gfx942"].ok and "(cached)" not in out["gfx942"].output:
        out["gfx942"].note = "translated again (cache missed): includes the translation"
    return out


def run_file(src: Source, work: Path, timeout: float, cpu: bool, before: Path | None) -> dict[str, Timing]:
    from xlate.pipeline.targets import Gfx942Target

    env = nvcc_env(REPO, work / f"cache-{src.cu.stem}", timeout)
    nvcc = xlate_nvcc()
    obj = work / f"{src.cu.stem}"
    out = gfx942_compile(src, work, timeout, env, "")
    if before is not None:
        old = gfx942_compile(src, work, timeout, nvcc_env(before, work / f"cache-before-{src.cu.stem}", timeout), ".before")
        out["before"] = Timing(old["translate"].cpu_s + old["gfx942"].cpu_s, old["translate"].wall_s
                               + old["gfx942"].wall_s, old["translate"].ok and old["gfx942"].ok,
                               old["translate"].note or old["gfx942"].note)
    gfx = Gfx942Target()
    out["port"] = measure([str(gfx.compiler()), *gfx.compile_args(), *src.port_args, "-c", str(src.port), "-o",
                           f"{obj}.port.o"], None, timeout, work)
    if cpu:
        out["cpu"] = measure([*nvcc, *src.cuda_args, "-c", str(src.cu), "-o", f"{obj}.cpu.o"],
                             dict(env, XLATE_NVCC_TARGET="cpu"), timeout, work)
        if before is not None:  # the translation is in that checkout's cache (gfx942_compile above)
            out["b.cpu"] = measure([*nvcc, *src.cuda_args, "-c", str(src.cu), "-o", f"{obj}.before.cpu.o"],
                                   dict(nvcc_env(before, work / f"cache-before-{src.cu.stem}", timeout),
                                        XLATE_NVCC_TARGET="cpu"), timeout, work)
    return out


def _cell(t: Timing | None) -> str:
    if t is None:
        return f"{'-':>8}"
    return f"{t.cpu_s:8.1f}" if t.ok else "  FAILED"


def _ratio(a: float, b: Timing) -> str:
    return f"{a / b.cpu_s:6.2f}" if b.ok and b.cpu_s > 0 else "     -"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--file", action="append", help="a ggml-cuda file (path under ggml/src/ggml-cuda) or 'example'")
    ap.add_argument("--no-cpu", action="store_true", help="skip the cpu target")
    ap.add_argument("--timeout", type=float, default=1800.0, help="seconds per compile (default 1800)")
    ap.add_argument("--before", type=Path, help="another xlate checkout, measured in the same run (translate + gfx942)")
    args = ap.parse_args()
    if args.before is not None and not (args.before / "xlate" / "driver").is_dir():
        raise SystemExit(f"{args.before}: not an xlate checkout")
    names = args.file or list(DEFAULT_FILES)
    ggml = ggml_root() if any(n != "example" for n in names) else None
    print(f"CPU seconds (user + system, whole process tree), one compile at a time, {os.cpu_count()} CPUs; "
          f"load average at start {os.getloadavg()[0]:.1f}")
    before = f" {'before':>8} {'b/p':>6}" if args.before else ""
    if args.before and not args.no_cpu:
        before += f" {'b.cpu':>8} {'bc/g':>6}"
    print(f"{'file':52} {'translate':>9} {'gfx942':>8} {'port':>8} {'cpu':>8} {'(t+g)/p':>7} {'g/p':>6} {'c/g':>6}"
          f"{before}")
    rows: list[tuple[str, dict[str, Timing]]] = []
    with tempfile.TemporaryDirectory(prefix="xlate-heavy-") as tmp:
        work = Path(tmp)
        for name in names:
            src = example_source(work) if name == "example" else ggml_source(ggml, name)
            res = run_file(src, work, args.timeout, not args.no_cpu, args.before)
            rows.append((name, res))
            tr, gx, port = res["translate"], res["gfx942"], res["port"]
            both = tr.cpu_s + gx.cpu_s if tr.ok and gx.ok else None
            print(f"{name:52} {_cell(tr):>9} {_cell(gx)} {_cell(port)} {_cell(res.get('cpu'))} "
                  f"{_ratio(both, port) if both is not None else '     -':>7} "
                  f"{_ratio(gx.cpu_s, port) if gx.ok else '     -'} "
                  f"{_ratio(res['cpu'].cpu_s, gx) if 'cpu' in res and res['cpu'].ok else '     -'}"
                  + (f" {_cell(res['before'])} {_ratio(res['before'].cpu_s, port) if res['before'].ok else '     -'}"
                     if "before" in res else "")
                  + (f" {_cell(res['b.cpu'])} {_ratio(res['b.cpu'].cpu_s, gx) if res['b.cpu'].ok else '     -'}"
                     if "b.cpu" in res else ""), flush=True)
            for what, t in res.items():
                if t.note:
                    print(f"    {what}: {t.note}")
    ok = [(n, r) for n, r in rows if all(t.ok for t in r.values())]
    if ok:
        tot = {k: sum(r[k].cpu_s for _, r in ok if k in r) for k in ok[0][1]}
        cpu_total = f"{tot['cpu']:8.1f}" if "cpu" in tot else f"{'-':>8}"
        cpu_ratio = f"{tot['cpu'] / tot['gfx942']:6.2f}" if "cpu" in tot and tot["gfx942"] > 0 else f"{'-':>6}"
        before_total = (f" {tot['before']:8.1f} {tot['before'] / tot['port']:6.2f}" if "before" in tot else "")
        if "b.cpu" in tot:
            before_total += f" {tot['b.cpu']:8.1f} {tot['b.cpu'] / tot['gfx942']:6.2f}"
        print(f"{'total (files where every step compiled)':52} {tot['translate']:9.1f} {tot['gfx942']:8.1f} "
              f"{tot['port']:8.1f} {cpu_total} {(tot['translate'] + tot['gfx942']) / tot['port']:7.2f} "
              f"{tot['gfx942'] / tot['port']:6.2f} {cpu_ratio}{before_total}")


if __name__ == "__main__":
    main()
