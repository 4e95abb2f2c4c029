#include "players/make_engine.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <stdexcept>

#include <unistd.h>

#include "base/files.hpp"
#include "players/plugin_engine.hpp"
#include "players/process.hpp"
#include "players/uci_engine.hpp"

namespace plyground::host {
namespace {

// The plugin, if it plays `game`; else why not.
const PluginInfo& playing(const PluginInfo& plugin, const GameModule& game) {
  if (plugin.plays(game.id())) return plugin;
  std::string games;
  for (const std::string& g : plugin.games) games += (games.empty() ? "" : ", ") + g;
  throw std::runtime_error(plugin.name + " does not play " + std::string(game.id()) + " (it plays " + games + ")");
}

// A player written in Python is the `python` plugin, given the file's absolute path as `script`.
PlayerSpec through_python(const PlayerSpec& spec) {
  if (spec.kind != PlayerSpec::Kind::PYTHON_FILE) return spec;
  std::error_code ec;
  const std::filesystem::path file = std::filesystem::absolute(spec.player, ec).lexically_normal();
  if (const Status readable = ec ? failure("no such file") : regular_file(file); !readable)
    throw std::runtime_error("no Python player at '" + spec.player + "': " + readable.reason());
  PlayerSpec out = spec;
  out.kind = PlayerSpec::Kind::PLUGIN;
  out.player = "python";
  out.options.insert(out.options.begin(), {"script", file.string()});
  return out;
}

// The plugin a spec names: found by the scan, or a file named in the spec, scanned now in a child.
PluginInfo find_plugin(const PlayerSpec& parsed, const PluginScan& scan) {
  if (parsed.kind == PlayerSpec::Kind::PLUGIN_FILE) {
    PluginScan one = scan_plugins({}, {parsed.player});
    if (one.plugins.empty())
      throw std::runtime_error("cannot load player '" + parsed.player +
                               "': " + (one.failures.empty() ? "no such file" : one.failures[0].reason));
    return one.plugins[0];
  }
  if (const PluginInfo* found = scan.find(parsed.player)) return *found;
  if (parsed.player == "python")
    throw std::runtime_error(
        "players written in Python need the python plugin, which this build lacks "
        "(build Plyground with python3-dev and pybind11-dev installed)");
  std::string known;
  for (const PluginInfo& p : scan.plugins) known += (known.empty() ? "" : ", ") + p.name;
  throw std::runtime_error("no player named '" + parsed.player + "' (found: " + (known.empty() ? "none" : known) +
                           "; see `plyground players`)");
}

// A text option's value that names an existing file by a relative path, made whole: from the folder
// of the player's own name beside `own` (its file; its data), from `own`'s folder, or from the
// folder the command runs in, the first that holds it (as the kit's own_path reads it); any other
// value as it is. So the player reads the same file sandboxed, in its empty working folder, as in
// process, and the sandbox lets it (a file an option names by a whole path is readable).
std::string whole_path(const std::filesystem::path& own, const std::string& value) {
  const std::filesystem::path given(value);
  if (value.empty() || given.is_absolute()) return value;
  std::error_code ec;
  for (const std::filesystem::path& folder :
       {own.parent_path() / own.stem(), own.parent_path(), std::filesystem::current_path(ec)})
    if (const std::filesystem::path path = folder / given; std::filesystem::is_regular_file(path, ec))
      return std::filesystem::absolute(path, ec).lexically_normal().string();
  return value;
}

// The player's own file: the plugin's, or a Python player's script.
std::filesystem::path own_file(const PluginInfo& info, const PlayerSpec& spec) {
  for (const auto& [name, value] : spec.options)
    if (info.name == "python" && name == "script") return value;
  return info.file;
}

// The spec's options for the plugin `info`, each under the plugin's own name for it (matched in any
// case, as UCI matches option names) and checked as the plugin would check its value, so that a
// fault stops the command at once, in words, instead of losing every game; `movetime` is left out
// where it is the host's (the plugin has no option of that name). `who` names the player.
std::vector<std::pair<std::string, std::string>> options_for(const PluginInfo& info, const PlayerSpec& spec,
                                                             const std::string& who) {
  std::vector<std::pair<std::string, std::string>> options;
  for (const auto& [name, value] : spec.options) {
    const OptionInfo* option = info.find_option(name);
    if (!option && name == "movetime") continue;
    if (!option && info.name == "python") {  // the script's own (its OPTIONS): checked by the player as it starts
      options.emplace_back(name, whole_path(own_file(info, spec), value));
      continue;
    }
    if (!option) {
      std::string known;  // a Python player's script is the plugin's business, not its author's
      for (const OptionInfo& o : info.options)
        if (!(info.name == "python" && o.name == "script")) known += (known.empty() ? "" : ", ") + o.name;
      throw std::runtime_error(who + " has no option '" + name + "' (" +
                               (known.empty() ? "it has none" : "its options: " + known) + ")");
    }
    if (const Status fault = option->value_fault(value); !fault) throw std::runtime_error(who + ": " + fault.reason());
    const bool names_a_file = option->type == OptionType::TEXT && option->name != "script";
    options.emplace_back(option->name, names_a_file ? whole_path(own_file(info, spec), value) : value);
  }
  return options;
}

// How a fault of its options names a player: a Python player by its script's file name, wherever
// the spec came from (the host's, or a child's, which is given the python plugin and the script).
std::string said_name(const PlayerSpec& parsed, const PluginInfo& info) {
  return info.name == "python" ? own_file(info, parsed).filename().string() : info.name;
}

// How messages name a player: a plugin by its name, a Python player by its file's.
std::string player_name(const PlayerSpec& written, const PluginInfo& info) {
  return written.kind == PlayerSpec::Kind::PYTHON_FILE ? std::filesystem::path(written.player).filename().string()
                                                       : info.name;
}

}  // namespace

void check_spec(const PlayerSpec& written, const PluginScan& scan, const GameModule& game) {
  const PlayerSpec spec = through_python(written);
  if (spec.external()) {
    const std::vector<std::string> argv = split_command(spec.player);
    if (argv.empty()) throw std::runtime_error("no engine command in '" + spec.text + "'");
    if (access(find_program(argv[0]).c_str(), X_OK) != 0)
      throw std::runtime_error("no engine program '" + argv[0] + "' (in PATH or /usr/games)");
    // Started once: an engine that does not speak its protocol, or lacks an option the spec sets,
    // stops the command here instead of losing every game it was to play.
    make_external_engine(spec, game);
    return;
  }
  const PluginInfo info = find_plugin(spec, scan);
  playing(info, game);
  (void)options_for(info, spec, player_name(written, info));  // throws at the first fault
  // A Python player's file is read by the interpreter alone, and a text option's value (a file
  // the player reads) by the player alone: started once, in a child, to say a fault at once.
  const bool reads_a_text = std::any_of(spec.options.begin(), spec.options.end(), [&info](const auto& option) {
    const OptionInfo* declared = info.find_option(option.first);
    return declared && declared->type == OptionType::TEXT;
  });
  if (written.kind == PlayerSpec::Kind::PYTHON_FILE || reads_a_text)
    if (const Status started = make_engine(written, scan, game, true)->new_game(); !started)
      throw std::runtime_error("cannot load player '" + written.text + "': " + started.reason());
}

std::vector<std::unique_ptr<Engine>> make_engines(const PlayerSpec& written, const PluginScan& scan,
                                                  const GameModule& game, bool isolate, int lanes) {
  std::vector<std::unique_ptr<Engine>> engines;
  if (written.external()) {
    while (int(engines.size()) < lanes) engines.push_back(make_external_engine(written, game));
    return engines;
  }
  const PlayerSpec parsed = through_python(written);
  // Run here, a plugin file is loaded here at once; run in a child, it is scanned in another.
  PluginInfo info;
  std::optional<LoadedPlugin> loaded;
  if (parsed.kind == PlayerSpec::Kind::PLUGIN_FILE && !isolate) {
    auto result = load_plugin(parsed.player);
    if (auto* failure = std::get_if<LoadFailure>(&result))
      throw std::runtime_error("cannot load player '" + parsed.player + "': " + failure->reason);
    loaded = std::move(std::get<LoadedPlugin>(result));
    info = loaded->info;
  } else {
    info = find_plugin(parsed, scan);
  }
  playing(info, game);
  // Shown by its own name rather than its path: "myai:depth=2"; a Python player by its file's.
  const std::string options = parsed.options_text();
  const std::string display = written.kind == PlayerSpec::Kind::PYTHON_FILE
                                  ? std::filesystem::path(written.player).filename().string() + written.options_text()
                                  : info.name + options;

  // `movetime`, unless the plugin has an option of that name, is the host's: a time of its own,
  // kept by this side of the sandbox so that the host waits for it.
  const bool own_movetime = !info.find_option("movetime");
  int64_t movetime_ms = 0;
  for (const auto& [name, value] : parsed.options)
    if (name == "movetime" && own_movetime &&
        (std::sscanf(value.c_str(), "%ld", &movetime_ms) != 1 || movetime_ms <= 0))
      throw std::runtime_error(written.player + ": movetime takes a positive number of milliseconds, not '" + value +
                               "'");
  // What the plugin itself is given, under its own names.
  const std::vector<std::pair<std::string, std::string>> plugin_options =
      options_for(info, parsed, player_name(written, info));

  if (isolate) {
    // The spec goes whole, its file and each option a word of their own: the child reads no spec text.
    std::vector<std::string> argv = {plyground_executable(),
                                     "uci",
                                     "--sandboxed",
                                     "--game",
                                     std::string(game.id()),
                                     "--memory",
                                     std::to_string(kIsolatedMemoryMb + (lanes - 1) * kLaneMemoryMb),
                                     "--player",
                                     info.file.string()};
    for (const auto& [name, value] : plugin_options) argv.insert(argv.end(), {"--option", name + "=" + value});
    return make_isolated_engines(argv, game, display, info, movetime_ms, lanes);
  }
  if (!loaded) {
    auto result = load_plugin(info.file);
    if (auto* failure = std::get_if<LoadFailure>(&result))
      throw std::runtime_error("cannot load player '" + info.name + "': " + failure->reason);
    loaded = std::move(std::get<LoadedPlugin>(result));
  }
  while (int(engines.size()) < lanes) {
    auto engine = make_plugin_engine(display, *loaded, game, movetime_ms);
    for (const auto& [name, value] : plugin_options)
      if (const Status set = engine->set_option(name, value); !set)  // a script's fault names it
        throw std::runtime_error(name == "script" ? set.reason() : said_name(parsed, info) + ": " + set.reason());
    engines.push_back(std::move(engine));
  }
  return engines;
}

std::unique_ptr<Engine> make_engine(const PlayerSpec& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate) {
  return std::move(make_engines(spec, scan, game, isolate, 1).front());
}

std::unique_ptr<Engine> make_engine(const std::string& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate) {
  const Expected<PlayerSpec> parsed = parse_spec(spec);
  if (!parsed) throw std::runtime_error(parsed.reason());
  return make_engine(*parsed, scan, game, isolate);
}

}  // namespace plyground::host
