"""Rounding-mode emulation with exact methods, no floating-point environment: directed rounding
(.rz .rm .rp) of f32/f64 add/sub/mul/fma and of conversions, and correctly rounded 16-bit float
(f16, bf16) arithmetic.

Every result is computed as an exact pair (s, e) of doubles, value = s + e with s = rn(value)
(TwoSum; products of f32/f16/bf16 values are exact in double), and then rounded once to the
destination with the requested mode. See docs/ptx.md, "Directed rounding".
"""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError
from xlate.ptx.ir import Instruction
from xlate.ptx.lower.context import PType, blk, ut

# the rounding modifiers of float arithmetic and float results of cvt
FRND = {"rn", "rz", "rm", "rp"}


def rounding_mode(ins: Instruction, mods: set[str]) -> str:
    """The instruction's rounding modifier, .rn when it has none."""
    rnd = mods & FRND
    if len(rnd) > 1:
        raise PtxSyntaxError(f"{ins.form} has more than one rounding modifier", ins.pos)
    return rnd.pop() if rnd else "rn"


_STEP64 = {  # statements moving double `_xl_s` one ulp down (toward -inf) / up, by its bits
    "down": ("{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, _xl_s);"
             " _xl_u = (_xl_u == 0ull) ? 0x8000000000000001ull : ((_xl_u >> 63) ? _xl_u + 1ull : _xl_u - 1ull);"
             " _xl_s = __builtin_bit_cast(double, _xl_u); }"),
    "up": ("{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, _xl_s);"
           " _xl_u = (_xl_u == 0x8000000000000000ull) ? 1ull : ((_xl_u >> 63) ? _xl_u - 1ull : _xl_u + 1ull);"
           " _xl_s = __builtin_bit_cast(double, _xl_u); }"),
}


def _two_sum(x: str, y: str) -> str:
    """double _xl_s = rn(x + y), _xl_e = the exact error (Knuth's TwoSum; NaN when _xl_s is not finite)."""
    return (f"double _xl_tx = {x}, _xl_ty = {y}; double _xl_s = _xl_tx + _xl_ty;"
            " double _xl_bb = _xl_s - _xl_tx;"
            " double _xl_e = (_xl_tx - (_xl_s - _xl_bb)) + (_xl_ty - _xl_bb);")


# value = _xl_s + _xl_e exactly: replace _xl_s by the value rounded to ODD in double precision
# (truncate toward zero, set the last bit when inexact). Rounding that once to a format with at most
# 51 bits of precision gives the correctly rounded value in any mode (round-to-odd: an odd double is
# neither a representable value nor a midpoint of such a format).
def _to_odd(s: str = "_xl_s", e: str = "_xl_e") -> str:
    return (f"if ({e} < 0.0 || {e} > 0.0) {{ unsigned long long _xl_u = __builtin_bit_cast(unsigned long long, {s});"
            f" if (({e} > 0.0) != !(_xl_u >> 63)) _xl_u -= 1ull;"
            f" {s} = __builtin_bit_cast(double, _xl_u | 1ull); }}")


_STICKY = _to_odd()


def _rm_zero(x: str, y: str) -> str:
    """IEEE 754: an exact zero sum of operands of opposite sign (or two -0) is -0 under .rm."""
    return (f"if (_xl_s == 0.0 && _xl_e == 0.0) _xl_s = ((__builtin_bit_cast(unsigned long long, (double)({x})) |"
            f" __builtin_bit_cast(unsigned long long, (double)({y}))) >> 63) ? -0.0 : 0.0;")


def _exact_pair(op: str, xs: list[str]) -> list[str]:
    """Statements computing the exact pair (_xl_s, _xl_e) of op over doubles xs (f32/f16/bf16 inputs:
    their products are exact in double)."""
    if op in ("add", "sub"):
        return [_two_sum(xs[0], xs[1] if op == "add" else f"-({xs[1]})")]
    if op == "mul":
        return [f"double _xl_s = ({xs[0]}) * ({xs[1]}); double _xl_e = 0.0;"]
    # fma: a*b exact, then TwoSum with c
    return [f"double _xl_p = ({xs[0]}) * ({xs[1]});", _two_sum("_xl_p", xs[2])]


