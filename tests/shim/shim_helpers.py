"""Helpers of the shim tests (imported by name: pytest puts tests/shim on sys.path)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]


def compile_file(name: str, *, options=(), name_expressions=()):
    """(result, log, image bytes, lowered names) of NVRTC on a fixture file."""
    from xlate.runtime_shim import nvrtc

    src = (FIXTURES / name).read_bytes()
    err, prog = nvrtc.nvrtcCreateProgram(src, name.encode(), 0, [], [])
    assert err == nvrtc.nvrtcResult.NVRTC_SUCCESS
    for ne in name_expressions:
        assert nvrtc.nvrtcAddNameExpression(prog, ne)[0] == nvrtc.nvrtcResult.NVRTC_SUCCESS
    res = nvrtc.nvrtcCompileProgram(prog, len(options), list(options))[0]
    _, lsize = nvrtc.nvrtcGetProgramLogSize(prog)
    log = bytearray(lsize)
    assert nvrtc.nvrtcGetProgramLog(prog, log)[0] == nvrtc.nvrtcResult.NVRTC_SUCCESS
    image = None
    lowered = {}
    if res == nvrtc.nvrtcResult.NVRTC_SUCCESS:
        _, size = nvrtc.nvrtcGetPTXSize(prog)
        image = bytearray(size)
        assert nvrtc.nvrtcGetPTX(prog, image)[0] == nvrtc.nvrtcResult.NVRTC_SUCCESS
        for ne in name_expressions:
            e, low = nvrtc.nvrtcGetLoweredName(prog, ne)
            assert e == nvrtc.nvrtcResult.NVRTC_SUCCESS
            lowered[ne] = low
    nvrtc.nvrtcDestroyProgram(prog)
    return res, bytes(log).rstrip(b"\0").decode(), (bytes(image) if image is not None else None), lowered
