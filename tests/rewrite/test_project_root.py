"""project_root: which files count as the project (translated with the sources) for xlate-nvcc and
`xlate build`. An out-of-tree build folder elsewhere (CMake's generated config headers under /tmp,
sources under $HOME) must not shrink the project to the source's own folder: the project's headers
in sibling folders (gromacs' src/gromacs/gpu_utils next to src/gromacs/domdec) would then stay
untranslated and include <cuda_runtime.h>."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from xlate.rewrite.translate import project_root


def _tree(base: Path) -> tuple[Path, Path, Path]:
    src = base / "proj" / "src" / "domdec" / "halo.cu"
    inc = base / "proj" / "src"
    ext = base / "proj" / "src" / "external" / "include"
    for d in (src.parent, inc, ext):
        d.mkdir(parents=True, exist_ok=True)
    src.write_text("__global__ void k() {}\n")
    return src, inc, ext


def test_includes_in_the_tree_widen_the_root(tmp_path):
    src, inc, ext = _tree(tmp_path)
    assert project_root([src], [inc, ext]) == inc


def test_build_folder_on_another_tree_is_ignored_not_the_project(tmp_path):
    src, inc, ext = _tree(tmp_path)
    other = Path(tempfile.mkdtemp(dir="/var/tmp" if tmp_path.parts[1] != "var" else "/dev/shm"))
    try:
        assert os.path.commonpath([str(src), str(other)]) == "/"
        # before: the common parent of everything was `/`, so the root fell back to src/domdec
        assert project_root([src], [other, inc, ext]) == inc
        # the generated-header folder alone: the sources' folder, as before
        assert project_root([src], [other]) == src.parent
    finally:
        shutil.rmtree(other)
