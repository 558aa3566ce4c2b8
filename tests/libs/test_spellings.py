"""The prelude's cuBLAS `_v2` / `_v2_64` declarations (xlate_prelude/cublas_api_v2.h, cublas_api_v2_64.h) are
written by xlate/gen/libs_spellings.py from the base declarations and the list of names that have those spellings
(xlate/data/libs/cublas_v2_names.txt): committed current, each the base declaration under the other name, and a
changed list makes them stale."""

from __future__ import annotations

from xlate.gen import libs_spellings
from xlate.gen.libs import SPELLINGS
from xlate.parse.flags import PRELUDE_INCLUDE

CUBLAS = SPELLINGS["cublas"]


def test_committed_parts_are_current():
    assert libs_spellings.stale(CUBLAS) == []


def test_each_spelling_declares_what_its_base_name_does():
    base = libs_spellings.base_declarations(tuple(s for s, _ in CUBLAS))
    for suffix, stands_for in CUBLAS:
        text = (PRELUDE_INCLUDE / libs_spellings.part_path(suffix)).read_text(encoding="utf-8")
        got = {m.group(2): (m.group(1), [" ".join(p.split()) for p in m.group(3).split(",")])
               for m in libs_spellings.DECLARATION.finditer(text)}
        assert len(got) > 100, suffix
        for name, decl in got.items():
            assert name.endswith(suffix), name
            assert decl == base[name[: -len(suffix)] + stands_for], name
    # cublasSgemm has both; cublasSgemmBatched has no _v2 spelling in CUDA
    v2 = (PRELUDE_INCLUDE / libs_spellings.part_path("_v2")).read_text(encoding="utf-8")
    assert "cublasSgemm_v2(" in v2 and "cublasSgemmBatched_v2" not in v2
    assert "cublasSgemm_v2_64(" in (PRELUDE_INCLUDE / libs_spellings.part_path("_v2_64")).read_text(encoding="utf-8")


def test_a_changed_name_list_makes_both_parts_stale(tmp_path, monkeypatch):
    names = libs_spellings.NAMES_FILE.read_text(encoding="utf-8").replace("\ncublasSgemm\n", "\n")
    short = tmp_path / "names.txt"
    short.write_text(names, encoding="utf-8")
    monkeypatch.setattr(libs_spellings, "NAMES_FILE", short)
    assert sorted(libs_spellings.stale(CUBLAS)) == sorted(libs_spellings.part_path(s) for s, _ in CUBLAS)
