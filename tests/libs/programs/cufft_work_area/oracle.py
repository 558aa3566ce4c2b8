"""numpy (pocketfft) oracle: a batch of 2D FFTs forward, then the unnormalized inverse (nx * ny * ifft2);
cuFFT's work area for such a plan has a positive size that cufftGetSize repeats."""
import numpy as np


def expected() -> str:
    nx, ny, batch = 6, 8, 3
    f32 = np.float32
    i = np.arange(nx * ny * batch)
    fi = i.astype(f32)
    re = (np.cos(f32(0.21) * fi).astype(f32) + f32(0.05) * (i % 7).astype(f32)).astype(f32)
    im = (np.sin(f32(0.13) * fi).astype(f32) - f32(0.25)).astype(f32)
    x = (re.astype(np.float64) + 1j * im.astype(np.float64)).reshape(batch, nx, ny)
    f = np.fft.fft2(x)
    inv = np.fft.ifft2(f) * (nx * ny)

    def fmt(a):
        return "".join(f" {v.real:.3f},{v.imag:.3f}" for v in a.reshape(-1))

    return f"work area positive: 1, GetSize agrees: 1\nfwd:{fmt(f)}\ninv:{fmt(inv)}\n"
