// The game's record: branches, undo and redo, PGN files and the move log.
#include <algorithm>

#include "gui/app.hpp"
#include "match/pgn.hpp"

namespace plyground::gui {

void App::branch(bool keep_as_variation) {
  if (!review_.reviewing()) return;
  stop_search();
  if (keep_as_variation) review_.keep_line(game_->moves());
  const size_t ply = review_.viewed_ply();
  review_.view_live();
  forfeit_ = {};
  tell("back to move " + std::to_string(ply) + ": the " + std::to_string(game_->moves().size() - ply) + " after it " +
       (keep_as_variation ? "kept as a variation" : "discarded"));
  while (game_->moves().size() > ply) take_back();
  redo_.clear();
  selected_ = {};
  log("undo " + std::to_string(game_->moves().size()));
}

void App::undo() {
  stop_search();
  choices_.clear();
  review_.view_live();
  if (forfeit_.over()) {  // first, take back the failure itself
    tell("took back \"" + forfeit_.reason + "\"" + (lost_on_time_ ? ", the clocks as they were at the last move" : "") +
         "; paused: Resume goes on");
    if (lost_on_time_) clock_.back_to_last_move();
    forfeit_ = {};
    lost_on_time_ = false;
    paused = true;
    return;
  }
  if (game_->moves().empty()) return;
  // A move back, and past chance's outcome to the move that called on it (the roll, not its result).
  const auto back = [&] {
    take_back();
    while (game_->is_chance() && !game_->moves().empty()) take_back();
  };
  back();
  // Against an AI, go back to the human's turn.
  if (ai_answers_human()) {
    if (!game_->moves().empty()) back();
    paused = false;
  }
  selected_ = {};
  message_.clear();
  log("undo " + std::to_string(game_->moves().size()));
}

void App::take_back() {
  redo_.push_back(game_->moves().back());
  game_->undo();
  move_scores_.pop_back();
  clock_.move_taken_back();
}

bool App::ai_answers_human() const {
  const int now = game_->side_to_move();
  return !seats_.setup(now).human() && seats_.setup(1 - now).human();
}

void App::redo() {
  stop_search();
  review_.view_live();
  if (redo_.empty()) return;
  if (!play_text(std::string(redo_.back()))) return;  // a copy: play pops it
  // Against an AI, on to the human's turn again, as undo took back both plies.
  if (!redo_.empty() && ai_answers_human()) (void)play_text(std::string(redo_.back()));  // told if it fails
}

host::Status App::save_pgn(const std::string& path, bool add) {
  host::PgnGame record =
      host::record_of(*game_, end(), seats_.setup(0).spec(), seats_.setup(1).spec(), review_.variations());
  file_.dress(record);  // the opened file's tags and comments
  if (const host::Status saved = host::save_game(path, module(), record, add); !saved) return fail(saved.reason());
  std::error_code ignored;  // the name as given when the full one cannot be had
  const std::filesystem::path full = std::filesystem::absolute(path, ignored);
  tell((add ? "added the game to " : "saved ") + (full.empty() ? path : full.string()));
  return {};
}

host::Status App::load_pgn(const std::string& path) {
  const auto games = host::read_pgn_file(module(), path);
  if (!games) return fail(games.reason());  // the current game stays as it was
  if (games->empty()) return fail(path + ": no game in the file");
  const host::PgnGame& g = games->front();
  if (host::Status started = load_fen(g.start_fen); !started) return started;
  for (const std::string& m : g.moves)
    if (!play_text(m)) break;
  file_.open(g);
  // Its players where they are players found here (a game saved by the window); else people.
  for (int side : {0, 1})
    if (const host::Status seated = seat_from_file(side); !seated)
      file_.unseated(side, seated.reason(), module().sides()[side]);
  // A result the rules did not reach (a resignation, time, an agreement) stands as the file says.
  if (!game_->end().over() && g.result != Result::ONGOING) {
    const std::string why = g.tag("Termination");
    forfeit_ = {g.result, why.empty() ? "as the file says" : why};
  }
  for (const host::PgnVariation& v : g.variations) {  // kept as the lines of branches
    std::vector<std::string> line(g.moves.begin(), g.moves.begin() + long(v.ply));
    line.insert(line.end(), v.moves.begin(), v.moves.end());
    review_.keep_line(std::move(line));
  }
  paused = true;  // look at it first; resume to let an AI continue
  tell("opened " + path + file_.unseated());
  return {};
}

// A file's text chooses nothing but found plugins, and no text option of theirs (one may name a
// file to read): never a command or a file to run or read.
host::Status App::seat_from_file(int side) {
  const host::Expected<host::PlayerSpec> spec = host::parse_spec(file_.player(side));
  const host::PluginInfo* plugin =
      spec && spec->kind == host::PlayerSpec::Kind::PLUGIN ? seats_.plugins().find(spec->player) : nullptr;
  if (!plugin) {  // a name of no player found here (a person's): a person, nothing said
    seat_person(side);
    return {};
  }
  for (const auto& [name, value] : spec->options)
    if (const host::OptionInfo* option = plugin->find_option(name); !option || option->type == host::OptionType::TEXT) {
      seat_person(side);
      return host::failure("a file may not set '" + name + "'");  // a text option, or none the player has
    }
  host::Status seated = set_player(side, *spec);
  if (!seated) seat_person(side);
  return seated;
}

void App::log(const std::string& line) {
  if (!log_moves_.is_open()) return;
  if (const host::Status logged = log_moves_.append(line + "\n"); !logged) show(logged);
}

}  // namespace plyground::gui
