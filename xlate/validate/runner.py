"""One validation row: a recipe for one target, fetch -> system packages -> configure -> build -> verify
-> test.

The recipe's system packages are checked with dpkg-query (system.py). Every other step runs through
xlate.core.proc (no shell, its own process group, killed with its children at the step's timeout)
and writes its log to `<out>/<row>/logs/<step>.log`. The first step that fails ends the row; its
command, first error line and classified cause (classify.py) are the row's `first_failure`. Nothing
raises out of a row for a project's failure: a bad recipe or a missing toolchain does (exit 3 / 4)
before any row is run.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from xlate.core.proc import cmdline, run
from xlate.errors import INPUT, XlateError
from xlate.report.fetch import archive_path, cache_root, fetch_project, sha256_file
from xlate.report.manifest import Project, load_manifest
from xlate.toolchain.discover import find_toolchain
from xlate.toolchain.verify import verify_binary
from xlate.validate.classify import classify
from xlate.validate.parsers import FAILED, PARSERS, PASSED, TIMEOUT, Case, ParseError, counts
from xlate.validate.provenance import provenance, short_commit
from xlate.validate.recipe import KnownCause, Overlay, Recipe, TestCommand
from xlate.validate.system import check_packages
from xlate.validate.tools import find_cmake, nvcc_wrapper

TARGETS = ("gfx942", "cpu")
LOG_TAIL = 200_000  # characters of a step's output kept in its log
SKIP_DIRS = {"CMakeTmp", "CompilerIdCUDA", "CompilerIdCXX", "CompilerIdC"}


@dataclass
class Options:
    target: str  # gfx942 | cpu
    warp_size: int  # 64 | 32 (cpu)
    jobs: int
    out_dir: Path
    run_gpu_tests: bool | None = None  # gfx942 tests: None = when /dev/kfd exists
    timeout_cap: float | None = None  # no step or test command runs longer than this (s)
    reuse: list[Path] = field(default_factory=list)  # earlier runs' folders whose rows may stand (provenance.py)

    def cap(self, seconds: float) -> float:
        return min(seconds, self.timeout_cap) if self.timeout_cap else seconds


@dataclass
class Row:
    data: dict[str, Any] = field(default_factory=dict)

    def step(self, name: str, kind: str, status: str, seconds: float, command: str = "", log: str = "",
             first_error: str = "", cause: str = "") -> dict[str, Any]:
        s = {"name": name, "kind": kind, "status": status, "seconds": round(seconds, 2), "command": command,
             "log": log, "first_error": first_error, "cause": cause}
        self.data["steps"].append(s)
        if status not in ("ok", "skipped") and self.data["first_failure"] is None:
            self.data["first_failure"] = {"step": name, "kind": kind, "command": command,
                                          "first_error": first_error, "cause": cause}
        return s


def _short_paths(text: str, src: Path, build: Path) -> str:
    """A first error with the row's source and build folders written `{src}/…`, `{build}/…` (the table
    shows the first 160 characters; a long cache path would leave no room for the message)."""
    return text.replace(str(build), "{build}").replace(str(src), "{src}")


def row_name(recipe: Recipe, opts: Options) -> str:
    return f"{recipe.name}-{opts.target}" + (f"-w{opts.warp_size}" if opts.target == "cpu" else "")


def target_env(opts: Options, bin_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    for k in ("XLATE_NVCC_TARGET", "XLATE_NVCC_WARP_SIZE", "XLATE_OFFLOAD_ARCH"):
        env.pop(k, None)
    if opts.target == "cpu":
        env["XLATE_NVCC_TARGET"] = "cpu"
        env["XLATE_NVCC_WARP_SIZE"] = str(opts.warp_size)
    else:
        env["XLATE_OFFLOAD_ARCH"] = "gfx942"
        # links the project makes with its own compiler (gcc/g++ against the toolkit folder's libraries):
        # what the toolchain says such a link needs (Toolchain.project_link_flags; empty with ROCm). Make
        # and CMake read LDFLAGS from the environment.
        extra = " ".join(_project_link_flags())
        if extra:
            env["LDFLAGS"] = f"{env['LDFLAGS']} {extra}" if env.get("LDFLAGS") else extra
    return env


def _project_link_flags() -> list[str]:
    try:
        return find_toolchain().project_link_flags()
    except XlateError:
        return []  # no toolchain: the build step says so itself


def toolkit_root(nvcc: Path, env: dict[str, str]) -> str:
    """The row's CUDA toolkit folder ({cuda_root}), as a user gets it: `xlate-nvcc --xlate-toolkit-root`
    in the row's environment (XLATE_NVCC_TARGET picks the target's folder)."""
    proc = run([nvcc, "--xlate-toolkit-root"], env=env, timeout=900,
               what="asking xlate-nvcc for the row's CUDA toolkit folder")
    return proc.stdout.strip()


def _write_log(path: Path, command: str, proc_out: str, proc_err: str, rc: int | None, seconds: float) -> str:
    """The log file (command, exit, stderr then stdout) and the text the classifier reads."""
    text = (f"$ {command}\n# exit: {'killed (timeout)' if rc is None else rc}, {seconds:.1f} s\n"
            f"## stderr\n{proc_err[-LOG_TAIL:]}\n## stdout\n{proc_out[-LOG_TAIL:]}\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text


def _fmt(text: str, values: dict[str, str]) -> str:
    return text.format(**values)


# ----------------------------------------------------------------------------------------- fetch


def _corpus_project(recipe: Recipe, name: str) -> Project:
    by = {p.name: p for p in load_manifest()}
    if name not in by:
        raise XlateError(f"{recipe.path}: source {name!r} is not a project of corpus/manifest.toml", exit_code=INPUT)
    return by[name]


def _source_project(recipe: Recipe) -> Project:
    if recipe.corpus:
        return _corpus_project(recipe, recipe.corpus)
    assert recipe.archive is not None
    return Project(name=recipe.name, source="pypi-sdist", package=recipe.name, version="local",
                   archive=recipe.archive.name, sha256=recipe.archive_sha256, tier="small")


class Source(NamedTuple):
    """What fetch() gives a row: the project folder, its pin (the row's `source`) and each [[overlay]] with
    its folder in its fetched archive (copied into the private copy by _working_copy)."""

    folder: Path
    pin: dict[str, Any]
    overlays: list[tuple[Overlay, Path]]


def fetch(recipe: Recipe) -> Source:
    """The row's Source, or XlateError (the row's fetch failure). A local archive is checked against the
    recipe's sha256, then stored and unpacked by the corpus fetcher (safe extraction), as every overlay's."""
    p = _source_project(recipe)
    pin = {"corpus": recipe.corpus or None, "package": p.package, "version": p.version, "archive": p.archive,
           "sha256": p.sha256, "source": p.source}
    if recipe.archive is not None:
        if not recipe.archive.is_file():
            raise XlateError(f"{recipe.path}: archive {recipe.archive} not found", exit_code=INPUT)
        got = sha256_file(recipe.archive)
        if got != recipe.archive_sha256:
            raise XlateError(f"{recipe.name}: sha256 of {recipe.archive} is {got}, the recipe pins "
                             f"{recipe.archive_sha256}; refusing it", exit_code=INPUT)
        dest = archive_path(p)
        if not dest.is_file() or sha256_file(dest) != p.sha256:
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(recipe.archive, dest)
    top, _ = fetch_project(p)
    src = top / recipe.subdir if recipe.subdir else top
    if not src.is_dir():
        raise XlateError(f"{recipe.name}: subdir {recipe.subdir!r} is not a folder of {top}", exit_code=INPUT)
    overlays = fetch_overlays(recipe)
    if overlays:
        pin["overlays"] = []
        for ov, _folder in overlays:
            op = _corpus_project(recipe, ov.corpus)
            pin["overlays"].append({"corpus": ov.corpus, "package": op.package, "version": op.version,
                                    "archive": op.archive, "sha256": op.sha256, "from": ov.src, "to": ov.dest})
    return Source(src, pin, overlays)


def fetch_overlays(recipe: Recipe) -> list[tuple[Overlay, Path]]:
    """Each [[overlay]] with its folder in its fetched (sha256-checked) archive."""
    out = []
    for ov in recipe.overlays:
        top, _ = fetch_project(_corpus_project(recipe, ov.corpus))
        folder = top / ov.src
        if not folder.is_dir() or not folder.resolve().is_relative_to(top.resolve()):
            raise XlateError(f"{recipe.name}: overlay folder {ov.src!r} is not a folder of {top}", exit_code=INPUT)
        out.append((ov, folder))
    return out


def _apply_overlays(recipe: Recipe, overlays: list[tuple[Overlay, Path]], dest: Path) -> None:
    """Copies each fetched overlay into its missing or empty folder of the private copy `dest`."""
    for ov, folder in overlays:
        target = dest / ov.dest
        if not target.parent.resolve().is_relative_to(dest.resolve()) or target.is_symlink() or (target.exists() and (not target.is_dir() or any(target.iterdir()))):
            raise XlateError(f"{recipe.name}: overlay target {ov.dest!r} is not a missing or empty folder of the "
                             "source; an overlay never replaces project files", exit_code=INPUT)
        if target.exists():
            target.rmdir()
        shutil.copytree(folder, target, symlinks=True)


def _working_copy(recipe: Recipe, source: Source, row_dir: Path, env: dict[str, str]) -> Path:
    """A private copy of the source for in-source builds, overlays and patches (the fetched tree is shared)."""
    dest = row_dir / "src"
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(source.folder, dest, symlinks=True)
    _apply_overlays(recipe, source.overlays, dest)
    for patch in recipe.patches:
        run(["patch", "-p1", "--forward", "--batch", "-i", patch], cwd=dest, timeout=120, env=env,
            what=f"applying {patch.name}")
    return dest


# ---------------------------------------------------------------------------------------- verify


def _elf_outputs(root: Path) -> list[Path]:
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        # hidden folders are skipped, except libtool's output folder: an Automake project's shared libraries
        # and executables are there (what the build folder shows beside them is libtool's wrapper script)
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and (d == ".libs" or not d.startswith("."))]
        for f in filenames:
            p = Path(dirpath, f)
            if p.is_symlink() or not p.is_file():
                continue
            try:
                with open(p, "rb") as fh:
                    if fh.read(4) != b"\x7fELF":
                        continue
            except OSError:
                continue
            out.append(p)
    return sorted(out)


def verify_gfx942(roots: list[Path], log_path: Path) -> tuple[dict[str, Any], str]:
    """xlate.toolchain.verify on every ELF file of the build that holds device code (a .hip_fatbin):
    gfx942 code objects with kernels; executables and shared libraries NEEDED libamdhip64.so.N."""
    tc = find_toolchain()
    major = tc.hip_version.major if tc.hip_version else None
    files = [f for root in roots for f in _elf_outputs(root)]
    device, bad, lines = 0, [], []
    for f in files:
        rep = verify_binary(f, None, "gfx942", hip_major=major, cxxfilt=tc.tools.get("cxxfilt"),
                            bundler=tc.tools.get("bundler"))
        if any(c.name == ".hip_fatbin section" and not c.ok for c in rep.checks):
            continue  # no device code in this file
        device += 1
        lines.append(rep.summary())
        if not rep.ok:
            bad.append({"file": str(f),
                        "failures": [f"{c.name}: {c.detail}" for c in rep.failures]})
    if device == 0:
        lines.append(".hip_fatbin section: absent from every one of the "
                     f"{len(files)} ELF files the build produced: no device code was built")
    text = "\n".join(lines) + "\n"
    log_path.write_text(text, encoding="utf-8")
    result = {"elf_files": len(files), "with_device_code": device, "failed": bad,
              "hip_runtime": f"libamdhip64.so.{major}" if major is not None else "libamdhip64.so.N",
              "ok": device > 0 and not bad}
    return result, text


# ------------------------------------------------------------------------------------------ tests


def run_test(t: TestCommand, values: dict[str, str], env: dict[str, str], log_path: Path,
             timeout: float,
             known: Callable[[str, str], KnownCause | None] = lambda name, detail: None) -> dict[str, Any]:
    """Run one test command and read its verdicts; a failing case `known` names (the recipe's
    `[[known]]` entries for this target, given the case's name and failure message) gets the established
    cause and its evidence."""
    cmd = [_fmt(a, values) for a in t.run]
    report = Path(_fmt(t.report, values)) if t.report else None
    if report is not None and report.exists():
        report.unlink()  # never read a stale report
    env = {**env, **{k: _fmt(v, values) for k, v in t.env.items()}}
    start = time.monotonic()
    proc = run(cmd, cwd=Path(_fmt(t.cwd, values)), env=env, timeout=timeout, check=False, timeout_ok=True)
    secs = time.monotonic() - start
    killed = proc.returncode is None
    text = _write_log(log_path, cmdline(cmd), proc.stdout, proc.stderr, proc.returncode, secs)
    report_text = report.read_text(encoding="utf-8", errors="replace") if report and report.is_file() else ""
    try:
        cases = PARSERS[t.parser](proc.stdout + proc.stderr, report_text, killed, proc.returncode)
        problem = ""
    except ParseError as exc:
        cases, problem = [], str(exc)
    if not cases and not problem:
        problem = ("killed at the timeout before any test reported" if killed
                   else f"the test runner reported no test (exit code {proc.returncode})")
    failures = []
    for c in cases:
        if c.status in (FAILED, TIMEOUT):
            cause, _ = classify("test", f"{c.status}: {c.detail}" if c.status == TIMEOUT else c.detail or "failed")
            failure = {"name": c.name, "status": c.status, "cause": cause, "detail": c.detail[-600:]}
            k = known(c.name, c.detail)
            if k is not None:
                failure.update(cause=k.cause, evidence=k.evidence)
            failures.append(failure)
    return {"name": t.name, "command": cmdline(cmd), "parser": t.parser, "seconds": round(secs, 2),
            "exit_code": proc.returncode, "killed": killed, "counts": counts(cases), "failures": failures,
            "problem": problem, "log": str(log_path), "_text": text, "_cases": cases}


def _sum_counts(results: list[dict[str, Any]]) -> dict[str, int]:
    keys = ("passed", "failed", "skipped", "timeout", "run")
    return {k: sum(r["counts"][k] for r in results) for k in keys}


# -------------------------------------------------------------------------------------------- row


def run_row(recipe: Recipe, opts: Options, echo=print) -> dict[str, Any]:
    name = row_name(recipe, opts)
    row_dir = opts.out_dir / name
    logs = row_dir / "logs"
    if row_dir.exists():
        shutil.rmtree(row_dir)
    logs.mkdir(parents=True)
    started = time.monotonic()
    row = Row({"project": recipe.name, "row": name, "target": opts.target,
               "warp_size": opts.warp_size if opts.target == "cpu" else 64, "required": recipe.required,
               "patched": recipe.patched, "patch_reason": recipe.patch_reason, "source": None,
               "fetched": False, "configured": None, "built": False, "verified": None,
               "tests": {"passed": 0, "failed": 0, "skipped": 0, "timeout": 0, "run": 0, "commands": [],
                         "not_run": ""},
               "system_packages": None, "steps": [], "first_failure": None, "seconds": 0.0, "tools": {}})
    d = row.data

    def finish() -> dict[str, Any]:
        d["seconds"] = round(time.monotonic() - started, 2)
        if not d["tests"]["commands"] and not d["tests"]["not_run"]:
            d["tests"]["not_run"] = f"not reached ({d['first_failure']['step']} failed)"
        ff = d["first_failure"]
        t = d["tests"]
        echo(f"{name}: " + (f"{ff['step']} failed: {ff['cause']}: {ff['first_error'][:160]}" if ff else
                            f"built{', verified' if d['verified'] else ''}, " +
                            (f"tests not run: {t['not_run']}" if t["not_run"] else
                             f"tests {t['passed']}/{t['run']} passed")))
        return d

    if opts.target not in recipe.targets:
        d["tests"]["not_run"] = f"the recipe does not build for {opts.target}"
        row.step("fetch", "fetch", "skipped", 0.0, first_error=d["tests"]["not_run"])
        return finish()

    # fetch
    t0 = time.monotonic()
    try:
        source = fetch(recipe)
        src, d["source"] = source.folder, source.pin
    except XlateError as exc:
        # the error's detail (apt-get's or the download's own output: "404  Not Found") says why;
        # the log keeps it and the cause is read from both
        msg = exc.message + (f"\n{exc.detail.strip()}" if (exc.detail or "").strip() else "")
        (logs / "fetch.log").write_text(msg + "\n", encoding="utf-8")
        cause, first = classify("fetch", msg)
        row.step("fetch", "fetch", "failed", time.monotonic() - t0, "", str(logs / "fetch.log"), first, cause)
        return finish()
    d["fetched"] = True
    bin_dir = row_dir / "bin"
    nvcc = nvcc_wrapper(bin_dir)
    env = target_env(opts, bin_dir)
    stage = "tooling"
    try:
        cmake_dir, how = find_cmake(recipe.cmake_minimum)
        env["PATH"] = f"{cmake_dir}{os.pathsep}{env['PATH']}"
        d["tools"] = {"cmake": how, "nvcc": str(nvcc)}
        root = toolkit_root(nvcc, env) if recipe.uses("cuda_root") else ""
        stage = "patch"
        if recipe.in_source or recipe.patches or recipe.overlays:
            src = _working_copy(recipe, source, row_dir, env)
    except XlateError as exc:
        (logs / "fetch.log").write_text(exc.message + "\n" + (exc.detail or "") + "\n", encoding="utf-8")
        row.step("fetch", "fetch", "failed", time.monotonic() - t0, "", str(logs / "fetch.log"),
                 exc.message[:400], stage)
        return finish()
    row.step("fetch", "fetch", "ok", time.monotonic() - t0, log=str(src))

    # system packages (the recipe's [system_packages], with dpkg-query)
    if recipe.system_packages:
        t0 = time.monotonic()
        check = check_packages(recipe)
        log = logs / "system-packages.log"
        log.write_text(check.log, encoding="utf-8")
        d["system_packages"] = {"checked": check.checked, "needed": [n for n, _ in recipe.system_packages],
                                "missing": [n for n, _ in check.missing]}
        if check.missing:
            cause, first = classify("system", check.log)
            row.step("system-packages", "system", "failed", time.monotonic() - t0, check.command, str(log), first,
                     cause)
            return finish()
        row.step("system-packages", "system", "ok" if check.checked else "skipped", time.monotonic() - t0,
                 check.command, str(log), first_error="" if check.checked else check.log.strip())
    build = row_dir / "build"
    build.mkdir()
    values = {"src": str(src), "build": str(build), "nvcc": str(nvcc), "cmake": str(cmake_dir / "cmake"),
              "ctest": str(cmake_dir / "ctest"), "jobs": str(opts.jobs), "logs": str(logs), "test_timeout": "",
              "cuda_root": root}

    # configure, build
    for step in recipe.steps:
        cmd = [_fmt(a, values) for a in step.run]
        senv = {**env, **{k: _fmt(v, values) for k, v in step.env.items()}}
        t0 = time.monotonic()
        proc = run(cmd, cwd=build if not recipe.in_source else src, env=senv, timeout=opts.cap(step.timeout), check=False,
                   timeout_ok=True)
        secs = time.monotonic() - t0
        log = logs / f"{step.name}.log"
        text = _write_log(log, cmdline(cmd), proc.stdout, proc.stderr, proc.returncode, secs)
        if proc.returncode == 0:
            row.step(step.name, step.kind, "ok", secs, cmdline(cmd), str(log))
            if step.kind == "configure":
                d["configured"] = True
            continue
        cause, first = classify(step.kind, text)
        row.step(step.name, step.kind, "timeout" if proc.returncode is None else "failed", secs, cmdline(cmd),
                 str(log), _short_paths(first, src, build), cause)
        if step.kind == "configure":
            d["configured"] = False
        return finish()
    d["built"] = True

    # verify
    if opts.target == "gfx942":
        t0 = time.monotonic()
        try:
            res, text = verify_gfx942([build] + ([src] if recipe.in_source else []), logs / "verify.log")
        except XlateError as exc:
            res, text = {"ok": False, "error": exc.message}, exc.message
            (logs / "verify.log").write_text(text + "\n", encoding="utf-8")
        d["verified"] = res.get("ok", False)
        d["verify"] = res
        if d["verified"]:
            row.step("verify", "verify", "ok", time.monotonic() - t0, log=str(logs / "verify.log"))
        else:
            cause, first = classify("verify", text)
            row.step("verify", "verify", "failed", time.monotonic() - t0, "", str(logs / "verify.log"), first, cause)
            return finish()

    # tests
    gpu_here = Path("/dev/kfd").exists() if opts.run_gpu_tests is None else opts.run_gpu_tests
    if not recipe.tests:
        d["tests"]["not_run"] = "the recipe has no test command (see its notes)"
        return finish()
    if opts.target == "gfx942" and not gpu_here:
        d["tests"]["not_run"] = "no AMD GPU here (/dev/kfd): gfx942 tests not run"
        return finish()
    results = []
    for t in recipe.tests:
        vals = {**values, "test_timeout": f"{t.per_test_timeout:g}"}
        res = run_test(t, vals, env, logs / f"test-{t.name}.log", opts.cap(t.timeout),
                       lambda name, detail: recipe.known_cause(name, opts.target, detail))
        results.append(res)
        cases: list[Case] = res.pop("_cases")
        text = res.pop("_text")
        bad = [c for c in cases if c.status not in (PASSED, "skipped")]
        if res["problem"] or bad:
            if bad:
                first = f"{bad[0].name}: {bad[0].status}" + (f": {bad[0].detail.splitlines()[0]}"
                                                            if bad[0].detail.strip() else "")
                cause = res["failures"][0]["cause"]
            else:
                cause, _ = classify("test", text)
                cause = "timeout" if res["killed"] else (cause if cause != "test-failed" else "no-verdict")
                first = res["problem"]
            row.step(f"test-{t.name}", "test", "failed", res["seconds"], res["command"], res["log"], first[:400],
                     cause)
        else:
            row.step(f"test-{t.name}", "test", "ok", res["seconds"], res["command"], res["log"])
    d["tests"].update(_sum_counts(results))
    d["tests"]["commands"] = results
    return finish()


def _earlier_rows(opts: Options) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Rows of the --reuse folders' tables that ran with the same --timeout-cap, by row name (a later
    folder's row wins), each with its folder. A folder without a readable table is an input error."""
    found: dict[str, tuple[Path, dict[str, Any]]] = {}
    for folder in opts.reuse:
        path = folder / "validation.json"
        try:
            table = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise XlateError(f"--reuse {folder}: cannot read {path}: {exc}", exit_code=INPUT) from None
        if table.get("selection", {}).get("timeout_cap") != opts.timeout_cap:
            continue
        for r in table.get("rows", []):
            if isinstance(r, dict) and r.get("row") and r.get("provenance"):
                found[r["row"]] = (folder, r)
    return found


def _reuse_row(folder: Path, row: dict[str, Any], opts: Options) -> dict[str, Any]:
    """An earlier run's row, its logs copied beside this run's rows and its log paths pointing there."""
    name = row["row"]
    old, new = (folder / name).resolve(), (opts.out_dir / name).resolve()
    if old != new:
        if new.exists():
            shutil.rmtree(new)
        if (old / "logs").is_dir():
            shutil.copytree(old / "logs", new / "logs", symlinks=True)
        row = json.loads(json.dumps(row).replace(json.dumps(str(old))[1:-1], json.dumps(str(new))[1:-1]))
    row["reused_from"] = str(folder)
    return row


def validate_projects(recipes: list[Recipe], opts: Options, echo=print,
                      on_row: Callable[[list[dict[str, Any]]], None] | None = None) -> list[dict[str, Any]]:
    """Every recipe's row for `opts.target`, one after the other (a build uses `opts.jobs` itself); a row
    of a --reuse folder that ran with this checkout's code digest is taken instead of running it.
    `on_row(rows so far)` after each row (the command writes the table so far: a run stopped part way keeps
    the rows it finished, and `--reuse` of its folder goes on from there)."""
    earlier = _earlier_rows(opts)
    opts.out_dir.mkdir(parents=True, exist_ok=True)
    cache_root().mkdir(parents=True, exist_ok=True)
    rows = []
    for r in recipes:
        prov = provenance(r, opts.target)
        name = row_name(r, opts)
        if name in earlier and earlier[name][1]["provenance"].get("digest") == prov["digest"]:
            folder, old = earlier[name]
            echo(f"{name}: the row of {folder} (xlate {short_commit(old['provenance'])}, same code digest)")
            rows.append(_reuse_row(folder, old, opts))
        else:
            row = run_row(r, opts, echo)
            after = provenance(r, opts.target)
            if after["digest"] != prov["digest"]:  # xlate's files changed while the row ran: it stands for neither
                after.update(digest=None, changed_during_run=True)
            row["provenance"] = after
            rows.append(row)
        if on_row:
            on_row(rows)
    return rows
