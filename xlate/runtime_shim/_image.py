"""xlate's code image: what nvrtcGetPTX returns and cuModuleLoadData reads.

Layout (little-endian):

    offset 0   8 bytes  magic b"XLIMG\\0\\1\\0"
    offset 8   u32      format version (1)
    offset 12  u32      backend id (1 = cpu shared object, 2 = AMD code object)
    offset 16  u64      total size of the image in bytes, header included
    offset 24  u32      metadata length M (UTF-8 JSON)
    offset 28  u32      reserved (0)
    offset 32  M bytes  metadata: {"kernels": [...], "warp_size": 64, "source": "prog.cu"}
    then                payload (the cpu backend's .so, or an AMD code object)

cuModuleLoadData gets a bare address; the size is read from the header, as CUDA reads the size of a
cubin or fatbin from its own header.

Text form (what the C runtime's hipRTC returns for nvrtcGetPTX, xlate/cpu/src/rtc.cpp): CUDA programs
treat PTX as a C string and copy it up to its first NUL, which would cut the binary form after five
bytes. So the same bytes are also written as text:

    // xlate code image (not PTX) ...          a comment line (TEXT_MARK starts it)
    .xlate_image 1 <size of the binary form>
    <the binary form in base64, 76 characters a line>
    .end

and both forms load (`parse`, `read_at`, and hipModuleLoadData in xlate/cpu/src/modules.cpp).
"""

from __future__ import annotations

import base64
import ctypes
import json
import struct
from dataclasses import dataclass

MAGIC = b"XLIMG\x00\x01\x00"
VERSION = 1
BACKEND_CPU = 1
BACKEND_AMD = 2
_HEAD = struct.Struct("<8sIIQII")
HEADER_SIZE = _HEAD.size  # 32
MAX_IMAGE = 1 << 34


class ImageError(ValueError):
    """The bytes are not an xlate code image (the caller turns this into CUDA_ERROR_INVALID_IMAGE)."""


TEXT_MARK = b"// xlate code image"
_TEXT_HEAD = (TEXT_MARK + b" (not PTX): xlate's CUDA run-time compile for its cpu backend; load it with "
              b"cuModuleLoadData\n")


def to_text(image: bytes) -> bytes:
    """The text form of a binary image (no NUL byte in it)."""
    b64 = base64.b64encode(image)
    lines = b"\n".join(b64[i:i + 76] for i in range(0, len(b64), 76))
    return _TEXT_HEAD + f".xlate_image 1 {len(image)}\n".encode() + lines + b"\n.end\n"


def from_text(text: bytes) -> bytes:
    """The binary image a text form holds."""
    at = text.find(b".xlate_image 1 ")
    if at < 0:
        raise ImageError("no `.xlate_image` line in the image text")
    head, _, rest = text[at:].partition(b"\n")
    try:
        size = int(head.split()[2])
    except (IndexError, ValueError) as exc:
        raise ImageError("unreadable `.xlate_image` line") from exc
    body = rest.split(b".end", 1)[0]
    try:
        data = base64.b64decode(b"".join(body.split()), validate=True)
    except ValueError as exc:
        raise ImageError(f"the image text is not base64: {exc}") from exc
    if len(data) != size:
        raise ImageError(f"the image text holds {len(data)} bytes, its header line says {size}")
    return data


@dataclass
class CodeImage:
    backend: int
    meta: dict
    payload: bytes

    def to_bytes(self) -> bytes:
        meta = json.dumps(self.meta, sort_keys=True).encode("utf-8")
        total = HEADER_SIZE + len(meta) + len(self.payload)
        return _HEAD.pack(MAGIC, VERSION, self.backend, total, len(meta), 0) + meta + self.payload


def parse(data: bytes) -> CodeImage:
    if data.startswith(TEXT_MARK):
        data = from_text(data.split(b"\0", 1)[0])
    if len(data) < HEADER_SIZE:
        raise ImageError(f"{len(data)} bytes is shorter than an image header")
    magic, version, backend, total, mlen, _ = _HEAD.unpack_from(data)
    if magic != MAGIC:
        raise ImageError("no xlate image magic (is this PTX or a cubin? those cannot be loaded)")
    if version != VERSION:
        raise ImageError(f"image format version {version}; this xlate reads version {VERSION}")
    if total != len(data) or HEADER_SIZE + mlen > total:
        raise ImageError(f"image size {total} disagrees with the {len(data)} bytes given")
    try:
        meta = json.loads(data[HEADER_SIZE:HEADER_SIZE + mlen].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImageError(f"image metadata unreadable: {exc}") from exc
    return CodeImage(backend, meta, bytes(data[HEADER_SIZE + mlen:]))


def read_at(address: int) -> bytes:
    """The whole image at a raw address: the header first, then as many bytes as it declares."""
    if not address:
        raise ImageError("null image address")
    if ctypes.string_at(address, len(TEXT_MARK)) == TEXT_MARK:
        return ctypes.string_at(address)  # the text form ends at its NUL, as PTX does
    head = ctypes.string_at(address, HEADER_SIZE)
    magic, _version, _backend, total, _mlen, _ = _HEAD.unpack(head)
    if magic != MAGIC:
        raise ImageError("no xlate image magic at this address (is this PTX or a cubin? those cannot be loaded)")
    if not HEADER_SIZE <= total <= MAX_IMAGE:
        raise ImageError(f"implausible image size {total} in the header")
    return ctypes.string_at(address, total)
