"""What a link input holds, read from its ELF section names (archives: every member). The driver's
link step asks this to tell relocatable device code, linked AMD GPU code and plain host objects
apart."""
from __future__ import annotations

import struct
from pathlib import Path

from xlate.errors import InputError

BUNDLE_SECTION = "__CLANG_OFFLOAD_BUNDLE__"


def object_kinds(path: Path) -> set[str]:
    """What a link input holds: 'bundle' (relocatable device code, -rdc), 'fatbin' (linked AMD GPU code:
    a whole-program object or a -dlink result), 'host' (plain host code). Archives: the union over
    their members."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None
    if data.startswith(b"!<arch>\n"):
        kinds: set[str] = set()
        for member in _ar_members(data):
            kinds |= _elf_kinds(member)
        return kinds
    return _elf_kinds(data)


def _ar_members(data: bytes):
    pos = 8
    while pos + 60 <= len(data):
        header = data[pos:pos + 60]
        name = header[:16].decode("ascii", "replace").strip()
        try:
            size = int(header[48:58].decode("ascii").strip())
        except ValueError:
            return
        body = data[pos + 60:pos + 60 + size]
        if name not in ("/", "//", "/SYM64/", "__.SYMDEF"):
            yield body
        pos += 60 + size + (size & 1)


def _elf_kinds(data: bytes) -> set[str]:
    if not data.startswith(b"\x7fELF") or len(data) < 64 or data[4] != 2:
        return set()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff == 0 or shnum == 0 or shoff + shnum * shentsize > len(data):
        return set()
    def sec(i: int) -> tuple[int, int, int]:
        base = shoff + i * shentsize
        name, = struct.unpack_from("<I", data, base)
        off, size = struct.unpack_from("<QQ", data, base + 0x18)
        return name, off, size
    _, stroff, strsize = sec(shstrndx)
    strtab = data[stroff:stroff + strsize]
    names = set()
    for i in range(shnum):
        n, _, _ = sec(i)
        end = strtab.find(b"\0", n)
        names.add(strtab[n:end].decode("ascii", "replace"))
    kinds = {"host"}
    if any(n.startswith(BUNDLE_SECTION) for n in names):
        kinds.add("bundle")
    if ".hip_fatbin" in names:
        kinds.add("fatbin")
    return kinds
