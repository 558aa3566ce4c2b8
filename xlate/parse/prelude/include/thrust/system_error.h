/* xlate CUDA prelude: Thrust's error reporting (thrust/system_error.h, thrust/system/cuda/error.h):
 * error categories, error_code and system_error as Thrust declares them, for parsing only. */
#ifndef XLATE_PRELUDE_THRUST_SYSTEM_ERROR_H
#define XLATE_PRELUDE_THRUST_SYSTEM_ERROR_H

#include <stdexcept>
#include <string>

namespace thrust {
namespace system {
class error_category {
public:
    virtual ~error_category();
    virtual const char* name() const = 0;
    virtual std::string message(int ev) const = 0;
};
const error_category& generic_category();
const error_category& system_category();
const error_category& cuda_category();
class error_code {
public:
    error_code();
    error_code(int value, const error_category& cat);
    int value() const;
    const error_category& category() const;
    std::string message() const;
    explicit operator bool() const;
};
class system_error : public std::runtime_error {
public:
    system_error(error_code ec);
    system_error(error_code ec, const std::string& what);
    system_error(error_code ec, const char* what);
    system_error(int ev, const error_category& cat);
    system_error(int ev, const error_category& cat, const std::string& what);
    system_error(int ev, const error_category& cat, const char* what);
    const error_code& code() const noexcept;
    const char* what() const noexcept override;
};
}  // namespace system
using system::cuda_category;
using system::error_category;
using system::error_code;
using system::generic_category;
using system::system_category;
using system::system_error;
}  // namespace thrust

#endif
