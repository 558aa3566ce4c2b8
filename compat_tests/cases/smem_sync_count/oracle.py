def expected():
    c = sum(1 for t in range(300) if t % 7 == 0)
    return {"votes": [c, 1, 0, c, 1, 1, c, 1, 0]}
