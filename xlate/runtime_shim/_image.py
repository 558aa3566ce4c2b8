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
"""

from __future__ import annotations

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
    head = ctypes.string_at(address, HEADER_SIZE)
    magic, _version, _backend, total, _mlen, _ = _HEAD.unpack(head)
    if magic != MAGIC:
        raise ImageError("no xlate image magic at this address (is this PTX or a cubin? those cannot be loaded)")
    if not HEADER_SIZE <= total <= MAX_IMAGE:
        raise ImageError(f"implausible image size {total} in the header")
    return ctypes.string_at(address, total)
