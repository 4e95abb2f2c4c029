// A chart of the standings: each player's Elo with its 95 % interval, as a PNG.
#pragma once

#include <string>

#include "match/standings.hpp"

namespace plyground::host {

// Returns "" or why the file could not be written.
std::string plot_ratings(const Standings& standings, const std::string& png_file);

}  // namespace plyground::host
