// xlate cpu backend: Thrust's error reporting as rocThrust declares it (thrust::system_error,
// error_code, error categories, thrust::hip_category() for hipError_t values).
#pragma once
#include <hip/hip_runtime.h>
#include <stdexcept>
#include <string>

namespace thrust {
namespace system {
class error_category {
public:
    virtual ~error_category() = default;
    virtual const char* name() const = 0;
    virtual std::string message(int ev) const = 0;
};
namespace detail {
struct generic_cat : error_category {
    const char* name() const override { return "generic"; }
    std::string message(int ev) const override { return "error " + std::to_string(ev); }
};
struct hip_cat : error_category {
    const char* name() const override { return "hip"; }
    std::string message(int ev) const override { return hipGetErrorString(static_cast<hipError_t>(ev)); }
};
}  // namespace detail
inline const error_category& generic_category() { static detail::generic_cat c; return c; }
inline const error_category& system_category() { return generic_category(); }
inline const error_category& hip_category() { static detail::hip_cat c; return c; }
// CUDA's error values are HIP's after translation: Thrust's cuda_category is the hip one
inline const error_category& cuda_category() { return hip_category(); }
class error_code {
public:
    error_code() : v_(0), c_(&system_category()) {}
    error_code(int v, const error_category& c) : v_(v), c_(&c) {}
    int value() const { return v_; }
    const error_category& category() const { return *c_; }
    std::string message() const { return c_->message(v_); }
    explicit operator bool() const { return v_ != 0; }
private:
    int v_;
    const error_category* c_;
};
class system_error : public std::runtime_error {
public:
    system_error(error_code ec) : std::runtime_error(ec.message()), ec_(ec) {}
    system_error(error_code ec, const std::string& w) : std::runtime_error(w + ": " + ec.message()), ec_(ec) {}
    system_error(error_code ec, const char* w) : system_error(ec, std::string(w)) {}
    system_error(int ev, const error_category& c) : system_error(error_code(ev, c)) {}
    system_error(int ev, const error_category& c, const std::string& w) : system_error(error_code(ev, c), w) {}
    system_error(int ev, const error_category& c, const char* w) : system_error(error_code(ev, c), w) {}
    const error_code& code() const noexcept { return ec_; }
private:
    error_code ec_;
};
}  // namespace system
using system::error_category;
using system::error_code;
using system::generic_category;
using system::cuda_category;
using system::hip_category;
using system::system_category;
using system::system_error;
}  // namespace thrust
