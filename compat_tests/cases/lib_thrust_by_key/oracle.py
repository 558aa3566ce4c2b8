"""sort_by_key's order of equal keys is unspecified (not stable), so the values after it are not
printed; stable_sort_by_key keeps it. reduce_by_key reduces each run of consecutive equal keys."""

N = 64


def by_key(keys, vals, eq, op):
    out_k, out_v = [], []
    for k, v in zip(keys, vals, strict=True):
        if out_k and eq(out_k[-1], k):
            out_v[-1] = op(out_v[-1], v)
        else:
            out_k.append(k)
            out_v.append(v)
    return out_k, out_v


def expected():
    keys = [(i * 37) % 11 * 7 % 40 for i in range(N)]
    vals = [100 + i for i in range(N)]
    asc = sorted(range(N), key=lambda i: keys[i])
    gk, gv = by_key([keys[i] for i in asc], [vals[i] for i in asc], lambda a, b: a == b, lambda a, b: a + b)
    desc = sorted(range(N), key=lambda i: -keys[i])  # Python's sort is stable
    dk, dv = [keys[i] for i in desc], [vals[i] for i in desc]
    ek, ev = by_key(dk, dv, lambda a, b: a // 10 == b // 10, max)
    return {"sorted_keys": sorted(keys), "groups": [len(gk)], "group_keys": gk, "group_sums": gv,
            "desc_keys": dk, "desc_vals": dv, "decades": [len(ek)], "decade_of_keys": [k // 10 for k in ek], "decade_max_vals": ev}
