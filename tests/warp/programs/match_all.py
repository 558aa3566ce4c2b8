LINES = [f"warp {w}: mask {'ffffffff' if w % 2 == 0 else '00000000'} pred {1 if w % 2 == 0 else 0}"
         for w in range(4)]
