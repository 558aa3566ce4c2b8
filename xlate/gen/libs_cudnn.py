"""The cuDNN -> MIOpen table (xlate/data/libs/cudnn.csv), called by xlate.gen.libs.

cuDNN's legacy descriptor API and MIOpen's differ in argument order, enum numbers, descriptor contents and
MIOpen's find-before-run, so no cuDNN name is renamed to a MIOpen name. xlate's support header
<xlate/cudnn.h> (xlate/rewrite/support/include) implements each cuDNN call it can over MIOpen, under the
cuDNN name with an `xlate_` (`XLATE_` for upper-case names) prefix; XL501 translates <cudnn.h> to it.

Decision per name the prelude's cudnn.h declares:
* the support header defines the prefixed name: `supported` (or `different`, with the note, for the
  names in DIFFERENT: enumerators naming a form MIOpen cannot express, whose calls return
  CUDNN_STATUS_NOT_SUPPORTED at run time); NOTES says what was checked for a supported row;
* otherwise `unsupported`, with the reason from REMOVED (v7/v8 names cuDNN 9 removed) or UNSUPPORTED
  (what MIOpen lacks), else a general one.
"""

from __future__ import annotations

from collections.abc import Callable

HEADERS = ("cudnn.h",)
PREFIXES = (("cudnn", "xlate_cudnn"), ("CUDNN_", "XLATE_CUDNN_"))
SUPPORT_HEADER = "xlate/cudnn.h"
SOURCE = "xlate support header <xlate/cudnn.h> over MIOpen 7.2 (miopen/miopen.h); compile-verified for gfx942"

