// The server side of the protocol (protocol/uci.hpp): a player served as an engine, to a host as
// its sandboxed child or to another GUI (`plyground uci`).
//
// The game is the one it was made for, or the one a client sets with UCI_Variant; moves are its
// coordinate notation (ICCS with ranks 0-9 for Xiangqi, as Pikafish writes them; UCI long
// algebraic for chess). A client that sets UCI_Variant speaks Fairy-Stockfish's dialect, which
// numbers Xiangqi's ranks from 1; so does the server from then on (in UCI, not UCCI).
//
// `lane N` sends the commands after it to game N of several the client plays at once, each with an
// engine of its own: a host asks one child for the moves of many games in one write, and the child
// answers them all in one, so that a wake-up of each process serves many moves (the searches run
// one after another, their answers in the order asked). A client that never says it plays lane 0.
#include "cli/uci_server.hpp"

#include <poll.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/algorithm/string/predicate.hpp>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <span>
#include <thread>

#include "base/printable.hpp"
#include "cli/trace_lines.hpp"
#include "games/registry.hpp"
#include "players/engine.hpp"
#include "players/make_engine.hpp"
#include "players/sandbox.hpp"
#include "players/spec.hpp"
#include "protocol/line_input.hpp"
#include "protocol/uci.hpp"

namespace plyground::cli {
namespace {

// A search traced (kTraceOption) goes to the client as trace lines (protocol/uci.hpp).
class UciServer : public EngineServer {
 public:
  // Speaks the protocol on `in` and `out`. `sandboxed`: the plugin is loaded here, this process
  // being the sandboxed child a host started (its private copies of stdin and stdout, enter_sandbox);
  // else a plugin is played in such a child (or here, with --in-process).
  UciServer(host::PlayerSpec spec, host::PluginScan scan, const host::GameModule& game, int in, FILE* out,
            bool sandboxed, bool isolate)
      : spec_(std::move(spec)),
        scan_(std::move(scan)),
        input_(in),
        out_file_(out),
        sandboxed_(sandboxed),
        isolate_(isolate) {
    switch_game(game);  // throws when the player cannot play it
  }

  // Two threads take turns. One reads the commands and searches when it reads `go`; the other takes
  // over reading once a search has run for up to kSecondReader (a timer wakes it), so that `stop`,
  // `isready` and `quit` are read during a long search, while short ones wake nobody. A search
  // arms the timer again only when it was armed over half of kSecondReader ago (so it fires half
  // that to kSecondReader after the search starts), and nothing disarms it: a burst of short
  // searches (lanes asked together, or move after move) costs a call every half kSecondReader.
  int run() override {
    timer_ = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
    std::thread second([this] { serve(); });
    serve();
    second.join();
    if (timer_ >= 0) close(timer_);
    return 0;
  }

 private:
  using Options = std::vector<std::pair<std::string, std::string>>;
  // A game the client plays, with the engine that plays it and its options.
  struct Lane {
    std::unique_ptr<host::Engine> engine;
    Options options;  // set by the client
    // The game as the client last set it (its FEN, "" for startpos, and its moves, as it wrote
    // them); as played (the start FEN, and the moves in the game's notation); and, unless
    // sandboxed, the game itself, each move checked as the client sends it.
    std::string fen;
    std::vector<std::string> moves;
    std::string start_fen;
    std::vector<std::string> played;
    std::unique_ptr<host::GameState> state;
    // Why the client's last position was refused ("" when it was not): `go` then searches nothing,
    // rather than another position than the client's.
    std::string refused;

    void reset(const host::GameModule& game, bool sandboxed) {
      state = sandboxed ? nullptr : game.new_game();
      refused.clear();
      start_fen = std::string(game.start_fen());
      fen.clear();
      moves.clear();
      played.clear();
    }
  };
  Lane& lane() { return *lanes_[lane_]; }

  // Later than the kernel's next tick (every 4 ms at 250 Hz, 10 ms at 100 Hz), so that arming and
  // disarming it need not program the hardware timer: on a virtual machine each such write is an
  // exit to the hypervisor, and the pair cost a fast game about a tenth of its speed.
  static constexpr std::chrono::milliseconds kSecondReader{20};

