"""Support-header includes can always be placed (issue 21, class 6; docs/rules/XL200.md).

The fixtures `tests/rules/*/incplace_*` (checked byte for byte by test_fixtures.py) cover the cases that
had no free line: a header starting with a multi-line macro, the first use inside `extern "C" {` or a
namespace, no blank line at all, a free line only in an `#if` branch, two support headers and one
free line, a byte order mark, CRLF line endings. Here: every one of their translations compiles for
gfx942, and each has `static_assert(__LINE__ == N)` after the inserted lines (N: its line in the input),
so the compile also proves that `#line` restored the numbering; plus the allocator's own guarantees.
"""

from __future__ import annotations

import re
import subprocess
from itertools import permutations
from pathlib import Path

from xlate.parse.model import build_model
from xlate.rewrite.engine import translate_text
from xlate.rewrite.include_placement import FileSlots
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import find_toolchain

HERE = Path(__file__).resolve().parent
FIXTURES = sorted(p for p in HERE.glob("XL[0-9][0-9][0-9]/incplace_*") if p.suffix in (".cu", ".cuh"))
_LINE = re.compile(r"^#line (\d+)\r?$")


def test_there_is_a_fixture_for_each_case():
    names = {p.stem.removeprefix("incplace_") for p in FIXTURES}
    assert names >= {"macro_header", "extern_c", "namespace", "no_blank_line", "other_branch", "two_headers",
                     "bom", "crlf", "block_comment"}
    for p in FIXTURES:
        assert p.with_suffix(".hip").exists(), p


def test_inserted_lines_restore_the_numbering():
    """In each expected translation, the text after a `#line N` is the input's from line N on: as many
    lines, each the input's line or its translation (the line of a static_assert is unchanged)."""
    for p in FIXTURES:
        src = p.read_bytes().decode("utf-8").split("\n")
        out = p.with_suffix(".hip").read_bytes().decode("utf-8").split("\n")
        marks = [(k, int(m[1])) for k, line in enumerate(out) if (m := _LINE.match(line))]
        assert len(marks) == 1, p
        k, n = marks[0]
        assert out[k - 1].startswith("#include <xlate/"), p
        assert len(out) - (k + 1) == len(src) - (n - 1), p
        for j, line in enumerate(out[k + 1:]):
            if "static_assert(__LINE__" in line:
                assert line == src[n - 1 + j] and f"__LINE__ == {n + j}," in line, (p, line)


def test_translations_compile_for_gfx942(tmp_path):
    """Every incplace fixture's translation is its own translation unit (the includes must work where
    they are put) and compiles for gfx942, host and device passes (syntax only, one compiler call);
    its static_asserts of __LINE__ hold."""
    files = []
    for p in FIXTURES:
        dst = tmp_path / f"{p.parent.name}_{p.stem}.hip"
        dst.write_bytes(p.with_suffix(".hip").read_bytes())
        files.append(str(dst))
    tc = find_toolchain(arch="gfx942")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-fsyntax-only", "-isystem", str(SUPPORT_INCLUDE),
           "-Wno-pragma-once-outside-header", *files]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"


def _slots(tmp_path: Path, text: str) -> FileSlots:
    src = tmp_path / "a.cu"
    src.write_text(text)
    model, _ = build_model([src], root=tmp_path, includes=[], defines=[], compile_commands=None,
                           warp_mode="compat32")
    return FileSlots(model.files[src])


HEADERS = ("xlate/compat32.h", "xlate/ptx_shared.h", "xlate/fp16_extras.h", "xlate/graph.h")


def test_headers_never_share_a_line_in_any_order(tmp_path):
    """One free line, four headers asked for in every order: one gets the line, the others new lines
    before the first use; never two includes on one line, and always before the use."""
    text = "#define A 1\n\nint x;\n__global__ void k(int *o) { o[0] = A; }\n"
    use = text.index("o[0]")
    for order in permutations(HEADERS):
        slots = _slots(tmp_path, text)
        got = [slots.place(h, use) for h in order]
        on_lines = [p for p in got if not p.inserted]
        assert len(on_lines) == 1 and on_lines[0].line == 2 and on_lines[0].offset == text.index("\n\n") + 1
        inserted = [p for p in got if p.inserted]
        # after `int x;` (the last file-scope boundary before the kernel): before line 4, `#line 4`
        assert {(p.offset, p.line) for p in inserted} == {(text.index("__global__"), 4)}
        assert all(p.text == f"#include <{p.header}>\n#line 4\n" for p in inserted)


