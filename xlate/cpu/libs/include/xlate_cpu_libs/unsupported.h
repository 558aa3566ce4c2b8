// xlate cpu backend: how a HIP library function the cpu backend does not implement behaves when called
// (the generated xlate_cpu_libs/unsupported_<lib>.h declare them; xlate/gen/cpu_unsupported.py).
//   XLATE_CPU_UNSUPPORTED_STATUS(status type, value, name): a function taking any arguments that returns the
//     library's "not supported" status, with one stderr line per name, the first time it is called;
//   XLATE_CPU_UNSUPPORTED_STOP(return type, name): one that cannot report a status (a device function, another
//     return type) stops the program with exit code 97 (docs/exit-codes.md) and a line naming it.
#pragma once
#ifdef __cplusplus
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string>

namespace xlate_cpu_libs {
inline void say_unsupported(const char* name, const char* status) {
    static std::mutex mu;
    static std::set<std::string> said;
    std::lock_guard<std::mutex> lock(mu);
    if (said.insert(name).second)
        std::fprintf(stderr, "xlate-cpu: not supported: %s on the cpu backend (the call returns %s)\n", name, status);
}
[[noreturn]] inline void stop_unsupported(const char* name) {
    // as the runtime's own fatal errors: flushed output, no exit handlers (kernel threads may be running)
    std::fflush(nullptr);
    std::fprintf(stderr, "xlate-cpu: error: not supported: %s on the cpu backend; the program stops here\n", name);
    std::fflush(stderr);
    std::_Exit(97);
}
}  // namespace xlate_cpu_libs

// C's ellipsis: any arguments, and the worst match of overload resolution, so that such a declaration can
// never be chosen over an implemented function of the same name.
#define XLATE_CPU_UNSUPPORTED_STATUS(status_type, value, name)     \
    inline status_type name(...) {                                 \
        xlate_cpu_libs::say_unsupported(#name, #value);            \
        return value;                                              \
    }
#define XLATE_CPU_UNSUPPORTED_STOP(return_type, name)              \
    inline return_type name(...) { xlate_cpu_libs::stop_unsupported(#name); }
#endif  // __cplusplus
