def expected():
    out = [x + 100 * y + 10000 * z for z in range(5) for y in range(7) for x in range(13)]
    return {"out": out + [4 * 100 + 2 * 10 + 3, 4 * 100 + 4 * 10 + 2]}
