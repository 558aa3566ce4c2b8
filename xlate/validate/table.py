"""The validation table: validation.json (schema: docs/validation.md), validation.md and
validation.html, rendered with jinja2 as xlate/report renders its report."""

from __future__ import annotations

import datetime
import json
import os
import platform
from pathlib import Path
from typing import Any

import jinja2

from xlate import __version__
from xlate.report import libfail
from xlate.report.render import library_md, point4_sentence, write_files
from xlate.validate.provenance import head_commit, short_commit

SCHEMA_VERSION = 1
HERE = Path(__file__).resolve().parent


def make_table(rows: list[dict[str, Any]], selection: dict[str, Any]) -> dict[str, Any]:
    return {"schema": SCHEMA_VERSION,
            "generated": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "xlate": {"version": __version__, "commit": head_commit()}, "host": {"machine": platform.machine(), "cpus": os.cpu_count()},
            "selection": selection, "rows": rows, "library_failures": library_failures(rows)}


LIBRARY_PREFIX = "library:"


def library_failures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The report's by-function section over the rows: each row's first failure and each failing test
    case whose cause is `library:<lib>:<function>` (classify.py), with the function's status in xlate's
    tables and its point-4 flag."""
    items = []
    for r in rows:
        found = []
        ff = r.get("first_failure")
        if ff and ff.get("cause", "").startswith(LIBRARY_PREFIX):
            found.append((ff["cause"], ff["step"]))
        for cmd in (r.get("tests") or {}).get("commands", []):
            for f in cmd.get("failures", []):
                if f.get("cause", "").startswith(LIBRARY_PREFIX):
                    found.append((f["cause"], f"test {cmd['name']}: {f['name']}"))
        for cause, where in found:
            lib, _, function = cause[len(LIBRARY_PREFIX):].partition(":")
            items.append((r.get("row") or r.get("project", "?"), where, libfail.make(lib, function, where, None)))
    return libfail.summarise(items)


def state(row: dict[str, Any], key: str) -> str:
    """yes / no / – for the fetched, configured, built, verified columns."""
    v = row.get(key)
    return "–" if v is None else ("yes" if v else "no")


def tests_cell(row: dict[str, Any]) -> str:
    t = row["tests"]
    if t["not_run"]:
        return "not run"
    extra = [f"{t[k]} {k}" for k in ("failed", "timeout", "skipped") if t[k]]
    return f"{t['passed']}/{t['run']} passed" + (f" ({', '.join(extra)})" if extra else "")


def _env() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE)), undefined=jinja2.StrictUndefined,
                             autoescape=jinja2.select_autoescape(["html"]), trim_blocks=True, lstrip_blocks=True)
    env.globals.update(short_commit=short_commit, state=state, tests_cell=tests_cell, library_md=library_md, point4_sentence=point4_sentence)
    return env


def render_md(table: dict[str, Any]) -> str:
    return _env().get_template("validation.md.j2").render(t=table)


def render_html(table: dict[str, Any]) -> str:
    return _env().get_template("validation.html.j2").render(t=table)


def write_table(table: dict[str, Any], out_dir: Path) -> list[Path]:
    """The three files, each written whole (JSON first: it survives a failure of the others)."""
    return write_files(out_dir, (("validation.json", lambda: json.dumps(table, indent=1) + "\n"),
                                 ("validation.md", lambda: render_md(table)),
                                 ("validation.html", lambda: render_html(table))))
