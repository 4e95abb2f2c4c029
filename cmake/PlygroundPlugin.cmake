# plyground_add_plugin(NAME SOURCES...): a player plugin, built as a MODULE library that links the
# kit statically and exports only its entry symbol. Used in this repository and, once installed,
# by `find_package(Plyground)` in an author's own project.
function(plyground_add_plugin name)
  add_library(${name} MODULE ${ARGN})
  target_link_libraries(${name} PRIVATE Plyground::kit)
  # With debug information, which costs no speed: a crash is then named by its source's line.
  target_compile_options(${name} PRIVATE -g)
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
endfunction()
