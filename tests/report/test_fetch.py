"""Safe extraction and fetching (one tiny PyPI sdist end to end when the index answers)."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path

import pytest

from xlate.report import fetch
from xlate.report.fetch import FetchError, safe_extract
from xlate.report.manifest import load_manifest


def _tar(path: Path, members: list[tuple[tarfile.TarInfo, bytes | None]]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for info, data in members:
            if data is not None:
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
            else:
                tar.addfile(info)
    return path


def _file(name: str, data: bytes = b"x") -> tuple[tarfile.TarInfo, bytes]:
    return tarfile.TarInfo(name), data


def _link(name: str, target: str, kind: bytes = tarfile.SYMTYPE) -> tuple[tarfile.TarInfo, None]:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = target
    return info, None


def test_good_archive_is_unpacked(tmp_path: Path) -> None:
    arch = _tar(tmp_path / "ok.tar.gz", [_file("p-1/a.cu", b"__global__ void k(){}"),
                                          _link("p-1/inner", "a.cu")])
    safe_extract(arch, tmp_path / "out")
    assert (tmp_path / "out/p-1/a.cu").read_bytes() == b"__global__ void k(){}"
    assert (tmp_path / "out/p-1/inner").is_symlink()
    assert (tmp_path / "out" / fetch.COMPLETE_MARK).is_file()


@pytest.mark.parametrize("member", [
    _file("../evil.txt"),
    _file("p-1/../../evil.txt"),
    _file("/tmp/xlate-test-absolute-evil.txt"),
    _link("p-1/passwd", "/etc/passwd"),
    _link("p-1/up", "../../../outside"),
    _link("p-1/hard", "/etc/passwd", tarfile.LNKTYPE),
], ids=["dotdot", "nested-dotdot", "absolute", "symlink-absolute", "symlink-up", "hardlink-out"])
def test_unsafe_members_are_refused(tmp_path: Path, member: tuple) -> None:
    arch = _tar(tmp_path / "bad.tar.gz", [_file("p-1/a.cu"), member])
    with pytest.raises(FetchError, match="unsafe archive member") as err:
        safe_extract(arch, tmp_path / "sub" / "out")
    assert err.value.exit_code == 3
    assert not (tmp_path / "sub" / "out").exists()
    assert not (tmp_path / "evil.txt").exists() and not (tmp_path / "sub" / "evil.txt").exists()
    assert not Path("/tmp/xlate-test-absolute-evil.txt").exists()
    assert list((tmp_path / "sub").iterdir()) == []  # the temporary folder was removed too


def test_device_file_is_refused(tmp_path: Path) -> None:
    info = tarfile.TarInfo("p-1/dev")
    info.type = tarfile.CHRTYPE
    info.devmajor, info.devminor = 1, 3
    arch = _tar(tmp_path / "dev.tar.gz", [(info, None)])
    with pytest.raises(FetchError, match="unsafe archive member"):
        safe_extract(arch, tmp_path / "out")


def test_broken_archive(tmp_path: Path) -> None:
    bad = tmp_path / "x.tar.gz"
    bad.write_bytes(b"not a tar")
    with pytest.raises(FetchError, match="cannot unpack"):
        safe_extract(bad, tmp_path / "out")


def test_index_urls_honour_pip_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIP_INDEX_URL", "https://mirror.invalid/simple/")
    monkeypatch.setenv("PIP_EXTRA_INDEX_URL", "file:///srv/a file:///srv/b")
    assert fetch.index_urls() == ["https://mirror.invalid/simple", "file:///srv/a", "file:///srv/b"]


def test_local_html_index(tmp_path: Path) -> None:
    page = tmp_path / "simple" / "causal-conv1d"
    page.mkdir(parents=True)
    (page / "index.html").write_text(
        '<html><body><a href="../../files/causal_conv1d-1.7.0.tar.gz#sha256=' + "ab" * 32 + '">'
        "causal_conv1d-1.7.0.tar.gz</a></body></html>", encoding="utf-8")
    files = fetch.index_files((tmp_path / "simple").as_uri(), "causal_conv1d")
    assert files is not None
    url, sha = files["causal_conv1d-1.7.0.tar.gz"]
    assert sha == "ab" * 32 and url.endswith("/files/causal_conv1d-1.7.0.tar.gz")
    assert fetch.index_files((tmp_path / "simple").as_uri(), "absent") is None


def _pypi_or_skip(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XLATE_CACHE", str(tmp_path / "cache"))
    try:
        for index in fetch.index_urls():
            if fetch.index_files(index, "causal-conv1d"):
                return
    except FetchError as exc:
        pytest.skip(f"the package index is unreachable here: {exc.message}")
    pytest.skip("no configured package index lists causal-conv1d")


def test_fetch_tiny_sdist_end_to_end(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _pypi_or_skip(monkeypatch, tmp_path)
    p = next(p for p in load_manifest() if p.name == "causal_conv1d")
    src, fresh = fetch.fetch_project(p)
    assert fresh and src.name == "causal_conv1d-1.7.0"
    assert (src / "csrc" / "causal_conv1d_fwd.cu").is_file()
    assert fetch.sha256_file(fetch.archive_path(p)) == p.sha256
    assert fetch.archive_path(p).is_relative_to(tmp_path / "cache" / "corpus")
    again, fresh2 = fetch.fetch_project(p)
    assert again == src and not fresh2


def test_gone_version_names_what_is_available(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _pypi_or_skip(monkeypatch, tmp_path)
    import dataclasses

    p = next(p for p in load_manifest() if p.name == "causal_conv1d")
    gone = dataclasses.replace(p, version="0.0.1", archive="causal_conv1d-0.0.1.tar.gz")
    with pytest.raises(FetchError, match=r"gone from the package index; source distributions available: .*1\.7\.0"):
        fetch.fetch_project(gone)


def test_wrong_sha256_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _pypi_or_skip(monkeypatch, tmp_path)
    import dataclasses

    p = next(p for p in load_manifest() if p.name == "causal_conv1d")
    with pytest.raises(FetchError, match="sha256"):
        fetch.fetch_project(dataclasses.replace(p, sha256="0" * 64))
    assert not fetch.archive_path(dataclasses.replace(p, sha256="0" * 64)).exists()
