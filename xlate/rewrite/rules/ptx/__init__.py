"""XL3xx: inline PTX lowered to HIP C++ (the lowering itself is xlate.ptx)."""
