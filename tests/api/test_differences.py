"""Different-semantics entries found by the generator, one test per kind of difference:

* enumerator values: CUDA's value (xlate's prelude, which declares the real CUDA values) and HIP's value
  (pinned HIP 7.2 headers) are checked by the compilers themselves (static_assert), independently of
  the generator's libclang walk; one pair is also checked against the CUDA documentation by hand;
* struct fields: the CUDA fields the note names are members of the CUDA struct and are not members of
  the HIP struct (checked by compiling a member-detection trait);
* a use of either kind is renamed and warned about with the note (XL103).
"""

from __future__ import annotations

import re

import pytest

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl101_104_names as api_names

ENUM_NOTE = re.compile(r"^enumerator value differs: CUDA (\w+) = (-?\d+), HIP (\w+) = (-?\d+);")
FIELD_NOTE = re.compile(r"^struct fields of CUDA (\w+) missing in HIP (\w+): (.*)$")


def _table():
    return api_names.load_table()


def _toolchain():
    from xlate.errors import XlateError
    from xlate.toolchain.discover import find_toolchain

    try:
        return find_toolchain()
    except XlateError as exc:
        pytest.skip(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")


def _compile_cuda(text: str, tmp_path) -> str:
    """-fsyntax-only with xlate's CUDA parse arguments (prelude, no CUDA toolkit), host side."""
    from xlate.core.proc import run
    from xlate.parse import flags
    from xlate.parse.libclang import resource_dir

    src = tmp_path / "cuda_side.cu"
    src.write_text(text, encoding="utf-8")
    cmd = ["clang++-19", *flags.cuda_parse_args(flags.HOST), "-resource-dir", str(resource_dir()),
           "-fsyntax-only", str(src)]
    proc = run(cmd, timeout=300, check=False)
    return "" if proc.returncode == 0 else proc.stderr


def _compile_hip(text: str, tmp_path) -> str:
    from xlate.core.proc import run

    tc = _toolchain()
    src = tmp_path / "hip_side.hip"
    src.write_text(text, encoding="utf-8")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "--cuda-host-only", "-fsyntax-only", str(src)]
    proc = run(cmd, timeout=300, check=False)
    return "" if proc.returncode == 0 else proc.stderr


def enum_differences():
    out = []
    for e in _table().values():
        m = ENUM_NOTE.match(e.note) if e.status == "different" else None
        if m:
            out.append((m[1], int(m[2]), m[3], int(m[4])))
    return out


def field_differences():
    out = []
    for e in _table().values():
        m = FIELD_NOTE.match(e.note) if e.status == "different" else None
        if m:
            out.append((m[1], m[2], [f.strip() for f in m[3].split(",") if " more" not in f]))
    return out


def test_enum_value_difference_found_and_documented_value_checked_by_hand():
    e = _table()["cudaDevAttrMaxThreadsPerBlock"]
    assert e.status == "different" and e.hip == "hipDeviceAttributeMaxThreadsPerBlock"
    # CUDA Runtime API reference: cudaDevAttrMaxThreadsPerBlock = 1
    assert ENUM_NOTE.match(e.note)[2] == "1"
    assert len(enum_differences()) >= 20  # the device-attribute enums are numbered differently


def test_enum_values_in_notes_are_what_the_compilers_see(tmp_path):
    diffs = enum_differences()
    cuda = "#include <cuda.h>\n" + "".join(f"static_assert((long long){c} == {cv}LL, \"{c}\");\n" for c, cv, _, _ in diffs)
    hip = "#include <hip/hip_runtime.h>\n" + "".join(
        f"static_assert((long long){h} == {hv}LL, \"{h}\");\n" for _, _, h, hv in diffs)
    assert _compile_cuda(cuda, tmp_path) == ""
    assert _compile_hip(hip, tmp_path) == ""
    assert all(cv != hv for _, cv, _, hv in diffs)


def test_struct_field_difference_found():
    e = _table()["cudaTextureDesc"]
    assert e.status == "different" and e.hip == "hipTextureDesc"
    # checked by hand against HIP 7.2's texture_types.h: hipTextureDesc ends at maxMipmapLevelClamp
    assert FIELD_NOTE.match(e.note)[3] == "disableTrilinearOptimization, seamlessCubemap"