def _zero_operands(op: str, xs: list[str]) -> tuple[str, str] | None:
    if op == "add":
        return xs[0], xs[1]
    if op == "sub":
        return xs[0], f"-({xs[1]})"
    if op == "fma":
        return "_xl_p", xs[2]
    return None


def f32_directed(op: str, mode: str) -> list[str]:
    """float _xl_r = op(_xl_x0, _xl_x1[, _xl_x2]) rounded with `mode`, computed exactly via double."""
    xs = [f"(double)_xl_x{k}" for k in range(3 if op == "fma" else 2)]
    stmts = _exact_pair(op, xs)
    z = _zero_operands(op, xs)
    if mode == "rm" and z:
        stmts.append(_rm_zero(*z))
    stmts.append(_STICKY)
    stmts.append("double _xl_x = _xl_s; float _xl_f = (float)_xl_x;")
    stmts.append("if (_xl_x == _xl_x) {")
    stmts += round_directed(mode)
    stmts.append("}")
    return stmts


def f64_directed(op: str, mode: str) -> list[str]:
    """double _xl_s = op(_xl_x0, _xl_x1) (add/sub/mul) rounded with `mode`: rn result plus the sign
    of the exact error (TwoSum for add/sub; fma-based TwoProduct for mul, scaled by 2^1000 when the
    error could underflow)."""
    if op in ("add", "sub"):
        y = "_xl_x1" if op == "add" else "-_xl_x1"
        stmts = [_two_sum("_xl_x0", y)]
        if mode == "rm":
            stmts.append(_rm_zero("_xl_x0", y))
    else:
        # mantissas in [0.5, 1): their product and its fma error are exact; scaling back by the
        # exponent rounds once (ldexp), exactly when the result is normal
        stmts = ["double _xl_s = _xl_x0 * _xl_x1; double _xl_e = 0.0;",
                 ("if (_xl_x0 != 0.0 && _xl_x1 != 0.0 && __builtin_fabs(_xl_x0) != __builtin_inf()"
                  " && __builtin_fabs(_xl_x1) != __builtin_inf()) {"
                  " int _xl_ea = 0, _xl_eb = 0; double _xl_ma = __builtin_frexp(_xl_x0, &_xl_ea);"
                  " double _xl_mb = __builtin_frexp(_xl_x1, &_xl_eb); int _xl_E = _xl_ea + _xl_eb;"
                  " double _xl_pm = _xl_ma * _xl_mb; double _xl_pe = __builtin_fma(_xl_ma, _xl_mb, -_xl_pm);"
                  " double _xl_s2 = __builtin_ldexp(_xl_pm, _xl_E);"
                  " if (__builtin_fabs(_xl_s2) == __builtin_inf() || __builtin_ldexp(_xl_s2, -_xl_E) == _xl_pm) {"
                  " _xl_s = _xl_s2; _xl_e = _xl_pe; } else { "
                  + _to_odd("_xl_pm", "_xl_pe") +
                  " _xl_s = __builtin_ldexp(_xl_pm, _xl_E); _xl_e = _xl_pm - __builtin_ldexp(_xl_s, -_xl_E); } }")]
    # overflow of finite operands: the rn result is inf, the directed one may be the largest finite
    big = "0x1.fffffffffffffp1023"
    ovf = {"rz": f"_xl_s = _xl_s > 0.0 ? {big} : -{big};",
           "rm": f"if (_xl_s > 0.0) _xl_s = {big};",
           "rp": f"if (_xl_s < 0.0) _xl_s = -{big};"}[mode]
    stmts.append("if (__builtin_fabs(_xl_s) == __builtin_inf() && __builtin_fabs(_xl_x0) != __builtin_inf()"
                 f" && __builtin_fabs(_xl_x1) != __builtin_inf()) {{ {ovf} }}")
    down, up = _STEP64["down"], _STEP64["up"]
    if mode == "rm":
        stmts.append(f"else if (_xl_e < 0.0) {down}")
    elif mode == "rp":
        stmts.append(f"else if (_xl_e > 0.0) {up}")
    else:  # rz: toward zero when the error points toward zero
        stmts.append(f"else if ((_xl_e < 0.0 && !(__builtin_bit_cast(unsigned long long, _xl_s) >> 63)) ||"
                     f" (_xl_e > 0.0 && (__builtin_bit_cast(unsigned long long, _xl_s) >> 63))) {{"
                     f" if (_xl_e < 0.0) {down} else {up} }}")
    return stmts


