"""nvcc command-line parsing (xlate.driver.options): spellings, phases, architectures, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.driver.options import UsageError, cuda_arch_numbers, offload_archs, parse_args
from xlate.errors import USAGE, InputError, NotSupportedError

DATA = Path(__file__).parent / "data"


def parse(*args: str, env: dict[str, str] | None = None):
    return parse_args(list(args), environ=env or {})


@pytest.mark.parametrize("argv", [
    ["-Xcompiler", "-Wall,-fPIC", "-Xlinker", "-rpath,/opt/x"],
    ["-Xcompiler=-Wall,-fPIC", "-Xlinker=-rpath,/opt/x"],
    ["--compiler-options", "-Wall", "--compiler-options=-fPIC", "--linker-options=-rpath,/opt/x"],
])
def test_host_and_linker_options_in_every_spelling(argv):
    o = parse(*argv, "a.cu")
    assert o.host_flags == ["-Wall", "-fPIC"]
    assert o.linker_flags == ["-rpath", "/opt/x"]
    assert o.inputs == ["a.cu"]


def test_include_define_library_spellings():
    o = parse("-Iinc", "-I", "inc2", "--include-path=inc3", "-isystem=sys", "-isystem", "sys2",
              "-DA=1", "-D", "B", "--define-macro=C=3", "-UX", "-Lld", "-L", "ld2", "-lfoo", "-l", "bar",
              "--library=baz", "x.cu")
    assert o.includes == ["inc", "inc2", "inc3"]
    assert o.system_includes == ["sys", "sys2"]
    assert o.defines == ["A=1", "B", "C=3"]
    assert o.undefines == ["X"]
    assert o.libdirs == ["ld", "ld2"]
    assert o.libs == ["foo", "bar", "baz"]


def test_phases():
    assert parse("-c", "a.cu").mode == "compile"
    o = parse("-dc", "a.cu")
    assert (o.mode, o.rdc) == ("compile", True)
    assert parse("-rdc=true", "-c", "a.cu").rdc is True
    assert parse("--relocatable-device-code", "false", "-c", "a.cu").rdc is False
    assert parse("-dlink", "a.o").mode == "dlink"
    assert parse("-lib", "a.o").mode == "lib"
    assert parse("-shared", "a.o").shared is True
    assert parse("-M", "a.cu").mode == "deps"
    assert parse("--version").mode == "version"
    with pytest.raises(UsageError, match="-c and -lib"):
        parse("-c", "-lib", "a.cu")


def test_lineinfo_debug_opt_std_misc():
    o = parse("-lineinfo", "-G", "-g", "-O2", "-std=c++17", "--use_fast_math", "-w", "--expt-relaxed-constexpr",
              "--expt-extended-lambda", "--extended-lambda", "-ccbin", "g++-12", "--threads", "4", "-t=2",
              "--generate-line-info", "-MD", "-MT", "obj.o", "-MF", "obj.d", "-x", "cu", "a.cpp")
    assert (o.lineinfo, o.device_debug, o.debug, o.opt, o.std, o.fast_math, o.no_warnings) == \
        (True, True, True, "2", "c++17", True, True)
    assert (o.deps, o.dep_targets, o.dep_file, o.language) == ("MD", ["obj.o"], "obj.d", "cu")
    assert o.host_compiler == "g++-12"
    assert any(n.startswith("-ccbin g++-12: ignored") for n in o.notes)
    assert parse("--optimize", "1", "a.cu").opt == "1"


def test_ptxas_options_are_ignored_with_a_note():
    o = parse("-Xptxas", "-v,-O3", "--ptxas-options=-dlcm=ca", "a.cu")
    assert [n.split(":")[0] for n in o.notes] == ["-Xptxas -v,-O3", "-Xptxas -dlcm=ca"]


def test_werror_kinds():
    assert parse("-Werror", "all-warnings", "a.cu").werror is True
    o = parse("-Werror=cross-execution-space-call", "a.cu")
    assert o.werror is False and "cross-execution-space-call" in o.notes[0]
    with pytest.raises(UsageError, match="unknown warning kind"):
        parse("-Werror", "bogus", "a.cu")


def test_unknown_flags_are_named_and_exit_2():
    with pytest.raises(UsageError) as err:
        parse("-c", "--frobnicate", "-fbogus-flag", "a.cu")
    assert err.value.exit_code == USAGE
    assert "--frobnicate" in err.value.message and "-fbogus-flag" in err.value.message


def test_forward_unknown_to_host_compiler():
    o = parse("-forward-unknown-to-host-compiler", "-pthread", "-fopenmp", "-c", "a.cu")
    assert o.host_flags == ["-pthread", "-fopenmp"]
    o = parse("-pthread", "--forward-unknown-to-host-compiler", "a.cu")  # anywhere on the line
    assert o.host_flags == ["-pthread"]


def test_values_missing_or_on_flags_are_errors():
    with pytest.raises(UsageError, match="-o needs a value"):
        parse("a.cu", "-o")
    with pytest.raises(UsageError, match="takes no value"):
        parse("-c=yes", "a.cu")
    with pytest.raises(UsageError, match="-rdc=maybe"):
        parse("-rdc=maybe", "a.cu")
    with pytest.raises(UsageError, match="-std=gnu"):
        parse("-std=gnu++17", "a.cu")


def test_not_supported_phases():
    with pytest.raises(NotSupportedError, match="not supported: nvcc option -include"):
        parse("-include", "pre.h", "a.cu")


def test_module_phases():
    """-ptx, -cubin, -fatbin: a module for cuModuleLoad (tests/driver/test_nvrtc.py builds and loads them)."""
    for kind in ("ptx", "cubin", "fatbin"):
        o = parse(f"--{kind}", "a.cu")
        assert (o.mode, o.module_kind) == ("module", kind)
    with pytest.raises(UsageError, match="-ptx and -cubin"):
        parse("-ptx", "-cubin", "a.cu")
    with pytest.raises(UsageError, match="conflicting phase options"):
        parse("-ptx", "-c", "a.cu")


def test_response_files(tmp_path):
    o = parse(f"@{DATA / 'flags.rsp'}", "a.cu")
    assert (o.opt, o.defines, o.includes) == ("3", ["GREETING=hello world"], ["inc_from_rsp"])
    o2 = parse("--options-file", str(DATA / "flags.rsp"), "a.cu")
    o3 = parse(f"-optf={DATA / 'flags.rsp'}", "a.cu")
    assert o2.defines == o3.defines == ["GREETING=hello world"]
    loop = tmp_path / "loop.rsp"
    loop.write_text(f"@{loop}\n")
    with pytest.raises(InputError, match="nest"):
        parse(f"@{loop}")
    with pytest.raises(InputError, match="cannot read options file"):
        parse(f"@{tmp_path / 'missing.rsp'}")


@pytest.mark.parametrize("argv,nums", [
    (["-arch=sm_80"], ["80"]),
    (["-arch", "compute_70", "-code", "sm_70,compute_70"], ["70"]),
    (["-gencode", "arch=compute_80,code=sm_80", "-gencode=arch=compute_90a,code=[compute_90a,sm_90a]"],
     ["80", "90a"]),
    (["--generate-code=arch=compute_52,code=[compute_52,sm_52]"], ["52"]),
    (["-arch=native"], []),
])
def test_cuda_architectures_all_map_to_gfx942(argv, nums):
    o = parse(*argv, "a.cu")
    assert cuda_arch_numbers(o) == nums
    assert offload_archs(o) == ["gfx942"]


def test_offload_arch_overrides():
    assert offload_archs(parse("-arch=sm_80", "--xlate-offload-arch=gfx90a,gfx942", "a.cu")) == ["gfx90a", "gfx942"]
    assert offload_archs(parse("-arch=sm_80", "a.cu", env={"XLATE_OFFLOAD_ARCH": "gfx90a"})) == ["gfx90a"]
    assert offload_archs(parse("-arch=gfx90a", "a.cu")) == ["gfx90a"]
    with pytest.raises(UsageError, match="not a CUDA architecture"):
        offload_archs(parse("-arch=kepler", "a.cu"))


def test_target_and_warp_from_options_and_environment():
    assert parse("a.cu").target is None
    assert parse("--xlate-target", "cpu", "a.cu").target == "cpu"
    assert parse("a.cu", env={"XLATE_NVCC_TARGET": "cpu"}).target == "cpu"
    assert parse("--xlate-target=gfx", "a.cu", env={"XLATE_NVCC_TARGET": "cpu"}).target == "gfx"
    assert parse("--xlate-warp-size=32", "a.cu").warp_size == 32
    with pytest.raises(UsageError, match="--xlate-target arm"):
        parse("--xlate-target", "arm", "a.cu")


def test_host_link_flags_cmake_gives_its_link_launcher():
    # CMake's link lines for CUDA targets go to xlate-nvcc (CMAKE_CUDA_HOST_LINK_LAUNCHER) with host
    # driver flags nvcc itself does not take
    o = parse("-fPIC", "-shared", "-Wl,-soname,libs.so", "-Wl,-rpath,/x", "-rdynamic", "-fuse-ld=lld", "a.o")
    assert o.host_link_flags == ["-Wl,-soname,libs.so", "-Wl,-rpath,/x"]
    assert o.host_flags == ["-fPIC", "-rdynamic", "-fuse-ld=lld"]
    with pytest.raises(UsageError, match="-fno-such"):
        parse("-fno-such", "a.o")