  void serve() {
    for (;;) {
      std::unique_lock reading(reading_, std::defer_lock);
      if (timer_ < 0) {
        reading.lock();
      } else if (!reading.try_lock()) {  // the other thread reads: this one waits for the timer
        wait_for_timer();
        continue;
      }
      if (done_) return;
      if (!input_.has_line()) flush_before_waiting();
      const std::optional<std::string> line = input_.next();
      lines_waiting_ = input_.has_line();
      if (!line || !command(*line)) {  // the end of input, or quit
        done_ = true;
        stop_search();
        reading.unlock();
        set_timer(std::chrono::nanoseconds(1));  // the other thread, woken, sees done_
        // Not before the search ends: a child this thread started dies with it (PR_SET_PDEATHSIG).
        finish_search();
        if (line && ucci_) say("bye");  // UCCI's answer to quit, once the search has ended
        return;
      }
      if (!pending_) continue;
      const std::function<void()> search = std::move(pending_);
      pending_ = nullptr;
      if (const auto now = std::chrono::steady_clock::now(); now - armed_at_ > kSecondReader / 2) {
        set_timer(kSecondReader);
        armed_at_ = now;
      }
      reading.unlock();
      search();
      std::lock_guard lock(job_mutex_);
      searching_ = nullptr;
      job_changed_.notify_all();
    }
  }

