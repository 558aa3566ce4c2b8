"""Rule modules, by family: api/ (XL1xx), warp/ (XL2xx), ptx/ (XL3xx), libs/ (XL4xx), lang/ (XL5xx),
frontend/ (the XL9xx codes, registered here and emitted elsewhere). A module named for its codes defines
RULES (list of RuleInfo, each with its doc page text) and, for a rule that edits or reports, run(model,
emit) and ORDER; modules named `_...` are the rules' shared helpers (_support_include; the token helpers
all of rewrite shares are xlate/rewrite/syntax.py). xlate.rewrite.registry finds them all and orders
them by ORDER, never by name."""
