"""The generators of xlate's data tables (developer tools, run with `python -m`): each reads its inputs
(xlate's CUDA prelude, the pinned HIP headers that `xlate setup` unpacks, curated overrides) and writes
the committed files under xlate/data/; `--check` says whether a committed file is stale.

* `xlate.gen.api`: xlate/data/api/cuda_hip.csv and provenance.json (fetches HIP 5.2's NVIDIA-platform
  headers once);
* `xlate.gen.libs`: the library tables xlate/data/libs/*.csv;
* `xlate.gen.cuda_headers`: xlate/data/cuda_headers/*.txt.

They sit above the toolchain (they drive it) and below cli; xlate/data itself holds only the tables and
their loaders, and imports nothing above core.
"""
