/* A plain C file: its object has no .hip_fatbin section. */
int plain_function(int x) { return x + 1; }
