"""Issue 20's property, a short CI slice: random warp kernels (tests/warp/property_gen.py) give the same
output in native64 and compat32 on the cpu backend (wave64). benchmarks/warp_property.py runs >= 10,000."""

from __future__ import annotations

from tests.warp import property_gen


def test_native64_equals_compat32_on_random_kernels():
    diffs, native = property_gen.check(40, seed=20)
    assert not diffs, "\n\n".join(diffs[:3])
    assert native > 0  # the slice exercises kernels native64 rewrites, not only fallbacks


def test_the_generator_reaches_partition_visible_sinks():
    import random

    rng = random.Random(1)
    progs = [property_gen.program(rng) for _ in range(200)]
    assert any("(warp)] = v" in p for p in progs) and any("__ballot_sync" in p for p in progs)
