"""Command line: argument handling only. Each command calls one function of the package that owns it."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from xlate import __version__
from xlate.core.proc import exit_on_sigterm
from xlate.errors import INTERNAL, XlateError


def _fail(err: XlateError) -> None:
    click.echo(f"xlate: error: {err.message}", err=True)
    if err.detail:
        click.echo(err.detail.rstrip(), err=True)
    sys.exit(err.exit_code)


class _Group(click.Group):
    """Turns XlateError into one line and an exit code; anything else is an internal error."""

    def invoke(self, ctx: click.Context):
        exit_on_sigterm()
        try:
            return super().invoke(ctx)
        except XlateError as err:
            _fail(err)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("xlate: interrupted", err=True)
            sys.exit(130)
        except Exception as exc:  # noqa: BLE001 -- a bug in xlate: one line, full trace on request
            import os
            import traceback

            if os.environ.get("XLATE_DEBUG"):
                traceback.print_exc()
            click.echo(
                f"xlate: internal error: {type(exc).__name__}: {exc} (set XLATE_DEBUG=1 for the trace; "
                "please report it)",
                err=True,
            )
            sys.exit(INTERNAL)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="xlate")
def main() -> None:
    """xlate: take CUDA code to AMD GPUs (gfx942 first) and prove it computes the same thing.

    Exit codes: see docs/exit-codes.md.
    """


# ---------------------------------------------------------------- toolchain (xlate/toolchain)


@main.command()
@click.option("--offline", is_flag=True, help="Use only the package cache; fail if something is missing.")
def setup(offline: bool) -> None:
    """Fetch and unpack the pinned portable toolchain (HIP headers, runtime, device libraries)."""
    from xlate.toolchain.setup import run_setup

    sys.exit(run_setup(offline=offline))


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
def doctor(as_json: bool) -> None:
    """Say which toolchain and front end xlate would use, and how to fix what is missing."""
    from xlate.cpu.build import describe_contraction
    from xlate.runtime_shim import describe
    from xlate.toolchain.doctor import run_doctor

    sys.exit(run_doctor(as_json=as_json, shim_describe=describe, contraction=describe_contraction))


@main.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True, help="Object or executable.")
@click.option("-c", "compile_only", is_flag=True, help="Compile to objects only (one source per -o).")
@click.option("--offload-arch", default="gfx942", show_default=True, help="Comma-separated AMD targets.")
@click.option("-I", "includes", multiple=True, type=click.Path(path_type=Path), help="Include directory.")
@click.option("-D", "defines", multiple=True, help="Macro definition NAME[=VALUE].")
@click.option("-O", "opt", default="2", show_default=True, help="Optimisation level (0-3, s, z).")
@click.option("-l", "libs", multiple=True, help="Library to link.")
@click.option("-L", "libdirs", multiple=True, type=click.Path(path_type=Path), help="Library directory.")
@click.option("--verify/--no-verify", default=True, show_default=True, help="Check the result for gfx942.")
@click.option("--warp-mode", type=click.Choice(["compat32", "native64"]), default="compat32", show_default=True)
@click.option("--keep", type=click.Path(path_type=Path), help="Keep translated sources in this directory.")
def build(sources, output, compile_only, offload_arch, includes, defines, opt, libs, libdirs, verify,
          warp_mode, keep) -> None:
    """Build HIP or CUDA sources into gfx942 objects or an executable (CUDA is translated first)."""
    from xlate.driver.libs import library_dirs
    from xlate.pipeline.build import BuildRequest, run_build

    # -lcublas, -lcusparse, ... as nvcc takes them: the gfx toolkit folder's lib64 first (xlate.driver.libs)
    cuda_libdirs = library_dirs("gfx", list(libs), list(libdirs)) if not compile_only else []
    req = BuildRequest(
        sources=list(sources), output=output, compile_only=compile_only,
        offload_archs=[a for a in offload_arch.split(",") if a], includes=list(includes),
        defines=list(defines), opt=opt, libs=list(libs), libdirs=[*cuda_libdirs, *libdirs], verify=verify,
        warp_mode=warp_mode, keep_dir=keep,
    )
    sys.exit(run_build(req))


# ---------------------------------------------------------------- translation (xlate/parse, xlate/rewrite)


@main.command()
@click.argument("inputs", nargs=-1, type=click.Path(path_type=Path))
@click.option("-o", "--output", type=click.Path(), help="Output file or directory (a trailing / makes it a "
              "directory).")  # a str: Path() would drop the trailing "/"
@click.option("--in-place", is_flag=True, help="Rewrite the inputs themselves.")
@click.option("-p", "--compile-commands", type=click.Path(path_type=Path), help="compile_commands.json.")
@click.option("-I", "includes", multiple=True, type=click.Path(path_type=Path), help="Include directory.")
@click.option("-D", "defines", multiple=True, help="Macro definition NAME[=VALUE].")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif"]), default="text", show_default=True)
@click.option("--werror", is_flag=True, help="Treat warnings as errors (exit 1).")
@click.option("--select", multiple=True, help="Only report these codes or prefixes (XL5, XL501).")
@click.option("--ignore", multiple=True, help="Do not report these codes or prefixes.")
@click.option("--warp-mode", type=click.Choice(["compat32", "native64"]), default="compat32", show_default=True)
@click.option("--stdout", "to_stdout", is_flag=True, help="Print the translation of a single file to stdout.")
@click.option("--list-rules", is_flag=True, help="List the rule codes and exit.")
@click.option("--explain-warp", is_flag=True, help="Print per kernel the warp hazards found and what was done "
                                                    "(to stderr).")
def translate(inputs, output, in_place, compile_commands, includes, defines, fmt, werror, select, ignore,
              warp_mode, to_stdout, list_rules, explain_warp) -> None:
    """Translate CUDA files, folders or a compile database into HIP."""
    from xlate.pipeline.translate import TranslateRequest, run_translate

    if explain_warp:
        from xlate.rewrite.inputs import check_named
        from xlate.rewrite.warp.explain import explain_inputs

        for p in inputs:  # a FIFO, a symlink loop, a name that is not UTF-8: exit 3 before reading
            check_named(Path(p))
        click.echo(explain_inputs(list(inputs), list(includes), list(defines), warp_mode), err=True)

    req = TranslateRequest(
        inputs=list(inputs), output=output, in_place=in_place, compile_commands=compile_commands,
        includes=list(includes), defines=list(defines), fmt=fmt, werror=werror, select=list(select),
        ignore=list(ignore), warp_mode=warp_mode, to_stdout=to_stdout, list_rules=list_rules,
    )
    sys.exit(run_translate(req))


# ---------------------------------------------------------------- backends (xlate/cpu)


@main.command(context_settings={"ignore_unknown_options": False})
@click.argument("sources", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--backend", type=click.Choice(["cpu", "amd"]), default="cpu", show_default=True)
@click.option("--warp-size", type=click.Choice(["64", "32"]), default="64", show_default=True,
              help="Wavefront width of the cpu backend.")
@click.option("--warp-mode", type=click.Choice(["compat32", "native64"]), default="compat32", show_default=True)
@click.option("-I", "includes", multiple=True, type=click.Path(path_type=Path), help="Include directory.")
@click.option("-D", "defines", multiple=True, help="Macro definition NAME[=VALUE].")
@click.option("--memcheck", is_flag=True,
              help="cpu backend: check every memory access (AddressSanitizer); an out-of-bounds or "
                   "use-after-free access ends the run with kernel, block, thread, file:line and exit 98.")
@click.option("--racecheck", is_flag=True,
              help="cpu backend: report hazards on __shared__ and global memory between warps of a "
                   "block with no __syncthreads() between them (file:line of both accesses); exit 99 "
                   "if any.")
@click.option("--explain-cpu", is_flag=True,
              help="cpu backend: print per kernel the execution form chosen (loop or fibers) and why "
                   "(to stderr).")
def run(sources, backend, warp_size, warp_mode, includes, defines, memcheck, racecheck, explain_cpu) -> None:
    """Build CUDA (.cu, translated first) or HIP sources and run them: xlate run SRC... [-- ARGS]."""
    from xlate.pipeline.run import run_sources

    argv = sys.argv
    args = argv[argv.index("--") + 1:] if "--" in argv else []
    srcs = list(sources)[: len(sources) - len(args)]  # click appends the words after -- to SOURCES
    sys.exit(run_sources(srcs, backend=backend, warp_size=int(warp_size), warp_mode=warp_mode,
                         includes=list(includes), defines=list(defines), args=args, memcheck=memcheck,
                         racecheck=racecheck, explain_cpu=explain_cpu))


# ---------------------------------------------------------------- corpus and compatibility report (xlate/report)


@main.group()
def corpus() -> None:
    """The open-source CUDA corpus of the compatibility report (corpus/manifest.toml)."""


@corpus.command("fetch")
@click.option("--tier", type=click.Choice(["small", "large", "stress", "all"]), default=None,
              help="Projects of this tier (default: small, unless --project is given).")
@click.option("--project", "projects", multiple=True, help="Only this project (repeatable).")
@click.option("--manifest", type=click.Path(path_type=Path), help="Another manifest file.")
def corpus_fetch(tier, projects, manifest) -> None:
    """Download, verify (sha256) and unpack the pinned corpus archives into the cache."""
    from xlate.report import fetch
    from xlate.report.manifest import load_manifest, select

    chosen = select(load_manifest(manifest), tier or (None if projects else "small"), projects)
    sys.exit(fetch.run_fetch(chosen, echo=click.echo))


@corpus.command("nvcc-plan")
@click.option("--tier", type=click.Choice(["small", "large", "stress", "all"]), default=None,
              help="Projects of this tier (default: small, unless --project is given).")
@click.option("--project", "projects", multiple=True, help="Only this project (repeatable).")
@click.option("--manifest", type=click.Path(path_type=Path), help="Another manifest file.")
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True, help="The plan file (JSON).")
def corpus_nvcc_plan(tier, projects, manifest, output) -> None:
    """Write the files `xlate report` runs, for recording the nvcc baseline on a machine with nvcc."""
    import json

    from xlate.report.manifest import load_manifest, select
    from xlate.report.nvcc_baseline import make_plan

    chosen = select(load_manifest(manifest), tier or (None if projects else "small"), projects)
    plan = make_plan(chosen)
    output.write_text(json.dumps(plan, indent=1) + "\n", encoding="utf-8")
    n = sum(len(p["files"]) for p in plan["projects"])
    click.echo(f"{output}: {n} file(s) of {len(plan['projects'])} project(s); on the machine with nvcc run "
               f"`python3 -m xlate.report.nvcc_baseline run {output} --corpus <copy of the corpus src/ cache> "
               "-o corpus/nvcc_baseline.json`")


@main.command()
@click.option("--tier", type=click.Choice(["small", "large", "stress", "all"]), default=None,
              help="Projects of this tier (default: small, unless --project is given).")
@click.option("--project", "projects", multiple=True, help="Only this project (repeatable).")
@click.option("-j", "--jobs", type=int, default=None, show_default="CPU count",
              help="Files processed in parallel.")
@click.option("--naive", is_flag=True, help="Add a column: the same pipeline with renaming rules only.")
@click.option("--nvcc/--no-nvcc", default=True, show_default=True,
              help="Baseline column: does the original compile with nvcc (nvcc on PATH, else the recorded "
                   "corpus/nvcc_baseline.json).")
@click.option("--timeout", type=float, default=300.0, show_default=True, help="Seconds per file.")
@click.option("--no-cache", is_flag=True, help="Ignore cached per-file results.")
@click.option("--manifest", type=click.Path(path_type=Path), help="Another manifest file.")
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True,
              help="Folder for report.json, index.html and summary.md.")
def report(tier, projects, jobs, naive, nvcc, timeout, no_cache, manifest, output) -> None:
    """Translate and compile (gfx942) every CUDA file of the corpus; write the compatibility report."""
    from xlate.report.render import run_report_command

    sys.exit(run_report_command(tier=tier, projects=list(projects), jobs=jobs, naive=naive, nvcc=nvcc,
                                timeout=timeout, use_cache=not no_cache, manifest=manifest, output=output))


@main.command()
@click.option("--project", "projects", multiple=True, help="Only this project (repeatable; default: every recipe).")
@click.option("--target", type=click.Choice(["gfx942", "cpu"]), default="gfx942", show_default=True)
@click.option("--warp-size", type=click.Choice(["64", "32"]), default="64", show_default=True,
              help="Wavefront width of the cpu backend.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), help="Parallel build jobs per project (default: CPUs).")
@click.option("--recipes", type=click.Path(path_type=Path, file_okay=False), help="Another recipe folder.")
@click.option("--timeout-cap", type=float, help="Seconds: no step or test command runs longer (a quick look).")
@click.option("--reuse", multiple=True, type=click.Path(path_type=Path, file_okay=False, exists=True),
              help="An earlier run's folder: its rows that ran with this checkout's code digest are taken, not run.")
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True, help="Folder for the table and logs.")
def validate(projects, target, warp_size, jobs, recipes, timeout_cap, reuse, output) -> None:
    """Build real CUDA projects unchanged with their own build, run their own tests, write the table."""
    from xlate.validate.command import run_validate_command

    sys.exit(run_validate_command(projects=list(projects), target=target, warp_size=int(warp_size), jobs=jobs,
                                  output=output, recipes_dir=recipes, timeout_cap=timeout_cap, reuse=list(reuse),
                                  echo=click.echo))


@main.command("support-dir")
def support_dir() -> None:
    """Print the folder of xlate's support headers (<xlate/...>) for `-I` in other build systems."""
    from xlate.rewrite.support import SUPPORT_INCLUDE

    click.echo(str(SUPPORT_INCLUDE))


