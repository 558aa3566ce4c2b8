// xlate CPU backend: texture objects on linear and pitch-2D memory, included by hip/hip_runtime_api.h
// after xlate_cpu/unsupported_api.h (hipArray_t and hipMipmappedArray_t are declared there).
//
// Types and enum values are HIP's (driver_types.h, texture_types.h, channel_descriptor.h of HIP 7.2);
// what a fetch returns follows CUDA's texture fetching rules (CUDA Programming Guide, "Texture
// Fetching"). There is one memory: a texture object is a read-only view of a device allocation, a
// `struct __hip_texture` the runtime (src/textures.cpp) allocates and keeps in its handle table, and
// the fetches below read that struct and the memory directly. docs/cpu-backend.md, "Textures".
//
// Fetches:
//   * tex1Dfetch<T>(obj, int i): linear resources; no filtering, no addressing: i outside
//     [0, sizeInBytes / texel size) returns 0 (CUDA's result for out-of-range fetches).
//   * tex1D<T>(obj, float x) (linear resources) and tex2D<T>(obj, float x, float y) (pitch-2D):
//     normalized coordinates (x * width), the address modes (clamp, border with borderColor; wrap and
//     mirror with normalized coordinates only, as in CUDA, else they clamp), point filtering (texel
//     floor(x)) and linear filtering (x - 0.5 split into a texel and a weight alpha; alpha is rounded
//     to CUDA's 9-bit fixed point, 8 fractional bits, to nearest — the rounding direction is not
//     documented — and the blend is computed in float).
//   * readMode hipReadModeNormalizedFloat maps 8- and 16-bit integer channels to [0, 1] (unsigned:
//     v / (2^n - 1)) or [-1, 1] (signed: max(v / (2^(n-1) - 1), -1)); other channels are read as they
//     are. 16-bit float channels read as float.
//   * T: char/uchar/short/ushort/int/uint/float (also signed char, half) and their 1/2/4-vectors; the
//     result's channels are the texel's, converted to T's element type (CUDA requires them to match).
// Not provided here: array and mipmapped-array resources (hipCreateTextureObject returns
// hipErrorNotSupported, naming what is missing on stderr), resource views with a format, sRGB,
// texture references (hipBindTexture ...), surfaces, tex3D, layered and cubemap fetches, tex2DLod.
#pragma once
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmath>
#include <type_traits>
#include <utility>

// ---------------------------------------------------------------- types (HIP's names and values)
#define hipTextureType1D 0x01
#define hipTextureType2D 0x02
#define hipTextureType3D 0x03
#define hipTextureTypeCubemap 0x0C
#define hipTextureType1DLayered 0xF1
#define hipTextureType2DLayered 0xF2
#define hipTextureTypeCubemapLayered 0xFC

typedef enum hipChannelFormatKind {
  hipChannelFormatKindSigned = 0,
  hipChannelFormatKindUnsigned = 1,
  hipChannelFormatKindFloat = 2,
  hipChannelFormatKindNone = 3
} hipChannelFormatKind;

typedef struct hipChannelFormatDesc {
  int x;
  int y;
  int z;
  int w;
  enum hipChannelFormatKind f;
} hipChannelFormatDesc;

typedef enum hipResourceType {
  hipResourceTypeArray = 0x00,
  hipResourceTypeMipmappedArray = 0x01,
  hipResourceTypeLinear = 0x02,
  hipResourceTypePitch2D = 0x03
} hipResourceType;

enum hipTextureAddressMode {
  hipAddressModeWrap = 0,
  hipAddressModeClamp = 1,
  hipAddressModeMirror = 2,
  hipAddressModeBorder = 3
};
enum hipTextureFilterMode { hipFilterModePoint = 0, hipFilterModeLinear = 1 };
enum hipTextureReadMode { hipReadModeElementType = 0, hipReadModeNormalizedFloat = 1 };

