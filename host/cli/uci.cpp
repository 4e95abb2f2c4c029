// `plyground uci --player SPEC [--game ID]`: any player served as a UCI engine on stdin/stdout
// (UCCI when the first command is `ucci`), so other GUIs and tournament managers can run
// Plyground's players (cli/uci_server.cpp serves it); with --sandboxed, what a host starts as a
// player's child, which enters the sandbox before it loads the plugin.
#include <unistd.h>
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "cli/uci_server.hpp"
#include "games/registry.hpp"
#include "players/crash_report.hpp"
#include "players/own_root.hpp"
#include "players/sandbox.hpp"
#include "players/spec.hpp"

namespace plyground::cli {
namespace {

// What a sandboxed player reads besides what every player may (enter_sandbox): its plugin's folder,
// and each existing file its options name by an absolute path (a network's weights); a Python
// player's script (the `python` plugin's `script` option) with its folder, whose modules it imports.
// Options set later (a GUI's setoption) open nothing more.
std::vector<std::string> read_by(const host::PlayerSpec& spec, const host::PluginScan& scan) {
  std::vector<std::string> paths;
  const auto add = [&paths](const std::vector<std::string>& more) {
    paths.insert(paths.end(), more.begin(), more.end());
  };
  if (spec.kind == host::PlayerSpec::Kind::PLUGIN_FILE || spec.kind == host::PlayerSpec::Kind::PYTHON_FILE)
    add(host::own_files_of(spec.player));
  else if (const host::PluginInfo* found = scan.find(spec.player))
    add(host::own_files_of(found->file));
  std::error_code ec;
  for (const auto& [name, value] : spec.options) {
    if (!value.starts_with('/') || !std::filesystem::is_regular_file(value, ec)) continue;
    if (name == "script")
      add(host::own_files_of(value));
    else
      paths.push_back(value);
  }
  return paths;
}

// The player to serve: a GUI's spec, read here; a host's plugin file and its options, given whole
// (make_engines writes them), so that no text of a spec is read again in the child.
host::PlayerSpec served_player(const std::string& player, const std::vector<std::string>& options, bool sandboxed) {
  if (!sandboxed) {
    host::Expected<host::PlayerSpec> spec = host::parse_spec(player);
    if (!spec) throw std::runtime_error(spec.reason());
    return std::move(*spec);
  }
  host::PlayerSpec spec{.kind = host::PlayerSpec::Kind::PLUGIN_FILE, .text = player, .player = player, .options = {}};
  for (const std::string& option : options) {
    const size_t equals = option.find('=');
    if (equals == std::string::npos) throw std::runtime_error("--option takes NAME=VALUE, not '" + option + "'");
    spec.options.emplace_back(option.substr(0, equals), option.substr(equals + 1));
  }
  return spec;
}

}  // namespace

void add_uci_command(CLI::App& app, const Context& context) {
  auto player = std::make_shared<std::string>();
  auto options = std::make_shared<std::vector<std::string>>();
  auto game = std::make_shared<std::string>();
  auto memory = std::make_shared<int>(0);
  auto sandboxed = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("uci", "Serve a player as a UCI (or UCCI) engine on stdin/stdout");
  cmd->add_option("--player", *player, "The player: name[:option=value,...] or a plugin file")->required();
  add_game_option(cmd, *game);
  cmd->add_option("--memory", *memory, "With --sandboxed: the process's memory in MB (0: none)")
      ->check(CLI::Range(0, 1 << 20))
      ->group("");
  // What the host starts: this process is the sandbox, and loads the plugin file --player names
  // itself, with each --option.
  cmd->add_flag("--sandboxed", *sandboxed, "Load the plugin here, inside the sandbox (the host's child)")->group("");
  cmd->add_option("--option", *options, "With --sandboxed: an option of the plugin, NAME=VALUE")->group("");
  cmd->callback([player, options, game, memory, sandboxed, &context]() {
    std::unique_ptr<EngineServer> server;
    try {
      host::PlayerSpec spec = served_player(*player, *options, *sandboxed);
      // A player named is found first (the sandbox may start no process); a file is loaded alone.
      host::PluginScan scan = spec.kind == host::PlayerSpec::Kind::PLUGIN_FILE ? host::PluginScan{} : context.scan();
      int in = STDIN_FILENO;
      FILE* out = stdout;
      if (*sandboxed) {
        host::report_crashes();  // where the player crashes, for its host to name (crash_place)
        // From here on a plugin's printf cannot reach the client, nor can it read the client's lines.
        const host::ProtocolChannel channel =
            host::enter_sandbox({.memory_mb = *memory, .files_mb = 64, .readable = read_by(spec, scan)});
        in = channel.in;
        out = fdopen(channel.out, "w");
        if (!out) throw std::runtime_error("cannot write to the host");
      }
      server = make_uci_server(std::move(spec), std::move(scan), host::game_module(*game), in, out, *sandboxed,
                               !*sandboxed && !context.in_process);
    } catch (const std::exception& e) {
      host::say_error(e.what());
      throw CLI::RuntimeError(kExitBadInput);
    }
    server->run();
  });
}

}  // namespace plyground::cli
