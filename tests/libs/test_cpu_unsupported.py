"""The cpu target compiles what gfx942 compiles against the HIP libraries it implements in part (hipBLAS,
hipSOLVER, hipRAND, hipFFT with its Xt API) or not at all (hipFFTW, behind cuFFTW; MIOpen, behind xlate's
cuDNN support header): what the pinned headers declare beyond the cpu implementations is
declared by the generated xlate/cpu/libs/include/xlate_cpu_libs/unsupported_<lib>.h
(xlate/gen/cpu_unsupported.py), and a call says "not supported" when it runs: the library's status with one
stderr line, or, where no status can be returned (device functions), exit code 97 with a line naming it.

Checked: the generated headers are current; every typed use of the supported cuBLAS, cuSOLVER, cuRAND, cuFFT,
cuFFTW, cuDNN and CUB rows (tests/libs/test_compile_verified's, from the prelude's CUDA declarations) translates and compiles for the
cpu target; a CUDA program built by xlate-nvcc for the cpu target gets the documented statuses, lines and exit
code from unsupported calls and still computes with the implemented ones."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CPU_TESTS = REPO / "tests" / "cpu"

HEADERS = {
    # the legacy header too, as test_compile_verified's HEADER: the legacy helpers' rows (cublasInit, cublasStatus …)
    "cublas": "#include <cublas.h>\n#include <cublas_v2.h>\n",
    "cusolver": "#include <cusolverDn.h>\n#include <cusolverSp.h>\n#include <cusolverRf.h>\n",
    "curand": "#include <curand.h>\n#include <curand_kernel.h>\n#include <curand_mtgp32_host.h>\n",
    "cufft": "#include <cufft.h>\n#include <cufftXt.h>\n",
    "cufftw": "#include <cufftw.h>\n",
    "cudnn": "#include <cudnn.h>\n",
    # CUB: every name of the table used as `using cub::NAME;` (macros through #ifndef), as on gfx942; the cpu
    # hipCUB implements them (xlate/cpu/libs/include/hipcub/)
    "cub": "#include <cub/cub.cuh>\n",
}


def test_generated_headers_are_current():
    proc = subprocess.run([sys.executable, "-m", "xlate.gen.cpu_unsupported", "--check"], cwd=REPO,
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("lib", sorted(HEADERS))
def test_every_mapped_call_compiles_for_the_cpu_target(tmp_path, lib):
    from tests.libs import test_compile_verified as verified
    from xlate.rewrite.engine import translate_text

    sys.path.insert(0, str(CPU_TESTS))
    from test_cpu_declares_api import compile_flags, verify

    all_uses, _ = verified.uses()
    names = {e.cuda for e in verified.entries() if e.category == lib}
    uses = [u for u in all_uses if u.cuda in names]
    assert len(uses) >= {"cublas": 700, "cusolver": 250, "curand": 40, "cufft": 50, "cufftw": 40, "cudnn": 200,
                         "cub": 190}[lib]
    header = "#include <cuda_runtime.h>\n" + HEADERS[lib] + "template <class T> using xlate_type = T;\n"
    out, diags = translate_text(verified.calls.write_batch(uses, header), filename=f"{lib}_uses.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    head, translated = verified.calls.split_uses(out)
    failing, unplaced = verify(compile_flags(), head, translated, tmp_path, lib)
    assert unplaced == []
    assert failing == {}


PROGRAM = r"""
#include <cstdio>
#include <cublas_v2.h>
#include <cusolverDn.h>
#include <curand.h>
#include <curand_kernel.h>
#include <cufftXt.h>

__global__ void sobol(curandStateSobol32_t* s, float* out) { out[threadIdx.x] = curand_uniform(s); }

