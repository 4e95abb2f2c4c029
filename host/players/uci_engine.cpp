#include "players/uci_engine.hpp"

#include <algorithm>
#include <boost/algorithm/string/predicate.hpp>
#include <csignal>
#include <deque>
#include <iostream>
#include <mutex>
#include <stdexcept>

#include "base/printable.hpp"
#include "players/crash_report.hpp"
#include "players/engine_answer.hpp"
#include "players/idle_watch.hpp"
#include "players/move_wait.hpp"
#include "players/process.hpp"
#include "players/sandbox.hpp"
#include "players/spec.hpp"
#include "protocol/uci.hpp"

namespace plyground::host {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

class ExternalEngine;

// A UCI or UCCI engine's child process, and what the host knows of it: the options it offered, its
// dialect, the lines waiting to be written, and the answers it owes, in the order asked. The
// ExternalEngines of one player share it, each a lane of its own (`lane N`, see cli/uci.cpp), or
// one engine alone has it. A crash, a hang past its time, or a dead pipe costs the answers owed;
// the next game starts a fresh process.
class EngineProcess {
 public:
  // `command`: how messages name it. `options`: the player's own, sent at every start.
  // `watch_idle`: a sandboxed plugin, watched for CPU used while it waits for its turn (threads
  // left spinning to starve its opponent); a person's own engine may ponder.
  EngineProcess(const GameModule& game, bool ucci, std::vector<std::string> argv, std::string command,
                ChildOptions sandbox, std::vector<std::pair<std::string, std::string>> options, bool watch_idle)
      : game_(game),
        ucci_(ucci),
        argv_(std::move(argv)),
        command_(std::move(command)),
        sandbox_(std::move(sandbox)),
        options_(std::move(options)),
        watch_idle_(watch_idle) {
    start();
  }
  ~EngineProcess() {  // asked to quit first, as UCI engines expect; killed if it lingers
    if (process_ && process_->running() && process_->write_line("quit")) process_->exit_reason(200ms);
  }

  bool ucci() const { return ucci_; }
  bool speaks_moves() const { return speaks_moves_; }
  int generation() const { return generation_; }  // counts the processes started
  ChildProcess& child() { return *process_; }
  bool has_option(const std::string& option) const { return !offered_name(option).empty(); }
  const std::vector<protocol::Option>& offered() const { return offered_; }
  // Why the engine's option `option` cannot take `value` (a spin out of its range, a combo's other
  // word, a check's other than true or false), as it offered it; none when it can.
  Status value_fault(const std::string& option, const std::string& value) const {
    for (const OptionInfo& o : offered_options(offered_))
      if (boost::algorithm::iequals(o.name, option)) return o.value_fault(value);
    return {};
  }
  // The engine's own spelling of an option named in any case, as UCI has names ("" when it has none).
  std::string offered_name(const std::string& option) const {
    for (const protocol::Option& o : offered_)
      if (boost::algorithm::iequals(o.name, option)) return o.name;
    return "";
  }

  // A fresh process when this one has ended (the answers it owed fail). Throws when it cannot start.
  void keep_running() {
    if (!process_ || !process_->running()) start();
  }

  // Keeps `lines` for the next write, addressed to `lane` (-1: an engine alone has the process).
  void queue(int lane, const std::string& lines) {
    std::lock_guard lock(unsent_mutex_);
    if (lane >= 0 && lane != addressed_lane_) unsent_ += protocol::write_lane(size_t(lane)) + "\n";
    if (lane >= 0) addressed_lane_ = lane;
    unsent_ += lines + "\n";
  }
  // Writes what was kept, then `line` (if any): the engine wakes once for them all.
  [[nodiscard]] bool send(const std::string& line = "") {
    std::string text;
    {
      std::lock_guard lock(unsent_mutex_);
      text = std::move(unsent_) + line;
      unsent_.clear();
    }
    if (text.empty()) return true;
    if (text.back() == '\n') text.pop_back();
    if (!owed_.empty() && !owed_.back().sent && watch_idle_) idle_.account(*process_, Clock::now());
    const auto now = Clock::now();
    for (Owed& o : owed_) o.sent = o.sent ? o.sent : std::optional(now);
    if (process_->write_line(text)) return true;
    process_->kill();  // part of it may have gone: no answer, and no lane, could be placed after it
    return false;
  }

