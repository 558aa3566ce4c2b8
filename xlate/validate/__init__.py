"""`xlate validate`: real CUDA projects, unchanged, through their own build and their own tests.

Recipes (`validation/<project>.toml`, read by `recipe.py`) name a pinned source (a corpus project of
corpus/manifest.toml, fetched by xlate.report.fetch, or a local archive with its sha256), the build
steps as the project documents them for CUDA, and the project's own test commands with the parser
that reads their verdict per test (`parsers.py`). `runner.py` runs fetch -> configure -> build ->
verify -> test for one target (gfx942, or the cpu backend at wave 64/32), `classify.py` names the
cause of the first failing step from its log, `table.py` writes validation.json/.md/.html.
See docs/validation.md.
"""
