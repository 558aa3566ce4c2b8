def expected():
    out = []
    for g in range(6):
        for r in range(128):
            x, y, z = r % 4, (r // 4) % 4, r // 16
            out += [((r + 1) % 128) ** 2, x + 10 * y + 100 * z, 128]
    return {"out": out}
