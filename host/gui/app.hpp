// The window's game session, apart from drawing: which game, the game and its history, moves by
// hand, the AI's searches, the clocks, comparisons, files opened and saved. Its parts, each for the
// panels that need it: who plays each side (Seats, gui/seats.hpp), the game read back (GameReview:
// a position viewed, the move list, analysis and hints), the clocks (GameClock) and what an opened
// file brought (OpenedFile). The tests drive it directly. Its actions return a Status (done, or
// why not), which it also shows as its message.
// Sides are numbered as the game's players: 0 moves first (Red, White, X), 1 second.
#pragma once

#include <SDL.h>

#include <array>
#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/files.hpp"
#include "base/game_module.hpp"
#include "base/status.hpp"
#include "gui/game_clock.hpp"
#include "gui/game_review.hpp"
#include "gui/opened_file.hpp"
#include "gui/search_worker.hpp"
#include "gui/seats.hpp"
#include "gui/side_searches.hpp"
#include "players/plugin_loader.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

// A search as people see it: live while it runs, then kept until the next one starts.
struct SearchReport {
  int side = -1;  // the side that searched; -1 before the first search
  host::PlayerSpec player;
  std::string fen;  // the position searched
  SearchInfo info;  // its score is for `side`
  double seconds = 0;
  bool running = false;  // still searching
};

// How compared players are limited: each as the Players panel sets it up when it plays a side (its
// options, move time and depth limit), otherwise `movetime_ms`; or, with `equal_depth`, every one
// to that depth (with its panel options), so that their nodes compare.
struct CompareLimits {
  int movetime_ms = 1000;
  int equal_depth = 0;  // 0: by time
};

class App {
 public:
  App(host::PluginScan scan, const host::GameModule& game, const std::string& log_moves_path = "", bool isolate = true);
  ~App();

  // Who plays each side, and the players to choose from: the Players panel's part.
  Seats& seats() { return seats_; }
  const Seats& seats() const { return seats_; }
  // The game read back: the move list's, the analysis panel's and the board's when reviewing.
  GameReview& review() { return review_; }
  const GameReview& review() const { return review_; }
  // The clocks, as the Game panel shows them (set_time_control sets them).
  const GameClock& clock() const { return clock_; }
  // What the game opened from a PGN file brought: its players' names, its tags.
  const OpenedFile& file() const { return file_; }

  host::Status add_plugin_file(const std::string& path);  // a .py: a Python player
  // What the AI players printed (stderr), each line after its name, the last kPrintedKept of them.
  const std::deque<std::string>& printed() const { return printed_; }
  static constexpr size_t kPrintedKept = 500;
  // Whether the board is turned round for a person who plays the second side alone (the person at
  // the bottom), in a game that turns it (GameModule::turned_for_second_player).
  bool person_at_the_bottom_is_second() const {
    return !seats_.setup(0).human() && seats_.setup(1).human() && module().turned_for_second_player();
  }
  // Applies a side's setup as changed in place (a new engine for that side; the game goes on).
  host::Status apply_setup(int side);
  // A side's setup from a player spec, or a person for "human"; the text as typed or saved
  // ("alphabeta:depth=3") is read into one first.
  host::Status set_player(int side, const host::PlayerSpec& spec);
  host::Status set_player(int side, const std::string& spec);

  // The game.
  const host::GameModule& module() const { return game_->module(); }
  // A new game of another game; a side whose player does not play it is given to a human.
  void set_game(const host::GameModule& game);
  const host::GameState& game() const { return *game_; }
  // How the game ended: by the rules, or by a player that failed or played an illegal move.
  const GameEnd& end() const { return forfeit_.over() ? forfeit_ : game_->end(); }
  void new_game() { begin(module().new_game()); }
  bool paused = false;
  bool can_pause() const { return !end().over(); }  // nothing to pause or resume once it ended
  // Lets an AI make one move, then pauses again.
  void step();
  bool can_step() const { return paused && !end().over() && !seats_.setup(game_->side_to_move()).human(); }
  // With AIs on both sides, the least time between their moves, so that people can follow.
  int pace_ms = 0;
  // Each side's colour as its pieces have it, for the swatch by its name: set by the window from its
  // board's skin (BoardSkin::side_colour).
  std::array<SDL_Color, 2> side_colours{};

