"""XL409: CUB block loads/stores whose warp-transpose algorithm needs whole 64-lane wavefronts.

What the rule detects and rewrites, and why: the doc text in RULES below (docs/rules/XL409.md is
generated from it).
"""

from __future__ import annotations

import re

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceModel, TokenKind
from xlate.rewrite.rules._support_include import already_included, include_support_header
from xlate.rewrite.syntax import Tok, significant, split_top, template_close

CODE = "XL409"
_DOC_XL409 = """\
What hipCUB 7.2 / rocPRIM require on gfx942 (wave64), read from the pinned headers and checked by
compiling every block primitive with 32, 96 and 100 threads: `BlockReduce` (all three algorithms),
`BlockScan` (all three), `BlockRadixSort`, `BlockExchange`, `BlockHistogram`, `BlockDiscontinuity`,
`BlockAdjacentDifference`, `BlockShuffle` and `BlockLoad`/`BlockStore` with the direct, striped,
vectorized and transpose algorithms compile for any block size. Only
`BlockLoad<..., BLOCK_LOAD_WARP_TRANSPOSE[_TIMESLICED]>` and
`BlockStore<..., BLOCK_STORE_WARP_TRANSPOSE[_TIMESLICED]>` do not: rocPRIM's `block_load_warp_transpose`
/ `block_store_warp_transpose` `static_assert` that the block is a multiple of the hardware wavefront
(`BlockSize % wavefront::min_size() == 0`), so a CUDA block of 32, 96, 160 ... threads (whole CUDA
warps, not whole wavefronts) does not compile. (`BlockMergeSort` needs a power of two, as CUB does.)

Both warp-transpose algorithms only change how memory is accessed: the items a thread holds after the
load (and the memory after the store) are the blocked arrangement, the same as with
`BLOCK_LOAD_TRANSPOSE` / `BLOCK_STORE_TRANSPOSE`, which exchange through shared memory block-wide and
have no block-size requirement. So the algorithm argument becomes
`xlate_cub_block_algo<X * Y * Z>(ALGO)` (<xlate/hipcub.hpp>), a constexpr choice: the warp-transpose
algorithm where the block is a multiple of 64 threads (a multiple of every AMD wavefront width), the
transpose one otherwise; any other algorithm is kept. Results never change; the temp storage may be
larger. The argument is left as it is where the block dimensions are integer literals whose product is a
multiple of 64, or the algorithm is spelled as one of the others. A note says what was done (the
block size when it is known). `<xlate/hipcub.hpp>` is included before the first use where the file
does not include CUB itself: on a free line, else on a new line followed by `#line` with an XL409 note
(the rule of every support include: docs/rules/XL200.md).

Warned about, not changed: `BlockExchange::BlockedToWarpStriped`/`WarpStripedToBlocked` (and the
scatter forms) and `cub::LoadDirectWarpStriped`/`StoreDirectWarpStriped` compile, but hipCUB arranges
the items by the hardware warp (64 lanes on gfx942) where CUB arranges them by 32-lane warps: a round
trip (warp-striped load, then to blocked) gives CUDA's result, one direction alone puts items at other
positions. Each use is an XL409 warning naming this.

Fixtures: `tests/rules/XL409/*.cu` with the expected output in `*.hip`; tests `tests/rules/test_xl409_*.py`.
"""

ORDER = 30  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "cub-block-warp-transpose",
                  "cub::BlockLoad/BlockStore with a WARP_TRANSPOSE algorithm and a block that is not a multiple "
                  "of 64 threads use the TRANSPOSE algorithm (rocPRIM needs whole wavefronts; same result); "
                  "warp-striped arrangements (64 lanes, not 32) are warnings", fix=Fix.SOMETIMES, doc=_DOC_XL409)]

HEADER = "xlate/hipcub.hpp"
FUNC = "xlate_cub_block_algo"
_PRIMS = {"BlockLoad": "BLOCK_LOAD", "BlockStore": "BLOCK_STORE"}
_SAFE = ("DIRECT", "STRIPED", "VECTORIZE", "TRANSPOSE")
_INT = re.compile(r"(\d+)[uUlL]*")
_CUB_INCLUDE = re.compile(rb"#\s*include\s*[<\"]cub/")  # XL501 makes it <xlate/hipcub.hpp>