@main.command()
@click.option("--category", help="Only this category (runtime, driver, device, math, fp16, ...).")
@click.option("--status", type=click.Choice(["supported", "different", "unsupported"]), help="Only this status.")
@click.option("--list", "list_names", is_flag=True, help="List the entries, not only the counts.")
@click.option("--unsupported", is_flag=True, help="List the held-back (unsupported) names with reasons.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON (the same as --format json).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "md", "csv"]), default="text", show_default=True,
              help="md: the library table of docs/libraries.md; csv: the entries (with --category/--status).")
def coverage(category, status, list_names, unsupported, as_json, fmt) -> None:
    """Counts of the CUDA -> HIP mapping table per category and status; --list shows the entries."""
    from xlate.data.api.coverage import run_coverage

    click.echo(run_coverage(category=category, status=status, list_names=list_names, unsupported=unsupported,
                            as_json=as_json, fmt=fmt), nl=False)


# ---------------------------------------------------------------- nvcc-compatible driver (xlate/driver)


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                "help_option_names": []})
@click.pass_context
def nvcc(ctx: click.Context) -> None:
    """nvcc's command line: translate and build for gfx942 (or --xlate-target cpu). Same as xlate-nvcc."""
    from xlate.driver import run_nvcc

    sys.exit(run_nvcc(list(ctx.args)))



