// xlate CPU backend: integer division by zero (and INT_MIN / -1) in kernels does not stop the program.
//
// On a GPU an integer division never traps: CUDA leaves the quotient of a division by zero unspecified, and
// code computes such values where it never uses them (ggml's flash attention takes `sequence % ne33` of a
// mask dimension that is 0 when there is no mask, for a pointer it then never reads). On x86-64 `div` and
// `idiv` raise #DE, which Linux delivers as SIGFPE. The crash handler calls
// resume_after_integer_division first: when the fault is in a kernel (a worker running a block) and the
// instruction is a `div`/`idiv` it can decode, it writes a result and resumes after the instruction:
//   division by zero: quotient all ones (the unsigned maximum, -1 signed), remainder the dividend;
//   signed overflow (the minimum divided by -1): quotient the minimum (wrapped), remainder 0;
// at the width of the instruction, which may be narrower than the C++ type: clang divides 64-bit values
// that both fit in 32 bits with a 32-bit `div`, so a 64-bit quotient by zero may read 2^32 - 1.
// Each faulting instruction is reported once on stderr, since a program that uses such a value computes
// something CUDA does not define. Anything else (host code, an operand with a segment prefix, an unsigned
// quotient overflow, which compiled C++ does not produce) stays the fatal signal it is.

#include <signal.h>
#include <ucontext.h>

#include <atomic>
#include <cstdint>
#include <cstring>

#include "scheduler.h"
#include "sigbuf.h"

