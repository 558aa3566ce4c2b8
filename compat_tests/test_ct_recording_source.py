"""Every NVIDIA recording belongs to the program in the tree: PROVENANCE.toml stores the sha256 of each
file the recorded program was built from ([source_sha256]), and a case whose source changed since
then fails here until it is re-recorded (compat_tests/record_nvidia.py)."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest
import record_nvidia
import runner

RECORDED = [c for c in runner.load_cases() if (c.reference_dir / "PROVENANCE.toml").is_file()]


@pytest.mark.parametrize("case", RECORDED, ids=[c.name for c in RECORDED])
def test_recording_matches_source(case):
    assert runner.recording_mismatches(case) == []


def _copy_suite(tmp: Path, name: str) -> tuple[runner.Case, Path, Path]:
    base = tmp / "compat_tests"
    shutil.copytree(runner.CASES / name, base / "cases" / name)
    shutil.copytree(runner.COMMON, base / "common")
    return runner.load_case(base / "cases" / name), base, base / "common"


def test_modified_source_is_caught(tmp_path):
    case, base, common = _copy_suite(tmp_path, "multifile_kernels")
    assert runner.recording_mismatches(case, base, common) == []
    src = case.dir / "main.cu"
    src.write_text(src.read_text().replace("\n", "\n ", 1))  # one space: a different program text
    msgs = runner.recording_mismatches(case, base, common)
    assert len(msgs) == 1 and "cases/multifile_kernels/main.cu changed since it was recorded" in msgs[0]


def test_modified_included_header_is_caught(tmp_path):
    case, base, common = _copy_suite(tmp_path, "multifile_kernels")
    (case.dir / "kernels.cuh").write_text((case.dir / "kernels.cuh").read_text() + "// x\n")
    (common / "ct.cuh").write_text((common / "ct.cuh").read_text() + "// x\n")
    msgs = runner.recording_mismatches(case, base, common)
    assert [m.split(": ")[1].split(" ")[0] for m in msgs] == ["cases/multifile_kernels/kernels.cuh", "common/ct.cuh"]


def test_added_or_missing_digest_is_caught(tmp_path):
    case, base, common = _copy_suite(tmp_path, "multifile_kernels")
    (case.dir / "extra.cuh").write_text("#pragma once\n")
    main = case.dir / "main.cu"
    main.write_text('#include "extra.cuh"\n' + main.read_text())
    msgs = runner.recording_mismatches(case, base, common)
    assert any("now uses cases/multifile_kernels/extra.cuh" in m for m in msgs)
    prov = case.reference_dir / "PROVENANCE.toml"
    prov.write_text(prov.read_text().split("\n# sha256 of the program")[0] + "\n")
    assert "no [source_sha256] table" in runner.recording_mismatches(case, base, common)[0]


def test_recorder_writes_the_table(tmp_path):
    """record_nvidia writes what the check reads: the same table, valid TOML, after the plain keys."""
    case = runner.load_case(runner.CASES / "multifile_kernels")
    digests = record_nvidia.source_digests(case.dir, case.raw["sources"])
    text = 'gpu = "G"\nexit_code = 0\n' + "\n".join(record_nvidia.source_table(digests)) + "\n"
    doc = tomllib.loads(text)
    assert doc["source_sha256"] == digests and doc["exit_code"] == 0
    assert set(digests) == {"cases/multifile_kernels/main.cu", "cases/multifile_kernels/kernels.cu",
                            "cases/multifile_kernels/kernels.cuh", "common/ct.cuh"}


def test_record_case_stores_source_digests(tmp_path):
    """record_case (with a stand-in for nvcc that builds a program printing one line) writes the table."""
    nvcc = tmp_path / "nvcc"
    nvcc.write_text('#!/bin/sh\nwhile [ "$1" != "-o" ]; do shift; done\n'
                    'printf \'#!/bin/sh\\necho "x: 1"\\n\' > "$2"; chmod +x "$2"\n')
    nvcc.chmod(0o755)
    facts = {"gpu": "G", "driver": "D", "compute_capability": "9.0", "cuda": "C", "nvcc": str(nvcc)}
    case = runner.load_case(runner.CASES / "multifile_kernels")
    line = record_nvidia.record_case(case.dir, tmp_path / "out", facts, "native")
    assert "exit 0" in line
    with open(tmp_path / "out" / case.name / "reference" / "PROVENANCE.toml", "rb") as f:
        doc = tomllib.load(f)
    assert doc["source_sha256"] == record_nvidia.source_digests(case.dir, case.raw["sources"])
