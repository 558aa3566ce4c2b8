"""Malformed input must never make rules emit conflicting edits (an internal error, exit 70, before):
each rule keeps its own edits apart (XL502 launches, XL503 dynamic shared memory, XL504 launch
bounds), and where two rules still meet, the engine reports XL920 at the place (exit 1) instead.
The inputs are reductions of what benchmarks/fuzz_translate.py found."""

from __future__ import annotations

import pytest

pytest.importorskip("clang.cindex")

from xlate.rewrite.engine import translate_text


def _codes(diags, code):
    return [d for d in diags if d.code == code]


@pytest.mark.parametrize("tail", ["", ")"])
def test_xl504_unclosed_launch_bounds_before_another_one(tail):
    """`2cudaDeviceGetAttribute` is one token for clang; the fuzzer's token-level mutation had two.
    With a `)` further on, the first __launch_bounds__'s parenthesis "closes" after the second one."""
    src = ("__global__ void __launch_bounds__(256, 2 cudaDeviceGetAttribute a() {}\n"
           f"__global__ void __launch_bounds__(128, 1) b() {{}}{tail}\n")
    out, diags = translate_text(src)
    assert not _codes(diags, "XL920")
    first, second = out.splitlines()
    assert first == src.splitlines()[0].replace("cudaDeviceGetAttribute", "hipDeviceGetAttribute")
    # 1 block of 128 threads = 2 waves on 4 SIMDs: at least 1 wave per EU
    assert "__launch_bounds__(128, 1 /* XL504: CUDA minBlocksPerSM=1 -> min waves per EU */)" in second
    if tail:
        assert any(d.line == 1 and "not closed" in d.message for d in _codes(diags, "XL504"))


@pytest.mark.parametrize("arg", ["cudaMemcpyDeviceToHost", "warpSize", "__double2half(x)"])
def test_xl504_cuda_name_in_min_blocks_is_not_dropped(arg):
    src = f"__global__ void __launch_bounds__(256, {arg}) k() {{}}\n"
    out, diags = translate_text(src)
    assert not _codes(diags, "XL920")
    [d] = [d for d in _codes(diags, "XL504") if "not translated" in d.message]
    assert d.line == 1 and arg.split("(")[0] in d.message
    assert "XL504: CUDA" not in out


@pytest.mark.parametrize("typ", ["__double2half int", "cudaDeviceGetAttribute float4", "warpSize int"])
def test_xl503_dynamic_shared_declaration_naming_a_renamed_name(typ):
    src = f"__global__ void k(int* out) {{\n  extern __shared__ {typ} buf[];\n  out[0] = 1;\n}}\n"
    out, diags = translate_text(src)
    assert not _codes(diags, "XL920")
    [d] = [d for d in _codes(diags, "XL503") if "not translated" in d.message]
    assert d.line == 2
    assert "HIP_DYNAMIC_SHARED" not in out


def test_xl502_two_launches_claiming_the_same_bytes():
    """A mutation of tests/rewrite/fixtures templates_and_names.cu (the fuzzer's find, reduced)."""
    src = ("template <typename T T> struct Box { T v; };\n"
           "namespace ns {\ntemplate <typename T> __global__ void nk(T v) {}\n__global__ void plain(int v) {}\n}\n"
           "void host(float* p, kfn fp, blockDim* table, int i) {\n"
           "  ns::nk<Box<Box<int>>><<<1, 1>>>(Box<Box<int>>{};)\n"
           "  ::ns::plain<<<1, 1>>>(3); ( int * out ) { out [ threadIdx . x ] = __shfl_xor_sync ( __activemask ( ) "
           ", out [ threadIdx . x ] , 1 ) ; }\n"
           "}\n")
    _out, diags = translate_text(src)
    assert not _codes(diags, "XL920")
    [d] = [d for d in _codes(diags, "XL502") if "overlaps another launch" in d.message]
    assert d.line in (7, 8)


def test_engine_reports_a_conflict_between_two_rules_with_file_and_line(tmp_path):
    """Through the CLI: exit 1 and one XL920 line naming both rules, no traceback, output written."""
    import subprocess
    import sys

    src = tmp_path / "in"
    src.mkdir()
    (src / "a.cu").write_text("__global__ void k() {}\n")
    rule_dir = tmp_path / "rules"
    rule_dir.mkdir()
    # two fake rules claiming overlapping bytes, registered through the API the CLI uses
    script = tmp_path / "run.py"
    script.write_text(
        "import sys\nfrom pathlib import Path\nfrom types import SimpleNamespace\n"
        "from xlate.core.model import RuleInfo\nfrom xlate.rewrite.engine import build_model_for, run_engine\n"
        "root = Path(sys.argv[1])\nf = root / 'a.cu'\n"
        "def r1(m, e): e.edit(f, 0, 10, 'AAAAAAAAAA', origin='XL101')\n"
        "def r2(m, e): e.edit(f, 5, 15, 'BBBBBBBBBB', origin='XL504')\n"
        "rules = [SimpleNamespace(__name__='r1', RULES=[RuleInfo('XL101', 'a', 'a')], run=r1),\n"
        "         SimpleNamespace(__name__='r2', RULES=[RuleInfo('XL504', 'b', 'b')], run=r2)]\n"
        "model, fe = build_model_for([f], root=root, includes=[], defines=[], warp_mode='compat32')\n"
        "res = run_engine(model, rules, fe)\n"
        "for d in res.diagnostics:\n    print(d.code, d.severity.value, d.file.name, d.line, d.col, d.message)\n"
        "print(res.outputs[f].decode(), end='')\n")
    proc = subprocess.run([sys.executable, str(script), str(src.resolve())], capture_output=True, text=True,
                          timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    [x] = [ln for ln in lines if ln.startswith("XL920")]
    assert x.startswith("XL920 error a.cu 1 6 ") and "XL101" in x and "XL504" in x
    assert lines[-1] == "AAAAAAAAAA void k() {}"  # the first edit applied, the other not
