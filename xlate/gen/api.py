"""Generate the CUDA -> HIP mapping table (cuda_hip.csv) and its provenance (provenance.json).

    python -m xlate.gen.api [--offline] [--check]

Writes xlate/data/api/cuda_hip.csv and provenance.json; reads inputs.toml and overrides.csv there.

Inputs (all recorded in provenance.json with versions and sha256):

1. Every name declared in the pinned HIP 7.2 headers (the portable toolchain of `xlate setup`),
   read with libclang over `hip/hip_runtime.h` (+ fp16, bf16, fp8, fp4, cooperative groups) in both the host
   and the device pass, exactly as a gfx942 compile sees them (clang's HIP wrapper headers included:
   they declare the device math functions). Collected: functions (with host/device sides), types,
   enumerators with their values, struct fields, macros.
2. The hip<->cuda pairs spelled out by HIP 5.2's NVIDIA-platform headers (`hip/nvidia_detail/*.h` of
   bookworm's `libamdhip64-dev` 5.2.3-8, see inputs.toml): `#define hipX cudaX`, `typedef cudaX hipX`,
   `case cudaX: return hipX;` conversion switches, and inline wrappers whose body calls one cuda*/cu*
   function.
3. `overrides.csv` (curated, with a `source` column saying why each row exists); an override wins.
4. xlate's CUDA prelude (`xlate/parse/prelude/include`): which CUDA names exist, which are device
   functions, CUDA's enumerator values and struct fields.

Decisions per CUDA name:

* supported: the HIP name is declared in HIP 7.2 (hip == cuda for device functions and math that keep
  their names in HIP, only when HIP 7.2 declares them for the device; `__nv_X`/`__NV_X` of the fp8, fp4 and
  bf16 headers when HIP 7.2 declares exactly `__hip_X`/`__HIP_X` of the same kind);
* different: both sides known and an enumerator VALUE differs, or a struct's CUDA fields are missing
  in the HIP struct (the note says which); overrides may also say different with their own note;
* unsupported: the HIP name of a HIP 5.2 pair is gone from HIP 7.2, or a CUDA device function has no
  HIP declaration (the note says so); overrides list the others with reasons.

Only names the CUDA prelude declares are emitted (the rules only rename names the parser resolves to
the prelude, or token-level uses of them), except rows that come from overrides.
The output is deterministic (sorted by category, kind, name).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.proc import run
from xlate.core.tables import TABLE_PATH
from xlate.errors import ToolchainError, XlateError
from xlate.parse import flags, support
from xlate.parse.libclang import cindex, clang_version, resource_dir
from xlate.toolchain.apt import PrivateApt
from xlate.toolchain.pins import Archive, Pin, load_pins
from xlate.toolchain.setup import cache_root, complete_prefix, fetch_pin, sha256_file

DATA_DIR = TABLE_PATH.parent  # xlate/data/api
INPUTS = DATA_DIR / "inputs.toml"
OVERRIDES = DATA_DIR / "overrides.csv"
TABLE = TABLE_PATH
PROVENANCE = DATA_DIR / "provenance.json"
COLUMNS = ("cuda", "hip", "kind", "category", "status", "note", "since_hip", "source")

HIP_ENTRY = ("#include <hip/hip_runtime.h>\n#include <hip/hip_fp16.h>\n#include <hip/hip_bf16.h>\n"
             "#include <hip/hip_cooperative_groups.h>\n#include <hip/hiprtc.h>\n#include <hip/hip_gl_interop.h>\n"
             "#include <hip/hip_profile.h>\n#include <hip/hip_ext.h>\n#include <hip/hip_math_constants.h>\n"
             "#include <hip/hip_fp8.h>\n#include <hip/hip_fp4.h>\n")
PRELUDE_ENTRY = ("#include <cuda_runtime.h>\n#include <cuda.h>\n#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n"
                 "#include <cooperative_groups.h>\n#include <cuda_profiler_api.h>\n#include <cuda_gl_interop.h>\n#include <cudaGL.h>\n#include <math_constants.h>\n"
                 "#include <cuda_fp8.h>\n#include <cuda_fp4.h>\n#include <nvrtc.h>\n")

# Device-side files of the prelude whose functions keep their names in HIP, and their category.
DEVICE_FILES = {
    "math_functions.h": "math",
    "device_functions.h": "device",
    "device_atomic_functions.h": "device",
    "sm_20_intrinsics.h": "device",
    "sm_30_intrinsics.h": "device",
    "sm_32_intrinsics.h": "device",
    "vector_functions.h": "device",
    "cuda_fp16.h": "fp16",
    "cuda_bf16.h": "bf16",
    "texture_fetch_functions.h": "texture",
}


# ----------------------------------------------------------------------------- declarations


@dataclass
class Decl:
    name: str
    kind: str  # function, type, enum, macro, struct
    file: str
    host: bool = False
    device: bool = False
    value: int | None = None  # enumerators
    fields: tuple[str, ...] = ()  # structs
    params: tuple[str, ...] = ()  # functions: parameter type spellings (first declaration seen)


@dataclass
class DeclSet:
    decls: dict[str, Decl] = field(default_factory=dict)

    def add(self, d: Decl) -> None:
        old = self.decls.get(d.name)
        if old is None:
            self.decls[d.name] = d
            return
        old.host |= d.host
        old.device |= d.device
        if old.kind == "macro" and d.kind != "macro":  # a real declaration says more than a macro
            d.host |= old.host
            d.device |= old.device
            self.decls[d.name] = d
        elif not old.fields and d.fields:
            old.fields = d.fields


def _fields(record, K) -> tuple[str, ...]:
    """The member names of a struct/union, members of anonymous unions and structs included (they are
    members of the enclosing record: hipMemAllocationProp's union { requestedHandleType; ...Types; })."""
    out: list[str] = []
    kids = list(record.get_children())
    # records that type a named member (struct { ... } allocFlags;) are not anonymous members
    typing = [x.type.get_canonical().get_declaration() for x in kids if x.kind == K.FIELD_DECL and x.spelling]
    for x in kids:
        if x.kind == K.FIELD_DECL and x.spelling:
            out.append(x.spelling)
        elif x.kind in (K.UNION_DECL, K.STRUCT_DECL) and x.is_anonymous() and all(x != d for d in typing):
            out.extend(_fields(x, K))
    return tuple(dict.fromkeys(out))


def collect_decls(source: str, args: list[str], keep_file) -> DeclSet:
    """Names declared by the headers `source` includes (both passes), for files `keep_file(path)` accepts."""
    ci = cindex()
    K = ci.CursorKind
    out = DeclSet()
    index = ci.Index.create()
    for side in ("--cuda-host-only", "--cuda-device-only"):
        tu = index.parse("xlate_api_gen.cpp", args=[*args, side], unsaved_files=[("xlate_api_gen.cpp", source)],
                         options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
                         | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
        errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
        if errors:
            raise SystemExit(f"generate: the {side} parse has errors (first: {errors[0]}); args: {args}")

        def visit(cur, depth: int = 0) -> None:
            for c in cur.get_children():
                f = c.location.file
                if f is None or not keep_file(f.name):
                    continue
                k = c.kind
                name = c.spelling
                if k in (K.NAMESPACE, K.LINKAGE_SPEC):
                    visit(c, depth + 1)
                    if k == K.NAMESPACE and name:
                        out.add(Decl(name, "namespace", f.name))
                elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
                    attrs = {a.kind for a in c.get_children()}
                    dev = K.CUDADEVICE_ATTR in attrs or K.CUDAGLOBAL_ATTR in attrs
                    host = K.CUDAHOST_ATTR in attrs or not dev
                    params = tuple(a.type.spelling for a in c.get_arguments()) if k == K.FUNCTION_DECL else ()
                    # an unattributed function is host-only, whichever pass sees it
                    out.add(Decl(name, "function", f.name, host=host, device=dev, params=params))
                elif k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL):
                    out.add(Decl(name, "type", f.name))
                elif k in (K.STRUCT_DECL, K.UNION_DECL, K.CLASS_DECL, K.CLASS_TEMPLATE):
                    if name and not name.startswith("(") and "unnamed" not in name:
                        flds = _fields(c, K)
                        out.add(Decl(name, "struct", f.name, fields=flds))
                    if k != K.CLASS_TEMPLATE:
                        visit(c, depth + 1)
                elif k == K.ENUM_DECL:
                    if name and "unnamed" not in name:
                        out.add(Decl(name, "type", f.name))
                    for e in c.get_children():
                        if e.kind == K.ENUM_CONSTANT_DECL:
                            out.add(Decl(e.spelling, "enum", f.name, value=e.enum_value))
                elif k == K.VAR_DECL:
                    out.add(Decl(name, "variable", f.name))
                elif k == K.MACRO_DEFINITION and name not in out.decls:
                    out.add(Decl(name, "macro", f.name))

        visit(tu.cursor)
        # typedef'd anonymous structs: take the fields under the typedef name
        for c in tu.cursor.walk_preorder():
            if c.kind == K.TYPEDEF_DECL and c.location.file is not None and keep_file(c.location.file.name):
                decl = c.underlying_typedef_type.get_canonical().get_declaration()
                if decl.kind in (K.STRUCT_DECL, K.UNION_DECL):
                    flds = _fields(decl, K)
                    d = out.decls.get(c.spelling)
                    if d is not None and flds and not d.fields:
                        d.fields = flds
    return out


def hip_decls(prefix: Path) -> DeclSet:
    usr = prefix / "usr"
    res = str(resource_dir())
    args = ["-x", "hip", "-std=c++17", "-nogpulib", "--offload-arch=gfx942", f"--rocm-path={usr}",
            f"--hip-path={usr}", "-resource-dir", res, "-D__HIP_PLATFORM_AMD__"]
    hip_inc = str(usr / "include")

    def keep(path: str) -> bool:
        return path.startswith(hip_inc) or (path.startswith(res) and "hip" in Path(path).name)

    return collect_decls(HIP_ENTRY, args, keep)


def prelude_decls() -> DeclSet:
    args = flags.cuda_parse_args(flags.HOST)
    # one parse per side: cuda_parse_args picks the side; drop its side flag (collect_decls adds it)
    args = [a for a in args if a not in ("--cuda-host-only", "--cuda-device-only")]
    args += ["-resource-dir", str(resource_dir())]
    inc = str(flags.PRELUDE_INCLUDE.resolve())
    return collect_decls(PRELUDE_ENTRY, args, lambda p: str(Path(p).resolve()).startswith(inc))


# ----------------------------------------------------------------------------- HIP 5.2 pairs


@dataclass(frozen=True)
class Pair:
    cuda: str
    hip: str
    how: str  # define, typedef, switch, wrapper
    where: str  # file:line


# NVRTC's names (nvrtc.h) pair with hipRTC's (hiprtc.h), whose prefix is lower-case after "hip"
_CUDA_NAME = re.compile(r"^(cuda[A-Z_]\w*|CU[A-Za-z_]\w*|cu[A-Z]\w*|CUDA_\w+|CUresult|nvrtc[A-Z]\w*|NVRTC_\w+)$")
_HIP_NAME = re.compile(r"^(hip[A-Z_]\w*|HIP[A-Za-z_]\w*|hiprtc[A-Z]\w*)$")
_CONVERTER = re.compile(r"To(hip|cuda|CU|cu|Cuda|Hip|nvrtc)\w*$|^hipCUDAErrorTo|^hipCUResultTo")


def _strip_comments(text: str) -> str:
    def blank(m: re.Match) -> str:
        return re.sub(r"[^\n]", " ", m.group())

    text = re.sub(r"/\*.*?\*/", blank, text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", blank, text)


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def parse_nvidia_pairs(folder: Path) -> list[Pair]:
    """hip<->cuda pairs from HIP 5.2's hip/nvidia_detail headers (see the module docstring)."""
    pairs: list[Pair] = []
    for path in sorted(folder.glob("*.h")):
        raw = path.read_text(encoding="utf-8", errors="replace")
        lines_text = _strip_comments(raw)
        text = lines_text.replace("\\\n", "  ")  # same length: offsets stay those of lines_text
        rel = f"hip/nvidia_detail/{path.name}"
        for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(\w+)[ \t]*$", text, re.MULTILINE):
            hip, cuda = m.group(1), m.group(2)
            if _HIP_NAME.match(hip) and _CUDA_NAME.match(cuda):
                pairs.append(Pair(cuda, hip, "define", f"{rel}:{_line(lines_text, m.start())}"))
        for m in re.finditer(r"\btypedef\s+(?:enum\s+|struct\s+|union\s+)?(\w+)\s+(\w+)\s*;", text):
            cuda, hip = m.group(1), m.group(2)
            if _HIP_NAME.match(hip) and _CUDA_NAME.match(cuda):
                pairs.append(Pair(cuda, hip, "typedef", f"{rel}:{_line(lines_text, m.start())}"))
        # conversion switches, both directions: `case A: return B;`
        for m in re.finditer(r"\bcase\s+(\w+)\s*:\s*return\s+(\w+)\s*;", text):
            a, b = m.group(1), m.group(2)
            if _CUDA_NAME.match(a) and _HIP_NAME.match(b):
                pairs.append(Pair(a, b, "switch", f"{rel}:{_line(lines_text, m.start())}"))
            elif _HIP_NAME.match(a) and _CUDA_NAME.match(b):
                pairs.append(Pair(b, a, "switch-reverse", f"{rel}:{_line(lines_text, m.start())}"))
        # inline wrappers: `... hipX(params) { ... cudaY(...) ... }`
        for m in re.finditer(r"\b(hip\w+)\s*\(([^(){};]*)\)\s*\{", text):
            hip = m.group(1)
            if _CONVERTER.search(hip) or not _HIP_NAME.match(hip):
                continue
            depth, i = 1, m.end()
            while i < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            body = text[m.end():i - 1]
            called = []
            for c in re.finditer(r"\b(\w+)\s*\(", body):
                n = c.group(1)
                if _CUDA_NAME.match(n) and not _CONVERTER.search(n) and n not in called:
                    called.append(n)
            if len(called) == 1:
                pairs.append(Pair(called[0], hip, "wrapper", f"{rel}:{_line(lines_text, m.start())}"))
    return pairs


def _suffix(name: str) -> str:
    return re.sub(r"^(cuda|hiprtc|hip|cu|CU|HIPRTC|HIP|CUDA|nvrtc|NVRTC)_?", "", name).lower()


def choose_pairs(pairs: list[Pair]) -> dict[str, Pair]:
    """One HIP name per CUDA name: forward mappings before reverse ones, a matching name first."""
    rank = {"define": 0, "typedef": 0, "wrapper": 1, "switch": 1, "switch-reverse": 2}
    by_cuda: dict[str, list[Pair]] = {}
    for p in pairs:
        by_cuda.setdefault(p.cuda, []).append(p)
    out: dict[str, Pair] = {}
    for cuda, cands in by_cuda.items():
        hips = {p.hip for p in cands}
        best = sorted(cands, key=lambda p: (rank[p.how], _suffix(p.hip) != _suffix(cuda), p.where))
        top = best[0]
        # a reverse switch mapping several HIP names onto one CUDA name (a fallback) says nothing
        if top.how == "switch-reverse" and len(hips) > 1 and _suffix(top.hip) != _suffix(cuda):
            continue
        out[cuda] = top
    return out


# ----------------------------------------------------------------------------- inputs


def load_inputs() -> dict:
    return tomllib.loads(INPUTS.read_text(encoding="utf-8"))


def fetch_pairs_package(offline: bool) -> tuple[Path, dict]:
    """Download (or reuse) the HIP 5.2 package and unpack it into xlate's cache; never installed."""
    spec = load_inputs()["pairs_package"]
    pin = Pin(name=spec["name"], version=spec["version"], suite=spec["suite"], sha256=spec["sha256"], group="api")
    root = cache_root()
    debs = root / "debs"
    debs.mkdir(parents=True, exist_ok=True)
    deb = debs / f"{pin.sha256}.deb"
    if not (deb.is_file() and sha256_file(deb) == pin.sha256):
        if offline:
            raise ToolchainError(f"offline, and {pin.spec} ({pin.suite}) is not in the cache {debs}")
        base = load_pins().archive
        archive = Archive(uri=base.uri, keyring=base.keyring, components=base.components,
                          architecture=base.architecture, suites=(pin.suite,))
        deb = fetch_pin(pin, PrivateApt(root / f"apt-{pin.suite}", archive), debs,
                        lambda s: print(s, file=sys.stderr))
    dest = root / "api-inputs" / pin.sha256
    if not (dest / spec["headers"]).is_dir():
        tmp = dest.with_name(dest.name + ".tmp")
        tmp.mkdir(parents=True, exist_ok=True)
        run(["dpkg-deb", "-x", deb, tmp], timeout=300, what=f"unpacking {deb.name}")
        tmp.replace(dest)
    return dest / spec["headers"], {"name": pin.name, "version": pin.version, "suite": pin.suite,
                                    "sha256": pin.sha256}


def hip_prefix() -> tuple[Path, list[dict]]:
    # the prefix `xlate setup` makes (its default groups, which include "core"); a core-only prefix is
    # made by nothing else, so asking for one failed on every machine set up by the README
    prefix = complete_prefix()
    pins = [p for p in load_pins().select() if p.group == "core"]
    if prefix is None:
        raise ToolchainError("the pinned HIP 7.2 headers are not unpacked; run `xlate setup` first")
    used = [{"name": p.name, "version": p.version, "suite": p.suite, "sha256": p.sha256}
            for p in pins if p.name in ("libamdhip64-dev", "libhsa-runtime-dev", "libamd-comgr-dev")]
    return prefix, used


def read_overrides(path: Path = OVERRIDES) -> list[dict[str, str]]:
    rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"), newline="")))
    for r in rows:
        if None in r:  # DictReader's rest key: a field past the header's (an unquoted comma in a note)
            raise SystemExit(f"{path}: row {r.get('cuda')} has more fields than the header (quote the field "
                             "that holds a comma)")
        for k in COLUMNS:
            r[k] = (r.get(k) or "").strip()
        if not r["source"]:
            raise SystemExit(f"{path}: row {r['cuda']} has no source")
    names = [r["cuda"] for r in rows]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise SystemExit(f"{path}: listed more than once: {dup}")
    return rows


# ----------------------------------------------------------------------------- table


# the CUDA API's own names (not CUDA's helpers of other prefixes, such as __nv_ or make_)
_CUDA_API_NAME = re.compile(r"(cuda|cu|CU|CUDA)\w+")
_TAG_NAME = re.compile(r"_(st|enum|union)$")
# prelude names left without a row, which other parts own: the version macros (XL513, the compile flags'
# CUDA_VERSION) and the calling-convention macros (empty on Linux: XL101 deletes them)
UNPAIRED_ELSEWHERE = frozenset({"CUDA_VERSION", "CUDART_VERSION", "CUDAAPI", "CUDARTAPI"})


def _category(cuda: str) -> str:
    if cuda.startswith(("nvrtc", "NVRTC_")):
        return "rtc"
    if cuda.startswith("CUDART_"):  # math_constants.h, and the fp16/bf16 constants of cuda_fp16.h/cuda_bf16.h
        return {"FP16": "fp16", "BF16": "bf16"}.get(cuda.rsplit("_", 1)[-1], "math")
    if re.match(r"^(cu[A-Z]|CU|CUDA_)", cuda):
        return "driver"
    if cuda.startswith("cudaGraphics") or "GL" in cuda and cuda.startswith("cudaGL"):
        return "graphics"
    return "runtime"


def _kind(cuda: Decl | None, hip: Decl | None) -> str:
    d = cuda or hip
    if d is None:
        return "macro"
    return {"struct": "type", "variable": "macro"}.get(d.kind, d.kind)


# Prelude files whose CUDART_* macros are math constants (CUDART_VERSION, in cuda_runtime_api.h, is not)
CONSTANT_FILES = frozenset({"math_constants.h", "cuda_fp16.h", "cuda_bf16.h"})

# CUDA prefix -> HIP prefix of the same entities (HIP's naming conventions). The rest of the name is
# compared without case and underscores: CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X ~ hipDeviceAttributeMaxBlockDimX.
PATTERNS = (
    ("CUDART_", "HIP_"),  # math_constants.h: CUDART_PI_F ~ HIP_PI_F (hip/hip_math_constants.h)
    ("CUDART_", "HIPRT_"),  # CUDART_INF_BF16 ~ HIPRT_INF_BF16
    ("cudaDevAttr", "hipDeviceAttribute"),
    ("CU_DEVICE_ATTRIBUTE_", "hipDeviceAttribute"),
    ("CUDA_ERROR_", "hipError"),
    ("CU_POINTER_ATTRIBUTE_", "HIP_POINTER_ATTRIBUTE_"),
    ("CU_FUNC_ATTRIBUTE_", "HIP_FUNC_ATTRIBUTE_"),
    ("CU_JIT_", "hipJitOption"),
    ("CU_MEMHOSTALLOC_", "hipHostMalloc"),
    ("CU_MEMHOSTREGISTER_", "hipHostRegister"),
    ("CU_CTX_SCHED_", "hipDeviceSchedule"),
    ("CU_MEMPOOL_ATTR_", "hipMemPool"),
    ("CU_MEM_ALLOC_GRANULARITY_", "hipMemAllocationGranularity"),
    ("CU_DEVICE_P2P_ATTRIBUTE_", "hipDevP2PAttr"),
    ("CU_GRAPH_MEM_ATTR_", "hipGraphMemAttr"),
    ("cuModule", "hipModule"),
    ("cuDevice", "hipDevice"),
    ("cuCtx", "hipCtx"),
    ("cuMem", "hipMem"),
    ("cuMem", "hipDrvMem"),
    ("cuStream", "hipStream"),
    ("cuEvent", "hipEvent"),
    ("cuGraph", "hipGraph"),
    ("cuFunc", "hipFunc"),
    ("cuLaunch", "hipModuleLaunch"),
    ("cuOccupancy", "hipModuleOccupancy"),
    ("cuPointer", "hipPointer"),
    ("cuPointer", "hipDrvPointer"),
    ("cuTexObject", "hipTexObject"),
    ("cuArray", "hipArray"),
    ("cu", "hip"),
    ("cu", "hipDrv"),
    ("cuda", "hip"),
    # driver enumerators and types spelled like HIP's (CU_STREAM_CAPTURE_MODE_GLOBAL ~ hipStreamCaptureModeGlobal,
    # CU_RES_VIEW_FORMAT_NONE ~ HIP_RES_VIEW_FORMAT_NONE, CUlimit ~ hipLimit_t, CUresourceViewFormat ~
    # HIPresourceViewFormat); tried last, still only when exactly one HIP name of the same kind matches
    ("CU_", "hip"),
    ("CU_", "HIP_"),
    ("CUDA_", "hip"),
    ("CU", "hip"),
    ("CU", "HIP"),
)


def _fold(s: str) -> str:
    return s.replace("_", "").lower()


def pattern_pairs(hip: DeclSet, cuda: DeclSet) -> dict[str, tuple[str, str]]:
    """CUDA prelude names whose HIP counterpart HIP's conventions name, when HIP 7.2 declares exactly one
    such name of the same kind (functions also match with a trailing _v2 removed: cuMemAlloc_v2)."""
    index: dict[tuple[str, str], list[str]] = {}
    for h in hip.decls:
        for _, hp in PATTERNS:
            if h.startswith(hp) and len(h) > len(hp):
                index.setdefault((hp, _fold(h[len(hp):])), []).append(h)
    out: dict[str, tuple[str, str]] = {}
    for name, cd in cuda.decls.items():
        if cd.kind in ("macro", "namespace") and not name.startswith(("CU_", "cuda")) \
                and not (name.startswith("CUDART_") and Path(cd.file).name in CONSTANT_FILES):
            continue
        for cp, hp in PATTERNS:
            if not name.startswith(cp) or len(name) == len(cp):
                continue
            rest = name[len(cp):]
            keys = [_fold(rest)]
            if cd.kind == "function" and re.search(r"_v\d$", rest):  # CUDA's versioned symbol names: the HIP
                keys.append(_fold(re.sub(r"_v\d$", "", rest)))  # name with the same suffix first, then without
            if cp == "CU" and _kind(cd, None) == "type":  # HIP's handle types end in _t (CUgraphNode ~ hipGraphNode_t; the
                keys.insert(0, _fold(rest) + "t")  # hipGraphNode without _t is the struct it points to)
            cands = []
            for key in keys:
                cands = [h for h in index.get((hp, key), ())
                         if _kind(cd, None) == _kind(hip.decls[h], None) or cd.kind == "macro"
                         or hip.decls[h].kind == "macro"]
                if cands:
                    break
            cands = sorted(set(cands))
            if len(cands) == 1:
                out[name] = (cands[0], f"{cp}* -> {hp}*")
                break
    return out


# The 8-bit and 4-bit float API (prelude file -> category). HIP 7.2 spells CUDA's names with its own prefix:
# `__nv_X` -> `__hip_X`, `__NV_X` -> `__HIP_X` (__nv_fp8_e4m3 ~ __hip_fp8_e4m3, __NV_SATFINITE ~ __HIP_SATFINITE),
# exactly X: HIP's `_fnuz` types are other formats (gfx942's), never CUDA's OCP ones. cuda_bf16.h follows the
# same convention (its __nv_bfloat16_raw, which the fp8/fp4 conversions take, ~ __hip_bfloat16_raw); names
# another step already decided (overrides: __nv_bfloat16) keep that decision.
NARROW_FLOAT_FILES = {"cuda_fp8.h": "fp8", "cuda_fp4.h": "fp4", "cuda_bf16.h": "bf16"}
NARROW_FLOAT_PREFIXES = (("__nv_", "__hip_"), ("__NV_", "__HIP_"))
# e8m0 (the MX scale format: cuda_fp8.h's __nv_cvt_*e8m0*) has no HIP 7.2 counterpart; its rows come from
# overrides.csv (xlate's support header), so this convention makes none for it
NARROW_FLOAT_HELD_BACK = "e8m0"


def narrow_float_rows(hip: DeclSet, cuda: DeclSet) -> dict[str, dict[str, str]]:
    """Rows for the names of the prelude's cuda_fp8.h/cuda_fp4.h/cuda_bf16.h spelled with CUDA's prefix: supported when
    HIP 7.2 declares exactly the HIP-prefixed name, of the same kind (a function also in each execution
    space CUDA declares it for), unsupported with the reason otherwise."""
    rows: dict[str, dict[str, str]] = {}
    for name, cd in sorted(cuda.decls.items()):
        cat = NARROW_FLOAT_FILES.get(Path(cd.file).name)
        prefix = next(((c, h) for c, h in NARROW_FLOAT_PREFIXES if name.startswith(c)), None)
        if cat is None or prefix is None or NARROW_FLOAT_HELD_BACK in name.lower():
            continue
        cp, hp = prefix
        want = hp + name[len(cp):]
        hd = hip.decls.get(want)
        kind = _kind(cd, None)
        row = {"cuda": name, "hip": want, "kind": kind, "category": cat, "status": "supported", "note": "",
               "since_hip": "", "source": f"name pattern {cp}* -> {hp}* (the same rest, exactly)"}
        if hd is None or _kind(hd, None) != kind:
            row.update(hip="", status="unsupported",
                       note=f"HIP 7.2 declares no {kind} {want} (HIP's {cat} API has no counterpart of {name})")
        elif kind == "function" and ((cd.host and not hd.host) or (cd.device and not hd.device)):
            sides = " and ".join(s for s, on in (("host", cd.host and not hd.host),
                                                 ("device", cd.device and not hd.device)) if on)
            row.update(hip="", status="unsupported",
                       note=f"HIP 7.2 declares {want} without the {sides} side CUDA's {name} has")
        rows[name] = row
    return rows


# Standard C types a HIP API takes where CUDA has its own typedef (cuuint32_t -> uint32_t).
C_TYPES = frozenset({"uint32_t", "uint64_t", "int32_t", "int64_t", "size_t"})

SUPPORT_HEADERS = support.SUPPORT_INCLUDE / "xlate"


def support_functions() -> frozenset[str]:
    """Functions xlate's own support headers define (`[__host__ ][__device__ ]inline ... xlate_NAME(`), which
    an override may name as the HIP side of a CUDA name HIP lacks; the rule that renames to them includes
    the header (<xlate/ptx_shared.h>: the inline-PTX rule, xlate/rewrite/rules/ptx/xl301_303_inline_ptx.py;
    <xlate/fp16_extras.h> and <xlate/launch_ex.h>: the API rule, xlate/rewrite/rules/api/xl101_104_names.py).
    Types: support_types."""
    names: set[str] = set()
    for h in sorted(SUPPORT_HEADERS.glob("*.h")):
        text = h.read_text(encoding="utf-8")
        names.update(re.findall(r"^(?:__host__ )?(?:__device__ )?(?:inline|XLATE_\w+_INLINE) [\w:* ]+?\b(xlate_\w+)\(",
                                text, re.MULTILINE))
    return frozenset(names)


def support_types() -> frozenset[str]:
    """Types and enumerators xlate's own support headers declare at the start of a line (`struct xlate_NAME`,
    `union xlate_NAME`, `typedef ... xlate_NAME;`, `enum xlate_NAME { A, B };` with its enumerators, and
    `constexpr TYPE xlate_NAME =` constants of a HIP enumeration type, and `#define XLATE_NAME` constants of
    the headers written for C and C++ alike, <xlate/cuda_errors.h>), which an override may name as
    the HIP side of a CUDA type HIP lacks or cannot use (<xlate/fp8.h>: XL501 includes it for <cuda_fp8.h>;
    <xlate/graph.h>: the call-form rule XL105 includes it for cudaGraphExecUpdateResultInfo)."""
    names: set[str] = set()
    for h in sorted(SUPPORT_HEADERS.glob("*.h")):
        text = h.read_text(encoding="utf-8")
        names.update(re.findall(r"^(?:struct|union) (xlate_\w+)", text, re.MULTILINE))
        names.update(re.findall(r"^constexpr \w+ (xlate_\w+) =", text, re.MULTILINE))
        names.update(re.findall(r"^#define (XLATE_\w+) \(", text, re.MULTILINE))
        names.update(re.findall(r"^typedef [\w ]+?\b(xlate_\w+);", text, re.MULTILINE))
        for name, body in re.findall(r"^enum (xlate_\w+) \{([^}]*)\};", text, re.MULTILINE):
            names.add(name)
            names.update(re.findall(r"\b([A-Za-z_]\w*)\b(?:\s*=[^,]*)?", body))
    return frozenset(names)


# The support header the API rule includes where a translation calls one of its `xlate_...` functions
# (xlate/rewrite/rules/api/xl101_104_names.py, FP16_HEADER): a CUDA device function HIP 7.2 lacks maps to
# `xlate_NAME` (leading underscores dropped: __dp4a -> xlate_dp4a) when that header defines it.
API_RULE_HEADER = "xlate/fp16_extras.h"


def api_rule_header_functions() -> frozenset[str]:
    """The `xlate_...` functions of API_RULE_HEADER, found as the API rule finds them."""
    text = (SUPPORT_HEADERS.parent / API_RULE_HEADER).read_text(encoding="utf-8")
    return frozenset(re.findall(r"^__host__ __device__ inline [\w:* ]+?\b(xlate_\w+)\(", text, re.MULTILINE))


def build_table(hip: DeclSet, cuda: DeclSet, pairs: dict[str, Pair],
                overrides: list[dict[str, str]]) -> list[dict[str, str]]:
    rows: dict[str, dict[str, str]] = {}
    api_rule_functions = api_rule_header_functions()

    def put(row: dict[str, str]) -> None:
        rows[row["cuda"]] = row

    # (b) HIP 5.2 pairs whose CUDA side the prelude declares
    for name, p in sorted(pairs.items()):
        cd = cuda.decls.get(name)
        if cd is None:
            continue
        hd = hip.decls.get(p.hip)
        row = {"cuda": name, "hip": p.hip, "kind": _kind(cd, hd), "category": _category(name),
               "status": "supported", "note": "", "since_hip": "", "source": f"{p.how} {p.where}"}
        if hd is None:
            row.update(status="unsupported", hip="",
                       note=f"HIP 5.2 paired it with {p.hip}, which HIP 7.2 no longer declares")
        put(row)

    # HIP >= 6 names that HIP 5.2's headers could not pair, found by HIP's naming conventions
    for name, (hip_name, rule) in sorted(pattern_pairs(hip, cuda).items()):
        if name in rows:
            continue
        cd, hd = cuda.decls[name], hip.decls[hip_name]
        put({"cuda": name, "hip": hip_name, "kind": _kind(cd, hd), "category": _category(name),
             "status": "supported", "note": "", "since_hip": "", "source": f"name pattern {rule}"})

    # the 8-bit and 4-bit float API: HIP's prefix for CUDA's
    for name, row in narrow_float_rows(hip, cuda).items():
        if name not in rows:
            put(row)

    # device functions and math that keep their names in HIP
    for name, cd in sorted(cuda.decls.items()):
        if cd.kind != "function" or not cd.device or name in rows or not re.fullmatch(r"\w+", name):
            continue
        cat = DEVICE_FILES.get(Path(cd.file).name)
        if cat is None:
            continue
        hd = hip.decls.get(name)
        row = {"cuda": name, "hip": name, "kind": "function", "category": cat, "status": "supported",
               "note": "", "since_hip": "", "source": f"same name; CUDA {Path(cd.file).name}"}
        own = "xlate_" + name.lstrip("_")
        if own in api_rule_functions and hd is not None and hd.device and cd.host and not hd.host:
            # CUDA offers it to host code too, HIP to the device only: xlate's function does both
            row.update(hip=own, source=f"xlate support header <{API_RULE_HEADER}> (the API rule includes it): "
                                       f"HIP 7.2 declares it __device__ only; CUDA {Path(cd.file).name}")
        elif hd is None or not hd.device:
            if own in api_rule_functions:  # xlate's support header has it (all of CUDA's overloads)
                row.update(hip=own, source=f"xlate support header <{API_RULE_HEADER}> (the API rule includes it); "
                                           f"CUDA {Path(cd.file).name}")
            else:
                row.update(hip="", status="unsupported",
                           note="HIP 7.2 declares no device function of this name; write it with HIP's functions")
        put(row)

    # (c) overrides win
    for o in overrides:
        put({k: o[k] for k in COLUMNS})

    # versioned driver names (cuMemAlloc_v2: CUDA's cuda.h #defines cuMemAlloc to it) take the row of the
    # unversioned name when the prelude declares both with the same parameters; a name pattern's guess
    # for the versioned name gives way (cuMemcpy2D_v2 is cuMemcpy2D, not the runtime's hipMemcpy2D)
    overridden = {o["cuda"] for o in overrides}
    for name, cd in sorted(cuda.decls.items()):
        m = re.fullmatch(r"(cu[A-Z]\w*?)_v\d", name)
        if cd.kind != "function" or m is None or name in overridden:
            continue
        base, bd = m.group(1), cuda.decls.get(m.group(1))
        if bd is None or bd.params != cd.params or base not in rows:
            continue
        if name in rows and not rows[name]["source"].startswith("name pattern"):
            continue
        put({**rows[base], "cuda": name,
             "source": f"versioned name of {base} (same CUDA parameters): {rows[base]['source']}"})

    # every other CUDA API name the prelude declares: a use says it has no HIP counterpart (XL102) instead of
    # passing through to the compiler's "undeclared identifier"; names HIP itself declares, those other
    # rules or the compile flags own (UNPAIRED_ELSEWHERE), and tag names (`struct CUstream_st;` forward
    # declarations compile as the project's own incomplete types) are left alone
    for name, cd in sorted(cuda.decls.items()):
        if (name in rows or name in hip.decls or name in UNPAIRED_ELSEWHERE or not _CUDA_API_NAME.fullmatch(name)
                or _TAG_NAME.search(name)):
            continue
        put({"cuda": name, "hip": "", "kind": _kind(cd, None), "category": _category(name), "status": "unsupported",
             "note": "HIP 7.2 declares nothing xlate pairs with it (no HIP 5.2 pair, no name of HIP's conventions, no "
                     "curated row): write this use with HIP's API",
             "since_hip": "", "source": f"no HIP counterpart found for CUDA {Path(cd.file).name}"})

    # differences: enum values and struct fields of supported pairs
    for row in rows.values():
        if row["status"] != "supported" or row["hip"] == row["cuda"]:
            continue
        cd, hd = cuda.decls.get(row["cuda"]), hip.decls.get(row["hip"])
        if cd is None or hd is None:
            continue
        if cd.kind == "enum" and hd.kind == "enum" and cd.value is not None and hd.value is not None \
                and cd.value != hd.value:
            row["status"] = "different"
            row["note"] = (f"enumerator value differs: CUDA {row['cuda']} = {cd.value}, HIP {row['hip']} = "
                           f"{hd.value}; code that stores or compares raw numbers must be checked")
        if cd.fields and hd.fields:
            missing = [f for f in cd.fields if f not in hd.fields]
            if missing:
                row["status"] = "different"
                shown = ", ".join(missing[:8]) + (f" and {len(missing) - 8} more" if len(missing) > 8 else "")
                row["note"] = f"struct fields of CUDA {row['cuda']} missing in HIP {row['hip']}: {shown}"

    # the HIP side of every supported/different row must exist in HIP 7.2
    supplied = support_functions() | support_types()
    for row in rows.values():
        if row["status"] != "unsupported" and row["hip"] not in hip.decls and row["hip"] not in C_TYPES \
                and row["hip"] not in supplied:
            raise SystemExit(f"generate: {row['cuda']} -> {row['hip']} ({row['source']}): {row['hip']} is not "
                             "declared in the pinned HIP 7.2 headers; fix overrides.csv")
    order = {"supported": 0, "different": 1, "unsupported": 2}
    del order
    return sorted(rows.values(), key=lambda r: (r["category"], r["kind"], r["cuda"]))


def render(rows: list[dict[str, str]]) -> str:
    buf = io.StringIO(newline="")
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


PRELUDE_DIR = flags.PRELUDE_INCLUDE


def _tree_sha256(folder: Path) -> str:
    """One digest over every file of `folder` (relative path and bytes, sorted)."""
    import hashlib

    h = hashlib.sha256()
    for p in sorted(x for x in folder.rglob("*") if x.is_file()):
        h.update(p.relative_to(folder).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def _libclang_version() -> str:
    return clang_version()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m xlate.gen.api", description=__doc__.split("\n")[0])
    ap.add_argument("--offline", action="store_true", help="use only cached packages")
    ap.add_argument("--check", action="store_true", help="exit 1 when the committed table is not what the "
                    "generator produces")
    ns = ap.parse_args(argv)
    try:
        folder, pairs_pkg = fetch_pairs_package(ns.offline)
        prefix, hip_pkgs = hip_prefix()
    except XlateError as exc:
        print(f"generate: {exc.message}", file=sys.stderr)
        return exc.exit_code
    pairs = parse_nvidia_pairs(folder)
    chosen = choose_pairs(pairs)
    hip = hip_decls(prefix)
    cuda = prelude_decls()
    rows = build_table(hip, cuda, chosen, read_overrides())
    text = render(rows)
    counts: dict[str, dict[str, int]] = {}
    for r in rows:
        c = counts.setdefault(r["category"], {})
        c[r["status"]] = c.get(r["status"], 0) + 1
    prov = {
        "generator": "xlate/gen/api.py",
        "pairs_package": pairs_pkg,
        "pairs_headers": sorted(f"{p.name} sha256={sha256_file(p)}" for p in folder.glob("*.h")),
        "pairs_found": len(pairs),
        "pairs_chosen": len(chosen),
        "hip_packages": hip_pkgs,
        "hip_names_declared": len(hip.decls),
        "overrides": f"overrides.csv sha256={sha256_file(OVERRIDES)}",
        "cuda_prelude": f"xlate/parse/prelude/include sha256={_tree_sha256(PRELUDE_DIR)}",
        "libclang": _libclang_version(),
        "rows": len(rows),
        "counts": {k: dict(sorted(v.items())) for k, v in sorted(counts.items())},
    }
    prov_text = json.dumps(prov, indent=1, sort_keys=False) + "\n"
    if ns.check:
        same = TABLE.read_text(encoding="utf-8") == text
        print("cuda_hip.csv is up to date" if same else
              "cuda_hip.csv differs from the generator's output (the prelude, overrides.csv or the pinned HIP "
              "headers changed): run `python -m xlate.gen.api` and commit the table")
        return 0 if same else 1
    TABLE.write_text(text, encoding="utf-8")
    PROVENANCE.write_text(prov_text, encoding="utf-8")
    print(f"wrote {TABLE.name} ({len(rows)} rows) and {PROVENANCE.name}")
    for cat, c in sorted(counts.items()):
        print(f"  {cat:20} " + "  ".join(f"{k}={v}" for k, v in sorted(c.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
