"""The cpu backend's host API additions, template-kernel launches, launches by address, literal
`extern __shared__`, spin-waits, `__hfma` rounding and the compile-time refusals. Expectations come
from the HIP/CUDA definitions (computed here), never from the backend's own output."""

from __future__ import annotations

import os
import re
import subprocess
from fractions import Fraction

import pytest

from tests.cpu.conftest import PROGRAMS, WARP_SIZES, run

EXIT_RUNTIME_ERROR = 97


@pytest.fixture(params=WARP_SIZES, ids=lambda w: f"wave{w}")
def ws(request) -> int:
    return request.param


def ok_lines(proc) -> list[str]:
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def test_host_api_additions(built, ws):
    out = ok_lines(run(built["host_api", ws]))
    calls = {line.rsplit(" ", 1)[0]: line.rsplit(" ", 1)[1] for line in out if line.startswith("hip")}
    # every call succeeds except the three error paths the program provokes
    failing = {k: v for k, v in calls.items() if v != "hipSuccess"}
    assert failing == {
        "hipPointerGetAttributes(&pa, &local)": "hipErrorInvalidValue",  # not a HIP allocation
        "hipDeviceGetAttribute(&v, static_cast<hipDeviceAttribute_t>(12345), 0)": "hipErrorInvalidValue",
        "hipMemcpyPeer(a, 1, d, 0, 4)": "hipErrorInvalidDevice",  # there is no device 1
    }
    values = [line for line in out if not line.startswith("hip")]
    assert values[0] == "flags 0"
    assert values[1] == "flags 3"  # hipHostAllocMapped | hipHostAllocPortable, as allocated
    assert values[2] == "stream_flags 1"  # hipStreamNonBlocking
    assert values[3] == "counter 11"  # host function (+1) then stream callback with hipSuccess (+10)
    assert values[4] == " ".join(str(2 * i) for i in range(16))  # stream order: copy, kernel, copy
    assert values[5] == "ab ab ab 00 34 12 34 12"  # D8 x3 then D16 0x1234 x2 (little endian)
    assert values[6] == "type 2 managed 0"  # hipMemoryTypeDevice, interior pointer
    assert values[7] == "type 1"  # hipMemoryTypeHost
    assert values[8] == f"warp {ws} {ws}"
    assert values[9] == "smem_per_mp 65536"
    assert values[10] == "images 0"
    assert values[11] == "fifo 4096"
    assert values[12] == "peer 0"  # one device: no peers
    assert values[13] == "cc 9.4"  # gfx942's
    assert values[14] == "fa_threads 1024"
    assert values[15] == "drv hipErrorInvalidValue"


def test_template_kernels_deduced_from_the_call(built):
    ws = 64  # warp-size independent: built at wave64 only
    out = ok_lines(run(built["template_launch", ws]))
    n = 10
    expected = [f"sq {i * i:g}" for i in range(n)]
    expected += [f"aff {2 * i + 1:g}" for i in range(n)]  # a = 2 copied at launch, not 100
    expected += [f"scale {1.5 * 3 + t:g}" for t in range(4)]
    expected += [f"param {40 + t}" for t in range(4)]
    expected += ["no_args 4"]  # 3 threads + 1 through a macro forwarding no arguments
    expected += ["err hipSuccess"]
    assert out == expected


def test_launch_through_a_const_void_pointer(built):
    ws = 64  # warp-size independent: built at wave64 only
    proc = run(built["launch_by_address", ws])
    out = ok_lines(proc)
    assert out[0] == "launch hipSuccess"
    assert out[1:9] == [f"y {1 + 2 * i:g}" for i in range(8)]  # a = 2 copied at launch, not 1000
    assert out[9:] == [
        "coop hipSuccess", "fill2 7 7", "ex hipSuccess", "fill3 21 21", "ex_typed hipSuccess 25",
        "by_value hipSuccess 42 42",  # 40 + (long long)2.9
        "unregistered hipErrorInvalidDeviceFunction", "registered hipSuccess",
    ]
    assert re.search(r"hipLaunchKernel: kernel 0x[0-9a-f]+ is not registered", proc.stderr)


