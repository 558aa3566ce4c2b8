"""Diagnostics output: text, JSON, SARIF 2.1.0, --werror, --select/--ignore, the summary line."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote

import pytest

from xlate.core.model import Diagnostic, RuleInfo, Severity
from xlate.errors import USAGE, XlateError
from xlate.rewrite import output
from xlate.rewrite.registry import Selection

BASE = Path("/proj")
DIAGS = [
    Diagnostic("XL102", Severity.ERROR, Path("/proj/src/a.cu"), 3, 5, "cudaX has no HIP equivalent"),
    Diagnostic("XL103", Severity.WARNING, Path("/proj/src/a.cu"), 7, 9, "differs", fixit="hipY"),
    Diagnostic("XL902", Severity.NOTE, Path("/elsewhere/b.cuh"), 1, 1, "token level"),
]
RULES = [RuleInfo("XL102", "api-unsupported", "s1"), RuleInfo("XL103", "api-different", "s2")]


def test_text_is_clang_style_with_fixit_line():
    assert output.format_text(DIAGS, base=BASE) == (
        "src/a.cu:3:5: error: cudaX has no HIP equivalent [XL102]\n"
        "src/a.cu:7:9: warning: differs [XL103]\n"
        "  fix-it: hipY\n"
        "/elsewhere/b.cuh:1:1: note: token level [XL902]\n")


def test_werror_turns_warnings_into_errors_in_output_and_counts():
    assert "src/a.cu:7:9: error: differs [XL103]" in output.format_text(DIAGS, werror=True, base=BASE)
    s = output.count(DIAGS, output.Summary(), werror=True)
    assert (s.errors, s.warnings, s.notes) == (2, 0, 1)


def test_summary_line_is_honest_and_singular_aware():
    s = output.Summary(files_translated=3, files_changed=1, edits=1, errors=0, warnings=2, notes=1,
                       token_only=1)
    assert s.line() == ("xlate: 3 files translated (1 changed, 1 edit); 0 errors, 2 warnings, 1 note; "
                        "1 file translated at token level only")


def test_json_document():
    s = output.count(DIAGS, output.Summary(files_translated=2))
    doc = json.loads(output.format_json(DIAGS, s, base=BASE))
    assert doc["format"] == "xlate-diagnostics" and doc["version"] == 1
    assert doc["diagnostics"][1] == {"code": "XL103", "severity": "warning", "file": "src/a.cu", "line": 7,
                                     "column": 9, "message": "differs", "fixit": "hipY"}
    assert doc["summary"]["errors"] == 1 and doc["summary"]["files_translated"] == 2


def _check_sarif(log: dict) -> None:
    """Field-by-field check of what SARIF 2.1.0 requires of the parts xlate writes (OASIS standard,
    sections 3.13 sarifLog, 3.14 run, 3.18/3.19 tool/toolComponent, 3.27 result, 3.28-3.30 locations)."""
    assert set(log) <= {"$schema", "version", "runs", "inlineExternalProperties", "properties"}
    assert log["version"] == "2.1.0" and isinstance(log["runs"], list)
    for run in log["runs"]:
        driver = run["tool"]["driver"]
        assert isinstance(driver["name"], str) and driver["name"]
        ids = [r["id"] for r in driver.get("rules", [])]
        assert len(ids) == len(set(ids))
        for r in driver.get("rules", []):
            if "shortDescription" in r:
                assert isinstance(r["shortDescription"]["text"], str)
        assert run.get("columnKind", "unicodeCodePoints") in ("utf16CodeUnits", "unicodeCodePoints")
        for art in run.get("originalUriBaseIds", {}).values():
            assert art["uri"].endswith("/") and "://" in art["uri"]
        for res in run["results"]:
            assert isinstance(res["message"]["text"], str)
            assert res["level"] in ("none", "note", "warning", "error")
            assert ids[res["ruleIndex"]] == res["ruleId"]
            for loc in res["locations"]:
                phys = loc["physicalLocation"]
                art = phys["artifactLocation"]
                assert isinstance(art["uri"], str) and " " not in art["uri"]
                if "uriBaseId" in art:
                    assert art["uriBaseId"] in run["originalUriBaseIds"]
                region = phys["region"]
                assert region["startLine"] >= 1 and region["startColumn"] >= 1


def test_sarif_log_structure_and_columns_in_code_points():
    data = {Path("/proj/src/a.cu"): "x\nx\n\n\n\n\n/* é */ y\n".encode()}  # line 7: 'é' is 2 bytes
    log = output.to_sarif(DIAGS, RULES, output.Summary(), base=BASE, file_data=data)
    _check_sarif(log)
    results = log["runs"][0]["results"]
    assert [r["level"] for r in results] == ["error", "warning", "note"]
    assert results[1]["locations"][0]["physicalLocation"]["region"] == {"startLine": 7, "startColumn": 8}
    loc0 = results[0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert loc0 == {"uri": "src/a.cu", "uriBaseId": "SRCROOT"}
    assert unquote(results[2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) == \
        "file:///elsewhere/b.cuh"
    # a front-end code unknown to the registry still gets a rule entry
    assert log["runs"][0]["tool"]["driver"]["rules"][2] == {"id": "XL902"}


def test_select_and_ignore_by_code_and_prefix():
    sel = Selection.parse(["XL1"], ["XL103"])
    assert [d.code for d in sel.filter(DIAGS)] == ["XL102"]
    assert [d.code for d in Selection.parse([], ["xl9"]).filter(DIAGS)] == ["XL102", "XL103"]
    assert [d.code for d in Selection.parse(["XL102,XL902"], []).filter(DIAGS)] == ["XL102", "XL902"]
    assert Selection.parse(["ALL"], []).filter(DIAGS) == DIAGS


@pytest.mark.parametrize("bad", ["E501", "XL", "XL1234", "foo"])
def test_bad_codes_are_usage_errors(bad):
    with pytest.raises(XlateError) as ei:
        Selection.parse([bad], [])
    assert ei.value.exit_code == USAGE and bad.upper() in ei.value.message
