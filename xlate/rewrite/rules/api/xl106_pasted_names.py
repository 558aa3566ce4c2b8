"""XL106: CUDA names a macro builds by token pasting (`cuda ## Call`).

A macro such as `#define cuda(Call) ... cuda ## Call ...`, used as `cuda(Malloc(&p, n))`, forms
`cudaMalloc` only when it expands: neither `cuda` in the body nor `Malloc` at the use is a CUDA name,
so XL101/XL104 see nothing to rename, the parse (which expands the macro) is happy, and the
translation fails to compile with HIP's headers (`use of undeclared identifier 'cudaMalloc'`).

The rule finds, in every `#define NAME(params)` body, an identifier `P ## param` whose left part `P`
is not itself a CUDA name (XL104 handles `cudaMemcpy ## Async`). For each use `NAME(...)` in the
translated files it takes the argument bound to `param` and its first token `S`: the macro forms
`P` + `S`. When every name so formed is a supported row of the mapping table whose HIP name is one
new prefix plus the same `S` (`cudaMalloc` -> `hipMalloc`: `cuda` -> `hip`), `P` becomes that
prefix, so every expansion forms the HIP name the table gives; a note lists the names. Otherwise
nothing is edited and a warning names the macro and the names that do not map that way (an
unsupported or `different` row, a name outside the table, two prefixes, or no use found), so the
compile error that follows is explained.

Left alone: `param ## suffix` forms (the CUDA part after the parameter), pastes whose left part is a
parameter too, and macros whose uses are outside the translated files (a warning says no use was
found).
"""

from __future__ import annotations

from dataclasses import dataclass

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel, TokenKind
from xlate.core.tables import load_table
from xlate.rewrite.syntax import Tok, significant

CODE = "XL106"
_DOC_XL106 = """\
Severity: note (renamed) or warning (left as written). A macro that pastes a CUDA prefix to its
argument (`#define cuda(Call) ... cuda ## Call`, used as `cuda(Malloc(&p, n))`) forms `cudaMalloc`
only when it expands, so no token of the file is a CUDA name and the renaming of XL101/XL104 cannot
see it; HIP's headers then reject the expansion.

For each such `#define NAME(params)` with `P ## param` in its body (`P` an identifier that is not a
CUDA name itself), every use `NAME(...)` in the translated files gives a name `P` + the first token of
the argument bound to `param`. When each of them is a supported row of the mapping table whose HIP
name is one new prefix followed by the same rest (`cudaMalloc` -> `hipMalloc`, `cudaGetLastError` ->
`hipGetLastError`), `P` in the body becomes that prefix (`hip ## Call`) and a note lists the names:
every expansion then forms the HIP name the table gives. Otherwise nothing is edited and a warning
names the macro and each name that does not map that way (unsupported, `different`, not in the table,
mapped under another prefix) or says that no use was found.

Not handled: the CUDA part after the parameter (`param ## Async`), and pastes whose left part is a
parameter too.

Fixtures: `tests/rules/XL106/`.
"""

ORDER = 11  # registration order among the rule modules (xlate/rewrite/registry.py): right after XL101-104
RULES = [RuleInfo(CODE, "pasted-api-names",
                  "a CUDA prefix a macro pastes to its argument (`cuda ## Call`) is renamed when every use "
                  "forms a name that maps under one HIP prefix",
                  fix=Fix.SOMETIMES, doc=_DOC_XL106)]


@dataclass
class _Paste:
    sf: SourceFile
    macro: str
    param_index: int
    prefix: Tok  # the `P` of `P ## param`


def run(model: SourceModel, emit: Emitter) -> None:
    table = load_table()
    files = {sf.path: significant(sf) for sf in model.files.values()}
    pastes: list[_Paste] = []
    for sf in model.files.values():
        pastes.extend(_pastes(sf, files[sf.path], table))
    if not pastes:
        return
    for p in pastes:
        formed = sorted(set(_formed_names(files, p)))
        _decide(p, formed, table, emit)


