import numpy as np

N, BATCH = 12, 3


def expected():
    x = np.array([[complex(0.25 * ((i * (b + 2)) % 7) - 0.75, 0.125 * ((i + 3 * b) % 5) - 0.25) for i in range(N)]
                  for b in range(BATCH)])
    f = np.fft.fft(x, axis=1)  # exp(-2 pi i jk/n): CUFFT_FORWARD
    ri = lambda z: [v for c in z.flatten() for v in (c.real, c.imag)]
    return {"forward": ri(f), "roundtrip": ri(x)}
