// Each subcommand of the `plyground` executable registers itself on the application.
#pragma once

namespace CLI {
class App;
}

namespace plyground::cli {

void add_perft_command(CLI::App& app);
void add_bench_command(CLI::App& app);

// Exit codes shared by the commands.
constexpr int kExitFailed = 1;    // the command ran and found a failure (e.g. a perft mismatch)
constexpr int kExitBadInput = 2;  // unreadable file, malformed FEN, bad arguments

}  // namespace plyground::cli
