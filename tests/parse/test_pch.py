"""The precompiled prelude: built once per side and flags, reused, and never changing what the front
end reports (the plain `-include` is the reference); parse passes in worker processes give the same
model as in-process ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from parsehelp import FIXTURES, build

from xlate.parse import frontend, libclang, pch

INPUTS = [FIXTURES / "refs", FIXTURES / "kernels", FIXTURES / "regions", FIXTURES / "inactive"]


def _snapshot(result):
    """Everything the rules and the user see, as plain values."""
    model, diags = result
    files = {str(p): [(t.spelling, t.start, t.end, t.line, t.col, t.region.value, t.ref.value, t.kind.value)
                      for t in sf.tokens] for p, sf in model.files.items()}
    return {
        "files": files,
        "unchecked": {str(p): r for p, r in model.unchecked.items()},
        "diags": sorted((d.code, d.severity.value, str(d.file), d.line, d.col, d.message) for d in diags),
    }


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XLATE_CACHE", str(tmp_path / "cache"))
    pch.reset()
    yield tmp_path / "cache" / "pch"
    pch.reset()


@pytest.fixture(scope="module")
def reference():
    """The model built the old way: no PCH, one process."""
    mp = pytest.MonkeyPatch()
    mp.setenv("XLATE_PCH", "0")
    try:
        return _snapshot(build(INPUTS, jobs=1))
    finally:
        mp.undo()


def test_pch_is_built_per_side_then_reused(cache, reference):
    got = _snapshot(build([FIXTURES / "refs"], jobs=1))
    assert pch.STATUS.built == 2 and pch.STATUS.reused == 0 and pch.STATUS.fallbacks == []
    dirs = sorted(p for p in cache.iterdir() if p.is_dir())
    assert len(dirs) == 2
    sides = set()
    for d in dirs:
        assert (d / pch.PCH_NAME).stat().st_size > 0
        meta = json.loads((d / "meta.json").read_text())
        assert meta["libclang"] == libclang.clang_version()
        assert "-include" not in meta["args"]  # the prelude is the PCH's main file, not an -include
        sides |= {a for a in meta["args"] if a in ("--cuda-host-only", "--cuda-device-only")}
    assert sides == {"--cuda-host-only", "--cuda-device-only"}
    # a new process (simulated): the cached PCHs are checked and reused, nothing is rebuilt
    pch.reset()
    again = _snapshot(build([FIXTURES / "refs"], jobs=1))
    assert pch.STATUS.built == 0 and pch.STATUS.reused == 2
    assert again == got
    assert frontend.describe()["pch"]["reused"] == 2


def test_pch_changes_nothing_the_front_end_reports(cache, reference):
    assert _snapshot(build(INPUTS, jobs=1)) == reference
    assert pch.STATUS.built >= 2 and pch.STATUS.fallbacks == []


def test_different_defines_get_their_own_pch(cache):
    build([FIXTURES / "refs"], jobs=1)
    build([FIXTURES / "refs"], jobs=1, defines=["MY_SETTING=2"])
    assert pch.STATUS.built == 4
    assert len([p for p in cache.iterdir() if p.is_dir()]) == 4


def test_corrupt_cached_pch_is_rebuilt(cache, reference):
    build([FIXTURES / "refs"], jobs=1)
    for p in cache.glob(f"*/{pch.PCH_NAME}"):
        p.write_bytes(b"not a precompiled header")
    pch.reset()
    assert _snapshot(build(INPUTS, jobs=1)) == reference
    assert pch.STATUS.built >= 2 and pch.STATUS.reused == 0 and pch.STATUS.fallbacks == []
    assert all(p.read_bytes()[:4] == b"CPCH" for p in cache.glob(f"*/{pch.PCH_NAME}"))


def test_pch_a_parse_refuses_is_built_again_on_the_next_run(cache, reference):
    """A real parse that cannot use a cached PCH (passes.py: TranslationUnitLoadError; seen when a checkout
    of xlate was made again at the same place, which the check on an empty file, _loads, did not catch)
    calls pch.forget: that run goes on with the plain include and the PCH leaves the cache, so the next
    run builds it again instead of falling back on every run."""
    build([FIXTURES / "refs"], jobs=1)
    pchs = list(cache.glob(f"*/{pch.PCH_NAME}"))
    assert pch.STATUS.built == 2 and len(pchs) == 2
    for p in pchs:
        pch.forget(p, f"libclang could not use the PCH {p} (simulated)")
    assert not list(cache.glob(f"*/{pch.PCH_NAME}"))
    pch.reset()  # the next run
    assert _snapshot(build(INPUTS, jobs=1)) == reference
    assert pch.STATUS.built >= 2 and pch.STATUS.fallbacks == []
    assert len(list(cache.glob(f"*/{pch.PCH_NAME}"))) >= 2


def test_unwritable_cache_falls_back_to_the_plain_include(tmp_path, monkeypatch, reference):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv("XLATE_CACHE", str(blocker))
    pch.reset()
    try:
        assert _snapshot(build(INPUTS, jobs=1)) == reference
        notes = frontend.describe()["pch"]["fallbacks"]
        assert notes and all("cannot write the PCH cache" in n for n in notes)
    finally:
        pch.reset()


def test_pch_off_by_environment(cache, monkeypatch):
    monkeypatch.setenv("XLATE_PCH", "0")
    build([FIXTURES / "refs"], jobs=1)
    assert pch.STATUS.built == 0 and not cache.exists()
    assert frontend.describe()["pch"]["enabled"] is False


def test_worker_processes_give_the_same_model(cache, reference):
    assert _snapshot(build(INPUTS, jobs=2)) == reference


def test_split_and_replace_prelude_arguments():
    args = ["-x", "cuda", "-include", "__xlate_prelude.h", "-DA=1", "-include", "/p/forced.h", "-I", "/inc"]
    build_args, parse_args = pch.split_prelude(args)
    assert build_args == ["-x", "cuda", "-DA=1", "-I", "/inc"]
    assert parse_args == ["-x", "cuda", "-DA=1", "-include", "/p/forced.h", "-I", "/inc"]
    assert pch.with_pch(args, Path("/c/p.pch")) == ["-x", "cuda", "-include-pch", "/c/p.pch", "-DA=1",
                                                   "-include", "/p/forced.h", "-I", "/inc"]


def test_cache_keeps_the_most_recently_used_entries(cache, monkeypatch):
    monkeypatch.setattr(pch, "MAX_ENTRIES", 2)
    build([FIXTURES / "refs"], jobs=1)  # two entries: host and device
    build([FIXTURES / "refs"], jobs=1, defines=["OTHER=1"])  # two more: the first two go
    dirs = [p for p in cache.iterdir() if p.is_dir()]
    assert len(dirs) == 2
    metas = [json.loads((d / "meta.json").read_text()) for d in dirs]
    assert all("-DOTHER=1" in m["args"] for m in metas)


def test_parse_jobs_setting(monkeypatch):
    from xlate.errors import USAGE, XlateError
    from xlate.parse.model import parse_jobs

    monkeypatch.delenv("XLATE_JOBS", raising=False)
    assert parse_jobs(3) == 3
    assert parse_jobs(None) >= 1
    monkeypatch.setenv("XLATE_JOBS", "5")
    assert parse_jobs(None) == 5
    for bad in ("0", "two", "-1"):
        monkeypatch.setenv("XLATE_JOBS", bad)
        with pytest.raises(XlateError, match="XLATE_JOBS") as exc:
            parse_jobs(None)
        assert exc.value.exit_code == USAGE
    with pytest.raises(XlateError, match="at least 1"):
        parse_jobs(0)
