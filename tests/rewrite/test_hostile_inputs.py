"""Hostile and careless input trees for `xlate translate`: symlinks leading out, FIFOs and devices,
symlink loops, unreadable files, names that are not UTF-8, `-o newdir/`, xlate's own support headers
on -I, binary input. Nothing is ever written outside the output, nothing hangs, every problem is one
located diagnostic and exit code 3 (docs/exit-codes.md), and the rest of the tree is still translated.

Anything that could hang on the old code (FIFOs, devices) runs in a child process with a timeout."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from xlate.cli import main
from xlate.rewrite import inputs as inputs_mod

KERNEL = b"__global__ void k(float *p) { p[0] = 1; }\nvoid run() { cudaDeviceSynchronize(); }\n"
HOST = b"void f() { cudaDeviceSynchronize(); }\n"
TIMEOUT = 120  # seconds for a child xlate; the old code hung forever on a FIFO


def xlate(*args) -> object:
    return CliRunner().invoke(main, ["translate", *map(str, args)], catch_exceptions=False)


def xlate_proc(*args, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xlate", "translate", *map(str, args)], cwd=cwd,
                          capture_output=True, timeout=TIMEOUT, check=False)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def files_under(path: Path) -> list[str]:
    return sorted(p.relative_to(path).as_posix() for p in path.rglob("*") if p.is_file() or p.is_symlink())


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """proj/ with a kernel, a header in sub/, a symlink to a .cu outside the folder, a symlink to a
    header outside with the same base name as sub/o.cu, a symlink to /etc/passwd named like a header,
    and inside symlinks (a file and a folder)."""
    proj = tmp_path / "proj"
    (proj / "sub").mkdir(parents=True)
    (tmp_path / "outside").mkdir()
    (proj / "a.cu").write_bytes(KERNEL)
    (proj / "sub" / "o.cu").write_bytes(HOST)
    (proj / "notes.txt").write_text("notes\n")
    (tmp_path / "outside" / "o.cu").write_bytes(HOST)
    os.symlink("../outside/o.cu", proj / "o.cu")
    os.symlink("/etc/passwd", proj / "passwd.h")
    os.symlink(tmp_path / "outside", proj / "ext")  # a folder outside, by absolute path
    os.symlink("sub", proj / "include")  # a folder inside
    os.symlink("sub/o.cu", proj / "same.cu")  # a file inside
    return proj


def test_symlinks_leading_out_are_refused_and_nothing_is_dropped(tree: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside" / "o.cu"
    before = digest(outside)
    out = tmp_path / "out"
    r = xlate(tree, "-o", out)
    assert r.exit_code == 3, r.output
    err = r.stderr
    assert "Traceback" not in err
    # one line per link, naming the link (location) and its target
    assert f"proj/o.cu:1:1: error: symlink to the file {outside}" in err and "(-> ../outside/o.cu)" in err
    assert "proj/passwd.h:1:1: error: symlink to the file /etc/passwd" in err
    assert f"proj/ext:1:1: error: symlink to the folder {tmp_path / 'outside'}" in err
    assert err.count("[XL907]") == 3
    # the rest is translated and written at its own relative path (no base-name collision); the
    # outside file and /etc/passwd are neither copied nor translated
    assert files_under(out) == ["a.cu", "include", "notes.txt", "same.cu", "sub/o.cu"]
    assert b"hipDeviceSynchronize" in (out / "sub" / "o.cu").read_bytes()
    assert b"hipDeviceSynchronize" in (out / "a.cu").read_bytes()
    # inside links are recreated as relative links to the translated files
    assert os.readlink(out / "include") == "sub" and os.readlink(out / "same.cu") == "sub/o.cu"
    assert digest(outside) == before
    assert not any(p.name == "passwd.h" for p in out.rglob("*"))


def test_in_place_never_rewrites_a_file_outside_the_folder(tree: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside" / "o.cu"
    before = digest(outside)
    r = xlate(tree, "--in-place")
    assert r.exit_code == 3, r.output
    assert "proj/o.cu:1:1: error: symlink to the file" in r.stderr
    assert digest(outside) == before
    assert b"hipDeviceSynchronize" in (tree / "sub" / "o.cu").read_bytes()  # the tree itself is translated
    assert (tree / "o.cu").is_symlink() and (tree / "same.cu").is_symlink()  # links stay links


def test_output_folder_with_a_link_leading_out_is_refused(tmp_path: Path) -> None:
    proj = tmp_path / "proj"
    (proj / "sub").mkdir(parents=True)
    (proj / "sub" / "o.cu").write_bytes(HOST)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    os.symlink(elsewhere, out / "sub")
    r = xlate(proj, "-o", out)
    assert r.exit_code == 3 and "a symlink leading out of" in r.stderr
    assert list(elsewhere.iterdir()) == []


def test_fifo_and_device_inputs_end_with_a_diagnostic_not_a_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.cu"
    os.mkfifo(fifo)
    for args in ([fifo, "-o", tmp_path / "x.hip"], [fifo, "--stdout"], [fifo, "-o", tmp_path / "d/"],
                 ["/dev/null", "-o", tmp_path / "n.hip"]):
        p = xlate_proc(*args, cwd=tmp_path)
        err = p.stderr.decode()
        assert p.returncode == 3, (args, err)
        assert "Traceback" not in err and "not a source file or folder" in err
        assert ("a FIFO" if args[0] == fifo else "a device") in err
    # a FIFO inside a folder is skipped (never opened); the rest is translated
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "a.cu").write_bytes(KERNEL)
    os.mkfifo(proj / "b.cu")
    os.mkfifo(proj / "data.bin")
    p = xlate_proc(proj, "-o", tmp_path / "out", cwd=tmp_path)
    err = p.stderr.decode()
    assert p.returncode == 3, err
    assert "proj/b.cu:1:1: error: a FIFO, not a regular file; skipped (never opened) [XL908]" in err
    assert "proj/data.bin:1:1: error: a FIFO" in err
    assert files_under(tmp_path / "out") == ["a.cu"]


def test_symlink_loop_non_utf8_name_and_unreadable_file_in_a_folder(tmp_path: Path, monkeypatch) -> None:
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "a.cu").write_bytes(KERNEL)
    os.symlink("loop.cu", proj / "loop.cu")
    bad = os.fsdecode(b"caf\xe9.cu")  # Latin-1 name: not UTF-8
    (proj / bad).write_bytes(KERNEL)
    secret = proj / "data.txt"
    secret.write_text("data\n")
    secret.chmod(0)
    if os.geteuid() == 0:  # root reads mode-000 files: make the open fail as it would for a user
        real_open = inputs_mod.open_input

        def open_input(path: Path) -> int:
            if stat.S_IMODE(os.stat(path).st_mode) == 0:
                raise PermissionError(13, "Permission denied", str(path))
            return real_open(path)

        monkeypatch.setattr(inputs_mod, "open_input", open_input)
    out = tmp_path / "out"
    r = xlate(proj, "-o", out)
    err = r.stderr
    assert r.exit_code == 3, r.output
    assert "Traceback" not in err and "internal error" not in err
    assert "proj/loop.cu:1:1: error: symlink loop (-> loop.cu); skipped [XL906]" in err
    assert "proj/caf\\xe9.cu:1:1: error: the file name is not UTF-8" in err and "[XL909]" in err
    assert "proj/data.txt:1:1: error: cannot read" in err and "Permission denied" in err
    assert files_under(out) == ["a.cu"]
    assert b"hipDeviceSynchronize" in (out / "a.cu").read_bytes()
    secret.chmod(0o644)


def test_named_symlink_loop_and_non_utf8_name_are_input_errors(tmp_path: Path) -> None:
    os.symlink("me.cu", tmp_path / "me.cu")
    r = xlate(tmp_path / "me.cu", "--stdout")
    assert r.exit_code == 3 and "is a symlink loop" in r.stderr
    bad = tmp_path / os.fsdecode(b"k\xff.cu")
    bad.write_bytes(KERNEL)
    p = xlate_proc(bad, "--stdout", cwd=tmp_path)
    assert p.returncode == 3 and b"the name is not UTF-8" in p.stderr and b"Traceback" not in p.stderr


def test_output_with_trailing_slash_is_a_new_folder(tmp_path: Path) -> None:
    src = tmp_path / "k.cu"
    src.write_bytes(KERNEL)
    r = xlate(src, "-o", f"{tmp_path / 'newdir'}/")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "newdir").is_dir()
    assert b"hipDeviceSynchronize" in (tmp_path / "newdir" / "k.cu").read_bytes()


def test_support_headers_on_include_path_are_never_translated(tmp_path: Path, monkeypatch) -> None:
    """xlate installed next to the project: the support folder and the project share a parent, so
    taking the -I folder into the project root made xlate's own headers project files."""
    from xlate.parse import support

    home = tmp_path / "home"
    sup = home / "venv" / "xlate-support"
    shutil.copytree(support.SUPPORT_INCLUDE, sup)
    monkeypatch.setattr(support, "SUPPORT_INCLUDE", sup)
    proj = home / "proj"
    proj.mkdir()
    (proj / "w.cu").write_bytes(b"#include <xlate/compat32.h>\n" + KERNEL)
    before = {p: digest(p) for p in sup.rglob("*") if p.is_file()}
    r = xlate(proj / "w.cu", "-I", sup, "-o", tmp_path / "w.hip")
    assert r.exit_code == 0, r.output
    assert b"hipDeviceSynchronize" in (tmp_path / "w.hip").read_bytes()
    # a folder input that holds the support folder: it is skipped, and headers included from it are
    # system headers, not project files
    r = xlate(home, "-I", sup, "-o", tmp_path / "out")
    assert r.exit_code == 0, r.output
    assert files_under(tmp_path / "out") == ["proj/w.cu"]
    assert {p: digest(p) for p in sup.rglob("*") if p.is_file()} == before
    # naming it as an input is refused
    r = xlate(sup, "-o", tmp_path / "out2")
    assert r.exit_code == 3 and "xlate's own headers" in r.stderr


