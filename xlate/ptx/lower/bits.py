"""Logic and bit manipulation: and/or/xor/not/cnot (also on predicates), shl/shr, lop3, bfe/bfi,
brev/popc/clz/bfind, prmt and shf."""

from __future__ import annotations

from xlate.ptx.errors import PtxSyntaxError, PtxUnsupported
from xlate.ptx.ir import AsmArg, Imm, Instruction
from xlate.ptx.lower.context import TYPES, Ctx, Handler, blk, calc_t, check_mods, need, one_type, st, ut
from xlate.ptx.lower.operands import pred_dst, read_pred, read_src, write_dst

# -- logic and shifts


def _h_logic(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    check_mods(ins, set())
    opc = ins.opcode
    nsrc = 1 if opc in ("not", "cnot") else 2
    need(ins, 1 + nsrc)
    if ty.kind == "pred":
        if opc == "cnot":
            raise PtxUnsupported(ins.form, ins.pos)
        srcs = [read_pred(ctx, o, ins.form) for o in ins.operands[1:]]
        expr = {"and": " && ", "or": " || ", "xor": " != "}
        dst = pred_dst(ctx, ins.operands[0], ins.form)
        val = f"!{srcs[0]}" if opc == "not" else "(" + expr[opc].join(srcs) + ")"
        return blk(f"{dst} = {val};" if dst else "")
    if ty.kind != "b" or ty.width not in (16, 32, 64):
        raise PtxUnsupported(ins.form, ins.pos)
    w = ty.width
    s = [read_src(ctx, o, ty, ins.form) for o in ins.operands[1:]]
    if opc == "not":
        v = f"({ut(w)})(~({s[0]}))"
    elif opc == "cnot":
        v = f"({ut(w)})(({s[0]}) == 0 ? 1 : 0)"
    else:
        sym = {"and": "&", "or": "|", "xor": "^"}[opc]
        v = f"({ut(w)})(({s[0]}) {sym} ({s[1]}))"
    return blk(write_dst(ctx, ins.operands[0], ty, v, ins.form))


def _h_shift(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins)
    check_mods(ins, set())
    need(ins, 3)
    w = ty.width
    if w not in (16, 32, 64) or (ins.opcode == "shl" and ty.kind != "b"):
        raise PtxUnsupported(ins.form, ins.pos)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    n = read_src(ctx, ins.operands[2], TYPES["u32"], ins.form)
    ct = calc_t(w)
    # PTX clamps shift amounts greater than the register width
    stmts = [f"unsigned int _xl_n = {n}; if (_xl_n > {w}u) _xl_n = {w}u;"]
    if ins.opcode == "shl":
        v = f"(_xl_n >= {w}u ? ({ut(w)})0 : ({ut(w)})(({ct})({a}) << _xl_n))"
    elif ty.signed:
        sct = "int" if w <= 32 else st(w)
        v = f"({ut(w)})(({sct})({st(w)})({a}) >> (_xl_n >= {w}u ? {w - 1}u : _xl_n))"
    else:
        v = f"(_xl_n >= {w}u ? ({ut(w)})0 : ({ut(w)})(({ct})({a}) >> _xl_n))"
    stmts.append(write_dst(ctx, ins.operands[0], ty, v, ins.form))
    return blk(*stmts)


def _h_lop3(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins, {"b32"})
    check_mods(ins, set())
    need(ins, 5)
    a, b, c = (read_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    lut_op = ins.operands[4]
    stmts = [f"unsigned int _xl_a = {a}, _xl_b = {b}, _xl_c = {c};"]
    terms = []
    for idx in range(8):
        ta = "_xl_a" if idx & 4 else "~_xl_a"
        tb = "_xl_b" if idx & 2 else "~_xl_b"
        tc = "_xl_c" if idx & 1 else "~_xl_c"
        terms.append(f"({ta} & {tb} & {tc})")
    if isinstance(lut_op, Imm) and not lut_op.is_float:
        lut = int(lut_op.value) & 0xFF
        used = [terms[i] for i in range(8) if lut >> i & 1]
        v = "(" + " | ".join(used) + ")" if used else "0u"
    elif isinstance(lut_op, AsmArg) and lut_op.index in ctx.asm_imm:
        lut = f"(unsigned int){ctx.asm_imm[lut_op.index]}"
        v = "(" + " | ".join(f"((({lut} >> {i}) & 1u) ? {terms[i]} : 0u)" for i in range(8)) + ")"
    else:
        raise PtxSyntaxError("lop3's immLut must be an immediate", lut_op.pos)
    stmts.append(write_dst(ctx, ins.operands[0], ty, f"(unsigned int){v}", ins.form))
    return blk(*stmts)


def _field_c(p: str, ln: str, w: int) -> str:
    """bfe/bfi position and length: mod 256 for 32-bit types (PTX ISA); the full 32-bit values for
    64-bit types (as an H100 does: docs/ptx.md, "Findings from the GPU recordings")."""
    if w == 32:
        return f"unsigned int _xl_p = ({p}) & 0xffu, _xl_l = ({ln}) & 0xffu;"
    return f"unsigned int _xl_p = ({p}), _xl_l = ({ln});"


def _h_bfe(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins, {"u32", "s32", "u64", "s64"})
    check_mods(ins, set())
    need(ins, 4)
    w = ty.width
    ct = ut(w)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    p = read_src(ctx, ins.operands[2], TYPES["u32"], ins.form)
    ln = read_src(ctx, ins.operands[3], TYPES["u32"], ins.form)
    stmts = [f"{ct} _xl_a = {a}; {_field_c(p, ln, w)}",
             f"unsigned int _xl_n = _xl_p >= {w}u ? 0u : ({w}u - _xl_p < _xl_l ? {w}u - _xl_p : _xl_l);",
             f"{ct} _xl_m = _xl_n >= {w}u ? ({ct})~({ct})0 : (({ct})1 << _xl_n) - 1u;",
             f"{ct} _xl_r = (_xl_p >= {w}u ? ({ct})0 : (_xl_a >> _xl_p)) & _xl_m;"]
    if ty.signed:
        stmts.append("unsigned long long _xl_top = (unsigned long long)_xl_p + _xl_l - 1ull;")
        stmts.append(f"unsigned int _xl_sb = _xl_l == 0u ? 0u : (unsigned int)((_xl_a >> "
                     f"(_xl_top < {w - 1}ull ? (unsigned int)_xl_top : {w - 1}u)) & 1u);")
        stmts.append("if (_xl_sb) _xl_r |= ~_xl_m;")
    stmts.append(write_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    return blk(*stmts)


def _h_bfi(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins, {"b32", "b64"})
    check_mods(ins, set())
    need(ins, 5)
    w = ty.width
    ct = ut(w)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    b = read_src(ctx, ins.operands[2], ty, ins.form)
    p = read_src(ctx, ins.operands[3], TYPES["u32"], ins.form)
    ln = read_src(ctx, ins.operands[4], TYPES["u32"], ins.form)
    stmts = [f"{ct} _xl_a = {a}, _xl_b = {b}; {_field_c(p, ln, w)}",
             f"unsigned int _xl_n = _xl_p >= {w}u ? 0u : ({w}u - _xl_p < _xl_l ? {w}u - _xl_p : _xl_l);",
             (f"{ct} _xl_m = _xl_n == 0u ? ({ct})0 : "
              f"((_xl_n >= {w}u ? ({ct})~({ct})0 : (({ct})1 << _xl_n) - 1u) << _xl_p);"),
             f"{ct} _xl_r = _xl_n == 0u ? _xl_b : ((_xl_b & ~_xl_m) | ((_xl_a << _xl_p) & _xl_m));",
             write_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form)]
    return blk(*stmts)


def _h_bitcount(ctx: Ctx, ins: Instruction) -> str:
    opc = ins.opcode
    allowed = {"brev": {"b32", "b64"}, "popc": {"b32", "b64"}, "clz": {"b32", "b64"},
               "bfind": {"u32", "s32", "u64", "s64"}}[opc]
    ty = one_type(ins, allowed)
    mods = check_mods(ins, {"shiftamt"} if opc == "bfind" else set())
    need(ins, 2)
    w = ty.width
    ct = ut(w)
    a = read_src(ctx, ins.operands[1], ty, ins.form)
    ll = "ll" if w == 64 else ""
    u32 = TYPES["u32"]
    if opc == "brev":
        return blk(f"{ct} _xl_x = {a}, _xl_r = 0;",
                    f"for (int _xl_i = 0; _xl_i < {w}; ++_xl_i) {{ _xl_r = (_xl_r << 1) | (_xl_x & 1u); _xl_x >>= 1; }}",
                    write_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    if opc == "popc":
        return blk(write_dst(ctx, ins.operands[0], u32, f"(unsigned int)__builtin_popcount{ll}({a})", ins.form))
    if opc == "clz":
        return blk(f"{ct} _xl_x = {a};",
                    write_dst(ctx, ins.operands[0], u32,
                         f"(_xl_x == 0u ? {w}u : (unsigned int)__builtin_clz{ll}(_xl_x))", ins.form))
    stmts = [f"{ct} _xl_x = {a};"]
    if ty.signed:
        stmts.append(f"if (_xl_x >> {w - 1}) _xl_x = ~_xl_x;")
    stmts.append(f"unsigned int _xl_r = _xl_x == 0u ? 0xffffffffu : {w - 1}u - (unsigned int)__builtin_clz{ll}(_xl_x);")
    if "shiftamt" in mods:
        stmts.append(f"if (_xl_r != 0xffffffffu) _xl_r = {w - 1}u - _xl_r;")
    stmts.append(write_dst(ctx, ins.operands[0], u32, "_xl_r", ins.form))
    return blk(*stmts)


# prmt.b32.mode: for each mode, the source byte index of d.b0..d.b3 for c[1:0] = 0..3 (PTX ISA, prmt)
PRMT_MODES: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "f4e": ((0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)),
    "b4e": ((0, 7, 6, 5), (1, 0, 7, 6), (2, 1, 0, 7), (3, 2, 1, 0)),
    "rc8": ((0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)),
    "ecl": ((0, 1, 2, 3), (1, 1, 2, 3), (2, 2, 2, 3), (3, 3, 3, 3)),
    "ecr": ((0, 0, 0, 0), (0, 1, 1, 1), (0, 1, 2, 2), (0, 1, 2, 3)),
    "rc16": ((0, 1, 0, 1), (2, 3, 2, 3), (0, 1, 0, 1), (2, 3, 2, 3)),
}


def _h_prmt(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins, {"b32"})
    mods = check_mods(ins, set(PRMT_MODES))
    if len(mods) > 1:
        raise PtxSyntaxError("prmt takes at most one mode", ins.pos)
    need(ins, 4)
    a, b, c = (read_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    stmts = [f"unsigned long long _xl_t = ((unsigned long long)({b}) << 32) | (unsigned long long)({a});",
             f"unsigned int _xl_c = {c}, _xl_r = 0u;"]
    if not mods:
        stmts.append("for (int _xl_i = 0; _xl_i < 4; ++_xl_i) { unsigned int _xl_s = (_xl_c >> (4 * _xl_i)) & 0xfu;"
                     " unsigned int _xl_y = (unsigned int)(_xl_t >> (8u * (_xl_s & 7u))) & 0xffu;"
                     " if (_xl_s & 8u) _xl_y = (_xl_y & 0x80u) ? 0xffu : 0u;"
                     " _xl_r |= _xl_y << (8 * _xl_i); }")
    else:
        table = PRMT_MODES[mods.pop()]
        packed = 0
        for ctl, idxs in enumerate(table):
            for i, src in enumerate(idxs):
                packed |= src << (16 * ctl + 4 * i)
        stmts.append(f"unsigned long long _xl_tb = {packed:#x}ull; unsigned int _xl_k = _xl_c & 3u;")
        stmts.append("for (int _xl_i = 0; _xl_i < 4; ++_xl_i) {"
                     " unsigned int _xl_s = (unsigned int)(_xl_tb >> (16u * _xl_k + 4u * _xl_i)) & 0xfu;"
                     " _xl_r |= ((unsigned int)(_xl_t >> (8u * _xl_s)) & 0xffu) << (8 * _xl_i); }")
    stmts.append(write_dst(ctx, ins.operands[0], ty, "_xl_r", ins.form))
    return blk(*stmts)


def _h_shf(ctx: Ctx, ins: Instruction) -> str:
    ty = one_type(ins, {"b32"})
    mods = check_mods(ins, {"l", "r", "wrap", "clamp"})
    if len(mods & {"l", "r"}) != 1 or len(mods & {"wrap", "clamp"}) != 1:
        raise PtxSyntaxError("shf needs .l or .r and .wrap or .clamp", ins.pos)
    need(ins, 4)
    a, b, c = (read_src(ctx, o, ty, ins.form) for o in ins.operands[1:4])
    n = "(_xl_c < 32u ? _xl_c : 32u)" if "clamp" in mods else "(_xl_c & 31u)"
    stmts = [f"unsigned long long _xl_t = ((unsigned long long)({b}) << 32) | (unsigned long long)({a});",
             f"unsigned int _xl_c = {c}; unsigned int _xl_n = {n};"]
    v = "(unsigned int)((_xl_t << _xl_n) >> 32)" if "l" in mods else "(unsigned int)(_xl_t >> _xl_n)"
    stmts.append(write_dst(ctx, ins.operands[0], ty, v, ins.form))
    return blk(*stmts)


HANDLERS: dict[str, Handler] = {
    "and": _h_logic, "or": _h_logic, "xor": _h_logic, "not": _h_logic, "cnot": _h_logic,
    "shl": _h_shift, "shr": _h_shift, "lop3": _h_lop3, "bfe": _h_bfe, "bfi": _h_bfi,
    "brev": _h_bitcount, "popc": _h_bitcount, "clz": _h_bitcount, "bfind": _h_bitcount,
    "prmt": _h_prmt, "shf": _h_shf,
}
