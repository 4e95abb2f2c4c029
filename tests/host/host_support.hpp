// Helpers shared by the host's tests.
#pragma once

#include <cstdlib>

#include "players/plugin_loader.hpp"

namespace plyground::host {

// The children the host starts (plugin scanners, isolated players) are the plyground executable,
// not this test program.
inline const bool kChildrenArePlyground = setenv("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE, 0) == 0;

// The five shipped players, loaded once per test program.
inline const PluginScan& shipped() {
  static const PluginScan scan = scan_plugins({PLYGROUND_PLUGIN_DIR});
  return scan;
}

}  // namespace plyground::host
