"""The cpu device's memory has a size (XLATE_CPU_DEVICE_MEMORY_MB, default half the host's RAM) that
cudaMemGetInfo, cudaGetDeviceProperties and cudaDeviceTotalMem report and that cudaMalloc keeps to:
an allocation past it fails with cudaErrorMemoryAllocation, as on a GPU, and the program goes on.
Programs size allocations from the device's total (faiss's TestGpuMemoryException allocates more than
`totalGlobalMem` on purpose and expects the add to fail); with device memory equal to all of the host's
RAM the host allocation itself failed first. Pinned host memory is not device memory and is not
counted. Expected figures follow from the 64 MiB budget the test sets."""

from __future__ import annotations

from pathlib import Path

from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
int main() {
  const size_t mib = 1 << 20;
  size_t free_b = 0, total = 0;
  cudaMemGetInfo(&free_b, &total);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("total %zu prop %zu free %zu\n", total / mib, prop.totalGlobalMem / mib, free_b / mib);
  void *a = nullptr, *b = nullptr, *h = nullptr;
  printf("a %d\n", (int)cudaMalloc(&a, 48 * mib));
  cudaError_t e = cudaMalloc(&b, 48 * mib);
  printf("b %d null %d last %d then %d\n", e == cudaErrorMemoryAllocation, b == nullptr,
         cudaGetLastError() == cudaErrorMemoryAllocation, (int)cudaGetLastError());
  cudaMemGetInfo(&free_b, &total);
  printf("free %zu\n", free_b / mib);
  printf("pinned %d\n", (int)cudaMallocHost(&h, 96 * mib));
  cudaFree(a);
  printf("again %d\n", (int)cudaMalloc(&b, 48 * mib));
  cudaFree(b);
  cudaFreeHost(h);
  cudaMemGetInfo(&free_b, &total);
  printf("end free %zu\n", free_b / mib);
  return 0;
}
"""


def test_device_memory_budget(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "devmem", env={"XLATE_CPU_DEVICE_MEMORY_MB": "64"})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == [
        "total 64 prop 64 free 64",
        "a 0",
        "b 1 null 1 last 1 then 0",
        "free 16",
        "pinned 0",
        "again 0",
        "end free 64",
    ]


def test_default_is_half_the_ram(tmp_path: Path):
    import os

    proc = run_cuda_source(SRC.replace("48 * mib", "1"), tmp_path, "devmem_default")
    assert proc.returncode == 0, proc.stderr[-2000:]
    ram_mib = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // (1 << 20)
    assert proc.stdout.splitlines()[0].split()[:4] == ["total", str(ram_mib // 2), "prop", str(ram_mib // 2)]


ALIGN_SRC = r"""
#include <cstdio>
#include <cstdint>
#include <unistd.h>
int main() {
  const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  int misaligned_host = 0, misaligned_device = 0;
  void* kept[24];
  for (int i = 0; i < 8; ++i) {  // odd sizes, so that a packing allocator would misalign the next one
    void *h = nullptr, *a = nullptr, *d = nullptr;
    cudaMallocHost(&h, 100 + 37 * i);
    cudaHostAlloc(&a, 3 + i, cudaHostAllocPortable);
    cudaMalloc(&d, 1 + 13 * i);
    misaligned_host += ((uintptr_t)h % page != 0) + ((uintptr_t)a % page != 0);
    misaligned_device += (uintptr_t)d % 256 != 0;
    kept[3 * i] = h; kept[3 * i + 1] = a; kept[3 * i + 2] = d;
  }
  printf("host %d device %d\n", misaligned_host, misaligned_device);
  for (int i = 0; i < 8; ++i) { cudaFreeHost(kept[3 * i]); cudaFreeHost(kept[3 * i + 1]); cudaFree(kept[3 * i + 2]); }
  return 0;
}
"""


def test_pinned_host_memory_is_page_aligned(tmp_path: Path):
    """cudaMallocHost/cudaHostAlloc give page-aligned memory, as the drivers allocate page-locked memory in
    pages (StarPU's O_DIRECT disk back end asserts it of starpu_malloc's buffers); cudaMalloc 256 bytes, as
    CUDA documents."""
    proc = run_cuda_source(ALIGN_SRC, tmp_path, "align")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == ["host 0 device 0"]
