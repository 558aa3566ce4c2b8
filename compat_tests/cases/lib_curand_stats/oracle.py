"""The distributions' own moments (not a model of the generator): the case compares them with
statistical bounds stated in case.toml."""

import math


def expected():
    return {"normal_mean": [3.0], "normal_var": [0.25], "normal_tail": [math.erfc(2 / math.sqrt(2))],
            "normal_outside": [0], "uniform_mean": [0.5], "uniform_var": [1 / 12], "uniform_tail": [0.1],
            "uniform_outside": [0]}
