"""Build caches key on every input of a build: a change to any of xlate's header trees on the include
path (support headers, cpu runtime headers, cpu library headers, runtime sources), to the compiler or
to the toolchain makes a new key, so a warm run never reports a pass from a stale binary or stamp."""

from __future__ import annotations

import os
import shutil
import stat
import sys
from pathlib import Path

import pytest
import runner

import xlate.conformance.build as ct_build
from xlate.core.buildkey import InputsHash, inputs_key, tree_files
from xlate.cpu import build as cb
from xlate.errors import ToolchainError
from xlate.pipeline import cpu_programs
from xlate.rewrite import support


def _copy(src: Path, tmp: Path, name: str) -> Path:
    dst = tmp / name
    shutil.copytree(src, dst)
    return dst


def _touch_header(tree: Path) -> Path:
    h = next(p for p in tree_files(tree) if p.suffix in (".h", ".hpp", ".cuh"))
    h.write_text(h.read_text() + "\n// edited\n")
    return h


def test_inputs_key_sees_every_kind_of_input(tmp_path):
    t = tmp_path / "t"
    (t / "sub").mkdir(parents=True)
    (t / "sub" / "a.h").write_text("int a;\n")
    f = tmp_path / "f.txt"
    f.write_text("x")
    base = inputs_key(strings=["-O1"], files=[f], trees=[t])
    assert base == inputs_key(strings=["-O1"], files=[f], trees=[t])
    assert base != inputs_key(strings=["-O2"], files=[f], trees=[t])
    (t / "sub" / "a.h").write_text("int b;\n")
    k2 = inputs_key(strings=["-O1"], files=[f], trees=[t])
    assert k2 != base
    (t / "sub" / "b.h").write_text("")  # a new, empty header is an input too
    k3 = inputs_key(strings=["-O1"], files=[f], trees=[t])
    assert k3 != k2
    (t / "sub" / "b.h").rename(t / "c.h")  # so is where it lies
    assert inputs_key(strings=["-O1"], files=[f], trees=[t]) != k3
    # field boundaries count: ("ab", "c") is not ("a", "bc")
    assert InputsHash().strings(["ab", "c"]).key() != InputsHash().strings(["a", "bc"]).key()


@pytest.mark.parametrize("tree", ["support", "cpu_include", "cpu_libs", "cpu_src"])
def test_cpu_program_key_changes_with_each_header_tree(tmp_path, monkeypatch, tree):
    if shutil.which("clang++-19") is None and shutil.which("clang++") is None:
        pytest.skip("no host C++ compiler")
    if tree == "support":
        monkeypatch.setattr(support, "SUPPORT_INCLUDE", _copy(support.SUPPORT_INCLUDE, tmp_path, "s"))
        edited = support.SUPPORT_INCLUDE
    elif tree == "cpu_include":
        monkeypatch.setattr(cb, "INCLUDE_DIR", _copy(cb.INCLUDE_DIR, tmp_path, "i"))
        edited = cb.INCLUDE_DIR
    elif tree == "cpu_libs":
        monkeypatch.setattr(cb, "LIBS_INCLUDE", _copy(cb.LIBS_INCLUDE, tmp_path, "l"))
        edited = cb.LIBS_INCLUDE
    else:
        monkeypatch.setattr(cb, "RUNTIME_SRC_DIR", _copy(cb.RUNTIME_SRC_DIR, tmp_path, "src"))
        edited = cb.RUNTIME_SRC_DIR
    before_prog = cpu_programs.program_inputs_key(64, "1")
    before_case = runner.cpu_inputs_key(64)
    assert cpu_programs.program_inputs_key(64, "1") == before_prog  # stable while nothing changes
    if tree == "cpu_src":
        (edited / "extra_helper.h").write_text("// a header next to the runtime sources\n")
    else:
        _touch_header(edited)
    assert cpu_programs.program_inputs_key(64, "1") != before_prog
    assert runner.cpu_inputs_key(64) != before_case