@pytest.mark.parametrize("data,what", [(b"\x7fELF\x00\x01" + bytes(range(200)), "binary file"),
                                       (b"int caf\xe9 = 1;\x02\n", "binary file")])
def test_binary_or_non_utf8_input_exits_3(tmp_path: Path, data: bytes, what: str) -> None:
    src = tmp_path / "x.cu"
    src.write_bytes(data)
    p = xlate_proc(src, "--stdout", cwd=tmp_path)
    assert p.returncode == 3 and what in p.stderr.decode() and b"Traceback" not in p.stderr
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "x.cu").write_bytes(data)
    (proj / "a.cu").write_bytes(KERNEL)
    r = xlate(proj, "-o", tmp_path / "out")
    assert r.exit_code == 3 and what in r.stderr
    assert files_under(tmp_path / "out") == ["a.cu"]  # the rest is translated


def test_build_translation_step_gives_exit_3_for_bad_input(tmp_path: Path) -> None:
    """`xlate build` / `xlate run` translate through translate_for_build: same exit codes."""
    from xlate.errors import XlateError
    from xlate.pipeline.translate import translate_for_build

    latin1 = tmp_path / "l.cu"
    latin1.write_bytes(b"int caf\xe9 = 1;\x02\n")  # not UTF-8 and a control byte: binary
    bad_name = tmp_path / os.fsdecode(b"k\xff.cu")
    bad_name.write_bytes(KERNEL)
    fifo = tmp_path / "p.cu"
    os.mkfifo(fifo)
    for src, what in ((latin1, "binary file"), (bad_name, "not UTF-8"), (fifo, "a FIFO")):
        with pytest.raises(XlateError) as ei:
            translate_for_build([src], tmp_path / "b", includes=[], defines=[], warp_mode="compat32")
        assert ei.value.exit_code == 3 and what in (ei.value.message + (ei.value.detail or ""))


def test_compile_database_fifo_and_explain_warp_bad_name(tmp_path: Path) -> None:
    import json

    fifo = tmp_path / "p.cu"
    os.mkfifo(fifo)
    db = tmp_path / "compile_commands.json"
    db.write_text(json.dumps([{"directory": str(tmp_path), "file": "p.cu", "arguments": ["nvcc", "-c", "p.cu"]}]))
    p = xlate_proc("-p", db, "-o", tmp_path / "out", cwd=tmp_path)
    assert p.returncode == 3 and b"a FIFO" in p.stderr, p.stderr
    bad_name = tmp_path / os.fsdecode(b"k\xff.cu")
    bad_name.write_bytes(KERNEL)
    p = xlate_proc(bad_name, "--explain-warp", "--stdout", cwd=tmp_path)
    assert p.returncode == 3 and b"not UTF-8" in p.stderr and b"Traceback" not in p.stderr, p.stderr
