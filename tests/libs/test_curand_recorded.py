"""cuRAND sequences recorded on a real NVIDIA H100 (tests/libs/fixtures/nvidia_h100: curand.json, with
provenance.txt: nvidia-smi, nvcc --version, date, command; the recording program is
tests/libs/gpu/record_curand.cu) against
* the Python model of XORWOW and Philox4x32-10 (tests/libs/curand_model.py, written from the published
  algorithms), and
* xlate's cpu backend implementation of hipRAND (xlate/cpu/libs/include/hiprand), device and host API.

The host API is compared for every key (the layout rules in docs/libraries.md, "cuRAND sequences", were
established with these and the later recordings of tests/libs/test_curand_host_recorded.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tests.libs import curand_model as m

FIX = Path(__file__).resolve().parent / "fixtures" / "nvidia_h100"
CASES = json.loads((FIX / "curand.json").read_text(encoding="utf-8"))["cases"]
DEVICE_KEYS = ("curand", "curand_uniform", "curand_normal", "curand_uniform_double", "curand_normal_double")
HOST_KEYS = ("generate", "generate_uniform", "generate_normal", "generate_uniform_double", "generate_normal_double")


def close(got, want, key: str) -> bool:
    if key in ("curand", "generate"):
        return [int(x) for x in got] == [int(x) for x in want]
    if key in ("curand_uniform", "generate_uniform"):  # exact in float32
        return np.array_equal(np.asarray(got, dtype=np.float32), np.asarray(want, dtype=np.float32))
    return np.allclose(got, want, rtol=2e-6 if "double" not in key else 1e-12, atol=1e-6 if "double" not in key else 1e-12)


def test_provenance_names_the_gpu_and_toolkit():
    text = (FIX / "provenance.txt").read_text(encoding="utf-8")
    assert "H100" in text and "Cuda compilation tools" in text and "command:" in text
    assert len(CASES) == 2 * 27 + 2 * 9  # device: 3 seeds x 3 sequences x 3 offsets; host: 3 x 3


@pytest.mark.parametrize("c", [c for c in CASES if c["api"] == "device"],
                         ids=lambda c: f"{c['rng']}-{c['seed']}-{c['subsequence']}-{c['offset']}")
def test_model_reproduces_device_api(c):
    gen = m.Xorwow if c["rng"] == "XORWOW" else m.Philox
    for key in DEVICE_KEYS:
        got = m.draw(gen(c["seed"], c["subsequence"], c["offset"]), key, len(c[key]))
        assert close(got, c[key], key), key


@pytest.mark.parametrize("c", [c for c in CASES if c["api"] == "host"],
                         ids=lambda c: f"{c['rng']}-{c['seed']}-{c['offset']}")
def test_model_reproduces_host_api(c):
    for key in HOST_KEYS:
        got = m.host_generate(c["rng"], c["seed"], c["offset"], len(c[key]), key)
        assert close(got, c[key], key), key


# ----------------------------------------------------------------------------- cpu implementation

def _hip_program() -> str:
    """A HIP program printing, per recorded case, what xlate's hipRAND (cpu backend) gives."""
    lines = ["#include <cstdio>", "#include <hiprand/hiprand.h>", "#include <hiprand/hiprand_kernel.h>",
             "template <class S> __global__ void dev(unsigned long long seed, unsigned long long sub,",
             "    unsigned long long off, int n, unsigned* u, float* f, float* g, double* d, double* e) {",
             "  S s; hiprand_init(seed, sub, off, &s); for (int i = 0; i < n; ++i) u[i] = hiprand(&s);",
             "  hiprand_init(seed, sub, off, &s); for (int i = 0; i < n; ++i) f[i] = hiprand_uniform(&s);",
             "  hiprand_init(seed, sub, off, &s); for (int i = 0; i < n; ++i) g[i] = hiprand_normal(&s);",
             "  hiprand_init(seed, sub, off, &s); for (int i = 0; i < n; ++i) d[i] = hiprand_uniform_double(&s);",
             "  hiprand_init(seed, sub, off, &s); for (int i = 0; i < n; ++i) e[i] = hiprand_normal_double(&s);",
             "}",
             "static void pr(int n, unsigned* u, float* f, float* g, double* d, double* e) {",
             "  for (int i = 0; i < n; ++i) printf(\"%u \", u[i]); printf(\"|\");",
             "  for (int i = 0; i < n; ++i) printf(\"%.9g \", f[i]); printf(\"|\");",
             "  for (int i = 0; i < n; ++i) printf(\"%.9g \", g[i]); printf(\"|\");",
             "  for (int i = 0; i < n; ++i) printf(\"%.17g \", d[i]); printf(\"|\");",
             "  for (int i = 0; i < n; ++i) printf(\"%.17g \", e[i]); printf(\"\\n\");",
             "}",
             "static void host(hiprandRngType_t t, unsigned long long seed, unsigned long long off, int n,",
             "    unsigned* u, float* f, float* g, double* d, double* e) {",
             "  hiprandGenerator_t gen;",
             ("#define XL_GEN(CALL) hiprandCreateGenerator(&gen, t); hiprandSetPseudoRandomGeneratorSeed(gen, seed);"
             " hiprandSetGeneratorOffset(gen, off); CALL; hiprandDestroyGenerator(gen);"),
             "  XL_GEN(hiprandGenerate(gen, u, n)) XL_GEN(hiprandGenerateUniform(gen, f, n))",
             "  XL_GEN(hiprandGenerateNormal(gen, g, n, 0.0f, 1.0f)) XL_GEN(hiprandGenerateUniformDouble(gen, d, n))",
             "  XL_GEN(hiprandGenerateNormalDouble(gen, e, n, 0.0, 1.0))",
             "}",
             "int main() {",
             "  unsigned* u; float *f, *g; double *d, *e;",
             ("  hipMallocManaged((void**)&u, 64 * 4); hipMallocManaged((void**)&f, 64 * 4);"
             " hipMallocManaged((void**)&g, 64 * 4);"),
             "  hipMallocManaged((void**)&d, 64 * 8); hipMallocManaged((void**)&e, 64 * 8);"]
    for c in CASES:
        if c["api"] == "device":
            st = "hiprandStateXORWOW_t" if c["rng"] == "XORWOW" else "hiprandStatePhilox4_32_10_t"
            lines.append(f"  hipLaunchKernelGGL(dev<{st}>, dim3(1), dim3(1), 0, 0, {c['seed']}ull, "
                         f"{c['subsequence']}ull, {c['offset']}ull, {len(c['curand'])}, u, f, g, d, e);")
            lines.append(f"  hipDeviceSynchronize(); pr({len(c['curand'])}, u, f, g, d, e);")
        else:
            t = "HIPRAND_RNG_PSEUDO_XORWOW" if c["rng"] == "XORWOW" else "HIPRAND_RNG_PSEUDO_PHILOX4_32_10"
            n = len(c["generate"])
            lines.append(f"  host({t}, {c['seed']}ull, {c['offset']}ull, {n}, u, f, g, d, e); pr({n}, u, f, g, d, e);")
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def cpu_output(tmp_path_factory) -> list[list[list[float]]]:
    import subprocess

    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    work = tmp_path_factory.mktemp("curand_cpu")
    src = work / "curand_cpu.cpp"
    src.write_text(_hip_program(), encoding="utf-8")
    exe = build_program(ProgramBuild(sources=[src], output=work / "curand_cpu", warp_size=64, opt="1"))
    p = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert p.returncode == 0, p.stderr[-2000:]
    rows = []
    for line in p.stdout.splitlines():
        rows.append([[float(x) for x in part.split()] for part in line.split("|")])
    assert len(rows) == len(CASES)
    return rows


def test_cpu_hiprand_reproduces_recorded_curand(cpu_output):
    wrong = []
    for c, row in zip(CASES, cpu_output, strict=True):
        keys = DEVICE_KEYS if c["api"] == "device" else HOST_KEYS
        for key, got in zip(keys, row, strict=True):
            if not close(got, c[key], key):
                wrong.append(f"{c['api']} {c['rng']} seed={c['seed']} sub={c.get('subsequence')} "
                             f"off={c['offset']} {key}: {got[:3]} vs {c[key][:3]}")
    assert wrong == [], "\n".join(wrong[:20])
