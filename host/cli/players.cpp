// `plyground players`: every player found, and every file that failed to load, with why.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.hpp"

namespace plyground::cli {
namespace {

std::string describe(const ply_option& o) {
  std::string text = std::string(o.name) + " = " + o.default_value;
  switch (o.type) {
    case PLY_OPTION_SPIN: text += "  (" + std::to_string(o.min) + ".." + std::to_string(o.max) + ")"; break;
    case PLY_OPTION_CHECK: text += "  (true/false)"; break;
    case PLY_OPTION_COMBO: {
      text += "  (";
      for (const char* const* c = o.choices; c && *c; ++c) text += std::string(c == o.choices ? "" : "/") + *c;
      text += ")";
      break;
    }
    default: text += "  (text)";
  }
  if (o.description) text += "  " + std::string(o.description);
  return text;
}

int list_players(const Context& context) {
  const host::PluginScan scan = context.scan();
  for (const host::Plugin& p : scan.plugins) {
    const ply_plugin& d = *p.descriptor;
    std::string games;
    for (const char* const* g = d.games; *g; ++g) games += (games.empty() ? "" : ", ") + std::string(*g);
    std::cout << d.name << " " << (d.version ? d.version : "?") << "  by " << (d.author ? d.author : "?") << "\n"
              << "  " << (d.description ? d.description : "") << "\n"
              << "  games: " << games << "\n";
    for (const ply_option* o : p.options) std::cout << "  option " << describe(*o) << "\n";
    std::cout << "  file: " << p.file.string() << "\n";
  }
  for (const host::LoadFailure& f : scan.failures) std::cout << "failed: " << f.file.string() << "\n  " << f.reason << "\n";
  std::cout << scan.plugins.size() << " players, " << scan.failures.size() << " files failed\n";
  std::cout << "searched: ";
  for (const auto& folder : host::plugin_folders()) std::cout << folder.string() << "  ";
  std::cout << "\n";
  return 0;
}

}  // namespace

void add_players_command(CLI::App& app, const Context& context) {
  CLI::App* cmd = app.add_subcommand("players", "List the players found (plugins) and the files that failed");
  cmd->callback([&context]() { list_players(context); });
}

}  // namespace plyground::cli
