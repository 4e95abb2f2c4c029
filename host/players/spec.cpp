#include "players/spec.hpp"

#include <algorithm>
#include <sstream>

#include "base/printable.hpp"

namespace plyground::host {
namespace {

// "player:name=value,..." into its player and options; "" or why not.
std::string split_options(const std::string& spec, const std::string& body, PlayerSpec& out) {
  const size_t colon = body.find(':');
  out.player = body.substr(0, colon);
  if (colon == std::string::npos) return "";
  const std::string rest = body.substr(colon + 1);
  for (size_t start = 0; start < rest.size();) {
    const size_t end = std::min(rest.find(',', start), rest.size());
    const std::string item = rest.substr(start, end - start);
    const size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      return "bad option '" + item + "' in player '" + spec + "': write name=value";
    out.options.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    start = end + 1;
  }
  return "";
}

// A player that is no external engine: a Python file, a plugin file, or a plugin found by name.
PlayerSpec::Kind kind_of_plugin(const std::string& player) {
  if (is_python_player(player)) return PlayerSpec::Kind::PYTHON_FILE;
  if (player.find('/') != std::string::npos || player.ends_with(".so")) return PlayerSpec::Kind::PLUGIN_FILE;
  return PlayerSpec::Kind::PLUGIN;
}

}  // namespace

bool PlayerSpec::sets(std::string_view option) const {
  return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.first == option; });
}

std::string PlayerSpec::written_player() const {
  return kind == Kind::UCI ? "uci:" + player : kind == Kind::UCCI ? "ucci:" + player : player;
}

std::string PlayerSpec::options_text() const {
  std::string out;
  for (const auto& [name, value] : options) out += (out.empty() ? ":" : ",") + name + "=" + value;
  return out;
}

Expected<PlayerSpec> parse_spec(const std::string& text) {
  PlayerSpec spec;
  spec.text = printable(text);  // shown and recorded; the player itself is found by `player`, as written
  std::string body = text;
  if (text.rfind("uci:", 0) == 0 || text.rfind("ucci:", 0) == 0) {
    spec.kind = text.rfind("ucci:", 0) == 0 ? PlayerSpec::Kind::UCCI : PlayerSpec::Kind::UCI;
    body = text.substr(text.find(':') + 1);  // COMMAND[:Name=Value,...]
  }
  if (std::string why = split_options(text, body, spec); !why.empty()) return failure(std::move(why));
  if (!spec.external()) spec.kind = kind_of_plugin(spec.player);
  return spec;
}

OptionValues overridden_by(OptionValues a, const OptionValues& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

PlayerSpec with_options(PlayerSpec spec, const OptionValues& more) {
  return spec_of(spec.written_player(), overridden_by(std::move(spec.options), more));
}

PlayerSpec spec_of(const std::string& player, OptionValues options) {
  PlayerSpec spec;
  spec.player = player;
  if (player.rfind("uci:", 0) == 0 || player.rfind("ucci:", 0) == 0) {
    spec.kind = player.rfind("ucci:", 0) == 0 ? PlayerSpec::Kind::UCCI : PlayerSpec::Kind::UCI;
    spec.player = player.substr(player.find(':') + 1);
  } else {
    spec.kind = kind_of_plugin(player);
  }
  spec.options = std::move(options);
  spec.text = printable(player + spec.options_text());
  return spec;
}

std::vector<std::string> split_player_list(const std::string& list) {
  std::vector<std::string> specs;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, ',');) {
    if (item.empty()) continue;
    const bool option = item.find('=') != std::string::npos && item.find(':') == std::string::npos;
    if (option && !specs.empty())
      specs.back() += "," + item;
    else
      specs.push_back(item);
  }
  return specs;
}

Expected<std::vector<PlayerSpec>> parse_player_list(const std::string& list) {
  if (list.empty()) return failure("no player named");
  if (list.front() == ',' || list.back() == ',' || list.find(",,") != std::string::npos)
    return failure("'" + printable(list) + "' names no player between two commas, or at an end");
  std::vector<PlayerSpec> specs;
  for (const std::string& text : split_player_list(list)) {
    Expected<PlayerSpec> spec = parse_spec(text);
    if (!spec) return failure(spec.reason());
    // Standings and PGN tell players apart by how they are written: one written twice would be one.
    if (std::any_of(specs.begin(), specs.end(), [&](const PlayerSpec& s) { return s.text == spec->text; }))
      return failure("'" + printable(spec->text) +
                     "' is named twice: name each player once (two alike differ by an option: random,random:seed=7)");
    specs.push_back(std::move(*spec));
  }
  return specs;
}

}  // namespace plyground::host
