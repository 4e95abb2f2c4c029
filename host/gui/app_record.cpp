// The game's record: review and branches, undo and redo, PGN files and the move log.
#include <algorithm>
#include <set>

#include "gui/app.hpp"
#include "match/pgn.hpp"

namespace plyground::gui {

void App::view(size_t ply) {
  if (ply >= game_->moves().size()) {
    viewed_.reset();
    return;
  }
  viewed_ = ply;
  viewed_game_ = game_->at_ply(ply);
}

void App::branch(bool keep_as_variation) {
  if (!viewed_) return;
  stop_search();
  if (keep_as_variation) old_lines_.push_back(game_->moves());
  const size_t ply = *viewed_;
  viewed_.reset();
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
  viewed_.reset();
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
  viewed_.reset();
  if (redo_.empty()) return;
  if (!play_text(std::string(redo_.back()))) return;  // a copy: play pops it
  // Against an AI, on to the human's turn again, as undo took back both plies.
  if (!redo_.empty() && ai_answers_human()) play_text(std::string(redo_.back()));
}

std::string App::save_pgn(const std::string& path, bool add) {
  host::PgnGame record = host::record_of(*game_, end(), seats_.setup(0).spec(), seats_.setup(1).spec(), variations());
  // The opened file's comments, on the moves still played as it had them.
  const std::vector<std::string>& moves = game_->moves();
  for (size_t i = 0; i < pgn_comments_.size() && i < moves.size() && i < pgn_moves_.size(); ++i) {
    if (pgn_moves_[i] != moves[i]) break;
    record.comments.resize(moves.size());
    record.comments[i] = pgn_comments_[i];
  }
  // The opened file's own tags, but for those written from the game as it is now.
  for (const auto& [name, value] : pgn_tags_)
    if (!std::set<std::string>{"Result", "FEN", "SetUp", "Variant", "Game", "Format", "Termination", "PlyCount"}.count(
            name))
      record.set_tag(name, value);
  if (const host::Status error = host::save_game(path, module(), record, add); !error) return fail(error.reason());
  std::error_code ignored;  // the name as given when the full one cannot be had
  const std::filesystem::path full = std::filesystem::absolute(path, ignored);
  tell((add ? "added the game to " : "saved ") + (full.empty() ? path : full.string()));
  return "";
}

std::vector<host::PgnVariation> App::variations() const {
  const std::vector<std::string>& game = game_->moves();
  std::vector<host::PgnVariation> found;
  std::set<std::pair<size_t, std::vector<std::string>>> seen;
  for (const std::vector<std::string>& line : old_lines_) {
    const size_t ply = size_t(std::mismatch(line.begin(), line.end(), game.begin(), game.end()).first - line.begin());
    if (ply == line.size() || ply == game.size()) continue;  // no other move there
    host::PgnVariation variation{ply, {line.begin() + long(ply), line.end()}};
    if (seen.emplace(variation.ply, variation.moves).second) found.push_back(std::move(variation));
  }
  return found;
}

std::string App::file_player(int side) const {
  const std::string name = side == 0 ? "White" : "Black";
  for (const auto& [tag, value] : pgn_tags_)
    if (tag == name && value != "?") return value;
  return "";
}

std::string App::load_pgn(const std::string& path) {
  const auto games = host::read_pgn_file(module(), path);
  if (!games) return fail(games.reason());  // the current game stays as it was
  if (games->empty()) return fail(path + ": no game in the file");
  const host::PgnGame& g = games->front();
  load_fen(g.start_fen);
  for (const std::string& m : g.moves)
    if (!play_text(m)) break;
  pgn_tags_ = g.tags;
  pgn_comments_ = g.comments;
  pgn_moves_ = g.moves;
  // Its players where they are players found here (a game saved by the window); else people. A
  // file's text chooses nothing but found plugins, and no text option of theirs (one may name a file
  // to read): never a command or a file to run or read.
  for (int side : {0, 1}) {
    const host::Expected<host::PlayerSpec> spec = host::parse_spec(file_player(side));
    const host::PluginInfo* plugin =
        spec && spec->kind == host::PlayerSpec::Kind::PLUGIN ? seats_.plugins().find(spec->player) : nullptr;
    const bool plain = plugin && std::all_of(spec->options.begin(), spec->options.end(), [&](const auto& o) {
                         const host::OptionInfo* option = plugin->find_option(o.first);
                         return option && option->type != host::OptionType::TEXT;
                       });
    if (!plain || !set_player(side, *spec).empty()) set_player(side, "human");
  }
  // A result the rules did not reach (a resignation, time, an agreement) stands as the file says.
  if (!game_->end().over() && g.result != Result::ONGOING) {
    const std::string why = g.tag("Termination");
    forfeit_ = {g.result, why.empty() ? "as the file says" : why};
  }
  for (const host::PgnVariation& v : g.variations) {  // kept as the lines of branches
    std::vector<std::string> line(g.moves.begin(), g.moves.begin() + long(v.ply));
    line.insert(line.end(), v.moves.begin(), v.moves.end());
    old_lines_.push_back(std::move(line));
  }
  paused = true;  // look at it first; resume to let an AI continue
  tell("opened " + path);
  return "";
}

void App::log(const std::string& line) {
  if (!log_moves_.is_open()) return;
  if (const host::Status error = log_moves_.append(line + "\n"); !error) fail(error.reason());
}

}  // namespace plyground::gui
