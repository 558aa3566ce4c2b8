"""The numpy oracles of tests/warp/programs agree with real CUDA: their expected lines equal the
outputs recorded on an NVIDIA H100 (fixtures_h100/, provenance in its README), and a corrupted
recording is told apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.warp import harness

RECORDING = Path(__file__).resolve().parent / "fixtures_h100" / "h100_outputs.txt"


def _recorded() -> dict[str, tuple[list[str], int]]:
    out: dict[str, tuple[list[str], int]] = {}
    name = None
    lines: list[str] = []
    for line in RECORDING.read_text().splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("== exit "):
            out[name] = (lines, int(line.split()[-1]))
            name = None
        elif line.startswith("== "):
            name, lines = line[3:], []
        else:
            lines.append(line)
    return out


REC = _recorded()


def test_provenance_header():
    head = RECORDING.read_text().splitlines()[:4]
    assert head[0].startswith("# gpu: NVIDIA H100") and head[1].startswith("# nvcc:")


@pytest.mark.parametrize("name", harness.programs())
def test_oracle_matches_h100(name):
    lines, rc = REC[name]
    assert rc == 0
    assert harness.expected(name) == lines
    corrupted = list(lines)
    corrupted[-1] = corrupted[-1] + "0"
    assert harness.expected(name) != corrupted
