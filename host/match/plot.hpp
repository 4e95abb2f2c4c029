// Charts as PNG files: the standings (each player's Elo with its 95 % interval), and the nodes
// players search per depth.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/status.hpp"
#include "match/standings.hpp"

struct SDL_Surface;

namespace plyground::host {

// Writes `image` as a PNG file, whole (see write_whole_file).
Status save_png(SDL_Surface* image, const std::string& png_file);

// The ratings of `standings` with their intervals, drawn into `png_file`.
Status plot_ratings(const Standings& standings, const std::string& png_file);

// Nodes searched at each depth (nodes[d - 1] for depth d), one line per player, on a log scale.
struct NodeSeries {
  std::string player;
  std::vector<uint64_t> nodes;
};
Status plot_nodes(const std::vector<NodeSeries>& series, const std::string& title, const std::string& png_file);

}  // namespace plyground::host
