"""The tiny test project (data/tiny: one kernel, one ctest test, TINY_EXTRA variants), packed into an
archive by the test, and a test-only recipe naming it with its sha256."""

from __future__ import annotations

import hashlib
import io
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TINY = HERE / "data" / "tiny"


def pack_tiny(dest: Path) -> tuple[Path, str]:
    """data/tiny as tiny-1.0/... in a .tar.gz (fixed member order and times); (path, sha256)."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", format=tarfile.PAX_FORMAT) as tar:
        for f in sorted(TINY.iterdir()):
            data = f.read_bytes()
            info = tarfile.TarInfo(f"tiny-1.0/{f.name}")
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            tar.addfile(info, io.BytesIO(data))
    dest.mkdir(parents=True, exist_ok=True)
    path = dest / "tiny-1.0.tar.gz"
    path.write_bytes(buf.getvalue())
    return path, hashlib.sha256(buf.getvalue()).hexdigest()


def tiny_recipe(folder: Path, name: str, archive: Path, sha: str, *, extra: str = "", cuda_compiler: str = "{nvcc}",
                per_test_timeout: int = 60, system_packages: dict[str, str] | None = None, more: str = "") -> Path:
    """`more`: TOML appended to the recipe (e.g. [[known]] entries)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    packages = "".join(f'{n} = "{why}"\n' for n, why in (system_packages or {}).items())
    path.write_text(f'''why = "test-only recipe"
archive = {{ path = "{archive}", sha256 = "{sha}" }}
{"[system_packages]" if packages else ""}
{packages}
[[step]]
kind = "configure"
run = ["{{cmake}}", "-S", "{{src}}", "-B", "{{build}}", "-DCMAKE_CUDA_COMPILER={cuda_compiler}", "-DTINY_EXTRA={extra}"]
timeout = 300
[[step]]
kind = "build"
run = ["{{cmake}}", "--build", "{{build}}", "-j", "{{jobs}}"]
timeout = 600
[[test]]
name = "ctest"
run = ["{{ctest}}", "--test-dir", "{{build}}", "--timeout", "{{test_timeout}}", "--output-junit", "{{logs}}/ctest.xml"]
parser = "ctest-junit"
report = "{{logs}}/ctest.xml"
timeout = 300
per_test_timeout = {per_test_timeout}
{more}''', encoding="utf-8")
    return path
