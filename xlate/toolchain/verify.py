"""Proof that a built object or executable holds real code for an AMD target.

`verify_binary` reads the host ELF's `.hip_fatbin` section, splits the clang offload bundle(s) in it
(format: "__CLANG_OFFLOAD_BUNDLE__", u64 entry count, then per entry u64 offset, u64 size, u64 id
length and the id such as "hipv4-amdgcn-amd-amdhsa--gfx942"; offsets relative to the bundle start),
checks each code object for the target is an ELF for EM_AMDGPU with the target's machine in e_flags,
reads the kernel list from the AMDHSA metadata note (msgpack, `amdhsa.kernels`), compares it with the
expected kernels, and for executables and shared libraries checks `NEEDED libamdhip64.so.N`.
Compressed bundles ("CCOB") are handed to clang-offload-bundler.
"""

from __future__ import annotations

import io
import re
import struct
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import msgpack
from elftools.common.exceptions import ELFError
from elftools.elf.dynamic import DynamicSection
from elftools.elf.elffile import ELFFile

from xlate.core.proc import run, which
from xlate.errors import USAGE, InputError, XlateError

EM_AMDGPU = 224
EF_AMDGPU_MACH = 0x0FF
NT_AMDGPU_METADATA = 32
BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
COMPRESSED_MAGIC = b"CCOB"
HIP_KIND = "hipv4"
DEVICE_TRIPLE = "amdgcn-amd-amdhsa"

# EF_AMDGPU_MACH_AMDGCN_* values from LLVM's ELF.h (llvm/BinaryFormat/ELF.h); the tests compare a few
# of them with what llvm-readelf prints for real code objects.
AMDGPU_MACH: dict[str, int] = {
    "gfx600": 0x020, "gfx601": 0x021, "gfx700": 0x022, "gfx701": 0x023, "gfx702": 0x024, "gfx703": 0x025,
    "gfx704": 0x026, "gfx801": 0x028, "gfx802": 0x029, "gfx803": 0x02A, "gfx810": 0x02B, "gfx900": 0x02C,
    "gfx902": 0x02D, "gfx904": 0x02E, "gfx906": 0x02F, "gfx908": 0x030, "gfx909": 0x031, "gfx90c": 0x032,
    "gfx1010": 0x033, "gfx1011": 0x034, "gfx1012": 0x035, "gfx1030": 0x036, "gfx1031": 0x037,
    "gfx1032": 0x038, "gfx1033": 0x039, "gfx602": 0x03A, "gfx705": 0x03B, "gfx805": 0x03C,
    "gfx1035": 0x03D, "gfx1034": 0x03E, "gfx90a": 0x03F, "gfx940": 0x040, "gfx1100": 0x041,
    "gfx1013": 0x042, "gfx1150": 0x043, "gfx1103": 0x044, "gfx1036": 0x045, "gfx1101": 0x046,
    "gfx1102": 0x047, "gfx1200": 0x048, "gfx1151": 0x04A, "gfx941": 0x04B, "gfx942": 0x04C,
    "gfx1201": 0x04E, "gfx950": 0x04F,
}


class TargetError(XlateError):
    """An unknown or malformed AMD GPU target on the command line (exit 2)."""

    exit_code = USAGE


_MACH_NAME = {v: k for k, v in AMDGPU_MACH.items()}
_TARGET_ID = re.compile(r"^(gfx[0-9a-f]+)((?::(?:xnack|sramecc)[+-])*)$")


def parse_target_id(arch: str) -> tuple[str, str]:
    """'gfx942:xnack-' -> ('gfx942', ':xnack-'); an unknown processor raises a usage error (exit 2)."""
    m = _TARGET_ID.match(arch.strip())
    if not m or m.group(1) not in AMDGPU_MACH:
        known = ", ".join(sorted(AMDGPU_MACH, key=lambda s: (len(s), s)))
        raise TargetError(f"unknown AMD GPU target {arch!r}; use one of: {known} "
                               "(optionally with :xnack+/- or :sramecc+/-)")
    return m.group(1), m.group(2)


@dataclass
class Check:
    name: str
    ok: bool
    detail: str


