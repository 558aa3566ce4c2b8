"""The verification helper on real gfx942/gfx90a builds of the examples, and its failure modes."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile
from tc_helpers import DATA, EXAMPLES, kernels_in_source

from xlate.errors import USAGE
from xlate.pipeline.build import BuildRequest, build
from xlate.toolchain.verify import (
    AMDGPU_MACH,
    TargetError,
    _kernel_present,
    _strip_params,
    parse_target_id,
    split_bundles,
    verify_binary,
)

SINGLE = sorted(EXAMPLES.glob("*.hip"))
MULTI = sorted((EXAMPLES / "multi_file").glob("*.hip"))


@pytest.fixture(scope="session")
def example_objects(examples_build) -> dict[str, Path]:
    return {p.stem: p for p in examples_build.outputs}


@pytest.fixture(scope="session")
def multi_exe(toolchain, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("multi") / "multi_file"
    build(BuildRequest(sources=MULTI, output=out, includes=[EXAMPLES / "multi_file"], verify=False),
          toolchain=toolchain)
    return out


@pytest.fixture(scope="session")
def four_arch_object(toolchain, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("archs") / "vector_add.o"
    build(BuildRequest(sources=[EXAMPLES / "vector_add.hip"], output=out, compile_only=True, verify=False,
                       offload_archs=["gfx90a", "gfx908", "gfx1030", "gfx942"]), toolchain=toolchain)
    return out


def test_examples_are_covered():
    names = {p.stem for p in SINGLE}
    assert {"device_props", "streams_events", "device_printf", "math_funcs", "half_precision",
            "float_atomics", "cooperative_groups", "vector_add"} <= names
    for p in [*SINGLE, *MULTI]:
        assert p.read_text().startswith("//"), f"{p} must start with a comment saying what it exercises"


@pytest.mark.parametrize("src", SINGLE, ids=lambda p: p.stem)
def test_each_example_verifies_for_gfx942(example_objects, toolchain, src):
    expected = kernels_in_source(src)
    assert expected, f"no __global__ kernel found in {src}"
    rep = verify_binary(example_objects[src.stem], expected, "gfx942", cxxfilt=toolchain.tools["cxxfilt"])
    assert rep.ok, rep.summary()
    assert rep.kind == "object"
    names = {c.name for c in rep.checks}
    assert {".hip_fatbin section", "code object for gfx942", "expected kernels"} <= names


def test_template_kernel_instances_are_found(example_objects, toolchain):
    rep = verify_binary(example_objects["math_funcs"], ["axpy", "axpy<float>", "axpy<double>"], "gfx942",
                        cxxfilt=toolchain.tools["cxxfilt"])
    assert rep.ok, rep.summary()
    # four kernels: two plain, two instances of the template
    assert len(rep.kernels) == 4


def test_kernel_names_agree_with_llvm_readelf(example_objects, toolchain, tmp_path):
    """Our msgpack reading of the metadata note against llvm-readelf's own printing of it."""
    obj = example_objects["cooperative_groups"]
    sec = ELFFile(obj.open("rb")).get_section_by_name(".hip_fatbin")
    (code,) = [blob for t, blob in split_bundles(sec.data()) if t.endswith("gfx942")]
    co = tmp_path / "co.elf"
    co.write_bytes(code)
    out = subprocess.run([str(toolchain.tools["readelf"]), "--notes", "-h", str(co)], capture_output=True,
                         text=True, timeout=60, check=True).stdout
    names = sorted(ln.split(":", 1)[1].strip() for ln in out.splitlines() if ln.strip().startswith(".name:"))
    rep = verify_binary(obj, None, "gfx942")
    assert sorted(rep.kernels) == names
    assert "gfx942" in next(ln for ln in out.splitlines() if "Flags:" in ln)


def test_mach_table_agrees_with_llvm_readelf(four_arch_object, toolchain, tmp_path):
    sec = ELFFile(four_arch_object.open("rb")).get_section_by_name(".hip_fatbin")
    seen = 0
    for target, blob in split_bundles(sec.data()):
        if not target.startswith("hipv4-"):
            continue
        arch = target.rsplit("--", 1)[1]
        co = tmp_path / f"{arch}.elf"
        co.write_bytes(blob)
        out = subprocess.run([str(toolchain.tools["readelf"]), "-h", str(co)], capture_output=True, text=True,
                             timeout=60, check=True).stdout
        flags = next(ln for ln in out.splitlines() if "Flags:" in ln)
        value = int(flags.split(":", 1)[1].split(",")[0], 16)
        assert f" {arch}" in flags and value & 0xFF == AMDGPU_MACH[arch], flags
        seen += 1
    assert seen == 4


