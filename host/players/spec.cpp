#include "players/spec.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace plyground::host {

ParsedSpec parse_spec(const std::string& spec) {
  ParsedSpec parsed;
  const size_t colon = spec.find(':');
  parsed.player = spec.substr(0, colon);
  if (colon == std::string::npos) return parsed;
  std::string rest = spec.substr(colon + 1);
  for (size_t start = 0; start < rest.size();) {
    const size_t end = std::min(rest.find(',', start), rest.size());
    const std::string item = rest.substr(start, end - start);
    const size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw std::runtime_error("bad option '" + item + "' in player '" + spec + "': write name=value");
    parsed.options.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    start = end + 1;
  }
  return parsed;
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

bool spec_sets_option(const std::string& spec, const std::string& option) {
  // An external spec's options follow its command: "uci:COMMAND:Name=Value,...".
  const std::string body = is_external_spec(spec) ? spec.substr(spec.find(':') + 1) : spec;
  for (const auto& [name, value] : parse_spec(body).options)
    if (name == option) return true;
  return false;
}

bool is_external_spec(const std::string& spec) { return spec.rfind("uci:", 0) == 0 || spec.rfind("ucci:", 0) == 0; }

bool is_plugin_file(const std::string& player) {
  return player.find('/') != std::string::npos || player.ends_with(".so");
}

}  // namespace plyground::host
