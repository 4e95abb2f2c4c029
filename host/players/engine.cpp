#include "players/engine.hpp"

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <sstream>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include <unistd.h>

#include "players/process.hpp"
#include "plyground/player.hpp"
#include "players/uci_engine.hpp"

namespace plyground::host {

namespace {

class PluginEngine : public Engine {
 public:
  PluginEngine(std::string name, const LoadedPlugin& plugin, const GameModule& game)
      : name_(std::move(name)), game_(game.id()), instance_(plugin, game_) {}
  void set_own_movetime(int64_t ms) { own_movetime_ = ms; }

  const std::string& name() const override { return name_; }
  std::string new_game() override { return instance_.new_game(); }
  void stop() override { instance_.stop(); }
  bool has_option(const std::string& name) const override { return instance_.info().find_option(name); }
  const PluginInfo* plugin() const override { return &instance_.info(); }
  std::string set_option(const std::string& name, const std::string& value) override {
    return instance_.set_option(name, value);
  }
  bool trace_into(TraceSink* sink) override {
    sink_ = sink;
    return true;
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
      TraceSink* sink;
    };
    // The trace extension, offered only while a sink listens.
    static const ply_trace kTrace{
        sizeof(ply_trace),
        [](void* c, const char* move, int32_t ply, int32_t depth, int32_t alpha, int32_t beta, uint32_t kind) {
          static_cast<Context*>(c)->sink->enter(move ? move : "", ply, depth, alpha, beta, kind);
        },
        [](void* c, int32_t value, uint32_t searched, uint32_t total, uint32_t flags) {
          static_cast<Context*>(c)->sink->leave(value, searched, total, flags);
        }};
    MoveReply reply;
    Context context{&info, &reply, sink_};
    ply_host host{sizeof(ply_host), &context,
                  [](void* c, const ply_search_info* in) {
                    auto* ctx = static_cast<Context*>(c);
                    SearchInfo copy{in->depth, in->seldepth, {Score::Kind(in->score_kind), in->score}, in->nodes, {}, {}};
                    for (uint32_t i = 0; i < in->pv_length && in->pv; ++i)
                      copy.pv.push_back(clean_trace_move(in->pv[i] ? in->pv[i] : ""));
                    if (in->struct_size >= offsetof(ply_search_info, text) + sizeof(in->text))
                      copy.text = clean_text(in->text, 1024);
                    ctx->reply->pv = copy.pv;
                    if (!copy.text.empty()) ctx->reply->text = copy.text;
                    if (*ctx->info) (*ctx->info)(copy);
                  },
                  nullptr,
                  [](void* c, const char* id) -> const void* {
                    const bool trace = static_cast<Context*>(c)->sink && id && std::string_view(id) == PLY_EXTENSION_TRACE;
                    return trace ? &kTrace : nullptr;
                  }};
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
  TraceSink* sink_ = nullptr;
};

}  // namespace

namespace {

// The plugin, if it plays `game`; else why not.
const PluginInfo& playing(const PluginInfo& plugin, const GameModule& game) {
  if (plugin.plays(game.id())) return plugin;
  std::string games;
  for (const std::string& g : plugin.games) games += (games.empty() ? "" : ", ") + g;
  throw std::runtime_error(plugin.name + " does not play " + std::string(game.id()) + " (it plays " + games + ")");
}

// A player that plays in a child process, with the same interface as any engine, and the plugin's
// descriptor for the window and the UCI server.
class IsolatedEngine : public Engine {
 public:
  IsolatedEngine(std::unique_ptr<Engine> child, PluginInfo info) : child_(std::move(child)), info_(std::move(info)) {}
  const std::string& name() const override { return child_->name(); }
  std::string new_game() override { return child_->new_game(); }
  MoveReply choose_move(const GameState& game, const ply_limits& limits, const InfoCallback& info) override {
    return child_->choose_move(game, limits, info);
  }
  void stop() override { child_->stop(); }
  bool has_option(const std::string& name) const override { return child_->has_option(name); }
  const PluginInfo* plugin() const override { return &info_; }
  // Checked here against the descriptor, as the plugin checks it, so that a fault is said at once
  // rather than by the child to nobody.
  std::string set_option(const std::string& name, const std::string& value) override {
    if (const std::string fault = option_fault(name, value); !fault.empty()) return fault;
    return child_->set_option(name, value);
  }
  bool trace_into(TraceSink* sink) override { return child_->trace_into(sink); }

