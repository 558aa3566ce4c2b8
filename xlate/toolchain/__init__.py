"""Finding and driving the HIP toolchain (a real ROCm, or the portable Debian-based one), building HIP
for AMD GPUs, and verifying what was built. Public API:

- `find_toolchain() -> Toolchain` (probed and checked; raises ToolchainError, exit 4)
- `xlate.toolchain.verify.verify_binary(path, expected_kernels, arch) -> VerifyReport`
- `xlate.toolchain.build.BuildRequest`, `run_build(req)`, `build(req) -> BuildResult`
"""

from xlate.toolchain.discover import HipVersion, Toolchain, find_toolchain, locate_toolchain

__all__ = ["HipVersion", "Toolchain", "find_toolchain", "locate_toolchain"]
