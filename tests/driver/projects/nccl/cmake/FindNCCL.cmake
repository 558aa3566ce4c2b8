# FindNCCL for the test project (written for it): nccl.h and the NCCL library, looked for under
# NCCL_ROOT (CMake variable or environment) before the default paths, as projects' FindNCCL modules
# do. NCCL_SHARED=ON asks for libnccl.so, else libnccl_static.a. Defines NCCL_FOUND,
# NCCL_INCLUDE_DIR, NCCL_LIBRARY and the imported target NCCL::NCCL.
option(NCCL_SHARED "link libnccl.so instead of libnccl_static.a" OFF)
if(NCCL_SHARED)
  set(_nccl_name nccl)
  set(_nccl_type SHARED)
else()
  set(_nccl_name nccl_static)
  set(_nccl_type STATIC)
endif()

find_path(NCCL_INCLUDE_DIR NAMES nccl.h HINTS ${NCCL_ROOT}/include $ENV{NCCL_ROOT}/include)
find_library(NCCL_LIBRARY NAMES ${_nccl_name} HINTS ${NCCL_ROOT}/lib $ENV{NCCL_ROOT}/lib)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(NCCL REQUIRED_VARS NCCL_INCLUDE_DIR NCCL_LIBRARY)

if(NCCL_FOUND AND NOT TARGET NCCL::NCCL)
  add_library(NCCL::NCCL ${_nccl_type} IMPORTED)
  set_target_properties(NCCL::NCCL PROPERTIES IMPORTED_LOCATION "${NCCL_LIBRARY}"
                        INTERFACE_INCLUDE_DIRECTORIES "${NCCL_INCLUDE_DIR}")
endif()
unset(_nccl_name)
unset(_nccl_type)
