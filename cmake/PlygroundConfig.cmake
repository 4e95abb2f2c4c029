# find_package(Plyground): the SDK for writing player plugins.
#   Plyground::kit               the game rules and the plugin helper (link it into a plugin)
#   plyground_add_plugin(NAME SOURCES...)   builds a plugin
include(${CMAKE_CURRENT_LIST_DIR}/PlygroundTargets.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/PlygroundPlugin.cmake)
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
