import numpy as np


def signal(total, mul):
    return np.array([complex(0.5 * ((t * mul) % 5) - 1.0, 0.25 * ((t * 3) % 4)) for t in range(total)])


def expected():
    ri = lambda z: [v for c in z.flatten() for v in (c.real, c.imag)]
    a = signal(48, 7).reshape(8, 6)  # row-major: the last dimension (6) contiguous
    b = signal(96, 5).reshape(4, 4, 6)
    return {"size_consistent": [1], "fft2d": ri(np.fft.fft2(a)), "fft3d": ri(np.fft.fftn(b)), "roundtrip3d": ri(b)}
