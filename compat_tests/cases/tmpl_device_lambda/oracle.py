def expected():
    out = []
    for i in range(50):
        out += [i + 21, sum(k * i for k in range(i % 5 + 1))]
    return {"out": out}