def test_spin_waits_with_polling_points_finish(built):
    ws = 64  # warp-size independent: built at wave64 only
    out = ok_lines(run(built["spin_wait", ws]))
    assert out[0] == f"total {sum(range(128))}"
    # flag_chain: thread t waits for t+1; out[t] = 255 - t
    assert out[1] == "chain 255 127 0"


def test_volatile_spin_is_reported_by_the_watchdog(built):
    env = dict(os.environ, XLATE_CPU_WATCHDOG_S="1")
    proc = subprocess.run([str(built["spin_wait", 64]), "volatile"], capture_output=True, text=True,
                          timeout=60, env=env, check=False)
    assert proc.returncode == EXIT_RUNTIME_ERROR, proc.stderr
    assert proc.stdout == ""
    assert re.fullmatch(
        r"xlate-cpu: error: kernel volatile_spin: thread 0 of block \(0,0,0\) ran \d+ s without reaching "
        r"a barrier, warp operation, atomic or fence while 63 other thread\(s\) of its block wait for it: "
        r".*XLATE_CPU_WATCHDOG_S sets this limit, 0 disables it\)\n", proc.stderr)


def test_literal_extern_shared(built):
    ws = 64  # warp-size independent: built at wave64 only
    out = ok_lines(run(built["extern_shared", ws]))
    assert out == [f"{63 * 63} {62 * 62} 0", "15.5 0 0"]


def _half_value(bits: int) -> Fraction:
    sign = -1 if bits & 0x8000 else 1
    e, m = (bits >> 10) & 0x1F, bits & 0x3FF
    if e == 0:
        return sign * Fraction(m, 2 ** 24)
    return sign * Fraction(1024 + m, 1024) * Fraction(2) ** (e - 15)


def _round_half(x: Fraction, zero_sign: int) -> int:
    """IEEE binary16 round-to-nearest-even of the exact value `x` (`zero_sign` for an exact 0)."""
    if x == 0:
        return zero_sign
    sign = 0x8000 if x < 0 else 0
    ax = abs(x)
    e = max(ax.numerator.bit_length() - ax.denominator.bit_length(), -14)
    while Fraction(2) ** e > ax and e > -14:
        e -= 1
    while Fraction(2) ** (e + 1) <= ax:
        e += 1
    ulp = Fraction(2) ** (e - 10)
    q, rem = divmod(ax, ulp)
    q = int(q)
    if rem > ulp / 2 or (rem == ulp / 2 and q % 2 == 1):
        q += 1
    value = q * ulp
    if value >= 2 ** 16:
        return sign | 0x7C00
    if value < Fraction(1, 2 ** 14):
        return sign | q  # subnormal: q counts 2^-24
    e2 = e if value < Fraction(2) ** (e + 1) else e + 1
    mant = int(value / Fraction(2) ** (e2 - 10)) - 1024
    return sign | ((e2 + 15) << 10) | mant


def test_hfma_rounds_once(built):
    ws = 64  # warp-size independent: built at wave64 only
    rows = ok_lines(run(built["hfma", ws]))
    assert len(rows) == 3000 + 32 * 5 + 8
    bad = []
    for row in rows:
        a, b, c, r = (int(x, 16) for x in row.split())
        exact = _half_value(a) * _half_value(b) + _half_value(c)
        # an exact zero sum is +0 unless both addends are -0 (or negative zeros)
        prod_neg = bool((a ^ b) & 0x8000)
        zero_sign = 0x8000 if (exact == 0 and prod_neg and c & 0x8000 and _half_value(a) * _half_value(b) == 0
                               and _half_value(c) == 0) else 0
        want = _round_half(exact, zero_sign)
        if r != want:
            bad.append(f"{row} (want {want:04x})")
    assert bad == []


