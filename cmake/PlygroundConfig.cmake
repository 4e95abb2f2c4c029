# find_package(Plyground): the SDK for writing player plugins.
#   Plyground::kit               the game rules and the plugin helper (link it into a plugin)
#   plyground_add_plugin(NAME SOURCES...)   builds a plugin
include(${CMAKE_CURRENT_LIST_DIR}/PlygroundTargets.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/PlygroundPlugin.cmake)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
# An author who names no build type gets an optimised plugin, as the shipped players are (CMake's
# default is none: no -O at all, about half the speed).
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type" FORCE)
  message(STATUS "Plyground: no build type named, so Release (optimised); -DCMAKE_BUILD_TYPE=Debug for a debugger")
endif()
