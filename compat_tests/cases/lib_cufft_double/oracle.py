import numpy as np

N, BATCH, NR = 10, 2, 9


def expected():
    ri = lambda z: [v for c in z.flatten() for v in (c.real, c.imag)]
    t = np.arange(N * BATCH)
    z = (0.1 * ((t * 3) % 7) - 0.3) + 1j * (-0.2 * (t % 4) + 0.1)
    z = z.reshape(BATCH, N)
    r = 1.0 / (np.arange(NR) + 1.0)
    return {"z2z_forward": ri(np.fft.fft(z, axis=1)), "z2z_inverse_unnormalised": ri(N * z),
            "d2z": ri(np.fft.rfft(r)), "z2d_unnormalised": [float(v) for v in NR * r]}