  // An answer (to a `go`) that `lane` is owed, sent with the next write; `allowed` from when it is
  // written or the answer before it arrives, whichever is later. `held`: `allowed` is shorter than
  // the move's own time (limit_answer_time), and the move it answers when stopped counts.
  void owe(ExternalEngine* lane, std::chrono::milliseconds allowed, bool held) {
    owed_.push_back({lane, allowed, held, {}});
  }
  bool owes(const ExternalEngine* lane) const {
    return std::any_of(owed_.begin(), owed_.end(), [&](const Owed& o) { return o.lane == lane; });
  }
  void forget(const ExternalEngine* lane) {  // an engine going away: its answers are read and dropped
    for (Owed& o : owed_)
      if (o.lane == lane) o.lane = nullptr;
  }
  // Reads the answer owed first (to its lane), after writing what was kept; `of`'s search reports
  // go to `info_for`. A process that ends while it owes several answers (the lines it held for
  // them lost with it) is started again and asked each of them alone, in turn: a crash costs the
  // move that made it, and no other, as it does a player alone in its process.
  void read_next(const InfoCallback& info_for, const ExternalEngine* of);

  // After an answer: a sandboxed plugin is watched as it waits (IdleWatch).
  void rest() {
    if (watch_idle_ && owed_.empty()) idle_.rest(*process_);
  }
  void busy() {
    if (watch_idle_) idle_.busy(*process_);
  }

  // The engine's lines until readyok; throws after 10 s.
  void await_ready() {
    const auto deadline = Clock::now() + 10s;
    for (;;) {
      const auto line =
          process_->read_line(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
      if (!line) throw std::runtime_error("'" + command_ + "' did not answer isready (" + ended() + ")");
      if (*line == "readyok") return rest();  // waiting for its first move
    }
  }

  // An engine's move as the game's coordinate text; unreadable ones as they were written, to be
  // refused by name.
  std::string from_engine(const std::string& text) const {
    const std::string move = game_.from_engine_move(text, ranks_from_one_);
    return move.empty() ? text : move;
  }
  std::string to_engine(const std::string& move) const { return game_.to_engine_move(move, ranks_from_one_); }

  // How the process ended, with the last lines it wrote to stderr (its own message, if any).
  std::vector<std::string> printed(int lines) {
    return without_crash_lines(process_ ? process_->stderr_since(printed_mark_, lines) : std::vector<std::string>{});
  }
  std::string ended() {
    const std::string why = process_ ? process_->exit_reason(200ms) : "";
    uint64_t from_the_start = 0;
    const std::string said = last_words(
        process_ ? process_->stderr_since(from_the_start, 50) : std::vector<std::string>{}, why, watch_idle_);
    return (why.empty() ? "no answer" : why) + (said.empty() ? "" : ": " + said);
  }

 private:
  struct Owed {
    ExternalEngine* lane;  // nullptr: an engine gone, its answer dropped
    std::chrono::milliseconds allowed;
    bool held;
    std::optional<Clock::time_point> sent;  // when its question was written
  };

  void start();
  void fail_owed(const std::string& why);
  void ask_one_by_one(const std::deque<Owed>& questions, const InfoCallback& info_for, const ExternalEngine* of);
  // The engine's lines until its bestmove, its end, or `owed.allowed` from `start`: then it is asked
  // to stop, and ended if it does not answer within half a second; unless held, it is late either way
  // (MoveReply::late).
  // Its nodes go to `sink` (if any). `refused`: it said an error; `ending`: how its answer ended.
  enum class Ending { kAnswered, kTimedOut, kEnded };
  MoveReply read_reply(Clock::time_point start, const Owed& owed, TraceSink* sink, const InfoCallback& info,
                       bool& refused, Ending& ending);
  void read_one(const InfoCallback& info_for, const ExternalEngine* of);

  const GameModule& game_;
  bool ucci_;
  std::vector<std::string> argv_;
  std::string command_;
  ChildOptions sandbox_;
  std::vector<std::pair<std::string, std::string>> options_;
  std::unique_ptr<ChildProcess> process_;
  int generation_ = 0;
  uint64_t printed_mark_ = 0, echo_mark_ = 0;  // of its stderr, shown by printed() and --player-output
  std::mutex unsent_mutex_;
  std::string unsent_;      // under unsent_mutex_: lines for the next write
  int addressed_lane_ = 0;  // under unsent_mutex_: the lane the engine takes commands for
  std::deque<Owed> owed_;
  std::optional<Clock::time_point> last_answer_;  // when the last owed answer was read
  std::vector<protocol::Option> offered_;
  bool speaks_moves_ = false;  // another Plyground (it offers protocol::kTraceOption): takes `moves` (position_command)
  bool ranks_from_one_ = false;
  bool watch_idle_;
  IdleWatch idle_;
};

// A UCI or UCCI engine as a player: a process of its own, or a lane of one several share (a
// player's games played at once, see make_child_engines).
class ExternalEngine : public Engine {
 public:
  ExternalEngine(std::string name, std::shared_ptr<EngineProcess> process, int lane)
      : name_(std::move(name)), process_(std::move(process)), lane_(lane), generation_(process_->generation()) {}
  ~ExternalEngine() override { process_->forget(this); }

