"""SourceModel.kernels: every __global__ function, templates included, once each."""

from __future__ import annotations

from parsehelp import FIXTURES, build


def test_kernels_listed_once_with_template_flag():
    model, _ = build([FIXTURES / "kernels"])
    got = sorted((k.name, k.file.name, k.line, k.is_template) for k in model.kernels)
    assert got == [
        ("c_linkage", "kernels.cu", 5, False),
        ("declared_only", "kernels.cuh", 4, False),  # declared, never defined: its declaration
        ("fill", "kernels.cuh", 3, True),
        ("nested", "kernels.cu", 3, False),  # inside namespaces
        ("twice", "kernels.cu", 7, False),  # declared on line 6, defined on line 7: the definition
    ]
    assert model.unchecked == {}
