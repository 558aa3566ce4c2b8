"""numpy oracle: the sums in float64 over the program's float32 values, rounded to float32 once, as an
accurate sum gives them (1.0 + 0.0199..., where a float sum in order would print 1.0000000)."""
import numpy as np


def expected() -> str:
    n = 1 << 20
    i = np.arange(n)
    x = np.where(i == 0, np.float32(1.0), np.float32(1e-8) * (1 + i % 3).astype(np.float32)).astype(np.float32)
    xd = x.astype(np.float64)
    dot = np.float32(xd.sum())
    asum = np.float32(np.abs(xd).sum())
    nrm = np.float32(np.sqrt((xd * xd).sum()))
    cdotc = np.float32(2 * (xd * xd).sum())  # conj(a - ai) * (a - ai) = 2 a^2, imaginary part 0
    return f"sdot {dot:.7f}\nsasum {asum:.7f}\nsnrm2 {nrm:.7f}\ncdotc {cdotc:.7f} 0.0000000\n"
