"""xlate setup: pins, the sha256-keyed cache, idempotence without network, and failures."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest
from tc_helpers import DATA, error_lines, run_xlate

from xlate.errors import InternalError, ToolchainError
from xlate.toolchain.apt import PrivateApt
from xlate.toolchain.pins import load_pins, prefix_key
from xlate.toolchain.setup import MARKER, cache_root, ensure_toolchain, sha256_file


class NoNetworkApt(PrivateApt):
    """A PrivateApt that fails the test if setup tries to reach the archive."""

    def update(self):
        raise AssertionError("setup used the network although everything was cached")

    def download(self, pin, dest_dir):
        raise AssertionError(f"setup tried to download {pin.spec}")


def test_real_pins_load_and_select():
    ps = load_pins()
    names = [p.name for p in ps.select()]
    assert names[:2] == ["libamdhip64-dev", "libamdhip64-7"]
    assert "rocm-device-libs-17" in names
    assert all(len(p.sha256) == 64 for p in ps.packages)


def test_groups_select_default_and_explicit():
    ps = load_pins(DATA / "pins_two_groups.toml")
    assert [p.name for p in ps.select()] == ["pkg-core"]
    assert [p.name for p in ps.select(["core", "libs"])] == ["pkg-core", "pkg-libs"]
    # the prefix key changes with the package set
    assert prefix_key(ps.select()) != prefix_key(ps.select(["core", "libs"]))
    with pytest.raises(InternalError, match="unknown toolchain package group"):
        ps.select(["nope"])


@pytest.mark.parametrize("name,match", [("pins_bad_suite.toml", "suite 'experimental' is not in archive.suites"),
                                        ("pins_bad_sha.toml", "bad sha256 for pkg-core")])
def test_bad_pin_files_are_rejected(name, match):
    with pytest.raises(InternalError, match=match):
        load_pins(DATA / name)


def test_cached_setup_is_idempotent_without_network(portable_prefix):
    ps = load_pins()
    root = cache_root()
    res = ensure_toolchain(apt=NoNetworkApt(root / "apt", ps.archive))
    assert res.cached and res.prefix == portable_prefix and res.fetched == []
    assert (portable_prefix / MARKER).is_file()
    assert (portable_prefix / "usr/include/hip/hip_version.h").is_file()


def test_setup_cli_offline_when_cached(portable_prefix):
    proc = run_xlate(["setup", "--offline"])
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[-1].startswith(f"setup: portable toolchain ready in {portable_prefix} ")
    assert "already cached" in lines[-1]
    for p in load_pins().select():
        assert any(p.name in ln and p.version in ln and p.sha256 in ln for ln in lines), p.name


def test_unpack_from_cached_debs_without_network(portable_prefix, tmp_path):
    """A cache with the verified .debs but no prefix: setup unpacks them, no network, atomically."""
    ps = load_pins()
    src_debs = cache_root() / "debs"
    (tmp_path / "debs").mkdir()
    for p in ps.select():
        os.link(src_debs / f"{p.sha256}.deb", tmp_path / "debs" / f"{p.sha256}.deb")
    res = ensure_toolchain(root=tmp_path, apt=NoNetworkApt(tmp_path / "apt", ps.archive))
    assert not res.cached and res.fetched == []
    assert res.prefix.parent == tmp_path / "prefix"
    assert (res.prefix / MARKER).is_file()
    assert (res.prefix / "usr/lib/x86_64-linux-gnu/libamdhip64.so.7").exists()
    assert [d.name for d in (tmp_path / "prefix").iterdir()] == [res.prefix.name]  # no temp dirs left


def test_offline_with_empty_cache_fails_with_exit_4(tmp_path):
    proc = run_xlate(["setup", "--offline"], env_extra={"XLATE_CACHE": str(tmp_path)})
    assert proc.returncode == 4
    (line,) = error_lines(proc.stderr)
    assert "offline" in line and "libamdhip64-dev=7.2.4-1~exp2" in line and "xlate setup" in line
    assert "Traceback" not in proc.stderr


def test_corrupt_cached_deb_is_not_trusted(portable_prefix, tmp_path):
    ps = load_pins()
    (tmp_path / "debs").mkdir()
    first = ps.select()[0]
    (tmp_path / "debs" / f"{first.sha256}.deb").write_bytes(b"not the package")
    with pytest.raises(ToolchainError, match="offline, and libamdhip64-dev"):
        ensure_toolchain(offline=True, root=tmp_path)


class FakeApt(PrivateApt):
    """Answers like the archive would, without the network: for the failure paths of fetch_pin."""

    def __init__(self, root, archive, records, versions, payload=b""):
        super().__init__(root, archive)
        self.records, self.versions, self.payload = records, versions, payload

    def update(self):
        self.updated = True

    def record(self, pin):
        return self.records.get(pin.name)

    def available_versions(self, name):
        return self.versions.get(name, [])

    def download(self, pin, dest_dir):
        dest_dir.mkdir(parents=True, exist_ok=True)
        out = dest_dir / f"{pin.name}_{pin.version}_amd64.deb"
        out.write_bytes(self.payload)
        return out


def test_pinned_version_gone_names_package_version_and_alternatives(tmp_path):
    ps = load_pins()
    apt = FakeApt(tmp_path / "apt", ps.archive, records={},
                  versions={"libamdhip64-dev": ["6.4.3-5 (sid)", "5.7.1-6 (trixie)"]})
    with pytest.raises(ToolchainError) as ei:
        ensure_toolchain(root=tmp_path, apt=apt)
    msg = ei.value.message
    assert ei.value.exit_code == 4
    assert "libamdhip64-dev 7.2.4-1~exp2 (experimental) is no longer in the Debian archive" in msg
    assert "available: 6.4.3-5 (sid), 5.7.1-6 (trixie)" in msg
    assert "pins.toml" in msg


def test_download_with_wrong_sha256_is_refused(tmp_path):
    ps = load_pins()
    first = ps.select()[0]
    apt = FakeApt(tmp_path / "apt", ps.archive, records={first.name: {"SHA256": first.sha256}}, versions={},
                  payload=b"tampered")
    with pytest.raises(ToolchainError, match=r"downloaded file has sha256 [0-9a-f]{64}, pinned " + first.sha256):
        ensure_toolchain(root=tmp_path, apt=apt)
    assert not list((tmp_path / "debs").glob("*.deb"))


def test_archive_sha256_differing_from_pin_is_refused(tmp_path):
    ps = load_pins()
    first = ps.select()[0]
    apt = FakeApt(tmp_path / "apt", ps.archive, records={first.name: {"SHA256": "0" * 64}}, versions={})
    with pytest.raises(ToolchainError, match="differs from the pinned"):
        ensure_toolchain(root=tmp_path, apt=apt)


def test_bogus_pin_against_the_real_private_apt_state(portable_prefix, tmp_path):
    """The real apt-cache answers for a version that does not exist (lists refreshed if not cached)."""
    ps = load_pins()
    root = cache_root() / "apt"
    apt = PrivateApt(root, ps.archive)
    if not (root / "lists").is_dir() or not any((root / "lists").glob("*Packages*")):
        apt.update()  # the cache came from elsewhere without lists: needs the network once
    apt.updated = True
    real = ps.select()[0]
    bogus = dataclasses.replace(real, version="0.0.0-bogus1")
    bogus_set = dataclasses.replace(ps, packages=(bogus,))
    with pytest.raises(ToolchainError) as ei:
        ensure_toolchain(root=tmp_path, pinset=bogus_set, apt=apt)
    msg = ei.value.message
    assert "libamdhip64-dev 0.0.0-bogus1 (experimental) is no longer in the Debian archive" in msg
    assert f"{real.version} (experimental)" in msg  # apt-cache madison lists the real one
    shutil.rmtree(tmp_path, ignore_errors=True)


def test_sha256_file(tmp_path):
    f = tmp_path / "x"
    f.write_bytes(b"abc")
    # sha256("abc") from FIPS 180-2, appendix B.1
    assert sha256_file(f) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def test_cache_root_follows_env(monkeypatch, tmp_path):
    monkeypatch.setenv("XLATE_CACHE", str(tmp_path))
    assert cache_root() == tmp_path / "toolchain"
    monkeypatch.delenv("XLATE_CACHE")
    assert cache_root() == Path.home() / ".cache" / "xlate" / "toolchain"
