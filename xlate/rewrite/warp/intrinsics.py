"""The CUDA warp operations the analysis looks for, and what compat32 makes of them."""

from __future__ import annotations

import re

from xlate.rewrite.warp.tokens import int_value

SHFL_SYNC = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"}
SHFL_LEGACY = {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor"}
VOTE_SYNC = {"__ballot_sync", "__any_sync", "__all_sync", "__match_any_sync", "__match_all_sync"}
VOTE_LEGACY = {"__ballot", "__any", "__all"}
REDUCE_SYNC = {f"__reduce_{op}_sync" for op in ("add", "min", "max", "and", "or", "xor")}
MASKED = SHFL_SYNC | VOTE_SYNC | REDUCE_SYNC | {"__syncwarp"}
LANESETS = {"__ballot_sync", "__ballot", "__activemask", "__match_any_sync", "__match_all_sync"}
# the *_sync operations <xlate/compat32.h> also overloads at global scope for CUDA's 32-bit masks (calls
# left as written where the project declares its own overloads of the name)
GLOBAL_C32 = SHFL_SYNC | {"__ballot_sync", "__any_sync", "__all_sync"}
WARP_OPS = SHFL_SYNC | SHFL_LEGACY | VOTE_SYNC | VOTE_LEGACY | REDUCE_SYNC | {"__activemask", "__syncwarp"}
# compat32: CUDA name -> function of <xlate/compat32.h>
C32 = {name: "xlate_c32::" + name.lstrip("_") for name in WARP_OPS}
C32_WARPSIZE = "xlate_c32::warpSize"
HEADER = "xlate/compat32.h"
INCLUDE_LINE = f"#include <{HEADER}>"
BIT32_OPS = {"__popc": "__popcll", "__ffs": "__ffsll", "__clz": None, "__brev": None}


def is_full_mask_literal(spelling: str) -> bool:
    """An integer literal of value 0xffffffff in any spelling (`0xFFFFFFFF`, `0xffffffffu`,
    `4294967295U`, ...): CUDA's full 32-lane mask."""
    return int_value(spelling) == 0xFFFFFFFF


# CUB/hipCUB warp primitives: default width 32 threads in CUB, the wavefront in hipCUB
CUB_WARP = {"WarpReduce", "WarpScan"}
# inline assembly: the statement's keywords, and PTX text that reads the warp partition (a lane register, the
# warp size, a warp-wide instruction); the PTX lowering gives these CUDA's 32-lane meaning (compat32)
ASM = {"asm", "__asm__", "__asm"}
ASM_NEXT = ("(", "volatile", "__volatile__", "goto")  # what follows the keyword in an asm statement
WARP_PTX = re.compile(r"%%?laneid|%%?warpid|%%?nwarpid|%%?lanemask|WARP_SZ|\bshfl|\bvote|\bmatch\.|\bredux|"
                      r"activemask|bar\.warp|\bwarpsync")
