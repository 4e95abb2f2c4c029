# The host's layers, each a static library that sees only itself and the layers below it:
# plyground_layer(TARGET SHOWS PATH... SOURCES FILE... LINKS TARGET... [PRIVATE_LINKS TARGET...])
# gives TARGET an include root of its own, a folder of links to the paths of host/ it SHOWS (its
# folder), and links it to the layers below (LINKS, whose roots come with them). An include of a
# layer above is then not found, and the build fails at once (tests/tools/layers_test.sh checks).
function(plyground_layer target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SHOWS;SOURCES;LINKS;PRIVATE_LINKS")
  set(root ${PLYGROUND_GENERATED}/layers/${target})
  foreach(path IN LISTS arg_SHOWS)
    get_filename_component(parent ${root}/${path} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/host/${path} ${root}/${path} SYMBOLIC)
  endforeach()
  add_library(${target} STATIC ${arg_SOURCES})
  target_include_directories(${target} PUBLIC ${root})
  target_link_libraries(${target} PUBLIC ${arg_LINKS} PRIVATE ${arg_PRIVATE_LINKS})
  plyground_warnings(${target})
endfunction()