def test_wrong_arch_fails_gfx942_verification(toolchain, tmp_path):
    out = tmp_path / "va90a.o"
    build(BuildRequest(sources=[EXAMPLES / "vector_add.hip"], output=out, compile_only=True, verify=False,
                       offload_archs=["gfx90a"]), toolchain=toolchain)
    ok = verify_binary(out, ["vector_add"], "gfx90a")
    assert ok.ok, ok.summary()
    rep = verify_binary(out, ["vector_add"], "gfx942")
    assert not rep.ok
    (fail,) = rep.failures
    assert fail.name == "code object for gfx942"
    assert "hipv4-amdgcn-amd-amdhsa--gfx90a" in fail.detail


def test_every_arch_of_a_multi_arch_object(four_arch_object):
    for arch in ("gfx90a", "gfx908", "gfx1030", "gfx942"):
        rep = verify_binary(four_arch_object, ["vector_add"], arch)
        assert rep.ok, rep.summary()
    assert not verify_binary(four_arch_object, None, "gfx950").ok


def test_missing_kernel_is_a_failure(example_objects):
    rep = verify_binary(example_objects["vector_add"], ["vector_add", "no_such_kernel"], "gfx942")
    assert not rep.ok
    (fail,) = rep.failures
    assert fail.name == "expected kernels"
    assert "missing no_such_kernel" in fail.detail and "vector_add(float const*" in fail.detail


def test_executable_needed_runtime(multi_exe, toolchain):
    expected = [k for p in MULTI for k in kernels_in_source(p)]
    assert sorted(expected) == ["distances", "self_distance"]
    rep = verify_binary(multi_exe, expected, "gfx942", hip_major=toolchain.hip_version.major)
    assert rep.ok, rep.summary()
    assert rep.kind == "executable"
    assert "libamdhip64.so.7" in rep.needed
    wrong = verify_binary(multi_exe, expected, "gfx942", hip_major=6)
    assert [c.name for c in wrong.failures] == ["NEEDED HIP runtime"]
    assert "expected libamdhip64.so.6" in wrong.failures[0].detail


def test_not_an_elf(tmp_path):
    f = tmp_path / "x.o"
    f.write_bytes(b"hello")
    rep = verify_binary(f, None)
    assert not rep.ok and rep.failures[0].detail == "not an ELF file"


def test_object_without_device_code(tmp_path):
    cc = shutil.which("clang-19") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (clang-19 or cc) to make a plain object")
    obj = tmp_path / "plain.o"
    subprocess.run([cc, "-c", str(DATA / "not_hip.c"), "-o", str(obj)], check=True, timeout=60)
    rep = verify_binary(obj, None)
    assert not rep.ok
    assert rep.failures[0].name == ".hip_fatbin section" and "absent" in rep.failures[0].detail


def test_truncated_bundle_is_reported():
    blob = b"__CLANG_OFFLOAD_BUNDLE__" + (2).to_bytes(8, "little") + (4096).to_bytes(8, "little")
    with pytest.raises(ValueError, match="truncated"):
        split_bundles(blob)
    with pytest.raises(ValueError, match="no clang offload bundle"):
        split_bundles(b"\0" * 64)


def test_hand_made_bundle_round_trip():
    entries = [("host-x86_64-unknown-linux--", b""), ("hipv4-amdgcn-amd-amdhsa--gfx942", b"CODE")]
    header = b"__CLANG_OFFLOAD_BUNDLE__" + len(entries).to_bytes(8, "little")
    table_len = sum(24 + len(t) for t, _ in entries)
    off = len(header) + table_len
    table = b""
    for t, blob in entries:
        table += off.to_bytes(8, "little") + len(blob).to_bytes(8, "little") + len(t).to_bytes(8, "little")
        table += t.encode()
        off += len(blob)
    bundle = header + table + b"".join(b for _, b in entries)
    assert split_bundles(bundle + b"\0" * 7 + bundle) == entries + entries


def test_target_ids():
    assert parse_target_id("gfx942") == ("gfx942", "")
    assert parse_target_id("gfx942:xnack-") == ("gfx942", ":xnack-")
    with pytest.raises(TargetError) as ei:
        parse_target_id("gfx9999")
    assert ei.value.exit_code == USAGE and "unknown AMD GPU target 'gfx9999'" in ei.value.message


@pytest.mark.parametrize("dem,plain", [
    ("vector_add(float const*, float const*, float*, int)", "vector_add"),
    ("void axpy<float>(float, float const*, float*, int)", "axpy<float>"),
    ("ns::k(int)", "ns::k"),
    ("void ns::tk<std::pair<int, int> >(int)", "ns::tk<std::pair<int, int> >"),
    ("extern_c_kernel", "extern_c_kernel"),
])
def test_strip_params(dem, plain):
    assert _strip_params(dem) == plain


def test_kernel_matching_forms():
    ks = {"_Z4axpyIfEvT_PKS0_PS0_i": "void axpy<float>(float, float const*, float*, int)",
          "_ZN2ns1kEi": "ns::k(int)"}
    for name in ("_Z4axpyIfEvT_PKS0_PS0_i", "axpy", "axpy<float>", "ns::k", "k"):
        assert _kernel_present(name, ks), name
    for name in ("axp", "ns::", "axpy<double>", "float"):
        assert not _kernel_present(name, ks), name