  const std::string& name() const override { return name_; }
  bool has_option(const std::string& option) const override { return process_->has_option(option); }
  std::vector<OptionInfo> options() const override { return offered_options(process_->offered()); }
  // Only `plyground uci` offers it: another Plyground serving a plugin.
  bool trace_into(TraceSink* sink) override {
    if (!has_option(protocol::kTraceOption)) return false;
    sink_ = sink;
    return set_option(protocol::kTraceOption, sink ? "true" : "false").ok() && process_->send();
  }
  void limit_answer_time(std::chrono::milliseconds most) override { most_answer_time_ = most; }
  std::vector<std::string> printed(int lines) override { return process_->printed(lines); }
  void game_over() override { process_->rest(); }  // between games as between moves
  Status set_option(const std::string& option, const std::string& value) override {
    if (!has_option(option)) return failure("the engine has no option '" + option + "'");
    if (Status fault = process_->value_fault(option, value); !fault) return fault;
    const std::string name = process_->offered_name(option);
    protocol::remember_option(options_, name, value);
    queue(protocol::write_setoption(process_->ucci(), name, value));
    return {};
  }
  void stop() override {                         // at once, from any thread
    (void)process_->child().write_line("stop");  // a child that no longer reads has no search to stop
  }

  // The engine alone is asked whether it is ready, as UCI asks after a new game, and the answer
  // awaited before its first move: the host goes on meanwhile, and the engine's new game (a table
  // cleared) is not taken from its clock. A lane's new game goes with its first move.
  Status new_game() override {
    try {
      process_->keep_running();  // a fresh process after a crash or a kill
      catch_up();
      if (!process_->ucci()) queue("ucinewgame");
      if (lane_ < 0) {
        (void)process_->send("isready");  // not sent: the process is ended, and its first move says why
        readying_ = true;
        process_->busy();
      }
      sent_.valid = false;
    } catch (const std::exception& e) {
      return failure(e.what());
    }
    return {};
  }

  MoveReply choose_move(const GameSoFar& game, const Limits& limits, const InfoCallback& info) override {
    ask_move(game, limits);
    return take(info);
  }
  void ask_move(const GameSoFar& game, const Limits& limits) override {
    answer_.reset();
    const int mover = game.side_to_move;
    if (std::string why = not_ready(mover); !why.empty()) {
      answer_ = MoveReply{.error = std::move(why)};
      return;
    }
    // Both lines in one write: the engine wakes once for them.
    catch_up();
    go_ = protocol::write_go(limits, mover, process_->ucci());
    queue(position_command(game) + "\n" + go_);
    const std::chrono::milliseconds own = answer_time(limits, mover);
    process_->owe(this, std::min(own, most_answer_time_), most_answer_time_ < own);
  }
  MoveReply take_move() override { return take(nullptr); }

  // The question last asked, again, of a process started since: the position whole.
  void ask_again(std::chrono::milliseconds allowed, bool held) {
    catch_up();
    const std::string fen = sent_.fen;
    const std::vector<std::string> moves = sent_.moves;
    queue(position_command(GameSoFar(fen, moves, 0)) + "\n" + go_);
    process_->owe(this, allowed, held);
  }

  // Its answer, read by the process. `refused`: the engine said an error (it may have refused the
  // position: the next one goes whole).
  void answered(MoveReply reply, bool refused) {
    answer_ = std::move(reply);
    if (refused) sent_.valid = false;
  }
  TraceSink* sink() const { return sink_; }
  bool alone() const { return lane_ < 0; }  // the process is this engine's alone

