"""The nvcc-compatible driver (`xlate-nvcc`, `xlate nvcc`): nvcc flags -> translation + toolchain calls.

`run_nvcc(argv) -> exit code` runs one nvcc command line; `main()` is the console script. See
docs/nvcc-driver.md.
"""

from xlate.driver.driver import main, run_nvcc, version_text

__all__ = ["main", "run_nvcc", "version_text"]
