// Deliberately broken plugins, one per fault the loader must name. Each is built from this file
// with one BROKEN_* macro defined (tests/CMakeLists.txt); none is installed or found by default.
// The LOAD_* ones misbehave as soon as the library is loaded, before any call.
#include <unistd.h>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "plyground/plugin.h"

#if defined(BROKEN_LOAD_CRASH) || defined(BROKEN_LOAD_HANG) || defined(BROKEN_LOAD_EXIT) || defined(BROKEN_LOAD_CHATTER)
namespace {
struct AtLoad {
  AtLoad() {
#if defined(BROKEN_LOAD_CRASH)
    std::fprintf(stderr, "about to crash at load\n");
    std::raise(SIGSEGV);
#elif defined(BROKEN_LOAD_HANG)
    for (;;) pause();
#elif defined(BROKEN_LOAD_EXIT)
    std::exit(0);
#elif defined(BROKEN_LOAD_CHATTER)
    std::printf("plugin says hello on stdout\n");
    std::fflush(stdout);
#endif
  }
} at_load;
}  // namespace
#endif

namespace {
const char* const kGames[] = {"xiangqi", nullptr};
const char* const kNoGames[] = {nullptr};
void* create(const char*, char*, uint32_t) { return nullptr; }
int32_t set_option(void*, const char*, const char*, char*, uint32_t) { return PLY_ERROR; }
int32_t new_game(void*, char*, uint32_t) { return PLY_ERROR; }
int32_t choose_move(void*, const ply_position*, const ply_limits*, const ply_host*, ply_result*, char*, uint32_t) {
  return PLY_ERROR;
}
void stop(void*) {}
void destroy(void*) {}

ply_plugin descriptor() {
  return ply_plugin{PLY_ABI_MAJOR,
                    PLY_ABI_MINOR,
                    sizeof(ply_plugin),
                    "broken",
                    "0",
                    "tests",
                    "a broken plugin",
                    kGames,
                    nullptr,
                    0,
                    create,
                    set_option,
                    new_game,
                    choose_move,
                    stop,
                    destroy,
                    nullptr};
}
}  // namespace

#if defined(BROKEN_NO_ENTRY)
extern "C" PLY_EXPORT int not_the_entry_symbol(void) { return 1; }
#else
extern "C" PLY_EXPORT const ply_plugin* plyground_plugin_entry(void) {
  static ply_plugin d = [] {
    ply_plugin p = descriptor();
#if defined(BROKEN_WRONG_MAJOR)
    p.abi_major = PLY_ABI_MAJOR + 1;
#elif defined(BROKEN_SMALL_DESCRIPTOR)
    p.struct_size = 16;
#elif defined(BROKEN_NO_GAMES)
    p.games = kNoGames;
#elif defined(BROKEN_NO_NAME)
    p.name = nullptr;
#elif defined(BROKEN_BOGUS_NAME)
    p.name = reinterpret_cast<const char*>(uintptr_t(16));  // reading it faults
#elif defined(BROKEN_FORGED_NAME)
    p.name = "evil\nrandom 9.9.9  by Plyground";  // would forge a line of `plyground players`
#elif defined(BROKEN_BAD_DEFAULT)
    static const ply_option options[] = {{sizeof(ply_option), "depth", PLY_OPTION_SPIN, "99", 1, 10, nullptr, nullptr}};
    p.options = options;
    p.option_count = 1;
#elif defined(BROKEN_MANY_OPTIONS) || defined(BROKEN_LONG_OPTIONS)
#if defined(BROKEN_MANY_OPTIONS)
    const int count = 5000;  // each valid; too many together
    static const std::string description = "";
#else
    const int count = PLY_MOST_OPTIONS;  // as many as may be, each with a long description: too long together
    static const std::string description(500, 'd');
#endif
    static std::vector<ply_option> options = [&] {
      static std::vector<std::string> names;
      for (int i = 0; i < count; ++i) names.push_back("option" + std::to_string(i));
      std::vector<ply_option> list;
      for (const std::string& name : names)
        list.push_back({sizeof(ply_option), name.c_str(), PLY_OPTION_SPIN, "1", 1, 10, nullptr, description.c_str()});
      return list;
    }();
    p.options = options.data();
    p.option_count = uint32_t(options.size());
#endif
    return p;
  }();
  return &d;
}
#endif