_NOT_SUPPORTED = "calls given it return CUDNN_STATUS_NOT_SUPPORTED at run time"
DIFFERENT: dict[str, str] = {
    "CUDNN_TENSOR_NCHW_VECT_C": f"MIOpen 7.2 has no vectorized-channel layout: {_NOT_SUPPORTED}",
    "CUDNN_DATA_INT8x4": f"MIOpen 7.2 has no int8x4 data type: {_NOT_SUPPORTED}",
    "CUDNN_DATA_INT8x32": f"MIOpen 7.2 has no int8x32 data type: {_NOT_SUPPORTED}",
    "CUDNN_DATA_UINT8": f"MIOpen 7.2 has no uint8 data type: {_NOT_SUPPORTED}",
    "CUDNN_DATA_UINT8x4": f"MIOpen 7.2 has no uint8x4 data type: {_NOT_SUPPORTED}",
    "CUDNN_DATA_BOOLEAN": f"MIOpen 7.2 has no boolean data type: {_NOT_SUPPORTED}",
    "CUDNN_DATA_FP8_E4M3": f"MIOpen 7.2's fp8 types are the fnuz encodings, not OCP e4m3: {_NOT_SUPPORTED}",
    "CUDNN_DATA_FP8_E5M2": f"MIOpen 7.2's fp8 types are the fnuz encodings, not OCP e5m2: {_NOT_SUPPORTED}",
    "CUDNN_DATA_FAST_FLOAT_FOR_FP8": f"no MIOpen counterpart: {_NOT_SUPPORTED}",
    "CUDNN_CONVOLUTION": f"MIOpen only cross-correlates (miopenConvolution); true convolution flips the filter: "
                         f"{_NOT_SUPPORTED} (CUDNN_CROSS_CORRELATION is supported)",
    "CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION": f"MIOpen does not down-convert float convolutions: {_NOT_SUPPORTED}",
    "CUDNN_ACTIVATION_SWISH": f"MIOpen 7.2 has no swish activation: {_NOT_SUPPORTED}",
    "CUDNN_OP_TENSOR_SQRT": f"MIOpen's op-tensor has add, mul, min, max only: {_NOT_SUPPORTED}",
    "CUDNN_OP_TENSOR_NOT": f"MIOpen's op-tensor has add, mul, min, max only: {_NOT_SUPPORTED}",
    "CUDNN_REDUCE_TENSOR_MUL_NO_ZEROS": f"MIOpen 7.2 has no such reduction: {_NOT_SUPPORTED}",
    "CUDNN_8BIT_INDICES": f"MIOpen 7.2's reductions write 16, 32 or 64-bit indices: {_NOT_SUPPORTED}",
}
# supported rows with a note (what was checked, and where)
NOTES: dict[str, str] = {
    "cudnnBatchNormalizationForwardTraining": (
        "MIOpen updates the running variance with the unbiased batch variance (times N/(N-1), N the count per "
        "channel or per activation), as cuDNN does (ROCm/MIOpen src/kernels/batchnorm_functions.h, "
        "running_stash); alpha != 1 or beta != 0 returns CUDNN_STATUS_NOT_SUPPORTED"),
}
REMOVED: dict[str, str] = {
    "cudnnGetConvolutionForwardAlgorithm": "removed in cuDNN 8.0: use cudnnGetConvolutionForwardAlgorithm_v7 or "
                                           "cudnnFindConvolutionForwardAlgorithm (both supported)",
    "cudnnGetConvolutionBackwardDataAlgorithm": "removed in cuDNN 8.0: use cudnnGetConvolutionBackwardDataAlgorithm_v7 "
                                                "or cudnnFindConvolutionBackwardDataAlgorithm (both supported)",
    "cudnnGetConvolutionBackwardFilterAlgorithm": "removed in cuDNN 8.0: use "
                                                  "cudnnGetConvolutionBackwardFilterAlgorithm_v7 or "
                                                  "cudnnFindConvolutionBackwardFilterAlgorithm (both supported)",
    "cudnnSetRNNDescriptor_v6": "removed in cuDNN 9.0: use cudnnSetRNNDescriptor_v8 (no MIOpen mapping either)",
    "cudnnGetRNNWorkspaceSize": "removed in cuDNN 9.0: use cudnnGetRNNTempSpaceSizes (no MIOpen mapping either)",
    "cudnnRNNForwardInference": "removed in cuDNN 9.0: use cudnnRNNForward (no MIOpen mapping either)",
}
# name prefix -> reason (first match)
UNSUPPORTED: tuple[tuple[str, str], ...] = (
    ("cudnnBackend", "cuDNN's graph (backend) API has no counterpart in xlate: MIOpen's graph API differs"),
    ("cudnnRNN", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("cudnnCreateRNN", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("cudnnDestroyRNN", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("CUDNN_RNN", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("CUDNN_LSTM", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("CUDNN_GRU", "MIOpen's RNN API (miopenRNN*) differs in descriptors and weight layout: not mapped"),
    ("cudnnDropout", "MIOpen's dropout draws another random sequence than cuDNN's: not the same mask"),
    ("cudnnSetDropout", "MIOpen's dropout draws another random sequence than cuDNN's: not the same mask"),
    ("cudnnCreateDropout", "MIOpen's dropout draws another random sequence than cuDNN's: not the same mask"),
    ("cudnnDestroyDropout", "MIOpen's dropout draws another random sequence than cuDNN's: not the same mask"),
    ("cudnnLRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("cudnnSetLRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("cudnnGetLRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("cudnnCreateLRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("cudnnDestroyLRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("CUDNN_LRN", "MIOpen's LRN is not shown to compute cuDNN's formula by a test here: not mapped"),
    ("cudnnCTC", "MIOpen's CTC loss (miopenCTCLoss) takes other arguments: not mapped"),
    ("cudnnCreateCTC", "MIOpen's CTC loss (miopenCTCLoss) takes other arguments: not mapped"),
    ("cudnnDestroyCTC", "MIOpen's CTC loss (miopenCTCLoss) takes other arguments: not mapped"),
    ("CUDNN_CTC", "MIOpen's CTC loss (miopenCTCLoss) takes other arguments: not mapped"),
)
GENERAL = "no MIOpen 7.2 counterpart in xlate's <xlate/cudnn.h>"


def hip_name(name: str) -> str:
    for c, h in PREFIXES:
        if name.startswith(c):
            return h + name[len(c):]
    return name


def cudnn_rows(names: dict[str, str], support_words: set[str],
               row: Callable[[str, str, str, str, str, str, str], dict[str, str]]) -> list[dict[str, str]]:
    """The table's rows for `names` (CUDA name -> kind, from the prelude), given the identifiers the support
    header declares and the table's row maker (cuda, hip, kind, category, status, note, source)."""
    rows = []
    for cuda, kind in sorted(names.items()):
        if cuda.startswith("CUDNN_") and kind == "type":
            kind = "enum"  # CUDNN_DATA_INT8x4: an enumerator with a lower-case letter
        hip = hip_name(cuda)
        if hip in support_words:
            status = "different" if cuda in DIFFERENT else "supported"
            rows.append(row(cuda, hip, kind, "cudnn", status, DIFFERENT.get(cuda, NOTES.get(cuda, "")), SOURCE))
            continue
        if cuda in REMOVED:
            note, source = REMOVED[cuda], "curated: cuDNN 8/9 release notes (removed APIs)"
        else:
            note = next((why for p, why in UNSUPPORTED if cuda.startswith(p)), GENERAL)
            source = "curated: MIOpen 7.2 miopen.h" if note != GENERAL else f"{hip} not defined by <{SUPPORT_HEADER}>"
        rows.append(row(cuda, "", kind, "cudnn", "unsupported", note, source))
    return rows
