"""The rule registry (xlate/rewrite/registry.py): rule modules are ordered by their ORDER, never by
module or file name, so renaming or moving a module leaves every translation as it was; every code,
the front end's XL9xx included, is registered once."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from tests.rewrite.conftest import make_model
from xlate.core.model import Emitter, RuleInfo, SourceModel
from xlate.errors import InternalError
from xlate.rewrite import registry
from xlate.rewrite.engine import run_engine, translate_text
from xlate.rewrite.translate import list_rules_text

# The registration order before ORDER existed (rule modules sorted by module name): ORDER reproduces it.
# XL513 came later, with ORDER 81 (right after XL509's 80), and XL514 with ORDER 82; XL106 with ORDER 11
# (right after XL101-104's 10), XL515 with ORDER 131 (right after XL511's 130) and XL516 with ORDER 83 (after
# XL514); XL213 with ORDER 155 (after XL201-212's 150); XL517 with ORDER 84 (after XL516);
# XL518 with ORDER 85 (after XL517), XL519 with ORDER 86 (after XL518).
ORDER_BEFORE = ["XL101", "XL102", "XL103", "XL104", "XL106", "XL105", "XL409", "XL510", "XL512", "XL501", "XL301", "XL302",
                "XL303", "XL509", "XL513", "XL514", "XL516", "XL517", "XL518", "XL519", "XL503", "XL504", "XL505", "XL506", "XL507", "XL508", "XL502", "XL401", "XL402",
                "XL403", "XL404", "XL405", "XL406", "XL408", "XL407", "XL511", "XL515", "XL200", "XL201", "XL202", "XL203",
                "XL204", "XL205", "XL206", "XL207", "XL208", "XL209", "XL210", "XL211", "XL212", "XL213", "XL220", "XL221"]

SOURCE = """\
#include <cuda_runtime.h>
#include <cuda_fp16.h>

__global__ void k(float *out, const __half *in, int n) {
    register float acc = 0.f;
    int lane = threadIdx.x % 32;
    acc += __half2float(in[threadIdx.x]);
    acc += __shfl_down_sync(0xffffffff, acc, 16);
    unsigned r;
    asm("mov.u32 %0, %%laneid;" : "=r"(r));
    if (lane == 0 && r < n) out[blockIdx.x] = acc;
}

int main() {
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    k<<<2, 64>>>(d, nullptr, 64);
    cudaDeviceSynchronize();
    return 0;
}
"""


def test_order_is_the_order_before_ORDER():
    assert [r.code for r in registry.all_rules()] == ORDER_BEFORE


def test_discovery_order_does_not_depend_on_the_order_names_are_found():
    names = registry.module_names()
    assert [m.__name__ for m in registry.discover(reversed(names))] == [m.__name__ for m in registry.discover(names)]


def _copy_under(mod: ModuleType, name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, mod.__file__)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, copy)
    spec.loader.exec_module(copy)
    return copy


@pytest.mark.parametrize("warp_mode", ["compat32", "native64"])
def test_renamed_modules_translate_identically(monkeypatch: pytest.MonkeyPatch, warp_mode: str):
    """Every rule module loaded again under a name that sorts the other way round (and in another
    package): discover() gives the same order of codes and the translation is byte for byte the same."""
    mods = registry.discover()
    count = len(mods)
    names = []
    for i, mod in enumerate(mods):
        leaf = mod.__name__.rsplit(".", 1)[-1]
        copy = _copy_under(mod, f"xlate.rewrite.rules.{chr(ord('z') - i)}_{leaf}", monkeypatch)
        names.append(copy.__name__)
    renamed = registry.discover(names)
    assert len(renamed) == count
    assert sorted(m.__name__ for m in renamed) != [m.__name__ for m in renamed]  # not name order
    assert [r.code for r in registry.all_rules(renamed)] == ORDER_BEFORE
    want = translate_text(SOURCE, "t.cu", mods, warp_mode=warp_mode)
    got = translate_text(SOURCE, "t.cu", renamed, warp_mode=warp_mode)
    assert got == want
    assert want[0] != SOURCE


def _fake(name: str, order: int, code: str, text: str) -> ModuleType:
    mod = ModuleType(name)

    def run(model: SourceModel, emit: Emitter) -> None:
        for path in model.files:
            emit.edit(path, 0, 0, text, origin=code)

    mod.ORDER = order  # type: ignore[attr-defined]
    mod.RULES = [RuleInfo(code, f"fake-{code.lower()}", "a test rule")]  # type: ignore[attr-defined]
    mod.run = run  # type: ignore[attr-defined]
    return mod


def test_insertions_at_one_offset_follow_ORDER_not_names(monkeypatch: pytest.MonkeyPatch):
    for name, order, code, text in (("fake.aaa", 2, "XL991", "second "), ("fake.zzz", 1, "XL992", "first ")):
        monkeypatch.setitem(sys.modules, name, _fake(name, order, code, text))
    model = make_model({"a.cu": "int x;\n"})
    for names in (["fake.aaa", "fake.zzz"], ["fake.zzz", "fake.aaa"]):
        res = run_engine(model, registry.discover(names))
        assert list(res.outputs.values()) == [b"first second int x;\n"]


def test_two_modules_with_one_ORDER_is_an_error(monkeypatch: pytest.MonkeyPatch):
    for name, code in (("fake.one", "XL991"), ("fake.two", "XL992")):
        monkeypatch.setitem(sys.modules, name, _fake(name, 5, code, ""))
    with pytest.raises(InternalError, match="same ORDER 5"):
        registry.discover(["fake.one", "fake.two"])


def test_a_rule_module_without_ORDER_is_an_error(monkeypatch: pytest.MonkeyPatch):
    mod = _fake("fake.noorder", 1, "XL991", "")
    del mod.ORDER
    monkeypatch.setitem(sys.modules, "fake.noorder", mod)
    with pytest.raises(InternalError, match="has no ORDER"):
        registry.discover(["fake.noorder"])

def test_list_rules_lists_every_code_sorted_with_the_front_end_codes():
    codes = [line.split()[0] for line in list_rules_text().splitlines()]
    assert codes == sorted(codes) and len(codes) == len(set(codes))
    assert set(ORDER_BEFORE) <= set(codes)
    assert {"XL901", "XL902", "XL903", "XL904", "XL905", "XL906", "XL907", "XL908", "XL909", "XL910",
            "XL911", "XL920"} <= set(codes)