def _has_member_checks(pairs: list[tuple[str, str]], present: bool) -> str:
    lines = ["#include <type_traits>\n"]
    for i, (struct, fld) in enumerate(pairs):
        lines.append(f"template <class T, class = void> struct has{i} : std::false_type {{}};\n"
                     f"template <class T> struct has{i}<T, std::void_t<decltype(&T::{fld})>> : std::true_type {{}};\n"
                     f"static_assert({'' if present else '!'}has{i}<{struct}>::value, \"{struct}::{fld}\");\n")
    return "".join(lines)


def test_struct_fields_in_notes_are_what_the_compilers_see(tmp_path):
    diffs = field_differences()
    assert diffs
    cuda_pairs = [(c, f) for c, _, fs in diffs for f in fs]
    hip_pairs = [(h, f) for _, h, fs in diffs for f in fs]
    assert _compile_cuda("#include <cuda.h>\n" + _has_member_checks(cuda_pairs, True), tmp_path) == ""
    assert _compile_hip("#include <hip/hip_runtime.h>\n" + _has_member_checks(hip_pairs, False), tmp_path) == ""


def test_uses_of_different_entries_are_renamed_with_the_note():
    src = ("#include <cuda_runtime.h>\n"
           "int f(cudaTextureDesc* d) {\n"
           "  int v = 0;\n"
           "  cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0);\n"
           "  return v + d->normalizedCoords;\n"
           "}\n")
    out, diags = translate_text(src)
    assert "int f(hipTextureDesc* d)" in out
    assert "hipDeviceGetAttribute(&v, hipDeviceAttributeMaxThreadsPerBlock, 0);" in out
    warn = {(d.line, d.col): d.message for d in diags if d.code == "XL103"}
    assert "missing in HIP hipTextureDesc: disableTrilinearOptimization" in warn[(2, 7)]
    assert "CUDA cudaDevAttrMaxThreadsPerBlock = 1, HIP hipDeviceAttributeMaxThreadsPerBlock = 56" in warn[(4, 30)]


_INT_DEFINE = re.compile(r"^#define\s+(\w+)\s+\(?(0x[0-9a-fA-F]+|\d+)[uUlL]*\)?\s*$", re.MULTILINE)


def test_supported_macros_have_cudas_values_in_hip(tmp_path):
    """A supported macro whose CUDA definition (xlate's prelude, written from CUDA's documentation) is an
    integer constant has the same value in HIP 7.2 (checked by the compiler): flags such as
    CU_MEMHOSTALLOC_DEVICEMAP -> hipHostMallocMapped are passed through unchanged."""
    from xlate.parse import flags

    values: dict[str, int] = {}
    for h in sorted(flags.PRELUDE_INCLUDE.glob("*.h")):
        for m in _INT_DEFINE.finditer(h.read_text(encoding="utf-8")):
            values.setdefault(m[1], int(m[2], 0))
    checks = [(e.cuda, e.hip, values[e.cuda]) for e in _table().values()
              if e.kind == "macro" and e.status == "supported" and e.cuda in values and e.hip != e.cuda]
    assert len([c for c in checks if c[0].startswith(("CU_", "CUDA_"))]) >= 25  # the driver flags are there
    hip = "#include <hip/hip_runtime.h>\n#include <hip/hip_math_constants.h>\n" + "".join(
        f"static_assert((long long)({h}) == {v}LL, \"{c} = {v} but {h} differs\");\n" for c, h, v in checks)
    assert _compile_hip(hip, tmp_path) == ""


_FLOAT_DEFINE = re.compile(r"^#define\s+(CUDART_\w+)\s+(\(?-?\d+\.\d*(?:e[+-]?\d+)?[fF]?\)?)\s*$", re.MULTILINE)


def test_math_constants_have_cudas_values_in_hip(tmp_path):
    """CUDART_* constants that are floating literals in CUDA's math_constants.h (xlate's prelude) have the very
    same value in HIP 7.2 (HIP_PI_F == 3.141592654F, compared by the compiler in the literal's own type)."""
    from xlate.parse import flags

    text = (flags.PRELUDE_INCLUDE / "math_constants.h").read_text(encoding="utf-8")
    values = dict(_FLOAT_DEFINE.findall(text))
    table = _table()
    checks = [(c, table[c].hip, v) for c, v in sorted(values.items())
              if c in table and table[c].status == "supported"]
    assert len(checks) >= 80, f"only {len(checks)} CUDART_* float constants are supported rows"
    hip = "#include <hip/hip_math_constants.h>\n" + "".join(
        f"static_assert({h} == {v}, \"{c} = {v} but {h} differs\");\n" for c, h, v in checks)
    assert _compile_hip(hip, tmp_path) == ""
