// Pastes XL106 leaves alone, with no message: a prefix that forms no CUDA name, the CUDA part after
// the parameter, and two parameters pasted.
#define MINE(x) my ## x
#define SUFFIXED(x) x ## Async
#define CAT(a, b) a ## b

static int myValue = 3;
static int valueAsync = 4;

int main() {
  int cat = CAT(my, Value);
  return MINE(Value) + SUFFIXED(value) + cat - 10;
}