 private:
  std::string option_fault(const std::string& name, const std::string& value) const {
    const OptionInfo* o = info_.find_option(name);
    if (!o) return "";  // the child's own options (PlygroundTrace) and the child's answer
    std::vector<const char*> choices;
    for (const std::string& c : o->choices) choices.push_back(c.c_str());
    choices.push_back(nullptr);
    const ply_option option{sizeof(ply_option), o->name.c_str(), o->type, o->default_value.c_str(), o->min, o->max,
                            choices.data(), nullptr};
    return plugin_detail::option_fault({&option, 1}, name.c_str(), value.c_str());
  }

  std::unique_ptr<Engine> child_;
  PluginInfo info_;
};

// The plugin a spec names: found by the scan, or a file named in the spec, scanned now in a child.
PluginInfo find_plugin(const ParsedSpec& parsed, const PluginScan& scan) {
  if (is_plugin_file(parsed.player)) {
    PluginScan one = scan_plugins({}, {parsed.player});
    if (one.plugins.empty())
      throw std::runtime_error("cannot load player '" + parsed.player +
                               "': " + (one.failures.empty() ? "no such file" : one.failures[0].reason));
    return one.plugins[0];
  }
  if (const PluginInfo* found = scan.find(parsed.player)) return *found;
  std::string known;
  for (const PluginInfo& p : scan.plugins) known += (known.empty() ? "" : ", ") + p.name;
  throw std::runtime_error("no player named '" + parsed.player + "' (found: " + (known.empty() ? "none" : known) +
                           "; see `plyground players`)");
}

}  // namespace

void check_spec(const std::string& spec, const PluginScan& scan, const GameModule& game) {
  if (is_external_spec(spec)) {
    const std::vector<std::string> argv = split_command(parse_spec(spec.substr(spec.find(':') + 1)).player);
    if (argv.empty()) throw std::runtime_error("no engine command in '" + spec + "'");
    if (access(find_program(argv[0]).c_str(), X_OK) != 0)
      throw std::runtime_error("no engine program '" + argv[0] + "' (in PATH or /usr/games)");
    return;
  }
  const ParsedSpec parsed = parse_spec(spec);
  const PluginInfo info = find_plugin(parsed, scan);
  playing(info, game);
  for (const auto& option : parsed.options)
    if (option.first != "movetime" && !info.find_option(option.first))
      throw std::runtime_error(info.name + " has no option '" + option.first + "'");
}

std::unique_ptr<Engine> make_engine(const std::string& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate) {
  if (is_external_spec(spec)) return make_external_engine(spec, game);
  const ParsedSpec parsed = parse_spec(spec);
  // Run here, a plugin file is loaded here at once; run in a child, it is scanned in another.
  PluginInfo info;
  std::optional<LoadedPlugin> loaded;
  if (is_plugin_file(parsed.player) && !isolate) {
    auto result = load_plugin(parsed.player);
    if (auto* failure = std::get_if<LoadFailure>(&result))
      throw std::runtime_error("cannot load player '" + parsed.player + "': " + failure->reason);
    loaded = std::move(std::get<LoadedPlugin>(result));
    info = loaded->info;
  } else {
    info = find_plugin(parsed, scan);
  }
  playing(info, game);
  // Shown by its own name rather than its path: "myai:depth=2".
  const size_t colon = spec.find(':');
  const std::string options = colon == std::string::npos ? "" : spec.substr(colon);
  const std::string display = info.name + options;

  if (isolate) {
    std::vector<std::string> argv = {plyground_executable(), "uci", "--sandboxed", "--game", std::string(game.id()),
                                     "--memory", std::to_string(kIsolatedMemoryMb), "--player", info.file.string() + options};
    return std::make_unique<IsolatedEngine>(make_child_engine(argv, game, display), std::move(info));
  }
  if (!loaded) {
    auto result = load_plugin(info.file);
    if (auto* failure = std::get_if<LoadFailure>(&result))
      throw std::runtime_error("cannot load player '" + info.name + "': " + failure->reason);
    loaded = std::move(std::get<LoadedPlugin>(result));
  }
  auto engine = std::make_unique<PluginEngine>(display, *loaded, game);
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

std::chrono::milliseconds answer_time(const ply_limits& limits, int mover) {
  using std::chrono::milliseconds;
  if (limits.movetime_ms > 0) return milliseconds(limits.movetime_ms + std::max<int64_t>(1000, limits.movetime_ms));
  if (limits.time_left_ms[mover] > 0) return milliseconds(limits.time_left_ms[mover] + 1000);
  if (limits.depth >= kUnboundedDepth) return std::chrono::hours(24);  // `go infinite`: until told to stop
  if (limits.depth > 0 || limits.nodes > 0) return std::chrono::minutes(2);
  return std::chrono::seconds(3);
}

}  // namespace plyground::host
