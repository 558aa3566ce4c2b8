"""The mapping generator's parts on small inputs whose right answers were worked out by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.gen import api as g

HERE = Path(__file__).resolve().parent


def test_pairs_from_nvidia_headers():
    pairs = g.parse_nvidia_pairs(HERE / "fixtures")
    got = {(p.cuda, p.hip, p.how) for p in pairs}
    assert ("cudaMemcpyHostToDevice", "hipMemcpyHostToDevice", "define") in got
    assert ("CU_STREAM_WAIT_VALUE_EQ", "hipStreamWaitValueEq", "define") in got
    assert ("cudaLongName", "hipLongName", "define") in got  # continued line
    assert ("cudaMemcpyKind", "hipMemcpyKind", "typedef") in got
    assert ("cudaStream_t", "hipStream_t", "typedef") in got
    assert ("cudaErrorMemoryAllocation", "hipErrorOutOfMemory", "switch") in got
    assert ("cudaErrorNotReady", "hipErrorNotReady", "switch-reverse") in got
    assert ("cudaMalloc", "hipMalloc", "wrapper") in got
    assert ("cuLaunchKernel", "hipModuleLaunchKernel", "wrapper") in got
    names = {p.cuda for p in pairs} | {p.hip for p in pairs}
    # comments, non-identifier values, pointer typedefs, converters and two-call bodies say nothing
    assert not names & {"cudaCommented", "cudaBlockComment", "HIP_NOT_A_PAIR", "hipArray_t", "hipTwoCalls",
                        "hipCUDAErrorTohipError", "cudaFree", "cudaDeviceSynchronize"}
    where = {p.cuda: p.where for p in pairs}
    assert where["cudaMalloc"] == "hip/nvidia_detail/nvidia_pairs.h:34"


def test_choose_one_hip_name_per_cuda_name():
    chosen = g.choose_pairs(g.parse_nvidia_pairs(HERE / "fixtures"))
    # two wrappers call cudaHostAlloc: the one whose name matches wins
    assert chosen["cudaHostAlloc"].hip == "hipHostAlloc"
    # a reverse switch mapping several HIP errors onto cudaErrorUnknown is a fallback, not a pair
    assert "cudaErrorUnknown" not in chosen
    assert chosen["cudaErrorNotReady"].hip == "hipErrorNotReady"


def _decls(*items: g.Decl) -> g.DeclSet:
    s = g.DeclSet()
    for d in items:
        s.add(d)
    return s


def test_table_decisions():
    cuda = _decls(
        g.Decl("cudaFoo", "function", "cuda_runtime_api.h", host=True),
        g.Decl("cudaGone", "function", "cuda_runtime_api.h", host=True),
        g.Decl("cudaAttrA", "enum", "driver_types.h", value=1),
        g.Decl("cudaAttrB", "enum", "driver_types.h", value=2),
        g.Decl("cudaDesc", "struct", "driver_types.h", fields=("a", "b", "c")),
        g.Decl("cudaSame", "struct", "driver_types.h", fields=("a",)),
        g.Decl("sinf", "function", "/x/math_functions.h", device=True),
        g.Decl("__nvonly", "function", "/x/device_functions.h", device=True),
        g.Decl("__hostonly_in_hip", "function", "/x/device_functions.h", device=True),
        g.Decl("cudaOverridden", "function", "cuda_runtime_api.h", host=True),
    )
    hip = _decls(
        g.Decl("hipFoo", "function", "hip_runtime_api.h", host=True),
        g.Decl("hipAttrA", "enum", "hip_runtime_api.h", value=1),
        g.Decl("hipAttrB", "enum", "hip_runtime_api.h", value=7),
        g.Decl("hipDesc", "struct", "hip_runtime_api.h", fields=("a", "c")),
        g.Decl("hipSame", "struct", "hip_runtime_api.h", fields=("a", "z")),
        g.Decl("sinf", "function", "__clang_hip_math.h", device=True),
        g.Decl("__hostonly_in_hip", "function", "amd_hip.h", host=True),
        g.Decl("hipOther", "function", "hip_runtime_api.h", host=True),
    )
    pairs = {c: g.Pair(c, h, "define", "x.h:1") for c, h in [
        ("cudaFoo", "hipFoo"), ("cudaGone", "hipGone"), ("cudaAttrA", "hipAttrA"), ("cudaAttrB", "hipAttrB"),
        ("cudaDesc", "hipDesc"), ("cudaSame", "hipSame"), ("cudaOverridden", "hipFoo"), ("cudaUnknown", "hipFoo")]}
    override = {"cuda": "cudaOverridden", "hip": "hipOther", "kind": "function", "category": "runtime",
                "status": "supported", "note": "", "since_hip": "", "source": "test"}
    rows = {r["cuda"]: r for r in g.build_table(hip, cuda, pairs, [override])}
    assert rows["cudaFoo"]["status"] == "supported" and rows["cudaFoo"]["hip"] == "hipFoo"
    assert rows["cudaGone"]["status"] == "unsupported" and "no longer declares" in rows["cudaGone"]["note"]
    assert rows["cudaAttrA"]["status"] == "supported"
    assert rows["cudaAttrB"]["status"] == "different"
    assert "CUDA cudaAttrB = 2, HIP hipAttrB = 7" in rows["cudaAttrB"]["note"]
    assert rows["cudaDesc"]["status"] == "different" and rows["cudaDesc"]["note"].endswith(": b")
    assert rows["cudaSame"]["status"] == "supported"  # HIP having more fields is no difference
    assert rows["sinf"]["status"] == "supported" and rows["sinf"]["category"] == "math"
    assert rows["__nvonly"]["status"] == "unsupported" and rows["__nvonly"]["category"] == "device"
    assert rows["__hostonly_in_hip"]["status"] == "unsupported"  # declared, but not for the device
    assert rows["cudaOverridden"]["hip"] == "hipOther" and rows["cudaOverridden"]["source"] == "test"
    assert "cudaUnknown" not in rows  # the prelude does not declare it


def test_override_naming_a_missing_hip_name_is_refused():
    cuda = _decls(g.Decl("cudaFoo", "function", "cuda_runtime_api.h", host=True))
    override = {"cuda": "cudaFoo", "hip": "hipNowhere", "kind": "function", "category": "runtime",
                "status": "supported", "note": "", "since_hip": "", "source": "test"}
    with pytest.raises(SystemExit, match="hipNowhere is not declared"):
        g.build_table(_decls(), cuda, {}, [override])


def test_committed_table_is_the_generators_output():
    """Re-running the generator reproduces cuda_hip.csv byte for byte. Its HIP 5.2 input package is
    fetched here (pinned, sha256-checked, into xlate's cache) when it is not cached yet, so the test
    needs nothing but what scripts/setup.sh installs."""
    from xlate.toolchain.setup import complete_prefix

    if complete_prefix() is None:
        pytest.fail("the pinned HIP 7.2 toolchain is not set up; run `xlate setup` (scripts/setup.sh)")
    g.fetch_pairs_package(offline=False)
    assert g.main(["--offline", "--check"]) == 0


def test_driver_name_patterns():
    """CU_FOO_BAR ~ hipFooBar / HIP_FOO_BAR, CUfoo ~ hipFoo_t before the struct hipFoo, _vN suffixes."""
    cuda = _decls(
        g.Decl("CU_STREAM_CAPTURE_MODE_GLOBAL", "enum", "cuda.h", value=0),
        g.Decl("CU_RES_VIEW_FORMAT_NONE", "enum", "cuda.h", value=0),
        g.Decl("CUgraphNode", "type", "cuda.h"),
        g.Decl("CUlimit", "type", "cuda.h"),
        g.Decl("cuMemAdvise_v2", "function", "cuda.h", host=True),
        g.Decl("cuMemAlloc_v2", "function", "cuda.h", host=True),
        g.Decl("CU_NOTHING_LIKE_IT", "enum", "cuda.h", value=3),
    )
    hip = _decls(
        g.Decl("hipStreamCaptureModeGlobal", "enum", "hip_runtime_api.h", value=0),
        g.Decl("HIP_RES_VIEW_FORMAT_NONE", "enum", "hip_runtime_api.h", value=0),
        g.Decl("hipGraphNode", "struct", "hip_runtime_api.h"),
        g.Decl("hipGraphNode_t", "type", "hip_runtime_api.h"),
        g.Decl("hipLimit_t", "type", "hip_runtime_api.h"),
        g.Decl("hipMemAdvise", "function", "hip_runtime_api.h", host=True),
        g.Decl("hipMemAdvise_v2", "function", "hip_runtime_api.h", host=True),
        g.Decl("hipMemAlloc", "function", "hip_runtime_api.h", host=True),
    )
    got = {k: v[0] for k, v in g.pattern_pairs(hip, cuda).items()}
    assert got["CU_STREAM_CAPTURE_MODE_GLOBAL"] == "hipStreamCaptureModeGlobal"
    assert got["CU_RES_VIEW_FORMAT_NONE"] == "HIP_RES_VIEW_FORMAT_NONE"
    assert got["CUgraphNode"] == "hipGraphNode_t"  # the handle typedef, not the struct it points to
    assert got["CUlimit"] == "hipLimit_t"
    assert got["cuMemAdvise_v2"] == "hipMemAdvise_v2"  # the same suffix first
    assert got["cuMemAlloc_v2"] == "hipMemAlloc"  # else the name without it
    assert "CU_NOTHING_LIKE_IT" not in got


def test_versioned_driver_names_take_the_unversioned_row():
    """cuFoo_v2 declared with cuFoo's parameters gets cuFoo's row, even over a name pattern's guess; with
    other parameters it does not."""
    cuda = _decls(
        g.Decl("cuMemcpy2D", "function", "cuda.h", host=True, params=("const CUDA_MEMCPY2D *",)),
        g.Decl("cuMemcpy2D_v2", "function", "cuda.h", host=True, params=("const CUDA_MEMCPY2D *",)),
        g.Decl("cuThing", "function", "cuda.h", host=True, params=("int",)),
        g.Decl("cuThing_v2", "function", "cuda.h", host=True, params=("int", "float")),
    )
    hip = _decls(
        g.Decl("hipMemcpyParam2D", "function", "hip_runtime_api.h", host=True),
        g.Decl("hipMemcpy2D", "function", "hip_runtime_api.h", host=True),
        g.Decl("hipThing", "function", "hip_runtime_api.h", host=True),
    )
    pairs = {"cuMemcpy2D": g.Pair("cuMemcpy2D", "hipMemcpyParam2D", "wrapper", "x.h:1")}
    rows = {r["cuda"]: r for r in g.build_table(hip, cuda, pairs, [])}
    assert rows["cuMemcpy2D_v2"]["hip"] == "hipMemcpyParam2D"
    assert rows["cuMemcpy2D_v2"]["source"].startswith("versioned name of cuMemcpy2D")
    assert rows["cuThing"]["hip"] == "hipThing"
    assert not rows.get("cuThing_v2", {}).get("source", "").startswith("versioned name")


def test_struct_fields_include_anonymous_union_members():
    """Members of an anonymous union belong to the struct; a named member's unnamed struct type does not
    lend its fields (hipMemAllocationProp: union { requestedHandleType; requestedHandleTypes; })."""
    from xlate.parse.libclang import cindex

    ci = cindex()
    src = ("struct S { int a; union { int b; float c; }; struct { int inner; } named; };\n"
           "typedef struct { union { int x; }; int y; } T;\n")
    tu = ci.Index.create().parse("f.cpp", args=["-x", "c++"], unsaved_files=[("f.cpp", src)])
    s = next(c for c in tu.cursor.get_children() if c.kind == ci.CursorKind.STRUCT_DECL and c.spelling == "S")
    assert g._fields(s, ci.CursorKind) == ("a", "b", "c", "named")
    t = next(c for c in tu.cursor.get_children() if c.kind == ci.CursorKind.TYPEDEF_DECL)
    assert g._fields(t.underlying_typedef_type.get_canonical().get_declaration(), ci.CursorKind) == ("x", "y")


def test_override_row_with_an_unquoted_comma_is_refused(tmp_path):
    """A note holding an unquoted comma spills into since_hip and source: the generator must stop."""
    good = tmp_path / "good.csv"
    good.write_text("cuda,hip,kind,category,status,note,since_hip,source\n"
                    'cudaX,hipX,function,runtime,different,"a, b",,curated: test\n')
    assert g.read_overrides(good)[0]["note"] == "a, b"
    bad = tmp_path / "bad.csv"
    bad.write_text("cuda,hip,kind,category,status,note,since_hip,source\n"
                   "cudaX,hipX,function,runtime,different,a, b,,curated: test\n")
    with pytest.raises(SystemExit, match="more fields than the header"):
        g.read_overrides(bad)


def test_prelude_names_without_a_hip_counterpart_are_unsupported_rows():
    """A CUDA API name the prelude declares that nothing pairs with gets an `unsupported` row (a use is
    XL102 with a reason, not the compiler's "undeclared identifier" after a silent pass-through); tag names
    (forward declarations of them compile as the project's own types), names HIP declares itself and the
    version and calling-convention macros other parts own are left without one."""
    cuda = _decls(
        g.Decl("cudaLimitNovel", "enum", "driver_types.h", value=9),
        g.Decl("cuNovelCall", "function", "cuda.h", host=True),
        g.Decl("CUnovel_st", "struct", "cuda.h"),
        g.Decl("CUnovel_enum", "type", "cuda.h"),
        g.Decl("cudaShared", "type", "driver_types.h"),
        g.Decl("CUDAAPI", "macro", "cuda.h"),
        g.Decl("__nv_helper", "function", "/x/cuda_fp16.h", host=True),
    )
    hip = _decls(g.Decl("cudaShared", "type", "hip_runtime_api.h"))
    rows = {r["cuda"]: r for r in g.build_table(hip, cuda, {}, [])}
    for name in ("cudaLimitNovel", "cuNovelCall"):
        assert rows[name]["status"] == "unsupported" and rows[name]["hip"] == "", name
        assert "nothing xlate pairs with it" in rows[name]["note"]
    assert rows["cudaLimitNovel"]["kind"] == "enum" and rows["cuNovelCall"]["category"] == "driver"
    assert not {"CUnovel_st", "CUnovel_enum", "cudaShared", "CUDAAPI", "__nv_helper"} & set(rows)


def test_every_prelude_api_name_has_a_row_or_a_reason():
    """Over the real prelude: every CUDA API name without a row is a tag or one of UNPAIRED_ELSEWHERE."""
    from xlate.core.tables import load_table

    table = load_table()
    left = sorted(n for n in g.prelude_decls().decls if n not in table and g._CUDA_API_NAME.fullmatch(n)
                  and not g._TAG_NAME.search(n) and n not in g.UNPAIRED_ELSEWHERE)
    assert left == []
