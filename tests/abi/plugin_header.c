/* The plugin interface must compile as plain C (C11) and as C++17, with every warning on. */
#include "plyground/plugin.h"

static const char* const games[] = {"xiangqi", 0};
static const char* const choices[] = {"a", "b", 0};
static const ply_option options[] = {{sizeof(ply_option), "mode", PLY_OPTION_COMBO, "a", 0, 0, choices, "a mode"}};

static void* create(const char* game, char* error, uint32_t error_size) {
  (void)game;
  (void)error;
  (void)error_size;
  return 0;
}

int main(void) {
  ply_plugin plugin = {PLY_ABI_MAJOR,
                       PLY_ABI_MINOR,
                       sizeof(ply_plugin),
                       "c-check",
                       "1",
                       "me",
                       "checks the header",
                       games,
                       options,
                       1,
                       create,
                       0,
                       0,
                       0,
                       0,
                       0,
                       0};
  ply_search_info info = {sizeof(ply_search_info), 1, 1, PLY_SCORE_CP, 10, 1, 1, 1, 0, 0, "a line", 10.25};
  ply_limits limits = {sizeof(ply_limits), 100, 0, 0, {0, 0}, {0, 0}, 0};
  ply_result result = {sizeof(ply_result), "h2e2", PLY_SCORE_NONE, 0, 0, 0, 0.0};
  ply_position position = {sizeof(ply_position), "xiangqi", "", 0, 0};
  ply_entry_function entry = 0;
  (void)entry;
  return (int)(plugin.struct_size + info.depth + limits.movetime_ms + result.depth + position.move_count) == 0;
}