# ---------------------------------------------------------------- conformance suite (compat_tests/)


@main.command()
@click.option("--backend", type=click.Choice(["all", "cpu", "amd"]), default="all", show_default=True,
              help="cpu: wave64 + wave32 + gfx942 build; amd: gfx942 build + run on this machine's AMD GPU; "
                   "all: cpu, plus amd when /dev/kfd and ROCm exist.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              default=Path("xlate-selftest.json"), show_default=True, help="Results file (JSON) to send back.")
@click.option("--case", "cases", multiple=True, help="Only this case (repeatable).")
@click.option("--mutations", is_flag=True, help="Also apply the deliberate translation bugs and print the score.")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=2, show_default=True, help="Cases run in parallel.")
@click.option("--record-nvidia", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Instead: build every case's original CUDA with nvcc, run it on this NVIDIA GPU and write "
                   "references with provenance under this folder.")
def selftest(backend, output, cases, mutations, jobs, record_nvidia) -> None:
    """Run the conformance suite (compat_tests/) and write a results file; exit 1 when a case fails."""
    import json

    from xlate.conformance.cases import CaseError, suite_script
    from xlate.conformance.selftest import selftest as run_selftest
    from xlate.conformance.verdict import amd_available
    from xlate.errors import INPUT, RUN, TOOLCHAIN

    try:
        if record_nvidia is not None:
            rec = suite_script("record_nvidia")
            try:
                sys.exit(rec.record(record_nvidia, list(cases) or None, jobs=max(jobs, 8)))
            except rec.RecordError as exc:
                raise XlateError(f"cannot record NVIDIA references: {exc}", exit_code=TOOLCHAIN) from None
        if backend == "amd" and amd_available():
            raise XlateError("selftest --backend amd: " + "; ".join(amd_available())
                             + "; use --backend cpu on this machine", exit_code=RUN)
        doc = run_selftest(backend, list(cases) or None, jobs=jobs, mutations=mutations,
                           progress=lambda line: click.echo(line, err=True))
    except CaseError as exc:
        raise XlateError(str(exc), exit_code=INPUT) from None
    output.write_text(json.dumps(doc, indent=1) + "\n")
    t = doc["totals"]
    click.echo(f"selftest: {t['pass']} passed, {t['xfail']} known failures, {t['fail']} failed in "
               f"{t['seconds']} s; results in {output}")
    if t["fail"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
