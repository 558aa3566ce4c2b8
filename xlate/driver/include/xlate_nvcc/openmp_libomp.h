/* Included by nvcc_defines.h into host code that xlate-nvcc compiles with -fopenmp (clang, libomp).
 *
 * Clang's OpenMP code runs its parallel regions on libomp (__kmpc_fork_call, ...), which the toolkit's
 * cudart scripts name (xlate/driver/toolkit.py), and calls the OpenMP API routines (omp_get_thread_num,
 * ...) by their plain names. A program links one definition of each name: when a project links with
 * g++ -fopenmp and names libgomp before the CUDA runtime (CMake's OpenMP::OpenMP_CXX does), the routines
 * this code calls are libgomp's, which knows nothing of libomp's teams: omp_get_thread_num() would answer
 * 0 in every thread of them. This constructor, once per program or shared library, looks at which
 * runtime answers those calls; if it is not libomp, libomp's teams get one thread (OMP_NUM_THREADS=1 for
 * libomp alone), so that this code's regions and the answers it gets agree (thread 0 of 1), and it says
 * so on stderr (docs/nvcc-driver.md, "OpenMP"). Where libomp comes first, it runs every region of the
 * program (it also implements libgomp's entry points) and nothing changes. */
#ifndef XLATE_NVCC_OPENMP_LIBOMP_H
#define XLATE_NVCC_OPENMP_LIBOMP_H
#include <dlfcn.h>
#include <omp.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif
__attribute__((weak, visibility("hidden"))) int __xlate_omp_runtime_checked;

__attribute__((constructor, used)) static void __xlate_omp_one_runtime(void) {
  if (__xlate_omp_runtime_checked) return;
  __xlate_omp_runtime_checked = 1;
  void* omp = dlopen("libomp.so.5", RTLD_LAZY | RTLD_NOLOAD);
  if (!omp) return;  // not loaded: this code runs no region on it
  void* libomps = dlsym(omp, "omp_get_thread_num");
  // what this code's calls reach: the address through the GOT (PIE and shared objects); a non-PIE
  // executable's canonical PLT entry instead points into the executable, whose calls bind globally
  void* reached = (void*)&omp_get_thread_num;
  Dl_info where, self;
  if (dladdr(reached, &where) && dladdr((void*)&__xlate_omp_one_runtime, &self) && where.dli_fbase == self.dli_fbase)
    reached = dlsym(RTLD_DEFAULT, "omp_get_thread_num");
  if (reached && reached != libomps) {
    void (*defaults)(const char*) = (void (*)(const char*))dlsym(omp, "kmp_set_defaults");
    void (*threads)(int) = (void (*)(int))dlsym(omp, "omp_set_num_threads");
    if (defaults) defaults("OMP_NUM_THREADS=1");
    if (threads) threads(1);
    Dl_info other;
    fprintf(stderr, "xlate: the OpenMP regions of CUDA host code run on one thread: its calls to the OpenMP "
                    "routines reach %s, not libomp, which runs those regions (link libomp before it)\n",
            dladdr(reached, &other) && other.dli_fname ? other.dli_fname : "another OpenMP runtime");
  }
  dlclose(omp);
}
#ifdef __cplusplus
}
#endif
#endif