HIP_SUCCESS, HIP_INVALID_VALUE, HIP_INVALID_SYMBOL = 0, 1, 13  # hipError_t values of HIP 7.2


def test_symbol_template_forms(built):
    """HIP's `template <class T> hipMemcpy*Symbol*(…, const T& symbol, …)`: the variable is the symbol."""
    ws = 64  # warp-size independent: built at wave64 only
    out = dict(line.split(" ", 1) for line in ok_lines(run(built["symbols", ws])))
    table = list(range(16))
    table[14:16] = [100, 200]  # the second copy lands at byte offset 14 * sizeof(int)
    assert out["to"] == str(HIP_SUCCESS)
    assert out["to_off"] == str(HIP_SUCCESS)
    assert out["too_big"] == str(HIP_INVALID_VALUE)  # 64 bytes at offset 4 of a 64-byte symbol
    assert out["from"] == f"{HIP_SUCCESS} {sum(table)}"
    assert out["from_big"] == str(HIP_INVALID_VALUE)  # 8 bytes from a 4-byte int
    assert out["addr"] == f"{HIP_SUCCESS} 1"
    assert out["size"] == f"{HIP_SUCCESS} 8"  # sizeof(double)
    assert out["temp"] == str(HIP_INVALID_SYMBOL)  # &total is a temporary pointer, not the variable
    assert out["null"] == str(HIP_INVALID_SYMBOL)
    assert out["cvoid"] == str(HIP_SUCCESS)  # the C form with the variable's address
    assert out["sref"] == str(HIP_SUCCESS)  # HIP_SYMBOL(total)
    assert out["async"] == str(HIP_SUCCESS)
    assert out["async_from"] == str(HIP_SUCCESS)
    assert out["t"] == "5"  # h[5] copied to `total` and back in stream order


def test_symbol_size_of_an_address_fails_at_compile_time(cpu_cache, tmp_path):
    from xlate.errors import CompileError
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = tmp_path / "symsize.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__device__ int v;\nint main() {\n  size_t n;\n"
                   "  return hipGetSymbolSize(&n, (const void*)&v);\n}\n")
    with pytest.raises(CompileError) as err:
        build_program(ProgramBuild([src], tmp_path / "symsize"))
    assert re.search(r"symsize\.hip:5:\d+: error: .*hipGetSymbolSize with a const void\* symbol is not supported",
                     err.value.detail or ""), err.value.detail


def test_triple_chevron_launch_in_hip_is_refused(cpu_cache, tmp_path):
    from xlate.errors import NotSupportedError
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    with pytest.raises(NotSupportedError) as err:
        build_program(ProgramBuild([PROGRAMS / "chevron.hip"], tmp_path / "chevron"))
    msg = str(err.value)
    assert msg.startswith("not supported: ")
    assert f"{PROGRAMS / 'chevron.hip'}:9: a `<<<...>>>` kernel launch in a HIP source" in msg
    assert "hipLaunchKernelGGL" in msg


def _mapped_runtime_functions() -> list[str]:
    import csv
    from pathlib import Path

    table = Path(__file__).resolve().parents[2] / "xlate/data/api/cuda_hip.csv"
    with open(table, newline="", encoding="utf-8") as f:
        return sorted({r["hip"] for r in csv.DictReader(f)
                       if r["category"] in ("runtime", "driver") and r["kind"] == "function"
                       and r["status"] in ("supported", "different")})