def _pastes(sf: SourceFile, toks: list[Tok], table: dict) -> list[_Paste]:
    """Every `P ## param` in the bodies of the file's function-like macros."""
    out: list[_Paste] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if not (t.spelling == "define" and i > 0 and toks[i - 1].spelling == "#" and t.region is Region.DIRECTIVE):
            i += 1
            continue
        name_i = i + 1
        if name_i + 1 >= len(toks) or toks[name_i + 1].spelling != "(" or toks[name_i + 1].start != toks[name_i].end:
            i += 1
            continue  # an object-like macro
        params: list[str] = []
        j = name_i + 2
        while j < len(toks) and toks[j].spelling != ")":
            if toks[j].kind is TokenKind.IDENTIFIER:
                params.append(toks[j].spelling)
            j += 1
        k = j + 1
        while k < len(toks) and toks[k].region is Region.MACRO_BODY:
            if (toks[k].spelling == "##" and k > j + 1 and k + 1 < len(toks)
                    and toks[k + 1].region is Region.MACRO_BODY and toks[k + 1].spelling in params):
                left = toks[k - 1]
                if (left.kind is TokenKind.IDENTIFIER and left.spelling not in params and left.spelling not in table
                        and (k < 2 or toks[k - 2].spelling != "##")):
                    out.append(_Paste(sf, toks[name_i].spelling, params.index(toks[k + 1].spelling), left))
            k += 1
        i = k
    return out


def _formed_names(files: dict, p: _Paste):
    """`P` + the first token of the argument bound to the pasted parameter, at every use of the macro."""
    for toks in files.values():
        for i, t in enumerate(toks):
            if t.spelling != p.macro or t.kind is not TokenKind.IDENTIFIER or t.region is Region.DIRECTIVE:
                continue
            if i > 0 and toks[i - 1].spelling == "define":
                continue
            args = _arguments(toks, i + 1)
            if args is None or p.param_index >= len(args) or not args[p.param_index]:
                continue
            first = args[p.param_index][0]
            if first.kind is TokenKind.IDENTIFIER:
                yield p.prefix.spelling + first.spelling


def _arguments(toks: list[Tok], i: int) -> list[list[Tok]] | None:
    """The arguments of a macro use whose `(` is at `i` (split at top-level commas)."""
    if i >= len(toks) or toks[i].spelling != "(":
        return None
    args: list[list[Tok]] = [[]]
    depth = 0
    for t in toks[i + 1:]:
        if t.spelling in ("(", "[", "{"):
            depth += 1
        elif t.spelling in (")", "]", "}"):
            if depth == 0:
                return args
            depth -= 1
        elif t.spelling == "," and depth == 0:
            args.append([])
            continue
        args[-1].append(t)
    return None


def _decide(p: _Paste, formed: list[str], table: dict, emit: Emitter) -> None:
    where = f"macro {p.macro} pastes `{p.prefix.spelling}` to its argument"
    if not formed:
        if p.prefix.spelling.lower().startswith("cu"):
            emit.diag(CODE, Severity.WARNING, p.sf.path, p.prefix.start,
                      f"{where}, and no use of it was found in the translated files: left as written; if it "
                      "forms CUDA names, HIP's headers will not declare them")
        return
    prefixes: set[str] = set()
    bad: list[str] = []
    for name in formed:
        entry = table.get(name)
        rest = name[len(p.prefix.spelling):]
        if entry is None:
            bad.append(f"{name} (not a CUDA name xlate maps)")
        elif entry.status != "supported":
            bad.append(f"{name} ({entry.status}{': ' + entry.note if entry.note else ''})")
        elif not entry.hip.endswith(rest) or not rest:
            bad.append(f"{name} (HIP name {entry.hip})")
        else:
            prefixes.add(entry.hip[:len(entry.hip) - len(rest)])
    if not bad and len(prefixes) > 1:
        bad.append(f"the names map under several prefixes ({', '.join(sorted(prefixes))})")
    if not any(table.get(n) for n in formed):
        return  # the macro forms no CUDA name at all (`#define CAT(x) my ## x`)
    if bad:
        emit.diag(CODE, Severity.WARNING, p.sf.path, p.prefix.start,
                  f"{where}, forming {', '.join(formed)}; left as written because not every name maps to HIP "
                  f"under one prefix: {'; '.join(bad)}")
        return
    new = prefixes.pop()
    if new != p.prefix.spelling:
        emit.edit(p.sf.path, p.prefix.start, p.prefix.end, new, origin=CODE)
    emit.diag(CODE, Severity.NOTE, p.sf.path, p.prefix.start,
              f"{where}, forming {', '.join(formed)}: `{p.prefix.spelling}` renamed to `{new}`, so every use forms "
              "the HIP name", fixit=new)

