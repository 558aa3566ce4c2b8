"""CMake's view of a CUDA toolkit (xlate/driver/toolkit.py): find_package(CUDAToolkit) before
enable_language(CUDA) with CUDA:: targets linked by the project's own C++ compiler, FindCUDA's
cuda_add_executable, and the toolkit folder's headers and libraries themselves. Program outputs are
compared with values computed here from the programs' header comments."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from tests.driver.conftest import PROJECTS, nvcc_env, run
from xlate.core.cuda_version import cuda_major_minor, cuda_version_number
from xlate.core.tables import load_table
from xlate.driver.toolkit import toolkit_support_names
from xlate.toolchain.verify import verify_binary

HIP_MAJOR = 7  # the pinned HIP 7.2 toolchain links libamdhip64.so.7
# The portable toolchain's libamdhip64.so.7 needs libhsa-runtime64.so.1, which it does not ship (a ROCm
# install does): a plain C++ link of a gfx942 program must allow its undefined symbols here.
GFX_LINK = "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--allow-shlib-undefined"
HOST_CPP = """\
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cstdio>
int main() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) return 1;
  float* d = nullptr;
  float h[4] = {1, 2, 3, 4};
  cudaStream_t s;
  if (cudaStreamCreate(&s) != cudaSuccess) return 1;
  if (cudaMalloc(reinterpret_cast<void**>(&d), sizeof h) != cudaSuccess) return 1;
  if (cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice) != cudaSuccess) return 1;
  cublasHandle_t b;
  if (cublasCreate(&b) != CUBLAS_STATUS_SUCCESS) return 1;
  std::printf("%d %s\\n", n > 0, cudaGetErrorString(cudaSuccess));
  return CUDA_VERSION == @VERSION@ && CUDART_VERSION == @VERSION@ ? 0 : 1;
}
"""


def toolkit_root(env: dict[str, str], target: str) -> Path:
    proc = run(["xlate-nvcc", "--xlate-toolkit-root", "--xlate-target", target], env)
    return Path(proc.stdout.strip())


def gxx() -> str:
    found = shutil.which("g++")
    if found is None:
        pytest.skip("g++ is not installed (the host compiler these checks use, as a project's CXX would be)")
    return found


def expected_toolkit_app() -> str:
    n = 64
    x = [float(i) for i in range(n)]
    y = [3.0 * v + 1.0 for v in x]  # the kernel
    y = [2.0 * a + b for a, b in zip(x, y)]  # saxpy, alpha 2
    dot = sum(a * b for a, b in zip(x, y))
    return f"devices>0=1 status=no error\ny[0]={y[0]:.1f} y[n-1]={y[n - 1]:.1f}\ndot={dot:.1f}\n"


def expected_find_cuda() -> str:
    squares = [float(i * i) for i in range(100)]
    return f"last={squares[-1]:.1f} sum={sum(squares):.1f}\n"


def read_info(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def runpath(exe: Path) -> list[str]:
    with exe.open("rb") as f:
        dyn = ELFFile(f).get_section_by_name(".dynamic")
        for tag in dyn.iter_tags():
            if tag.entry.d_tag in ("DT_RUNPATH", "DT_RPATH"):
                return tag.runpath.split(":") if tag.entry.d_tag == "DT_RUNPATH" else tag.rpath.split(":")
    return []


# ------------------------------------------------------------------------------------ the folder


@pytest.fixture(scope="module")
def env(nvcc_cache):
    return nvcc_env(nvcc_cache)


def test_one_folder_per_target_with_the_cuda_version(env):
    gfx, cpu = toolkit_root(env, "gfx"), toolkit_root(env, "cpu")
    assert gfx != cpu and gfx.parent == cpu.parent
    major, minor = cuda_major_minor()
    for root in (gfx, cpu):
        assert (root / "bin" / "nvcc").resolve().name == "xlate-nvcc"
        version = json.loads((root / "version.json").read_text())["cuda"]["version"]
        assert version.split(".")[:2] == [str(major), str(minor)]
        for lib in ("libcudart.so", "libcudart_static.a", "libcuda.so", "libcublas.so", "libcublas_static.a",
                    "libcublasLt.so", "libculibos.a", "libcurand.so", "libcufft.so", "libcusparse.so",
                    "libcusolver.so", "libnvrtc.so", "libnvToolsExt.so"):
            assert (root / "lib64" / lib).is_file(), f"{root}/lib64/{lib}"
    # the same target asked again: the same folder (CMake caches it at configure time)
    assert toolkit_root(env, "cpu") == cpu


def test_libraries_name_what_plays_their_role(env):
    gfx, cpu = toolkit_root(env, "gfx"), toolkit_root(env, "cpu")
    cudart = (gfx / "lib64" / "libcudart.so").read_text()
    assert "INPUT(" in cudart and "libamdhip64.so" in cudart
    assert "libhipblas.so" in (gfx / "lib64" / "libcublas_static.a").read_text()
    assert "libxlate_hipcpu.so" in (cpu / "lib64" / "libcudart_static.a").read_text()
    assert "INPUT(" not in (cpu / "lib64" / "libculibos.a").read_text()


def test_names_come_from_the_tables_rows_that_mean_the_same(env):
    """`supported` rows, and `different` rows whose difference is only a form that does not compile or an
    enumerator's value; never `unsupported` rows, `different` ones that behave otherwise at run time, or
    rows naming xlate's support-header functions other than the toolkit's own (<xlate/pointer_attributes.h>,
    <xlate/driver_entry_point.h>: toolkit_support_names)."""
    table = load_table()
    names = (toolkit_root(env, "cpu") / "include" / "xlate_toolkit" / "names_runtime.h").read_text()
    runtime = [e for e in table.values() if e.category == "runtime" and e.kind == "function"]
    # rows naming xlate's support-header functions (cudaLaunchKernelEx -> xlate_cudaLaunchKernelEx of
    # <xlate/launch_ex.h>) are left out: no header the toolkit folder offers declares them
    own = [e for e in runtime if e.hip.lower().startswith("xlate") and e.hip not in toolkit_support_names()]
    same = ("the C++ overload", "CUDA's C++ overload", "does not compile as written when")
    renamed = [e for e in runtime if e.cuda != e.hip and e not in own and (
        e.status == "supported" or e.status == "different" and e.note.startswith(same))]
    left_out = [e for e in runtime if e.status == "unsupported" or e in own or (
        e.status == "different" and not e.note.startswith(same))]
    assert renamed and left_out
    assert {"cudaEventCreate", "cudaHostGetDevicePointer", "cudaPointerGetAttributes",
            "cudaGetDriverEntryPoint"} <= {e.cuda for e in renamed}
    assert {"cudaDeviceSetCacheConfig", "cudaLaunchKernelEx"} <= {e.cuda for e in left_out}
    for e in renamed:
        assert f"#define {e.cuda} {e.hip}\n" in names
    for e in left_out:
        assert f"#define {e.cuda} " not in names


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_host_cpp_compiles_with_gxx(env, tmp_path, target):
    src = tmp_path / "host.cpp"
    src.write_text(HOST_CPP.replace("@VERSION@", str(cuda_version_number())))
    inc = toolkit_root(env, target) / "include"
    run([gxx(), "-std=c++17", "-I", inc, "-c", src, "-o", tmp_path / "host.o"], env)


def test_hip_libraries_never_see_cudart_version_gfx942(env, tmp_path):
    """The project's host C++ sees CUDART_VERSION (as CUDA's headers define it), but hipSPARSE must not:
    it would take it for the NVIDIA platform and hide cusparseSgemvi_bufferSize's HIP counterpart."""
    src = tmp_path / "gemvi.cpp"
    src.write_text("#include <cuda_runtime.h>\n#include <cusparse.h>\n"
                   f"static_assert(CUDART_VERSION == {cuda_version_number()}, \"CUDA's version\");\n"
                   "int f(cusparseHandle_t h, int* n) {\n"
                   "  return cusparseSgemvi_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, 4, 4, 2, n);\n}\n")
    run([gxx(), "-std=c++17", "-I", toolkit_root(env, "gfx") / "include", "-fsyntax-only", src], env)


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_cusparse_h_alone_gives_the_library_types(env, tmp_path, target):
    """CUDA's cusparse.h includes library_types.h: the generic API's data types need no other include."""
    src = tmp_path / "spvec.cpp"
    src.write_text("#include <cusparse.h>\n"
                   "cusparseStatus_t f(cusparseDnVecDescr_t* d, float* v) {\n"
                   "  return cusparseCreateDnVec(d, 4, v, CUDA_R_32F);\n}\n")
    run([gxx(), "-std=c++17", "-I", toolkit_root(env, target) / "include", "-fsyntax-only", src], env)


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_builtin_and_vector_headers(env, tmp_path, target):
    """CUDA's builtin_types.h (driver and vector types; OpenMM's CudaContext.h includes it), vector_types.h
    and vector_functions.h (make_float3 ...), cudaProfiler.h (cuProfilerStart/Stop), included by host C++."""
    src = tmp_path / "vectors.cpp"
    src.write_text("#include <builtin_types.h>\n#include <vector_functions.h>\n#include <vector_types.h>\n"
                   "#include <cudaProfiler.h>\nvoid g() { cuProfilerStart(); cuProfilerStop(); }\n"
                   "float f() { float3 a = make_float3(1, 2, 3); int4 b = make_int4(1, 2, 3, 4);\n"
                   "  cudaError_t e = cudaSuccess; return a.y + b.w + (int)e; }\n")
    run([gxx(), "-std=c++17", "-I", toolkit_root(env, target) / "include", "-fsyntax-only", src], env)


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_unsupported_name_is_a_compile_error_naming_it(env, tmp_path, target):
    table = load_table()
    name = next(e.cuda for e in sorted(table.values(), key=lambda e: e.cuda)
                if e.category == "runtime" and e.kind == "function" and e.status == "unsupported")
    src = tmp_path / "bad.cpp"
    src.write_text(f"#include <cuda_runtime.h>\nvoid f() {{ {name}(); }}\n")
    proc = run([gxx(), "-std=c++17", "-I", toolkit_root(env, target) / "include", "-fsyntax-only", src], env,
               check=False)
    assert proc.returncode != 0 and name in proc.stderr


