// Helpers shared by the host's tests.
#pragma once

#include "players/plugin_loader.hpp"

namespace plyground::host {

// The five shipped players, loaded once per test program.
inline const PluginScan& shipped() {
  static const PluginScan scan = scan_plugins({PLYGROUND_PLUGIN_DIR});
  return scan;
}

}  // namespace plyground::host