typedef enum hipResourceViewFormat {
  hipResViewFormatNone = 0x00,
  hipResViewFormatUnsignedChar1 = 0x01,
  hipResViewFormatUnsignedChar2 = 0x02,
  hipResViewFormatUnsignedChar4 = 0x03,
  hipResViewFormatSignedChar1 = 0x04,
  hipResViewFormatSignedChar2 = 0x05,
  hipResViewFormatSignedChar4 = 0x06,
  hipResViewFormatUnsignedShort1 = 0x07,
  hipResViewFormatUnsignedShort2 = 0x08,
  hipResViewFormatUnsignedShort4 = 0x09,
  hipResViewFormatSignedShort1 = 0x0a,
  hipResViewFormatSignedShort2 = 0x0b,
  hipResViewFormatSignedShort4 = 0x0c,
  hipResViewFormatUnsignedInt1 = 0x0d,
  hipResViewFormatUnsignedInt2 = 0x0e,
  hipResViewFormatUnsignedInt4 = 0x0f,
  hipResViewFormatSignedInt1 = 0x10,
  hipResViewFormatSignedInt2 = 0x11,
  hipResViewFormatSignedInt4 = 0x12,
  hipResViewFormatHalf1 = 0x13,
  hipResViewFormatHalf2 = 0x14,
  hipResViewFormatHalf4 = 0x15,
  hipResViewFormatFloat1 = 0x16,
  hipResViewFormatFloat2 = 0x17,
  hipResViewFormatFloat4 = 0x18,
  hipResViewFormatUnsignedBlockCompressed1 = 0x19,
  hipResViewFormatUnsignedBlockCompressed2 = 0x1a,
  hipResViewFormatUnsignedBlockCompressed3 = 0x1b,
  hipResViewFormatUnsignedBlockCompressed4 = 0x1c,
  hipResViewFormatSignedBlockCompressed4 = 0x1d,
  hipResViewFormatUnsignedBlockCompressed5 = 0x1e,
  hipResViewFormatSignedBlockCompressed5 = 0x1f,
  hipResViewFormatUnsignedBlockCompressed6H = 0x20,
  hipResViewFormatSignedBlockCompressed6H = 0x21,
  hipResViewFormatUnsignedBlockCompressed7 = 0x22
} hipResourceViewFormat;

