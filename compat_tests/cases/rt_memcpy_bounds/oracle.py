"""The runtime checks a copy's and a fill's range against the allocation that holds the device
pointer (CUDA's and HIP's runtimes both track each allocation's base and size for cudaPointerGetAttributes)
and returns the invalid-value error before any byte moves."""


def expected():
    n = 64
    values = [100 + i for i in range(n)]
    return {
        "dtoh_past_end": [1, 1, 1, -1],
        "htod_past_end": [1, values[0]],
        "dtod_past_end": [1, 1],
        "interior": [1, 1, values[32], values[63]],
        "default_and_async": [1, 1],
        "memset_past_end": [1, values[0]],
        "intact": [sum(values)],
    }
