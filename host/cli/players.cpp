// `plyground players`: every player found, and every file that failed to load, with why.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <variant>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "players/make_engine.hpp"
#include "players/own_root.hpp"
#include "players/process.hpp"
#include "players/sandbox.hpp"

namespace plyground::cli {
namespace {

std::string describe(const host::OptionInfo& o) {
  std::string text = o.name + " = " + o.default_value;
  switch (o.type) {
    case host::OptionType::SPIN:
      text += "  (" + std::to_string(o.min) + ".." + std::to_string(o.max) + ")";
      break;
    case host::OptionType::CHECK:
      text += "  (true/false)";
      break;
    case host::OptionType::COMBO: {
      text += "  (";
      for (size_t i = 0; i < o.choices.size(); ++i) text += (i ? "/" : "") + o.choices[i];
      text += ")";
      break;
    }
    default:
      text += "  (text)";
  }
  if (!o.description.empty()) text += "  " + o.description;
  return text;
}

// A Python player, started once in its child, as the list shows a plugin: its own options (its
// script's OPTIONS, and the python plugin's depth and search), or why it does not load.
int describe_python_player(const std::string& file, const host::PluginScan& scan) {
  try {
    const auto engine = host::make_engine(file, scan, host::default_game(), true);
    if (const host::Status started = engine->new_game(); !started) throw std::runtime_error(started.reason());
    std::cout << host::printable(std::filesystem::path(file).filename().string()) << "  (a player in Python)\n"
              << "  games: every game (the python plugin's)\n";
    for (const host::OptionInfo& o : engine->options())
      if (o.name != "script") std::cout << "  option " << describe(o) << "\n";
    std::cout << "  file: " << host::printable(std::filesystem::absolute(file).string()) << "\n";
    return 0;
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
}

void describe_plugin(const host::PluginInfo& p) {
  std::string games;
  for (const std::string& g : p.games) games += (games.empty() ? "" : ", ") + g;
  std::cout << p.name << " " << (p.version.empty() ? "?" : p.version) << "  by " << (p.author.empty() ? "?" : p.author)
            << "\n"
            << "  " << p.description << "\n"
            << "  games: " << games << "\n";
  for (const host::OptionInfo& o : p.options) std::cout << "  option " << describe(o) << "\n";
  std::cout << "  file: " << host::printable(p.file.string()) << "\n";
}

// The players named (a plugin by its name, a Python file), each described; else every one found.
int list_players(const Context& context, const std::vector<std::string>& named) {
  const host::PluginScan scan = context.scan(false);  // it lists the files refused
  int status = 0;
  for (const std::string& player : named)
    if (host::is_python_player(player)) {
      status = std::max(status, describe_python_player(player, scan));
    } else if (const host::PluginInfo* found = scan.find(player)) {
      describe_plugin(*found);
    } else {
      host::say_error("no player named '" + player + "' (a plugin found here, or a Python file ending in .py)");
      status = kExitBadInput;
    }
  if (!named.empty()) return status;
  for (const host::PluginInfo& p : scan.plugins) describe_plugin(p);
  // A file's name may hold a newline or an escape sequence: one line each, whatever it holds.
  for (const host::LoadFailure& f : scan.failures)
    std::cout << "refused: " << host::printable(f.file.string()) << "\n  " << host::printable(f.reason) << "\n";
  std::cout << scan.plugins.size() << (scan.plugins.size() == 1 ? " player, " : " players, ") << scan.failures.size()
            << (scan.failures.size() == 1 ? " file refused\n" : " files refused\n");
  std::cout << "searched: ";
  for (const auto& folder : host::plugin_folders()) std::cout << folder.string() << "  ";
  std::cout << "\n";
  return 0;
}

// `plyground scan-plugin FILE`, run by the host as a child for each plugin file it finds: loads
// that one file in a sandbox and writes what it found as one scan record. Not for people.
void scan_one(const std::string& file) {
  // It reads the plugin's folder (the libraries it brings beside it), as the player would.
  const int out =
      host::enter_sandbox({.memory_mb = host::kScannerMemoryMb, .files_mb = 0, .readable = host::own_files_of(file)})
          .out;
  auto loaded = host::load_plugin(file);
  std::variant<host::PluginInfo, host::LoadFailure> result = host::LoadFailure{};
  if (auto* plugin = std::get_if<host::LoadedPlugin>(&loaded))
    result = plugin->info;
  else
    result = std::get<host::LoadFailure>(loaded);
  std::string line = host::scan_record(result) + "\n";
  if (line.size() > host::ChildProcess::kLongestLine)  // more than the host reads of a line: said as such
    line = host::scan_record(host::LoadFailure{file, "its description (options, their texts and choices) takes " +
                                                         std::to_string(line.size()) + " bytes, more than the " +
                                                         std::to_string(host::ChildProcess::kLongestLine) +
                                                         " a scan record holds"}) +
           "\n";
  for (size_t done = 0; done < line.size();) {
    const ssize_t n = write(out, line.data() + done, line.size() - done);
    if (n <= 0) break;
    done += size_t(n);
  }
  _exit(0);  // the plugin stays loaded: its unload code is none of the scan's business
}

}  // namespace

void add_players_command(CLI::App& app, const Context& context) {
  CLI::App* cmd = app.add_subcommand("players", "List the players found (plugins) and the files refused, with why");
  auto named = std::make_shared<std::vector<std::string>>();
  cmd->add_option("player", *named, "Players to describe alone: plugins by name, players written in Python by file");
  cmd->callback([&context, named]() {
    if (const int status = list_players(context, *named)) throw CLI::RuntimeError(status);
  });
}

void add_child_commands(CLI::App& app) {
  auto file = std::make_shared<std::string>();
  CLI::App* scan = app.add_subcommand("scan-plugin", "Describe one plugin file (run by the host as a child)");
  scan->group("");  // not listed in --help
  scan->add_option("file", *file)->required();
  scan->callback([file]() { scan_one(*file); });
  CLI::App* probe = app.add_subcommand("probe-sandbox", "Try the sandbox's walls (run by the host as a child)");
  probe->group("");
  probe->callback([] { host::probe_sandbox(); });
}

}  // namespace plyground::cli
