"""`xlate translate` through the CLI: inputs, outputs, refusals, formats, exit codes, broken inputs.

Inputs are hashed before and after every run: nothing but --in-place may change them.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from xlate.cli import main
from xlate.core.model import TokenKind
from xlate.errors import XlateError
from xlate.pipeline.translate import translate_for_build
from xlate.rewrite.engine import build_model_for, run_engine
from xlate.rewrite.rules.api import xl101_104_names as api_names

FIX = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]


def tree_hash(path: Path) -> dict[str, str]:
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in files}


@pytest.fixture
def proj(tmp_path) -> Path:
    dst = tmp_path / "proj"
    shutil.copytree(FIX / "proj", dst)
    return dst


def xlate(*args: str):
    return CliRunner().invoke(main, ["translate", *map(str, args)], catch_exceptions=False)


def test_folder_mirrors_tree_translates_headers_and_copies_other_files(proj, tmp_path):
    before = tree_hash(proj)
    out = tmp_path / "out"
    r = xlate(proj, "-I", proj / "include", "-o", out)
    assert r.exit_code == 0, r.output
    assert tree_hash(proj) == before
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == \
        ["CMakeLists.txt", "include/scale.cuh", "src/main.cu"]
    assert (out / "CMakeLists.txt").read_bytes() == (proj / "CMakeLists.txt").read_bytes()
    main_out = (out / "src/main.cu").read_text()
    assert "CHECK(hipMalloc(&d, n * sizeof(float)));  /* cudaMalloc in a comment stays */" in main_out
    assert 'printf("cudaMalloc ok\\n");' in main_out
    assert "hipStreamCreateWithFlags(&s, hipStreamNonBlocking);" in (out / "include/scale.cuh").read_text()
    assert main_out.count("\n") == (proj / "src/main.cu").read_text().count("\n")
    assert "xlate: 2 files translated (2 changed," in r.stderr


def test_single_file_to_file_and_to_stdout(proj, tmp_path):
    src = proj / "src" / "main.cu"
    hdr = FIX / "unsupported.cu"
    before = tree_hash(proj) | tree_hash(hdr)
    r = xlate(hdr, "--stdout")
    assert r.exit_code == 0, r.output
    assert "  cudaSetDoubleForDevice(nullptr);" in r.stdout  # unsupported: left as written
    assert "  hipDeviceSetCacheConfig(hipFuncCachePreferShared);" in r.stdout
    assert ("unsupported.cu:4:3: warning: cudaSetDoubleForDevice has no HIP equivalent (in code the "
            "compiler did not check)") in r.stderr
    out = tmp_path / "one.hip"
    r = xlate(hdr, "-o", out)
    assert r.exit_code == 0 and out.read_text() == xlate(hdr, "--stdout").stdout
    # a source whose project header needs translating too cannot go to one file
    r = xlate(src, "-I", proj / "include", "-o", tmp_path / "m.hip")
    assert r.exit_code == 3 and "scale.cuh" in r.stderr and "-o DIR" in r.stderr
    assert tree_hash(proj) | tree_hash(hdr) == before


def test_compile_database_input(proj, tmp_path):
    db = proj / "compile_commands.json"
    db.write_text(json.dumps([{"directory": str(proj), "file": "src/main.cu",
                               "arguments": ["nvcc", "-Iinclude", "-c", "src/main.cu"]}]))
    before = tree_hash(proj)
    out = tmp_path / "out"
    r = xlate("-p", db, "-o", out)
    assert r.exit_code == 0, r.output
    assert "hipFree(d);" in (out / "src/main.cu").read_text()
    assert "hipStreamDestroy(s);" in (out / "include/scale.cuh").read_text()
    assert tree_hash(proj) == before


def test_in_place_rewrites_inputs_and_second_run_changes_nothing(proj):
    r = xlate(proj, "-I", proj / "include", "--in-place")
    assert r.exit_code == 0
    assert "hipEventRecord(start, 0);" in (proj / "src/main.cu").read_text()
    after = tree_hash(proj)
    r = xlate(proj, "-I", proj / "include", "--in-place")
    assert r.exit_code == 0 and "(0 changed, 0 edits)" in r.stderr
    assert tree_hash(proj) == after


def test_refuses_to_overwrite_or_nest_output_in_input(proj):
    before = tree_hash(proj)
    src = proj / "src" / "main.cu"
    for args in ([src, "-o", src], [proj, "-o", proj], [proj, "-o", proj / "hip_out"]):
        r = xlate(*args)
        assert r.exit_code == 3, (args, r.output)
        assert r.stderr.startswith("xlate: error: ") and "Traceback" not in r.output
    assert tree_hash(proj) == before


def test_usage_errors_exit_2(proj, tmp_path):
    assert xlate(proj).exit_code == 2  # no output mode
    assert xlate(proj, "--stdout").exit_code == 2  # --stdout needs one file
    assert xlate(proj, "-o", tmp_path / "o", "--in-place").exit_code == 2
    assert xlate(proj, "-o", tmp_path / "o", "--select", "E501").exit_code == 2
    assert xlate(tmp_path / "missing.cu", "--stdout").exit_code == 3


def test_list_rules_names_the_xl1xx_codes():
    r = xlate("--list-rules")
    assert r.exit_code == 0
    codes = [line.split()[0] for line in r.stdout.splitlines()]
    assert {"XL101", "XL102", "XL103", "XL104"} <= set(codes)


def test_formats_werror_select_ignore(tmp_path):
    src = FIX / "unsupported.cu"
    out = tmp_path / "o.hip"
    r = xlate(src, "-o", out, "--format", "json")
    doc = json.loads(r.stdout)
    assert [(d["code"], d["severity"], d["line"]) for d in doc["diagnostics"] if d["code"].startswith("XL1")] == \
        [("XL102", "warning", 4), ("XL103", "warning", 6)]
    assert doc["summary"]["warnings"] >= 2 and r.exit_code == 0
    r = xlate(src, "-o", out, "--werror")
    assert r.exit_code == 1 and "unsupported.cu:6:3: error: cudaDeviceSetCacheConfig" in r.stderr
    r = xlate(src, "-o", out, "--ignore", "XL102", "--werror")
    assert r.exit_code == 1 and "XL102" not in r.stderr and "[XL103]" in r.stderr
    r = xlate(src, "-o", out, "--ignore", "XL10", "--werror")
    assert r.exit_code == 0 and "[XL10" not in r.stderr
    r = xlate(src, "-o", out, "--select", "XL103", "--format", "sarif")
    log = json.loads(r.stdout)
    assert log["version"] == "2.1.0"
    assert [res["ruleId"] for res in log["runs"][0]["results"]] == ["XL103"]
    # ignoring a code hides its messages, never its edits
    assert "hipDeviceSetCacheConfig(hipFuncCachePreferShared);" in out.read_text()


def test_broken_inputs_give_located_diagnostics_and_nonzero_exit(tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(FIX / "broken", broken)
    (broken / "binary.cu").write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\x00" + bytes(range(256)))
    big = broken / "big.cu"
    line = b"int a_long_enough_name_%07d = 1; // filler to make this file big\n"
    big.write_bytes(b"".join(line.replace(b"%07d", b"%07d" % i) for i in range(160_000)))
    assert big.stat().st_size > 10_000_000
    before = tree_hash(broken)
    out = tmp_path / "out"
    r = xlate(broken, "-o", out)
    assert r.exit_code == 3  # binary / non-UTF-8 / too large files were skipped: bad input (docs/exit-codes.md)
    assert "Traceback" not in r.output
    err = r.stderr
    assert "syntax.cu:2:11: error:" in err  # expected ';'
    assert "latin1.cu:1:7: note: the file is not UTF-8" in err  # text in Latin-1: translated byte for byte
    assert "binary.cu:1:8: error: binary file" in err
    assert "big.cu:1:1: error:" in err
    assert "missing_include.cu:1:10: warning:" in err
    assert "hipFree(p);" in (out / "missing_include.cu").read_text()  # token-level still translated
    assert tree_hash(broken) == before


def test_real_process_bad_input_is_one_line_no_traceback(tmp_path):
    bad = tmp_path / "x.cu"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    p = subprocess.run([sys.executable, "-m", "xlate", "translate", str(bad), "--stdout"],
                       check=False, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 3 and "Traceback" not in p.stderr
    assert "x.cu:1:3: error: binary file" in p.stderr and p.stdout == ""


def test_translate_for_build_maps_sources_and_headers(proj, tmp_path):
    out = tmp_path / "b"
    m = translate_for_build([proj / "src/main.cu"], out, includes=[proj / "include"], defines=[],
                            warp_mode="compat32")
    assert m == {(proj / "src/main.cu").resolve(): out / "src/main.cu",
                 (proj / "include/scale.cuh").resolve(): out / "include/scale.cuh"}
    for orig, new in m.items():
        assert new.is_file() and new.read_text().count("\n") == orig.read_text().count("\n")
    with pytest.raises(XlateError) as ei:
        translate_for_build([FIX / "broken" / "syntax.cu"], tmp_path / "c", includes=[], defines=[],
                            warp_mode="compat32")
    assert ei.value.exit_code == 1 and "syntax.cu:2:11: error:" in ei.value.detail


def _idempotence_inputs() -> list[Path]:
    out = [FIX / "proj"]
    ex = REPO / "examples" / "cuda"
    if ex.is_dir():
        out.append(ex)
    return out


@pytest.mark.parametrize("tree", _idempotence_inputs(), ids=lambda p: p.relative_to(REPO).as_posix())
def test_translating_the_output_again_changes_nothing(tree, tmp_path):
    inc = [d for d in tree.rglob("include") if d.is_dir()]
    out1 = tmp_path / "o1"
    r = xlate(tree, *[a for d in inc for a in ("-I", d)], "-o", out1)
    assert r.exit_code in (0, 1), r.output
    inc2 = [out1 / d.relative_to(tree) for d in inc]
    model, _ = build_model_for([out1], root=out1, includes=inc2, defines=[], warp_mode="compat32")
    res = run_engine(model)
    assert res.changed == [], f"second translation changed {res.changed}"


def test_only_renamed_tokens_differ_and_all_other_bytes_are_kept(proj):
    inc = [proj / "include"]
    model, _ = build_model_for([proj], root=proj, includes=inc, defines=[], warp_mode="compat32")
    res = run_engine(model, [api_names])
    table = api_names.load_table()
    for path, sf in model.files.items():
        new = res.outputs[path]
        # re-lex the output with the same front end to compare token by token
        (path.parent / (path.name + ".out")).write_bytes(new)
    out_model, _ = build_model_for([p.parent / (p.name + ".out") for p in model.files], root=proj,
                                   includes=inc, defines=[], warp_mode="compat32")
    for path, sf in model.files.items():
        osf = out_model.files[path.parent / (path.name + ".out")]
        a = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
        b = [t for t in osf.tokens if t.kind is not TokenKind.COMMENT]
        assert len(a) == len(b)
        prev_a = prev_b = 0
        for ta, tb in zip(a, b):
            assert sf.data[prev_a:ta.start] == osf.data[prev_b:tb.start]  # whitespace and comments
            if ta.spelling != tb.spelling:
                assert table[ta.spelling].hip == tb.spelling
            prev_a, prev_b = ta.end, tb.end
        assert sf.data[prev_a:] == osf.data[prev_b:]
