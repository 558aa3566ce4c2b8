"""The error check cuda-python's samples use (checkCudaErrors), written for the shim's modules."""

from xlate.runtime_shim import driver, nvrtc, runtime


def _err_text(err):
    if isinstance(err, driver.CUresult):
        return driver.cuGetErrorName(err)[1]
    if isinstance(err, runtime.cudaError_t):
        return runtime.cudaGetErrorName(err)[1]
    if isinstance(err, nvrtc.nvrtcResult):
        return nvrtc.nvrtcGetErrorString(err)[1]
    return err


def check(result):
    err, rest = result[0], result[1:]
    if err.value:
        raise RuntimeError(f"CUDA error {err.value}: {_err_text(err)}")
    return rest[0] if len(rest) == 1 else (rest or None)


def compile_source(source: str, name: bytes, opts=(), name_expressions=()) -> tuple[bytes, dict]:
    """NVRTC: source -> code image (bytes) and lowered names of the name expressions."""
    prog = check(nvrtc.nvrtcCreateProgram(source.encode(), name, 0, [], []))
    for ne in name_expressions:
        check(nvrtc.nvrtcAddNameExpression(prog, ne))
    err = nvrtc.nvrtcCompileProgram(prog, len(opts), list(opts))[0]
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        size = check(nvrtc.nvrtcGetProgramLogSize(prog))
        log = b" " * size
        check(nvrtc.nvrtcGetProgramLog(prog, log))
        raise RuntimeError(log.decode(errors="replace"))
    size = check(nvrtc.nvrtcGetPTXSize(prog))
    image = b" " * size
    check(nvrtc.nvrtcGetPTX(prog, image))
    lowered = {ne: check(nvrtc.nvrtcGetLoweredName(prog, ne)) for ne in name_expressions}
    check(nvrtc.nvrtcDestroyProgram(prog))
    return image, lowered
