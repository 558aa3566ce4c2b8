"""compile_commands.json: flags kept and dropped, and their effect on the parse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from parsehelp import FIXTURES, build, file_of, one

from xlate.core.model import Region
from xlate.errors import InputError
from xlate.parse import compdb


def test_nvcc_command_flags(tmp_path):
    entry = {
        "directory": str(tmp_path),
        "file": "a.cu",
        "command": "/opt/cuda/bin/nvcc -I inc -Iinc2 --include-path=inc3 -DFOO -D BAR=1 -UBAZ -arch=sm_80 "
                   "-o out/a.o -c a.cu -std=c++14 -isystem /opt/sys -include pre.h -Xcompiler -fPIC "
                   "--define-macro=X=1,Y -gencode arch=compute_80,code=sm_80",
    }
    ce = compdb.parse_entry(entry, tmp_path)
    assert ce.file == (tmp_path / "a.cu").resolve()
    assert ce.includes == [tmp_path / "inc", tmp_path / "inc2", tmp_path / "inc3"]
    assert ce.defines == ["FOO", "BAR=1", "X=1", "Y"]
    assert ce.undefines == ["BAZ"]
    assert ce.std == "c++14"
    assert ce.is_cuda
    assert ce.extra_args() == ["-isystem", "/opt/sys", "-UBAZ", "-include", str(tmp_path / "pre.h")]


def test_arguments_list_and_cuda_language(tmp_path):
    entry = {"directory": "b", "file": "x.cpp",
             "arguments": ["clang++", "-x", "cuda", "-DQ", "-c", "x.cpp", "-o", "x.o", "-O3"]}
    ce = compdb.parse_entry(entry, tmp_path)
    assert ce.directory == tmp_path / "b"
    assert ce.file == (tmp_path / "b" / "x.cpp").resolve()
    assert ce.is_cuda and ce.defines == ["Q"] and ce.includes == []


def test_plain_cpp_is_not_cuda(tmp_path):
    ce = compdb.parse_entry({"directory": ".", "file": "h.cpp", "command": "g++ -c h.cpp"}, tmp_path)
    assert not ce.is_cuda


@pytest.mark.parametrize("text,what", [("{not json", "not valid JSON"), ('{"a": 1}', "JSON list")])
def test_bad_database_is_an_input_error(tmp_path, text, what):
    db = tmp_path / "compile_commands.json"
    db.write_text(text)
    with pytest.raises(InputError, match=what):
        compdb.load(db)
    with pytest.raises(InputError, match="cannot read"):
        compdb.load(tmp_path / "missing.json")


@pytest.fixture(scope="module")
def project_models():
    proj = FIXTURES / "project"
    with_db = build([proj], compile_commands=proj / "compile_commands.json")
    without = build([proj])
    return with_db, without


def test_database_flags_reach_the_parse(project_models):
    (model, diags), (plain, plain_diags) = project_models
    main = file_of(model, "main.cu")
    # -DUSE_FAST from the database picks the first branch; -I../include finds the header
    assert one(main, "fast_path").region == Region.ACTIVE
    assert one(main, "slow_path").region == Region.INACTIVE
    assert not [d for d in diags if d.code == "XL903"]
    assert main.path not in model.unchecked
    # without the database: the other branch, and the header is missing
    main2 = file_of(plain, "main.cu")
    assert one(main2, "fast_path").region == Region.INACTIVE
    assert [(d.line, d.col) for d in plain_diags if d.code == "XL903"] == [(1, 10)]
    assert "missing include proj/util.cuh" in plain.unchecked[main2.path]


def test_project_walk(project_models):
    (model, _), _ = project_models
    rels = sorted(str(sf.rel) for sf in model.files.values())
    # the hidden folder is skipped; the orphan header and the C file are still project files
    assert rels == ["include/proj/util.cuh", "src/host.cpp", "src/main.cu", "src/plain.c", "unused/orphan.cuh"]
    assert {sf.rel.name: sf.is_header for sf in model.files.values()} == {
        "util.cuh": True, "host.cpp": False, "main.cu": False, "plain.c": False, "orphan.cuh": True}
    assert "C source" in model.unchecked[file_of(model, "plain.c").path]
    assert [t.spelling for t in file_of(model, "plain.c").tokens][:3] == ["int", "plain_c", "("]


def test_orphan_header_parsed_through_a_stub(project_models):
    (model, _), _ = project_models
    orphan = file_of(model, "orphan.cuh")
    assert orphan.path not in model.unchecked  # parsed semantically, through the stub
    assert one(orphan, "orphan_kernel").ref.value == "project"
    assert one(orphan, "cudaFree").ref.value == "cuda"
    assert one(orphan, "release").ref.value == "project"


def test_plain_cpp_host_pass(project_models):
    (model, _), _ = project_models
    host = file_of(model, "host.cpp")
    assert one(host, "cudaMalloc").ref.value == "cuda"


def test_database_alone_names_the_inputs(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text("#ifdef ONLY_FROM_DB\nint from_db;\n#endif\n")
    (tmp_path / "compile_commands.json").write_text(json.dumps(
        [{"directory": str(tmp_path), "file": "k.cu", "arguments": ["nvcc", "-DONLY_FROM_DB", "-c", "k.cu"]}]))
    model, _ = build([], compile_commands=tmp_path / "compile_commands.json")
    sf = model.files[src.resolve()]
    assert sf.rel == Path("k.cu")
    assert one(sf, "from_db").region == Region.ACTIVE