def test_every_mapped_runtime_function_is_implemented_or_refused():
    """Every HIP runtime/driver function the translator may emit (mapping table rows with status
    supported or different) is declared by the cpu backend's headers (implemented, or
    __XLATE_UNSUPPORTED: a call returns hipErrorNotSupported) or by the generated header of the rest."""
    from pathlib import Path

    from xlate.cpu.build import unsupported_header

    root = Path(__file__).resolve().parents[2]
    headers = "".join(h.read_text(encoding="utf-8")
                      for d in ("hip", "xlate_cpu") for h in sorted((root / "xlate/cpu/include" / d).glob("*.h")))
    declared = set(re.findall(r"\b(hip\w+|make_hip\w+)\s*\(", headers))
    declared |= set(re.findall(r"__XLATE_UNSUPPORTED(?:_T)?\((?:\w+, )?(\w+)\)", headers))
    # rows naming xlate's own functions (cudaLaunchKernelEx -> xlate_cudaLaunchKernelEx): the support
    # header that defines them is compiled on the cpu target too
    support = "".join(h.read_text(encoding="utf-8")
                      for h in sorted((root / "xlate/rewrite/support/include/xlate").glob("*.h")))
    declared |= set(re.findall(r"\b(xlate_\w+)\s*\(", support))
    generated = unsupported_header().read_text(encoding="utf-8")
    refused = set(re.findall(r"^__XLATE_UNSUPPORTED\((\w+)\)$", generated, re.MULTILINE))
    names = _mapped_runtime_functions()
    assert len(names) > 100
    assert [n for n in names if n not in declared | refused] == []
    assert not refused & declared  # generated only for what the headers lack


