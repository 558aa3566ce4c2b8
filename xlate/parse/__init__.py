"""The libclang front end: CUDA files and folders in, a SourceModel (tokens, regions, references,
kernels) out. Entry point: `xlate.parse.model.build_model`."""
