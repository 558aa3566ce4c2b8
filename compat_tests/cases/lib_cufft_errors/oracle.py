"""Statuses from the cuFFT documentation (cufftPlan1d: CUFFT_INVALID_SIZE "the nx or batch parameter
is not a supported size")."""

import numpy as np


def expected():
    x = np.zeros(4, dtype=complex)
    x[1] = 1.0
    f = np.fft.fft(x)
    return {"plan1d_nx0": ["INVALID_SIZE"], "plan1d_batch0": ["INVALID_SIZE"],
            "plan1d_ok": ["SUCCESS"], "exec": ["SUCCESS"], "destroy": ["SUCCESS"],
            "impulse_fft": [v for c in f for v in (c.real, c.imag)]}