def test_cpu_program_linked_by_gxx_runs(env, tmp_path):
    src = tmp_path / "host.cpp"
    src.write_text(HOST_CPP.replace("@VERSION@", str(cuda_version_number())))
    lib64 = toolkit_root(env, "cpu") / "lib64"
    exe = tmp_path / "host"
    run([gxx(), "-std=c++17", "-I", lib64.parent / "include", src, "-o", exe, "-L", lib64, "-lcudart_static",
         "-lcublas_static", "-lculibos"], env)
    proc = subprocess.run([exe], capture_output=True, text=True, timeout=120, check=False,
                          env={k: v for k, v in env.items() if k != "LD_LIBRARY_PATH"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "1 no error\n"


# Host C++ with CUDA's qualifiers in it (lightgbm's headers have `__host__ __device__` functions), and
# a copy without a stream (HIP's default argument). The program's own __align__ comes first and wins.
QUALIFIERS_CPP = """\
#define __align__(n) alignas(n)
#include <cuda_runtime.h>
#include <cstdio>
struct __align__(16) Vec { float x; };
static_assert(alignof(Vec) == 16, "the program's own __align__");
__host__ __device__ __forceinline__ float twice(float x) { return 2 * x; }
__device__ inline float plus_one(float x) { return x + 1; }
__global__ void kernel(float* out);
__launch_bounds__(256, 2) __global__ void bounded(float* out);
__constant__ float table[2] = {1.5f, 2.5f};
__managed__ int counter = 3;
static __shared__ int unused_in_host_code;
int main() {
  float h[4] = {1, 2, 3, 4}, back[4] = {0, 0, 0, 0};
  float* d = nullptr;
  if (cudaMalloc(reinterpret_cast<void**>(&d), sizeof h) != cudaSuccess) return 1;
  if (cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice) != cudaSuccess) return 1;
  if (cudaMemcpyAsync(back, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) return 1;
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;
  std::printf("%g %g %d\\n", twice(back[3]), plus_one(table[1]), counter + unused_in_host_code);
  return 0;
}
"""


def test_gfx942_host_cpp_with_cuda_qualifiers_compiles_with_gxx(env, tmp_path):
    src = tmp_path / "qualifiers.cpp"
    src.write_text(QUALIFIERS_CPP)
    run([gxx(), "-std=c++17", "-I", toolkit_root(env, "gfx") / "include", "-c", src, "-o", tmp_path / "q.o"], env)


def test_cpu_host_cpp_with_cuda_qualifiers_builds_with_gxx_and_runs(env, tmp_path):
    src = tmp_path / "qualifiers.cpp"
    src.write_text(QUALIFIERS_CPP)
    lib64 = toolkit_root(env, "cpu") / "lib64"
    exe = tmp_path / "qualifiers"
    # -Werror: no redefinition of the program's __align__, no ignored attribute
    run([gxx(), "-std=c++17", "-Wall", "-Wextra", "-Werror", "-I", lib64.parent / "include", src, "-o", exe,
         "-L", lib64, "-lcudart"], env)
    proc = subprocess.run([exe], capture_output=True, text=True, timeout=120, check=False,
                          env={k: v for k, v in env.items() if k != "LD_LIBRARY_PATH"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"{2 * 4.0:g} {2.5 + 1:g} {3 + 0}\n"


# ----------------------------------------------------------------------------- CMake projects


def configure(src: Path, build: Path, env: dict[str, str], *extra: str):
    return run(["cmake", "-S", src, "-B", build, *extra], env)


def test_find_package_cudatoolkit_before_enable_language_cpu(env, tmp_path, xlate_nvcc):
    env = dict(env, XLATE_NVCC_TARGET="cpu")
    root = toolkit_root(env, "cpu")
    build = tmp_path / "build"
    configure(PROJECTS / "cuda_toolkit", build, env, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}",
              f"-DCUDAToolkit_ROOT={root}")
    info = read_info(build / "toolkit.txt")
    major, minor = cuda_major_minor()
    assert (info["major"], info["minor"]) == (str(major), str(minor))
    assert info["bin"] == str(root / "bin") and info["include"] == str(root / "include")
    assert {"cudart", "cudart_static", "cuda_driver", "cublas", "cublas_static", "cublasLt", "culibos",
            "curand", "cufft", "cusparse", "cusolver", "nvrtc", "nvToolsExt"} <= set(info["targets"].split(";"))
    assert info["cccl"] == "1"  # find_package found lib64/cmake/cccl; the app links CCCL::CCCL
    run(["make", "-C", build, "VERBOSE=1"], env)
    link = (build / "CMakeFiles/toolkit_app.dir/link.txt").read_text()
    assert "xlate-nvcc" not in link.split()[0]  # linked by the project's C++ compiler
    assert str(root / "lib64" / "libcudart.so") in link
    assert str(root / "lib64") in runpath(build / "toolkit_app")
    proc = subprocess.run([build / "toolkit_app"], capture_output=True, text=True, timeout=300, check=False,
                          env={k: v for k, v in env.items() if k != "LD_LIBRARY_PATH"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected_toolkit_app()


def test_find_package_cudatoolkit_through_nvcc_on_path_gfx942(env, tmp_path, xlate_nvcc):
    root = toolkit_root(env, "gfx")
    env = dict(env, PATH=f"{root / 'bin'}:{env['PATH']}")
    build = tmp_path / "build"
    configure(PROJECTS / "cuda_toolkit", build, env, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}", GFX_LINK)
    info = read_info(build / "toolkit.txt")
    assert info["bin"] == str(root / "bin")
    assert (info["major"], info["minor"]) == tuple(str(v) for v in cuda_major_minor())
    run(["make", "-C", build], env)
    flags = (build / "CMakeFiles/toolkit_app.dir/flags.make").read_text()
    assert "--generate-code=arch=compute_86,code=[sm_86]" in flags  # llama.cpp's list reached the driver
    assert "--generate-code=arch=compute_90,code=[compute_90]" in flags
    rep = verify_binary(build / "toolkit_app", ["scale_add_one"], "gfx942", hip_major=HIP_MAJOR)
    assert rep.ok, rep.summary()
    assert str(root / "lib64") in runpath(build / "toolkit_app")


def test_find_cuda_cuda_add_executable_cpu(env, tmp_path):
    env = dict(env, XLATE_NVCC_TARGET="cpu")
    root = toolkit_root(env, "cpu")
    build = tmp_path / "build"
    configure(PROJECTS / "find_cuda", build, env, f"-DCUDA_TOOLKIT_ROOT_DIR={root}")
    info = read_info(build / "find_cuda.txt")
    major, minor = cuda_major_minor()
    assert info["version"] == f"{major}.{minor}"
    assert info["nvcc"] == str(root / "bin" / "nvcc")
    assert str(root / "lib64" / "libcudart_static.a") in info["libraries"]
    assert info["cublas"].endswith("lib64/libcublas.so")
    made = run(["make", "-C", build], env)
    assert "non-existent dependency" not in made.stdout + made.stderr  # nvcc -M's one file a line
    depend = (build / "CMakeFiles/find_cuda_app.dir/find_cuda_app_generated_main.cu.o.depend").read_text()
    assert f'"{PROJECTS / "find_cuda" / "main.cu"}"' in depend
    proc = subprocess.run([build / "find_cuda_app"], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected_find_cuda()


def test_find_package_cudatoolkit_after_enable_language_needs_only_the_compiler(env, tmp_path, xlate_nvcc):
    env = dict(env, XLATE_NVCC_TARGET="cpu")
    build = tmp_path / "build"
    configure(PROJECTS / "cuda_toolkit", build, env, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}", "-DFIND_AFTER_ENABLE=ON")
    assert read_info(build / "toolkit.txt")["bin"] == str(toolkit_root(env, "cpu") / "bin")
    run(["make", "-C", build], env)
    proc = subprocess.run([build / "toolkit_app"], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected_toolkit_app()


def test_parallel_first_use_makes_one_folder(tmp_path):
    """Parallel configures (or make -j) asking for the folder at once: one complete folder, no leftovers."""
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    procs = [subprocess.Popen(["xlate-nvcc", "--xlate-toolkit-root"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(4)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert all(p.returncode == 0 for p in procs), [o[1] for o in outs]
    roots = {o[0].strip() for o in outs}
    assert len(roots) == 1
    root = Path(roots.pop())
    assert (root / "version.json").is_file() and (root / "lib64" / "libcudart.so").is_file()
    assert [p.name for p in root.parent.iterdir()] == [root.name]  # temporary folders removed


C_HOST = """\
#include <stdio.h>
#include <cuda_runtime_api.h>
#include <cuda.h>
#include <driver_types.h>
#include <library_types.h>
static dim3 grid(void) { dim3 g = {2, 1, 1}; return g; }
/* errors HIP has no counterpart for: values HIP never returns (<xlate/cuda_errors.h>), StarPU's check */
static int busy(cudaError_t e) { return e == cudaErrorDevicesUnavailable || e == cudaErrorTimeout; }
int main(void) {
  int n = 0;
  void *p = NULL;
  if (cudaGetDeviceCount(&n) != cudaSuccess || cudaMalloc(&p, 64) != cudaSuccess) return 1;
  if (busy(cudaSetDevice(0))) return 2;
  printf("%d %u %s\\n", n > 0 && INT_MAX > 0, grid().x, cudaGetErrorString(cudaFree(p)));  /* limits.h, as CUDA's */
  return 0;
}
"""


def gcc() -> str:
    found = shutil.which("gcc")
    if found is None:
        pytest.skip("gcc is not installed (the C compiler these checks use, as a project's CC would be)")
    return found


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_c_host_code_compiles_with_gcc(env, tmp_path, target):
    """CUDA's runtime headers are C headers: a project's C files include them (BART's gpuops.c, compiled
    by gcc -std=gnu11). On the cpu target the program links and runs."""
    out = c_program(env, tmp_path, target, C_HOST, ["-lcudart"])
    assert out == (None if target == "gfx" else "1 2 no error\n")


def c_program(env, tmp_path, target: str, text: str, libs: list[str]) -> str | None:
    """`text` as a project's C file, gcc -std=gnu11 -Wall -Werror against the toolkit folder: compiled on gfx
    (None: nothing to run without an AMD GPU); on the cpu target linked with `libs` from lib64 and run, its
    standard output returned."""
    src = tmp_path / "prog.c"
    src.write_text(text)
    root = toolkit_root(env, target)
    flags = ["-std=gnu11", "-Wall", "-Werror", "-pthread", "-I", root / "include"]
    if target == "gfx":
        run([gcc(), *flags, "-c", src, "-o", tmp_path / "prog.o"], env)
        return None
    exe = tmp_path / "prog"
    run([gcc(), *flags, src, "-o", exe, "-L", root / "lib64", *libs], env)
    return run([exe], env).stdout


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_legacy_cublas_h_gives_types_not_functions(env, tmp_path, target):
    """<cublas.h> is the legacy API: its types and status values compile, a legacy call does not."""
    inc = toolkit_root(env, target) / "include"
    ok = tmp_path / "types.cpp"
    ok.write_text("#include <cublas.h>\n"
                  "int f(cublasStatus_t s) { return s == CUBLAS_STATUS_SUCCESS ? 0 : 1; }\n"
                  "cublasOperation_t g() { return CUBLAS_OP_T; }\n"
                  # hipBLAS has no licence status: a value no hipBLAS call returns (<xlate/cublas_status.h>)
                  "int h(cublasStatus_t s) { switch (s) { case CUBLAS_STATUS_NOT_SUPPORTED: return 1;\n"
                  "  case CUBLAS_STATUS_LICENSE_ERROR: return 2; default: return 0; } }\n")
    run([gxx(), "-std=c++17", "-I", inc, "-fsyntax-only", ok], env)
    bad = tmp_path / "legacy.cpp"
    bad.write_text("#include <cublas.h>\nvoid f(float* a) { cublasSscal(4, 2.0f, a, 1); }\n")
    proc = run([gxx(), "-std=c++17", "-I", inc, "-fsyntax-only", bad], env, check=False)
    assert proc.returncode != 0 and "cublasSscal" in proc.stderr


# StarPU's pattern (starpu_cublas.c, driver_cuda.h): the legacy header for cublasInit, cublasShutdown and
# cublasSetKernelStream, then cublas_v2.h for handle calls, in C; one legacy state per host thread
LEGACY_C = """\
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>
#include <cublas.h>
#include <cublas_v2.h>
static void *worker(void *arg) {
  cudaStream_t *stream = (cudaStream_t *)arg;
  cublasStatus st = cublasInit();
  if (st != CUBLAS_STATUS_SUCCESS || cublasSetKernelStream(*stream) != CUBLAS_STATUS_SUCCESS) return arg;
  if (cublasGetError() != CUBLAS_STATUS_SUCCESS || cublasShutdown() != CUBLAS_STATUS_SUCCESS) return arg;
  return NULL;
}
int main(void) {
  cudaStream_t stream;
  cublasHandle_t h;
  int version = 0;
  float x[4] = {1, -2, 3, -4}, *d = NULL, sum = 0;
  if (cudaStreamCreate(&stream) != cudaSuccess || cudaMalloc((void **)&d, sizeof x) != cudaSuccess) return 1;
  pthread_t t;
  void *failed = &t;
  if (pthread_create(&t, NULL, worker, &stream) != 0 || pthread_join(t, &failed) != 0 || failed) return 2;
  if (cublasShutdown() != CUBLAS_STATUS_NOT_INITIALIZED) return 3;  /* this thread never called cublasInit */
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS || cublasGetVersion(h, &version) != CUBLAS_STATUS_SUCCESS) return 4;
  cudaMemcpy(d, x, sizeof x, cudaMemcpyHostToDevice);
  if (cublasSasum(h, 4, d, 1, &sum) != CUBLAS_STATUS_SUCCESS) return 5;
  printf("%d %g\\n", version, sum);
  cublasDestroy(h);
  cudaFree(d);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_legacy_helpers_and_version_in_c(env, tmp_path, target):
    """The legacy helpers xlate implements (<xlate/cublas_extras.h>) beside the v2 API in one C file, and
    cublasGetVersion, which hipBLAS lacks: the cuBLAS of the reported CUDA (12.9 by default), encoded as
    CUBLAS_VERSION is (major * 10000 + minor * 100 + patch)."""
    out = c_program(env, tmp_path, target, LEGACY_C, ["-lcublas", "-lcudart"])
    assert out == (None if target == "gfx" else "120900 10\n")


# StarPU's starpu.h includes cusparse.h in every C file; starpu_cusparse.c creates a handle per worker
SPARSE_C = """\
#include <stdio.h>
#include <cuda_runtime.h>
#include <cusparse.h>
int main(void) {
  cusparseHandle_t h;
  cusparseMatDescr_t d;
  cudaStream_t s, got = NULL;
  int version = 0;
  if (cudaStreamCreate(&s) != cudaSuccess || cusparseCreate(&h) != CUSPARSE_STATUS_SUCCESS) return 1;
  if (cusparseSetStream(h, s) != CUSPARSE_STATUS_SUCCESS || cusparseGetStream(h, &got) != CUSPARSE_STATUS_SUCCESS)
    return 2;
  if (cusparseGetVersion(h, &version) != CUSPARSE_STATUS_SUCCESS || cusparseCreateMatDescr(&d) != CUSPARSE_STATUS_SUCCESS)
    return 3;
  cusparseSetMatIndexBase(d, CUSPARSE_INDEX_BASE_ONE);
  cusparseSetMatType(d, CUSPARSE_MATRIX_TYPE_SYMMETRIC);
  printf("%d %d %d %s\\n", got == s, cusparseGetMatIndexBase(d) == CUSPARSE_INDEX_BASE_ONE,
         cusparseGetMatType(d) == CUSPARSE_MATRIX_TYPE_SYMMETRIC, cusparseGetErrorString(CUSPARSE_STATUS_SUCCESS) ? "ok" : "null");
  cusparseDestroyMatDescr(d);
  return cusparseDestroy(h) == CUSPARSE_STATUS_SUCCESS && cusparseDestroy(NULL) != CUSPARSE_STATUS_SUCCESS ? 0 : 4;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_cusparse_handle_api_in_c(env, tmp_path, target):
    """cusparse.h from C: the handle, stream, version and legacy matrix descriptor functions (the cpu target's
    hipSPARSE gives them a C API; its other functions are C++)."""
    out = c_program(env, tmp_path, target, SPARSE_C, ["-lcusparse", "-lcudart"])
    assert out == (None if target == "gfx" else "1 1 1 ok\n")


COPY3D_C = """\
#include <stdio.h>
#include <string.h>
#include <cuda_runtime.h>
/* a 3-D block copied between pitched allocations and back, with offsets, through cudaMemcpy3D and the
   peer form, in C (StarPU's driver_cuda.c) */
int main(void) {
  enum { W = 5, H = 3, D = 2, P = 8, Y = 4, Z = 3 };
  float host[Z][Y][P], back[Z][Y][P];
  for (int i = 0; i < Z * Y * P; ++i) ((float *)host)[i] = (float)i;
  memset(back, 0, sizeof back);
  void *dev = NULL;
  if (cudaMalloc(&dev, sizeof host) != cudaSuccess) return 1;
  cudaMemset(dev, 0, sizeof host);
  struct cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr(host, P * sizeof(float), P, Y);
  p.srcPos = make_cudaPos(1 * sizeof(float), 1, 1);
  p.dstPtr = make_cudaPitchedPtr(dev, P * sizeof(float), P, Y);
  p.extent = make_cudaExtent(W * sizeof(float), H, D);
  p.kind = cudaMemcpyHostToDevice;
  if (cudaMemcpy3D(&p) != cudaSuccess) return 2;
  struct cudaMemcpy3DPeerParms q;
  memset(&q, 0, sizeof q);
  q.srcPtr = make_cudaPitchedPtr(dev, P * sizeof(float), P, Y);
  q.dstPtr = make_cudaPitchedPtr(back, P * sizeof(float), P, Y);
  q.extent = make_cudaExtent(P * sizeof(float), Y, Z);
  if (cudaMemcpy3DPeer(&q) != cudaSuccess) return 3;
  int bad = 0;
  for (int z = 0; z < Z; ++z) for (int y = 0; y < Y; ++y) for (int x = 0; x < P; ++x) {
    float want = (z < D && y < H && x < W) ? host[z + 1][y + 1][x + 1] : 0.0f;
    bad += back[z][y][x] != want;
  }
  struct cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) return 4;
  printf("%d %d\\n", bad, prop.computeMode == cudaComputeModeExclusive);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_3d_copies_and_compute_mode_in_c(env, tmp_path, target):
    """cudaMemcpy3D and cudaMemcpy3DPeer between pitched allocations with offsets, make_cuda*, and the compute
    modes, from C (StarPU's driver_cuda.c): on the cpu target the copied block is checked element by element
    against what CUDA's definition of the copy puts there (0 wrong), and the device is not in exclusive mode."""
    out = c_program(env, tmp_path, target, COPY3D_C, ["-lcudart"])
    assert out == (None if target == "gfx" else "0 0\n")


# configure's AC_CHECK_LIB: a call of the CUDA name, declared without its header, linked against the library
PROBE_C = """\
char {name}();
int main(void) {{ return {name}(); }}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
@pytest.mark.parametrize("lib,name", [("cudart", "cudaGetDeviceProperties"), ("cuda", "cuInit"),
                                      ("cublas", "cublasCreate_v2"), ("cusparse", "cusparseCreate"),
                                      ("cufft", "cufftPlan1d")])
def test_link_checks_find_cuda_names(env, tmp_path, target, lib, name):
    """Build systems check for a CUDA library by linking a call of one of its functions (hwloc:
    AC_CHECK_LIB([cudart], [cudaGetDeviceProperties]); StarPU: cusparseCreate in -lcusparse). The
    toolkit's libraries answer to CUDA's names at link time (xlate/driver/probes.py): the check links. Called
    under that name (the headers bypassed), the stub says so and aborts; it never runs as the function."""
    root = toolkit_root(env, target)
    src = tmp_path / "probe.c"
    src.write_text(PROBE_C.format(name=name))
    exe = tmp_path / "probe"
    run([gcc(), src, "-o", exe, "-L", root / "lib64", f"-l{lib}", "-Wl,--allow-shlib-undefined"], env)
    proc = subprocess.run([exe], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode != 0 and f"xlate: {name} was called under its CUDA name" in proc.stderr


def test_programs_using_the_headers_link_no_probe(env, tmp_path):
    """A program compiled against the headers references HIP's names only: no stub is linked into it. A
    program that defines a CUDA name itself keeps its own, even where a stub of the same archive is linked
    (the stubs are weak)."""
    root = toolkit_root(env, "cpu")
    host = tmp_path / "host.c"
    host.write_text(C_HOST)
    plain = tmp_path / "plain"
    run([gcc(), "-std=gnu11", "-I", root / "include", host, "-o", plain, "-L", root / "lib64", "-lcudart"], env)
    symbols = run(["nm", plain], env).stdout
    assert "xlate_probe_stop" not in symbols and " cudaGetDeviceCount" not in symbols
    own = tmp_path / "own.c"
    own.write_text("#include <stdio.h>\nint cuInit(unsigned flags) { return (int)flags + 40; }\n"
                   "char cuDriverGetVersion();\n"
                   "int main(int argc, char **argv) { printf(\"%d\\n\", cuInit(2));\n"
                   "  return argc > 5 ? cuDriverGetVersion() : 0; }\n")
    exe = tmp_path / "own"
    run([gcc(), own, "-o", exe, "-L", root / "lib64", "-lcuda"], env)
    assert run([exe], env).stdout == "42\n"


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_libcudacxx_headers_in_host_code(env, tmp_path, target):
    """Host C++ built by the project's compiler includes libcu++ headers (xgboost 3.2's encoder/types.h:
    <cuda/std/variant>): the folder gives xlate's cuda::std, the standard library under CUDA's name."""
    src = tmp_path / "host.cpp"
    src.write_text("#include <cuda/std/variant>\n#include <cuda/std/tuple>\n#include <cuda/std/limits>\n#include <cstdio>\n"
                   "int main() {\n  cuda::std::variant<int, float> v = 2.5f;\n  auto t = cuda::std::make_tuple(1, 2);\n"
                   "  std::printf(\"%zu %g %d %d\\n\", v.index(), cuda::std::get<float>(v), cuda::std::get<1>(t),\n"
                   "              cuda::std::numeric_limits<short>::max());\n}\n")
    exe = tmp_path / "host"
    run([gxx(), "-std=c++17", "-Wall", "-Werror", "-I", toolkit_root(env, target) / "include", src, "-o", exe], env)
    assert run([exe], env).stdout == "1 2.5 2 32767\n"


def test_cpu_library_header_in_c_code_names_the_header(env, tmp_path):
    """cuBLAS and cuFFT have a C API on the cpu target (tests/driver/test_c_library_api.py); the other
    libraries are C++ headers there, and C code including one stops at an #error naming it."""
    src = tmp_path / "rand.c"
    src.write_text("#include <curand.h>\nint main(void) { return 0; }\n")
    proc = run([gcc(), "-std=gnu11", "-I", toolkit_root(env, "cpu") / "include", "-fsyntax-only", src], env,
               check=False)
    assert proc.returncode != 0
    assert "not supported on the cpu target: <curand.h> in C code" in proc.stderr


# Host code compiled by the project's own compiler with CUDA names the tables call `different` only for a
# form that does not compile or an enumerator's value (faiss's Timer.cpp: cudaEventCreate), and
# cudaPointerGetAttributes as CUDA >= 11 answers it for malloc'ed memory (<xlate/pointer_attributes.h>).
DIFFERENT_CPP = """\
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
int main() {
  cudaEvent_t a, b;
  if (cudaEventCreate(&a) != cudaSuccess || cudaEventCreate(&b) != cudaSuccess) return 1;
  if (cudaEventRecord(a, 0) != cudaSuccess || cudaEventRecord(b, 0) != cudaSuccess) return 1;
  if (cudaEventSynchronize(b) != cudaSuccess) return 1;
  float ms = -1;
  if (cudaEventElapsedTime(&ms, a, b) != cudaSuccess) return 1;
  int sms = 0;
  if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0) != cudaSuccess) return 1;
  void* plain = std::malloc(16);
  cudaPointerAttributes attr;
  cudaError_t e = cudaPointerGetAttributes(&attr, plain);
  std::printf("%d %d %d %d %d\\n", ms >= 0, sms > 0, e == cudaSuccess, attr.type == cudaMemoryTypeUnregistered,
              cudaGetLastError() == cudaSuccess);
  std::free(plain);
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_different_names_that_mean_the_same_are_declared(env, tmp_path, target):
    src = tmp_path / "different.cpp"
    src.write_text(DIFFERENT_CPP)
    inc = toolkit_root(env, target) / "include"
    run([gxx(), "-std=c++17", "-Wall", "-Werror", "-I", inc, "-c", src, "-o", tmp_path / "d.o"], env)
    # a C file sees the pointer-attributes function too (the runtime headers are C headers)
    c_src = tmp_path / "attrs.c"
    c_src.write_text("#include <cuda_runtime_api.h>\nint f(const void* p) { struct cudaPointerAttributes a;\n"
                     "  return cudaPointerGetAttributes(&a, p) == cudaSuccess; }\n")
    gcc = shutil.which("gcc")
    assert gcc, "gcc is installed with g++"
    run([gcc, "-std=gnu11", "-Wall", "-Werror", "-I", inc, "-c", c_src, "-o", tmp_path / "a.o"], env)
    # a name whose HIP form behaves otherwise at run time stays undeclared (warpSize is 64 on gfx942)
    bad = tmp_path / "warp.cpp"
    bad.write_text("#include <cuda_runtime.h>\nint f() { int w; cudaDeviceGetAttribute(&w, cudaDevAttrWarpSize, 0);"
                   " return w; }\n")
    proc = run([gxx(), "-std=c++17", "-I", inc, "-fsyntax-only", bad], env, check=False)
    assert proc.returncode != 0 and "cudaDevAttrWarpSize" in proc.stderr
    if target == "cpu":
        lib64 = inc.parent / "lib64"
        exe = tmp_path / "different"
        run([gxx(), "-std=c++17", "-I", inc, src, "-o", exe, "-L", lib64, "-lcudart"], env)
        proc = subprocess.run([exe], capture_output=True, text=True, timeout=120, check=False,
                              env={k: v for k, v in env.items() if k != "LD_LIBRARY_PATH"})
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == "1 1 1 1 1\n"


@pytest.mark.parametrize("target", ["gfx", "cpu"])
@pytest.mark.parametrize("std", ["c++11", "c++14"])
def test_host_cpp_before_cxx17_compiles(env, tmp_path, target, std):
    """Host code a project compiles as C++11 or C++14 (faiss 1.7: CMAKE_CXX_STANDARD 11) includes
    cuda_runtime.h: the cpu target's textures header gives its host API in C++11 (its fetches, device code,
    stay C++17)."""
    src = tmp_path / "old_std.cpp"
    src.write_text("#include <cuda_runtime.h>\n#include <cstdio>\nint main() {\n"
                   "  cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();\n"
                   "  cudaEvent_t e;\n  if (cudaEventCreate(&e) != cudaSuccess) return 1;\n"
                   "  std::printf(\"%d\\n\", d.x);\n  return 0;\n}\n")
    run([gxx(), f"-std={std}", "-Wall", "-Werror", "-I", toolkit_root(env, target) / "include", "-c", src,
         "-o", tmp_path / "o.o"], env)


# Host code that uses CUDA's vector types after including cuda_runtime.h (CUDA's vector_types.h and
# vector_functions.h come with it), compiled by g++ as C++11; its kernel file is compiled by xlate-nvcc.
# The two pass float4 and int2 values across: the layouts must be the same in both.
VEC_HOST = """\
#include <cuda_runtime.h>
#include <cstdio>
float4 scaled_sum(float4 v, int2 n);  // vec_kernel.cu
static_assert(sizeof(float2) == 8 && alignof(float2) == 8, "float2");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3");
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4");
static_assert(sizeof(double4) == 32, "double4");  // (aligned 16 in CUDA and on the cpu target, 32 in HIP)
static_assert(sizeof(char3) == 3 && alignof(char2) == 2 && alignof(short4) == 8, "small vectors");
int main() {
  float4 v = make_float4(1.5f, -2.0f, 0.25f, 8.0f);
  int2 n = make_int2(3, 40);
  float4 r = scaled_sum(v, n);
  uchar4 c = make_uchar4(1, 2, 3, 250);
  std::printf("%g %g %g %g %d\\n", r.x, r.y, r.z, r.w, c.x + c.y + c.z + c.w);
  return 0;
}
"""
VEC_KERNEL = """\
// out[i] = v * n.x + i * n.y, component by component, for i = 0..3 threads; the host gets out[1].
__global__ void k(float4 v, int2 n, float4* out) {
  int i = threadIdx.x;
  out[i] = make_float4(v.x * n.x + i * n.y, v.y * n.x + i * n.y, v.z * n.x + i * n.y, v.w * n.x + i * n.y);
}
float4 scaled_sum(float4 v, int2 n) {
  float4* d = nullptr;
  cudaMalloc(&d, 4 * sizeof(float4));
  k<<<1, 4>>>(v, n, d);
  float4 h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h[1];
}
"""
VEC_C = """\
#include <cuda_runtime.h>
#include <stdio.h>
int main(void) {
  float2 f = make_float2(1.0f, 2.5f);
  double3 d = make_double3(1.0, 2.0, 4.0);
  printf("%g %g %d\\n", f.x + f.y, d.x + d.y + d.z, (int)(sizeof(float4) + _Alignof(float4)));
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_host_code_has_cuda_vector_types(env, tmp_path, target):
    """cuda_runtime.h gives C++11 and C host code the vector types and make_* functions with CUDA's
    sizes and alignments; on the cpu target a g++-compiled host file and an xlate-nvcc-compiled kernel
    file pass them to each other, and the program prints v * 3 + 40 (thread 1's element)."""
    root = toolkit_root(env, target)
    host, kern, csrc = tmp_path / "vec_host.cpp", tmp_path / "vec_kernel.cu", tmp_path / "vec.c"
    host.write_text(VEC_HOST)
    kern.write_text(VEC_KERNEL)
    csrc.write_text(VEC_C)
    run([gxx(), "-std=c++11", "-Wall", "-Werror", "-I", root / "include", "-c", host, "-o", tmp_path / "h.o"], env)
    if target == "gfx":
        run([gcc(), "-std=gnu11", "-Wall", "-Werror", "-I", root / "include", "-c", csrc, "-o", tmp_path / "c.o"],
            env)
        return
    cenv = {**env, "XLATE_NVCC_TARGET": "cpu"}
    run(["xlate-nvcc", "-c", kern, "-o", tmp_path / "k.o"], cenv)
    exe = tmp_path / "vec"
    run([gxx(), tmp_path / "h.o", tmp_path / "k.o", "-o", exe, "-L", root / "lib64", "-lcudart"], env)
    want = [1.5 * 3 + 40, -2.0 * 3 + 40, 0.25 * 3 + 40, 8.0 * 3 + 40]
    assert run([exe], env).stdout == " ".join(f"{x:g}" for x in want) + f" {1 + 2 + 3 + 250}\n"
    cexe = tmp_path / "vec_c"
    run([gcc(), "-std=gnu11", "-Wall", "-Werror", "-I", root / "include", csrc, "-o", cexe, "-L", root / "lib64",
         "-lcudart"], env)
    assert run([cexe], env).stdout == f"{1.0 + 2.5:g} {1.0 + 2.0 + 4.0:g} {16 + 16}\n"


# Host C++ that converts through __half after including cuda_fp16.h (faiss's TestUtils.cpp rounds
# expected values through fp16 this way), compiled by g++ as C++11; on the cpu target it also calls a
# kernel file compiled by xlate-nvcc with __half values in both directions.
HALF_HOST = """\
#include <cuda_fp16.h>
#include <cstdio>
__half halve(__half h);  // half_kernel.cu (cpu target only)
int main() {
  float v[4] = {0.1f, 1.0f / 3.0f, 65504.0f, 70000.0f};
  for (float x : v) std::printf("%.9g ", __half2float(__float2half(x)));
  __half2 p = __floats2half2_rn(1.5f, -2.25f);
  std::printf("%g %g %d", __low2float(p), __high2float(p), (int)sizeof(__half2));
#ifdef WITH_KERNEL
  std::printf(" %g", __half2float(halve(__float2half(3.0f))));
#endif
  std::printf("\\n");
  return 0;
}
"""
HALF_KERNEL = """\
#include <cuda_fp16.h>
__global__ void k(__half* p) { *p = __hmul(*p, __float2half(0.5f)); }
__half halve(__half h) {
  __half* d;
  cudaMalloc(&d, sizeof(__half));
  cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_host_code_converts_through_half(env, tmp_path, target):
    """binary16 rounding of float (numpy's float16, round to nearest even; 70000 overflows to inf), the
    pair's halves, and on the cpu target a __half passed to and returned from a kernel file."""
    import numpy as np

    root = toolkit_root(env, target)
    host, kern = tmp_path / "half_host.cpp", tmp_path / "half_kernel.cu"
    host.write_text(HALF_HOST)
    kern.write_text(HALF_KERNEL)
    want = " ".join(f"{float(np.float16(x)):.9g}" for x in np.array([0.1, 1 / 3, 65504.0, 70000.0], np.float32))
    want += f" {1.5:g} {-2.25:g} 4"
    if target == "gfx":
        run([gxx(), "-std=c++11", "-Wall", "-Werror", "-I", root / "include", "-c", host, "-o", tmp_path / "h.o"],
            env)
        return
    run([gxx(), "-std=c++11", "-DWITH_KERNEL", "-Wall", "-Werror", "-I", root / "include", "-c", host, "-o",
         tmp_path / "h.o"], env)
    run(["xlate-nvcc", "-c", kern, "-o", tmp_path / "k.o"], {**env, "XLATE_NVCC_TARGET": "cpu"})
    exe = tmp_path / "half"
    run([gxx(), tmp_path / "h.o", tmp_path / "k.o", "-o", exe, "-L", root / "lib64", "-lcudart"], env)
    assert run([exe], env).stdout == want + f" {1.5:g}\n"


# CUDA 12.8's decompression API in a host file (xgboost 3.2's src/common/cuda_dr_utils.h declares the
# driver entry point's type with CUmemDecompressParams): cuda.h declares it through <xlate/mem_decompress.h>,
# the call returning CUDA_ERROR_NOT_SUPPORTED as a device without the engine does.
DECOMPRESS_HOST = """\
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
typedef CUresult BatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags,
                                      size_t *errorIndex, CUstream stream);
int main(void) {
  CUmemDecompressParams p[2];
  size_t bad = 0;
  p[0].algo = CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE;
  printf("%d %d %d\\n", (int)sizeof(CUmemDecompressParams), (int)p[0].algo,
         (int)(CU_MEM_DECOMPRESS_ALGORITHM_LZ4 | CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY));
  return 0;
}
"""


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_decompression_types_in_host_c_and_cpp(env, tmp_path, target):
    """Compiles as C (gcc -Wall -Werror) and as C++ (g++); on the cpu target the C program runs: CUDA's
    64-byte struct and the algorithm bits' values (DEFLATE 1, SNAPPY 2, LZ4 4)."""
    out = c_program(env, tmp_path, target, DECOMPRESS_HOST.replace("size_t bad = 0;\n", ""), [])
    assert out == (None if target == "gfx" else "64 1 6\n")
    src = tmp_path / "host.cpp"
    src.write_text(DECOMPRESS_HOST.replace("size_t bad = 0;\n", "BatchDecompressAsync* fn = nullptr; (void)fn;\n"))
    run([gxx(), "-std=c++17", "-I", toolkit_root(env, target) / "include", "-c", src, "-o", tmp_path / "h.o"], env)
