def expected():
    return {"v": [(1 << 33) * i for i in range(777)]}
