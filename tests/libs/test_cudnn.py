"""cuDNN -> MIOpen (xlate/data/libs/cudnn.csv, <xlate/cudnn.h>, xlate/gen/libs_cudnn.py): the table's counts
and reasons, every supported/different row used with its cuDNN types, translated and compiled for gfx942
against the pinned MIOpen headers, a small cuDNN program translated, compiled and linked with -lcudnn,
the translate-time diagnostics for forms MIOpen cannot express and removed names, and -lcudnn on the cpu
target. (Running the program needs MIOpen's runtime on an AMD GPU; xlate's toolchain pins its headers only.)"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from xlate.core.proc import run
from xlate.data.api.coverage import run_coverage
from xlate.data.libs import load_all
from xlate.driver.libs import library_dirs
from xlate.driver.toolkit import toolkit_root
from xlate.errors import XlateError
from xlate.pipeline.targets import translated_cuda_flags
from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl101_104_names as api_names
from xlate.toolchain.discover import find_toolchain

HERE = Path(__file__).resolve().parent
PROGRAM = HERE / "programs_cudnn" / "conv_act_softmax.cu"
HEADER = "#include <cuda_runtime.h>\n#include <cudnn.h>\ntemplate <class T> using xlate_type = T;\n"


def _calls():
    path = HERE.parent / "api" / "api_calls.py"
    spec = importlib.util.spec_from_file_location("cudnn_api_calls", path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["cudnn_api_calls"] = mod
    spec.loader.exec_module(mod)
    mod.HEADER = HEADER
    return mod


def _rows():
    return {k: e for k, e in load_all().items() if e.category == "cudnn"}


def test_table_counts_and_reasons():
    rows = _rows()
    functions = [e for e in rows.values() if e.kind == "function" and e.status == "supported"]
    assert len(functions) >= 85, len(functions)
    for e in rows.values():
        if e.status in ("supported", "different"):
            assert e.hip == ("xlate_" + e.cuda if e.cuda[0].islower() else "XLATE_" + e.cuda), e
        else:
            assert e.note, e
    assert rows["CUDNN_TENSOR_NCHW_VECT_C"].status == "different"
    assert "CUDNN_STATUS_NOT_SUPPORTED" in rows["CUDNN_TENSOR_NCHW_VECT_C"].note
    assert rows["CUDNN_CONVOLUTION"].status == "different"
    assert rows["CUDNN_CROSS_CORRELATION"].status == "supported"
    assert rows["cudnnGetConvolutionForwardAlgorithm"].status == "unsupported"
    assert "removed in cuDNN 8.0" in rows["cudnnGetConvolutionForwardAlgorithm"].note
    assert rows["cudnnRNNForward"].status == "unsupported"


def test_xlate_coverage_lists_cudnn():
    text = run_coverage()
    m = re.search(r"supported functions:.*\bcudnn (\d+)", text)
    assert m is not None, text
    assert int(m.group(1)) >= 85


def test_typed_uses_translate_and_compile_for_gfx942(tmp_path):
    try:
        tc = find_toolchain()
    except XlateError as exc:
        pytest.fail(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")
    calls = _calls()
    joined = {**api_names.load_table(), **load_all()}
    with mock.patch.object(api_names, "load_table", lambda *a: joined):
        api = calls.prelude_api.__wrapped__()
    entries = [e for e in _rows().values() if e.status in ("supported", "different")]
    uses, missing = [], []
    for i, e in enumerate(entries):
        u = calls.use_for(e, api, i)
        (uses.append(u) if u is not None else missing.append(e.cuda))
    assert missing == [], f"rows without a cuDNN declaration in the prelude: {missing}"
    assert len(uses) > 200
    out, diags = translate_text(calls.write_batch(uses, HEADER), filename="cudnn_uses.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    head, translated = calls.split_uses(out)
    assert "#include <xlate/cudnn.h>" in head
    text = head + "".join(translated.values())
    src = tmp_path / "cudnn_uses.hip"
    src.write_text(text, encoding="utf-8")
    proc = run([str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-std=c++17", "-O0",
                "-ferror-limit=0", "-c", str(src), "-o", str(tmp_path / "u.o")], timeout=900, check=False)
    if proc.returncode != 0:
        bad, unplaced = calls.failing_entries(proc.stderr + proc.stdout, src, calls.spans_of(text))
        pytest.fail(f"cuDNN rows that do not compile: {sorted(bad)[:20]} {unplaced[:5]}")


def test_program_translates_compiles_and_links_miopen(tmp_path):
    out = tmp_path / "prog"
    proc = subprocess.run([sys.executable, "-m", "xlate", "build", str(PROGRAM), "-o", str(out), "-l", "cudnn",
                           "--no-verify"], check=False, capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert not re.search(r"error|warning", proc.stderr.replace("XL404", "")), proc.stderr[-3000:]
    needed = subprocess.run(["readelf", "-d", str(out)], capture_output=True, text=True, check=True).stdout
    assert "libMIOpen.so.1" in needed and "libamdhip64.so.7" in needed


def test_translation_of_the_program_uses_the_support_header():
    out, diags = translate_text(PROGRAM.read_text(encoding="utf-8"), filename="p.cu")
    assert "#include <xlate/cudnn.h>" in out
    assert re.search(r"\bcudnn[A-Z]\w*\(|\bCUDNN_[A-Z]", out.split("\n", 6)[-1].replace("CHECK_CUDNN", "")) is None
    assert [d for d in diags if d.severity.value in ("error", "warning")] == []


@pytest.mark.parametrize("code, severity, needle", [
    ("cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW_VECT_C, CUDNN_DATA_INT8x4, 1, 4, 2, 2);", "warning",
     "vectorized-channel layout"),
    ("cudnnSetConvolution2dDescriptor(c, 0, 0, 1, 1, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);", "warning",
     "only cross-correlates"),
    ("cudnnConvolutionFwdAlgo_t a; cudnnGetConvolutionForwardAlgorithm(h, d, f, c, d, 0, 0, &a);", "error",
     "removed in cuDNN 8.0"),
    (("cudnnRNNForward(h, nullptr, CUDNN_FWD_MODE_INFERENCE, nullptr, nullptr, nullptr, nullptr, nullptr, d, "
      "nullptr, nullptr, d, nullptr, nullptr, 0, nullptr, 0, nullptr, 0, nullptr);"), "error", "RNN API"),
])
def test_unsupported_forms_are_diagnosed(code, severity, needle):
    src = ("#include <cudnn.h>\nvoid f(cudnnHandle_t h, cudnnTensorDescriptor_t d, cudnnFilterDescriptor_t f,\n"
           f"       cudnnConvolutionDescriptor_t c) {{\n  {code}\n}}\n")
    _, diags = translate_text(src, filename="u.cu")
    hits = [d for d in diags if d.severity.value == severity and needle in d.message]
    assert hits, [(d.code, d.severity.value, d.message) for d in diags]


def test_lcudnn_links_the_runtime_on_the_cpu_target():
    # cuDNN is declared there (MIOpen's generated part: calls return miopenStatusNotImplemented)
    lib64 = library_dirs("cpu", ["cudnn"], [])[0]
    assert "xlate_hipcpu" in (lib64 / "libcudnn.so").read_text(encoding="utf-8")


HOST_CPP = """#include <cudnn_ops.h>
int main() {
    cudnnHandle_t h;
    cudnnTensorDescriptor_t d;
    if (cudnnCreate(&h) != CUDNN_STATUS_SUCCESS) return 1;
    cudnnCreateTensorDescriptor(&d);
    cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NHWC, CUDNN_DATA_HALF, 1, 2, 3, 4);
    return (int)cudnnGetVersion() == CUDNN_VERSION ? 0 : 1;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_toolkit_cudnn_header_for_host_cpp(tmp_path, target):
    """A host .cpp of a CMake project includes <cudnn*.h> from the toolkit folder: on gfx it is
    <xlate/cudnn.h> under cuDNN's names on both targets (compiled, not run: no GPU; on cpu MIOpen is declared,
    not implemented)."""
    gxx = shutil.which("g++")
    assert gxx, "g++ missing: scripts/setup.sh installs it"
    src = tmp_path / "host.cpp"
    src.write_text(HOST_CPP, encoding="utf-8")
    proc = subprocess.run([gxx, "-std=c++17", "-I", str(toolkit_root(target) / "include"), "-fsyntax-only",
                           str(src)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
