"""xlate build: exit codes and one-line messages for bad input, CUDA through the translator
(a stand-in translator here), message paths mapped back to the CUDA files, verification failures."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tc_helpers import DATA, EXAMPLES, error_lines, run_xlate

from xlate.errors import CompileError, VerifyError
from xlate.pipeline import build as pipeline_build
from xlate.pipeline import targets
from xlate.pipeline.build import BuildRequest, build, run_build


def _one_error(proc) -> str:
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = error_lines(proc.stderr)
    assert len(lines) == 1, proc.stderr
    return lines[0]


def test_build_executable_cli(portable_prefix, tmp_path):
    out = tmp_path / "vector_add"
    proc = run_xlate(["build", str(EXAMPLES / "vector_add.hip"), "-o", str(out)])
    assert proc.returncode == 0, proc.stderr
    assert "needs ROCm 7 (libamdhip64.so.7)" in proc.stdout
    assert f"verify {out.name} (executable, gfx942): OK" in proc.stdout
    assert out.is_file()


def test_missing_source_exit_3(tmp_path):
    proc = run_xlate(["build", str(tmp_path / "nope.hip"), "-o", str(tmp_path / "x")])
    assert proc.returncode == 3
    assert f"source {tmp_path / 'nope.hip'} does not exist" in _one_error(proc)


def test_unknown_target_exit_2(tmp_path):
    proc = run_xlate(["build", str(EXAMPLES / "vector_add.hip"), "-o", str(tmp_path / "x"),
                      "--offload-arch", "gfx942,gfx9999"])
    assert proc.returncode == 2
    assert "unknown AMD GPU target 'gfx9999'" in _one_error(proc)


def test_bad_opt_level_exit_2(tmp_path):
    proc = run_xlate(["build", str(EXAMPLES / "vector_add.hip"), "-o", str(tmp_path / "x"), "-O", "9"])
    assert proc.returncode == 2
    assert "unknown optimisation level -O9" in _one_error(proc)


def test_output_equal_to_input_exit_3(tmp_path):
    src = tmp_path / "a.hip"
    shutil.copy(EXAMPLES / "vector_add.hip", src)
    before = src.read_bytes()
    proc = run_xlate(["build", str(src), "-o", str(src)])
    assert proc.returncode == 3
    assert "is one of the inputs" in _one_error(proc)
    assert src.read_bytes() == before


@pytest.mark.parametrize("name,content,match", [
    ("h.h", b"int x;\n", "is a header"),
    ("data.bin", b"\0\1\2", "unknown source type '.bin'"),
    ("bin.hip", b"\0\0\0ELF", "looks binary"),
])
def test_unusable_sources_exit_3(tmp_path, name, content, match):
    f = tmp_path / name
    f.write_bytes(content)
    proc = run_xlate(["build", str(f), "-o", str(tmp_path / "out")])
    assert proc.returncode == 3
    assert match in _one_error(proc)


def test_compile_error_exit_5_names_file_and_line(portable_prefix, tmp_path):
    src = DATA / "bad_kernel.hip"
    proc = run_xlate(["build", "-c", str(src), "-o", str(tmp_path / "bad.o")])
    assert proc.returncode == 5
    line = _one_error(proc)
    assert f"{src}:4:20: error: use of undeclared identifier 'undeclared_value'" in line
    assert "command: " in proc.stderr and "--offload-arch=gfx942" in proc.stderr
    assert not (tmp_path / "bad.o").exists()


def test_compile_only_many_sources_into_directory(examples_build):
    """The session build of all examples: one object per source, named after it, in the -o directory."""
    names = sorted(p.name for p in examples_build.outputs)
    assert names == sorted(p.stem + ".o" for p in EXAMPLES.glob("*.hip"))
    assert len({p.parent for p in examples_build.outputs}) == 1
    assert examples_build.reports == []  # verify=False in the fixture; test_verify checks each object


def test_compile_only_many_sources_onto_a_file_exit_3(tmp_path):
    f = tmp_path / "file.o"
    f.write_text("")
    proc = run_xlate(["build", "-c", str(EXAMPLES / "vector_add.hip"), str(EXAMPLES / "device_printf.hip"),
                      "-o", str(f)])
    assert proc.returncode == 3
    assert "is a file; name a directory" in _one_error(proc)


def test_verification_failure_is_exit_6(toolchain, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(targets, "find_toolchain", lambda **kw: toolchain)
    req = BuildRequest(sources=[EXAMPLES / "vector_add.hip"], output=tmp_path / "va.o", compile_only=True,
                       expected_kernels=["vector_add", "not_there"])
    with pytest.raises(VerifyError) as ei:
        run_build(req)
    assert ei.value.exit_code == 6
    assert "verification failed for" in ei.value.message and "missing not_there" in ei.value.message
    assert "FAIL expected kernels" in capsys.readouterr().out


# ------------------------------------------------------------------ CUDA sources and the translator


@pytest.fixture
def fake_translator(monkeypatch):
    """Stands in for xlate.pipeline.translate.translate_for_build: copies each source and the headers it
    finds in the include directories into a mirrored tree, keeping line counts (as the real one does)."""
    calls = []

    def translate_for_build(sources, out_dir, *, includes, defines, warp_mode):
        calls.append((sources, out_dir, includes, defines, warp_mode))
        root = Path(sources[0]).parent.parent
        mapping = {}
        for s in [*sources, *[h for inc in includes for h in Path(inc).glob("*.cuh")]]:
            dest = out_dir / Path(s).relative_to(root)
            dest = dest.with_name(dest.name + ".hip") if dest.suffix == ".cu" else dest
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(Path(s).read_text())
            mapping[Path(s)] = dest
        return mapping

    monkeypatch.setattr(pipeline_build, "translate_for_build", translate_for_build)
    return calls


def test_cuda_error_points_at_the_original_file(fake_translator, toolchain, tmp_path):
    proj = tmp_path / "proj"
    shutil.copytree(DATA / "cuda_proj", proj)
    src = proj / "src" / "app.cu"
    keep = tmp_path / "keep"
    with pytest.raises(CompileError) as ei:
        build(BuildRequest(sources=[src], output=tmp_path / "app.o", compile_only=True, includes=[proj / "inc"],
                           defines=["X=1"], keep_dir=keep), toolchain=toolchain)
    # the error is on line 5 of the CUDA file the user wrote, not in the translated copy
    assert f"{src.resolve()}:5:" in ei.value.message and "missing_symbol" in ei.value.message
    assert str(keep) not in ei.value.message + (ei.value.detail or "")
    (call,) = fake_translator
    assert call[3] == ["X=1"] and call[4] == "compat32"
    kept = keep / "src" / "app.cu.hip"
    assert kept.read_text().startswith(f'#line 1 "{src.resolve()}"\n')
    assert src.read_text() == (DATA / "cuda_proj/src/app.cu").read_text()  # input untouched


def test_translated_header_paths_are_mapped_back(fake_translator, toolchain, tmp_path):
    proj = tmp_path / "proj"
    shutil.copytree(DATA / "cuda_proj", proj)
    (proj / "src" / "app.cu").write_text((proj / "src" / "app.cu").read_text().replace("missing_symbol", "1.0f"))
    (proj / "inc" / "helper.cuh").write_text("#pragma once\n__device__ inline float twice(float x) { return y; }\n")
    with pytest.raises(CompileError) as ei:
        build(BuildRequest(sources=[proj / "src" / "app.cu"], output=tmp_path / "app.o", compile_only=True,
                           includes=[proj / "inc"]), toolchain=toolchain)
    assert f"{(proj / 'inc' / 'helper.cuh').resolve()}:2:" in ei.value.message


def test_cuda_build_succeeds_with_translator(fake_translator, toolchain, tmp_path):
    proj = tmp_path / "proj"
    shutil.copytree(DATA / "cuda_proj", proj)
    (proj / "src" / "app.cu").write_text((proj / "src" / "app.cu").read_text().replace("missing_symbol", "1.0f"))
    res = build(BuildRequest(sources=[proj / "src" / "app.cu"], output=tmp_path / "app.o", compile_only=True,
                             includes=[proj / "inc"], expected_kernels=["app_kernel"]), toolchain=toolchain)
    assert res.outputs == [tmp_path / "app.o"] and all(r.ok for r in res.reports), res.reports[0].summary()
