"""numpy oracle: rfft2 (last axis halved) and the unnormalized inverse irfft2 * nx * ny."""
import numpy as np


def expected() -> str:
    nx, ny = 4, 6
    i = np.arange(nx * ny)
    x = ((i * 7) % 5 - 1.5 + 0.25 * (i // ny)).reshape(nx, ny)
    f = np.fft.rfft2(x)
    back = np.fft.irfft2(f, s=(nx, ny)) * nx * ny
    return ("r2c:" + "".join(f" {v.real:.4f},{v.imag:.4f}" for v in f.reshape(-1)) + "\n"
            + "c2r:" + "".join(f" {v:.4f}" for v in back.reshape(-1)) + "\n")
