"""Language-level differences between CUDA and HIP (XL503-XL508). See docs/rules/XL5xx.md.

* XL503 `extern __shared__ T name[];` (dynamic shared memory) becomes HIP_DYNAMIC_SHARED. hip-clang
  rejects two block-scope `extern __shared__` arrays of one name with different types in one
  translation unit (two kernels, or one template kernel instantiated for two types), which nvcc
  accepts; so inside functions every such declaration becomes one byte pool of one name and type,
  plus a typed pointer of the user's name:
      HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(T)))) unsigned char,
                         xlate_dynamic_smem) T* name = reinterpret_cast<T*>(xlate_dynamic_smem);
  (user alignment such as __align__(N) / alignas(N) / __attribute__((aligned(N))) is added to the
  pool). At namespace scope it becomes HIP_DYNAMIC_SHARED(T, name). Backends must define
  HIP_DYNAMIC_SHARED(type, var) as a complete declaration (with its `;`), like HIP 7.2 does.
* XL504 `__launch_bounds__(maxThreads, minBlocksPerSM)`: HIP's second parameter is the minimum
  number of waves per execution unit (SIMD). With integer literals it becomes
  ceil(minBlocks * ceil(maxThreads / 64) / 4), clamped to 1..8, marked by a comment so a second
  translation leaves it alone; otherwise the second argument is dropped with a warning. A third
  argument (maxBlocksPerCluster) is dropped with a warning.
* XL505 `__managed__` variables: a note (HIP supports them; migration depends on XNACK).
* XL506 texture and surface references (`texture<...>`, `surface<...>`): error; HIP 7 removed them.
* XL507 CUDA features HIP lacks on gfx942: dynamic parallelism (a launch in device code, device-side
  cudaDeviceSynchronize, the CDP2 named streams), thread block clusters (`__cluster_dims__`).
* XL508 a non-inline, non-static, non-template `__device__` function defined at namespace scope of a
  header: warning (duplicate definitions with -fgpu-rdc or on the cpu backend).
"""

from __future__ import annotations

import re

from xlate.core.model import (
    Emitter,
    RefOrigin,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
    TokenKind,
)
from xlate.rewrite.rules._syntax import (
    Scope,
    Tok,
    has_bare_comma,
    match_backward,
    match_forward,
    scopes,
    significant,
    split_top,
)
from xlate.rewrite.rules.lang import xl502_launch as launch_rules

ORDER = 90  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL503", "dynamic-shared-memory",
             "extern __shared__ T name[] becomes HIP_DYNAMIC_SHARED (one typed byte pool per function)"),
    RuleInfo("XL504", "launch-bounds",
             "__launch_bounds__(threads, minBlocksPerSM): the second argument becomes HIP's minimum "
             "waves per execution unit"),
    RuleInfo("XL505", "managed-variables", "__managed__ variables: supported by HIP; a note on XNACK"),
    RuleInfo("XL506", "texture-references",
             "texture<...>/surface<...> references were removed in HIP 7: use texture objects"),
    RuleInfo("XL507", "unsupported-language-features",
             "dynamic parallelism and thread block clusters are not supported by HIP on gfx942"),
    RuleInfo("XL508", "device-function-in-header",
             "a non-inline __device__ function defined in a header: duplicate symbols with -fgpu-rdc "
             "or on the cpu backend"),
]

POOL = "xlate_dynamic_smem"
WAVE = 64  # gfx942 wavefront size
SIMDS_PER_CU = 4  # execution units (SIMDs) per compute unit on gfx942
MAX_WAVES_PER_EU = 8
LB_MARK = "/* XL504: CUDA"


def run(model: SourceModel, emit: Emitter) -> None:
    kernel_lines = {(k.file, k.line) for k in model.kernels}
    for sf in model.files.values():
        toks = significant(sf)
        if not toks:
            continue
        where = scopes(toks)
        _dynamic_shared(sf, toks, where, emit)
        _launch_bounds(sf, toks, emit)
        _managed(sf, toks, emit)
        _texture_refs(sf, toks, emit)
        _unsupported(sf, toks, where, emit)
        if sf.is_header:
            _header_functions(sf, toks, where, emit, kernel_lines)


# Names other rules rename (API calls and types, warp intrinsics, warpSize, half conversions...), also
# where the parse did not resolve them. An edit of XL503/XL504 that would replace text holding one
# would overlap that rename (conflicting edits): such a declaration is left as it is, with a warning.
_RENAMED_ELSEWHERE = re.compile(r"(cuda|cu[A-Z]|CU[A-Z_]|__shfl|__ballot|__any|__all|__activemask|__syncwarp|"
                                r"__double2|__float2|__int2|__uint2|__ll2|__ull2|__cvta|warpSize|curand|xlate_)")