  // Arms the timer to fire once after `after` (zero: disarms it).
  void set_timer(std::chrono::nanoseconds after) {
    if (timer_ < 0) return;
    itimerspec when{};
    when.it_value.tv_sec = time_t(after.count() / 1'000'000'000);
    when.it_value.tv_nsec = long(after.count() % 1'000'000'000);
    timerfd_settime(timer_, 0, &when, nullptr);
  }
  void wait_for_timer() {
    pollfd p{timer_, POLLIN, 0};
    // No timeout: a thread woken on a clock tick is charged the whole tick towards RLIMIT_CPU, and a
    // wake-up every second added seconds an hour, until a long tournament's player was killed.
    if (poll(&p, 1, -1) <= 0) return;
    uint64_t expirations = 0;
    [[maybe_unused]] const ssize_t n = read(timer_, &expirations, sizeof expirations);  // to wait again
    send_held();                                                                        // a search has run that long
  }

  // Carries out one command line; false for quit.
  bool command(std::string line) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    protocol::WordReader in(line);
    std::string command;
    in.next(command);
    if (!unmade_lane_.empty() &&
        (command == "ucinewgame" || command == "position" || command == "moves" || command == "go" ||
         command == "setoption")) {  // for a lane that could not be made: a move is refused
      if (command == "go") say(protocol::write_error(unmade_lane_) + "\n" + protocol::write_no_move(ucci_));
      return true;
    }
    if (command == "uci" || command == "ucci") {
      ucci_ = command == "ucci";
      identify();
    } else if (command == "isready") {
      say("readyok");
    } else if (command == "setoption") {
      set_option(in);
    } else if (command == "ucinewgame") {
      finish_search();
      if (const host::Status started = lane().engine->new_game(); !started)
        say(protocol::write_error(started.reason()));
    } else if (command == "lane") {
      choose_lane(in);
    } else if (command == "position") {
      position(in);
    } else if (command == "moves") {
      play_moves(in);
    } else if (command == "go") {
      go(in);
    } else if (command == "stop") {
      stop_search();
      finish_search();
    } else if (command == "ponderhit") {
      ponder_hit();
    } else if (command == "quit") {
      return false;
    } else if (command == "banmoves") {
      say(protocol::write_text("banmoves is not supported; banned moves may be played"));
    } else if (!command.empty()) {
      say(protocol::write_text("unknown command '" + command + "'"));
    }
    return true;
  }

  // Writes a line to the client. It is sent at once, unless the client has sent more commands
  // already (they are read first, and their answers sent with it: the client wakes once for all) or
  // it is `early` (a search of a few milliseconds sends its report and its move in one write).
  // Each line printable: a client's command or a plugin's text echoed may hold escape sequences.
  void say(const std::string& text, bool early = false) {
    std::string lines;
    for (size_t at = 0; at <= text.size();) {
      const size_t end = std::min(text.find('\n', at), text.size());
      lines += host::printable(std::string_view(text).substr(at, end - at), true) + "\n";
      at = end + 1;
    }
    std::lock_guard lock(out_);
    std::fputs(lines.c_str(), out_file_);
    if (!early && !lines_waiting_) std::fflush(out_file_);
  }
  // What say() held for the commands still waiting, written now that a search runs long: the client
  // times each answer from the one before, and must not take that search's time for an earlier one's.
  void send_held() {
    std::lock_guard lock(out_);
    std::fflush(out_file_);
  }
  // Before the reader waits for input: whatever was held for the lines it had is sent now.
  void flush_before_waiting() {
    std::lock_guard lock(out_);
    lines_waiting_ = false;
    std::fflush(out_file_);
  }

  // Plays `game` from now on, in lane 0 alone: a new engine for it, and its start position.
  void switch_game(const host::GameModule& game) {
    finish_search();
    std::unique_ptr<Lane> first = make_lane(game, lanes_.empty() ? Options{} : lanes_[0]->options);
    lanes_.clear();
    lanes_.push_back(std::move(first));
    lane_ = 0;
    game_ = &game;
  }

  // A lane playing `game` with `options` set (throws when the player cannot play it).
  std::unique_ptr<Lane> make_lane(const host::GameModule& game, const Options& options) {
    auto lane = std::make_unique<Lane>();
    lane->engine = host::make_engine(spec_, scan_, game, isolate_);
    // Each said to the client, as its own commands' faults are (the options were lane 0's, which
    // took them; a new game that fails is said again at the client's `ucinewgame`).
    for (const auto& [name, value] : options)
      if (const host::Status set = lane->engine->set_option(name, value); !set)
        say(protocol::write_error(set.reason()));
    lane->options = options;
    if (tracing_) trace_or_say(*lane);
    if (const host::Status started = lane->engine->new_game(); !started) say(protocol::write_error(started.reason()));
    lane->reset(game, sandboxed_);
    return lane;
  }

  // `lane N`: the commands that follow are about lane N, made on first use with lane 0's options.
  void choose_lane(protocol::WordReader& in) {
    // A lane that cannot be: its commands are refused (its moves with this error) until another is chosen.
    unmade_lane_.clear();
    const std::optional<size_t> chosen = protocol::read_lane(in);
    const size_t number = chosen.value_or(0);
    if (!chosen) {
      unmade_lane_ = "lane takes a number from 0 to " + std::to_string(protocol::kMostLanes - 1);
    } else if (number >= lanes_.size()) {
      finish_search();  // engines are made while none searches
      try {
        while (lanes_.size() <= number) lanes_.push_back(make_lane(*game_, lanes_[0]->options));
      } catch (const std::exception& e) {
        unmade_lane_ = "lane " + std::to_string(number) + " could not be made: " +
                       (std::string_view(e.what()) == "std::bad_alloc"
                            ? "out of memory (a player's games at once share its process's memory)"
                            : e.what());
      }
    }
    if (!unmade_lane_.empty()) return say(protocol::write_error(unmade_lane_));
    lane_ = number;
  }

  // The engine's name, author and options. An option's default is the value the player's spec
  // sets ("alphabeta:depth=3": 3), else its plugin's. UCCI writes an option without `name`.
  void identify() {
    const host::Engine& engine = *lane().engine;
    const host::PluginInfo* plugin = engine.plugin();
    say(protocol::write_id("Plyground " + engine.name(),
                           plugin && !plugin->author.empty() ? plugin->author : std::string("Plyground")));
    // UCI_Variant: the games of the kit this player plays, as Fairy-Stockfish offers its variants.
    protocol::Option variant{.name = "UCI_Variant", .type = "combo", .default_value = std::string(game_->id())};
    for (const host::GameModule* g : host::game_modules())
      if (!plugin || plugin->plays(g->id())) variant.choices.emplace_back(g->id());
    say(protocol::write_option(ucci_, variant));
    if (!plugin) return say(ucci_ ? "ucciok" : "uciok");
    for (const host::OptionInfo& o : engine.options()) {
      protocol::Option line{.name = o.name, .default_value = o.default_value, .min = o.min, .max = o.max};
      for (const auto& [name, set] : spec_.options)
        if (boost::algorithm::iequals(name, o.name)) line.default_value = set;
      line.type = host::uci_type_word(o.type);
      if (o.type == host::OptionType::COMBO) line.choices = o.choices;
      say(protocol::write_option(ucci_, line));
    }
    say(protocol::write_option(ucci_, {.name = protocol::kTraceOption, .type = "check", .default_value = "false"}));
    say(ucci_ ? "ucciok" : "uciok");
  }

  // `setoption name N value V`, or UCCI's `setoption N V`. Names are matched in any case, as UCI's.
  void set_option(protocol::WordReader& in) {
    auto [name, value] = protocol::read_setoption(in, ucci_);
    for (const host::OptionInfo& o : lane().engine->options())
      if (boost::algorithm::iequals(name, o.name)) name = o.name;
    if (boost::algorithm::iequals(name, protocol::kTraceOption)) {
      finish_search();
      tracing_ = value == "true";
      for (const auto& l : lanes_) trace_or_say(*l);
      return;
    }
    if (boost::algorithm::iequals(name, "UCI_Variant")) {
      finish_search();  // the search reads the game and the dialect
      try {
        if (value != game_->id()) switch_game(host::game_module(value));
        ranks_from_one_ = !ucci_;
      } catch (const std::exception& e) {
        say(protocol::write_error(e.what()));
      }
      return;
    }
    if (const host::Status set = lane().engine->set_option(name, value); !set) {
      say(protocol::write_error(set.reason()));
      return;
    }
    protocol::remember_option(lane().options, name, value);  // lane 0's, for the lanes and games after
  }

  // A position that extends the last one (the same start, its moves and more, as a game in
  // progress sends) only plays the new moves.
  void position(protocol::WordReader& in) {
    finish_search();  // the search reads the game: a new one waits for it
    Lane& l = lane();
    l.refused.clear();
    const host::Expected<protocol::Position> position = protocol::read_position(in);
    if (!position) return refuse(position.reason());
    const auto& [fen, moves] = *position;
    const bool extends =
        fen == l.fen && moves.size() >= l.moves.size() && std::equal(l.moves.begin(), l.moves.end(), moves.begin());
    if (!extends && !start_at(fen)) return;
    play_on(std::span(moves).subspan(l.moves.size()));
  }

  void go(protocol::WordReader& in) {
    finish_search();
    Lane& l = lane();
    const int mover = l.state ? l.state->side_to_move() : -1;
    const protocol::Go go = protocol::read_go(in, mover);
    if (!go.fault.empty()) say(protocol::write_error("go: " + go.fault));
    if (go.searchmoves) say(protocol::write_text("searchmoves is not supported; every move is searched"));
    const bool until_stopped = go.infinite || go.ponder;
    if (!l.refused.empty() || (l.state && l.state->end().over())) {
      if (!l.refused.empty())
        say(protocol::write_error("no position to search: the last was refused (" + l.refused + ")"));
      const std::string none = protocol::write_no_move(ucci_);
      if (!until_stopped) return say(none);
      // No move, said when told to stop (or at ponderhit), as a search until then would say it.
      return start_search(&l, true, [this, none] {
        std::unique_lock lock(job_mutex_);
        job_changed_.wait(lock, [this] { return stop_told_; });
        lock.unlock();
        say(none);
      });
    }
    search(l, until_stopped ? host::make_limits(0, protocol::kUnboundedDepth) : go.limits, mover, until_stopped);
    if (go.ponder && !go.infinite) {
      std::lock_guard lock(job_mutex_);
      pondered_ = Pondered{&l, go.limits, mover};
    }
  }

  // `ponderhit`: the move pondered on was played, and the search goes on within the clocks of the
  // `go ponder`. The players search to limits set at the start, so the pondering search is
  // stopped, its move dropped, and a search with those clocks started on the same position.
  void ponder_hit() {
    std::optional<Pondered> pondered;
    {
      std::lock_guard lock(job_mutex_);
      pondered = std::exchange(pondered_, std::nullopt);
    }
    if (!pondered) {  // a search until told to stop with nothing to ponder (no position): ends now
      std::lock_guard lock(job_mutex_);
      if (searching_ && until_stopped_) return tell_stop();
      return say(protocol::write_text("ponderhit without a search pondering"));
    }
    dropping_move_ = true;
    stop_search();
    finish_search();
    dropping_move_ = false;
    search(*pondered->lane, pondered->limits, pondered->mover, false);
  }

  // Starts the search of lane `l`'s game to `limits` (for the reader to run once it leaves reading to
  // the other thread). `until_stopped`: its move waits for `stop` (UCI's `infinite`: a search that
  // ends sooner, having nothing left to find, does not answer before it is told to).
  void search(Lane& l, const host::Limits& limits, int mover, bool until_stopped) {
    // A backstop to the host's own timeout: the kernel ends a plugin that has used every core for
    // the whole time the host would wait (none when until stopped).
    static const unsigned cores = std::max(1u, std::thread::hardware_concurrency());  // read from /sys: once
    if (sandboxed_)
      host::limit_cpu_time(until_stopped ? std::chrono::milliseconds(0) : host::answer_time(limits, mover) * cores);
    const auto started = std::chrono::steady_clock::now();
    // The game itself, not a copy: every command that changes it waits for the search first.
    start_search(&l, until_stopped, [this, &l, limits, started, mover, until_stopped] {
      const host::GameSoFar game(l.start_fen, l.played, mover);
      host::MoveReply reply = l.engine->choose_move(game, limits, [this, started](SearchInfo info) {
        for (std::string& m : info.pv) m = to_client(m);
        say(protocol::write_info(info), std::chrono::steady_clock::now() - started < std::chrono::milliseconds(5));
      });
      trace_.send();  // all of it before the move
      // A player's error voids any move it gave with it; a move this server's game refuses (a
      // sandboxed plugin's, relayed) is said as the error, never passed on to the client.
      if (reply.error.empty() && !reply.move.empty() && l.state)
        if (const host::Expected<size_t> legal = host::checked_move(*l.state, reply); !legal)
          reply.error = "illegal move by " + l.engine->name() + ": " + legal.reason();
      if (until_stopped) {
        std::unique_lock lock(job_mutex_);
        job_changed_.wait(lock, [this] { return stop_told_; });
      }
      if (dropping_move_) return;
      if (!reply.error.empty())
        say(protocol::write_error(reply.error == "std::bad_alloc" ? std::string("out of memory") : reply.error));
      say(reply.move.empty() || !reply.error.empty() ? protocol::write_no_move(ucci_)
                                                     : protocol::write_bestmove(ucci_, to_client(reply.move)));
      // A player that failed (crashed, hung, threw) is made ready for the client's next `go`, as a
      // GUI expects of an engine: a process that ended is started afresh.
      if (!reply.error.empty())
        if (const host::Status ready = l.engine->new_game(); !ready) say(protocol::write_error(ready.reason()));
    });
  }

  // `moves MOVE...`, Plyground's own extension (a host sends it to `plyground uci` only): the moves
  // played since the last position, so that the host need not send the whole game every move.
  void play_moves(protocol::WordReader& in) {
    finish_search();
    play_on(protocol::read_moves(in));
  }

  // A new game from the client's `fen` ("": the game's start); at a bad one, says why, goes back to
  // the start position and answers false.
  bool start_at(const std::string& fen) {
    reset();
    Lane& l = lane();
    if (fen.empty()) return true;
    host::Expected<std::unique_ptr<host::GameState>> start = game_->from_fen(fen);
    if (!start) {
      refuse("bad position: " + start.reason());
      return false;
    }
    std::unique_ptr<host::GameState> state = std::move(*start);
    l.fen = fen;
    l.start_fen = state->start_fen();
    if (!sandboxed_) l.state = std::move(state);
    return true;
  }

  // Plays the client's `moves`; at the first it refuses, says why and goes back to the start
  // position. A sandboxed server's host has checked them: they go to the plugin unplayed.
  void play_on(std::span<const std::string> moves) {
    Lane& l = lane();
    for (const std::string& text : moves) {
      std::string move = from_client(text);
      if (l.state) {
        if (const host::Status played = l.state->play(move); !played)
          // The move as the client wrote it first, where the game's notation differs from its dialect.
          return refuse((move == text ? "" : "'" + text + "': ") + played.reason());
        move = l.state->moves().back();  // in the game's coordinates, whatever notation the client wrote
      }
      l.moves.push_back(text);
      l.played.push_back(std::move(move));
    }
  }

  // The lane back to the start position (after a bad position, or for another game).
  void reset() { lane().reset(*game_, sandboxed_); }
  // The lane's player traced into this server's trace while tracing_ (else not); a player that
  // cannot be is said to the client.
  void trace_or_say(Lane& l) {
    if (!l.engine->trace_into(tracing_ ? &trace_ : nullptr) && tracing_)
      say(protocol::write_error("this player cannot report its search"));
  }
  // A position the client sent that cannot be played: said, and nothing searched until the next.
  void refuse(const std::string& why) {
    say(protocol::write_error(why));
    reset();
    lane().refused = why;
  }

  // A search in `lane` for the thread that read `go` to run once it leaves reading to the other.
  void start_search(Lane* lane, bool until_stopped, std::function<void()> search) {
    std::lock_guard lock(job_mutex_);
    searching_ = lane;
    until_stopped_ = until_stopped;
    stop_told_ = false;
    pending_ = std::move(search);
  }
  void stop_search() {
    std::lock_guard lock(job_mutex_);
    tell_stop();
  }
  // Under job_mutex_.
  void tell_stop() {
    if (searching_ == nullptr) return;
    searching_->engine->stop();
    stop_told_ = true;
    job_changed_.notify_all();
  }
  // Waits for the search that runs, if any (what was held goes first). One until told to stop is
  // told so: UCI asks a client to send `stop` before other commands, and one that does not would
  // otherwise wait for ever, its `stop` unread behind this command.
  void finish_search() {
    std::unique_lock lock(job_mutex_);
    pondered_.reset();
    if (searching_ == nullptr) return;
    if (until_stopped_) tell_stop();
    send_held();
    // A stop that reached the engine before its `go` did is lost: it is told again until it ends.
    while (!job_changed_.wait_for(lock, std::chrono::milliseconds(100), [this] { return searching_ == nullptr; }))
      if (stop_told_) searching_->engine->stop();
  }

  // Moves in the client's dialect (see the top of this file).
  std::string to_client(const std::string& move) const { return game_->to_engine_move(move, ranks_from_one_); }

  std::string from_client(const std::string& text) const {
    const std::string move = game_->from_engine_move(text, ranks_from_one_);
    return move.empty() ? text : move;  // refused by name when it plays
  }

  host::PlayerSpec spec_;
  host::PluginScan scan_;
  const host::GameModule* game_ = nullptr;
  std::vector<std::unique_ptr<Lane>> lanes_;        // at least one; in place while the server runs
  size_t lane_ = 0;                                 // the lane commands are about
  std::string unmade_lane_;                         // why the lane chosen last could not be made
  std::mutex reading_;                              // held by the thread that reads and carries out commands
  int timer_ = -1;                                  // a timerfd, armed while searches run (kSecondReader)
  std::chrono::steady_clock::time_point armed_at_;  // under reading_: when the timer was last armed
  bool done_ = false;                               // under reading_
  std::function<void()> pending_;                   // under reading_: the search the reader is to run
  std::mutex job_mutex_;
  std::condition_variable job_changed_;
  Lane* searching_ = nullptr;   // under job_mutex_: the lane whose search runs
  bool until_stopped_ = false;  // under job_mutex_: whether that search answers only once told to stop
  bool stop_told_ = false;      // under job_mutex_: whether it was told
  // Under job_mutex_: the search of a `go ponder`, to go on with these limits at `ponderhit`.
  struct Pondered {
    Lane* lane;
    host::Limits limits;
    int mover;
  };
  std::optional<Pondered> pondered_;
  std::atomic<bool> dropping_move_ = false;  // the search that ends says no move (a ponder gone on with)
  protocol::LineInput input_;                // under reading_
  // Whether the reader has more whole lines already read: written output can wait for their answers.
  std::atomic<bool> lines_waiting_ = false;
  FILE* out_file_;
  std::mutex out_;
  bool tracing_ = false;
  TraceLines trace_{[this](const std::string& move) { return to_client(move); }, out_file_, out_};
  bool ucci_ = false;
  bool ranks_from_one_ = false;
  bool sandboxed_;
  bool isolate_;
};

}  // namespace

std::unique_ptr<EngineServer> make_uci_server(host::PlayerSpec spec, host::PluginScan scan,
                                              const host::GameModule& game, int in, FILE* out, bool sandboxed,
                                              bool isolate) {
  return std::make_unique<UciServer>(std::move(spec), std::move(scan), game, in, out, sandboxed, isolate);
}

}  // namespace plyground::cli
