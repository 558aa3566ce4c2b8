/* Plain C, compiled as C. */
int c_square(int x) { return x * x; }
