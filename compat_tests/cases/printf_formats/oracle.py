def expected():
    # written from the C printf specification
    return {
        "ints": ["-17 4294967245 beef BEEF    42|7   |"],
        "longs": ["-123456789 -9000000000 18000000000"],
        "chars": ["ok str"],
        "floats": ["1.500000 3.142 3.141590e+03 0.0001 1.23457e+08"],
    }
