#include "players/plugin_engine.hpp"

#include <boost/algorithm/string/predicate.hpp>
#include <chrono>
#include <cstddef>

#include "base/printable.hpp"
#include "players/uci_engine.hpp"
#include "protocol/uci.hpp"

namespace plyground::host {
namespace {

// A player's own move time, where it has one, replaces the limits a move is given.
Limits own_or_given(int64_t own_movetime_ms, const Limits& given) {
  return own_movetime_ms > 0 ? make_limits(own_movetime_ms, 0) : given;
}

// The limits as the plugin interface frames them.
ply_limits framed(const Limits& l) {
  return {sizeof(ply_limits),
          l.movetime_ms,
          l.depth,
          l.nodes,
          {l.time_left_ms[0], l.time_left_ms[1]},
          {l.increment_ms[0], l.increment_ms[1]},
          l.moves_to_go};
}

class PluginEngine : public Engine {
 public:
  PluginEngine(std::string name, const LoadedPlugin& plugin, const GameModule& game, int64_t own_movetime_ms)
      : name_(std::move(name)), game_(game.id()), instance_(plugin, game_), own_movetime_(own_movetime_ms) {}

  const std::string& name() const override { return name_; }
  Status new_game() override { return instance_.new_game(); }
  void stop() override { instance_.stop(); }
  bool has_option(const std::string& name) const override { return instance_.info().find_option(name); }
  const PluginInfo* plugin() const override { return &instance_.info(); }
  std::vector<OptionInfo> options() const override {
    std::vector<OptionInfo> all = instance_.info().options;
    for (OptionInfo& own : instance_.own_options()) all.push_back(std::move(own));
    return all;
  }
  Status set_option(const std::string& name, const std::string& value) override {
    return instance_.set_option(name, value);
  }
  bool trace_into(TraceSink* sink) override {
    sink_ = sink;
    return true;
  }

  MoveReply choose_move(const GameSoFar& game, const Limits& given, const InfoCallback& info) override {
    const ply_limits limits = framed(own_or_given(own_movetime_, given));
    std::vector<const char*> moves;
    moves.reserve(game.moves.size());
    for (const std::string& m : game.moves) moves.push_back(m.c_str());
    const ply_position position{sizeof(ply_position), game_.c_str(), game.start_fen.c_str(), moves.data(),
                                uint32_t(moves.size())};

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
        },
        [](void* c, double value, uint32_t searched, uint32_t total, uint32_t flags) {
          static_cast<Context*>(c)->sink->leave_exact(value, searched, total, flags);
        }};
    MoveReply reply;
    Context context{&info, &reply, sink_};
    ply_host host{
        sizeof(ply_host), &context,
        [](void* c, const ply_search_info* in) {
          auto* ctx = static_cast<Context*>(c);
          SearchInfo copy{in->depth, in->seldepth, {Score::Kind(in->score_kind), in->score}, in->nodes, {}, {}};
          for (uint32_t i = 0; i < in->pv_length && in->pv; ++i)
            copy.pv.push_back(protocol::move_word(in->pv[i] ? in->pv[i] : ""));
          if (in->struct_size >= offsetof(ply_search_info, text) + sizeof(in->text))
            copy.text = plugin_text(clean_text(in->text, 4096));
          if (in->struct_size >= offsetof(ply_search_info, exact_score) + sizeof(in->exact_score))
            copy.score.exact = exact_score(copy.score, in->exact_score);
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
    reply.error = instance_.choose_move(position, limits, host, result).reason();
    reply.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    reply.move = result.move;
    reply.score = {Score::Kind(result.score_kind), result.score};
    reply.score.exact = exact_score(reply.score, result.exact_score);
    reply.depth = result.depth;
    reply.nodes = result.nodes;
    return reply;
  }

 private:
  std::string name_;
  std::string game_;  // its id
  PluginInstance instance_;
  int64_t own_movetime_;
  TraceSink* sink_ = nullptr;
};
// A player that plays in a child process, with the same interface as any engine, and the plugin's
// descriptor for the window and the UCI server.
class IsolatedEngine : public Engine {
 public:
  IsolatedEngine(std::unique_ptr<Engine> child, PluginInfo info, int64_t own_movetime_ms)
      : child_(std::move(child)), info_(std::move(info)), own_movetime_(own_movetime_ms) {}
  const std::string& name() const override { return child_->name(); }
  Status new_game() override { return child_->new_game(); }
  // The player's own time goes to the child as the move's limit: the host then waits that long.
  MoveReply choose_move(const GameSoFar& game, const Limits& given, const InfoCallback& info) override {
    return child_->choose_move(game, own_or_given(own_movetime_, given), info);
  }
  void ask_move(const GameSoFar& game, const Limits& given) override {
    child_->ask_move(game, own_or_given(own_movetime_, given));
  }
  MoveReply take_move() override { return child_->take_move(); }
  void stop() override { child_->stop(); }
  bool has_option(const std::string& name) const override { return child_->has_option(name); }
  const PluginInfo* plugin() const override { return &info_; }
  std::vector<OptionInfo> options() const override { return child_->options(); }  // its script's too
  // Checked here against the descriptor, as the plugin checks it, so that a fault is said at once
  // rather than by the child to nobody.
  Status set_option(const std::string& name, const std::string& value) override {
    if (Status fault = option_fault(name, value); !fault) return fault;
    return child_->set_option(name, value);
  }
  bool trace_into(TraceSink* sink) override { return child_->trace_into(sink); }
  void limit_answer_time(std::chrono::milliseconds most) override { child_->limit_answer_time(most); }
  std::vector<std::string> printed(int lines) override { return child_->printed(lines); }
  void game_over() override { child_->game_over(); }

 private:
  Status option_fault(const std::string& name, const std::string& value) const {
    if (const OptionInfo* o = info_.find_option(name)) return o->value_fault(value);
    for (const OptionInfo& o : child_->options())  // those an option made (a Python script's), as the child offers them
      if (boost::algorithm::iequals(o.name, name)) return o.value_fault(value);
    return {};  // the child's own (PlygroundTrace), or none: the child's answer
  }

  std::unique_ptr<Engine> child_;
  PluginInfo info_;
  int64_t own_movetime_;
};

}  // namespace

std::unique_ptr<Engine> make_plugin_engine(const std::string& name, const LoadedPlugin& plugin, const GameModule& game,
                                           int64_t own_movetime_ms) {
  return std::make_unique<PluginEngine>(name, plugin, game, own_movetime_ms);
}

std::vector<std::unique_ptr<Engine>> make_isolated_engines(const std::vector<std::string>& argv, const GameModule& game,
                                                           const std::string& name, const PluginInfo& info,
                                                           int64_t own_movetime_ms, int lanes) {
  std::vector<std::unique_ptr<Engine>> engines = make_child_engines(argv, game, name, lanes);
  for (std::unique_ptr<Engine>& e : engines) e = std::make_unique<IsolatedEngine>(std::move(e), info, own_movetime_ms);
  return engines;
}

}  // namespace plyground::host
