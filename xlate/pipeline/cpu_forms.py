"""Execution form of each kernel on the cpu backend (issue 22), decided by a static analysis at build
time (docs/cpu-backend.md, "Execution forms").

* **loop**: the block's threads run one after another in a plain loop with the kernel inlined into it
  (`block_loop` in hip_runtime.h): no fiber, no context switch, vectorizable. Only for a kernel that
  can never wait for another thread: no barrier, no warp operation, no polling point (fence,
  __nanosleep, an atomic whose result is used, a volatile access) and no inline asm reachable from its
  body, through every function it calls (followed into their definitions, the runtime's headers
  included). A call the analysis cannot follow (a function defined in another translation unit, an
  indirect or dependent call) keeps the fiber form. Such a kernel defined in the source file itself
  runs in the block form instead, as one region (below), unless the split refuses it (a goto, ...).
* **block**: a kernel whose only waits are plain `__syncthreads();` statements and warp operations at
  block-uniform positions (xlate.pipeline.cpu_split, cpu_lanes): its body is split at them into loops
  over the block's threads (warp operations: loops over each warp's lanes), compiled from a rewritten copy of the source (`block_source`); the runtime calls
  it once per block. Only for kernels defined in the source file itself (not in a header). A kernel
  with none of them is one region: a loop over the block's threads inside the kernel, compiled with the
  body in view (no call per thread through the runtime's `block_loop`).
* **fibers**: everything else (threads are fibers that switch where they wait; see runtime.cpp).

The kernels are those xlate.pipeline.kernels.kernels_in finds (definitions outside system headers and
outside xlate's cpu runtime headers). Template kernels are not analysed here: the cpu backend's compiler
plugin analyses each instantiation's compiled code instead (xlate/cpu/plugin/kernel_forms.cpp: the loop
form where no wait is reachable, fibers otherwise). The decision reaches the runtime through generated calls
to `xlate_cpu::set_kernel_form` in a wrapper translation unit (see `form_registrations`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from xlate.cpu.build import ProgramBuild
from xlate.errors import CompileError
from xlate.parse.libclang import cindex
from xlate.pipeline.cpu_split import BARRIERS, apply, split_kernel
from xlate.pipeline.cpu_split_model import BodySplit, LineMap, NotSplit
from xlate.pipeline.cpu_split_model import location as _location
from xlate.pipeline.kernels import CPU_RUNTIME_PREFIX, LIBCLANG_LOCK, hip_parse_args, kernels_in

WARP_PREFIXES = ("__shfl", "__ballot", "__any", "__all", "__activemask", "__syncwarp", "__match", "__reduce_",
                 "__xlate_warp_op", "__xlate_live_mask", "__lane_id")
# runtime entry points that never wait for another thread
# (__xlate_coords, __xlate_host_coords: threadIdx & co. read as a dim3, xlate_cpu/coords.h)
HARMLESS_RUNTIME = {"__xlate_dynamic_shared", "__xlate_fatal", "__xlate_register_warp_size", "__xlate_memcheck_shared",
                    "__xlate_coords", "__xlate_host_coords"}
POLLS = {"__threadfence", "__threadfence_block", "__threadfence_system", "__nanosleep", "__xlate_yield",
         "xlate_nv_atomic_thread_fence", "__atomic_thread_fence"}
# atomics besides CUDA's atomicX: CUDA 12.8's built-in functions as the translation spells them
# (<xlate/nv_atomic.h>) and the compiler's own builtins, which code may call directly
ATOMIC_PREFIXES = ("atomic", "xlate_nv_atomic_", "__atomic_", "__hip_atomic_", "__sync_")
# the compiler's atomic builtins that clang parses as an AtomicExpr, not a call: libclang shows no call
# for them, so the analysis finds them in the function's tokens (`tokens`)
ATOMIC_EXPR_PREFIXES = ("__atomic_", "__hip_atomic_", "__c11_atomic_", "__scoped_atomic_")
# tokens after which an atomic builtin starts a statement of its own (its result unused)
_STATEMENT_START = {";", "{", "}", "else"}
TEMPLATE_REASON = ("a template kernel: its source is not analysed; each instantiation's compiled code is "
                   "(the loop form where it can never wait, xlate/cpu/plugin/kernel_forms.cpp)")
# xlate's package: headers under it are analysed even where they are searched as system headers
_XLATE_DIR = Path(__file__).resolve().parents[1]


@dataclass
class KernelForm:
    name: str  # qualified, with a leading ::
    ftype: str  # canonical function type (for overloads)
    loop: bool  # no thread can wait for another: the loop form, or the block form as one region (`split`)
    reason: str
    file: str
    line: int
    # the block form: the kernel's body split at its barriers (xlate.pipeline.cpu_split), compiled
    # from a rewritten copy of the source (`block_source`)
    split: BodySplit | None = None

    @property
    def form(self) -> int:
        """The runtime's code for the form (abi.h): 0 fibers, 1 loop, 2 block, 3 block whose calls may each
        run a span of blocks (xlate.pipeline.cpu_spans)."""
        if self.split is not None:
            return 3 if self.split.spans else 2
        return 1 if self.loop else 0

    @property
    def form_name(self) -> str:
        return ("fibers", "loop", "block", "block")[self.form]


class _Analysis:
    def __init__(self, ci) -> None:
        self.ci = ci
        self.K = ci.CursorKind
        self.memo: dict[str, str | None] = {}
        self.active: set[str] = set()

    def system(self, c) -> bool:
        """In a system header that is not xlate's own: the C/C++ library, never a wait. xlate's runtime
        and library headers (hipCUB's block primitives, ...) are searched as system headers too, but
        they do wait, so they are analysed like the user's code."""
        loc = c.location
        if loc.file is None or not self.ci.conf.lib.clang_Location_isInSystemHeader(loc):
            return False
        try:
            Path(loc.file.name).resolve().relative_to(_XLATE_DIR)
        except ValueError:
            return True
        return False

    def function(self, fn) -> str | None:
        """Why `fn` (a definition) may wait for another thread, or None when it never does."""
        key = fn.get_usr() or f"{fn.spelling}@{_location(fn)}"
        if key in self.memo:
            return self.memo[key]
        if key in self.active:
            return None  # recursion: the cycle's other calls decide
        self.active.add(key)
        why = self.tokens(fn) or self.walk(fn)
        self.active.discard(key)
        self.memo[key] = why
        return why

    def tokens(self, fn) -> str | None:
        """Why the text of `fn` may wait: a volatile access, inline asm, or a compiler atomic builtin
        (`__atomic_load_n`, ...) whose result is used: a poll such as `while (__atomic_load_n(f, ...) == 0)`
        (a builtin that starts a statement, `__atomic_fetch_add(&h[i], 1, ...);`, is a histogram's)."""
        before = ";"
        for tok in fn.get_tokens():
            if tok.kind in (self.ci.TokenKind.LITERAL, self.ci.TokenKind.COMMENT):
                if tok.kind == self.ci.TokenKind.LITERAL:
                    before = ""  # a comment between `;` and a builtin leaves it a statement's start
                continue  # never a keyword; and a string's bytes need not be UTF-8 (libclang decodes strictly)
            word = tok.spelling
            if word == "volatile":
                return f"a volatile access in {fn.spelling} ({_location(fn)}) may be a spin-wait"
            if word in ("asm", "__asm__", "__asm"):
                return f"inline asm in {fn.spelling} ({_location(fn)})"
            if (word.startswith(ATOMIC_EXPR_PREFIXES) and word not in POLLS and before not in _STATEMENT_START
                    and tok.kind == self.ci.TokenKind.IDENTIFIER):
                return f"the result of {word} at {_location(tok)} is used (it may poll another thread)"
            before = word
        return None

    def statement(self, s, parent, index: int) -> str | None:
        """Why statement `s` (child `index` of `parent`) may wait for another thread, or None."""
        K = self.K
        if s.kind in (K.ASM_STMT, K.MS_ASM_STMT) or s.kind.name == "GCC_ASM_STMT":
            return f"inline asm at {_location(s)}"
        if s.kind == K.CALL_EXPR:
            return self.call(s, parent, index) or self.walk(s, s.referenced)
        return self.walk(s)

    def walk(self, c, callee=None) -> str | None:
        """`callee`: the function the enclosing call calls (its reference is not an address taken)."""
        K = self.K
        for i, ch in enumerate(c.get_children()):
            inner = callee
            if ch.kind in (K.ASM_STMT, K.MS_ASM_STMT) or ch.kind.name == "GCC_ASM_STMT":
                return f"inline asm at {_location(ch)}"
            if ch.kind == K.CALL_EXPR:
                why = self.call(ch, c, i)
                if why:
                    return why
                inner = ch.referenced
            elif ch.kind == K.DECL_REF_EXPR and ch.referenced is not None and ch.referenced.kind in (
                    K.FUNCTION_DECL, K.CXX_METHOD) and ch.referenced != callee:
                # a function whose address is taken may be called indirectly
                why = self.callee(ch.referenced, ch)
                if why:
                    return why
            why = self.walk(ch, inner)
            if why:
                return why
        return None

    def call(self, call, parent, index: int) -> str | None:
        K = self.K
        ref = call.referenced
        name = call.spelling or (ref.spelling if ref is not None else "")
        if ref is None:
            if not name and not list(call.get_children()):
                return None
            return f"a call the analysis cannot follow ({name or 'indirect'}) at {_location(call)}"
        name = ref.spelling
        where = _location(call)
        if name in BARRIERS or name == "sync" and "cooperative" in (ref.semantic_parent.spelling or "").lower():
            return f"{name} at {where}"
        if name.startswith(WARP_PREFIXES):
            return f"warp operation {name} at {where}"
        if name in POLLS:
            return f"{name} at {where} (a polling point: another thread may be waited for)"
        if name.startswith(ATOMIC_PREFIXES) and ref.kind in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
            used = not (parent.kind == K.COMPOUND_STMT or parent.kind == K.IF_STMT and index > 0)
            if used:
                return f"the result of {name} at {where} is used (it may poll another thread)"
            return None
        if ref.kind not in (K.FUNCTION_DECL, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR, K.CONVERSION_FUNCTION,
                            K.FUNCTION_TEMPLATE):
            return f"an indirect call through {name or 'a pointer'} at {where}"
        if ref.kind == K.CXX_METHOD and ref.is_virtual_method():
            return f"a virtual call to {name} at {where} (its target is not known)"
        return self.callee(ref, call)

    def callee(self, ref, site) -> str | None:
        K = self.K
        name = ref.spelling
        if name in HARMLESS_RUNTIME:
            return None
        if name.startswith("__xlate_"):
            return f"{name} (runtime) at {_location(site)}"
        d = ref.get_definition()
        if d is None:
            if self.system(ref) or ref.kind in (K.CONSTRUCTOR, K.DESTRUCTOR):
                return None  # the C/C++ library (math, printf, ...) or an implicit member
            return f"{name} at {_location(site)} is defined elsewhere (not analysed)"
        if self.system(d):
            return None
        return self.function(d)


def analyse_clean(src: Path, req: ProgramBuild) -> list[KernelForm] | None:
    """`analyse`, or None when libclang cannot parse `src` without errors (or not at all)."""
    try:
        return analyse(src, req, strict=True)
    except CompileError:
        return None


def analyse(src: Path, req: ProgramBuild, strict: bool = False) -> list[KernelForm]:
    """The form of every __global__ function defined in `src` or the project headers it includes.
    `strict`: a source with errors raises CompileError (its analysis could be wrong)."""
    with LIBCLANG_LOCK:
        return _analyse(src, req, strict)


def _analyse(src: Path, req: ProgramBuild, strict: bool) -> list[KernelForm]:
    ci = cindex()
    args = hip_parse_args(src, req.warp_size, req.includes, req.defines, req.extra_flags)
    try:
        tu = ci.Index.create().parse(str(src), args=args)
    except ci.TranslationUnitLoadError as exc:
        raise CompileError(f"{src}: libclang could not parse it to analyse its kernels: {exc}") from exc
    if strict and any(d.severity >= 3 for d in tu.diagnostics):
        raise CompileError(f"{src}: libclang reports errors; its kernels are not analysed")
    an = _Analysis(ci)
    out: list[KernelForm] = []
    data = src.read_bytes()
    lines = LineMap(data.decode("utf-8", "surrogateescape"), src.resolve())
    for k in kernels_in(tu, skip_under=(CPU_RUNTIME_PREFIX,), declarations=False, members=False):
        name = "::" + k.qualified
        if k.is_template:
            out.append(KernelForm(name, "", False, TEMPLATE_REASON, k.file, k.line))
            continue
        why = an.function(k.cursor)
        f = k.cursor.location.file
        here = f is not None and Path(f.name).resolve() == src.resolve()
        if why is None:
            split = _one_region(an, k.cursor, data, lines) if here else None
            why = "no barrier, warp operation or polling point is reachable" + (
                "; the body is one loop over the block's threads" if split is not None else "") + "".join(
                f"; {n}" for n in (split.notes if split is not None else []))
            out.append(KernelForm(name, k.ftype, True, why, k.file, k.line, split))
            continue
        split = None
        if not here:
            why = f"{why}; the block form rewrites only the source file, not the header defining the kernel"
        else:
            try:
                split = split_kernel(an, k.cursor, data, lines)
                why = ("every barrier is a __syncthreads(); and every warp operation a statement at a block-uniform "
                       "position: split into thread loops (warp operations: loops over lanes)")
                why += "".join(f"; {n}" for n in split.notes)
            except NotSplit as exc:
                why = str(exc)
        out.append(KernelForm(name, k.ftype, False, why, k.file, k.line, split))
    return out


def _one_region(an, kernel, data: bytes, lines: LineMap) -> BodySplit | None:
    """The block form of a kernel no thread of which can wait (its body one region: a loop over the
    block's threads inside the kernel, compiled with the body in view instead of a call per thread through
    the runtime's block_loop), or None where the split refuses it (a goto, a type it cannot name, ...):
    the loop form runs it then."""
    try:
        return split_kernel(an, kernel, data, lines, keep_thread=True)
    except NotSplit:
        return None


def block_source(src: Path, forms: list[KernelForm]) -> str | None:
    """The text of `src` with the block-form kernels' bodies split (xlate.pipeline.cpu_split.apply),
    or None when no kernel of it runs in the block form."""
    splits = [f.split for f in forms if f.split is not None]
    return apply(src.read_bytes(), splits) if splits else None


def _c_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kernel_ref(name: str, ftype: str) -> str:
    """A C++ expression for the address of kernel `name` (qualified) of canonical function type `ftype`:
    cast to its exact type, because the name may also denote other kernels or host functions (faiss's
    IVFAppend.cu has a kernel and a host function both named runUpdateListPointers), except where the
    type cannot be spelled at namespace scope (anonymous, unnamed or lambda types)."""
    if ftype and not any(w in ftype for w in ("(anonymous", "(lambda", "(unnamed")):
        return f"static_cast<std::add_pointer_t<{ftype}>>(&{name})"
    return f"&{name}"


def form_registrations(forms: list[KernelForm]) -> list[str]:
    """C++ expressions telling the runtime each kernel's form (for the wrapper translation unit)."""
    out = []
    for f in forms:
        if not f.ftype:
            # a template: by name only, so that a hipLaunchKernelGGL launch of it by that name is
            # never taken for a same-named kernel marked for the loop form
            out.append(f"__xlate_set_kernel_form(nullptr, {_c_string(f.name[2:])}, 0, {_c_string(f.reason)})")
            continue
        out.append(f"::xlate_cpu::set_kernel_form({kernel_ref(f.name, f.ftype)}, {_c_string(f.name[2:])}, {f.form}, "
                   f"{_c_string(f.reason)})")
    return out


def explain(forms: list[KernelForm]) -> list[str]:
    """One line per kernel: `FILE:LINE: kernel NAME: loop|block|fibers: reason`."""
    return [f"{f.file}:{f.line}: kernel {f.name[2:]}: {f.form_name}: {f.reason}" for f in forms]