 private:
  MoveReply take(const InfoCallback& info) {
    while (!answer_) {
      if (!process_->owes(this)) {
        answered({.error = "no move was asked"}, false);
        break;
      }
      process_->read_next(info, this);
    }
    return *std::exchange(answer_, std::nullopt);
  }

  // Why a move cannot be asked for now; "" when it can. The engine alone waits here for its new
  // game's readyok. A lane whose process ended since it last answered (another lane's crash, say)
  // gets a fresh one, which catch_up() sends the game whole; an engine alone is started again
  // only by its next game.
  std::string not_ready(int mover) {
    try {
      if (std::exchange(readying_, false)) process_->await_ready();
    } catch (const std::exception& e) {
      return e.what();
    }
    // A sandboxed child's unplayed record: only a plugin's engine takes one.
    if (mover < 0) return "the side to move is not known";
    if (process_->child().pid() >= 0 && !process_->child().closed()) return "";
    if (lane_ < 0) return "the engine is not running (" + process_->ended() + ")";
    try {
      process_->keep_running();
    } catch (const std::exception& e) {
      return std::string("the engine could not be started again: ") + e.what();
    }
    return "";
  }

  // Lines for this engine's lane, for the next write, after catch_up().
  void queue(const std::string& lines) {
    catch_up();
    process_->queue(lane_, lines);
  }
  // A process started since this engine last spoke to it is sent its options first, and the next
  // position whole.
  void catch_up() {
    if (process_->generation() == generation_) return;
    generation_ = process_->generation();
    sent_.valid = false;
    for (const auto& [option, value] : options_)
      process_->queue(lane_, protocol::write_setoption(process_->ucci(), option, value));
  }

  // The position as a command: whole, or to another Plyground (`plyground uci`, which offers
  // protocol::kTraceOption) that has the game so far, only the moves since the last (`moves ...`, its
  // extension), so that a move late in a long game costs what an early one does.
  std::string position_command(const GameSoFar& game) {
    const std::vector<std::string>& moves = game.moves;
    const std::string& fen = game.start_fen;
    const bool extends = sent_.valid && process_->speaks_moves() && fen == sent_.fen &&
                         moves.size() >= sent_.moves.size() &&
                         std::equal(sent_.moves.begin(), sent_.moves.end(), moves.begin());
    if (!extends) sent_ = {true, fen, {}};
    std::vector<std::string> written;  // the moves not yet sent, as the engine writes them
    for (size_t i = sent_.moves.size(); i < moves.size(); ++i) {
      written.push_back(process_->to_engine(moves[i]));
      sent_.moves.push_back(moves[i]);
    }
    return extends ? protocol::write_moves(written) : protocol::write_position({fen, std::move(written)});
  }

