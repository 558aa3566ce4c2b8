N = 60


def runs(x):
    out = []
    i = 0
    while i < len(x):
        j = i + 1
        while j < len(x) and x[j] == x[i]:
            j += 1
        out.append((i, j - i, x[i]))
        i = j
    return out


def expected():
    x = [1000 + i if i % 7 == 3 else (i // 5) * 2 - 7 for i in range(N)]
    flags = [(i * 5) % 3 == 1 for i in range(N)]
    sel = [v for v in x if v % 3 == 0]  # C's % keeps the sign: -3 % 3 == 0 either way
    fl = [v for v, f in zip(x, flags, strict=True) if f]
    r = runs(x)
    nontrivial = [(o, n) for o, n, _ in r if n > 1]
    return {"select_if_count": [len(sel)], "select_if": sel, "select_flagged_count": [len(fl)], "select_flagged": fl,
            "unique_count": [len(r)], "unique": [v for _, _, v in r],
            "rle_values_count": [len(r)], "rle_values": [v for _, _, v in r], "rle_lengths": [n for _, n, _ in r],
            "runs_offsets_count": [len(nontrivial)], "runs_offsets": [o for o, _ in nontrivial],
            "runs_lengths": [n for _, n in nontrivial]}
