def expected():
    w = [0.25 * (k + 1) for k in range(5)]
    return {"out": [w[i % 5] * i + 1.5 * -3 + 123456789012345 % 1000 + ord("A") for i in range(20)]}