def test_one_header_asked_again_gets_its_line_or_one_before_the_new_use(tmp_path):
    text = "__device__ int f();\n\n__global__ void k(int *o) { o[0] = f(); }\n"
    slots = _slots(tmp_path, text)
    first = slots.place("xlate/fp16_extras.h", text.index("o[0]"))
    assert slots.place("xlate/fp16_extras.h", text.index("o[0]") + 2) is first
    assert first.line == 2 and not first.inserted
    earlier = slots.place("xlate/fp16_extras.h", text.index("f()"))  # a use before that line: one more include
    assert earlier.inserted and earlier.offset == 0 and earlier.text == "#include <xlate/fp16_extras.h>\n#line 1\n"


def test_a_free_line_in_an_if_branch_is_used_only_when_the_group_encloses_the_rest_of_the_file(tmp_path):
    """Rules ask for a header at its first use only, and a later use may sit in another branch: a free
    line inside an #if group is used only when the group has no #else/#elif and only #endif lines
    follow it (an include guard, a file wrapped in `#ifdef X`); otherwise the include goes before it."""
    wrapped = "#ifndef G\n#define G\n#ifdef W\n\nint a;\n#endif\n#endif  // G\n"
    p = _slots(tmp_path, wrapped).place("xlate/graph.h", wrapped.index("int a"))
    assert (p.line, p.inserted) == (4, False)
    branched = "#if defined(A)\n\nint a;\n#else\n// here\nint b;\n#endif\n"
    slots = _slots(tmp_path, branched)
    q = slots.place("xlate/graph.h", branched.index("int b"))
    assert (q.offset, q.line, q.inserted) == (0, 1, True)
    r = slots.place("xlate/ptx_shared.h", branched.index("int a"))  # two insertions at one place compose
    assert (r.offset, r.line, r.inserted) == (0, 1, True)
    followed = "#ifdef W\n\nint a;\n#endif\nint b;\n"  # code after the #endif: not the whole rest
    assert _slots(tmp_path, followed).place("xlate/graph.h", followed.index("int a")).inserted


def test_warp_uses_in_two_branches_both_see_the_include():
    src = ("#ifdef FAST\n\n__global__ void k(int *o) { o[0] = __ballot_sync(0xffffffff, 1); }\n#else\n\n"
           "__global__ void k(int *o) { o[0] = __any_sync(0xffffffff, 1); }\n#endif\n")
    out, diags = translate_text(src, "branches.cu", defines=["FAST"])
    assert out.startswith("#include <xlate/compat32.h>\n#line 1\n#ifdef FAST\n")
    assert [d for d in diags if d.severity.value == "error"] == []


def test_every_rule_gets_an_include_and_the_output_is_stable():
    """Five support headers in one file with two free lines (the known collision between rules): each
    included once, at most one include per line, no error, and the same output each time."""
    src = ("#include <cuda_fp16.h>\n"
           "\n"
           "// kernels\n"
           "__global__ void k(const double *d, __half *h, unsigned *w, int *a) {\n"
           "  __shared__ int s[4];\n"
           "  h[0] = __double2half(d[0]);\n"
           "  w[0] = (unsigned)__cvta_generic_to_shared(&s[0]);\n"
           "  a[threadIdx.x] = __shfl_sync(0xffffffff, a[0], 1);\n"
           "}\n"
           "int host(char *x, const char *y) { memcpy(x, y, 4); return 0; }\n")
    out, diags = translate_text(src, "many.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    for h in ("compat32.h", "fp16_extras.h", "ptx_shared.h", "cuda_host_includes.h"):
        assert out.count(f"#include <xlate/{h}>") == 1, (h, out)
    assert all(line.count("#include") <= 1 for line in out.split("\n"))
    assert translate_text(src, "many.cu")[0] == out
