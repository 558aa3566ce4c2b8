// SELECT: XL901
// The front end must resolve the allocator interface in its Thrust declarations (no XL901).
#include <thrust/device_malloc_allocator.h>
#include <thrust/device_allocator.h>
#include <cstddef>
// the allocator interface of thrust's allocators, as code deriving from them names it (xgboost's pool
// allocator: typename Super::pointer, Super::allocate)
template <typename T>
class PoolAllocator : public thrust::device_malloc_allocator<T> {
 public:
  using Super = thrust::device_malloc_allocator<T>;
  using pointer = typename Super::pointer;
  using size_type = typename Super::size_type;
  pointer allocate(std::size_t n) { return Super::allocate(n); }
  void deallocate(pointer ptr, std::size_t n) { Super::deallocate(ptr, n); }
};
template class PoolAllocator<float>;
thrust::device_allocator<int>::rebind<char>::other char_alloc;
thrust::device_allocator<int>::size_type limit() { return char_alloc.max_size(); }
