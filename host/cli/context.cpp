// What the commands share: the plugins they find, the game they work on.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <boost/algorithm/string/predicate.hpp>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"

namespace plyground::cli {

host::PluginScan Context::scan(bool say_refused) const {
  std::vector<std::filesystem::path> files(plugin_files.begin(), plugin_files.end());
  host::PluginScan scan = host::scan_plugins(host::plugin_folders(), files);
  if (!say_refused) return scan;
  // A file asked for by name and refused is said, whatever the command goes on to do.
  for (const host::LoadFailure& f : scan.failures)
    for (const std::filesystem::path& given : files)
      if (std::error_code ec; std::filesystem::equivalent(f.file, given, ec))
        host::warn("--plugin " + given.string() + " was refused: " + f.reason);
  return scan;
}

std::string absolute_path(std::string path) {
  std::error_code ec;
  if (!path.empty())
    if (const auto absolute = std::filesystem::absolute(path, ec); !ec) return absolute.string();
  return path;
}

std::string bad_fen(const host::GameModule& game, const std::string& fen, const std::string& error) {
  std::string said = "bad FEN: " + error;
  for (const host::GameModule* other : host::game_modules())
    if (other != &game && other->from_fen(fen))
      return said + " (it is a " + std::string(other->name()) + " position: add --game " + std::string(other->id()) +
             ")";
  return said;
}

std::unique_ptr<host::GameState> position_to_search(const std::string& game, const std::string& fen) {
  host::Expected<std::unique_ptr<host::GameState>> start = host::game_module(game).from_fen(fen);
  if (!start) {
    host::say_error(bad_fen(host::game_module(game), fen, start.reason()));
    return nullptr;
  }
  std::unique_ptr<host::GameState> state = std::move(*start);
  if (state->end().over()) {
    host::say_error("the game is over in this position (" + state->end().reason + ")");
    state.reset();
  }
  return state;
}

bool can_write_later(const std::string& path) {
  if (path.empty()) return true;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    host::say_error("cannot write " + host::printable(path) + ": it is a folder");
    return false;
  }
  std::filesystem::path folder = std::filesystem::path(path).parent_path();
  if (folder.empty()) folder = ".";
  const bool exists = std::filesystem::exists(path, ec);
  if (access(exists ? path.c_str() : folder.c_str(), W_OK) == 0) return true;
  host::say_error("cannot write " + host::printable(path) + ": " + std::strerror(errno));
  return false;
}

void warn_of_own_depths(const std::vector<host::PlayerSpec>& players, int depth) {
  if (depth <= 0) return;
  for (const host::PlayerSpec& player : players)
    for (const auto& [name, value] : player.options)
      if (boost::algorithm::iequals(name, "depth") && value != std::to_string(depth))
        host::warn(player.text + " searches to --depth " + std::to_string(depth) + ", not its own depth " + value +
                   " (--depth limits every player; leave it out for each player's own)");
}

// Pads to a display width: CJK characters (3 bytes in UTF-8 here) take two columns.
std::string pad(const std::string& text, size_t width) {
  size_t columns = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = text[i];
    if (c < 0x80)
      ++columns;
    else if ((c & 0xE0) == 0xE0)
      columns += 2;
  }
  return text + std::string(width > columns ? width - columns : 1, ' ');
}

CLI::Option* add_fen_option(CLI::App* command, std::string& fen, const std::string& what) {
  return command
      ->add_option_function<std::string>(
          "--fen",
          [&fen](const std::string& value) {
            if (value.empty()) throw CLI::ValidationError("--fen", "an empty position: give a FEN, or 'start'");
            fen = value == "start" || value == "startpos" ? "" : value;
          },
          what + " (FEN, or 'start'; the game's start by default)")
      ->type_name("FEN");
}

void add_game_option(CLI::App* command, std::string& game) {
  std::vector<std::string> ids;
  for (const host::GameModule* m : host::game_modules()) ids.emplace_back(m->id());
  game = ids.front();
  std::string list;
  for (const std::string& id : ids) list += (list.empty() ? "" : ", ") + id;
  command->add_option("--game", game, "The game: " + list)->check(CLI::IsMember(ids))->capture_default_str();
}

namespace {

std::string option_of(std::string_view side) {
  std::string name = "--";
  for (char c : side) name += char(std::tolower(static_cast<unsigned char>(c)));
  return name;
}

}  // namespace

bool SideOptions::given() const {
  return !players[0].empty() || !players[1].empty() ||
         std::any_of(by_side.begin(), by_side.end(), [](const auto& entry) { return !entry.second.empty(); });
}

void add_side_options(CLI::App* command, SideOptions& sides, const std::string& what) {
  command->add_option("--first", sides.players[0], "The first player (Red, White, X, ...): " + what);
  command->add_option("--second", sides.players[1], "The second player (Black, O, ...): " + what);
  std::vector<std::string> names;
  for (const host::GameModule* m : host::game_modules())
    for (std::string_view side : m->sides())
      if (std::find(names.begin(), names.end(), option_of(side)) == names.end()) names.push_back(option_of(side));
  for (const std::string& name : names)
    command->add_option(name, sides.by_side[name], "The player of this side, in games that have it")
        ->group(
            "Players by side (in games without Red, White or Black, --red and --white name the first, --black the "
            "second)");
}

void resolve_sides(SideOptions& sides, const std::string& game_id, const std::string& fallback) {
  const host::GameModule& game = host::game_module(game_id);
  const auto named = game.sides();
  std::array<std::string, 2> how = {"--first", "--second"};
  for (const auto& [option, player] : sides.by_side) {
    if (player.empty()) continue;
    auto side = named.begin();
    while (side != named.end() && option_of(*side) != option) ++side;
    // Where the game has no side of the name, --red and --white name the first player and --black
    // the second, as in Xiangqi and chess.
    const size_t legacy = option == "--black" ? 1 : (option == "--red" || option == "--white") ? 0 : 2;
    if (side == named.end() && legacy == 2)
      throw CLI::ValidationError(option, std::string(game.name()) + " has no side " + option.substr(2) +
                                             " (its sides: " + std::string(named[0]) + " and " + std::string(named[1]) +
                                             ")");
    const size_t index = side == named.end() ? legacy : size_t(side - named.begin());
    if (!sides.players[index].empty())
      throw CLI::ValidationError(option,
                                 "it and " + how[index] + " both name the player of " + std::string(named[index]));
    sides.players[index] = player;
    how[index] = option;
  }
  for (size_t i = 0; i < 2; ++i) {
    if (sides.players[i].empty()) sides.players[i] = fallback;
    if (sides.players[i].empty())
      throw CLI::ValidationError("no player for " + std::string(named[i]) + ": give " + option_of(named[i]) + " or " +
                                 (i ? "--second" : "--first"));
  }
}

int guarded_main(int (*run)(int, char**), int argc, char** argv) noexcept {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitFailed;
  }
}

}  // namespace plyground::cli
