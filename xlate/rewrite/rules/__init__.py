"""Rule families. Each module here that defines `RULES` (list of RuleInfo) and `run(model, emit)` is a
rule family; xlate.rewrite.registry finds them by listing this package (modules sorted by name)."""
