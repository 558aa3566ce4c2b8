"""corpus/manifest.toml: every entry complete and consistent; the parser rejects broken entries."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from xlate.errors import XlateError
from xlate.report.manifest import (
    DEFAULT_MANIFEST,
    TIERS,
    ManifestError,
    load_manifest,
    parse_manifest,
    select,
)

RAW = tomllib.loads(DEFAULT_MANIFEST.read_text(encoding="utf-8"))


def test_every_entry_has_the_required_fields() -> None:
    projects = load_manifest()
    assert len(projects) == len(RAW["project"]) >= 12
    for p, raw in zip(projects, RAW["project"], strict=True):
        for key in ("name", "source", "package", "version", "archive", "sha256", "tier", "includes", "licence"):
            assert key in raw, f"{p.name}: {key} missing"
        assert re.fullmatch(r"[0-9a-f]{64}", p.sha256), p.name
        assert p.tier in TIERS
        assert p.source in ("pypi-sdist", "debian-src")
        assert p.archive.endswith((".tar.gz", ".tar.xz", ".tar.bz2")), p.archive
        upstream = p.version.split("-")[0] if p.source == "debian-src" else p.version
        assert upstream in p.archive, f"{p.name}: archive {p.archive} does not name version {upstream}"
        if p.source == "debian-src":
            assert p.suite == "bookworm" and p.archive.startswith(f"{p.package}_") and ".orig.tar." in p.archive
        assert p.includes, f"{p.name}: no include folders"


def test_sha256_values_are_those_of_the_collected_candidates() -> None:
    # /work/shared/corpus/candidates.tsv was written when the archives were collected (outside this repo);
    # the manifest must pin the same bytes. Hand-copied from that file for three entries:
    by = {p.name: p for p in load_manifest()}
    assert by["causal_conv1d"].sha256 == "3202758494eaa7b597ce1c282dfa188889506bfcb92cad3c407d26736bfcd32b"
    assert by["faiss"].sha256 == "3e4fac26d8c9e9008ecea4ae5fc414c658998fce4ba75835058b1a71d3516002"
    assert by["xgboost"].sha256 == "99b0e9a2a64896cdaf509c5e46372d336c692406646d20f2af505003c0c5d70d"


def test_known_non_own_code_is_marked() -> None:
    by = {p.name: p for p in load_manifest()}
    assert any("cutlass" in g for g in by["flash_attn"].exclude["third_party"])
    assert any("cub" in g for g in by["relion"].exclude["third_party"])
    assert any("template-instances" in g for g in by["llama_cpp_python"].exclude["generated"])
    assert any("csrc/rocm" in g for g in by["vllm"].exclude["hip"])
    assert "fragment" in by["openmm"].exclude
    assert by["flashinfer_python"].tier == "stress"


def test_tier_selection() -> None:
    ps = load_manifest()
    small = select(ps, "small")
    assert small and all(p.tier == "small" for p in small)
    assert {p.name for p in select(ps, "all")} == {p.name for p in ps}
    assert [p.name for p in select(ps, None, ["faiss"])] == ["faiss"]
    with pytest.raises(XlateError, match="no project named nope"):
        select(ps, None, ["nope"])


def _entry(**kw: object) -> dict:
    base = {"name": "x", "source": "pypi-sdist", "package": "x", "version": "1.0", "archive": "x-1.0.tar.gz",
            "sha256": "a" * 64, "tier": "small"}
    base.update(kw)
    return {"project": [{k: v for k, v in base.items() if v is not None}]}


@pytest.mark.parametrize(("kw", "msg"), [
    ({"sha256": None}, "missing key 'sha256'"),
    ({"sha256": "abc"}, "64 hex digits"),
    ({"tier": "huge"}, "tier 'huge'"),
    ({"source": "git"}, "source 'git'"),
    ({"archive": "../x.tar.gz"}, "plain file name"),
    ({"source": "debian-src"}, "needs suite"),
    ({"exclude": {"vendored": ["a/*"]}}, "exclude kind 'vendored'"),
    ({"includes": ["/usr/include"]}, "relative path"),
])
def test_broken_entries_are_refused(kw: dict, msg: str) -> None:
    with pytest.raises(ManifestError, match=re.escape(msg)):
        parse_manifest(_entry(**kw))


def test_missing_manifest_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as err:
        load_manifest(tmp_path / "none.toml")
    assert err.value.exit_code == 3