int main(int argc, char** argv) {
  cublasHandle_t h;
  cublasCreate(&h);
  float *a, *x, *y;
  cudaMallocManaged(&a, 4 * sizeof(float));
  cudaMallocManaged(&x, 2 * sizeof(float));
  cudaMallocManaged(&y, 2 * sizeof(float));
  a[0] = 1; a[1] = 2; a[2] = 3; a[3] = 4;  // column-major [[1 3] [2 4]]
  x[0] = 1; x[1] = 1;
  float one = 1, zero = 0;
  // implemented: y = A x
  printf("gemv %d\n", (int)cublasSgemv(h, CUBLAS_OP_N, 2, 2, &one, a, 2, x, 1, &zero, y, 1));
  cudaDeviceSynchronize();
  printf("y %g %g\n", y[0], y[1]);
  // not implemented on the cpu backend: the status, y unchanged
  printf("sbmv %d\n", (int)cublasSsbmv(h, CUBLAS_FILL_MODE_UPPER, 2, 0, &one, a, 1, x, 1, &zero, y, 1));
  printf("sbmv again %d\n", (int)cublasSsbmv(h, CUBLAS_FILL_MODE_UPPER, 2, 0, &one, a, 1, x, 1, &zero, y, 1));
  printf("y %g %g\n", y[0], y[1]);
  // compute type 100: hipBLAS's HIPBLAS_COMPUTE_32F_FAST_8F_FNUZ (fp8 MFMA, which rounds the inputs to fp8; a
  // CUDA program can only pass the number): not computed
  float* c4;
  cudaMallocManaged(&c4, 4 * sizeof(float));
  printf("fp8 compute %d\n", (int)cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, a, CUDA_R_32F, 2, a,
                                               CUDA_R_32F, 2, &zero, c4, CUDA_R_32F, 2,
                                               (cublasComputeType_t)100,
                                               CUBLAS_GEMM_DEFAULT));
  cusolverDnHandle_t sh;
  cusolverDnCreate(&sh);
  syevjInfo_t info;
  printf("syevj %d\n", (int)cusolverDnCreateSyevjInfo(&info));
  cufftHandle plan;
  cufftCreate(&plan);
  int gpus[1] = {0};
  printf("xt %d\n", (int)cufftXtSetGPUs(plan, 1, gpus));
  cudaLibXtDesc* desc = nullptr;
  printf("desc %d\n", desc == nullptr);
  if (argc > 1) {  // a device function the cpu backend lacks: the program stops
    curandStateSobol32_t* s;
    float* out;
    cudaMalloc(&s, sizeof *s);
    cudaMalloc(&out, 4 * sizeof(float));
    sobol<<<1, 4>>>(s, out);
    cudaDeviceSynchronize();
    printf("not reached\n");
  }
  return 0;
}
"""


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    work = tmp_path_factory.mktemp("unsupported")
    (work / "prog.cu").write_text(PROGRAM, encoding="utf-8")
    env = dict(os.environ, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_CACHE=str(work / "cache"), PYTHONPATH=str(REPO))
    nvcc = Path(sys.executable).parent / "xlate-nvcc"
    proc = subprocess.run([str(nvcc), "-O1", "prog.cu", "-o", "prog", "-lcublas", "-lcusolver", "-lcurand",
                           "-lcufft"], cwd=work, env=env, check=False, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return work / "prog"


def test_unsupported_host_calls_return_the_library_status(program):
    run = subprocess.run([str(program)], check=False, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines() == [
        "gemv 0", "y 4 6",
        "sbmv 7", "sbmv again 7", "y 4 6",  # HIPBLAS_STATUS_NOT_SUPPORTED (the translation's status type is hipBLAS's)
        "fp8 compute 7",
        "syevj 7",  # HIPSOLVER_STATUS_NOT_SUPPORTED
        "xt 16",  # HIPFFT_NOT_SUPPORTED
        "desc 1",
    ]
    err = run.stderr.splitlines()
    assert err.count("xlate-cpu: not supported: hipblasSsbmv on the cpu backend (the call returns "
                     "HIPBLAS_STATUS_NOT_SUPPORTED)") == 1
    assert any("hipsolverDnCreateSyevjInfo" in ln for ln in err)
    assert any("hipfftXtSetGPUs" in ln for ln in err)


def test_unsupported_device_function_stops_the_program(program):
    run = subprocess.run([str(program), "kernel"], check=False, capture_output=True, text=True, timeout=120)
    assert run.returncode == 97, run.stdout + run.stderr
    assert "not reached" not in run.stdout
    assert "xlate-cpu: error: not supported: hiprand_uniform on the cpu backend; the program stops here" in run.stderr