  std::string name_;
  std::shared_ptr<EngineProcess> process_;
  int lane_;                                                  // -1: the process is this engine's alone
  int generation_;                                            // the process this engine last spoke to
  std::vector<std::pair<std::string, std::string>> options_;  // set on this engine, sent to every new process
  std::optional<MoveReply> answer_;                           // read, not yet taken
  std::string go_;                                            // the last `go` command
  bool readying_ = false;                                     // isready sent, readyok not yet read
  TraceSink* sink_ = nullptr;
  std::chrono::milliseconds most_answer_time_ = std::chrono::hours(24);
  struct {
    bool valid = false;
    std::string fen;                 // the start position last sent
    std::vector<std::string> moves;  // the moves last sent, as the game writes them
  } sent_;
};

void EngineProcess::read_next(const InfoCallback& info_for, const ExternalEngine* of) {
  read_one(info_for, of);
  // The answers it has written whole already (a line that starts with bestmove, not an info string
  // that says it) are read now: it rests (and is watched as it rests) while the other player searches.
  while (!owed_.empty() && (process_->holds_line("bestmove") || process_->holds_line("nobestmove")))
    read_one(info_for, of);
  rest();
}

void EngineProcess::read_one(const InfoCallback& info_for, const ExternalEngine* of) {
  const bool sent = send();
  const Owed owed = owed_.front();
  owed_.pop_front();
  const Clock::time_point start = std::max(*owed.sent, last_answer_.value_or(*owed.sent));
  bool refused = false;
  Ending ending = sent ? Ending::kAnswered : Ending::kEnded;
  MoveReply reply = sent ? read_reply(start, owed, owed.lane ? owed.lane->sink() : nullptr,
                                      owed.lane == of ? info_for : nullptr, refused, ending)
                         : MoveReply{.error = "the engine is not running (" + ended() + ")"};
  last_answer_ = Clock::now();
  reply.seconds = std::chrono::duration<double>(*last_answer_ - start).count();
  if (process_) {  // what it printed for this answer: for the window, and with --player-output here
    reply.printed = without_crash_lines(process_->stderr_read_since(echo_mark_, 20));
    if (player_output_shown())
      for (const std::string& line : reply.printed) std::cerr << "[" << command_ << "] " << line << "\n";
  }
  // A lane's question never written is asked again of a fresh process (an engine alone is started
  // again only by its next game).
  const bool unsent = !sent && owed.lane && !owed.lane->alone();
  if ((ending != Ending::kAnswered && !owed_.empty()) || unsent) {
    // Ended with more answers owed. Over its time, it was this move's search that ran; a crash
    // may have been any search's since the last lines it wrote.
    std::deque<Owed> questions = std::exchange(owed_, {});
    if (ending == Ending::kEnded)
      questions.push_front(owed);
    else if (owed.lane)
      owed.lane->answered(std::move(reply), refused);
    return ask_one_by_one(questions, info_for, of);
  }
  if (owed.lane) owed.lane->answered(std::move(reply), refused);
}

void EngineProcess::ask_one_by_one(const std::deque<Owed>& questions, const InfoCallback& info_for,
                                   const ExternalEngine* of) {
  for (const Owed& o : questions) {
    if (!o.lane) continue;
    try {
      keep_running();
    } catch (const std::exception& e) {
      o.lane->answered({.error = e.what()}, false);
      continue;
    }
    o.lane->ask_again(o.allowed, o.held);
    read_one(info_for, of);  // alone: a crash is its own
  }
}

void EngineProcess::start() {
  if (!owed_.empty()) fail_owed("the engine crashed or quit (" + ended() + ")");
  process_ = std::make_unique<ChildProcess>(argv_, sandbox_);
  ++generation_;
  printed_mark_ = echo_mark_ = 0;
  {
    std::lock_guard lock(unsent_mutex_);
    unsent_.clear();  // each engine sends its own options again (ExternalEngine::queue)
    addressed_lane_ = 0;
  }
  last_answer_.reset();
  idle_.restart();
  offered_.clear();
  (void)process_->write_line(ucci_ ? "ucci" : "uci");  // a child that no longer reads: the answer says why
  const std::string ok = ucci_ ? "ucciok" : "uciok";
  const auto deadline = Clock::now() + 10s;
  for (;;) {
    const auto line =
        process_->read_line(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
    // A plugin's child that refused its plugin (status 2) said why in the plugin's words; one that
    // crashed is said by its end.
    if (!line && watch_idle_ && process_->closed()) {
      std::string said = plugin_text(process_->stderr_tail());
      if (said.starts_with("error: ")) said.erase(0, 7);
      const bool refused = process_->exit_reason(200ms) == "exited with status 2" && !said.empty();
      throw std::runtime_error("'" + command_ + "' failed to load: " + (refused ? said : ended()));
    }
    if (!line)
      throw std::runtime_error("'" + command_ + "' did not answer '" + (ucci_ ? "ucci" : "uci") + "' (" +
                               (process_->closed() ? ended() : "no " + ok + " within 10 s") + ")");
    if (*line == ok) break;
    if (auto o = protocol::read_option(*line, ucci_)) offered_.push_back(*o);
  }
  speaks_moves_ = has_option(protocol::kTraceOption);
  // Fairy-Stockfish plays many variants and, in UCI mode, writes Xiangqi ranks from 1; engines
  // without a variant option (Stockfish, Pikafish, UCCI engines) write the game's own notation,
  // as a sandboxed plugin's child does (started for the game, it is not told it again).
  ranks_from_one_ = false;
  if (has_option("UCI_Variant") && !watch_idle_) {
    (void)process_->write_line(protocol::write_setoption(ucci_, "UCI_Variant", std::string(game_.id())));
    ranks_from_one_ = !ucci_;
  }
  for (const auto& [option, value] : options_) {
    if (!has_option(option)) {
      std::string offered;
      for (const protocol::Option& o : offered_) offered += (offered.empty() ? "" : ", ") + o.name;
      throw std::runtime_error("'" + command_ + "' has no option '" + option + "' (it offers: " + offered + ")");
    }
    if (const Status fault = value_fault(option, value); !fault)
      throw std::runtime_error("'" + command_ + "': " + fault.reason());
    (void)process_->write_line(protocol::write_setoption(ucci_, offered_name(option), value));
  }
  (void)process_->write_line("isready");  // await_ready says why a child that no longer reads failed
  await_ready();
}

void EngineProcess::fail_owed(const std::string& why) {
  for (const Owed& o : owed_)
    if (o.lane) o.lane->answered({.error = why}, false);
  owed_.clear();
}

MoveReply EngineProcess::read_reply(Clock::time_point start, const Owed& owed, TraceSink* sink,
                                    const InfoCallback& info, bool& refused, Ending& ending) {
  MoveReply reply;
  const std::chrono::milliseconds allowed = owed.allowed;
  auto deadline = start + allowed;
  bool stop_sent = false;
  MoveWait wait(start, allowed, !owed.held);
  std::string last_error;
  EngineAnswer said([this](const std::string& move) { return from_engine(move); });
  while (true) {
    // Checked before every line: an engine that talks without end is stopped all the same.
    if (Clock::now() >= deadline) {
      if (!stop_sent) {  // over its time: asked once, it has half a second to answer (info first, as it may)
        stop_sent = true;
        (void)process_->write_line("stop");  // the deadline still ends a child that no longer reads
        deadline = Clock::now() + 500ms;
        continue;
      }
      process_->kill();
      ending = Ending::kTimedOut;
      reply.error = "no move within " + std::to_string(allowed.count()) + " ms: the engine was stopped";
      if (!owed.held) reply.late = reply.error;
      return reply;
    }
    if (!stop_sent) wait.say(command_);
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    // In slices: an engine that died while something it forked holds its output open is found
    // by its exit, not by an end of output that never comes.
    const auto line = process_->read_line(std::clamp(left, 1ms, 100ms));
    if (!line) {
      if (process_->closed() || !process_->exit_reason().empty()) {
        ending = Ending::kEnded;
        reply.error = "the engine crashed or quit (" + ended() + ")";
        return reply;
      }
      continue;
    }
    if (line->starts_with("trace ")) {  // a node of a traced search (plyground uci)
      if (sink) said.trace(*line, *sink);
    } else if (std::optional<std::string> error = protocol::read_error(*line)) {  // why (plyground uci says)
      last_error = plugin_text(*error);  // every text an engine sends is bounded as it enters
      refused = true;
    } else if (protocol::WordReader(*line).next_word() == "info") {
      said.info(*line, reply, info);
    } else if (const auto best = protocol::read_bestmove(*line)) {
      if (*best == "(none)" || best->empty())
        reply.error = last_error.empty() ? "the engine found no move" : last_error;
      else
        said.move(*best, reply);
      if (stop_sent && !owed.held)  // an answer past its time is late, with its move or without
        reply.late = "it answered after " + std::to_string(wait.ms()) + " ms, past the " +
                     std::to_string(allowed.count()) + " ms it had (its time and grace)";
      return reply;
    }
  }
}

}  // namespace

std::unique_ptr<Engine> make_external_engine(const PlayerSpec& spec, const GameModule& game, const std::string& name) {
  std::vector<std::string> argv = split_command(spec.player);
  if (argv.empty()) throw std::runtime_error("no engine command in '" + spec.text + "'");
  // A person's own engine: its own process group, but the host's directory and environment, which
  // it may need (network files, configuration).
  ChildOptions options{.own_group = true, .own_directory = false, .environment = {}};
  auto process = std::make_shared<EngineProcess>(game, spec.kind == PlayerSpec::Kind::UCCI, std::move(argv),
                                                 spec.player, std::move(options), spec.options, false);
  return std::make_unique<ExternalEngine>(name.empty() ? spec.text : name, std::move(process), -1);
}

std::vector<std::unique_ptr<Engine>> make_child_engines(const std::vector<std::string>& argv, const GameModule& game,
                                                        const std::string& name, int lanes) {
  prepare_for_sandboxed_children();
  auto process = std::make_shared<EngineProcess>(game, false, argv, name, ChildOptions{},
                                                 std::vector<std::pair<std::string, std::string>>{}, true);
  std::vector<std::unique_ptr<Engine>> engines;
  for (int lane = 0; lane < lanes; ++lane)
    engines.push_back(std::make_unique<ExternalEngine>(name, process, lanes == 1 ? -1 : lane));
  return engines;
}

}  // namespace plyground::host
