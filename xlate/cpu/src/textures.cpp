// Texture objects (xlate_cpu/textures.h): creation checks the descriptors and fills in what the
// header's fetches need; the handle table holds every object made, so that destroy and the queries
// accept only live handles and a fetch through a destroyed one is reported, not a read of freed
// memory (the few bytes of a destroyed object are kept until the process ends).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "runtime_internal.h"

using namespace xlate_rt;

namespace {

std::mutex g_mu;
std::unordered_map<const __hip_texture*, std::unique_ptr<__hip_texture>> g_textures;

// The live texture behind `obj`, or null.
__hip_texture* live(hipTextureObject_t obj) {
  auto it = g_textures.find(obj);
  return it != g_textures.end() && it->second->live ? it->second.get() : nullptr;
}

// Bytes per channel and channel count of `d`, or 0 where the format is not one a texture reads:
// 1, 2 or 4 channels of one size (8, 16 or 32 bits; floats of 16 or 32), given from x on.
int channel_layout(const hipChannelFormatDesc& d, int* channels) {
  const int bits[4] = {d.x, d.y, d.z, d.w};
  int n = 0;
  while (n < 4 && bits[n] != 0) ++n;
  for (int c = n; c < 4; ++c)
    if (bits[c] != 0) return 0;
  if (n != 1 && n != 2 && n != 4) return 0;
  for (int c = 1; c < n; ++c)
    if (bits[c] != bits[0]) return 0;
  const int b = bits[0];
  if (b != 8 && b != 16 && b != 32) return 0;
  if (d.f == hipChannelFormatKindFloat && b == 8) return 0;
  if (d.f != hipChannelFormatKindSigned && d.f != hipChannelFormatKindUnsigned &&
      d.f != hipChannelFormatKindFloat)
    return 0;
  *channels = n;
  return b / 8;
}

bool valid_mode(int m) { return m >= hipAddressModeWrap && m <= hipAddressModeBorder; }

}  // namespace

extern "C" {

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) {
  return hipChannelFormatDesc{x, y, z, w, f};
}

hipError_t hipCreateTextureObject(hipTextureObject_t* pTexObject, const hipResourceDesc* pResDesc,
                                  const hipTextureDesc* pTexDesc,
                                  const struct hipResourceViewDesc* pResViewDesc) {
  if (!pTexObject || !pResDesc || !pTexDesc) return ret(hipErrorInvalidValue);
  const hipResourceDesc& r = *pResDesc;
  const hipTextureDesc& td = *pTexDesc;
  if (r.resType == hipResourceTypeArray)
    return xlate_cpu_not_supported("hipCreateTextureObject of an array resource (hipResourceTypeArray)");
  if (r.resType == hipResourceTypeMipmappedArray)
    return xlate_cpu_not_supported(
        "hipCreateTextureObject of a mipmapped array resource (hipResourceTypeMipmappedArray)");
  if (r.resType != hipResourceTypeLinear && r.resType != hipResourceTypePitch2D)
    return ret(hipErrorInvalidValue);
  if (pResViewDesc && pResViewDesc->format != hipResViewFormatNone)
    return xlate_cpu_not_supported("hipCreateTextureObject with a resource view format");
  if (td.sRGB) return xlate_cpu_not_supported("hipCreateTextureObject with sRGB conversion");
  for (int a = 0; a < 3; ++a)
    if (!valid_mode(td.addressMode[a])) return ret(hipErrorInvalidValue);
  if (td.filterMode != hipFilterModePoint && td.filterMode != hipFilterModeLinear)
    return ret(hipErrorInvalidValue);
  if (td.readMode != hipReadModeElementType && td.readMode != hipReadModeNormalizedFloat)
    return ret(hipErrorInvalidValue);

  auto t = std::make_unique<__hip_texture>();
  memset(t.get(), 0, sizeof *t);
  t->res = r;
  t->tex = td;
  if (pResViewDesc) t->view = *pResViewDesc;
  const hipChannelFormatDesc& desc =
      r.resType == hipResourceTypeLinear ? r.res.linear.desc : r.res.pitch2D.desc;
  t->channel_bytes = channel_layout(desc, &t->channels);
  if (t->channel_bytes == 0) return ret(hipErrorInvalidValue);
  t->kind = desc.f;
  const size_t texel = static_cast<size_t>(t->channels) * t->channel_bytes;
  if (r.resType == hipResourceTypeLinear) {
    if (!r.res.linear.devPtr || r.res.linear.sizeInBytes < texel) return ret(hipErrorInvalidValue);
    t->base = static_cast<const unsigned char*>(r.res.linear.devPtr);
    t->width = r.res.linear.sizeInBytes / texel;
    t->height = 1;
    t->pitch = r.res.linear.sizeInBytes;
  } else {
    const auto& p = r.res.pitch2D;
    if (!p.devPtr || p.width == 0 || p.height == 0 || p.pitchInBytes < p.width * texel)
      return ret(hipErrorInvalidValue);
    t->base = static_cast<const unsigned char*>(p.devPtr);
    t->width = p.width;
    t->height = p.height;
    t->pitch = p.pitchInBytes;
  }
  // Linear filtering blends floats: CUDA allows it only where the fetch returns floats (float
  // channels, or 8/16-bit integers read as normalized floats).
  const bool float_result = t->kind == hipChannelFormatKindFloat ||
                            (td.readMode == hipReadModeNormalizedFloat && t->channel_bytes < 4);
  if (td.filterMode == hipFilterModeLinear && !float_result) return ret(hipErrorInvalidValue);
  t->live = 1;
  std::lock_guard<std::mutex> lock(g_mu);
  __hip_texture* obj = t.get();
  g_textures.emplace(obj, std::move(t));
  *pTexObject = obj;
  return hipSuccess;
}

hipError_t hipDestroyTextureObject(hipTextureObject_t textureObject) {
  if (textureObject == nullptr) return hipSuccess;
  std::lock_guard<std::mutex> lock(g_mu);
  __hip_texture* t = live(textureObject);
  if (!t) return ret(hipErrorInvalidValue);
  t->live = 0;
  return hipSuccess;
}

hipError_t hipGetTextureObjectResourceDesc(hipResourceDesc* pResDesc, hipTextureObject_t textureObject) {
  std::lock_guard<std::mutex> lock(g_mu);
  __hip_texture* t = live(textureObject);
  if (!pResDesc || !t) return ret(hipErrorInvalidValue);
  *pResDesc = t->res;
  return hipSuccess;
}

hipError_t hipGetTextureObjectTextureDesc(hipTextureDesc* pTexDesc, hipTextureObject_t textureObject) {
  std::lock_guard<std::mutex> lock(g_mu);
  __hip_texture* t = live(textureObject);
  if (!pTexDesc || !t) return ret(hipErrorInvalidValue);
  *pTexDesc = t->tex;
  return hipSuccess;
}

hipError_t hipGetTextureObjectResourceViewDesc(struct hipResourceViewDesc* pResViewDesc,
                                               hipTextureObject_t textureObject) {
  std::lock_guard<std::mutex> lock(g_mu);
  __hip_texture* t = live(textureObject);
  if (!pResViewDesc || !t) return ret(hipErrorInvalidValue);
  *pResViewDesc = t->view;
  return hipSuccess;
}

void __xlate_texture_fail(const char* fetch, const void* obj, const char* why) {
  die("%s through texture object %p: %s", fetch, obj, why);
}

}  // extern "C"
