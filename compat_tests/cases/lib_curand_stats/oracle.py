"""The distributions' own moments (not a model of the generator): the case compares them with
statistical bounds stated in case.toml."""

import math


def expected():
    return {"normal_mean": [3.0], "normal_var": [0.25], "normal_within": [math.erf(1 / math.sqrt(2))],
            "normal_outside": [0], "uniform_mean": [0.5], "uniform_var": [1 / 12], "uniform_within": [0.5],
            "uniform_outside": [0]}
