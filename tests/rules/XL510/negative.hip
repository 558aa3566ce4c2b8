// Nothing added: the file includes <cstring> itself
#include <hip/hip_runtime.h>
#include <cstring>

int main() {
  char a[4] = "abc", b[4];
  memcpy(b, a, 4);
  return (int)strlen(b) + INT_MAX / INT_MAX;
}
