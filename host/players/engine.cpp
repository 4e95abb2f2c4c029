#include "players/engine.hpp"

#include <chrono>
#include <filesystem>
#include <sstream>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "players/uci_engine.hpp"

namespace plyground::host {

namespace {

bool is_file(const std::string& player) {
  return player.find('/') != std::string::npos || player.ends_with(".so");
}

class PluginEngine : public Engine {
 public:
  PluginEngine(std::string name, const Plugin& plugin, const GameModule& game)
      : name_(std::move(name)), game_(game.id()), instance_(plugin, game_) {}
  void set_own_movetime(int64_t ms) { own_movetime_ = ms; }

  const std::string& name() const override { return name_; }
  std::string new_game() override { return instance_.new_game(); }
  void stop() override { instance_.stop(); }
  bool has_option(const std::string& name) const override { return instance_.plugin().find_option(name); }
  const Plugin* plugin() const override { return &instance_.plugin(); }
  std::string set_option(const std::string& name, const std::string& value) override {
    return instance_.set_option(name, value);
  }

  MoveReply choose_move(const GameState& game, const ply_limits& given, const InfoCallback& info) override {
    const ply_limits limits = own_movetime_ > 0 ? make_limits(own_movetime_, 0) : given;
    const std::string fen = game.start_fen();
    std::vector<const char*> moves;
    for (const std::string& m : game.moves()) moves.push_back(m.c_str());
    const ply_position position{sizeof(ply_position), game_.c_str(), fen.c_str(), moves.data(), uint32_t(moves.size())};

    struct Context {
      const InfoCallback* info;
      MoveReply* reply;
    };
    MoveReply reply;
    Context context{&info, &reply};
    ply_host host{sizeof(ply_host), &context,
                  [](void* c, const ply_search_info* in) {
                    auto* ctx = static_cast<Context*>(c);
                    SearchInfo copy{in->depth, in->seldepth, {Score::Kind(in->score_kind), in->score}, in->nodes, {}};
                    for (uint32_t i = 0; i < in->pv_length && in->pv; ++i)
                      copy.pv.emplace_back(in->pv[i] ? in->pv[i] : "");
                    ctx->reply->pv = copy.pv;
                    if (*ctx->info) (*ctx->info)(copy);
                  },
                  nullptr, nullptr};
    ply_result result{};
    const auto start = std::chrono::steady_clock::now();
    reply.error = instance_.choose_move(position, limits, host, result);
    reply.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    reply.move = result.move;
    reply.score = {Score::Kind(result.score_kind), result.score};
    reply.depth = result.depth;
    reply.nodes = result.nodes;
    return reply;
  }

 private:
  std::string name_;
  std::string game_;  // its id
  PluginInstance instance_;
  int64_t own_movetime_ = 0;
};

}  // namespace

namespace {

// The plugin, if it plays `game`; else why not.
const Plugin& playing(const Plugin& plugin, const GameModule& game) {
  if (plugin.plays(game.id())) return plugin;
  std::string games;
  for (const std::string& g : plugin.games) games += (games.empty() ? "" : ", ") + g;
  throw std::runtime_error(std::string(plugin.descriptor->name) + " does not play " + std::string(game.id()) +
                           " (it plays " + games + ")");
}

}  // namespace

std::unique_ptr<Engine> make_engine(const std::string& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate) {
  if (is_external_spec(spec)) return make_external_engine(spec, game);
  if (isolate) {
    // The child is this program, or the one $PLYGROUND_EXECUTABLE names (for programs that embed
    // the host, such as the tests).
    std::error_code ec;
    const char* named = std::getenv("PLYGROUND_EXECUTABLE");
    const auto self = named ? std::filesystem::path(named) : std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) throw std::runtime_error("cannot find the plyground executable to isolate '" + spec + "'");
    std::string command = self.string() + " uci --game " + std::string(game.id()) + " --memory " +
                          std::to_string(kIsolatedMemoryMb) + " --player " + spec;
    for (const Plugin& p : scan.plugins)  // plugins given with --plugin must be found by the child too
      if (spec.rfind(p.descriptor->name, 0) == 0) {
        playing(p, game);
        command += " --plugin " + p.file.string();
      }
    return make_external_engine("uci:" + command, game, spec);
  }
  const ParsedSpec parsed = parse_spec(spec);
  std::unique_ptr<PluginEngine> engine;
  if (is_file(parsed.player)) {
    auto loaded = load_plugin(parsed.player);
    if (auto* failure = std::get_if<LoadFailure>(&loaded))
      throw std::runtime_error("cannot load player '" + parsed.player + "': " + failure->reason);
    // Shown by its own name rather than its path: "myai:depth=2".
    const Plugin& plugin = std::get<Plugin>(loaded);
    const size_t colon = spec.find(':');
    const std::string display = plugin.descriptor->name + (colon == std::string::npos ? "" : spec.substr(colon));
    engine = std::make_unique<PluginEngine>(display, playing(plugin, game), game);
  } else if (const Plugin* plugin = scan.find(parsed.player)) {
    engine = std::make_unique<PluginEngine>(spec, playing(*plugin, game), game);
  } else {
    std::string known;
    for (const Plugin& p : scan.plugins) known += (known.empty() ? "" : ", ") + std::string(p.descriptor->name);
    throw std::runtime_error("no player named '" + parsed.player + "' (found: " + (known.empty() ? "none" : known) +
                             "; see `plyground players`)");
  }
  for (const auto& [name, value] : parsed.options) {
    if (name == "movetime" && !engine->has_option(name)) {
      int64_t ms = 0;
      if (std::sscanf(value.c_str(), "%ld", &ms) != 1 || ms <= 0)
        throw std::runtime_error(parsed.player + ": movetime takes a positive number of milliseconds, not '" + value + "'");
      engine->set_own_movetime(ms);
    } else if (const std::string error = engine->set_option(name, value); !error.empty()) {
      throw std::runtime_error(parsed.player + ": " + error);
    }
  }
  return engine;
}

std::string checked_move(const GameState& game, const MoveReply& reply, std::string& why) {
  if (!reply.error.empty()) {
    why = reply.error;
    return "";
  }
  if (reply.move.empty()) {
    why = "no move given";
    return "";
  }
  const std::string move = game.parse(reply.move, &why);
  if (!move.empty() && move != reply.move) {
    why = "'" + reply.move + "' is not written in " + game.module().notations()[0];
    return "";
  }
  return move;
}

ply_limits make_limits(int64_t movetime_ms, int depth, uint64_t nodes) {
  ply_limits limits{};
  limits.struct_size = sizeof(ply_limits);
  limits.movetime_ms = movetime_ms;
  limits.depth = depth;
  limits.nodes = nodes;
  return limits;
}

}  // namespace plyground::host
