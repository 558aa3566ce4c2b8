import numpy as np


def expected():
    ri = lambda z: [v for c in z.flatten() for v in (c.real, c.imag)]
    t = np.arange(24)
    buf = (0.5 * ((t * 5) % 7) - 1.5) + 1j * (0.25 * ((t * 2) % 5) - 0.5)
    sig = np.array([[buf[i * 3 + b] for i in range(8)] for b in range(3)])  # istride 3, idist 1
    out = {"interleaved": ri(np.fft.fft(sig, axis=1))}
    arr = np.array([[[0.125 * ((r * 7 + c * 3 + b * 5) % 11) - 0.5 for c in range(6)] for r in range(4)]
                    for b in range(2)])
    out["padded_r2c"] = ri(np.fft.rfft2(arr))  # per batch 4 x 4, odist 16
    return out
