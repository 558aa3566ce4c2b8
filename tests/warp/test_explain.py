"""`xlate translate --explain-warp`: per kernel, the mode, the hazards and what was done."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from xlate.cli import main

PROGRAMS = Path(__file__).resolve().parent / "programs"


def test_explain_native64(tmp_path):
    srcs = [str(PROGRAMS / "block_reduce.cu"), str(PROGRAMS / "volatile_reduce.cu"),
            str(PROGRAMS / "ballot_block_count.cu")]
    res = CliRunner().invoke(main, ["translate", "--explain-warp", "--warp-mode", "native64", *srcs,
                                    "-o", str(tmp_path / "out")])
    assert res.exit_code == 0, res.output
    err = res.stderr if hasattr(res, "stderr") else res.output
    assert "kernel count_positive (ballot_block_count.cu:5): native64" in err
    # issue 20: the fallback names the sink a warp-partition-dependent value reaches, with file:line
    assert ("kernel block_reduce (block_reduce.cu:10): compat32 (native64 fell back: a warp-partition-dependent "
            "value reaches a partition-dependent store to `out` at block_reduce.cu:21)") in err
    assert "kernel reduce (volatile_reduce.cu:15): compat32 (native64 fell back: implicitly warp-synchronous" in err
    assert "XL207 warning line 7 in warp_reduce" in err
    assert "XL205 note line 11 in block_reduce" in err


def test_explain_compat32_no_warp(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(float *x) { x[threadIdx.x] = 1.0f; }\n")
    res = CliRunner().invoke(main, ["translate", "--explain-warp", str(src), "-o", str(tmp_path / "o.cu")])
    assert res.exit_code == 0, res.output
    err = res.stderr if hasattr(res, "stderr") else res.output
    assert "kernel k (k.cu:1): compat32" in err and "no warp operations or 32-lane assumptions" in err
