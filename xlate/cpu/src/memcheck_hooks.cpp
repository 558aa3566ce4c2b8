// xlate CPU backend, memcheck builds only: linked into the program (not the runtime library), as
// AddressSanitizer's hooks are weak definitions in the sanitizer runtime that only a definition in
// the executable itself replaces. XLATE_ASAN_OPTIONS (set by xlate.cpu.build) holds the defaults;
// ASAN_OPTIONS in the environment still overrides them.
#include <stddef.h>

extern "C" void __xlate_memcheck_report(void);

extern "C" const char* __asan_default_options(void) {
#ifdef XLATE_ASAN_OPTIONS
  return XLATE_ASAN_OPTIONS;
#else
  return "";
#endif
}

// Runs before the sanitizer prints its report: xlate's one line naming the kernel, block, thread
// and source line, then exit 98.
extern "C" void __asan_on_error(void) { __xlate_memcheck_report(); }
