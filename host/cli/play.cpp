// `plyground play`: a game in the terminal, for people without a display (SSH, a lab machine).
// Each side is a human or a player; humans type moves in coordinates or in the game's notation for
// people, or a command (help lists them). A bad command or illegal move says why and changes
// nothing.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"

namespace plyground::cli {
namespace {

struct PlayOptions {
  std::string game, fen;
  SideOptions sides;  // players: "human" or a spec
  int64_t movetime = 1000;
  int depth = 0;
  bool isolate = true;         // plugins in sandboxed children (see --in-process)
  bool show_thinking = false;  // a player's depth, score and line shown with its move even against a person
};

constexpr const char* kHelp =
    "Type a move (coordinates, or the game's notation for people), or a command:\n"
    "  moves            the legal moves\n"
    "  undo             take back your last move (and the reply to it)\n"
    "  hint             a move suggested by deepening (one second)\n"
    "  flip             turn the board round\n"
    "  thinking         show or hide the players' depth, score and expected line\n"
    "  fen              the position as FEN\n"
    "  save FILE.pgn    write the game so far\n"
    "  help             this list\n"
    "  quit             leave\n";

class TerminalGame {
 public:
  TerminalGame(const PlayOptions& o, const host::PluginScan& scan, std::unique_ptr<host::GameState> game)
      : options_(o), scan_(scan), module_(game->module()), game_(std::move(game)) {
    colour_ = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR");
    const std::array<std::string, 2>& specs = o.sides.players;
    for (int side : {0, 1})
      if (specs[side] != "human") {
        engines_[side] = host::make_engine(specs[side], scan, module_, o.isolate);
        if (const host::Status started = engines_[side]->new_game(); !started)
          throw std::runtime_error(engines_[side]->name() + " could not start a game: " + started.reason());
      }
    // A human playing the second side alone sits at the bottom, in games that turn the board for them.
    flipped_ = !engines_[1] && engines_[0] && module_.turned_for_second_player();
    // A player's line holds the move it expects from a person next: hidden from them unless asked.
    thinking_shown_ = o.show_thinking || (engines_[0] && engines_[1]);
  }

  int run() {
    std::cout << module_.name() << ": " << side_name(0) << " " << player_name(0) << ", " << side_name(1) << " "
              << player_name(1) << ". Type help for the commands.\n";
    show_board();
    for (;;) {
      if (!game_->end().over() && game_->is_chance()) {  // the dice, rolled for whoever is to move
        const size_t outcome = host::draw_outcome(*game_, dice_);
        std::cout << "chance: " << people(game_->legal_moves()[outcome]) << "\n";
        game_->play_legal(outcome);
        show_board();
        continue;
      }
      if (!game_->end().over() && engines_[game_->side_to_move()]) {
        if (!ai_move()) return 0;
        continue;
      }
      if (game_->end().over() && engines_[0] && engines_[1]) return 0;
      std::cout << prompt() << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) return 0;
      if (!human(line)) return 0;
    }
  }

 private:
  std::string side_name(int side) const { return std::string(module_.sides()[side]); }
  std::string player_name(int side) const { return engines_[side] ? "(" + engines_[side]->name() + ")" : "(you)"; }
  std::string prompt() const {
    if (game_->end().over()) return "game over> ";
    return side_name(game_->side_to_move()) + " to move> ";
  }
  // The board, and the result once the game is over.
  void show_board() const {
    std::cout << "\n" << module_.board_text(*game_, flipped_, colour_) << "\n";
    if (game_->end().over())
      std::cout << "Result " << pgn_result(game_->end().result) << ": " << game_->end().reason << "\n";
  }
  std::string people(const std::string& move) const { return game_->write(move, module_.people_notation()); }

  // The player to move answers; false when it cannot (the game is then lost and over).
  bool ai_move() {
    const int side = game_->side_to_move();
    host::Engine& engine = *engines_[side];
    const host::MoveReply reply =
        engine.choose_move(*game_, host::make_limits(options_.depth ? 0 : options_.movetime, options_.depth), nullptr);
    const host::Expected<size_t> legal = host::checked_move(*game_, reply);
    if (!legal) {
      std::cout << side_name(side) << " (" << host::printable(engine.name())
                << ") failed: " << host::printable(legal.reason()) << "; " << side_name(1 - side) << " wins\n";
      return false;
    }
    const std::string move = game_->legal_move(*legal);
    std::string pv;
    for (const std::string& m : host::write_line(*game_, reply.pv, module_.people_notation())) pv += " " + m;
    const std::string score = host::score_text(reply.score, module_);
    std::cout << side_name(side) << " (" << host::printable(engine.name()) << ") plays " << people(move);
    if (thinking_shown_)  // a depth of 0 is none: a search stopped before it finished one
      std::cout << (reply.depth > 0 ? "  depth " + std::to_string(reply.depth) : "") << "  score "
                << (score.empty() ? "none" : score + " for " + side_name(side)) << "  pv" << pv;
    std::cout << "\n";
    game_->play_legal(*legal);
    show_board();
    return true;
  }

