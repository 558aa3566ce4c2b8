"""What the cpu backend's crash line says about a fault it cannot give an address for (docs/cpu-backend.md,
"Crashes"). x86-64 raises a general protection fault, with no address, for a non-canonical address or an
aligned vector access to a misaligned one; the line used to say "at address 0x0", which reads as a null
pointer (llama.cpp's FLASH_ATTN_EXT crash was reported that way). It now names the kind of fault, the
faulting instruction (its offset in the program, which addr2line maps to a function), and a kernel launched
by address without a name (cudaLaunchKernelEx, as ggml launches) by its address and offset.

Only thread 30 of block 1 writes through the non-canonical pointer 1 << 63; the report must name that
block and thread and put the faulting instruction inside the kernel's function."""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from cuda_program import run_cuda_source

SRC = r"""
#include <cstdint>
#include <cstdio>
typedef void (*kernel_t)(int*, uintptr_t);

__global__ void poke(int* out, uintptr_t bad) {
  if (blockIdx.x == 1 && threadIdx.x == 30) *reinterpret_cast<volatile int*>(bad) = 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
__global__ void other(int* out, uintptr_t) { out[threadIdx.x] = 2; }

int main(int argc, char**) {
  int* out;
  cudaMalloc(&out, 128 * sizeof(int));
  kernel_t k = argc > 5 ? other : poke;
#ifdef BY_ADDRESS
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(2);
  cfg.blockDim = dim3(64);
  cudaLaunchKernelEx(&cfg, k, out, uintptr_t{1} << 63);
#else
  k<<<2, 64>>>(out, uintptr_t{1} << 63);
#endif
  cudaDeviceSynchronize();
  printf("not reached\n");
  return 0;
}
"""

pytestmark = pytest.mark.skipif(
    platform.machine() != "x86_64", reason="general protection faults are x86-64's"
)


def _function_at(exe: Path, offset: int) -> str:
    """The symbol of the executable's symbol table whose range holds `offset` (nm, no debug info needed)."""
    out = subprocess.run(
        ["nm", "-C", "--defined-only", "-S", str(exe)], capture_output=True, text=True, check=True
    )
    for line in out.stdout.splitlines():
        parts = line.split(maxsplit=3)
        if len(parts) == 4 and parts[2] in "tTwW":
            start, size = int(parts[0], 16), int(parts[1], 16)
            if start <= offset < start + size:
                return parts[3]
    return ""


@pytest.mark.parametrize("by_address", [False, True], ids=["chevrons", "cudaLaunchKernelEx"])
def test_a_general_protection_fault_is_named_with_its_instruction(tmp_path: Path, by_address: bool):
    src = ("#define BY_ADDRESS 1\n" if by_address else "") + SRC
    proc = run_cuda_source(src, tmp_path, "gp")
    assert proc.returncode != 0 and "not reached" not in proc.stdout
    line = next(ln for ln in proc.stderr.splitlines() if ln.startswith("xlate-cpu: error:"))
    assert "general protection fault" in line and "at address 0x0" not in line, line
    assert "block (1,0,0) thread (30,0,0)" in line, line
    pc = re.search(r"at pc (?:\S+ )?\(gp\+0x([0-9a-f]+)\)", line)
    assert pc, line
    if shutil.which("nm"):
        assert "poke" in _function_at(tmp_path / "gp", int(pc.group(1), 16)), line
    if by_address:  # no name at the launch: the kernel's address and its offset in the program
        kernel = re.search(r"in kernel 0x[0-9a-f]+ \(gp\+0x([0-9a-f]+)\)", line)
        assert kernel, line
        if shutil.which("nm"):
            assert "poke" in _function_at(tmp_path / "gp", int(kernel.group(1), 16)), line
    else:
        assert "in kernel k, block" in line, line
