"""The warp analysis behind the XL2xx rules (docs/warp.md), in layers:

* tokens.py, intrinsics.py: token utilities; the CUDA warp operations and their compat32 spellings.
* records.py: what the analysis records (functions of a file, findings with their planned edits).
* scan_base.py < function_checks.py < scanner.py: the per-file scan that finds the hazards.
* taint.py, decision.py: the native64 soundness analysis and the per-component native64 decision.
* includes.py: where <xlate/compat32.h> is included.
* model.py: `analyze(model)`, the warp model of a translation (cached), and its planned edits.
* explain.py: the text of `xlate translate --explain-warp`.

The rule modules (xlate/rewrite/rules/warp_*.py) emit what model.analyze() finds.
"""
