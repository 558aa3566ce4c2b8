"""C and C++ CUDA programs that compile kernels at run time with NVRTC and run them through the driver API
(cuModuleLoadData, cuModuleGetFunction, cuModuleGetGlobal, cuLaunchKernel), built by xlate-nvcc with
`-lnvrtc -lcuda` (tests/driver/nvrtc). On the cpu target xlate's hipRTC translates the string and builds it
for the CPU backend (xlate/cpu/src/rtc.cpp, xlate/runtime_shim/rtc_helper.py); the values are judged by
numpy models written here from what each kernel is defined to compute, and the error codes by the values
CUDA's headers define. For gfx942 the same program must build and link hipRTC."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from elftools.elf.elffile import ELFFile

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.runtime_shim import _image

HERE = Path(__file__).resolve().parent / "nvrtc"


def _build(tmp_path, name: str, target: str, wave: str = "64"):
    env = nvcc_env(tmp_path / "cache", **({"XLATE_NVCC_TARGET": "cpu", "XLATE_NVCC_WARP_SIZE": wave}
                                          if target == "cpu" else {}))
    exe = tmp_path / f"{name}-{target}-{wave}"
    run([XLATE_NVCC, HERE / f"{name}.cpp", "-o", exe, "-lnvrtc", "-lcuda"], env, cwd=tmp_path)
    return exe, env


def _check_saxpy(out: list[str]) -> None:
    n = 1000
    i = np.arange(n, dtype=np.float64)
    x, y0, a = 0.25 * i, 3.0 - 0.5 * i, 2.5
    # every term is a small dyadic number: float32 holds each result exactly, fused or not
    for k, bias in enumerate((0.125, -1.0)):
        got = np.array([float(v) for v in out[k * n:(k + 1) * n]])
        assert np.array_equal(got, a * x + y0 + bias), f"module {k}"
    assert out[2 * n] == "archs 19 max 121"  # NVRTC 12.9's virtual architectures, compute_50 .. compute_121


def test_saxpy_compiled_at_run_time_runs_on_cpu(tmp_path):
    exe, env = _build(tmp_path, "saxpy_driver", "cpu")
    _check_saxpy(run([exe, tmp_path / "kernel.ptx"], env, cwd=tmp_path).stdout.splitlines())
    # the module saved as the text nvrtcGetPTX gave, and loaded again from the file
    assert (tmp_path / "kernel.ptx").read_bytes().startswith(b"// xlate code image")


@pytest.mark.parametrize("wave", ["64", "32"])
def test_host_cpp_with_nvrtc_built_by_the_host_compiler_runs_on_cpu(tmp_path, wave):
    """The same program as plain host C++ compiled by the project's own compiler against the cpu target's
    CUDA toolkit folder (no translation: its headers give CUDA's names), as OpenMM's CUDA platform is
    built, linked with -lcuda -lnvrtc from it. With no kernels of its own, its width is
    XLATE_SHIM_WARP_SIZE's (default 64), which its modules then set."""
    cxx = shutil.which("g++") or shutil.which("clang++-19")
    if cxx is None:
        pytest.skip("no host C++ compiler (g++ or clang++-19)")
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    root = Path(run([XLATE_NVCC, "--xlate-toolkit-root"], env).stdout.strip())
    exe = tmp_path / "saxpy_host"
    run([cxx, "-std=c++17", "-I", root / "include", HERE / "saxpy_driver.cpp", "-o", exe, "-L", root / "lib64",
         "-lcuda", "-lnvrtc", f"-Wl,-rpath,{root / 'lib64'}"], env, cwd=tmp_path)
    _check_saxpy(run([exe, tmp_path / "kernel.ptx"], {**env, "XLATE_SHIM_WARP_SIZE": wave},
                     cwd=tmp_path).stdout.splitlines())
    # the module the program saved, read with xlate's image reader (both forms)
    assert _image.parse((tmp_path / "kernel.ptx").read_bytes()).meta["warp_size"] == int(wave)


@pytest.mark.parametrize("wave", ["64", "32"])
def test_warp_32_idioms_and_name_expressions_in_run_time_source(tmp_path, wave):
    exe, env = _build(tmp_path, "warp_templates", "cpu", wave)
    lines = run([exe], env, cwd=tmp_path).stdout.splitlines()
    got: dict[str, dict[int, str]] = {}
    for line in lines:
        what, *rest = line.split()
        if what == "lowered":
            lowered = rest
        else:
            got.setdefault(what, {})[int(rest[0])] = rest[1]
    n = 256 * 3
    data = (np.arange(n) * 37 + 11) % 101 - 50
    warps = data.reshape(-1, 32)  # CUDA's warps: 32 consecutive threads of a block (256 = 8 of them)
    assert [int(got["sum"][w]) for w in range(n // 32)] == warps.sum(axis=1).tolist()
    divisible = np.fmod(warps, 3) == 0  # C's %, which keeps the dividend's sign
    want_ballots = [sum(1 << j for j in range(32) if row[j]) for row in divisible]
    assert [int(got["ballot"][w]) for w in range(n // 32)] == want_ballots
    assert [int(got["first"][w]) for w in range(n // 32)] == warps[:, 0].tolist()
    m = np.arange(100)
    assert [float(got["f"][k]) for k in range(100)] == ((0.5 * m - 7.0) * 1.5).tolist()
    assert [int(got["i"][k]) for k in range(100)] == ((3 * m - 40) * -3).tolist()
    # NVRTC's lowered names are the Itanium manglings of the instantiations
    assert lowered == ["_ZN3ops5scaleIfEEvPT_S1_i", "_ZN3ops5scaleIiEEvPT_S1_i"]


def test_errors_have_cudas_codes_and_the_log_names_the_line(tmp_path):
    exe, env = _build(tmp_path, "rtc_errors", "cpu")
    proc = run([exe], env, cwd=tmp_path)
    codes = {}
    lines = proc.stdout.splitlines()
    log = "\n".join(lines[lines.index("log-begin") + 1:lines.index("log-end")])
    for line in lines:
        parts = line.split()
        if len(parts) == 2 and parts[1].lstrip("-").isdigit():
            codes[parts[0]] = int(parts[1])
    # nvrtc.h: NO_LOWERED_NAMES_BEFORE_COMPILATION 9, COMPILATION 6, INVALID_OPTION 5; cuda.h:
    # CUDA_ERROR_INVALID_IMAGE 200, CUDA_ERROR_FILE_NOT_FOUND 301, CUDA_ERROR_NOT_FOUND 500
    assert codes == {"lowered-before-compile": 9, "compile": 6, "unknown-option": 5, "load-ptx": 200,
                     "load-missing-file": 301, "missing-function": 500, "missing-global": 500}, proc.stdout
    assert "bad.cu(2): error:" in log and "undeclared_name" in log, log
    assert "PTX text" in proc.stderr  # why the PTX was refused


def test_nvrtc_program_builds_for_gfx942_against_hiprtc(tmp_path):
    exe, _ = _build(tmp_path, "saxpy_driver", "gfx942")
    with exe.open("rb") as f:
        dyn = ELFFile(f).get_section_by_name(".dynamic")
        needed = [t.needed for t in dyn.iter_tags() if t.entry.d_tag == "DT_NEEDED"]
    assert any(n.startswith("libhiprtc.so.") for n in needed), needed
    assert any(n.startswith("libamdhip64.so.") for n in needed), needed


@pytest.mark.parametrize("kind,how", [("ptx", "file"), ("cubin", "data")])
def test_module_built_ahead_of_time_loads_on_cpu(tmp_path, kind, how):
    """nvcc -ptx / -cubin of a kernel file (with a quoted include and a -D), loaded by a program with
    cuModuleLoad (from the file) or cuModuleLoadData (its bytes), its __constant__ set through
    cuModuleGetGlobal."""
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE="64")
    module = tmp_path / f"kernels.{kind}"
    run([XLATE_NVCC, f"-{kind}", "-DBUILD_FACTOR=2", "-o", module, HERE / "module_kernels.cu"], env, cwd=tmp_path)
    exe = tmp_path / "load_module"
    run([XLATE_NVCC, HERE / "load_module.cpp", "-o", exe, "-lcuda"], env, cwd=tmp_path)
    out = run([exe, module, how], env, cwd=tmp_path).stdout.split()
    v = np.arange(100) - 50
    assert [int(x) for x in out] == (v * 3 * 2 + 7).tolist()  # MODULE_SCALE 3, BUILD_FACTOR 2, offset 7


def test_ptx_option_writes_an_amd_code_object_for_gfx942(tmp_path):
    """For gfx942, -ptx writes what hipModuleLoad loads: the linked AMD code object of the device code."""
    module = tmp_path / "kernels.ptx"
    run([XLATE_NVCC, "-ptx", "-DBUILD_FACTOR=2", "-o", module, HERE / "module_kernels.cu"],
        nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    with module.open("rb") as f:
        elf = ELFFile(f)
        assert elf["e_machine"] == "EM_AMDGPU" and elf["e_type"] == "ET_DYN"
        names = {s.name for sec in elf.iter_sections() if sec.header.sh_type in ("SHT_SYMTAB", "SHT_DYNSYM")
                 for s in sec.iter_symbols()}
    assert {"scale_offset", "scale_offset.kd", "offset"} <= names, sorted(names)
