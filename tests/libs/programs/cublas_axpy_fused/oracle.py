"""Exact oracle (fractions): alpha * x + y rounded once, as a fused multiply-add gives it; with alpha = x =
1 + e and y = -1 that is 2e + e^2, representable in the type (e = 2^-12 for float, 2^-27 for double), where
an unfused a*x would round 1 + 2e + e^2 to 1 + 2e first. Printed as C's %a prints a double."""
from fractions import Fraction


def expected() -> str:
    lines = []
    for name, e in (("saxpy", Fraction(1, 2**12)), ("daxpy", Fraction(1, 2**27))):
        fused = float(2 * e + e * e)  # exact in a double: the conversion does not round
        mantissa, exponent = fused.hex().split("p")
        c_hex = f"{mantissa.rstrip('0').rstrip('.')}p{exponent}"  # C's %a drops trailing zero digits
        lines.append(f"{name} {c_hex} {c_hex} 256")
    return "\n".join(lines) + "\n"
