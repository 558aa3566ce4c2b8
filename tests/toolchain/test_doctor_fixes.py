"""`xlate doctor`'s fix lines name the Debian package that really holds each tool.

Checked against the world: dpkg on this (Debian) machine says which installed package owns each
`/usr/bin/<tool>-19`, and doctor must name exactly that one when the tool is missing.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from xlate.toolchain import doctor
from xlate.toolchain.discover import PORTABLE_LLVM_SUFFIX, TOOL_PACKAGES, locate_toolchain


@pytest.mark.parametrize("key", sorted(TOOL_PACKAGES))
def test_fix_package_owns_the_tool(key):
    name, pkg = TOOL_PACKAGES[key]
    assert shutil.which("dpkg"), "dpkg not found: scripts/setup.sh supports Debian only"
    path = Path("/usr/bin") / (name + PORTABLE_LLVM_SUFFIX)
    assert path.exists(), f"{path} is missing: scripts/setup.sh must install {pkg}"
    res = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True, timeout=60, check=False)
    owners = {ln.split(":", 1)[0].strip() for ln in res.stdout.splitlines() if ":" in ln}
    assert pkg in owners, f"{path} belongs to {owners or 'no package'}, not {pkg}"


def test_setup_installs_every_tool_package():
    text = (Path(__file__).resolve().parents[2] / "scripts" / "setup.sh").read_text(encoding="utf-8")
    for _name, pkg in TOOL_PACKAGES.values():
        assert f" {pkg}" in text, f"scripts/setup.sh does not install {pkg}"


def test_missing_bundler_names_clang_tools(monkeypatch):
    tc = locate_toolchain()
    tools = dict(tc.tools)
    tools["bundler"] = Path("/nonexistent/clang-offload-bundler-19")
    monkeypatch.setattr(doctor, "locate_toolchain", lambda: type(tc)(**{**tc.__dict__, "tools": tools}))
    found = {f.name: f for f in doctor.collect()}
    bundler = found["offload bundler"]
    assert bundler.status == "fail"
    assert bundler.fix == "apt-get install clang-tools-19"
    assert found["linker (lld)"].status == "ok"


def test_contraction_plugin_is_reported_with_its_fix(monkeypatch):
    """The cpu backend's fused multiply-adds (docs/cpu-backend.md): doctor says where the plugin is, and
    without LLVM's headers (no plugin) it fails naming the package that brings them."""
    from xlate.cpu import build

    found = {f.name: f for f in doctor.collect(contraction=build.describe_contraction)}
    ok = found["cpu backend fused multiply-add"]
    assert ok.status == "ok" and "device_contract.so" in ok.value, ok
    monkeypatch.setattr(build, "device_contract_plugin", lambda cxx=None: None)
    found = {f.name: f for f in doctor.collect(contraction=build.describe_contraction)}
    missing = found["cpu backend fused multiply-add"]
    assert missing.status == "fail" and "llvm-19-dev" in missing.fix, missing
