"""`xlate build`: HIP and CUDA sources -> gfx942 objects or an executable, in one path.

CUDA sources (and the project headers they include) are translated (xlate.pipeline.translate) into
a private tree, each translated source starting with `#line 1 "<original>"`; then everything is
compiled by xlate.toolchain (one clang invocation where object names do not collide) with the
Gfx942Target's flags for translated code, and the result is verified for every requested target
unless --no-verify, an executable also for the kernels of the CUDA sources (the one kernel finder,
xlate.pipeline.kernels.program_kernels). Compiler messages name the user's files, never the
translated copies.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import click

from xlate.errors import OK, VerifyError
from xlate.pipeline.kernels import program_kernels
from xlate.pipeline.targets import Gfx942Target
from xlate.pipeline.translate import line_directive, project_root, translate_for_build
from xlate.toolchain.build import (
    CUDA_SUFFIXES,
    BuildRequest,
    BuildResult,
    Unit,
    check_request,
    compile_units,
    dir_pairs,
    verify_outputs,
)
from xlate.toolchain.discover import Toolchain


def _translate(cuda: list[Path], req: BuildRequest, work: Path) -> tuple[list[Unit], list[tuple[Path, Path]]]:
    """Translate CUDA sources; returns compile units and (translated, original) directory pairs used to
    map messages and include directories back to the user's tree."""
    out_dir = req.keep_dir if req.keep_dir is not None else work / "translated"
    out_dir.mkdir(parents=True, exist_ok=True)
    sources, includes = [s.resolve() for s in cuda], [i.resolve() for i in req.includes]
    mapping: dict[Path, Path] = translate_for_build(sources, out_dir.resolve(), includes=includes,
                                                    defines=list(req.defines), warp_mode=req.warp_mode)
    if req.expected_kernels is None and not req.compile_only and req.verify:
        # every non-template __global__ of the compiled sources must be in the executable's code objects
        req.expected_kernels = program_kernels([s for s in sources if s.suffix in CUDA_SUFFIXES],
                                               root=project_root(sources, includes), includes=includes,
                                               defines=list(req.defines))
    units: list[Unit] = []
    pairs: list[tuple[Path, Path]] = []
    for orig, trans in mapping.items():
        orig, trans = Path(orig).resolve(), Path(trans).resolve()
        pairs += dir_pairs(orig, trans, out_dir.resolve())
        if orig.suffix not in CUDA_SUFFIXES:
            continue  # headers are translated alongside, not compiled
        text = trans.read_text(encoding="utf-8")
        directive = line_directive(orig).decode("utf-8", "surrogateescape")
        if not text.startswith(directive):
            trans.write_text(directive + text, encoding="utf-8")
        units.append(Unit(original=orig, compiled=trans))
    pairs = sorted(set(pairs), key=lambda p: len(p[0].parts), reverse=True)
    return units, pairs


def build(req: BuildRequest, *, toolchain: Toolchain | None = None) -> BuildResult:
    """Build as `req` says; raises XlateError subclasses (exit 2/3/4/5/6) on failure."""
    hip, cuda, link = check_request(req)
    target = Gfx942Target(list(req.offload_archs), toolchain)
    tc = target.tools()
    with tempfile.TemporaryDirectory(prefix="xlate-build-") as tmp:
        work = Path(tmp)
        units = [Unit(original=s.resolve(), compiled=s.resolve()) for s in hip]
        pairs: list[tuple[Path, Path]] = []
        if cuda:
            cu_units, pairs = _translate(cuda, req, work)
            units += cu_units
        extra = target.translated_flags() if cuda else []
        outputs, messages = compile_units(req, tc, units, pairs, link, extra, work)
    return BuildResult(outputs=outputs, toolchain=tc, reports=verify_outputs(req, tc, outputs),
                       warnings="\n".join(m for m in messages if m.strip()))


def run_build(req: BuildRequest) -> int:
    res = build(req)
    if res.warnings:
        click.echo(res.warnings.rstrip(), err=True)
    tc = res.toolchain
    ver = f"HIP {tc.hip_version}" if tc.hip_version else "HIP ?"
    for out in res.outputs:
        click.echo(f"built {out} for {','.join(req.offload_archs)} with the {tc.kind} toolchain ({ver})")
    if not req.compile_only:
        click.echo(f"needs ROCm {tc.hip_version.major if tc.hip_version else '?'} ({tc.runtime_soname})")
    failed = [r for r in res.reports if not r.ok]
    for r in res.reports:
        click.echo(r.summary())
    if failed:
        first = failed[0]
        raise VerifyError(f"verification failed for {first.path} ({first.arch}): "
                          + "; ".join(f"{c.name}: {c.detail}" for c in first.failures))
    if not req.verify:
        click.echo("verification skipped (--no-verify)")
    return OK


__all__ = ["BuildRequest", "BuildResult", "build", "run_build"]
