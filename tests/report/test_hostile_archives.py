"""Hostile archives for `xlate corpus fetch`: every member is checked by xlate itself, so an archive
that tricks tarfile's `data` filter (CVE-2025-4517, Python < 3.11.13) still cannot write outside the
destination; and the Debian download folder is never group- or world-writable."""

from __future__ import annotations

import io
import os
import stat
import tarfile
from pathlib import Path

import pytest

from xlate.report import fetch
from xlate.report.fetch import FetchError, safe_extract
from xlate.report.manifest import Project


def _dir(name: str) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type = tarfile.DIRTYPE
    info.mode = 0o755
    return info


def _sym(name: str, target: str, kind: bytes = tarfile.SYMTYPE) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = target
    return info


def _reg(name: str, data: bytes = b"pwned\n") -> tuple[tarfile.TarInfo, bytes]:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    return info, data


def _write(path: Path, members: list) -> Path:
    with tarfile.open(path, "w") as tar:
        for m in members:
            if isinstance(m, tuple):
                tar.addfile(m[0], io.BytesIO(m[1]))
            else:
                tar.addfile(m)
    return path


def _realpath_overflow_members(escape_to: str) -> list:
    """A chain of one-letter symlinks, each to a 247-character folder name: resolved, the path of
    the last link is longer than PATH_MAX, which makes os.path.realpath (non-strict) give up and the
    `data` filter of Python < 3.11.13 accept a link through it that leads out; then a file is written
    through that link."""
    long_name = "d" * 247
    steps = "abcdefghijklmnop"
    members: list = []
    path = ""
    for step in steps:
        members.append(_dir(os.path.join(path, long_name)))
        members.append(_sym(os.path.join(path, step), long_name))
        path = os.path.join(path, long_name)
    deep_link = os.path.join(*steps, "l" * 254)
    members.append(_sym(deep_link, "../" * len(steps)))  # back up to the top, seen through the chain
    members.append(_sym("escape", deep_link + "/" + escape_to))
    members.append(_reg("escape/pwned"))
    return members


def _outside_files(base: Path, keep: set[Path]) -> list[Path]:
    return sorted(p for p in base.rglob("*") if p not in keep and "dest" not in p.relative_to(base).parts[:1])


def test_realpath_overflow_archive_cannot_escape(tmp_path: Path) -> None:
    box = tmp_path / "box"
    box.mkdir()
    victim = tmp_path / "victim"
    victim.mkdir()
    # from box/dest/escape: up through box/dest and box, into tmp_path/victim
    arch = _write(tmp_path / "overflow.tar", _realpath_overflow_members("../../victim"))
    with pytest.raises(FetchError, match="unsafe archive member") as err:
        safe_extract(arch, box / "dest")
    assert err.value.exit_code == 3
    assert list(victim.iterdir()) == []
    assert list(box.iterdir()) == []  # nothing left behind, not even the temporary folder


@pytest.mark.parametrize("members,culprit", [
    ([_reg("p-1/a.cu"), _sym("p-1/up", ".."), _sym("p-1/out", "up/.."), _reg("p-1/out/pwned")],
     "p-1/out"),
    ([_sym("p-1/a", "b/../.."), _sym("p-1/b", ".."), _reg("p-1/a/pwned")], "p-1/a"),
    ([_sym("p-1/loop", "loop"), _sym("p-1/x", "loop/../..")], "p-1/x"),
    ([_sym("p-1/d", "."), _reg("p-1/d/pwned")], "p-1/d/pwned"),
    ([_reg("../pwned")], "../pwned"),
    ([_reg("p-1/./../../pwned")], "p-1/./../../pwned"),
    ([_reg("/tmp/xlate-hostile-absolute-pwned")], "/tmp/xlate-hostile-absolute-pwned"),
    ([_sym("p-1/hard", "../victim/secret", tarfile.LNKTYPE)], "p-1/hard"),
    ([_sym("p-1/l", ".."), _sym("p-1/hard", "p-1/l/victim/secret", tarfile.LNKTYPE)], "p-1/hard"),
    ([_sym("p-1/hard", "/etc/passwd", tarfile.LNKTYPE)], "p-1/hard"),
    ([_reg("p-1/f"), _sym("p-1/f", "/etc/passwd")], "p-1/f"),
], ids=["symlink-chain", "link-to-later-link", "loop", "write-through-link", "dotdot-name", "nested-dotdot",
        "absolute-name", "hardlink-up", "hardlink-through-symlink", "hardlink-absolute", "replace-file-by-link"])
