"""translate-then-build as one path (docs: DESIGN.md, "Pipeline").

- `targets`: `Gfx942Target` and `CpuTarget(warp_size)`, each the single owner of the flags for
  translated CUDA code and of the compile/link commands for its target; `code_flags` is the one
  function that says how code xlate compiles is compiled on each target (`translated_cuda_flags` is
  its gfx view as compiler arguments).
- `translate`: `translate_for_build`, the translation step of `xlate build`, `xlate run`,
  `xlate-nvcc` and the conformance runner.
- `build`: `xlate build` (CUDA translated, then compiled for gfx942 by xlate.toolchain).
- `run`: `xlate run` (CUDA translated, then built for the cpu backend by cpu_programs and run).
- `kernels`: the one kernel finder (libclang): the `__global__` functions of a program, for the
  runtime shim's NVRTC, the cpu backend's registrations and execution forms, and the kernels `xlate
  build` verifies (`program_kernels`). The parse model does not list kernels.
- `cpu_programs`: the CpuTarget's analysis of the sources it builds (kernel registrations for launches
  by address, execution forms from `cpu_forms`), handed to xlate.cpu.build, which compiles and links.
- `cpu_forms`: the static analysis that picks each kernel's execution form on the cpu backend.

Entry points (xlate/cli.py, xlate/driver, xlate/report, xlate/runtime_shim) translate and build
through this package; xlate.toolchain and xlate.cpu only find and drive compilers (neither parses
nor translates CUDA or HIP).
"""
