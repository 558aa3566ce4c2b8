"""The cpu runtime's hip_runtime_api.h declares every enumerator HIP 7.2 declares for the device attributes:
the translation maps CUDA names to HIP 7.2's spellings (CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID ->
hipDeviceAttributePciDomainId, which hwloc's hwloc/cuda.h uses), so a spelling the cpu runtime lacks is a
compile error on the cpu target only (StarPU's configure found hwloc/cuda.h unusable there)."""

from __future__ import annotations

import re
from pathlib import Path

from xlate.toolchain.discover import locate_toolchain

CPU_HEADER = Path(__file__).resolve().parents[2] / "xlate" / "cpu" / "include" / "hip" / "hip_runtime_api.h"


def _enumerators(text: str, enum: str) -> set[str]:
    m = re.search(rf"typedef enum {enum} \{{(.*?)\}} {enum};", text, re.DOTALL)
    assert m is not None, enum
    return set(re.findall(r"^\s*(hip\w+)", m.group(1), re.MULTILINE))


def test_device_attribute_names_are_hips():
    hip = (locate_toolchain().hip_include / "hip" / "hip_runtime_api.h").read_text(encoding="utf-8")
    cpu = CPU_HEADER.read_text(encoding="utf-8")
    missing = _enumerators(hip, "hipDeviceAttribute_t") - _enumerators(cpu, "hipDeviceAttribute_t")
    assert missing == set()
