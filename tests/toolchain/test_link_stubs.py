"""Link stubs (xlate.toolchain.link_stubs): librccl's SONAME, every function of rccl.h, a program linked
against it records NEEDED librccl.so.1, and a stub function that runs anyway says so and aborts."""

from __future__ import annotations

import re
import subprocess

from xlate.toolchain.discover import locate_toolchain
from xlate.toolchain.link_stubs import STUBS, declared_functions, link_stub


def test_rccl_stub_has_the_soname_and_every_declared_function():
    tc = locate_toolchain()
    lib = link_stub(tc, "rccl")
    dyn = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True, check=True).stdout
    assert "Library soname: [librccl.so.1]" in dyn
    syms = subprocess.run(["nm", "-D", "--defined-only", str(lib)], capture_output=True, text=True,
                          check=True).stdout
    defined = set(re.findall(r" T (\w+)$", syms, re.MULTILINE))
    declared = set(declared_functions(tc, "rccl"))
    # read independently of libclang: the header's own `ncclResult_t  ncclX(` declarations
    header = (tc.hip_include / STUBS["rccl"].header).read_text(encoding="utf-8")
    by_text = set(re.findall(r"^ncclResult_t\s+(p?nccl\w+)\s*\(", header, re.MULTILINE))
    assert len(by_text) > 50
    assert by_text <= declared == defined


def test_a_program_linked_against_the_stub_needs_the_real_library(tmp_path):
    tc = locate_toolchain()
    lib = link_stub(tc, "rccl")
    src = tmp_path / "v.c"
    src.write_text("#include <stdio.h>\nint ncclGetVersion(int*);\n"
                   "int main(void) { int v = 0; ncclGetVersion(&v); printf(\"%d\\n\", v); return 0; }\n")
    exe = tmp_path / "v"
    subprocess.run([str(tc.clang), "-x", "c", str(src), "-x", "none", str(lib), "-o", str(exe)], check=True, timeout=120)
    dyn = subprocess.run(["readelf", "-d", str(exe)], capture_output=True, text=True, check=True).stdout
    assert "Shared library: [librccl.so.1]" in dyn and "RUNPATH" not in dyn and "RPATH" not in dyn
    # made to load the stub, a call stops the program and names what to install
    env = {"LD_LIBRARY_PATH": str(tmp_path)}
    (tmp_path / "librccl.so.1").symlink_to(lib)
    proc = subprocess.run([str(exe)], capture_output=True, text=True, env=env, check=False, timeout=60)
    assert proc.returncode != 0 and proc.stdout == ""
    assert "ncclGetVersion was called in the link stub of librccl.so.1; install RCCL" in proc.stderr
