"""Host C and C++ files that the project's own compiler builds against the toolkit folder's headers, using
runtime APIs whose CUDA form HIP lacks: driver functions loaded by their CUDA names (xgboost 3.2's
cuda_dr_utils.cc; <xlate/driver_entry_point.h>) and cudaEventCreate's C++ overload with flags
(<xlate/toolkit_overloads.h>). C (gcc -Wall -Werror) and C++ (g++ -Wall -Werror) for both targets; on the
cpu target the programs run. Expected values are CUDA's documented results: a found function copies the bytes
it is given, a name the driver lacks is "not found" (cudaSuccess with a NULL pointer for
cudaGetDriverEntryPoint, CUDA_ERROR_NOT_FOUND for cuGetProcAddress), an event created with
cudaEventDisableTiming cannot be timed."""

from __future__ import annotations

import pytest

from tests.driver.conftest import run
from tests.driver.test_cuda_toolkit import c_program, env, gxx, toolkit_root  # noqa: F401 (env: a fixture)

# C: function pointer types spelled with the driver's types and calling convention, as cudaTypedefs.h does
LOOKUPS_C = """\
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdio.h>
typedef CUresult (CUDAAPI *MemAllocFn)(CUdeviceptr*, size_t);
typedef CUresult (CUDAAPI *MemFreeFn)(CUdeviceptr);
typedef CUresult (*HtoDFn)(CUdeviceptr, const void*, size_t);
typedef CUresult (*DtoHFn)(void*, CUdeviceptr, size_t);
int main(void) {
  enum cudaDriverEntryPointQueryResult st;
  CUdriverProcAddressQueryResult found;
  void* p[4] = {0, 0, 0, 0};
  cudaGetDriverEntryPoint("cuMemAlloc", &p[0], cudaEnableDefault, &st);
  cudaGetDriverEntryPoint("cuMemFree", &p[1], cudaEnablePerThreadDefaultStream, &st);
  cuGetProcAddress("cuMemcpyHtoD", &p[2], 12000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
  cuGetProcAddress("cuMemcpyDtoH", &p[3], 12000, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &found);
  int in[5] = {3, 1, 4, 1, 5}, out[5] = {0, 0, 0, 0, 0}, same = 1;
  CUdeviceptr d;
  if (!p[0] || !p[1] || !p[2] || !p[3]) return 2;
  if (((MemAllocFn)p[0])(&d, sizeof in) != CUDA_SUCCESS) return 3;
  if (((HtoDFn)p[2])(d, in, sizeof in) != CUDA_SUCCESS || ((DtoHFn)p[3])(out, d, sizeof out) != CUDA_SUCCESS) return 4;
  if (((MemFreeFn)p[1])(d) != CUDA_SUCCESS) return 5;
  for (int i = 0; i < 5; ++i) same = same && in[i] == out[i];
  void* none = &st;
  cudaError_t e = cudaGetDriverEntryPoint("cuNotADriverFunction", &none, cudaEnableDefault, &st);
  CUresult r = cuGetProcAddress("cuNotADriverFunction", &none, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
  printf("%d %d %d %d\\n", same, e == cudaSuccess && st == cudaDriverEntryPointSymbolNotFound,
         r == CUDA_ERROR_NOT_FOUND && found == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND, none == NULL);
  return 0;
}
"""

