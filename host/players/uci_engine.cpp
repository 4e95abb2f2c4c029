#include "players/uci_engine.hpp"

#include <algorithm>
#include <csignal>
#include <mutex>
#include <stdexcept>

#include "players/process.hpp"
#include "players/sandbox.hpp"
#include "players/spec.hpp"
#include "players/uci_protocol.hpp"

namespace plyground::host {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// A UCI or UCCI engine in a child process. A crash, a hang past its time, or a dead pipe costs the
// current move (an error the match runner records); the next game starts a fresh process.
class ExternalEngine : public Engine {
 public:
  // `command`: how messages name it.
  // `watch_idle`: a sandboxed plugin, watched for CPU used while it waits for its turn (threads
  // left spinning to starve its opponent); a person's own engine may ponder.
  ExternalEngine(std::string name, const GameModule& game, bool ucci, std::vector<std::string> argv,
                 std::string command, ChildOptions sandbox, std::vector<std::pair<std::string, std::string>> options,
                 bool watch_idle)
      : name_(std::move(name)),
        game_(game),
        ucci_(ucci),
        argv_(std::move(argv)),
        command_(std::move(command)),
        sandbox_(std::move(sandbox)),
        options_(std::move(options)),
        watch_idle_(watch_idle) {
    start();
  }

  ~ExternalEngine() override {  // asked to quit first, as UCI engines expect; killed if it lingers
    if (process_ && process_->running() && process_->write_line("quit")) process_->exit_reason(200ms);
  }

  const std::string& name() const override { return name_; }
  bool has_option(const std::string& option) const override {
    return std::any_of(offered_.begin(), offered_.end(), [&](const EngineOption& o) { return o.name == option; });
  }
  // Only `plyground uci` offers it: another Plyground serving a plugin.
  bool trace_into(TraceSink* sink) override {
    if (!has_option(kTraceOption) || !process_) return false;
    sink_ = sink;
    return send(std::string("setoption name ") + kTraceOption + " value " + (sink ? "true" : "false"));
  }
  void limit_answer_time(std::chrono::milliseconds most) override { most_answer_time_ = most; }
  std::string set_option(const std::string& option, const std::string& value) override {
    if (!has_option(option)) return "the engine has no option '" + option + "'";
    remember_option(options_, option, value);
    std::lock_guard lock(unsent_mutex_);
    unsent_ += "setoption name " + option + " value " + value + "\n";
    return "";
  }
  void stop() override {  // at once, from any thread
    if (process_) process_->write_line("stop");
  }

  // The engine is asked whether it is ready, as UCI asks after a new game, and the answer awaited
  // before its first move: the host goes on meanwhile, and the engine's new game (a table cleared)
  // is not taken from its clock.
  std::string new_game() override {
    try {
      if (!process_ || !process_->running()) start();  // a fresh process after a crash or a kill
      send(ucci_ ? "isready" : "ucinewgame\nisready");
      readying_ = true;
      resting_since_.reset();  // its new game's work (a table cleared) is not idle: measured from readyok
      sent_.valid = false;
    } catch (const std::exception& e) {
      return e.what();
    }
    return "";
  }

  MoveReply choose_move(const GameSoFar& game, const ply_limits& limits, const InfoCallback& info) override {
    MoveReply reply;
    if (readying_) try {
        await_ready();
      } catch (const std::exception& e) {
        reply.error = e.what();
        return reply;
      }
    const auto start = Clock::now();
    const int mover = game.side_to_move;
    if (mover < 0) {  // a sandboxed child's unplayed record: only a plugin's engine takes one
      reply.error = "the side to move is not known";
      return reply;
    }
    account_idle(start);
    // Both lines in one write: the engine wakes once for them.
    if (!process_ || process_->closed() || !send(position_command(game) + "\n" + go(limits, mover))) {
      reply.error = "the engine is not running (" + ended() + ")";
      return reply;
    }
    read_reply(start, std::min(answer_time(limits, mover), most_answer_time_), reply, info);
    reply.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return reply;
  }

