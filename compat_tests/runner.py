"""Shorthand for the tests and tools in this folder: `runner.X` names the conformance engine, which lives
in the package (xlate/conformance/: cases, build, verdict, compare, mutations, selftest), so that
`xlate selftest` does not import from this folder. Tests that replace a function (monkeypatch) patch it
in the module that calls it, not here."""

from xlate.conformance.build import *
from xlate.conformance.cases import *
from xlate.conformance.compare import *
from xlate.conformance.mutations import *
from xlate.conformance.selftest import *
from xlate.conformance.verdict import *