  // The last thing to tell the person: why something was refused (an error), or what was done.
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_; }
  void tell(std::string text) { message_ = std::move(text), message_error_ = false; }
  host::Status fail(const std::string& why) {  // told, and returned
    host::Status failed = host::failure(why);
    show(failed);
    return failed;
  }
  void say_failure(const std::string& why) { show(host::failure(why)); }  // told, with nothing to return
  // What an action came to: a failure as the message, and no message once done.
  void show(const host::Status& status) {
    message_error_ = !status;
    message_ = status.reason();
  }

  // Ending a game before its rules do. A person resigns, or offers a draw: an AI answers at once by
  // its evaluation, a person through answer_draw(). The person is the side to move when both sides
  // are people. A rematch is a new game from the same start, the players' sides swapped.
  bool can_resign() const { return !end().over() && (seats_.setup(0).human() || seats_.setup(1).human()); }
  void resign();
  void offer_draw();
  int draw_offered_to() const { return draw_offered_to_; }  // the side asked to answer, or -1
  void answer_draw(bool accept);
  void rematch();

  // Clocks. A new time control starts both clocks full. As on lichess, they run once both sides
  // have moved; a side whose time runs out loses. Taking a move back puts them back as they were.
  void set_time_control(const TimeControl& control);
  int low_time_warnings() const { return low_time_warnings_; }  // how often a person was told so

  // Moves by hand: click a piece, then a square (or drag); a game whose moves are marks (tic-tac-
  // toe) takes one click. Each says why when the move was refused.
  host::Status click(host::Square square);
  host::Status try_move(host::Square from, host::Square to);
  host::Square selected() const { return selected_; }
  bool movable(host::Square square) const;    // a piece of the side to move that has a move
  std::vector<host::Square> targets() const;  // legal destinations of the selected piece
  bool human_to_move() const;
  // The moves offered over the board: the forms of a move by hand (a promotion), until choose();
  // or, when every legal move of a human is made on no square (a pass), those.
  std::vector<std::string> choices() const;
  std::vector<std::string> choice_texts(size_t notation) const;  // each of choices() in `notation`
  void choose(const std::string& move);                          // one of choices(), or "" to keep none

  // The AI: call update() every frame; it starts searches and plays their answers.
  void update();
  bool thinking() const { return worker_.busy(); }
  // Whether the AIs' thinking is shown (the line it expects, its score, the bar and the graph).
  // While a person plays against an AI it would give away the reply to every move: hidden then
  // until the game ends, unless the person asks; shown otherwise.
  bool thinking_shown() const {
    return show_thinking_.value_or(seats_.setup(0).human() == seats_.setup(1).human() || end().over());
  }
  void show_thinking(bool shown) { show_thinking_ = shown; }
  // The running search (as of at most a quarter second ago), else the last one.
  SearchReport search_report() const;
  // The report's principal variation from the position now: all of it while the search runs,
  // the rest of it once its first move is played, else nothing.
  std::vector<std::string> report_line() const;
  void move_now() { worker_.stop(); }
  // Each move's score from the first side's view, as the AI that chose it reported it.
  const std::vector<std::optional<Score>>& move_scores() const { return move_scores_; }

  // Analysis, after a game or during one (its AIs wait): `player` searches each position of the
  // game's moves for `movetime_ms`, and each move is judged by what it gave away (review().analysis()).
  void analyse(const std::string& player, int movetime_ms = 300);
  // A hint: `player` searches the position now (for about a second); its answer shows while the
  // position stays (review().hints().answer(game())).
  void hint(const std::string& player);

  // History: undo against an AI returns to the human's turn.
  void undo();
  void redo();
  bool can_undo() const { return !game_->moves().empty() || forfeit_.over(); }
  bool can_redo() const { return !redo_.empty(); }

  // Playing from the position viewed in review (a branch) takes back the moves after it, kept as
  // a variation in the saved PGN if asked.
  void branch(bool keep_as_variation);

  // Files and the clipboard's FEN (of the game being played). On failure nothing changed; "" as
  // the FEN is the game's start.
  host::Status load_fen(const std::string& fen);
  // A game opened from PGN keeps its tags (players, event, date) and its variations, and is saved
  // with them. Saving replaces the file, or adds the game after those it holds.
  host::Status save_pgn(const std::string& path, bool add = false);  // tells where it went
  host::Status load_pgn(const std::string& path);

  // Compare: several players search the current position, one after the other.
  void start_compare(const std::vector<std::string>& players, CompareLimits limits);
  const Comparison& comparison() const { return comparison_; }

  std::string title() const;          // the window title: whose move, or the result
  void log(const std::string& line);  // a line in the --log-moves file, if any

 private:
  void play(size_t legal, std::optional<Score> score = std::nullopt);  // of legal_moves(); score: the mover's
  host::Status play_text(const std::string& move);                     // a legal move in coordinates, else told why not
  void take_back();
  void begin(std::unique_ptr<host::GameState> start);  // a new game from `start`, of the game being played
  void lose(int side, const std::string& reason);      // the side forfeits: a failure, a lie, its time, resigning
  void agree_draw();
  void finish(GameEnd end);       // the game ends before its rules end it, and the log says so
  bool ai_answers_human() const;  // an AI is to move, against a human
  bool both_ai() const;
  int person() const;  // the side a person plays: the side to move when both do, else -1 when none
  void stop_search();
  host::Status seat(int side, SideSetup setup);  // Seats::seat, the side's search stopped first
  void seat_person(int side);                    // Seats::seat_person, likewise
  // A side's player as an opened file names it, where it is a player found here; else a person.
  // Fails, a person seated, where a player found here cannot play.
  host::Status seat_from_file(int side);
  void run_clock();  // runs the clock of the side to move while the game goes on; a flag loses

  Seats seats_;
  std::deque<std::string> printed_;
  std::unique_ptr<host::GameState> game_;
  GameReview review_{game_};
  OpenedFile file_;
  GameEnd forfeit_;                    // set when a player failed, resigned, agreed a draw or lost on time
  std::optional<bool> show_thinking_;  // as the person chose; else as thinking_shown() decides
  bool lost_on_time_ = false;
  int draw_offered_to_ = -1;
  int low_time_warnings_ = 0;
  std::vector<std::string> redo_;
  host::Square selected_;
  std::vector<std::string> choices_;
  std::string message_;
  bool message_error_ = false;
  SearchWorker worker_;
  SearchReport last_search_;
  SearchReport finished_search_;      // the one before last_search_, shown until that one reports
  mutable SearchReport live_report_;  // the running search as last shown (see search_report)
  mutable std::chrono::steady_clock::time_point live_report_at_;
  static constexpr int kLiveReportMs = 250;
  std::vector<std::optional<Score>> move_scores_;  // one per move of the game
  std::chrono::steady_clock::time_point last_move_at_;
  bool step_ = false;  // pause again after the next move
  GameClock clock_;
  host::AppendFile log_moves_;
  // Chance's outcomes, drawn from a seed kept across games; each shown this long before the next.
  uint64_t dice_ = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  static constexpr int kChancePauseMs = 400;

  // A compared player's spec and limits (see CompareLimits).
  Comparison::Entry compare_setup(const std::string& player, const CompareLimits& limits) const;
  Comparison comparison_;
};

}  // namespace plyground::gui
