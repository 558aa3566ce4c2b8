"""Copies and fills that run past the end of a runtime allocation are refused with
cudaErrorInvalidValue before a byte moves, as CUDA's runtime refuses them (compat_tests case
rt_memcpy_bounds, recorded on an H200, covers cudaMemcpy in every direction, async and cudaMemset).
Here the forms that case does not reach: 2-D copies and fills (the span is (height - 1) * pitch + width
from the first byte), 3-D copies, the typed fills (cudaMemsetD32 through the driver API's names reach
the same code), pinned host allocations, and copies from memory the runtime did not allocate, which it
cannot check and lets through."""

from __future__ import annotations

from pathlib import Path

from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
#include <cstring>
static int inval(cudaError_t e) { cudaGetLastError(); return e == cudaErrorInvalidValue; }
int main() {
  char* d = nullptr;
  cudaMalloc(&d, 1000);                       // 10 rows of pitch 100
  cudaMemset(d, 1, 1000);
  char h[2000];
  memset(h, 7, sizeof h);
  // 2-D: 10 rows of 60 bytes at pitch 100 end at byte 960 (fits); from row 1 they end at 1060
  printf("2d %d %d %d\n", (int)cudaMemcpy2D(d, 100, h, 100, 60, 10, cudaMemcpyHostToDevice),
         inval(cudaMemcpy2D(d + 100, 100, h, 100, 60, 10, cudaMemcpyHostToDevice)),
         inval(cudaMemcpy2D(h, 100, d + 50, 100, 60, 10, cudaMemcpyDeviceToHost)));
  printf("2d_fill %d %d\n", (int)cudaMemset2D(d, 100, 3, 100, 10), inval(cudaMemset2D(d + 1, 100, 9, 100, 10)));
  char last = 0;
  cudaMemcpy(&last, d + 999, 1, cudaMemcpyDeviceToHost);
  printf("last %d\n", (int)last);
  // 3-D: 2 slices of 5 rows of 100 bytes fill the allocation exactly; one more row does not fit
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(h, 100, 100, 5);
  p.dstPtr = make_cudaPitchedPtr(d, 100, 100, 5);
  p.extent = make_cudaExtent(100, 5, 2);
  p.kind = cudaMemcpyHostToDevice;
  cudaError_t fit = cudaMemcpy3D(&p);
  p.dstPos = make_cudaPos(0, 1, 0);
  p.dstPtr = make_cudaPitchedPtr(d, 100, 100, 6);
  printf("3d %d %d\n", (int)fit, inval(cudaMemcpy3D(&p)));
  // typed fills count elements: 250 ints fit in 1000 bytes, 251 do not; 5 bytes from the last int do not
  int* di = reinterpret_cast<int*>(d);
  printf("fill32 %d %d\n", (int)cuMemsetD32((CUdeviceptr)di, 5, 250), inval(cudaMemset(di + 249, 0, 5)));
  printf("fill32_past %d\n", cuMemsetD32((CUdeviceptr)di, 5, 251) != CUDA_SUCCESS);
  // pinned host memory is an allocation of the runtime too
  char* ph = nullptr;
  cudaMallocHost(&ph, 64);
  printf("pinned %d %d\n", (int)cudaMemcpy(ph, d, 64, cudaMemcpyDeviceToHost),
         inval(cudaMemcpy(ph, d, 65, cudaMemcpyDeviceToHost)));
  // memory the runtime did not allocate is not checked: a stack buffer larger than the copy
  printf("pageable %d\n", (int)cudaMemcpy(h, d, 1000, cudaMemcpyDeviceToHost));
  cudaFreeHost(ph);
  cudaFree(d);
  return 0;
}
"""


def test_copies_and_fills_past_an_allocation_are_refused(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "copy_bounds")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == [
        "2d 0 1 1",
        "2d_fill 0 1",
        "last 3",  # the fill that fitted wrote the last row (3); the refused one (9) wrote nothing
        "3d 0 1",
        "fill32 0 1",
        "fill32_past 1",
        "pinned 0 1",
        "pageable 0",
    ]
