// Not rewritten: strings, comments, longer names, a pasted token, a use in ordinary code (a compile
// error under nvcc, where __CUDA__ is undefined), a file without CUDA in it
#if CUDA_VERSION >= 12000  // a CUDA name no rule rewrites: the file is CUDA
int cuda12 = 1;
#endif
const char *s = "__CUDA__";  // __CUDA__ in a comment
int my__CUDA__flag = 1;
#define PASTE(a) a##__CUDA__
#define NAME_OF(x) #x
const char *t = NAME_OF(__CUDA__);
