"""`xlate validate`: the command's logic (xlate/cli.py only hands over its arguments)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from xlate.errors import OK, USAGE, InputError, XlateError
from xlate.report.manifest import load_manifest
from xlate.validate.recipe import RecipeError, load_recipes
from xlate.validate.runner import TARGETS, Options, validate_projects
from xlate.validate.table import make_table, render_md, write_table


def run_validate_command(*, projects: list[str], target: str, warp_size: int, jobs: int | None, output: Path,
                         recipes_dir: Path | None = None, timeout_cap: float | None = None,
                         reuse: list[Path] | None = None, echo=print) -> int:
    """Run the rows and write the table. Exit 0 once the table is written, whatever its rows say."""
    if target not in TARGETS:
        raise XlateError(f"--target {target!r}: use one of {', '.join(TARGETS)}", exit_code=USAGE)
    if warp_size not in (64, 32):
        raise XlateError("--warp-size must be 64 or 32", exit_code=USAGE)
    if target == "gfx942" and warp_size != 64:
        raise XlateError("--warp-size 32 applies to --target cpu only (gfx942 wavefronts are 64 wide)",
                         exit_code=USAGE)
    if output.exists() and not output.is_dir():
        raise InputError(f"-o {output} is a file; name a folder for validation.json/.md/.html and the logs")
    recipes = load_recipes(recipes_dir, projects)
    if not recipes:
        raise XlateError(f"no recipe in {recipes_dir or 'validation/'}", exit_code=USAGE)
    known = {p.name for p in load_manifest()} if any(r.corpus for r in recipes) else set()
    for r in recipes:
        if r.corpus and r.corpus not in known:
            raise RecipeError(f"{r.path}: source {r.corpus!r} is not a project of corpus/manifest.toml")
    if timeout_cap is not None and timeout_cap <= 0:
        raise XlateError("--timeout-cap must be a positive number of seconds", exit_code=USAGE)
    opts = Options(target=target, warp_size=warp_size, jobs=jobs or os.cpu_count() or 1, out_dir=output,
                   timeout_cap=timeout_cap, reuse=list(reuse or []))
    selection = {"target": target, "warp_size": warp_size, "projects": [r.name for r in recipes], "jobs": opts.jobs,
                 "timeout_cap": timeout_cap, "reuse": [str(p) for p in opts.reuse]}

    def partial(rows: list[dict[str, Any]]) -> None:  # the table so far, naming the projects still to run
        if len(rows) < len(recipes):  # after the last row, the complete table below is written once
            write_table(make_table(rows, {**selection, "not_yet_run": [r.name for r in recipes[len(rows):]]}), output)

    rows = validate_projects(recipes, opts, echo, on_row=partial)
    table = make_table(rows, {**selection, "not_yet_run": []})
    write_table(table, output)
    sys.stdout.write(render_md(table))
    echo(f"table written to {output}/ (validation.json, validation.md, validation.html; logs per row)")
    return OK