# C++ as xgboost writes it: a struct of pointers to CUDA-typed function types, the status optional
LOOKUPS_CPP = """\
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <cstdio>
struct Api {
  using DeviceGet = CUresult(CUdevice* device, int ordinal);
  using GetErrorName = CUresult(CUresult error, const char** str);
  DeviceGet* cuDeviceGet{nullptr};
  GetErrorName* cuGetErrorName{nullptr};
};
int main() {
  Api api;
  cudaDriverEntryPointQueryResult st;
  if (cudaGetDriverEntryPoint("cuDeviceGet", reinterpret_cast<void**>(&api.cuDeviceGet),
                              cudaEnablePerThreadDefaultStream, &st) != cudaSuccess ||
      cudaGetDriverEntryPointByVersion("cuGetErrorName", reinterpret_cast<void**>(&api.cuGetErrorName), 12080,
                                       cudaEnableDefault) != cudaSuccess)
    return 1;
  if (st != cudaDriverEntryPointSuccess || !api.cuDeviceGet || !api.cuGetErrorName) return 2;
  CUdevice dev = -1;
  const char* name = nullptr;
  bool ok = api.cuDeviceGet(&dev, 0) == CUDA_SUCCESS && dev == 0 &&
            api.cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name) == CUDA_SUCCESS && name != nullptr && *name;
  std::printf("%d\\n", ok);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_c_host_code_looks_up_driver_functions(env, tmp_path, target):  # noqa: F811
    out = c_program(env, tmp_path, target, LOOKUPS_C, ["-lcudart"])
    assert out == (None if target == "gfx" else "1 1 1 1\n")


def cpp_program(env, tmp_path, target: str, text: str) -> str | None:  # noqa: F811
    """`text` as a project's host C++ file, g++ -Wall -Werror against the toolkit folder: compiled on gfx
    (None); on the cpu target linked with -lcudart and run, its standard output returned."""
    src = tmp_path / "prog.cpp"
    src.write_text(text)
    root = toolkit_root(env, target)
    flags = ["-std=c++17", "-Wall", "-Werror", "-I", root / "include"]
    if target == "gfx":
        run([gxx(), *flags, "-c", src, "-o", tmp_path / "prog.o"], env)
        return None
    exe = tmp_path / "prog"
    run([gxx(), *flags, src, "-o", exe, "-L", root / "lib64", "-lcudart"], env)
    return run([exe], env).stdout


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_cpp_host_code_looks_up_driver_functions(env, tmp_path, target):  # noqa: F811
    assert cpp_program(env, tmp_path, target, LOOKUPS_CPP) == (None if target == "gfx" else "1\n")


# cuda_runtime.h's C++ overload cudaEventCreate(&e, flags) (GROMACS' timers, faiss' Timer.cpp) in a host file:
# CUDA's reference says an event created with cudaEventDisableTiming makes cudaEventElapsedTime return
# cudaErrorInvalidResourceHandle, which shows the flags reached the runtime
EVENTS_CPP = """\
#include <cuda_runtime.h>
#include <cstdio>
int main() {
  cudaEvent_t timed, untimed;
  if (cudaEventCreate(&timed) != cudaSuccess || cudaEventCreate(&untimed, cudaEventDisableTiming) != cudaSuccess)
    return 1;
  if (cudaEventRecord(timed) != cudaSuccess || cudaEventRecord(untimed) != cudaSuccess) return 2;
  if (cudaDeviceSynchronize() != cudaSuccess) return 3;
  float ms = 0;
  std::printf("%d %d\\n", cudaEventElapsedTime(&ms, timed, timed) == cudaSuccess,
              cudaEventElapsedTime(&ms, timed, untimed) == cudaErrorInvalidResourceHandle);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_cpp_host_code_creates_events_with_flags(env, tmp_path, target):  # noqa: F811
    assert cpp_program(env, tmp_path, target, EVENTS_CPP) == (None if target == "gfx" else "1 1\n")


# cuda_fp16.h's host operators (xgboost 3.2's collective code folds __half buffers with std::plus and
# std::max in a host .cc file): expected values are IEEE binary16 results of the float operation rounded
# to nearest even, computed here with numpy
HALF_CPP = """\
#include <cuda_fp16.h>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
int main() {
  __half a = __float2half(0.1f), b = __float2half(0.2f);
  __half s = std::plus<>{}(a, b);
  __half m = std::max(__float2half(1.5f), __float2half(-2.0f));
  __half p = __float2half(1.5f) * __float2half(-2.25f);
  unsigned short bits;
  std::memcpy(&bits, &s, sizeof bits);
  std::printf("%.10g %u %.10g %.10g %d\\n", __half2float(s), (unsigned)bits, __half2float(m),
              __half2float(p), (int)(a < b));
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_cpp_host_code_computes_with_half(env, tmp_path, target):  # noqa: F811
    import numpy as np

    h, f = np.float16, np.float32
    s = h(f(h(0.1)) + f(h(0.2)))
    want = (f"{float(s):.10g} {int(s.view(np.uint16))} {float(max(h(1.5), h(-2.0))):.10g} "
            f"{float(h(f(h(1.5)) * f(h(-2.25)))):.10g} 1\n")
    assert cpp_program(env, tmp_path, target, HALF_CPP) == (None if target == "gfx" else want)