@dataclass
class CodeObject:
    target: str  # the bundle entry id, e.g. hipv4-amdgcn-amd-amdhsa--gfx942
    machine: int | None = None
    mach: str | None = None  # from e_flags
    kernels: list[str] = field(default_factory=list)  # amdhsa.kernels[].name (mangled)


@dataclass
class VerifyReport:
    path: Path
    arch: str
    kind: str = "unknown"  # "object" | "executable" | "shared library"
    checks: list[Check] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)  # every bundle entry id found
    code_objects: list[CodeObject] = field(default_factory=list)  # those for `arch`
    kernels: dict[str, str] = field(default_factory=dict)  # mangled -> demangled, for `arch`
    needed: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    @property
    def failures(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]

    def add(self, name: str, ok: bool, detail: str) -> bool:
        self.checks.append(Check(name, ok, detail))
        return ok

    def summary(self) -> str:
        state = "OK" if self.ok else "FAILED"
        head = (f"verify {self.path.name} ({self.kind}, {self.arch}): {state}, "
                f"{len(self.checks) - len(self.failures)}/{len(self.checks)} checks passed, "
                f"{len(self.kernels)} kernel(s)")
        lines = [head] + [f"  {'ok  ' if c.ok else 'FAIL'} {c.name}: {c.detail}" for c in self.checks]
        return "\n".join(lines)


def verify_binary(path: Path, expected_kernels: list[str] | None = None, arch: str = "gfx942", *,
                  hip_major: int | None = None, cxxfilt: Path | None = None,
                  bundler: Path | None = None) -> VerifyReport:
    """Check that `path` (host object, executable or shared library) carries `arch` code.

    `expected_kernels`: names of `__global__` functions that must be present (mangled, demangled, or
    the plain function name). `hip_major`: for executables, the N of the required NEEDED
    libamdhip64.so.N (None accepts any). Returns the report; it never raises for a bad binary, only for
    an unreadable file (InputError) or an unknown target (exit 2).
    """
    base, feats = parse_target_id(arch)
    rep = VerifyReport(path=Path(path), arch=arch)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read {path} for verification: {exc.strerror or exc}") from None
    try:
        elf = ELFFile(io.BytesIO(data))
    except ELFError:
        rep.add("host ELF", False, "not an ELF file")
        return rep
    etype = elf.header["e_type"]
    has_dynamic = elf.get_section_by_name(".dynamic") is not None
    rep.kind = {"ET_REL": "object", "ET_EXEC": "executable"}.get(
        etype, "executable" if etype == "ET_DYN" and elf.get_section_by_name(".interp") else "shared library")

    sec = elf.get_section_by_name(".hip_fatbin")
    if not rep.add(".hip_fatbin section", sec is not None and sec.data_size > 0,
                   f"{sec.data_size} bytes" if sec is not None else "absent: no HIP device code in this file"):
        return rep
    try:
        entries = split_bundles(sec.data(), bundler)
    except ValueError as exc:
        rep.add("offload bundle", False, str(exc))
        return rep
    rep.targets = [t for t, _ in entries]
    wanted = [(t, blob) for t, blob in entries if _target_matches(t, base, feats)]
    if not rep.add(f"code object for {arch}", bool(wanted),
                   f"{len(wanted)} found" if wanted else
                   f"none; the bundle holds {', '.join(sorted(set(rep.targets))) or 'nothing'}"):
        return rep

    mangled: list[str] = []
    for n, (target, blob) in enumerate(wanted, 1):
        co = _inspect_code_object(target, blob)
        rep.code_objects.append(co)
        target = f"{target} #{n}" if len(wanted) > 1 else target  # one per translation unit in executables
        ok_elf = co.machine == EM_AMDGPU
        rep.add(f"{target}: ELF machine", ok_elf,
                "EM_AMDGPU (224)" if ok_elf else f"{co.machine!r}, expected EM_AMDGPU (224)")
        if ok_elf:
            rep.add(f"{target}: e_flags mach", co.mach == base,
                    f"{co.mach} (0x{AMDGPU_MACH.get(co.mach or '', 0):03x})" if co.mach == base
                    else f"{co.mach or 'unknown'}, expected {base} (0x{AMDGPU_MACH[base]:03x})")
        mangled += [k for k in co.kernels if k not in mangled]

    demangled = demangle(mangled, cxxfilt)
    rep.kernels = dict(zip(mangled, demangled, strict=True))
    if expected_kernels is not None:
        missing = [k for k in expected_kernels if not _kernel_present(k, rep.kernels)]
        rep.add("expected kernels", not missing,
                f"all {len(expected_kernels)} present" if not missing else
                f"missing {', '.join(missing)}; present: {', '.join(sorted(set(rep.kernels.values()))) or 'none'}")

    if rep.kind != "object":
        rep.needed = _needed(elf) if has_dynamic else []
        hip = [n for n in rep.needed if n.startswith("libamdhip64.so")]
        want = f"libamdhip64.so.{hip_major}" if hip_major is not None else "libamdhip64.so.N"
        ok = (want in hip) if hip_major is not None else bool(hip)
        rep.add("NEEDED HIP runtime", ok, ", ".join(hip) if ok else
                f"expected {want}; NEEDED: {', '.join(rep.needed) or 'nothing'}")
    return rep


