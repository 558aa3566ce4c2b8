"""XL507: CUDA features HIP lacks on gfx942: dynamic parallelism (a launch in device code, device-side
cudaDeviceSynchronize, the CDP2 named streams), thread block clusters (`__cluster_dims__`).

The doc page (docs/rules/XL507.md) is generated from RULES below.
"""

from __future__ import annotations

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel
from xlate.rewrite.rules.lang import xl502_launch as launch_rules
from xlate.rewrite.syntax import Tok, scopes, significant

_DOC_XL507 = """\
Errors (warnings in inactive code): a kernel launch inside a `__global__`/`__device__` function or a
device lambda (dynamic parallelism); `cudaDeviceSynchronize`, `cudaGetParameterBuffer`,
`cudaLaunchDevice` called in device code (device runtime); `cudaStreamTailLaunch` and
`cudaStreamFireAndForget` anywhere; thread block clusters (`__cluster_dims__`, `cluster_group`,
`this_cluster`). The text is left as is.

Fixtures: `tests/rules/XL507/` (one format for every code, run by tests/rules/test_fixtures.py). Every edit
keeps the number of lines; translating the output again changes nothing.
"""

ORDER = 94  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo("XL507", "unsupported-language-features",
                  "dynamic parallelism and thread block clusters are not supported by HIP on gfx942",
                           fix=Fix.NEVER, doc=_DOC_XL507)]


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        toks = significant(sf)
        if toks:
            _unsupported(sf, toks, scopes(toks), emit)


_DEVICE_RUNTIME = {"cudaDeviceSynchronize", "cudaGetParameterBuffer", "cudaLaunchDevice",
                   "cudaGetParameterBufferV2", "cudaLaunchDeviceV2"}
_CDP2_STREAMS = {"cudaStreamTailLaunch", "cudaStreamFireAndForget", "cudaStreamGraphTailLaunch",
                 "cudaStreamGraphFireAndForget"}
_CLUSTER = {"__cluster_dims__": "thread block clusters (__cluster_dims__) do not exist on gfx942",
            "cluster_group": "thread block clusters (cooperative_groups::cluster_group) do not exist on "
                             "gfx942",
            "this_cluster": "thread block clusters (cooperative_groups::this_cluster) do not exist on gfx942"}


def _dp(stack: tuple) -> bool:
    return bool(stack) and stack[-1].device_only


def _unsupported(sf: SourceFile, toks: list[Tok], where: list[tuple], emit: Emitter) -> None:
    def sev(t: Tok) -> Severity:
        return Severity.WARNING if t.region is Region.INACTIVE else Severity.ERROR

    if any(t.spelling == "<<<" for t in toks):
        for ln in launch_rules.find_launches(toks):
            if isinstance(ln, launch_rules.Launch) and toks[ln.open3].region is not Region.MACRO_BODY \
                    and _dp(where[ln.open3]):
                o = toks[ln.open3]
                emit.diag("XL507", sev(o), sf.path, toks[ln.kernel[0]].start,
                          "kernel launch in device code: dynamic parallelism is not supported by HIP on "
                          "gfx942; launch the kernel from the host (or restructure it as a loop in this "
                          "kernel)")
    for i, t in enumerate(toks):
        s = t.spelling
        if t.region is Region.DIRECTIVE:
            continue
        if s in _DEVICE_RUNTIME and _dp(where[i]) and i + 1 < len(toks) and toks[i + 1].spelling == "(":
            emit.diag("XL507", sev(t), sf.path, t.start,
                      f"{s} in device code is the CUDA device runtime (dynamic parallelism), which HIP does "
                      "not have on gfx942")
        elif s in _CDP2_STREAMS:
            emit.diag("XL507", sev(t), sf.path, t.start,
                      f"{s}: the named streams of CUDA dynamic parallelism do not exist in HIP")
        elif s in _CLUSTER and (i == 0 or toks[i - 1].spelling not in (".", "->")):
            emit.diag("XL507", sev(t), sf.path, t.start, _CLUSTER[s] + " (MI300X has no distributed shared "
                      "memory); use one block, or cooperative groups' grid sync")
