"""xlate-nvcc's -fmad=false (--fmad=false) turns off a*b+c contraction on the cpu target as on gfx942
(-ffp-contract=off on the compile of the translated source); -fmad=true and no -fmad leave each target's
default: gfx942 none (hip-clang's own), the cpu target its device-only contraction (-ffp-contract=fast-honor-pragmas
with xlate's pass plugin; docs/nvcc-driver.md; docs/cpu-backend.md, "Fused multiply-add")."""

from __future__ import annotations

import re

import pytest

from tests.driver.conftest import nvcc_env, run

KERNEL = "__global__ void k(float* a) { a[0] = a[1] * a[2] + a[3]; }\nint main() { return 0; }\n"


def _contract(xlate_nvcc, nvcc_cache, tmp_path, target: str, flags: list[str]) -> list[str]:
    src = tmp_path / "fma.cu"
    src.write_text(KERNEL, encoding="utf-8")
    env = nvcc_env(nvcc_cache, **({"XLATE_NVCC_TARGET": "cpu"} if target == "cpu" else {}))
    proc = run([xlate_nvcc, "--dryrun", *flags, "-c", src, "-o", tmp_path / "fma.o"], env)
    compiles = [ln for ln in proc.stderr.splitlines() if ln.startswith("#$ ") and " -c " in ln and "fma" in ln]
    assert compiles, proc.stderr
    return re.findall(r"-ffp-contract=[\w-]+", compiles[-1])


@pytest.mark.parametrize("target", ["cpu", "gfx"])
@pytest.mark.parametrize("flag", ["-fmad=false", "--fmad=false"])
def test_fmad_false_turns_contraction_off(xlate_nvcc, nvcc_cache, tmp_path, target, flag):
    assert _contract(xlate_nvcc, nvcc_cache, tmp_path, target, [flag])[-1:] == ["-ffp-contract=off"]


def test_cpu_default_and_fmad_true_leave_the_backends_default(xlate_nvcc, nvcc_cache, tmp_path):
    device_only = ["-ffp-contract=fast-honor-pragmas"]
    assert _contract(xlate_nvcc, nvcc_cache, tmp_path, "cpu", []) == device_only
    assert _contract(xlate_nvcc, nvcc_cache, tmp_path, "cpu", ["-fmad=true"]) == device_only
    assert _contract(xlate_nvcc, nvcc_cache, tmp_path, "cpu", ["-fmad=false"]) == [*device_only, "-ffp-contract=off"]