def test_unsupported_function_compiles_and_fails_at_run_time(cpu_cache, tmp_path):
    """A HIP function the cpu backend lacks compiles (the cpu target builds what gfx942 builds) and a
    call returns hipErrorNotSupported, sets the last error and names the function once on stderr;
    one from the generated header and one from xlate_cpu/unsupported_api.h's list."""
    import subprocess

    from xlate.cpu.build import unsupported_header
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    refused = re.findall(r"^__XLATE_UNSUPPORTED\((\w+)\)$", unsupported_header().read_text(encoding="utf-8"),
                         re.MULTILINE)
    assert refused  # textures, modules ... of the mapping table are not implemented here
    name = refused[0]
    src = tmp_path / "gen.hip"
    src.write_text(f"""#include <hip/hip_runtime.h>
#include <cstdio>
int main() {{
  hipError_t a = {name}(nullptr, 1);
  hipError_t b = {name}(nullptr, 2);
  hipError_t last = hipGetLastError();
  hipError_t c = hipMemAddressFree(nullptr, 0);
  printf("%d %d %d %d %d\\n", a == hipErrorNotSupported, b == hipErrorNotSupported,
         last == hipErrorNotSupported, hipGetLastError() == hipErrorNotSupported, c == hipErrorNotSupported);
  return 0;
}}
""")
    exe = build_program(ProgramBuild([src], tmp_path / "gen"))
    proc = subprocess.run([str(exe)], check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["1", "1", "1", "1", "1"]
    said = [ln for ln in proc.stderr.splitlines() if "not supported" in ln]
    line = "xlate-cpu: not supported: {} on the cpu backend (the call returns hipErrorNotSupported)"
    assert said == [line.format(name), line.format("hipMemAddressFree")]


def test_extern_shared_in_a_header_is_explained(cpu_cache, tmp_path):
    from xlate.errors import NotSupportedError
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = PROGRAMS / "extern_shared_header" / "main.hip"
    with pytest.raises(NotSupportedError) as err:
        build_program(ProgramBuild([src], tmp_path / "prog"))
    assert str(err.value) == (
        f"not supported: {PROGRAMS / 'extern_shared_header' / 'shared.h'}:3: `extern __shared__ ... dyn[]` in "
        "a header on the cpu backend (it is only rewritten in source files); declare it with "
        "HIP_DYNAMIC_SHARED(int, dyn) instead")


def test_c_abi_launch_from_a_loaded_module(cpu_cache, tmp_path):
    """Build a kernel module as a shared library with registrations, load it with ctypes and launch
    its kernels through xlate_cpu_launch (dim3 by value, void** args), as documented for the shim."""
    import ctypes

    from xlate.cpu.build import runtime_library
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    mod = build_program(ProgramBuild([PROGRAMS / "module_kernels.hip"], tmp_path / "module.so",
                                     extra_flags=["-shared", "-fPIC"], register_kernels=True))
    rt = ctypes.CDLL(str(runtime_library()), mode=ctypes.RTLD_GLOBAL)
    lib = ctypes.CDLL(str(mod))

    class Dim3(ctypes.Structure):
        _fields_ = [("x", ctypes.c_uint32), ("y", ctypes.c_uint32), ("z", ctypes.c_uint32)]

    rt.xlate_cpu_launch.argtypes = [ctypes.c_void_p, Dim3, Dim3, ctypes.POINTER(ctypes.c_void_p),
                                    ctypes.c_size_t, ctypes.c_void_p]
    rt.xlate_cpu_launch.restype = ctypes.c_int
    n = 100
    x = (ctypes.c_float * n)(*[float(i) for i in range(n)])
    y = (ctypes.c_float * n)(*([1.0] * n))
    a, xp, yp, nn = ctypes.c_float(3.0), ctypes.c_void_p(ctypes.addressof(x)), ctypes.c_void_p(
        ctypes.addressof(y)), ctypes.c_int(n)
    args = (ctypes.c_void_p * 4)(*[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p) for v in (a, xp, yp, nn)])
    kernel = ctypes.cast(lib.saxpy_module, ctypes.c_void_p)
    err = rt.xlate_cpu_launch(kernel, Dim3(2, 1, 1), Dim3(64, 1, 1), args, 0, None)
    a.value = 1000.0  # the launch copied its arguments
    assert err == 0
    assert rt.hipDeviceSynchronize() == 0
    assert list(y) == [3.0 * i + 1.0 for i in range(n)]

    class Scale(ctypes.Structure):
        _fields_ = [("factor", ctypes.c_float), ("offset", ctypes.c_int)]

    out = (ctypes.c_int * 64)()
    s, op = Scale(0.5, 7), ctypes.c_void_p(ctypes.addressof(out))
    args2 = (ctypes.c_void_p * 2)(ctypes.cast(ctypes.pointer(s), ctypes.c_void_p),
                                  ctypes.cast(ctypes.pointer(op), ctypes.c_void_p))
    err = rt.xlate_cpu_launch(ctypes.cast(lib.scale_module, ctypes.c_void_p), Dim3(2, 1, 1), Dim3(32, 1, 1),
                              args2, 0, None)
    assert err == 0 and rt.hipDeviceSynchronize() == 0
    assert list(out) == [int(0.5 * i) + 7 for i in range(64)]
    # an address that is no registered kernel
    assert rt.xlate_cpu_launch(ctypes.cast(rt.hipDeviceSynchronize, ctypes.c_void_p), Dim3(1, 1, 1),
                               Dim3(1, 1, 1), args2, 0, None) == 98  # hipErrorInvalidDeviceFunction
    # the failed launch left a sticky last error in this process's runtime: read it, so later tests
    # that load the same library in-process (the Python shim) start from a clean state
    assert rt.hipGetLastError() == 98
    assert rt.hipGetLastError() == 0


def test_triple_chevron_in_code_the_preprocessor_drops_is_not_refused(cpu_cache, tmp_path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = tmp_path / "portable.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__global__ void k(int* p) { p[0] = 5; }\n"
                   "int main() {\n  int* p; hipMalloc(&p, 4);\n#ifdef __HIP_PLATFORM_NVIDIA__\n"
                   "  k<<<1, 1>>>(p);\n#else\n  hipLaunchKernelGGL(k, 1, 1, 0, 0, p);\n#endif\n"
                   "  int h = 0; hipMemcpy(&h, p, 4, hipMemcpyDeviceToHost);\n  return h;\n}\n")
    exe = build_program(ProgramBuild([src], tmp_path / "portable"))
    assert run(exe).returncode == 5
