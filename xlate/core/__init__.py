"""The bottom layer: the data model every other package shares (`model`), the one process runner
(`proc`), the one resolver of xlate's cache folders (`cache`), build cache keys (`buildkey`), the
mapping-table loader (`tables`), and the CUDA version xlate reports (`cuda_version`). Nothing here
imports another xlate package (xlate.errors aside)."""
