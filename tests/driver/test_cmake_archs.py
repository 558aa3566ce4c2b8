"""CMAKE_CUDA_ARCHITECTURES in the forms CMake 3.25 passes to nvcc (checked against what it generated:
`native` -> -arch=native, `86-real` -> --generate-code=arch=compute_86,code=[sm_86], ...), nvcc 12.8's
-compress-mode, and FindCUDA's quoted -Xcompiler lists; then compiled for real by xlate-nvcc."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.driver.conftest import nvcc_env
from xlate.cpu.build import find_cxx
from xlate.driver.driver import one_prerequisite_per_line
from xlate.driver.options import UsageError, cuda_arch_numbers, offload_archs, parse_args, split_list

# CMAKE_CUDA_ARCHITECTURES -> the flags CMake 3.25 gives nvcc for it (CMakeFiles/<t>.dir/flags.make)
CMAKE_FORMS = {
    "native": ["-arch=native"],
    "all": ["-arch=all"],
    "all-major": ["-arch=all-major"],
    "86-real": ["--generate-code=arch=compute_86,code=[sm_86]"],
    "90-virtual": ["--generate-code=arch=compute_90,code=[compute_90]"],
    "120a-real": ["--generate-code=arch=compute_120a,code=[sm_120a]"],
    "121a-real": ["--generate-code=arch=compute_121a,code=[sm_121a]"],
    # llama.cpp's list
    "50-virtual;61-virtual;75-virtual;80-virtual;86-real;89-real;90-virtual": [
        "--generate-code=arch=compute_50,code=[compute_50]", "--generate-code=arch=compute_61,code=[compute_61]",
        "--generate-code=arch=compute_75,code=[compute_75]", "--generate-code=arch=compute_80,code=[compute_80]",
        "--generate-code=arch=compute_86,code=[sm_86]", "--generate-code=arch=compute_89,code=[sm_89]",
        "--generate-code=arch=compute_90,code=[compute_90]"],
    "80": ["--generate-code=arch=compute_80,code=[compute_80,sm_80]"],
}
LLAMA_CPP = "50-virtual;61-virtual;75-virtual;80-virtual;86-real;89-real;90-virtual"
FIRST_NUMBER = {"native": None, "all": None, "all-major": None, "86-real": "86", "90-virtual": "90",
                "120a-real": "120a", "121a-real": "121a", "80": "80",
                "50-virtual;61-virtual;75-virtual;80-virtual;86-real;89-real;90-virtual": "50"}


@pytest.mark.parametrize("form", sorted(CMAKE_FORMS))
def test_cmake_architecture_forms_parse(form):
    o = parse_args([*CMAKE_FORMS[form], "a.cu"], environ={})
    assert offload_archs(o) == ["gfx942"]
    nums = cuda_arch_numbers(o)
    assert (nums[0] if nums else None) == FIRST_NUMBER[form]


@pytest.mark.parametrize("form", ["86-real", "120a-real", LLAMA_CPP, "all"])
def test_cmake_architecture_forms_compile_on_cpu(form, tmp_path, nvcc_cache, xlate_nvcc):
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(int* p) { p[threadIdx.x] = 1; }\n")
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    proc = subprocess.run([xlate_nvcc, *CMAKE_FORMS[form], "-c", src, "-o", tmp_path / "k.o"], env=env,
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "k.o").stat().st_size > 0


def test_generate_code_with_virtual_and_real_code():
    o = parse_args(["--generate-code=arch=compute_90,code=[compute_90,sm_90]", "a.cu"], environ={})
    assert cuda_arch_numbers(o) == ["90"] and offload_archs(o) == ["gfx942"]


@pytest.mark.parametrize("argv", [["-compress-mode=size"], ["--compress-mode", "speed"], ["-compress-mode=none"]])
def test_compress_mode_is_accepted_with_a_note(argv):
    o = parse_args([*argv, "a.cu"], environ={})
    assert any("compress-mode" in n and "ignored" in n for n in o.notes)


def test_compress_mode_value_is_checked():
    with pytest.raises(UsageError, match="compress-mode=tiny"):
        parse_args(["-compress-mode=tiny", "a.cu"], environ={})


def test_findcuda_quoted_host_flags():
    # FindCUDA's run_nvcc.cmake: -Xcompiler ,"-g","-fPIC"
    o = parse_args(["-Xcompiler", ',"-g","-fPIC"', "a.cu"], environ={})
    assert o.host_flags == ["-g", "-fPIC"]
    assert split_list('"-Wl,-rpath,/x",-O2') == ["-Wl,-rpath,/x", "-O2"]
    with pytest.raises(UsageError, match="unbalanced"):
        split_list('"-g')


def test_toolkit_include_is_dropped_for_cuda_sources(tmp_path, nvcc_cache, xlate_nvcc):
    """FindCUDA passes -I<toolkit>/include to nvcc: CUDA sources keep xlate's own CUDA declarations."""
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    root = Path(subprocess.run([xlate_nvcc, "--xlate-toolkit-root"], env=env, capture_output=True, text=True,
                               timeout=600, check=True).stdout.strip())
    src = tmp_path / "k.cu"
    src.write_text("#include <cuda_runtime.h>\n__global__ void k(float* p) { p[threadIdx.x] = 1.0f; }\n")
    proc = subprocess.run([xlate_nvcc, "-v", "-I", root / "include", "-c", src, "-o", tmp_path / "k.o"], env=env,
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr
    assert f"-I{root / 'include'}: dropped" in proc.stderr
    assert "XL90" not in proc.stderr  # no clang errors outside the project: the prelude was used


def test_dependency_rule_one_prerequisite_per_line():
    text = "a.o: /x/a.cu /x/b.h \\\n  /x/with\\ space.h /x/c.h\n"
    assert one_prerequisite_per_line(text) == ("a.o: \\\n    /x/a.cu \\\n    /x/b.h \\\n    /x/with\\ space.h \\\n"
                                               "    /x/c.h\n")


def test_cpu_dependency_rule_names_the_source_not_the_cpu_wrapper(tmp_path, nvcc_cache, xlate_nvcc):
    (tmp_path / "k.cuh").write_text("#pragma once\n__global__ void k(float* p) { p[threadIdx.x] = 1.0f; }\n")
    src = tmp_path / "k.cu"
    src.write_text('#include "k.cuh"\n')
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    out = subprocess.run([xlate_nvcc, "-M", src], env=env, capture_output=True, text=True, timeout=600,
                         check=True).stdout
    lines = out.splitlines()
    assert lines[0] == "k.o: \\" and lines[1] == f"    {src} \\"
    files = [line.strip().removesuffix(" \\") for line in lines[1:]]
    assert str(tmp_path / "k.cuh") in files
    assert "forms" not in out and all(" " not in f for f in files)  # the source itself; one file a line


@pytest.mark.parametrize("flags", [["--version"], ["-dumpfullversion -dumpversion"]])
def test_host_compiler_query_answers_like_nvcc(flags, nvcc_cache, xlate_nvcc):
    """llama.cpp's ggml-cuda runs `nvcc .c -Xcompiler --version` to learn nvcc's host compiler."""
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    got = subprocess.run([xlate_nvcc, ".c", *[x for f in flags for x in ("-Xcompiler", f)]], env=env,
                         capture_output=True, text=True, timeout=600, check=False)
    want = subprocess.run([find_cxx(), *flags[0].split()], capture_output=True, text=True, timeout=60, check=True)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout and got.stdout.strip()