def _half_to_double(kind: str, bits16: str) -> str:
    if kind == "f16":
        return f"(double)__builtin_bit_cast(_Float16, (unsigned short)({bits16}))"
    return f"(double)__builtin_bit_cast(float, (unsigned int)(unsigned short)({bits16}) << 16)"


def half_compute(ty: PType, op: str, n: int) -> list[str]:
    """Statements setting `_xl_out` (declared, zero) to op over the 16-bit lanes of `_xl_in0..`:
    exact pair in double, rounded to odd, to float with round-to-odd, then to the 16-bit format to
    nearest even (correct: 24 >= 11 + 2)."""
    base = ty.name.removesuffix("x2")
    halves = 2 if ty.name.endswith("x2") else 1
    stmts = []
    for h in range(halves):
        xs = [_half_to_double(base, f"_xl_in{k} >> {16 * h}") for k in range(n)]
        body = _exact_pair(op, xs)
        body.append(_STICKY)
        # double -> float, rounding to odd: truncate toward zero, set the last bit when inexact
        body.append("float _xl_f = (float)_xl_s; if ((double)_xl_f != _xl_s && _xl_s == _xl_s) {"
                    " unsigned int _xl_fu = __builtin_bit_cast(unsigned int, _xl_f);"
                    " if (__builtin_fabs((double)_xl_f) > __builtin_fabs(_xl_s)) _xl_fu -= 1u;"
                    " _xl_f = __builtin_bit_cast(float, _xl_fu | 1u); }")
        body.append(f"_xl_out |= ({ut(ty.width)})((unsigned int)({to_half(base, '_xl_f')}) << {16 * h});")
        stmts.append(blk(*body))
    return stmts



def round_directed(mode: str) -> list[str]:
    """Statements adjusting float `_xl_f` (= (float)_xl_x rounded to nearest) from double `_xl_x`
    (exact) to the directed rounding `mode` by stepping one ulp on the float's bits."""
    if mode == "rn":
        return []
    down = ("{ unsigned int _xl_u = __builtin_bit_cast(unsigned int, _xl_f);"
            " _xl_u = (_xl_u == 0u) ? 0x80000001u : ((_xl_u >> 31) ? _xl_u + 1u : _xl_u - 1u);"
            " _xl_f = __builtin_bit_cast(float, _xl_u); }")
    up = ("{ unsigned int _xl_u = __builtin_bit_cast(unsigned int, _xl_f);"
          " _xl_u = (_xl_u == 0x80000000u) ? 1u : ((_xl_u >> 31) ? _xl_u - 1u : _xl_u + 1u);"
          " _xl_f = __builtin_bit_cast(float, _xl_u); }")
    if mode == "rm":
        return [f"if ((double)_xl_f > _xl_x) {down}"]
    if mode == "rp":
        return [f"if ((double)_xl_f < _xl_x) {up}"]
    # rz: toward zero
    return [f"if (_xl_x > 0.0 && (double)_xl_f > _xl_x) {down}",
            f"if (_xl_x < 0.0 && (double)_xl_f < _xl_x) {up}"]


def to_half(kind: str, fexpr: str) -> str:
    """Bits (unsigned short) of float `fexpr` rounded to nearest-even as f16 or bf16."""
    if kind == "f16":
        return f"__builtin_bit_cast(unsigned short, (_Float16)({fexpr}))"
    # bf16: round the float's bits to nearest even; NaN stays a (quiet) NaN
    u = f"__builtin_bit_cast(unsigned int, (float)({fexpr}))"
    return (f"[&]() -> unsigned short {{ unsigned int _xl_u = {u};"
            " if ((_xl_u & 0x7fffffffu) > 0x7f800000u) return (unsigned short)((_xl_u >> 16) | 0x40u);"
            " return (unsigned short)((_xl_u + 0x7fffu + ((_xl_u >> 16) & 1u)) >> 16); }()")
