"""Names that nvcc's front end looks up only when a template is instantiated: Eigen writes `using ::arg;` in
device code compiled by nvcc (EIGEN_USING_STD under __CUDA_ARCH__ and __NVCC__) inside a template that
device code never instantiates. CUDA declares no global `arg`; clang looks the name up where the template is
defined, so the parse's device pass stopped (XL901) on code nvcc compiles. The prelude's <complex> gives the
device pass a global `arg` (std::arg); the translation keeps the text as written."""

from __future__ import annotations

from xlate.rewrite.engine import translate_text

SRC = r"""
#include <complex>
#if defined(__CUDA_ARCH__) && defined(__NVCC__)
#define USING_STD(F) using ::F;
#else
#define USING_STD(F) using std::F;
#endif
template <class T> struct arg_impl {
  __host__ __device__ static T run(const std::complex<T>& x) {
    USING_STD(arg)
    return arg(x);
  }
};
__global__ void k(float* out) { out[threadIdx.x] = 2.0f * threadIdx.x; }
float host_arg(std::complex<float> z) { return arg_impl<float>::run(z); }
"""


def test_using_global_arg_in_a_template_parses_as_nvcc_compiles_it():
    out, diags = translate_text(SRC, filename="eigen_like.cu", defines=["__NVCC__=1"])
    assert [d for d in diags if d.code in ("XL901", "XL902")] == [], [d.message for d in diags]
    assert "USING_STD(arg)" in out and "std::complex<T>" in out


def test_a_program_naming_a_global_arg_variable_without_complex_still_parses():
    # the global declaration exists only where <complex> is included: a project variable named arg is fine
    src = "__device__ int arg = 3;\n__global__ void k(int* o) { o[0] = arg; }\n"
    _out, diags = translate_text(src, filename="arg_var.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
