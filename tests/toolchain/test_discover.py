"""Toolchain discovery: the portable toolchain, a (fake) ROCm taking precedence, and the shadowing trap."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from tc_helpers import DATA, EXAMPLES, error_lines, run_xlate

from xlate.errors import ToolchainError
from xlate.toolchain.discover import SYSTEM_INCLUDE_ENV, find_rocm, find_toolchain

SHADOW_ROOT = DATA / "shadow"  # holds hip/hip_version.h saying HIP 5.2


def test_portable_toolchain_as_found(toolchain, portable_prefix):
    assert toolchain.kind == "portable"
    assert toolchain.hip_path == portable_prefix / "usr"
    assert (toolchain.hip_version.major, toolchain.hip_version.minor) == (7, 2)  # the pinned 7.2.4 packages
    assert toolchain.hip_version.header == portable_prefix / "usr/include/hip/hip_version.h"
    assert (toolchain.device_lib_path / "oclc_isa_version_942.bc").is_file()
    assert toolchain.runtime_soname == "libamdhip64.so.7"
    assert (toolchain.resource_dir / "include").is_dir()


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    """No ROCm visible: no ROCM_PATH, PATH without amdclang++/hipcc, an empty system include root."""
    monkeypatch.delenv("ROCM_PATH", raising=False)
    monkeypatch.delenv("CPATH", raising=False)
    dirs = [d for d in os.environ.get("PATH", "").split(os.pathsep)
            if d and not (Path(d) / "amdclang++").exists() and not (Path(d) / "hipcc").exists()]
    monkeypatch.setenv("PATH", os.pathsep.join(dirs))
    empty = tmp_path / "sysinc"
    empty.mkdir()
    monkeypatch.setenv(SYSTEM_INCLUDE_ENV, str(empty))


def test_no_rocm_anywhere(clean_env, tmp_path):
    assert find_rocm(default_root=tmp_path / "no-opt-rocm") is None


def _fake_rocm(root: Path, toolchain) -> Path:
    """A ROCm-shaped tree whose amdclang++ records its arguments, then runs clang++-19."""
    (root / "bin").mkdir(parents=True)
    (root / "amdgcn").mkdir()
    os.symlink(toolchain.hip_include, root / "include")
    os.symlink(toolchain.runtime_lib_dir, root / "lib")
    os.symlink(toolchain.device_lib_path, root / "amdgcn" / "bitcode")
    os.symlink(toolchain.hip_path / "share", root / "share")  # share/hip/version: clang reads the HIP version
    log = root / "args.log"
    script = root / "bin" / "amdclang++"
    script.write_text(f'#!/bin/sh\nprintf "%s\\n" "$*" >> "{log}"\nexec "{toolchain.clang}" "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return log


def test_rocm_path_takes_precedence(clean_env, toolchain, tmp_path, monkeypatch):
    root = tmp_path / "rocm"
    log = _fake_rocm(root, toolchain)
    monkeypatch.setenv("ROCM_PATH", str(root))
    tc = find_toolchain(default_rocm=tmp_path / "none")
    assert tc.kind == "rocm" and tc.root == root and tc.clang == root / "bin/amdclang++"
    assert tc.device_lib_path == root / "amdgcn/bitcode"
    assert tc.hip_version.major == 7
    assert f"--rocm-path={root}" in log.read_text()


def test_amdclang_on_path_is_found(clean_env, toolchain, tmp_path, monkeypatch):
    root = tmp_path / "rocm"
    _fake_rocm(root, toolchain)
    monkeypatch.setenv("PATH", f"{root / 'bin'}{os.pathsep}{os.environ['PATH']}")
    tc = find_rocm(default_root=tmp_path / "none")
    assert tc is not None and tc.kind == "rocm" and tc.root == root


def test_default_rocm_dir_is_found(clean_env, toolchain, tmp_path):
    root = tmp_path / "opt-rocm"
    _fake_rocm(root, toolchain)
    tc = find_rocm(default_root=root)
    assert tc is not None and tc.root == root


def test_build_with_fake_rocm_uses_it(clean_env, toolchain, tmp_path):
    root = tmp_path / "rocm"
    log = _fake_rocm(root, toolchain)
    out = tmp_path / "va.o"
    proc = run_xlate(["build", "-c", str(EXAMPLES / "vector_add.hip"), "-o", str(out)],
                     env_extra={"ROCM_PATH": str(root), "PATH": os.environ["PATH"],
                                SYSTEM_INCLUDE_ENV: os.environ[SYSTEM_INCLUDE_ENV]})
    assert proc.returncode == 0, proc.stderr
    assert "with the rocm toolchain" in proc.stdout
    compile_line = [ln for ln in log.read_text().splitlines() if " -c " in f" {ln} "][-1]
    assert f"--rocm-path={root}" in compile_line and "--offload-arch=gfx942" in compile_line
    assert str(EXAMPLES / "vector_add.hip") in compile_line


def test_broken_rocm_path_is_an_error(clean_env, tmp_path, monkeypatch):
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "missing"))
    with pytest.raises(ToolchainError, match="is not a directory"):
        find_rocm()
    (tmp_path / "empty-rocm").mkdir()
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "empty-rocm"))
    with pytest.raises(ToolchainError, match="has no amdclang"):
        find_rocm()


# ------------------------------------------------------------------------------------ shadowing


def test_planted_system_hip_headers_fail_doctor(portable_prefix):
    proc = run_xlate(["doctor"], env_extra={SYSTEM_INCLUDE_ENV: str(SHADOW_ROOT)}, drop=("ROCM_PATH",))
    assert proc.returncode == 4, proc.stdout + proc.stderr
    fail = [ln for ln in proc.stdout.splitlines() if ln.startswith("FAIL")]
    assert any(str(SHADOW_ROOT / "hip/hip_version.h") in ln and "HIP 5.2" in ln for ln in fail), proc.stdout
    assert "apt-get remove libamdhip64-dev" in proc.stdout
    assert proc.stdout.splitlines()[-1].startswith("doctor: 1 problem(s): system HIP headers")


def test_planted_system_hip_headers_make_build_refuse(portable_prefix, tmp_path):
    proc = run_xlate(["build", str(EXAMPLES / "vector_add.hip"), "-o", str(tmp_path / "x")],
                     env_extra={SYSTEM_INCLUDE_ENV: str(SHADOW_ROOT)}, drop=("ROCM_PATH",))
    assert proc.returncode == 4
    (line,) = error_lines(proc.stderr)
    assert str(SHADOW_ROOT / "hip/hip_version.h") in line and "shadows" in line
    assert not (tmp_path / "x").exists()


def test_header_clang_actually_reads_is_checked(portable_prefix, tmp_path):
    """CPATH puts the planted tree ahead of --hip-path, as /usr/include is: clang then reads HIP 5.2."""
    empty = tmp_path / "sysinc"
    empty.mkdir()
    env = {SYSTEM_INCLUDE_ENV: str(empty), "CPATH": str(SHADOW_ROOT)}
    doc = run_xlate(["doctor", "--json"], env_extra=env, drop=("ROCM_PATH",))
    assert doc.returncode == 4
    import json

    checks = {c["name"]: c for c in json.loads(doc.stdout)["checks"]}
    ver = checks["HIP version (as the compiler sees it)"]
    assert ver["status"] == "fail" and ver["value"].startswith("5.2.21153 from ")
    assert f"clang reads {SHADOW_ROOT / 'hip/hip_version.h'} (HIP 5.2)" in ver["value"]
    proc = run_xlate(["build", "-c", str(EXAMPLES / "vector_add.hip"), "-o", str(tmp_path / "x.o")],
                     env_extra=env, drop=("ROCM_PATH",))
    assert proc.returncode == 4
    assert "clang reads" in error_lines(proc.stderr)[0]


def test_doctor_healthy_json(portable_prefix, tmp_path):
    empty = tmp_path / "sysinc"
    empty.mkdir()
    import json

    proc = run_xlate(["doctor", "--json"], env_extra={SYSTEM_INCLUDE_ENV: str(empty)}, drop=("ROCM_PATH", "CPATH"))
    data = json.loads(proc.stdout)
    assert proc.returncode == 0 and data["healthy"], proc.stdout
    checks = {c["name"]: c for c in data["checks"]}
    assert checks["toolchain"]["value"].startswith("portable at ")
    assert checks["HIP version (as the compiler sees it)"]["value"].startswith("7.2.")
    assert "oclc_isa_version_942.bc present" in checks["device libraries"]["value"]
    assert "libamdhip64.so.7 -> libamdhip64.so.7." in checks["HIP runtime library"]["value"]
    assert checks["clang Python bindings"]["status"] == "ok"
    assert checks["CUDA toolkit"]["status"] == "info"


def test_doctor_without_setup_says_how_to_fix(tmp_path):
    if shutil.which("clang++-19") is None:
        pytest.skip("clang++-19 is not installed")
    proc = run_xlate(["doctor"], env_extra={"XLATE_CACHE": str(tmp_path)}, drop=("ROCM_PATH",))
    assert proc.returncode == 4
    assert "FAIL toolchain: no ROCm found and the portable HIP toolchain is not set up" in proc.stdout
    assert "fix: run `xlate setup`" in proc.stdout
