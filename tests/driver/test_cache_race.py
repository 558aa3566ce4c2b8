"""The nvcc translation cache under parallel compiles of one source (`make -j`, or the gfx942 and cpu
compiles of a file): a writer that missed the cache while another process filled the entry must not
replace that entry, since the other process may be compiling its files at that moment (before, the
loser moved the entry away and deleted it: 'No such file or directory: .../tree/common/ct.cuh')."""

from __future__ import annotations

from pathlib import Path

from xlate.driver import cache


def test_a_late_writer_keeps_the_entry_another_process_is_using(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XLATE_NVCC_CACHE", str(tmp_path / "cache"))
    src = tmp_path / "k.cu"
    src.write_text('#include "k.cuh"\n__global__ void k(float *p) { p[threadIdx.x] = f(); }\n', encoding="utf-8")
    (tmp_path / "k.cuh").write_text("__device__ inline float f() { return 1.0f; }\n", encoding="utf-8")
    first = cache.translate_cached(src.resolve(), [], [], "compat32")
    in_use = sorted(first.mapping.values())
    assert in_use and all(p.is_file() for p in in_use)
    inodes = [p.stat().st_ino for p in in_use]  # the very files a compile reading them has open

    # a second process that looked before the first had finished: its lookup missed
    real_load, calls = cache._load, []

    def late_lookup(entry: Path):
        calls.append(entry)
        return None if len(calls) == 1 else real_load(entry)

    monkeypatch.setattr(cache, "_load", late_lookup)
    second = cache.translate_cached(src.resolve(), [], [], "compat32")
    assert all(p.is_file() for p in in_use), "the entry the first process compiles from was removed"
    assert [p.stat().st_ino for p in in_use] == inodes, \
        "the entry was deleted and rewritten under a process that was compiling from it"
    assert sorted(second.mapping.values()) == in_use
    assert second.compiled.read_bytes() == first.compiled.read_bytes()
