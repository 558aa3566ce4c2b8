def expected():
    return {"too_many_threads": [1, 1, 1], "zero_grid": [1, 1], "valid_after": [1], "error_name_nonempty": [1]}
