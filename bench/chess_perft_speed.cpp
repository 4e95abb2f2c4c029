// Bulk-counted perft speed of the chess rules on one thread, to compare with Stockfish's `go perft`.
// Build (from the repository root, after building the kit in build/):
//   g++ -std=c++20 -O3 -DNDEBUG -Isdk/include -Isdk bench/chess_perft_speed.cpp build/sdk/libplyground_kit.a \
//       -o build/chess_perft_speed
// Run: build/chess_perft_speed            (the three standard positions)
//      build/chess_perft_speed DEPTH FEN  (one position)
#include <chrono>
#include <cstdio>
#include <string>

#include "games/chess/game.hpp"  // the whole game, as perft's GamePosition concept needs
#include "plyground/perft.hpp"

namespace {

void measure(const char* name, const std::string& fen, int depth) {
  auto pos = plyground::chess::Position::from_fen(fen);
  if (!pos) {
    std::printf("bad FEN: %s\n", fen.c_str());
    return;
  }
  const auto start = std::chrono::steady_clock::now();
  const uint64_t nodes = plyground::perft(*pos, depth);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%-10s d%d  nodes %12llu  %7.3f s  %6.1f Mnps\n", name, depth, (unsigned long long)nodes, seconds,
              nodes / seconds / 1e6);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3) {
    measure("position", argv[2], std::stoi(argv[1]));
    return 0;
  }
  measure("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6);
  measure("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5);
  measure("cpw3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6);
}
