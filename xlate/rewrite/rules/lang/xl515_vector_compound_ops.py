"""XL515: a project's own operators on CUDA vector types that HIP's vector types also define.

CUDA's vector types (float2, int4, ...) have no operators, so projects define them (the CUDA samples'
helper_math.h, complex arithmetic on float2). HIP's vector types define `*` and `/` with a vector of the
same type as hidden friends (non-templates) and `+=`, `-=`, `*=`, `/=` as members, all component-wise
(amd_hip_vector_types.h; the cpu backend's vector types mirror them). A project's free
`float2 operator*(float2, float2)` or `void operator+=(float2&, float2)` beside them makes every such
call ambiguous: a compile error. (HIP's `+`, `-` and the mixed vector-scalar forms are templates, which a
project's non-template operator beats: no collision.)

Per operator (`*`, `/`, `+=`, `-=`, `*=`, `/=`), over the whole project:

* every colliding definition is component-wise (its body computes `a.c OP b.c` for each component: `a.x
  += b.x; a.y += b.y;`, `a.x = a.x + b.x;`, or `return make_float2(a.x * b.x, a.y * b.y);`, optionally
  `return a;` after a compound one): the definitions are removed (a comment on the same lines), since
  HIP's operator computes the same values; a note at each.
* some colliding definition computes something else (a complex product): every definition stays and
  every call the parser resolved to one of the project's free operators of that kind is rewritten
  `a * xlate_op_mul{} * b` (`a += xlate_op_add_assign{} += b`), which groups as the original and ends
  in a qualified call `::operator*(a, b)` of the project's operator (<xlate/user_operators.h>; a
  qualified call never finds HIP's hidden friend or member). After each of the project's operator
  definitions of that kind, on its last line, XL515 defines the `xlate_call_mul` overload that makes
  that call. A warning at each colliding definition says so: calls the parser could not check (in a
  macro body, in a template that depends on its parameters) stay ambiguous, a compile error.

Only operators written with the vector type's own name (`float2`, `double4`, `uchar3`, ...) are
recognised as colliding; one through a typedef of the project's is not. Operators declared without a
body in the translated files get no `xlate_call_...` (a rewritten call of one fails to compile, naming
it). `.c` files are never touched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xlate.core.model import Emitter, Fix, RefOrigin, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.rules._support_include import include_support_header
from xlate.rewrite.syntax import Tok, match_forward, scopes, significant, split_top

CODE = "XL515"
HEADER = "xlate/user_operators.h"
_DOC_XL515 = """\
Severity: note (removed) or warning (calls rewritten). CUDA's vector types have no operators, so projects
define them (the CUDA samples' `helper_math.h`, complex arithmetic on float2). HIP's vector types define
`*` and `/` with a vector of the same type as hidden friends and `+=`, `-=`, `*=`, `/=` as members, all
component-wise, and the cpu backend's mirror them; a project's free `float2 operator*(float2, float2)` or
`void operator+=(float2 &, float2)` beside them makes every such call ambiguous after translation.
(HIP's `+`, `-` and mixed vector-scalar operators are templates, which a project's non-template operator
beats: nothing to do.)

Per operator kind, over the whole project:

* Every colliding definition is component-wise (`a.x += b.x; a.y += b.y;`, `a.x = a.x + b.x;`, `return
  make_float2(a.x * b.x, a.y * b.y);`, each component once, optionally `return a;` after a compound
  one): the definitions are removed (replaced by a comment on the same lines) and a note says so. HIP's
  operator computes the same values.
* Some colliding definition computes something else (a complex product as `*`): all definitions stay,
  and every call the parser resolved to one of the project's free operators of that kind becomes
  `a * xlate_op_mul{} * b` (`a += b` becomes `a += xlate_op_add_assign{} += b`). That groups exactly as
  the original (`*` is left-associative, compound assignment right-associative) and ends in
  `xlate_call_mul(a, b)`, which XL515 defines on the last line of each of the project's definitions of
  that operator as a qualified call `::operator*(a, b)`: qualified lookup never finds HIP's hidden
  friend or member, so the project's operator runs, as under CUDA (<xlate/user_operators.h>). A warning
  at each colliding definition says so. Calls the parser could not check (in a macro body, in a
  template that depends on its parameters) stay as written and ambiguous: a compile error, never HIP's
  operator in silence.

Not recognised: operators written through a typedef of the vector type. An operator declared without a
body in the translated files gets no `xlate_call_...`: a rewritten call of it fails to compile, naming
it. `.c` files are never touched.

Fixtures: `tests/rules/XL515/` (run by tests/rules/test_fixtures.py); `tests/cpu/test_vector_operators.py`
runs helper_math-style operators and a complex product on the cpu backend against a numpy model and
compiles the translations for gfx942.
"""

ORDER = 131  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "vector-type-operators",
                  "a project's own operators on CUDA vector types that HIP's also define: component-wise ones "
                  "removed, others called explicitly at every checked use",
                  fix=Fix.SOMETIMES, doc=_DOC_XL515)]

# operator -> (name in xlate_call_<name> / xlate_op_<name>, compound?)
_OPS = {"*": ("mul", False), "/": ("div", False), "+=": ("add_assign", True), "-=": ("sub_assign", True),
        "*=": ("mul_assign", True), "/=": ("div_assign", True)}
_VECTOR = re.compile(r"(?:u?char|u?short|u?int|u?long|u?longlong|float|double)([1-4])")
_COMPONENTS = ("x", "y", "z", "w")
_STOP = frozenset({";", "{", "}"})


@dataclass
class _Def:
    sf: SourceFile
    op: str
    start: Tok  # first token of the declaration
    name: Tok  # the `operator` token
    end: Tok  # the closing `}` of the body
    forwarded: bool  # an xlate_call_... follows already (the output of a translation translated again)
    params: list[tuple[str, str]]  # (type as written, parameter name)
    vector: str  # the vector type both operands have where it collides with HIP's operator, else ""
    component_wise: bool
    template: bool  # a template operator: no xlate_call_... can be written for it


def run(model: SourceModel, emit: Emitter) -> None:
    defs: list[_Def] = []
    friends: set[str] = set()  # operators some class of the project declares as a friend
    files = {sf.path: significant(sf) for sf in model.files.values() if sf.path.suffix != ".c"}
    for sf in model.files.values():
        if sf.path in files:
            defs.extend(_definitions(sf, files[sf.path], friends))
    for op in _OPS:
        mine = [d for d in defs if d.op == op]
        colliding = [d for d in mine if d.vector]
        if not colliding:
            continue
        if all(d.component_wise for d in colliding):
            for d in colliding:
                _remove(d, emit)
        else:
            _call_explicitly(model, files, op, mine, colliding, op in friends, emit)


def _definitions(sf: SourceFile, toks: list[Tok], friends: set[str]) -> list[_Def]:
    out: list[_Def] = []
    stacks = None
    for i, t in enumerate(toks):
        if (t.spelling != "operator" or t.region is not Region.ACTIVE or i + 2 >= len(toks)
                or toks[i + 1].spelling not in _OPS or toks[i + 2].spelling != "("):
            continue
        if stacks is None:
            stacks = scopes(toks)
        if any(sc.kind in ("class", "function", "block") for sc in stacks[i]):
            if any(toks[k].spelling == "friend" for k in range(_declaration_start(toks, i), i)):
                friends.add(toks[i + 1].spelling)  # a free function too, which calls may resolve to
            continue  # a member or a local declaration: not a free function of namespace scope
        d = _definition(sf, toks, i)
        if d is not None:
            out.append(d)
    return out


def _definition(sf: SourceFile, toks: list[Tok], i: int) -> _Def | None:
    op = toks[i + 1].spelling
    close = match_forward(toks, i + 2)
    if close is None or close + 1 >= len(toks) or toks[close + 1].spelling != "{":
        return None  # a declaration without a body
    body_end = match_forward(toks, close + 1)
    parts = split_top(toks, i + 3, close)
    if body_end is None or parts is None or len(parts) != 2:
        return None
    params = [_param(toks[a:b]) for a, b in parts]
    if any(p is None for p in params):
        return None
    start = _declaration_start(toks, i)
    template = any(toks[k].spelling == "template" for k in range(start, i))
    (t1, a), (t2, b) = params  # type: ignore[misc]
    compound = _OPS[op][1]
    v1, v2 = _vector_of(t1, ref=compound), _vector_of(t2, ref=False)
    vector = v1 if v1 and v1 == v2 else ""
    cw = False
    if vector:
        n = int(_VECTOR.fullmatch(vector).group(1))
        body = [t.spelling for t in toks[close + 2:body_end]]
        cw = _compound_wise(body, a, b, op, n) if compound else _binary_wise(body, a, b, op, vector, n)
    after = {t.spelling for t in toks[body_end + 1:body_end + 8]}
    forwarded = f"xlate_call_{_OPS[op][0]}" in after
    return _Def(sf, op, toks[start], toks[i], toks[body_end], forwarded, [(t1, a), (t2, b)], vector, cw,  # type: ignore[list-item]
                template)


def _param(ts: list[Tok]) -> tuple[str, str] | None:
    """(type as written, name) of a named parameter."""
    if len(ts) < 2 or not ts[-1].is_ident or ts[-1].spelling in ("const", "volatile"):
        return None
    return " ".join(t.spelling for t in ts[:-1]), ts[-1].spelling


def _vector_of(type_text: str, *, ref: bool) -> str:
    """The vector type of `float2 &` (ref) or of `float2` / `const float2 &` / `float2 const &`, else ""."""
    words = type_text.split()
    if ref:
        if words[-1:] != ["&"] or "const" in words:
            return ""
        words = words[:-1]
    elif words[-1:] == ["&"]:
        if "const" not in words:
            return ""
        words = words[:-1]
    words = [w for w in words if w != "const"]
    return words[0] if len(words) == 1 and _VECTOR.fullmatch(words[0]) else ""


def _compound_wise(words: list[str], a: str, b: str, op: str, n: int) -> bool:
    """`a.c op b.c;` or `a.c = a.c OP b.c;` once for each of the first n components, then maybe `return a;`."""
    seen: list[str] = []
    k = 0
    bare = op[:-1]
    while k < len(words):
        w = words[k:]
        if w[:3] == ["return", a, ";"] and k + 3 == len(words):
            k += 3
            continue
        if len(w) >= 8 and w[0] == a and w[1] == "." and w[3] == op and w[4] == b and w[5] == "." \
                and w[6] == w[2] and w[7] == ";":
            seen.append(w[2])
            k += 8
            continue
        if len(w) >= 12 and w[0] == a and w[1] == "." and w[3] == "=" and w[4] == a and w[5] == "." \
                and w[6] == w[2] and w[7] == bare and w[8] == b and w[9] == "." and w[10] == w[2] and w[11] == ";":
            seen.append(w[2])
            k += 12
            continue
        return False
    return sorted(seen) == sorted(_COMPONENTS[:n])


def _binary_wise(words: list[str], a: str, b: str, op: str, vector: str, n: int) -> bool:
    """`return make_<vector>(a.x OP b.x, a.y OP b.y, ...);` in component order."""
    want = ["return", f"make_{vector}", "("]
    for k, c in enumerate(_COMPONENTS[:n]):
        if k:
            want.append(",")
        want += [a, ".", c, op, b, ".", c]
    want += [")", ";"]
    return words == want


def _declaration_start(toks: list[Tok], i: int) -> int:
    """Index of the first token of the declaration whose `operator` is at `i` (after the previous `;`, `{`,
    `}` or preprocessor line)."""
    j = i
    while j > 0 and toks[j - 1].region is Region.ACTIVE and toks[j - 1].spelling not in _STOP:
        j -= 1
    return j


def _signature(d: _Def) -> str:
    return f"operator{d.op}({d.params[0][0]}, {d.params[1][0]})"


def _remove(d: _Def, emit: Emitter) -> None:
    original = d.sf.data[d.start.start:d.end.end].decode("utf-8", "surrogateescape")
    sig = _signature(d)
    comment = (f"/* xlate XL515: {sig} removed: HIP's {d.vector} has this operator, component-wise, computing "
               "the same */")
    emit.edit(d.sf.path, d.start.start, d.end.end, comment + "\n" * original.count("\n"), origin=CODE)
    emit.diag(CODE, Severity.NOTE, d.sf.path, d.name.start,
              f"{sig} removed: HIP's {d.vector} has the same operator (component-wise, as this one), and both "
              "together make every use ambiguous; HIP's computes the same values")


def _call_explicitly(model: SourceModel, files: dict, op: str, mine: list[_Def], colliding: list[_Def],
                     friend: bool, emit: Emitter) -> None:
    name, _ = _OPS[op]
    how = f"a {op} xlate_op_{name}{{}} {op} b"
    blocker = ("a template operator" if any(d.template for d in mine)
               else "a friend operator of a class" if friend else "")
    if blocker:
        _warn_kept(colliding, op, emit, lambda d: (
            f"so every `a {op} b` on {d.vector} is ambiguous (a compile error); the calls are not rewritten because "
            f"the project also defines {blocker}{op}, which `{how}` cannot reach: rename this one into a named "
            "function and call that"))
        return
    for d in mine:
        if d.forwarded:
            continue
        (t1, _), (t2, _) = d.params
        # the definition's own head (storage, qualifiers or the project's macro for them, return type), on
        # one line: the call runs where the operator runs and returns what it returns
        head = " ".join(d.sf.data[d.start.start:d.name.start].decode("utf-8", "surrogateescape").split())
        call = f" {head} xlate_call_{name}({t1} a, {t2} b) {{ return ::operator{op}(a, b); }}"
        emit.edit(d.sf.path, d.end.end, d.end.end, call, origin=CODE)
    _warn_kept(colliding, op, emit, lambda d: (
        f"and this one computes something else, so every call the parser resolved to the project's operator{op} "
        f"is written `{how}`, which calls this one explicitly; calls it could not check (macro bodies, templates "
        "on their parameters) stay ambiguous"))
    tag = f"xlate_op_{name}{{}}"
    for sf in model.files.values():
        toks = files.get(sf.path)
        if toks is None:
            continue
        first = None
        for t in toks:
            if t.spelling == op and t.ref is RefOrigin.PROJECT and t.region is Region.ACTIVE:
                emit.edit(sf.path, t.start, t.end, f"{op} {tag} {op}", origin=CODE)
                if first is None:
                    first = t.start
        if first is not None:
            include_support_header(model, sf, HEADER, first, emit, origin=CODE, code=CODE)


def _warn_kept(colliding: list[_Def], op: str, emit: Emitter, why) -> None:
    """A warning at each colliding definition that stays: what HIP's operator is, then `why(d)`."""
    for d in colliding:
        emit.diag(CODE, Severity.WARNING, d.sf.path, d.name.start,
                  f"{_signature(d)} kept: HIP's {d.vector} has its own {op} (component-wise) {why(d)}")
