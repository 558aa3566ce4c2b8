"""The conformance suite's engine (`xlate selftest` and the tests in compat_tests/): load cases, translate
them with xlate, build and run them on a backend, compare what they print with their references.

A case is `compat_tests/cases/<name>/` holding the original CUDA program, `case.toml` and its
references (`oracle.py`, and/or `reference/` recorded on an NVIDIA GPU with `PROVENANCE.toml`).
Programs print `key: v1 v2 ...` lines; `case.toml` says how each key is compared (docs/conformance.md).
The cases live in the source checkout (compat_tests/), not in the installed package.

Modules, in the order a case goes through them: `cases` (format, loader), `build` (translate, build,
cache), `verdict` (run, judge), `compare` (outputs against references), `mutations` (deliberate bugs the
suite must catch), `selftest` (the whole run and its results document).
"""
