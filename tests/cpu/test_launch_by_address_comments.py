"""A kernel launched by address (cudaLaunchCooperativeKernel with `(void *)k`, as ggml's softmax.cu launches
soft_max_f32_parallelize_cols) whose parameter list and body are separated by long comments. The cpu backend
registers every kernel a source defines for such launches; the kernel finder took a declaration for a
definition only when `{` came within 400 characters of its end, so this kernel went unregistered and the
launch failed ("is not registered", then ggml aborted). Thread t writes n + t with n passed in a struct."""

from __future__ import annotations

from pathlib import Path

from cuda_program import run_cuda_source

COMMENT = "\n".join(f"// comment line {i}: " + "why the loop runs over all rows instead of the grid " * 2
                    for i in range(6))

SRC = r"""
#include <cstdio>
struct P { int n; };
__launch_bounds__(256) static __global__ void k(int *out, const P p)
COMMENT
{
  out[threadIdx.x] = p.n + threadIdx.x;
}
int main() {
  int *d;
  cudaMallocManaged(&d, 4 * sizeof(int));
  P p{7};
  void *args[] = {(void *)&d, (void *)&p};
  cudaError_t e = cudaLaunchCooperativeKernel((void *)k, dim3(1), dim3(4), args, 0, 0);
  cudaDeviceSynchronize();
  printf("%d %d %d %d %d\n", (int)e, d[0], d[1], d[2], d[3]);
  return 0;
}
""".replace("COMMENT", COMMENT)


def test_kernel_with_comments_before_its_body_is_registered(tmp_path: Path):
    assert len(COMMENT) > 400
    proc = run_cuda_source(SRC, tmp_path, "coop_comments")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["0", "7", "8", "9", "10"]
