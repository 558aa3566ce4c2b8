// Nothing to remove: `register` only inside other tokens, strings, comments, pasted or stringified
#define PASTE(x) register##x
#define STR(x) #x
#define PASTE2(x) x##register
#define STR_REG #register
int registered, unregister;
const char *help = "register int x; use the register keyword";  // register in a comment
const char *word = STR(register);
/* register float y; */

__device__ unsigned lane_of(unsigned v) {
  unsigned r = 0, register_count = 1;
  asm volatile("mov.u32 %0, %1; // register" : "=r"(r) : "r"(v));
  return r + register_count;
}

struct Registers { int registers_used; };