def _renamed_elsewhere(toks: list[Tok], lo: int, hi: int) -> Tok | None:
    """The first token of toks[lo:hi] that another rule may rename, if any."""
    for t in toks[lo:hi]:
        if t.kind is TokenKind.IDENTIFIER and t.ref is not RefOrigin.PROJECT and _RENAMED_ELSEWHERE.match(t.spelling):
            return t
    return None


def _line_breaks(data: bytes, start: int, end: int) -> str:
    """The line breaks of data[start:end], kept with their backslash continuation in macros."""
    out = []
    for m in re.finditer(rb"(\\\r?)?\n", data[start:end]):
        out.append(" \\\n" if m.group(1) else "\n")
    return "".join(out)


# ------------------------------------------------------------------------------------------ XL503

_ALIGN_WORDS = {"__align__", "alignas", "__attribute__", "__declspec"}


def _stmt_start(toks: list[Tok], i: int) -> int:
    """First token of the declaration holding toks[i] (stops at ; { } : and at a macro's parameters)."""
    j = i
    while j > 0 and toks[j - 1].region is toks[i].region and toks[j - 1].spelling not in (";", "{", "}", ":"):
        if toks[j - 1].spelling == ")":
            m = match_backward(toks, j - 1)
            if m is None or m == 0 or toks[m - 1].spelling not in _ALIGN_WORDS:
                break
            j = m - 1
            continue
        j -= 1
    return j


def _src(sf: SourceFile, toks: list[Tok], a: int, b: int) -> str:
    """Source text of toks[a:b] on one line (tokens joined by blanks when it spans lines)."""
    if a >= b:
        return ""
    text = sf.span(toks[a].start, toks[b - 1].end)
    return text if "\n" not in text else " ".join(x.spelling for x in toks[a:b])


def _dynamic_shared(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter) -> None:
    done: set[int] = set()
    # per enclosing block (or macro body line): the declarations, to give the pool once
    groups: dict[object, list[tuple[int, int, list[str], str, str]]] = {}
    for i, t in enumerate(toks):
        if t.spelling != "__shared__" or t.region is Region.DIRECTIVE:
            continue
        s = _stmt_start(toks, i)
        if s in done:
            continue
        # the declaration: s .. the ; (same region)
        e = i
        while e < len(toks) and toks[e].region is t.region and toks[e].spelling not in (";", "{", "}"):
            if toks[e].spelling == "(":
                m = match_forward(toks, e)
                if m is None:
                    break
                e = m
            e += 1
        if e >= len(toks) or toks[e].spelling != ";" or toks[e].region is not t.region:
            continue
        words = [x.spelling for x in toks[s:e]]
        if "extern" not in words or "[" not in words:
            continue
        done.add(s)
        if any(x.spelling in ("#", "register") for x in toks[s:e]):
            continue  # not a declaration: tokens of several (malformed) lines run together
        other = _renamed_elsewhere(toks, s, e)
        if other is not None:
            emit.diag("XL503", Severity.WARNING, sf.path, toks[s].start,
                      f"this extern __shared__ declaration was not translated: it names {other.spelling}, "
                      "which another rule translates; declare the dynamic shared memory as "
                      "HIP_DYNAMIC_SHARED(T, name) by hand (or name the type through a typedef)")
            continue
        decl = _parse_dynamic_shared(toks, s, e)
        if decl is None:
            emit.diag("XL503", Severity.WARNING, sf.path, toks[s].start,
                      "this extern __shared__ declaration was not translated (expected "
                      "`extern __shared__ T name[];` with one name): hip-clang accepts it, but two of them with "
                      "one name and different types in one file do not compile, and the cpu backend needs "
                      "HIP_DYNAMIC_SHARED(T, name)")
            continue
        align, typ, name, trailing = decl
        t0 = toks.index(typ[0], s)
        contiguous = toks[t0:t0 + len(typ)] == typ
        typ_text = _src(sf, toks, t0, t0 + len(typ)) if contiguous else " ".join(x.spelling for x in typ)
        aligns = [_as_gnu_align(sf, toks, a) for a in align + trailing]
        start, end = toks[s].start, toks[e].end
        if t.region is Region.MACRO_BODY:
            key: object = ("macro", sf.line_col(start)[0])
        elif any(sc.kind in ("function", "block") for sc in where[i]):
            key = where[i][-1].open_index
        else:
            t_arg = " ".join([*aligns, typ_text])
            if has_bare_comma(typ, 0, len(typ)):
                t_arg = f"HIP_KERNEL_NAME({t_arg})"
            emit.edit(sf.path, start, end, f"HIP_DYNAMIC_SHARED({t_arg}, {name})"
                      + _line_breaks(sf.data, start, end), origin="XL503")
            continue
        groups.setdefault(key, []).append((start, end, aligns, typ_text, name))
    for decls in groups.values():
        pool_aligns: list[str] = ["__attribute__((aligned(16)))"]
        for _, _, aligns, typ_text, _ in decls:
            for a in [f"__attribute__((aligned(alignof({typ_text}))))", *aligns]:
                if a not in pool_aligns:
                    pool_aligns.append(a)
        for n, (start, end, _, typ_text, name) in enumerate(decls):
            pool = f"HIP_DYNAMIC_SHARED({' '.join([*pool_aligns, 'unsigned char'])}, {POOL}) " if n == 0 else ""
            text = f"{pool}{typ_text}* {name} = reinterpret_cast<{typ_text}*>({POOL});"
            emit.edit(sf.path, start, end, text + _line_breaks(sf.data, start, end), origin="XL503")


