"""cudaHostRegister with its flags (cudaHostRegisterPortable | cudaHostRegisterReadOnly, as llama.cpp's
ggml registers model buffers; cudaHostRegisterMapped with cudaHostGetDevicePointer) on the cpu backend:
the translated flags (hipHostRegister*) are declared with HIP 7.2's values, the registration succeeds
(host memory is device memory there), and a kernel reads the registered buffer through the device
pointer and through the host pointer. The oracle is the sum computed here."""

from __future__ import annotations

import subprocess
from pathlib import Path

PROGRAM = """#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void total(const int* a, int n, int* out) {
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += a[i];
  atomicAdd(out, s);
}

int main() {
  const int n = 1000;
  int* buf = (int*)malloc(n * sizeof(int));
  int* mapped = (int*)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) buf[i] = mapped[i] = 3 * i + 1;
  cudaError_t e1 = cudaHostRegister(buf, n * sizeof(int), cudaHostRegisterPortable | cudaHostRegisterReadOnly);
  cudaError_t e2 = cudaHostRegister(mapped, n * sizeof(int), cudaHostRegisterMapped | cudaHostRegisterDefault);
  int* dev = nullptr;
  cudaError_t e3 = cudaHostGetDevicePointer((void**)&dev, mapped, 0);
  int* out;
  cudaMallocManaged(&out, 2 * sizeof(int));
  out[0] = out[1] = 0;
  total<<<1, 64>>>(buf, n, out);
  total<<<1, 64>>>(dev, n, out + 1);
  cudaDeviceSynchronize();
  printf("%d %d %d %d %d %d\\n", (int)e1, (int)e2, (int)e3, out[0], out[1],
         (int)(cudaHostUnregister(buf) == cudaSuccess && cudaHostUnregister(mapped) == cudaSuccess));
  return 0;
}
"""


def test_host_register_flags_on_cpu_backend(tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(PROGRAM, filename="host_register.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    assert "hipHostRegisterPortable | hipHostRegisterReadOnly" in out
    src = tmp_path / "host_register.hip"
    src.write_text(out, encoding="utf-8")
    exe = build_program(ProgramBuild([src], tmp_path / "host_register", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    want = sum(3 * i + 1 for i in range(1000))
    assert proc.stdout.split() == ["0", "0", "0", str(want), str(want), "1"]
