"""Identifier references: CUDA prelude vs the project's own names vs system headers."""

from __future__ import annotations

import pytest
from parsehelp import FIXTURES, build, file_of, one, tokens_named

from xlate.core.model import RefOrigin, Region


@pytest.fixture(scope="module")
def refs_model():
    return build([FIXTURES / "refs"])


def test_prelude_names_are_cuda_api(refs_model):
    sf = file_of(refs_model[0], "refs.cu")
    for name in ("cudaError_t", "cudaMemcpy", "cudaMemcpyHostToDevice", "cudaStream_t", "dim3",
                 "CUDART_VERSION"):
        assert one(sf, name).ref == RefOrigin.CUDA_API, name
    # a template overload of the prelude: still the CUDA API
    assert one(sf, "cudaMalloc").ref == RefOrigin.CUDA_API


def test_project_names_are_project(refs_model):
    sf = file_of(refs_model[0], "refs.cu")
    assert {t.ref for t in tokens_named(sf, "cudaMyThing")} == {RefOrigin.PROJECT}
    assert len(tokens_named(sf, "cudaMyThing")) == 2
    for name in ("Widget", "MY_CHECK", "main", "err", "grid", "bad"):
        assert {t.ref for t in tokens_named(sf, name)} == {RefOrigin.PROJECT}, name
    hdr = file_of(refs_model[0], "myproj.h")
    assert one(hdr, "cudaMyThing").ref == RefOrigin.PROJECT
    assert one(hdr, "MY_CHECK").ref == RefOrigin.PROJECT


def test_system_and_unresolved(refs_model):
    sf = file_of(refs_model[0], "refs.cu")
    assert one(sf, "printf").ref == RefOrigin.SYSTEM
    assert one(sf, "undeclared_name").ref == RefOrigin.UNRESOLVED
    assert one(sf, "undeclared_name").region == Region.ACTIVE


def test_header_is_a_project_file_with_relative_path(refs_model):
    hdr = file_of(refs_model[0], "myproj.h")
    assert str(hdr.rel) == "include/myproj.h" and hdr.is_header
    # system headers are never project files
    assert all("stdio" not in p.name for p in refs_model[0].files)


def test_clang_error_makes_file_unchecked(refs_model):
    model, diags = refs_model
    sf = file_of(model, "refs.cu")
    assert "undeclared_name" in model.unchecked[sf.path]
    errs = [d for d in diags if d.code == "XL901"]
    assert errs and all(d.severity.value == "error" and (d.line, d.col) == (13, 13) for d in errs)