typedef struct hipResourceDesc {
  enum hipResourceType resType;
  union {
    struct {
      hipArray_t array;
    } array;
    struct {
      hipMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void* devPtr;
      struct hipChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void* devPtr;
      struct hipChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
} hipResourceDesc;

typedef struct hipTextureDesc {
  enum hipTextureAddressMode addressMode[3];
  enum hipTextureFilterMode filterMode;
  enum hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
} hipTextureDesc;

struct hipResourceViewDesc {
  enum hipResourceViewFormat format;
  size_t width;
  size_t height;
  size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
};

// A texture object: the descriptors as given, and what the fetches need, filled in by
// hipCreateTextureObject. `live` turns 0 at hipDestroyTextureObject (the runtime keeps the struct, so
// that a fetch through a destroyed object is a clear error rather than a read of freed memory).
struct __hip_texture {
  hipResourceDesc res;
  hipTextureDesc tex;
  struct hipResourceViewDesc view;
  const unsigned char* base;
  size_t width, height, pitch;  // texels, rows, bytes per row
  int channels;                 // 1, 2 or 4
  int channel_bytes;            // 1, 2 or 4
  hipChannelFormatKind kind;
  int live;
};
typedef struct __hip_texture* hipTextureObject_t;

extern "C" {
hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f);
hipError_t hipCreateTextureObject(hipTextureObject_t* pTexObject, const hipResourceDesc* pResDesc,
                                  const hipTextureDesc* pTexDesc,
                                  const struct hipResourceViewDesc* pResViewDesc);
hipError_t hipDestroyTextureObject(hipTextureObject_t textureObject);
hipError_t hipGetTextureObjectResourceDesc(hipResourceDesc* pResDesc, hipTextureObject_t textureObject);
hipError_t hipGetTextureObjectTextureDesc(hipTextureDesc* pTexDesc, hipTextureObject_t textureObject);
hipError_t hipGetTextureObjectResourceViewDesc(struct hipResourceViewDesc* pResViewDesc,
                                               hipTextureObject_t textureObject);
// A fetch through a null or destroyed object, or one its resource does not allow: ends the program
// with one line (the runtime's error exit, 97).
[[noreturn]] void __xlate_texture_fail(const char* fetch, const void* obj, const char* why);
}

// ---------------------------------------------------------------- channel descriptors
namespace xlate_cpu {
// T's channels: its element type and count (vector types have members x[, y[, z[, w]]]). C++11: host code
// a project compiles as C++11 includes this through cuda_runtime.h (faiss 1.7); the fetches below are C++17.
template <class...>
struct tex_void {
  typedef void type;
};
template <class T, class = void>
struct tex_elem {
  typedef T type;
  static constexpr int count = 1;
};
template <class T>
struct tex_elem<T, typename tex_void<decltype(std::declval<T&>().x)>::type> {
  typedef typename std::remove_cv<typename std::remove_reference<decltype(std::declval<T&>().x)>::type>::type type;
  static constexpr int count = static_cast<int>(sizeof(T) / sizeof(type));
};
template <class E>
constexpr hipChannelFormatKind channel_kind() {
  return std::is_floating_point<E>::value || !std::is_arithmetic<E>::value
             ? hipChannelFormatKindFloat  // float, double and the 16-bit float types
             : std::is_signed<E>::value ? hipChannelFormatKindSigned : hipChannelFormatKindUnsigned;
}
}  // namespace xlate_cpu

// HIP's template: bits per channel and the kind of T (a scalar or a 1/2/3/4-vector type).
template <class T>
inline hipChannelFormatDesc hipCreateChannelDesc() {
  using E = typename xlate_cpu::tex_elem<T>::type;
  constexpr int n = xlate_cpu::tex_elem<T>::count;
  constexpr int b = static_cast<int>(8 * sizeof(E));
  return hipCreateChannelDesc(b, n > 1 ? b : 0, n > 2 ? b : 0, n > 3 ? b : 0,
                              xlate_cpu::channel_kind<E>());
}

// ---------------------------------------------------------------- fetches (device code: C++17)
#if __cplusplus >= 201703L
namespace xlate_cpu {
// The texture behind `obj`, checked.
inline const __hip_texture& tex_check(const char* fetch, hipTextureObject_t obj, hipResourceType want) {
  if (obj == nullptr) __xlate_texture_fail(fetch, obj, "a null texture object");
  if (!obj->live) __xlate_texture_fail(fetch, obj, "a texture object destroyed by hipDestroyTextureObject");
  if (obj->res.resType != want)
    __xlate_texture_fail(fetch, obj,
                         want == hipResourceTypeLinear
                             ? "this fetch reads linear resources (hipResourceTypeLinear)"
                             : "this fetch reads pitch-2D resources (hipResourceTypePitch2D)");
  return *obj;
}

// Channel c of the texel at `p`, as the stored type converted to E.
template <class E>
inline E tex_raw(const __hip_texture& t, const unsigned char* p, int c) {
  p += static_cast<size_t>(c) * t.channel_bytes;
  switch (t.channel_bytes * 4 + t.kind) {
#define __XLATE_TEX_LOAD(bytes, kind, S) \
  case bytes * 4 + kind: {               \
    S v;                                 \
    memcpy(&v, p, sizeof v);             \
    return static_cast<E>(v);            \
  }
    __XLATE_TEX_LOAD(1, hipChannelFormatKindSigned, int8_t)
    __XLATE_TEX_LOAD(1, hipChannelFormatKindUnsigned, uint8_t)
    __XLATE_TEX_LOAD(2, hipChannelFormatKindSigned, int16_t)
    __XLATE_TEX_LOAD(2, hipChannelFormatKindUnsigned, uint16_t)
    __XLATE_TEX_LOAD(2, hipChannelFormatKindFloat, _Float16)
    __XLATE_TEX_LOAD(4, hipChannelFormatKindSigned, int32_t)
    __XLATE_TEX_LOAD(4, hipChannelFormatKindUnsigned, uint32_t)
    __XLATE_TEX_LOAD(4, hipChannelFormatKindFloat, float)
#undef __XLATE_TEX_LOAD
    default:
      return E();  // not reached: hipCreateTextureObject accepts only the formats above
  }
}

// True where the fetch maps integers to [0, 1] / [-1, 1].
inline bool tex_normalizes(const __hip_texture& t) {
  return t.tex.readMode == hipReadModeNormalizedFloat && t.kind != hipChannelFormatKindFloat &&
         t.channel_bytes < 4;
}

// Channel c of the texel at `p` as float (normalized where the read mode says so).
inline float tex_float(const __hip_texture& t, const unsigned char* p, int c) {
  float v = tex_raw<float>(t, p, c);
  if (!tex_normalizes(t)) return v;
  if (t.kind == hipChannelFormatKindUnsigned) return v / (t.channel_bytes == 1 ? 255.0f : 65535.0f);
  return std::fmax(v / (t.channel_bytes == 1 ? 127.0f : 32767.0f), -1.0f);
}

// The result T from the texel channels v[0..channels) (missing channels: 0).
template <class T, class V>
inline T tex_make(const V* v) {
  using E = typename tex_elem<T>::type;
  constexpr int n = tex_elem<T>::count;
  T r{};
  if constexpr (n == 1 && std::is_same<E, T>::value) {
    r = static_cast<E>(v[0]);
  } else {
    r.x = static_cast<E>(v[0]);
    if constexpr (n > 1) r.y = static_cast<E>(v[1]);
    if constexpr (n > 2) r.z = static_cast<E>(v[2]);
    if constexpr (n > 3) r.w = static_cast<E>(v[3]);
  }
  return r;
}

// The texel at `p` as T: its channels as stored (element-type reads) or as floats (normalized).
template <class T>
inline T tex_texel(const __hip_texture& t, const unsigned char* p) {
  using E = typename tex_elem<T>::type;
  if (tex_normalizes(t)) {
    float v[4] = {0, 0, 0, 0};
    for (int c = 0; c < t.channels; ++c) v[c] = tex_float(t, p, c);
    return tex_make<T>(v);
  }
  E v[4] = {E(), E(), E(), E()};
  for (int c = 0; c < t.channels; ++c) v[c] = tex_raw<E>(t, p, c);
  return tex_make<T>(v);
}

// Texel index i along an axis of n texels under `mode`; -1 means "outside: the border color".
inline long tex_address(long i, long n, hipTextureAddressMode mode, bool normalized) {
  if (i >= 0 && i < n) return i;
  if (normalized && mode == hipAddressModeWrap) return ((i % n) + n) % n;
  if (normalized && mode == hipAddressModeMirror) {
    long m = ((i % (2 * n)) + 2 * n) % (2 * n);
    return m < n ? m : 2 * n - 1 - m;
  }
  if (mode == hipAddressModeBorder) return -1;
  return i < 0 ? 0 : n - 1;  // clamp (also wrap and mirror with unnormalized coordinates, as CUDA)
}

// A coordinate in texels (normalized ones scaled by n), as a float floored to an index safely.
inline long tex_floor(float x) {
  if (!(x == x)) return 0;  // NaN
  float f = std::floor(x);
  if (f < -1.0e9f) return -1000000000L;
  if (f > 1.0e9f) return 1000000000L;
  return static_cast<long>(f);
}

// Linear filtering's weight: frac(x) in 9-bit fixed point with 8 fractional bits (to nearest).
inline float tex_alpha(float x) { return std::nearbyint((x - std::floor(x)) * 256.0f) / 256.0f; }

// tex1D / tex2D on `t` (height 1 for tex1D): addressing, then point or linear filtering.
template <class T>
inline T tex_sample(const __hip_texture& t, float x, float y, bool two_d) {
  const bool norm = t.tex.normalizedCoords != 0;
  const long w = static_cast<long>(t.width), h = static_cast<long>(t.height);
  if (norm) {
    x *= static_cast<float>(w);
    y *= static_cast<float>(h);
  }
  float border[4];
  for (int c = 0; c < 4; ++c) border[c] = t.tex.borderColor[c];
  // The texel at (i, j) as floats (channels), the border color outside.
  auto texel = [&](long i, long j, float* out) {
    long a = tex_address(i, w, t.tex.addressMode[0], norm);
    long b = two_d ? tex_address(j, h, t.tex.addressMode[1], norm) : 0;
    if (a < 0 || b < 0) {
      for (int c = 0; c < 4; ++c) out[c] = border[c];
      return;
    }
    const unsigned char* p = t.base + static_cast<size_t>(b) * t.pitch +
                             static_cast<size_t>(a) * t.channels * t.channel_bytes;
    for (int c = 0; c < 4; ++c) out[c] = c < t.channels ? tex_float(t, p, c) : 0.0f;
  };
  if (t.tex.filterMode == hipFilterModePoint) {
    long i = tex_floor(x), j = two_d ? tex_floor(y) : 0;
    long a = tex_address(i, w, t.tex.addressMode[0], norm);
    long b = two_d ? tex_address(j, h, t.tex.addressMode[1], norm) : 0;
    if (a < 0 || b < 0) return tex_make<T>(border);
    return tex_texel<T>(t, t.base + static_cast<size_t>(b) * t.pitch +
                               static_cast<size_t>(a) * t.channels * t.channel_bytes);
  }
  const float xb = x - 0.5f, yb = y - 0.5f;
  const long i = tex_floor(xb), j = two_d ? tex_floor(yb) : 0;
  const float al = tex_alpha(xb), be = two_d ? tex_alpha(yb) : 0.0f;
  float t00[4], t10[4], r[4];
  texel(i, j, t00);
  texel(i + 1, j, t10);
  if (!two_d) {
    for (int c = 0; c < 4; ++c) r[c] = (1 - al) * t00[c] + al * t10[c];
    return tex_make<T>(r);
  }
  float t01[4], t11[4];
  texel(i, j + 1, t01);
  texel(i + 1, j + 1, t11);
  for (int c = 0; c < 4; ++c)
    r[c] = (1 - al) * (1 - be) * t00[c] + al * (1 - be) * t10[c] + (1 - al) * be * t01[c] +
           al * be * t11[c];
  return tex_make<T>(r);
}
}  // namespace xlate_cpu

template <class T>
inline T tex1Dfetch(hipTextureObject_t obj, int x) {
  const __hip_texture& t = xlate_cpu::tex_check("tex1Dfetch", obj, hipResourceTypeLinear);
  if (x < 0 || static_cast<size_t>(x) >= t.width) return T{};
  return xlate_cpu::tex_texel<T>(t, t.base + static_cast<size_t>(x) * t.channels * t.channel_bytes);
}
template <class T>
inline T tex1D(hipTextureObject_t obj, float x) {
  const __hip_texture& t = xlate_cpu::tex_check("tex1D", obj, hipResourceTypeLinear);
  return xlate_cpu::tex_sample<T>(t, x, 0.0f, false);
}
template <class T>
inline T tex2D(hipTextureObject_t obj, float x, float y) {
  const __hip_texture& t = xlate_cpu::tex_check("tex2D", obj, hipResourceTypePitch2D);
  return xlate_cpu::tex_sample<T>(t, x, y, true);
}
// HIP's forms that store the result through a pointer.
template <class T>
inline void tex1Dfetch(T* ptr, hipTextureObject_t obj, int x) {
  *ptr = tex1Dfetch<T>(obj, x);
}
template <class T>
inline void tex1D(T* ptr, hipTextureObject_t obj, float x) {
  *ptr = tex1D<T>(obj, x);
}
template <class T>
inline void tex2D(T* ptr, hipTextureObject_t obj, float x, float y) {
  *ptr = tex2D<T>(obj, x, y);
}
#endif  // __cplusplus >= 201703L
