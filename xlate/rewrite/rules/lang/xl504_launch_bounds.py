"""XL504: `__launch_bounds__(maxThreads, minBlocksPerSM)`: HIP's second parameter is the minimum
number of waves per execution unit (SIMD). With integer literals it becomes
ceil(minBlocks * ceil(maxThreads / 64) / 4), clamped to 1..8, marked by a comment so a second
translation leaves it alone; otherwise the second argument is dropped with a warning. A third
argument (maxBlocksPerCluster) is dropped with a warning.

The doc page (docs/rules/XL504.md) is generated from RULES below.
"""

from __future__ import annotations

import re

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.rewrite.rules.lang._decl import line_breaks, renamed_elsewhere
from xlate.rewrite.syntax import Tok, match_forward, significant, split_top

_DOC_XL504 = """\
HIP 7.2 passes the second argument of `__launch_bounds__` to `amdgpu_waves_per_eu`: the minimum
number of waves per execution unit (SIMD), not CUDA's minimum resident blocks per multiprocessor.
With integer literals the argument becomes

    minWavesPerEU = clamp(ceil(minBlocks * ceil(maxThreads / 64) / 4), 1, 8)

(gfx942: 64-lane waves, 4 SIMDs per CU; 8 is the assumed largest useful value, with a warning when
clamped), followed by the comment `/* XL504: CUDA minBlocksPerSM=N -> min waves per EU */`, which marks
it as translated. Otherwise (template parameters, macros) the second argument is dropped with a
warning. A third argument (CUDA 12's maximum blocks per cluster) is dropped with a warning. The
one-argument form is unchanged, without a diagnostic.

Fixtures: `tests/rules/XL504/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 91  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL504", "launch-bounds",
                  "__launch_bounds__(threads, minBlocksPerSM): the second argument becomes HIP's minimum "
                  "waves per execution unit", fix=Fix.SOMETIMES, doc=_DOC_XL504)]

WAVE = 64  # gfx942 wavefront size
SIMDS_PER_CU = 4  # execution units (SIMDs) per compute unit on gfx942
MAX_WAVES_PER_EU = 8
LB_MARK = "/* XL504: CUDA"


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if toks:
            _launch_bounds(sf, toks, emit)


_INT = re.compile(r"(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)[uUlL]*")


def _int_literal(toks: list[Tok], lo: int, hi: int) -> int | None:
    if hi - lo != 1 or toks[lo].kind is not TokenKind.LITERAL:
        return None
    m = _INT.fullmatch(toks[lo].spelling.replace("'", ""))
    if m is None:
        return None
    digits = m.group(1)
    if digits[:2] in ("0x", "0X", "0b", "0B"):
        return int(digits, 0)
    return int(digits, 8) if len(digits) > 1 and digits[0] == "0" else int(digits)


def waves_per_eu(max_threads: int, min_blocks: int) -> int:
    waves_per_block = -(-max_threads // WAVE)
    return max(1, min(MAX_WAVES_PER_EU, -(-(min_blocks * waves_per_block) // SIMDS_PER_CU)))


# Tokens that cannot be in __launch_bounds__'s arguments (constant expressions): the `)` matched is
# then another one, past a declaration or statement.
_NOT_IN_BOUNDS = frozenset({";", "{", "}", "__launch_bounds__", "__global__", "__device__", "__host__", "#"})


def _launch_bounds(sf: SourceFile, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling != "__launch_bounds__" or i + 1 >= len(toks) or toks[i + 1].spelling != "(":
            continue
        if t.region is Region.DIRECTIVE or (i > 0 and toks[i - 1].spelling in ("define", "ifdef", "ifndef",
                                                                                "defined")):
            continue
        rp = match_forward(toks, i + 1)
        if rp is None:
            continue
        if LB_MARK.encode() in sf.data[toks[i + 1].end:toks[rp].start]:
            continue  # translated before
        inside = toks[i + 2:rp]
        if any(x.region is not t.region or x.spelling in _NOT_IN_BOUNDS for x in inside):
            # `__launch_bounds__(256, 2 void f() {...} ... )`: the ) found is not this one's
            emit.diag("XL504", Severity.WARNING, sf.path, t.start,
                      "__launch_bounds__ was not translated: its parenthesis is not closed before the next "
                      "declaration or statement; fix the attribute")
            continue
        args = split_top(toks, i + 2, rp)
        if args is None or len(args) < 2:
            continue
        other = renamed_elsewhere(toks, args[1][0], rp)
        if other is not None:
            emit.diag("XL504", Severity.WARNING, sf.path, t.start,
                      f"__launch_bounds__ was not translated: its minimum blocks argument names {other.spelling}, "
                      "which another rule translates; give HIP's minimum waves per execution unit by hand")
            continue
        if len(args) >= 3:
            # maxBlocksPerCluster: no clusters on gfx942
            cut = toks[args[1][1]].start  # the comma before the third argument
            emit.edit(sf.path, cut, toks[rp - 1].end, line_breaks(sf.data, cut, toks[rp - 1].end), origin="XL504")
            emit.diag("XL504", Severity.WARNING, sf.path, toks[args[2][0]].start,
                      "__launch_bounds__: the third argument (maximum blocks per cluster) was dropped: "
                      "gfx942 has no thread block clusters")
        (a0, a1), (b0, b1) = args[0], args[1]
        mt, mb = _int_literal(toks, a0, a1), _int_literal(toks, b0, b1)
        if mt is not None and mb is not None and mt > 0:
            w = waves_per_eu(mt, mb)
            emit.edit(sf.path, toks[b0].start, toks[b1 - 1].end,
                      f"{w} {LB_MARK} minBlocksPerSM={mb} -> min waves per EU */", origin="XL504")
            if mb > 0 and -(-(mb * -(-mt // WAVE)) // SIMDS_PER_CU) > MAX_WAVES_PER_EU:
                emit.diag("XL504", Severity.WARNING, sf.path, toks[b0].start,
                          f"__launch_bounds__({mt}, {mb}): {mb} blocks of {mt} threads need more than "
                          f"{MAX_WAVES_PER_EU} waves per SIMD on gfx942; asked for {MAX_WAVES_PER_EU}")
        else:
            cut = toks[args[0][1]].start  # the comma after the first argument
            end = toks[args[1][1] - 1].end
            emit.edit(sf.path, cut, end, line_breaks(sf.data, cut, end), origin="XL504")
            emit.diag("XL504", Severity.WARNING, sf.path, toks[b0].start,
                      "__launch_bounds__: the minimum blocks per multiprocessor was dropped (it is not an "
                      "integer literal, and HIP's second argument means minimum waves per execution unit); "
                      "add it back as ceil(minBlocks * ceil(maxThreads / 64) / 4) if occupancy matters")