def test_cpu_program_key_changes_with_flags_and_compiler(tmp_path, monkeypatch):
    if shutil.which("clang++-19") is None and shutil.which("clang++") is None:
        pytest.skip("no host C++ compiler")
    k = cpu_programs.program_inputs_key(64, "1")
    assert cpu_programs.program_inputs_key(32, "1") != k
    assert cpu_programs.program_inputs_key(64, "2") != k
    assert cpu_programs.program_inputs_key(64, "1", ["-DX"]) != k
    fake = tmp_path / "fake-clang++"
    fake.write_text("#!/bin/sh\necho 'clang version 99.0.0'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    k1 = cpu_programs.program_inputs_key(64, "1", cxx=str(fake))
    assert k1 != k
    fake.write_text("#!/bin/sh\necho 'clang version 99.0.1'\n")  # same path, another compiler
    os.utime(fake, ns=(fake.stat().st_atime_ns, fake.stat().st_mtime_ns + 10**9))
    assert cpu_programs.program_inputs_key(64, "1", cxx=str(fake)) != k1


def test_edited_support_header_rebuilds_the_case(tmp_path, monkeypatch):
    """The real thing: a case built and cached, then a support header edited, is built again."""
    if shutil.which("clang++-19") is None and shutil.which("clang++") is None:
        pytest.skip("no host C++ compiler")
    monkeypatch.setattr(support, "SUPPORT_INCLUDE", _copy(support.SUPPORT_INCLUDE, tmp_path, "s"))
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setattr(ct_build, "build_cache_dir", lambda: cache)
    case = runner.load_case(runner.CASES / "warp_lane_ids")
    tr = runner.translate_case(case, tmp_path / "tr")
    exe1, _, cached1 = runner.cpu_build(tr, 64)
    exe2, _, cached2 = runner.cpu_build(tr, 64)
    assert (cached1, cached2) == (False, True) and exe1 == exe2
    _touch_header(support.SUPPORT_INCLUDE)
    exe3, _, cached3 = runner.cpu_build(tr, 64)
    assert cached3 is False and exe3 != exe1


class _FakeToolchain:
    kind = "portable"

    def __init__(self, root: Path, clang: Path):
        self.root, self.clang, self.hip_path, self.device_lib_path = root, clang, root / "hip", root / "bc"

    def compile_args(self, archs):
        return ["-x", "hip", *[f"--offload-arch={a}" for a in archs]]


def _translated(tmp_path: Path) -> runner.Translated:
    case = runner.load_case(runner.CASES / "warp_lane_ids")
    src = tmp_path / "tr" / "warp_lane_ids.hip"
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_text("__global__ void ids() {}\n")
    return runner.Translated(case, src.parent, [src], [src.parent], {src: src.read_text()})


def test_gfx942_stamp_key_has_toolchain_and_headers(tmp_path, monkeypatch):
    import xlate.toolchain as tcmod

    clang = tmp_path / "clang++"
    clang.write_text("#!/bin/sh\necho 'clang version 19.1.7'\n")
    clang.chmod(clang.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(tcmod, "locate_toolchain", lambda: _FakeToolchain(tmp_path / "prefix-a", clang))
    monkeypatch.setattr(support, "SUPPORT_INCLUDE", _copy(support.SUPPORT_INCLUDE, tmp_path, "s"))
    tr = _translated(tmp_path)
    k = runner.gfx942_inputs_key(tr)
    assert runner.gfx942_inputs_key(tr) == k
    _touch_header(support.SUPPORT_INCLUDE)
    k_hdr = runner.gfx942_inputs_key(tr)
    assert k_hdr != k
    clang.write_text("#!/bin/sh\necho 'clang version 20.0.0'\n")
    k_ver = runner.gfx942_inputs_key(tr)
    assert k_ver != k_hdr
    monkeypatch.setattr(tcmod, "locate_toolchain", lambda: _FakeToolchain(tmp_path / "prefix-b", clang))
    assert runner.gfx942_inputs_key(tr) != k_ver  # another pinned prefix


def test_gfx942_no_cached_pass_without_a_toolchain(tmp_path, monkeypatch):
    import xlate.pipeline.build as pbuild
    import xlate.toolchain as tcmod

    def none():
        raise ToolchainError("no toolchain")

    monkeypatch.setattr(tcmod, "locate_toolchain", none)
    monkeypatch.setattr(pbuild, "build", lambda *a, **k: none())
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setattr(ct_build, "build_cache_dir", lambda: cache)
    tr = _translated(tmp_path)
    monkeypatch.setattr(ct_build, "digest", lambda parts: "K" * 20)  # whatever the key, a stamp is there
    (cache / f"{tr.case.name}-gfx942-{'K' * 20}.ok").write_text("ok (stale)")
    ok, msg, _, cached = runner.gfx942_build(tr)
    assert not ok and not cached and "no toolchain" in msg


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