def _skip_attr(toks: list[Tok], j: int, e: int) -> int | None:
    """If toks[j] starts an alignment/attribute specifier, the index after it."""
    if toks[j].spelling in _ALIGN_WORDS and j + 1 < e and toks[j + 1].spelling == "(":
        m = match_forward(toks, j + 1, e)
        return None if m is None else m + 1
    if toks[j].spelling == "[" and j + 1 < e and toks[j + 1].spelling == "[":
        m = match_forward(toks, j, e)
        return None if m is None else m + 1
    return None


def _parse_dynamic_shared(toks: list[Tok], s: int, e: int):
    """Split `extern __shared__ <attrs/qualifiers> T name [] <attrs> ;` into (attrs, type tokens,
    name, trailing attrs); None when the declaration has another shape."""
    align: list[tuple[int, int]] = []
    typ: list[Tok] = []
    j = s
    while j < e:
        w = toks[j].spelling
        nxt = _skip_attr(toks, j, e)
        if nxt is not None:
            align.append((j, nxt))
            j = nxt
            continue
        if w in ("extern", "__shared__", "static"):
            j += 1
            continue
        if w == "[":
            break
        typ.append(toks[j])
        j += 1
    if j >= e or len(typ) < 2 or not typ[-1].is_ident or typ[-1].kind is TokenKind.KEYWORD:
        return None
    if j + 1 >= e or toks[j + 1].spelling != "]":
        return None
    name = typ[-1].spelling
    typ = typ[:-1]
    trailing: list[tuple[int, int]] = []
    j += 2
    while j < e:
        nxt = _skip_attr(toks, j, e)
        if nxt is None:
            return None
        trailing.append((j, nxt))
        j = nxt
    if any(x.spelling in (",", "=", "(") for x in typ):
        return None
    return align, typ, name, trailing


def _as_gnu_align(sf: SourceFile, toks: list[Tok], span: tuple[int, int]) -> str:
    a, b = span
    if toks[a].spelling == "alignas":
        return f"__attribute__((aligned({_src(sf, toks, a + 2, b - 1)})))"
    return _src(sf, toks, a, b)


# ------------------------------------------------------------------------------------------ XL504

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
        other = _renamed_elsewhere(toks, args[1][0], rp)
        if other is not None:
            emit.diag("XL504", Severity.WARNING, sf.path, t.start,
                      f"__launch_bounds__ was not translated: its minimum blocks argument names {other.spelling}, "
                      "which another rule translates; give HIP's minimum waves per execution unit by hand")
            continue
        if len(args) >= 3:
            # maxBlocksPerCluster: no clusters on gfx942
            cut = toks[args[1][1]].start  # the comma before the third argument
            emit.edit(sf.path, cut, toks[rp - 1].end, _line_breaks(sf.data, cut, toks[rp - 1].end), origin="XL504")
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
            emit.edit(sf.path, cut, end, _line_breaks(sf.data, cut, end), origin="XL504")
            emit.diag("XL504", Severity.WARNING, sf.path, toks[b0].start,
                      "__launch_bounds__: the minimum blocks per multiprocessor was dropped (it is not an "
                      "integer literal, and HIP's second argument means minimum waves per execution unit); "
                      "add it back as ceil(minBlocks * ceil(maxThreads / 64) / 4) if occupancy matters")


# ------------------------------------------------------------------------------------------ XL505


