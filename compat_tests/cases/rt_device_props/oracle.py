def expected():
    return {"count_positive": [1], "device": [0], "max_threads": [1024, 1024], "sm_count_positive": [1],
            "warp_size": [32, 32]}
