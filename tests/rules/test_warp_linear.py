"""The warp analysis does linear work on one long expression (issue 16: a 20k-term expression took
150 s; it scanned back through the statement for every `[`, every `warpSize` and every shuffle).
Work is counted, not timed: the token list of the analysed file counts every token it hands out,
and doubling the expression must about double the count (a scan back per term would quadruple it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.parse.model import build_model
from xlate.rewrite.warp.records import Finding, file_info
from xlate.rewrite.warp.scanner import FileScan


class CountingList(list):
    reads = 0

    def __getitem__(self, k):
        if isinstance(k, slice):
            got = super().__getitem__(k)
            CountingList.reads += len(got)
            return got
        CountingList.reads += 1
        return super().__getitem__(k)


TERMS = {
    "index": lambda k: f"a[{k % 64}]",  # `[`: the shared-array check scanned back per bracket
    "warpSize": lambda k: "warpSize",  # each warpSize scanned back for its context
    "shuffle": lambda k: "__shfl_down_sync(0xffffffff, v, o)",  # each shuffle scanned back for its loop
    "mixed": lambda k: ("(a[1] + warpSize)", "b[a[2]]", "(int)v", "__shfl_sync(0xffffffff, v, 3)")[k % 4],
}


def _reads(tmp_path: Path, shape: str, n: int) -> int:
    body = " + ".join(TERMS[shape](k) for k in range(n))
    src = ("__global__ void deep(float* a, int* b) {\n  float v = a[threadIdx.x];\n"
           f"  for (int o = 16; o > 0; o /= 2) {{\n    v += {body};\n  }}\n  a[threadIdx.x] = v;\n}}\n")
    f = tmp_path / f"{shape}_{n}.cu"
    f.write_text(src)
    model, _ = build_model([f], root=tmp_path, jobs=1)
    sf = model.files[f.resolve()]
    fi = file_info(sf)
    fi.toks = CountingList(fi.toks)
    CountingList.reads = 0
    FileScan(fi, [], {}).run()
    assert fi.renames or shape == "index"  # the scan really looked at the warp names
    return CountingList.reads


@pytest.mark.parametrize("shape", sorted(TERMS))
def test_work_grows_linearly_with_the_expression(tmp_path, shape):
    small = _reads(tmp_path, shape, 600)
    large = _reads(tmp_path, shape, 1200)
    assert large < 2.3 * small, (small, large)


def test_full_mask_in_deep_parentheses_is_found_without_recursion(tmp_path):
    """`(((...(0xffffffff)...)))` as a shuffle mask: recognised as the full mask (XL202 with the
    native64 fix-it), at a depth that overflowed Python's recursion limit before (RecursionError,
    exit 70; the old test was also exponential in the depth)."""
    depth = 3000
    mask = "(" * depth + "0xffffffff" + ")" * depth
    f = tmp_path / "mask.cu"
    f.write_text(f"__global__ void k(int* a) {{ a[threadIdx.x] = __shfl_sync({mask}, a[0], 1); }}\n")
    model, _ = build_model([f], root=tmp_path, jobs=1)
    fi = file_info(model.files[f.resolve()])
    found: list[Finding] = []
    FileScan(fi, found, {}).run()
    xl202 = [x for x in found if x.code == "XL202"]
    assert len(xl202) == 1 and xl202[0].n64_edits and xl202[0].n64_edits[0][2] == "xlate_n64::full_mask()"


def test_a_file_ending_in_a_constant_without_semicolon(tmp_path):
    """`const int kWarp = 32` at the very end of a file (no `;`): the warp-constant scan read past the
    last token (IndexError, exit 70 through the CLI; found by benchmarks/fuzz_translate.py)."""
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text("const int kWarp = 32", "trunc.cu")
    assert out == "const int kWarp = 32"
    assert {d.code for d in diags} <= {"XL901", "XL902"}
