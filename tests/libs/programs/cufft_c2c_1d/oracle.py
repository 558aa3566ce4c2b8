"""numpy (pocketfft) oracle: batched 1D FFT forward, and the unnormalized inverse (n * ifft)."""
import numpy as np


def expected() -> str:
    out = []
    for n, batch in ((16, 2), (12, 1)):
        i = np.arange(n * batch)
        x = (np.sin(np.float32(0.3) * i.astype(np.float32)).astype(np.float32) + np.float32(0.1) * (i % 3)).astype(np.float64) \
            + 1j * (np.cos(np.float32(0.7) * i.astype(np.float32)).astype(np.float32) * np.float32(0.5)).astype(np.float64)
        f = np.fft.fft(x.reshape(batch, n), axis=1).reshape(-1)
        out.append(f"n={n} fwd:" + "".join(f" {v.real:.4f},{v.imag:.4f}" for v in f))
        inv = np.fft.ifft(f.reshape(batch, n), axis=1).reshape(-1) * n
        out.append(f"n={n} inv:" + "".join(f" {v.real:.4f},{v.imag:.4f}" for v in inv))
    return "\n".join(out) + "\n"
