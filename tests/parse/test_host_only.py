"""The front end's host-only function bodies (xlate/parse/host_only.py, read by XL513): which bodies are
marked, what is cut out of them, and that a header seen differently by two translation units is marked only
where every pass agrees."""

from __future__ import annotations

from parsehelp import build, file_of

SRC = r"""
#define MY_CONSTEXPR constexpr
__host__ __device__ int hd() {
#ifdef __CUDA_ARCH__
  return 1;  // hd-body
#endif
  return 0;
}
MY_CONSTEXPR int ce() {
#ifdef __CUDA_ARCH__
  return 1;  // ce-body
#endif
  return 0;
}
int no_test() { return 2; }  // untested-body
int host() {
  int a = 0;  // host-body
#ifndef __CUDA_ARCH__
  a = 1;
#endif
  auto l = [] {
#ifdef __CUDA_ARCH__
    return 1;  // lambda-body
#endif
    return 0;
  };
  struct Local {
    __device__ int f() {
#ifdef __CUDA_ARCH__
      return 1;  // local-device-body
#endif
      return 0;
    }
    int g() {
#ifdef __CUDA_ARCH__
      return 1;  // local-host-body
#endif
      return 0;
    }
  };
  return a + l();  // host-tail
}
template <class T> T tmpl(T x) {
#ifdef __CUDA_ARCH__
  x += 1;  // template-body
#endif
  return x;
}
__global__ void k(int *p) {
#ifdef __CUDA_ARCH__
  p[0] = 1;  // kernel-body
#endif
}
int main() { return host() + tmpl(1); }
"""


def _marked(sf, marker: str) -> bool:
    at = sf.data.index(marker.encode())
    return any(s <= at < e for s, e in sf.host_only)


def test_host_only_bodies(tmp_path):
    (tmp_path / "a.cu").write_text(SRC)
    sf = file_of(build([tmp_path / "a.cu"], root=tmp_path)[0], "a.cu")
    for marker in ("host-body", "host-tail", "local-host-body", "template-body"):
        assert _marked(sf, marker), marker
    for marker in ("hd-body", "ce-body", "untested-body", "lambda-body", "local-device-body", "kernel-body"):
        assert not _marked(sf, marker), marker


HEADER = r"""#pragma once
#ifdef SHARED_ON_DEVICE
__device__
#endif
inline int shared() {
#ifdef __CUDA_ARCH__
  return 1;  // shared-body
#endif
  return 0;
}
"""


def test_a_header_two_units_see_differently_is_not_marked(tmp_path):
    (tmp_path / "shared.h").write_text(HEADER)
    (tmp_path / "host.cu").write_text('#include "shared.h"\nint main() { return shared(); }\n')
    (tmp_path / "dev.cu").write_text('#define SHARED_ON_DEVICE\n#include "shared.h"\n'
                                     "__global__ void k(int *p) { p[0] = shared(); }\n")
    sf = file_of(build([tmp_path / "host.cu"], root=tmp_path)[0], "shared.h")
    assert _marked(sf, "shared-body")
    sf = file_of(build([tmp_path / "host.cu", tmp_path / "dev.cu"], root=tmp_path)[0], "shared.h")
    assert not _marked(sf, "shared-body")


MACROS = r"""
#if defined(__CUDA_ARCH__)
#define DEVICE_PHASE
#define ARCH_COPY __CUDA_ARCH__
#endif
#ifdef __CUDA_ARCH__
#define SIDE 1
#else
#define SIDE 0
#endif
#if defined(__CUDA_ARCH__) || defined(FORCE_PHASE)
#define FORCED_PHASE
#endif
#if 0
#define NEVER
#endif
#ifdef __CUDA_ARCH__
#define LANES_HINT (32)
#define SAME 4
#define SHAPE(x) 1
#else
#define LANES_HINT 0x10u
#define SAME 4
#define SHAPE(x) 2
#endif
#define LATER 1
int main() { return 0; }
"""


def test_macros_only_the_device_pass_defines(tmp_path):
    (tmp_path / "m.cu").write_text(MACROS)
    model = build([tmp_path / "m.cu"], root=tmp_path)[0]
    assert model.device_only_macros == {"DEVICE_PHASE", "ARCH_COPY", "FORCED_PHASE"}
    forced = build([tmp_path / "m.cu"], root=tmp_path, defines=["FORCE_PHASE"])[0]
    assert forced.device_only_macros == {"DEVICE_PHASE", "ARCH_COPY"}
    # a -D of the translation defines the name for the host pass too, whatever the files say
    given = build([tmp_path / "m.cu"], root=tmp_path, defines=["ARCH_COPY=700"])[0]
    assert given.device_only_macros == {"DEVICE_PHASE", "FORCED_PHASE"}



def test_macros_whose_value_depends_on_the_side(tmp_path):
    (tmp_path / "m.cu").write_text(MACROS)
    model = build([tmp_path / "m.cu"], root=tmp_path)[0]
    # SIDE and LANES_HINT: integer literals that differ by side; SAME does not differ; SHAPE is
    # function-like; LATER has one definition for both
    assert model.host_macro_values == {"SIDE": "0", "LANES_HINT": "0x10u"}
    given = build([tmp_path / "m.cu"], root=tmp_path, defines=["SIDE=3"])[0]
    assert given.host_macro_values == {"LANES_HINT": "0x10u"}
