"""The shim's exception classes: one line each, never a traceback through C."""

from __future__ import annotations

from xlate.errors import RUN, NotSupportedError, XlateError


class ShimError(XlateError, RuntimeError):
    """A call the shim cannot run: no backend, wrong argument types, a broken code image."""

    exit_code = RUN


class ShimTypeError(ShimError, TypeError):
    """An argument of a type cuda-python would not accept either (one line naming the call)."""


class ShimNotSupported(NotSupportedError, ShimError):
    """A cuda-python call (or a form of one) that the shim does not cover."""

    def __init__(self, name: str, why: str = ""):
        NotSupportedError.__init__(self, f"{name} in xlate.runtime_shim{(' (' + why + ')') if why else ''}")


def not_covered(module: str, name: str):
    """The stand-in for a cuda-python function the shim does not implement."""

    def call(*_args, **_kw):
        raise ShimNotSupported(name)

    call.__name__ = name
    call.__qualname__ = name
    call.__doc__ = f"not supported: {name} in xlate.runtime_shim ({module})"
    return call