def _managed(sf: SourceFile, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling != "__managed__" or t.region is not Region.ACTIVE:
            continue
        emit.diag("XL505", Severity.NOTE, sf.path, t.start,
                  "__managed__ variable: HIP supports it on gfx942, but pages migrate on demand only with "
                  "XNACK enabled (HSA_XNACK=1); without XNACK the GPU reaches it in host memory")


# ------------------------------------------------------------------------------------------ XL506


def _texture_refs(sf: SourceFile, toks: list[Tok], emit: Emitter) -> None:
    for i, t in enumerate(toks):
        if t.spelling not in ("texture", "surface") or i + 1 >= len(toks) or toks[i + 1].spelling != "<":
            continue
        if t.region is Region.DIRECTIVE or t.ref is not None and getattr(t.ref, "value", "") == "project":
            continue
        if i > 0 and toks[i - 1].spelling in (".", "->") or (i > 0 and toks[i - 1].spelling == "::"
                                                              and i > 1 and toks[i - 2].spelling not in ("std",)
                                                              and toks[i - 2].is_ident):
            continue  # a member or another namespace's template
        sev = Severity.WARNING if t.region is Region.INACTIVE else Severity.ERROR
        emit.diag("XL506", sev, sf.path, t.start,
                  f"{t.spelling} reference: HIP 7 removed texture and surface references; use a "
                  f"{'cudaTextureObject_t with tex1Dfetch<T>(obj, i) / tex2D<T>(obj, x, y)' if t.spelling == 'texture' else 'cudaSurfaceObject_t with surf2Dread/surf2Dwrite on the object'} "
                  "(created with cudaCreateTextureObject / cudaCreateSurfaceObject)")


# ------------------------------------------------------------------------------------------ XL507

_DEVICE_RUNTIME = {"cudaDeviceSynchronize", "cudaGetParameterBuffer", "cudaLaunchDevice",
                   "cudaGetParameterBufferV2", "cudaLaunchDeviceV2"}
_CDP2_STREAMS = {"cudaStreamTailLaunch", "cudaStreamFireAndForget", "cudaStreamGraphTailLaunch",
                 "cudaStreamGraphFireAndForget"}
_CLUSTER = {"__cluster_dims__": "thread block clusters (__cluster_dims__) do not exist on gfx942",
            "cluster_group": "thread block clusters (cooperative_groups::cluster_group) do not exist on "
                             "gfx942",
            "this_cluster": "thread block clusters (cooperative_groups::this_cluster) do not exist on gfx942"}


def _dp(stack: tuple) -> bool:
    return bool(stack) and stack[-1].device_only


def _unsupported(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter) -> None:
    def sev(t: Tok) -> Severity:
        return Severity.WARNING if t.region is Region.INACTIVE else Severity.ERROR

    if any(t.spelling == "<<<" for t in toks):
        for ln in launch_rules.find_launches(toks):
            if isinstance(ln, launch_rules.Launch) and toks[ln.open3].region is not Region.MACRO_BODY \
                    and _dp(where[ln.open3]):
                o = toks[ln.open3]
                emit.diag("XL507", sev(o), sf.path, toks[ln.kernel[0]].start,
                          "kernel launch in device code: dynamic parallelism is not supported by HIP on "
                          "gfx942; launch the kernel from the host (or restructure it as a loop in this "
                          "kernel)")
    for i, t in enumerate(toks):
        s = t.spelling
        if t.region is Region.DIRECTIVE:
            continue
        if s in _DEVICE_RUNTIME and _dp(where[i]) and i + 1 < len(toks) and toks[i + 1].spelling == "(":
            emit.diag("XL507", sev(t), sf.path, t.start,
                      f"{s} in device code is the CUDA device runtime (dynamic parallelism), which HIP does "
                      "not have on gfx942")
        elif s in _CDP2_STREAMS:
            emit.diag("XL507", sev(t), sf.path, t.start,
                      f"{s}: the named streams of CUDA dynamic parallelism do not exist in HIP")
        elif s in _CLUSTER and (i == 0 or toks[i - 1].spelling not in (".", "->")):
            emit.diag("XL507", sev(t), sf.path, t.start, _CLUSTER[s] + " (MI300X has no distributed shared "
                      "memory); use one block, or cooperative groups' grid sync")


# ------------------------------------------------------------------------------------------ XL508

_INLINE_WORDS = {"inline", "__inline__", "__forceinline__", "static", "template", "constexpr", "consteval",
                 "friend", "__host__", "__global__", "__noinline__inline"}


def _header_functions(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter,
                      kernel_lines: set) -> None:
    for i, t in enumerate(toks):
        if t.spelling != "{" or t.region is not Region.ACTIVE:
            continue
        inner = where[i + 1] if i + 1 < len(where) else ()
        if not inner or inner[-1].open_index != i:
            continue
        sc: Scope = inner[-1]
        if sc.kind != "function" or not sc.device_only:
            continue
        outer = inner[:-1]
        if any(o.kind != "namespace" or o.anonymous for o in outer):
            continue  # class members are inline; unnamed namespaces give internal linkage
        words = {x.spelling for x in sc.head}
        if "__device__" not in words or words & _INLINE_WORDS:
            continue
        first = sc.head[0] if sc.head else t
        emit.diag("XL508", Severity.WARNING, sf.path, first.start,
                  "__device__ function defined in a header without inline/static: every file that includes "
                  "the header defines it, which fails to link with -fgpu-rdc and on the cpu backend; "
                  "declare it inline (or static)", fixit="inline ")