  // A line typed by a person; false to leave.
  bool human(const std::string& line) {
    std::istringstream in(line);
    std::string word;
    if (!(in >> word)) return true;
    if (word == "quit" || word == "exit") return false;
    if (word == "help")
      std::cout << kHelp;
    else if (word == "moves")
      list_moves();
    else if (word == "undo")
      undo();
    else if (word == "hint")
      hint();
    else if (word == "thinking")
      toggle_thinking();
    else if (word == "flip")
      flipped_ = !flipped_, show_board();
    else if (word == "fen")
      std::cout << game_->fen() << "\n";
    else if (word == "save")
      save(in);
    else
      move(word);
    return true;
  }

  void move(const std::string& text) {
    if (game_->end().over()) {
      std::cout << "the game is over; undo, save or quit\n";
      return;
    }
    const host::Expected<std::string> parsed = game_->parse(text);
    if (!parsed) {
      // A move between two squares is told the rule it breaks, as the window tells it; other text
      // what each notation made of it.
      const auto [from, to] = module_.squares_of(text);
      const std::string rule = !from || !to || from == to ? "" : game_->why_illegal(from, to);
      std::cout << "'" << host::printable(text) << "' "
                << (rule.empty() ? "is neither a command nor a legal move: " + host::printable(parsed.reason())
                                 : "is not legal: " + rule)
                << " (type help or moves)\n";
      return;
    }
    const std::string& m = *parsed;
    std::cout << side_name(game_->side_to_move()) << " plays " << people(m) << "\n";
    game_->play_legal(game_->find_legal(m).value());  // parse names a legal move
    // The board once: after the reply, when a player answers at once.
    if (game_->end().over() || game_->is_chance() || !engines_[game_->side_to_move()]) show_board();
  }

  void toggle_thinking() {
    thinking_shown_ = !thinking_shown_;
    std::cout << "the players' depth, score and line are " << (thinking_shown_ ? "shown" : "hidden") << "\n";
  }

  void list_moves() const {
    std::string out;
    for (const std::string& m : game_->legal_moves()) out += people(m) + (people(m) == m ? "" : " (" + m + ")") + "  ";
    std::cout << (out.empty() ? "no legal move" : out) << "\n";
  }

  void undo() {
    if (game_->moves().empty()) {
      std::cout << "nothing to take back\n";
      return;
    }
    game_->undo();
    // Against a player, back to the person's own turn.
    if (engines_[game_->side_to_move()] && !game_->moves().empty()) game_->undo();
    show_board();
  }

  void hint() {
    if (game_->end().over()) {
      std::cout << "the game is over\n";
      return;
    }
    try {
      auto helper = host::make_engine("deepening", scan_, module_, options_.isolate);
      const host::MoveReply reply = helper->choose_move(*game_, host::make_limits(1000, 0), nullptr);
      const host::Expected<size_t> m = host::checked_move(*game_, reply);
      if (!m)
        std::cout << "no hint: " << m.reason() << "\n";
      else
        std::cout << "hint: " << people(game_->legal_moves()[*m]) << "  score "
                  << host::score_text(reply.score, module_) << " for " << side_name(game_->side_to_move()) << "\n";
    } catch (const std::exception& e) {
      std::cout << "no hint: " << e.what() << "\n";
    }
  }

  void save(std::istringstream& in) const {
    std::string path;
    if (!(in >> path)) {
      std::cout << "save needs a file name: save game.pgn\n";
      return;
    }
    const host::Status saved = host::save_game(
        path, module_, host::record_of(*game_, game_->end(), options_.sides.players[0], options_.sides.players[1]));
    std::cout << (saved ? "saved " + path : saved.reason()) << "\n";
  }

  const PlayOptions& options_;
  const host::PluginScan& scan_;
  const host::GameModule& module_;
  std::unique_ptr<host::GameState> game_;
  std::unique_ptr<host::Engine> engines_[2];
  bool colour_ = false, flipped_ = false, thinking_shown_ = false;
  uint64_t dice_ = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());  // chance's seed
};

int play(const PlayOptions& o, const Context& context) {
  const host::GameModule& module = host::game_module(o.game);
  host::Expected<std::unique_ptr<host::GameState>> start = module.from_fen(o.fen);
  if (!start) {
    host::say_error(bad_fen(module, o.fen, start.reason()));
    return kExitBadInput;
  }
  std::unique_ptr<host::GameState> game = std::move(*start);
  const host::PluginScan scan = context.scan();
  std::unique_ptr<TerminalGame> terminal;
  try {
    terminal = std::make_unique<TerminalGame>(o, scan, std::move(game));
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  return terminal->run();
}

}  // namespace

void add_play_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand("play", "Play in the terminal: you against a player, or anyone against anyone");
  add_game_option(cmd, o->game);
  add_side_options(cmd, o->sides, "human (the default), or a player spec");
  add_fen_option(cmd, o->fen, "Start from this position");
  cmd->add_option("--movetime", o->movetime, "Milliseconds per move for the players")
      ->check(move_time_range())
      ->capture_default_str();
  cmd->add_option("--depth", o->depth, "Depth per move for the players (instead of time)")->check(depth_range());
  cmd->add_flag("--show-thinking", o->show_thinking,
                "Show a player's depth, score and expected line with its move against you too ('thinking' toggles)");
  cmd->callback([o, &context]() {
    resolve_sides(o->sides, o->game, "human");
    o->isolate = !context.in_process;
    if (const int status = play(*o, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