def _target_matches(target: str, base: str, feats: str) -> bool:
    kind, _, rest = target.partition("-")
    triple, _, tid = rest.partition("--")
    if kind not in (HIP_KIND, "hip") or triple != DEVICE_TRIPLE:
        return False
    tbase, tfeats = (tid.split(":", 1) + [""])[:2]
    if tbase != base:
        return False
    return not feats or set(feats.strip(":").split(":")) <= set(tfeats.split(":"))


def split_bundles(blob: bytes, bundler: Path | None = None) -> list[tuple[str, bytes]]:
    """All (entry id, bytes) of the offload bundles concatenated in a .hip_fatbin section."""
    out: list[tuple[str, bytes]] = []
    pos = 0
    found_any = False
    while True:
        i = blob.find(BUNDLE_MAGIC, pos)
        c = blob.find(COMPRESSED_MAGIC, pos)
        if c != -1 and (i == -1 or c < i):
            out += _unbundle_with_tool(blob[c:], bundler)
            return out
        if i == -1:
            break
        found_any = True
        base = i
        p = i + len(BUNDLE_MAGIC)
        if p + 8 > len(blob):
            raise ValueError("truncated offload bundle header")
        (count,) = struct.unpack_from("<Q", blob, p)
        p += 8
        if count > 4096:
            raise ValueError(f"implausible offload bundle entry count {count}")
        end = p
        for _ in range(count):
            if p + 24 > len(blob):
                raise ValueError("truncated offload bundle entry table")
            off, size, idlen = struct.unpack_from("<QQQ", blob, p)
            p += 24
            ident = blob[p:p + idlen].decode("ascii", "replace")
            p += idlen
            if base + off + size > len(blob):
                raise ValueError(f"offload bundle entry {ident} runs past the section end")
            out.append((ident, blob[base + off:base + off + size]))
            end = max(end, base + off + size, p)
        pos = max(end, i + 1)
    if not found_any:
        raise ValueError("no clang offload bundle (__CLANG_OFFLOAD_BUNDLE__) in .hip_fatbin")
    return out


def _unbundle_with_tool(blob: bytes, bundler: Path | None) -> list[tuple[str, bytes]]:
    tool = bundler or which("clang-offload-bundler-19", "clang-offload-bundler")
    if tool is None:
        raise ValueError("compressed offload bundle and no clang-offload-bundler to open it "
                         "(apt-get install llvm-19)")
    with tempfile.TemporaryDirectory(prefix="xlate-unbundle-") as tmp:
        src = Path(tmp) / "bundle"
        src.write_bytes(blob)
        listed = run([tool, "--list", "--type=o", f"--input={src}"], timeout=120, check=False)
        if listed.returncode != 0:
            raise ValueError(f"clang-offload-bundler could not list the compressed bundle: "
                             f"{listed.stderr.strip()[:200]}")
        ids = [ln.strip() for ln in listed.stdout.splitlines() if ln.strip()]
        outs = [Path(tmp) / f"co{n}" for n in range(len(ids))]
        res = run([tool, "--unbundle", "--type=o", f"--input={src}", f"--targets={','.join(ids)}",
                   *[f"--output={o}" for o in outs]], timeout=120, check=False)
        if res.returncode != 0:
            raise ValueError(f"clang-offload-bundler could not unbundle: {res.stderr.strip()[:200]}")
        return [(i, o.read_bytes()) for i, o in zip(ids, outs, strict=True)]