 private:
  // The CPU the child used while it had nothing to do, since its last answer (see
  // frozen_between_moves_).
  void account_idle(Clock::time_point now) {
    if (watch_idle_ && resting_since_ && process_) {
      const auto used = process_->cpu_time() - resting_since_->first;
      const auto waited = std::chrono::duration_cast<std::chrono::microseconds>(now - resting_since_->second);
      idle_cpu_ += std::max(used - std::min(waited / 4, kIdleAllowance), std::chrono::microseconds(0));
      waited_ += waited;
      frozen_between_moves_ = frozen_between_moves_ || idle_cpu_ > kMostIdleCpu;
      if (waited_ > kIdleMemory) idle_cpu_ /= 2, waited_ /= 2;  // the recent past counts most
    }
    resting_since_.reset();
  }

  // The engine's lines until its bestmove, its end, or `allowed` from `start`: then it is asked to
  // stop, and ended if it does not answer within half a second.
  void read_reply(Clock::time_point start, std::chrono::milliseconds allowed, MoveReply& reply,
                  const InfoCallback& info) {
    auto deadline = start + allowed;
    bool stop_sent = false;
    std::string last_error;
    SearchInfo latest;
    while (true) {
      // Checked before every line: an engine that talks without end is stopped all the same.
      if (Clock::now() >= deadline) {
        if (!stop_sent) {  // over its time: asked once, it has half a second to answer (info first, as it may)
          stop_sent = true;
          process_->write_line("stop");
          deadline = Clock::now() + 500ms;
          continue;
        }
        process_->kill();
        reply.error = "no move within " + std::to_string(allowed.count()) + " ms: the engine was stopped";
        return;
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      // In slices: an engine that died while something it forked holds its output open is found
      // by its exit, not by an end of output that never comes.
      const auto line = process_->read_line(std::clamp(left, 1ms, 100ms));
      if (!line) {
        if (process_->closed() || !process_->exit_reason().empty()) {
          reply.error = "the engine crashed or quit (" + ended() + ")";
          return;
        }
        continue;
      }
      if (line->rfind("trace ", 0) == 0) {  // a node of a traced search (plyground uci)
        if (sink_) read_trace(*line);
      } else if (line->rfind("info string error: ", 0) == 0) {  // the engine says why (plyground uci does)
        last_error = line->substr(19);
        sent_.valid = false;  // it may have refused the position: the next one goes whole
      } else if (WordReader(*line).next_word() == "info") {
        take_info(*line, latest, reply, info);
      } else if (const auto best = parse_bestmove(*line)) {
        if (*best == "(none)" || best->empty())
          reply.error = last_error.empty() ? "the engine found no move" : last_error;
        else
          reply.move = from_engine(*best);
        rest();
        return;
      }
    }
  }

  // Each info line adds to what the search said so far (`latest`, its moves as the engine wrote
  // them), as a GUI shows it; a text arrives alone.
  void take_info(const std::string& line, SearchInfo& latest, MoveReply& reply, const InfoCallback& info) const {
    SearchInfo current = latest;
    if (!parse_info(line, current)) return;
    latest = current;
    for (std::string& m : current.pv) m = from_engine(m);
    if (current.depth) reply.depth = current.depth;
    if (current.nodes) reply.nodes = current.nodes;
    if (current.score.kind != Score::NONE) reply.score = current.score;
    if (!current.pv.empty()) reply.pv = current.pv;
    reply.text = current.text;
    if (info) info(current);
  }

  // An engine's move as the game's coordinate text; unreadable ones as they were written, to be
  // refused by name.
  std::string from_engine(const std::string& text) const {
    const std::string move = game_.from_engine_move(text, ranks_from_one_);
    return move.empty() ? text : move;
  }

  // "trace > MOVE PLY DEPTH ALPHA BETA KIND" or "trace < VALUE SEARCHED TOTAL FLAGS"; a malformed
  // line is dropped.
  void read_trace(const std::string& line) {
    std::istringstream in(line.substr(6));
    std::string direction;
    in >> direction;
    if (direction == ">") {
      std::string move;
      int ply = 0, depth = 0, alpha = 0, beta = 0;
      unsigned kind = 0;
      if (in >> move >> ply >> depth >> alpha >> beta >> kind)
        sink_->enter(move == "-" ? "" : from_engine(move), ply, depth, alpha, beta, kind);
    } else if (direction == "<") {
      int value = 0;
      unsigned searched = 0, total = 0, flags = 0;
      if (in >> value >> searched >> total >> flags) sink_->leave(value, searched, total, flags);
    }
  }

  // The position as a command: whole, or to another Plyground (`plyground uci`, which offers
  // kTraceOption) that has the game so far, only the moves since the last (`moves ...`, its
  // extension), so that a move late in a long game costs what an early one does.
  std::string position_command(const GameSoFar& game) {
    const std::vector<std::string>& moves = game.moves;
    const std::string& fen = game.start_fen;
    const bool extends = sent_.valid && speaks_moves_ && fen == sent_.fen && moves.size() >= sent_.moves.size() &&
                         std::equal(sent_.moves.begin(), sent_.moves.end(), moves.begin());
    std::string command = extends ? "moves" : "position fen " + fen + (moves.empty() ? "" : " moves");
    if (!extends) sent_ = {true, fen, {}};
    for (size_t i = sent_.moves.size(); i < moves.size(); ++i) {
      command += " " + game_.to_engine_move(moves[i], ranks_from_one_);
      sent_.moves.push_back(moves[i]);
    }
    return command;
  }

  // After its move. A sandboxed plugin that has used CPU while waiting for its turn (a thread left
  // spinning) is stopped between its moves from then on (SIGSTOP, which it cannot catch); until
  // then, what it uses is measured (freezing every player after every move costs a tenth of the
  // speed of a fast game).
  void rest() {
    if (!watch_idle_) return;
    if (frozen_between_moves_)
      process_->freeze();
    else if (!resting_since_)
      resting_since_ = {process_->cpu_time(), Clock::now()};  // since its last move, not since isready
  }

  // Writes `line`, after the lines kept for the next write (options, a new game): the engine wakes
  // once for them all.
  bool send(const std::string& line) {
    std::string text;
    {
      std::lock_guard lock(unsent_mutex_);
      text = std::move(unsent_) + line;
      unsent_.clear();
    }
    return process_->write_line(text);
  }

  void start() {
    process_ = std::make_unique<ChildProcess>(argv_, sandbox_);
    {
      std::lock_guard lock(unsent_mutex_);
      unsent_.clear();  // the options are sent whole below
    }
    readying_ = false;
    sent_.valid = false;
    resting_since_.reset();
    idle_cpu_ = waited_ = {};
    offered_.clear();
    process_->write_line(ucci_ ? "ucci" : "uci");
    const std::string ok = ucci_ ? "ucciok" : "uciok";
    const auto deadline = Clock::now() + 10s;
    for (;;) {
      const auto line =
          process_->read_line(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
      if (!line)
        throw std::runtime_error("'" + command_ + "' did not answer '" + (ucci_ ? "ucci" : "uci") + "' (" +
                                 (process_->closed() ? ended() : "no " + ok + " within 10 s") + ")");
      if (*line == ok) break;
      if (auto o = parse_option(*line)) offered_.push_back(*o);
    }
    speaks_moves_ = has_option(kTraceOption);
    // Fairy-Stockfish plays many variants and, in UCI mode, writes Xiangqi ranks from 1; engines
    // without a variant option (Stockfish, Pikafish, UCCI engines) write the game's own notation,
    // as a sandboxed plugin's child does (started for the game, it is not told it again).
    ranks_from_one_ = false;
    if (has_option("UCI_Variant") && !watch_idle_) {
      process_->write_line("setoption name UCI_Variant value " + std::string(game_.id()));
      ranks_from_one_ = !ucci_;
    }
    for (const auto& [option, value] : options_) {
      if (!has_option(option)) {
        std::string offered;
        for (const EngineOption& o : offered_) offered += (offered.empty() ? "" : ", ") + o.name;
        throw std::runtime_error("'" + command_ + "' has no option '" + option + "' (it offers: " + offered + ")");
      }
      process_->write_line("setoption name " + option + " value " + value);
    }
    if (sink_ && has_option(kTraceOption))
      process_->write_line(std::string("setoption name ") + kTraceOption + " value true");
    ready();
  }

  void ready() {
    send("isready");
    await_ready();
  }
  void await_ready() {
    readying_ = false;
    const auto deadline = Clock::now() + 10s;
    for (;;) {
      const auto line =
          process_->read_line(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
      if (!line) throw std::runtime_error("'" + command_ + "' did not answer isready (" + ended() + ")");
      if (*line == "readyok") return rest();  // waiting for its first move
    }
  }

  // How the process ended, with the last lines it wrote to stderr (its own message, if any).
  std::string ended() {
    const std::string why = process_ ? process_->exit_reason(200ms) : "";
    std::string said = process_ ? process_->stderr_tail() : "";
    // In the sandbox (the children watched when idle), a call refused while every signal is
    // blocked (as the C library blocks them to start a program) ends it before it can say which.
    if (watch_idle_ && said.find("sandbox refused") == std::string::npos &&
        why.find("signal " + std::to_string(SIGSYS) + " ") != std::string::npos)
      said += std::string(said.empty() ? "" : "; ") + "the sandbox refused a system call (made with signals blocked)";
    return (why.empty() ? "no answer" : why) + (said.empty() ? "" : ": " + said);
  }

  std::string go(const ply_limits& limits, int mover) const {
    if (limits.movetime_ms > 0)
      return ucci_ ? "go time " + std::to_string(limits.movetime_ms) + " movestogo 1"
                   : "go movetime " + std::to_string(limits.movetime_ms);
    if (limits.depth > 0) return "go depth " + std::to_string(limits.depth);
    if (limits.time_left_ms[mover] > 0) {
      if (ucci_)
        return "go time " + std::to_string(limits.time_left_ms[mover]) + " increment " +
               std::to_string(limits.increment_ms[mover]) + " opptime " +
               std::to_string(limits.time_left_ms[1 - mover]) + " oppincrement " +
               std::to_string(limits.increment_ms[1 - mover]);
      return "go wtime " + std::to_string(limits.time_left_ms[0]) + " btime " + std::to_string(limits.time_left_ms[1]) +
             " winc " + std::to_string(limits.increment_ms[0]) + " binc " + std::to_string(limits.increment_ms[1]);
    }
    if (limits.nodes > 0) return "go nodes " + std::to_string(limits.nodes);
    return "go movetime 1000";
  }

  std::string name_;
  const GameModule& game_;
  bool ucci_;
  std::vector<std::string> argv_;
  std::string command_;
  ChildOptions sandbox_;
  std::vector<std::pair<std::string, std::string>> options_;
  std::unique_ptr<ChildProcess> process_;
  std::mutex unsent_mutex_;
  std::string unsent_;     // under unsent_mutex_: lines for the next write
  bool readying_ = false;  // isready sent, readyok not yet read
  TraceSink* sink_ = nullptr;
  std::vector<EngineOption> offered_;
  bool speaks_moves_ = false;  // another Plyground (it offers kTraceOption): takes `moves` (position_command)
  bool ranks_from_one_ = false;
  bool watch_idle_;
  std::chrono::milliseconds most_answer_time_ = std::chrono::hours(24);
  // CPU used while waiting for its turn beyond what finishing an answer takes (a few microseconds:
  // kIdleAllowance, or a quarter of a shorter wait), and the time waited, summed, both halved
  // whenever the time passes kIdleMemory (so that good behaviour long ago buys no spinning now).
  // Past kMostIdleCpu it is frozen between moves: a thread left spinning, even part of the time.
  static constexpr std::chrono::milliseconds kMostIdleCpu{100};
  static constexpr std::chrono::microseconds kIdleAllowance{100};
  static constexpr std::chrono::seconds kIdleMemory{10};
  std::optional<std::pair<std::chrono::microseconds, Clock::time_point>> resting_since_;  // when it last moved
  std::chrono::microseconds idle_cpu_{0}, waited_{0};
  bool frozen_between_moves_ = false;
  struct {
    bool valid = false;
    std::string fen;                 // the start position last sent
    std::vector<std::string> moves;  // the moves last sent, as the game writes them
  } sent_;
};

}  // namespace

std::unique_ptr<Engine> make_external_engine(const PlayerSpec& spec, const GameModule& game, const std::string& name) {
  std::vector<std::string> argv = split_command(spec.player);
  if (argv.empty()) throw std::runtime_error("no engine command in '" + spec.text + "'");
  // A person's own engine: its own process group, but the host's directory and environment, which
  // it may need (network files, configuration).
  ChildOptions options{.own_group = true, .own_directory = false, .environment = {}};
  return std::make_unique<ExternalEngine>(name.empty() ? spec.text : name, game, spec.kind == PlayerSpec::Kind::UCCI,
                                          std::move(argv), spec.player, std::move(options), spec.options, false);
}

std::unique_ptr<Engine> make_child_engine(const std::vector<std::string>& argv, const GameModule& game,
                                          const std::string& name) {
  prepare_for_sandboxed_children();
  return std::make_unique<ExternalEngine>(name, game, false, argv, name, ChildOptions{},
                                          std::vector<std::pair<std::string, std::string>>{}, true);
}

}  // namespace plyground::host