def _literal(toks: list[Tok], part: tuple[int, int]) -> int | None:
    a, b = part
    if b - a == 1 and toks[a].kind is TokenKind.LITERAL:
        m = _INT.fullmatch(toks[a].spelling)
        if m:
            return int(m.group(1))
    return None


_WARP_STRIPED = frozenset({"LoadDirectWarpStriped", "StoreDirectWarpStriped", "BlockedToWarpStriped",
                           "WarpStripedToBlocked", "ScatterToWarpStriped"})


def _warp_striped(sf, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling not in _WARP_STRIPED or t.kind is not TokenKind.IDENTIFIER or t.region is Region.DIRECTIVE:
            continue
        if i + 1 >= len(toks) or toks[i + 1].spelling not in ("(", "<"):
            continue
        emit.diag(CODE, Severity.WARNING, sf.path, t.start,
                  f"{t.spelling}: hipCUB arranges items by the hardware warp (64 lanes on gfx942), CUB by 32-lane "
                  "warps; unless the items go back to a blocked arrangement the same way, they land at other "
                  "positions than in CUDA (use the striped or blocked forms, or BLOCK_*_TRANSPOSE)")


def _text(data: bytes, toks: list[Tok], part: tuple[int, int]) -> str:
    return data[toks[part[0]].start:toks[part[1] - 1].end].decode("utf-8", "surrogateescape")


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        _warp_striped(sf, toks, emit)
        first: int | None = None
        for i, t in enumerate(toks):
            prefix = _PRIMS.get(t.spelling)
            if prefix is None or t.kind is not TokenKind.IDENTIFIER or t.region is Region.DIRECTIVE:
                continue
            if i + 1 >= len(toks) or toks[i + 1].spelling != "<":
                continue
            if i >= 2 and toks[i - 1].spelling == "::" and toks[i - 2].spelling not in ("cub", "hipcub"):
                continue  # another library's BlockLoad
            close = template_close(toks, i + 1, len(toks))
            if close is None:
                continue
            parts = split_top(toks, i + 2, close)
            if parts is None or len(parts) < 4:
                continue  # no algorithm argument: the default (direct) has no block-size requirement
            algo = parts[3]
            name = toks[algo[1] - 1].spelling if algo[1] > algo[0] else ""
            if name in tuple(f"{prefix}_{s}" for s in _SAFE) or toks[algo[0]].spelling == FUNC:
                continue  # no requirement, or translated already
            dims = [_literal(toks, parts[1])] + [_literal(toks, p) for p in parts[4:6]]
            dims += [1] * (3 - len(dims))
            threads = None if None in dims else dims[0] * dims[1] * dims[2]
            if threads is not None and threads % 64 == 0:
                continue
            size = ("(" + ") * (".join(_text(sf.data, toks, p) for p in [parts[1], *parts[4:6]]) + ")"
                    if threads is None else str(threads))
            emit.edit(sf.path, toks[algo[0]].start, toks[algo[0]].start, f"{FUNC}<{size}>(", origin=CODE)
            emit.edit(sf.path, toks[algo[1] - 1].end, toks[algo[1] - 1].end, ")", origin=CODE)
            if threads is not None:
                why = (f"cub::{t.spelling} with {threads} threads, not a multiple of 64: {name} needs whole 64-lane "
                       f"wavefronts on gfx942 (rocPRIM static_assert), so {prefix}_TRANSPOSE is used (the same "
                       "blocked result through a block-wide exchange)")
            else:
                why = (f"cub::{t.spelling}: the algorithm {_text(sf.data, toks, algo)} is chosen at compile time by "
                       f"{FUNC}: a WARP_TRANSPOSE algorithm only where the block is a multiple of 64 threads "
                       f"(rocPRIM needs whole wavefronts), {prefix}_TRANSPOSE otherwise (same result)")
            emit.diag(CODE, Severity.NOTE, sf.path, toks[algo[0]].start, why)
            if first is None:
                first = t.start
        if first is not None and not already_included(sf, HEADER) and not _CUB_INCLUDE.search(sf.data):
            include_support_header(model, sf, HEADER, first, emit, origin=CODE, code=CODE)
