"""Rule modules, by family: api/ (XL1xx), ptx/ (XL3xx), libs/ (XL4xx), lang/ (XL5xx), frontend/ (the
XL9xx codes, registered here and emitted elsewhere); the warp modules (XL2xx) and includes.py (XL501)
still sit directly in this package. A module named for its codes defines RULES (list of RuleInfo, each
with its doc page text) and, for a rule that edits or reports, run(model, emit) and ORDER; modules
named `_...` are shared helpers (_syntax, _support_include). xlate.rewrite.registry finds them all and
orders them by ORDER, never by name."""