def test_escaping_members_are_refused(tmp_path: Path, members: list, culprit: str) -> None:
    box = tmp_path / "box"
    box.mkdir()
    (tmp_path / "victim").mkdir()
    (tmp_path / "victim" / "secret").write_text("secret\n")
    arch = _write(tmp_path / "bad.tar", members)
    with pytest.raises(FetchError, match="unsafe archive member") as err:
        safe_extract(arch, box / "sub" / "dest")
    assert repr(culprit) in err.value.message
    assert not (box / "sub" / "dest").exists() and list((box / "sub").iterdir()) == []
    assert not (box / "pwned").exists() and not (tmp_path / "pwned").exists()
    assert not Path("/tmp/xlate-hostile-absolute-pwned").exists()
    assert (tmp_path / "victim" / "secret").stat().st_nlink == 1


@pytest.mark.parametrize("kind", [tarfile.FIFOTYPE, tarfile.CHRTYPE, tarfile.BLKTYPE])
def test_special_files_are_refused(tmp_path: Path, kind: bytes) -> None:
    info = tarfile.TarInfo("p-1/special")
    info.type = kind
    arch = _write(tmp_path / "dev.tar", [info])
    with pytest.raises(FetchError, match="unsafe archive member 'p-1/special'"):
        safe_extract(arch, tmp_path / "dest")


def test_inside_links_modes_and_hardlinks_still_work(tmp_path: Path) -> None:
    script = tarfile.TarInfo("p-1/run.sh")
    script.mode = 0o4777  # setuid and world-writable in the archive: neither survives
    script.size = 3
    arch = _write(tmp_path / "ok.tar", [
        _dir("p-1"), _dir("p-1/src"), _reg("p-1/src/a.cu", b"A"), (script, b"#!\n"),
        _sym("p-1/include", "src"), _sym("p-1/src/self", "../src/a.cu"), _sym("p-1/top", "include/.."),
        _sym("p-1/hard", "p-1/include/a.cu", tarfile.LNKTYPE), _sym("p-1/dangling", "later/x.h"),
    ])
    safe_extract(arch, tmp_path / "dest")
    top = tmp_path / "dest" / "p-1"
    assert (top / "include" / "a.cu").read_bytes() == b"A" and (top / "src" / "self").read_bytes() == b"A"
    assert (top / "hard").read_bytes() == b"A" and not (top / "hard").is_symlink()
    assert (top / "hard").stat().st_ino == (top / "src" / "a.cu").stat().st_ino
    assert stat.S_IMODE((top / "run.sh").stat().st_mode) & 0o7022 == 0
    assert (top / "run.sh").stat().st_mode & stat.S_IXUSR
    assert (top / "top").resolve() == top.resolve()


def test_debian_download_folder_is_private_and_the_checked_bytes_are_stored(tmp_path: Path, monkeypatch) -> None:
    data = b"orig tarball\n"
    import hashlib

    sha = hashlib.sha256(data).hexdigest()
    monkeypatch.setenv("XLATE_CACHE", str(tmp_path / "cache"))
    (tmp_path / "cache" / "corpus").mkdir(parents=True)
    monkeypatch.setattr(fetch.SourceApt, "update", lambda self: None)
    modes: list[int] = []

    def fake_run(cmd, *, cwd=None, **kw):
        modes.append(stat.S_IMODE(os.stat(cwd).st_mode))
        (Path(cwd) / "p_1.orig.tar.gz").write_bytes(data)

        class P:
            returncode, stdout, stderr = 0, "", ""
        return P()

    monkeypatch.setattr(fetch, "run", fake_run)
    proj = Project(name="p", tier="small", source="debian-src", package="p", version="1-1", suite="bookworm",
                   archive="p_1.orig.tar.gz", sha256=sha)
    dest = tmp_path / "store" / "p_1.orig.tar.gz"
    fetch.fetch_debian(proj, dest, {})
    assert modes and all(m & 0o022 == 0 for m in modes), [oct(m) for m in modes]
    assert dest.read_bytes() == data and stat.S_IMODE(dest.stat().st_mode) & 0o022 == 0
