import math


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def expected():
    out = []
    for i in range(40):
        out += [fib(i % 16), math.gcd(i * 84, 360 - i)]
    return {"out": out, "host_agrees": [1]}
