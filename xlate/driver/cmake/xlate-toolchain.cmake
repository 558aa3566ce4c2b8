# CMake toolchain file for building CUDA projects unchanged with xlate (docs/nvcc-driver.md):
#
#   cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=<xlate>/xlate/driver/cmake/xlate-toolchain.cmake
#   (xlate-nvcc must be on PATH, or pass -DCMAKE_CUDA_COMPILER=/path/to/xlate-nvcc)
#   XLATE_NVCC_TARGET=cpu cmake ...   # build for xlate's CPU backend instead of gfx942 (set it for the
#                                     # build step too)
#
# What it does:
#  * CMAKE_CUDA_COMPILER = xlate-nvcc (next to this xlate installation, else on PATH) unless already
#    set. CMake identifies it as NVIDIA nvcc 12.4 and then drives it with nvcc's flags.
#  * CMAKE_CUDA_ARCHITECTURES keeps CUDA numbers (CMake requires them); xlate-nvcc maps every sm_XX /
#    compute_XX to the AMD target (gfx942, or XLATE_OFFLOAD_ARCH=gfx90a,... / --xlate-offload-arch).
#  * After project(): CUDA gets the highest linker preference, so a target that mixes C++ and CUDA
#    objects (or links a static library holding CUDA objects) is linked by xlate-nvcc, which adds the
#    HIP runtime (gfx) or xlate's CPU runtime (cpu). With nvcc, CMake would add cudart_static instead.

get_filename_component(_xlate_cmake_dir "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)

if(NOT CMAKE_CUDA_COMPILER)
  # not found: CMake's own CUDA detection then says that no CUDA compiler was found
  find_program(XLATE_NVCC_EXECUTABLE NAMES xlate-nvcc HINTS ENV XLATE_NVCC_DIR)
  if(XLATE_NVCC_EXECUTABLE)
    set(CMAKE_CUDA_COMPILER "${XLATE_NVCC_EXECUTABLE}" CACHE FILEPATH "CUDA compiler (xlate-nvcc)")
  endif()
endif()

set(CMAKE_PROJECT_INCLUDE "${_xlate_cmake_dir}/xlate-after-project.cmake" CACHE FILEPATH
    "xlate: settings applied after project()")