namespace xlate_rt XLATE_HIDDEN {

namespace {

#if defined(__x86_64__)
// x86-64 register numbers (ModRM/SIB with REX bits) -> the ucontext's general registers
constexpr int kGreg[16] = {REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
                           REG_R8,  REG_R9,  REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15};

struct Div {
  int bytes = 0;        // operand size: 1, 2, 4, 8
  bool is_signed = false;
  uint64_t divisor = 0;  // zero-extended from `bytes`
  unsigned length = 0;   // of the instruction
};

uint64_t read_reg(const greg_t* g, int n) { return static_cast<uint64_t>(g[kGreg[n]]); }

uint64_t low(uint64_t v, int bytes) { return bytes == 8 ? v : v & ((uint64_t{1} << (8 * bytes)) - 1); }

// Decodes the `div`/`idiv` at `pc` (F6 /6 /7, F7 /6 /7 with 66 and REX prefixes) and reads its divisor.
bool decode(const unsigned char* pc, const greg_t* g, Div* d) {
  const unsigned char* p = pc;
  bool opsize16 = false;
  unsigned rex = 0;
  for (int i = 0; i < 4; ++i) {  // legacy prefixes
    if (*p == 0x66) opsize16 = true;
    else if (*p == 0x64 || *p == 0x65 || *p == 0x67) return false;  // fs/gs segment, 32-bit addresses
    else if (*p != 0x2e && *p != 0x3e && *p != 0x26 && *p != 0x36) break;
    ++p;
  }
  if ((*p & 0xf0) == 0x40) rex = *p++;
  const unsigned op = *p++;
  if (op != 0xf6 && op != 0xf7) return false;
  const unsigned modrm = *p++, mod = modrm >> 6, reg = (modrm >> 3) & 7, rm = modrm & 7;
  if (reg != 6 && reg != 7) return false;
  d->is_signed = reg == 7;
  d->bytes = op == 0xf6 ? 1 : (rex & 8) ? 8 : opsize16 ? 2 : 4;
  if (mod == 3) {  // a register
    const int n = static_cast<int>(rm | ((rex & 1) << 3));
    if (d->bytes == 1 && !rex && rm >= 4) d->divisor = (read_reg(g, static_cast<int>(rm - 4)) >> 8) & 0xff;  // ah..bh
    else d->divisor = low(read_reg(g, n), d->bytes);
    d->length = static_cast<unsigned>(p - pc);
    return true;
  }
  uint64_t addr = 0;
  bool rip_relative = false;
  if (rm == 4) {  // SIB
    const unsigned sib = *p++, scale = sib >> 6, index = ((sib >> 3) & 7) | ((rex & 2) << 2),
                   base = (sib & 7) | ((rex & 1) << 3);
    if (index != 4) addr += read_reg(g, static_cast<int>(index)) << scale;
    if ((sib & 7) == 5 && mod == 0) {
      int32_t disp;
      memcpy(&disp, p, 4);
      p += 4;
      addr += static_cast<uint64_t>(static_cast<int64_t>(disp));
    } else {
      addr += read_reg(g, static_cast<int>(base));
    }
  } else if (rm == 5 && mod == 0) {
    rip_relative = true;
  } else {
    addr += read_reg(g, static_cast<int>(rm | ((rex & 1) << 3)));
  }
  if (mod == 1) {
    addr += static_cast<uint64_t>(static_cast<int64_t>(static_cast<signed char>(*p)));
    p += 1;
  } else if (mod == 2 || rip_relative) {
    int32_t disp;
    memcpy(&disp, p, 4);
    p += 4;
    addr += static_cast<uint64_t>(static_cast<int64_t>(disp));
  }
  d->length = static_cast<unsigned>(p - pc);
  if (rip_relative) addr += reinterpret_cast<uintptr_t>(pc) + d->length;
  uint64_t v = 0;
  memcpy(&v, reinterpret_cast<const void*>(addr), static_cast<size_t>(d->bytes));  // #DE, not #PF: readable
  d->divisor = v;
  return true;
}

void write_result(greg_t* g, int bytes, uint64_t q, uint64_t r) {
  auto put = [&](int reg, uint64_t v) {
    uint64_t& x = reinterpret_cast<uint64_t&>(g[reg]);
    if (bytes == 8 || bytes == 4) x = low(v, bytes);  // a 32-bit result clears the upper half
    else x = (x & ~low(~uint64_t{0}, bytes)) | low(v, bytes);
  };
  if (bytes == 1) {  // al = quotient, ah = remainder
    uint64_t& a = reinterpret_cast<uint64_t&>(g[REG_RAX]);
    a = (a & ~uint64_t{0xffff}) | (q & 0xff) | ((r & 0xff) << 8);
    return;
  }
  put(REG_RAX, q);
  put(REG_RDX, r);
}

std::atomic<uintptr_t> g_reported[64];

void report_once(Worker* w, uintptr_t pc, bool by_zero) {
  const uintptr_t key = pc * 2 + by_zero;  // per instruction and kind
  for (auto& slot : g_reported) {
    uintptr_t seen = slot.load(std::memory_order_relaxed);
    if (seen == key) return;
    if (seen == 0 && slot.compare_exchange_strong(seen, key)) break;
    if (seen == key) return;
  }
  SigBuf m;
  m.s("xlate-cpu: warning: integer ");
  m.s(by_zero ? "division by zero" : "division overflow (the minimum divided by -1)");
  m.s(" in kernel ").s(w->kname ? w->kname : "?");
  Dl_info dl{};
  if (dladdr(reinterpret_cast<void*>(pc), &dl) && dl.dli_fname) m.s(" at pc ").library_offset(dl, pc);
  m.s(by_zero ? ": a GPU does not trap and CUDA leaves the result unspecified; the cpu backend gives the quotient "
                "all ones and the remainder the dividend, and goes on (reported once per instruction)"
              : ": a GPU does not trap; the cpu backend gives the wrapped quotient and remainder 0, and goes on "
                "(reported once per instruction)");
  m.emit();
}
#endif

}  // namespace

bool resume_after_integer_division(int sig, siginfo_t* info, void* ucontext) {
#if defined(__x86_64__)
  Worker* w = t_worker;
  if (sig != SIGFPE || !info || !ucontext || (info->si_code != FPE_INTDIV && info->si_code != FPE_INTOVF)) return false;
  if (!w || !w->busy.load(std::memory_order_relaxed) || !w->kname) return false;  // host code
  greg_t* g = static_cast<ucontext_t*>(ucontext)->uc_mcontext.gregs;
  const auto* pc = reinterpret_cast<const unsigned char*>(g[REG_RIP]);
  Div d;
  if (!pc || !decode(pc, g, &d)) return false;
  const uint64_t dividend = read_reg(g, 0);  // its low half (rax; ax for the 8-bit form)
  const uint64_t ones = low(~uint64_t{0}, d.bytes);
  const uint64_t min = uint64_t{1} << (8 * d.bytes - 1);
  bool by_zero;
  uint64_t q, r;
  if (d.divisor == 0) {
    by_zero = true;
    q = ones;
    r = low(dividend, d.bytes);
  } else if (d.is_signed && d.divisor == ones && low(dividend, d.bytes) == min) {
    by_zero = false;
    q = min;
    r = 0;
  } else {
    return false;  // an unsigned quotient overflow (rdx >= divisor): not from compiled C++
  }
  report_once(w, reinterpret_cast<uintptr_t>(pc), by_zero);
  write_result(g, d.bytes, q, r);
  g[REG_RIP] += static_cast<greg_t>(d.length);
  return true;
#else
  (void)sig, (void)info, (void)ucontext;
  return false;
#endif
}

}  // namespace xlate_rt