def _inspect_code_object(target: str, blob: bytes) -> CodeObject:
    co = CodeObject(target=target)
    try:
        elf = ELFFile(io.BytesIO(blob))
    except ELFError:
        return co
    m = elf.header["e_machine"]
    co.machine = EM_AMDGPU if m in ("EM_AMDGPU", EM_AMDGPU) else (m if isinstance(m, int) else None)
    if co.machine is None:
        co.machine = -1
    co.mach = _MACH_NAME.get(elf.header["e_flags"] & EF_AMDGPU_MACH)
    for sec in elf.iter_sections():
        if sec.header["sh_type"] == "SHT_NOTE":
            co.kernels += _kernels_from_notes(sec.data())
    return co


def _kernels_from_notes(data: bytes) -> list[str]:
    """Kernel names from the NT_AMDGPU_METADATA ("AMDGPU") note; the payload is msgpack."""
    names: list[str] = []
    p = 0
    while p + 12 <= len(data):
        namesz, descsz, ntype = struct.unpack_from("<III", data, p)
        p += 12
        name = data[p:p + namesz].rstrip(b"\0")
        p += (namesz + 3) & ~3
        desc = data[p:p + descsz]
        p += (descsz + 3) & ~3
        if name == b"AMDGPU" and ntype == NT_AMDGPU_METADATA:
            try:
                meta = msgpack.unpackb(desc, raw=False, strict_map_key=False)
            except (ValueError, msgpack.UnpackException):
                continue
            for k in meta.get("amdhsa.kernels", []) if isinstance(meta, dict) else []:
                n = k.get(".name") or (k.get(".symbol") or "").removesuffix(".kd")
                if n:
                    names.append(n)
    return names


def _needed(elf: ELFFile) -> list[str]:
    out = []
    for sec in elf.iter_sections():
        if isinstance(sec, DynamicSection):
            out += [t.needed for t in sec.iter_tags() if t.entry.d_tag == "DT_NEEDED"]
    return out


def demangle(names: list[str], cxxfilt: Path | None = None) -> list[str]:
    """Itanium demangling of many names in one llvm-cxxfilt call (names it cannot demangle stay)."""
    if not any(n.startswith("_Z") for n in names):
        return list(names)
    tool = cxxfilt or which("llvm-cxxfilt-19", "llvm-cxxfilt", "c++filt")
    if tool is None:
        return list(names)
    res = run([tool], timeout=60, check=False, input_bytes=("\n".join(names) + "\n").encode())
    out = res.stdout.splitlines()
    return out if res.returncode == 0 and len(out) == len(names) else list(names)


def _strip_params(demangled: str) -> str:
    """'void foo<int>(int*)' -> 'foo<int>'; 'ns::bar(float)' -> 'ns::bar'."""
    s = demangled.strip()
    if s.endswith(")"):
        depth = 0
        for i in range(len(s) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(s[i], 0)
            if depth == 0:
                s = s[:i]
                break
    # a template's demangled name starts with its return type: drop it (outside <...>)
    depth = 0
    for i, ch in enumerate(s):
        depth += {"<": 1, ">": -1}.get(ch, 0)
        if ch == " " and depth == 0:
            return _strip_params(s[i + 1:]) if "(" in s[i + 1:] else s[i + 1:]
    return s


def _kernel_present(expected: str, kernels: dict[str, str]) -> bool:
    for mangled, dem in kernels.items():
        plain = _strip_params(dem)
        if expected in (mangled, dem, plain, re.sub(r"<.*>$", "", plain)):
            return True
        if expected == plain.rsplit("::", 1)[-1] or expected == re.sub(r"<.*>$", "", plain).rsplit("::", 1)[-1]:
            return True
    return False
