"""Host code with the host pass's answers, kernels with the device pass's, on the cpu target (docs/
cpu-backend.md, "Two compiles where the passes differ").

nvcc compiles a CUDA source twice: host code, and the host side of every `__host__ __device__` function,
without `__CUDA_ARCH__`; kernels and what they call with it. The cpu backend's object holds both in one
C++ compile, so a `__CUDA_ARCH__` test there could have one answer only (the device pass's,
`__HIP_DEVICE_COMPILE__=1`), and a `__host__ __device__` function called from host code computed its
device branch (Eigen's storage and `half` code, a program that prints which side it ran on).

`compile_object` gives each side its own answer where that matters: it preprocesses the source both
ways, and where the two texts are the same (most programs: no test of the macro reaches them) it
compiles once, as before. Otherwise it compiles the source twice, with the pass plugin's side split
(xlate/cpu/plugin/side_split.cpp, selected by XLATE_CPU_SIDE in the compile's environment): the device
object keeps its kernels and makes the rest of its functions local, the host object drops the bodies of
the kernels the device object defines, variables are one object for both, and the two objects are
joined into the one object the caller asked for (`-r`). Without the pass plugin (no LLVM headers) the
single device-pass compile stays.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

# dependency-file flags, and those of them that take the next argument
_DEP_FLAGS = {"-MD", "-MMD", "-MP"}
_DEP_FLAGS_WITH_VALUE = {"-MF", "-MT", "-MQ"}

Runner = Callable[[list, str], object]


def _passes(cmd: Sequence, device_args: Sequence[str]) -> tuple[list, list]:
    """`cmd` less its dependency-file flags, as the device pass and (less `device_args`) the host pass."""
    device: list = []
    skip = False
    for arg in cmd:
        if skip:
            skip = False
        elif str(arg) in _DEP_FLAGS_WITH_VALUE:
            skip = True
        elif str(arg) not in _DEP_FLAGS:
            device.append(arg)
    return device, [a for a in device if a not in device_args]


def _output(cmd: Sequence, out: Path) -> list:
    """`cmd` writing to `out` (its `-o` argument replaced)."""
    args = list(cmd)
    args[args.index("-o") + 1] = out
    return args


def _preprocess(cmd: Sequence, out: Path) -> list:
    return _output([("-E" if str(a) == "-c" else a) for a in cmd], out)


def _side_env(side: str, unit: str, kernels: Path) -> list[str]:
    return ["env", f"XLATE_CPU_SIDE={side}", f"XLATE_CPU_SIDE_UNIT={unit}", f"XLATE_CPU_SIDE_KERNELS={kernels}"]


def two_sided(cmd: Sequence, device_args: Sequence[str]) -> bool:
    """Whether `cmd` (a cpu backend compile of a CUDA source) can be split: it loads the pass plugin and
    carries the device pass's macros."""
    return any(str(a).startswith("-fpass-plugin=") for a in cmd) and all(a in cmd for a in device_args)


def passes_differ(cmd: Sequence, device_args: Sequence[str], folder: Path, run: Runner, what: str) -> bool:
    """Whether the compile `cmd` (`... -c SRC -o OBJ`, carrying `device_args`) preprocesses its source to
    different texts with and without the device pass's macros (two `-E` runs into `folder`)."""
    device, host = _passes(cmd, device_args)
    run(_preprocess(device, folder / "device.ii"), f"{what} (preprocessing the device pass)")
    run(_preprocess(host, folder / "host.ii"), f"{what} (preprocessing the host pass)")
    return (folder / "device.ii").read_bytes() != (folder / "host.ii").read_bytes()


def compile_two_sided(cmd: Sequence, device_args: Sequence[str], obj: Path, folder: Path, run: Runner,
                      what: str) -> None:
    """Compile `cmd` (as in passes_differ) twice, as the device and the host side, into `folder`, and
    join the two objects into `obj`."""
    host = _passes(cmd, device_args)[1]
    unit = hashlib.sha256(str(obj.resolve()).encode()).hexdigest()[:16]
    kernels = folder / "kernels.txt"
    run([*_side_env("device", unit, kernels), *_output(cmd, folder / "device.o")], f"{what} (device pass)")
    run([*_side_env("host", unit, kernels), *_output(host, folder / "host.o")], f"{what} (host pass)")
    # the host object first: where both hold one COMDAT group (a template's static member), the host
    # pass's copy is the one kept
    run([cmd[0], "-r", "-nostdlib", folder / "host.o", folder / "device.o", "-o", obj],
        f"{what} (joining the host and device objects)")


def compile_object(cmd: Sequence, device_args: Sequence[str], obj: Path, work: Path, run: Runner,
                   what: str) -> bool:
    """Run the cpu backend compile `cmd` (`... -c SRC -o obj`, with `device_args`, the device pass's
    macros) so that host code sees the host pass's answers and kernels the device pass's. `run(cmd,
    what)` runs one command (raising on failure); `work` is a folder for the intermediate files. Returns
    whether the source was compiled twice."""
    if not two_sided(cmd, device_args):
        run(list(cmd), what)
        return False
    with tempfile.TemporaryDirectory(prefix="xlate-sides-", dir=work) as tmp:
        if not passes_differ(cmd, device_args, Path(tmp), run, what):
            run(list(cmd), what)
            return False
        if "-fsyntax-only" in cmd:  # no object: each pass is checked
            run(list(cmd), f"{what} (device pass)")
            run(_passes(cmd, device_args)[1], f"{what} (host pass)")
        else:
            compile_two_sided(cmd, device_args, obj, Path(tmp), run, what)
    return True


def split_program(cmd: Sequence, sources: Sequence[Path], device_args: Sequence[str], work: Path, run: Runner,
                  what: str) -> list:
    """The one-call program build `cmd` (`... -x c++ SOURCES... [-x none ...] -o OUT ...`, as
    xlate.cpu.build.program_command writes it) with every source whose passes differ compiled first,
    two-sided, into an object in `work`, which the build then links in the source's place."""
    if not two_sided(cmd, device_args) or not sources:
        return list(cmd)
    args = [str(a) for a in cmd]
    first = args.index(str(sources[0]))
    last = first + len(sources)
    head, tail = list(cmd[:first - 2]), list(cmd[last:])  # less the "-x c++" before the sources
    kept: list = []
    objects: list[Path] = []
    for k, src in enumerate(sources):
        folder = work / f"sides-{k}"
        folder.mkdir(parents=True, exist_ok=True)
        obj = folder / "joined.o"
        one = [*head, "-c", "-x", "c++", src, "-o", obj]
        if passes_differ(one, device_args, folder, run, f"{what}: {src}"):
            compile_two_sided(one, device_args, obj, folder, run, f"{what}: {src}")
            objects.append(obj)
        else:
            kept.append(src)
    if not objects:
        return list(cmd)
    return [*head, *(["-x", "c++", *kept] if kept else []), "-x", "none", *objects, *tail]
