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
  do { auto&& _xl_op0 = (r); auto&& _xl_op1 = (v); { unsigned int _xl_a0 = 0x0u; unsigned int _xl_a1 = (unsigned int)(_xl_op1); { _xl_a0 = _xl_a1; } (_xl_op0) = _xl_a0; } } while (0);
  return r + register_count;
}

struct Registers { int registers_used; };
