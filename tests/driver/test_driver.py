"""xlate-nvcc / xlate nvcc as a program: version text, errors and exit codes, -v/--dryrun, messages
pointing at the original files, -M, -dlink, the translation cache, and target mix-ups."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tests.driver.conftest import HERE, PROJECTS, nvcc_env, run
from xlate.core.cuda_version import cuda_version
from xlate.toolchain.verify import verify_binary

XLATE = Path(sys.executable).parent / "xlate"
# what CMake 3.25 (CMakeDetermineCUDACompiler.cmake) matches in `nvcc --version`
CMAKE_VENDOR_RE = r"nvcc: NVIDIA \(R\) Cuda compiler driver"
CMAKE_VERSION_RE = r"V([0-9]+\.[0-9]+\.[0-9]+)"


def test_version_is_what_cmake_matches(xlate_nvcc, nvcc_cache):
    for cmd in ([xlate_nvcc, "--version"], [XLATE, "nvcc", "--version"], [xlate_nvcc, "-V"]):
        out = run(cmd, nvcc_env(nvcc_cache)).stdout
        assert re.search(CMAKE_VENDOR_RE, out)
        assert re.search(CMAKE_VERSION_RE, out).group(1) == ".".join(map(str, cuda_version()))
        assert "not an NVIDIA product" in out


def test_unknown_flag_is_exit_2_naming_it(xlate_nvcc, nvcc_cache):
    for cmd in ([xlate_nvcc], [XLATE, "nvcc"]):
        proc = run([*cmd, "-c", "--no-such-flag", "x.cu"], nvcc_env(nvcc_cache), check=False)
        assert proc.returncode == 2, proc.stderr
        assert "--no-such-flag" in proc.stderr
        assert "Traceback" not in proc.stderr


def test_missing_and_unknown_inputs_are_exit_3(xlate_nvcc, nvcc_cache, tmp_path):
    proc = run([xlate_nvcc, "-c", tmp_path / "nope.cu"], nvcc_env(nvcc_cache), check=False)
    assert proc.returncode == 3 and "nope.cu does not exist" in proc.stderr
    odd = tmp_path / "data.xyz"
    odd.write_text("x")
    proc = run([xlate_nvcc, "-c", odd], nvcc_env(nvcc_cache), check=False)
    assert proc.returncode == 3 and "don't know what to do with" in proc.stderr


def test_verbose_environment_lines_cmake_reads(xlate_nvcc, nvcc_cache):
    # CMake runs `nvcc -v __cmake_determine_cuda` and reads TOP= and NVVMIR_LIBRARY_DIR= from it
    proc = run([xlate_nvcc, "-v", "__cmake_determine_cuda"], nvcc_env(nvcc_cache), check=False)
    assert proc.returncode == 3  # no such input, like nvcc, but only after the environment lines
    top = re.search(r"^#\$ TOP=(.*)$", proc.stderr, re.MULTILINE).group(1)
    assert re.search(r"^#\$ NVVMIR_LIBRARY_DIR=.*/nvvm/libdevice$", proc.stderr, re.MULTILINE)
    assert re.search(r'^#\$ LIBRARIES= +"-L.*"$', proc.stderr, re.MULTILINE)
    assert Path(top, "bin", "nvcc").resolve() == Path(xlate_nvcc).resolve()


def test_dryrun_prints_and_builds_nothing(xlate_nvcc, nvcc_cache, tmp_path):
    src = PROJECTS / "rdc" / "poly.cu"
    proc = run([xlate_nvcc, "--dryrun", "-rdc=true", "-c", src, "-o", tmp_path / "poly.o"], nvcc_env(nvcc_cache))
    assert "-fgpu-rdc" in proc.stderr and "--offload-arch=gfx942" in proc.stderr
    assert not (tmp_path / "poly.o").exists()


def test_compiler_messages_point_at_the_original_file(xlate_nvcc, nvcc_cache, tmp_path):
    bad = tmp_path / "bad_line7.cu"
    bad.write_bytes((HERE / "data/bad_line7.cu").read_bytes())
    proc = run([xlate_nvcc, "-c", bad, "-o", tmp_path / "bad.o"], nvcc_env(nvcc_cache), check=False)
    assert proc.returncode == 5, proc.stderr
    first = proc.stderr.splitlines()[0]
    assert f"{bad}:7:" in first, first
    assert "nvcc-cache" not in proc.stderr.split("command:")[0]


def test_translation_errors_are_exit_1_at_the_original_line(xlate_nvcc, nvcc_cache, tmp_path):
    bad = tmp_path / "bad_translate.cu"
    bad.write_bytes((HERE / "data/bad_translate.cu").read_bytes())
    proc = run([xlate_nvcc, "-c", bad, "-o", tmp_path / "bad.o"], nvcc_env(nvcc_cache), check=False)
    assert proc.returncode == 1, proc.stderr
    assert f"{bad}:7:" in proc.stderr


def test_dependency_rule_names_original_headers(xlate_nvcc, nvcc_cache):
    proj = PROJECTS / "make_lib"
    out = run([xlate_nvcc, "-M", "-I", proj / "include", proj / "src/saxpy.cu"], nvcc_env(nvcc_cache)).stdout
    assert out.startswith("saxpy.o:")
    assert str(proj / "src/saxpy.cu") in out and str(proj / "include/ops.cuh") in out
    assert "nvcc-cache" not in out


def test_separate_device_link_then_link(xlate_nvcc, nvcc_cache, tmp_path):
    """nvcc -dc each file, nvcc -dlink, then link objects + the device-link object."""
    env = nvcc_env(nvcc_cache)
    objs = []
    for name in ("poly", "kernels", "main"):
        obj = tmp_path / f"{name}.o"
        run([xlate_nvcc, "-dc", "-arch=sm_80", PROJECTS / "rdc" / f"{name}.cu", "-o", obj], env)
        objs.append(obj)
    run([xlate_nvcc, "-dlink", "-arch=sm_80", *objs, "-o", tmp_path / "dlink.o"], env)
    run([xlate_nvcc, *objs, tmp_path / "dlink.o", "-o", tmp_path / "app"], env)
    rep = verify_binary(tmp_path / "app", ["apply_poly"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
    # and a cpu-target link refuses these gfx objects with a clear message
    proc = run([xlate_nvcc, "--xlate-target", "cpu", *objs, "-o", tmp_path / "app-cpu"], env, check=False)
    assert proc.returncode == 3 and "holds AMD GPU code" in proc.stderr


def test_translation_cache_is_reused(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(int* p) { p[threadIdx.x] = 1; }\n")
    first = run([xlate_nvcc, "-v", "-c", src, "-o", tmp_path / "a.o"], env).stderr
    second = run([xlate_nvcc, "-v", "-c", src, "-o", tmp_path / "b.o"], env).stderr
    assert "xlate-translate" in first and "(cached)" not in first
    assert "(cached)" in second
    src.write_text("__global__ void k(int* p) { p[threadIdx.x] = 2; }\n")  # changed source: new entry
    third = run([xlate_nvcc, "-v", "-c", src, "-o", tmp_path / "c.o"], env).stderr
    assert "(cached)" not in third


def test_cu_cpp_and_c_inputs_on_cpu(xlate_nvcc, nvcc_cache, tmp_path):
    """.cu, a host .cpp calling the CUDA runtime, and a .c file in one nvcc call; run on the cpu backend."""
    d = HERE / "data/mixed"
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    run([xlate_nvcc, "-O2", d / "main.cu", d / "helper.cpp", d / "util.c", "-o", tmp_path / "app"], env)
    expected = "".join(f"{k * k + 3 * k + 10 * k + 100 * k}\n" for k in range(4))
    assert run([tmp_path / "app"], env).stdout == expected


def test_cu_cpp_and_c_inputs_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    """The same three inputs for gfx942: the host .cpp is compiled as host C++ against the HIP headers."""
    d = HERE / "data/mixed"
    run([xlate_nvcc, d / "main.cu", d / "helper.cpp", d / "util.c", "-o", tmp_path / "app"], nvcc_env(nvcc_cache))
    rep = verify_binary(tmp_path / "app", ["hundreds"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
