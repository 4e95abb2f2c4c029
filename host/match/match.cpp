#include "match/match.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>

#include "base/files.hpp"
#include "base/printable.hpp"

#include "plyground/epd.hpp"

namespace plyground::host {

std::vector<std::string> load_openings(const GameModule& game, const std::string& path) {
  const Expected<std::string> text = read_file(path, kLargestTextFile);
  if (!text) throw std::runtime_error("cannot read openings file " + text.reason());
  std::istringstream in(*text);
  std::vector<std::string> openings;
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    auto epd = parse_epd_line(line);
    if (!epd) continue;
    const Expected<std::unique_ptr<GameState>> start = epd_position(game, *epd);
    if (!start) throw std::runtime_error(path + ":" + std::to_string(line_number) + ": bad FEN: " + start.reason());
    if ((*start)->end().over())
      throw std::runtime_error(path + ":" + std::to_string(line_number) + ": the game is over in this position (" +
                               (*start)->end().reason + "): nothing to play from");
    openings.push_back(epd->fen);
  }
  if (openings.empty()) throw std::runtime_error("openings file '" + path + "' holds no position");
  return openings;
}

std::vector<std::string> positions_after(const GameModule& game, int plies) {
  std::vector<std::unique_ptr<GameState>> level;
  Expected<std::unique_ptr<GameState>> start = game.from_fen(game.start_fen());
  level.push_back(std::move(*start));
  for (int ply = 0; ply < plies; ++ply) {
    std::vector<std::unique_ptr<GameState>> next;
    std::set<std::string> seen;
    for (const auto& state : level)
      for (size_t i = 0; i < state->legal_moves().size(); ++i) {
        auto child = state->clone();
        child->play_legal(i);
        if (!child->end().over() && seen.insert(child->fen()).second) next.push_back(std::move(child));
      }
    level = std::move(next);
  }
  std::vector<std::string> fens;
  for (const auto& state : level) fens.push_back(state->fen());
  return fens;
}

Expected<std::unique_ptr<GameState>> epd_position(const GameModule& game, EpdLine& epd) {
  Expected<std::unique_ptr<GameState>> start = game.from_fen(epd.fen);
  if (start) return start;
  if (std::optional<EpdLine> standard = epd.with_four_fields())
    if (Expected<std::unique_ptr<GameState>> standard_start = game.from_fen(standard->fen)) {
      epd = std::move(*standard);
      return standard_start;
    }
  return start;  // the first reading's fault
}

std::string time_control_tag(const Limits& limits) {
  const auto seconds = [](int64_t ms) { return decimal_text(double(ms) / 1000, 3); };
  if (limits.time_left_ms[0])
    return seconds(limits.time_left_ms[0]) + (limits.increment_ms[0] ? "+" + seconds(limits.increment_ms[0]) : "");
  if (limits.movetime_ms) return seconds(limits.movetime_ms) + "/move";
  return "-";
}

std::string search_limit_tag(const Limits& limits) {
  if (limits.time_left_ms[0] || limits.movetime_ms) return "";
  if (limits.depth) return "depth " + std::to_string(limits.depth);
  if (limits.nodes) return "nodes " + std::to_string(limits.nodes);
  return "each player's own";
}

namespace {

std::string limits_text(const std::string& time_control, const std::string& search_limit) {
  if (search_limit.empty()) return "time control " + time_control;
  return search_limit == "each player's own" ? "each player's own limits" : search_limit;
}

// The TimeControl tag as files written before 2026-11-29 hold it.
std::string earlier_time_control_tag(const Limits& limits) {
  if (limits.time_left_ms[0])
    return std::to_string(limits.time_left_ms[0]) + "+" + std::to_string(limits.increment_ms[0]) + " ms";
  if (limits.depth) return "depth " + std::to_string(limits.depth);
  if (limits.movetime_ms) return "movetime " + std::to_string(limits.movetime_ms) + " ms";
  return "each player's own";
}

}  // namespace

bool played_at(const PgnGame& game, const Limits& limits) {
  const std::string time_control = game.tag("TimeControl");
  return (time_control == time_control_tag(limits) && game.tag("SearchLimit") == search_limit_tag(limits)) ||
         time_control == earlier_time_control_tag(limits);
}

std::string limits_text(const Limits& limits) {
  return limits_text(time_control_tag(limits), search_limit_tag(limits));
}

std::string limits_text(const PgnGame& game) { return limits_text(game.tag("TimeControl"), game.tag("SearchLimit")); }

void label_game(PgnGame& game, const std::string& event, int round, const std::string& white, const std::string& black,
                const Limits& limits) {
  game.tags.insert(game.tags.begin(),
                   {{"Event", event}, {"Site", "?"}, {"Date", pgn_date_today()}, {"Round", std::to_string(round)}});
  game.set_tag("White", white);
  game.set_tag("Black", black);
  game.set_tag("TimeControl", time_control_tag(limits));
  if (const std::string limit = search_limit_tag(limits); !limit.empty()) game.set_tag("SearchLimit", limit);
  game.set_tag("PlyCount", std::to_string(game.moves.size()));
}

std::string score_text(const Score& score, const GameModule& game) {
  if (game.own_values() && score.kind == Score::CENTIPAWNS)  // as the game writes it: 3, an average 2.1
    return score.exact ? decimal_text(*score.exact, 3) : std::to_string(score.value);
  return score_text(score);
}

std::string score_text(const Score& score) {
  char text[32];
  if (score.kind == Score::MATE)
    std::snprintf(text, sizeof text, "%sM%lld", score.value < 0 ? "-" : "+",
                  std::abs(static_cast<long long>(score.value)));  // a player's INT_MIN too
  else if (score.kind == Score::CENTIPAWNS)
    std::snprintf(text, sizeof text, "%+.2f", score.value / 100.0);
  else
    return "";
  return text;
}

GameInPlay::GameInPlay(Engine& first, Engine& second, const GameModule& module, const std::string& start_fen,
                       const Limits& limits, uint64_t dice_seed)
    : engines_{&first, &second}, limits_(limits), dice_(dice_seed ^ std::hash<std::string>{}(start_fen)) {
  played_.names[0] = first.name(), played_.names[1] = second.name();
  PgnGame& record = played_.record;
  record.start_fen = start_fen;
  record.set_tag("White", first.name());  // PGN's first player, whatever the game calls it
  record.set_tag("Black", second.name());
  Expected<std::unique_ptr<GameState>> start = module.from_fen(start_fen);
  if (!start) throw std::invalid_argument("bad start FEN: " + start.reason());
  game_ = std::move(*start);
  for (int side = 0; side < 2 && !over_; ++side)
    if (const Status started = engines_[side]->new_game(); !started)
      forfeit(side, engines_[side]->name() + " failed to start a game: " + started.reason());
}

void GameInPlay::forfeit(int loser, const std::string& reason) {
  played_.record.result = win_for(1 - loser);
  played_.record.set_tag("Termination", printable(reason));  // a player's own words: shown and written
  end();
}

void GameInPlay::end() {
  over_ = true;
  for (Engine* engine : engines_) engine->game_over();
}

Engine* GameInPlay::mover() {
  if (over_) return nullptr;
  while (!game_->end().over() && game_->is_chance()) {  // the dice, not a player
    const size_t outcome = draw_outcome(*game_, dice_);
    game_->play_legal(outcome);
    played_.record.moves.push_back(game_->moves().back());
    played_.record.comments.push_back("chance");
  }
  if (game_->end().over()) {
    played_.record.result = game_->end().result;
    played_.record.set_tag("Termination", game_->end().reason);
    end();
    return nullptr;
  }
  return engines_[game_->side_to_move()];
}

namespace {

// "; it printed: a | b": the last lines a player that failed printed, for its game's reason (unless
// the reason has them already: a crash's says what its process wrote last).
std::string last_prints(Engine& engine, const std::string& reason) {
  std::string out;
  for (const std::string& line : engine.printed(3))
    if (reason.find(line) == std::string::npos) out += (out.empty() ? "; it printed: " : " | ") + line;
  return out;
}

}  // namespace

void GameInPlay::take(const MoveReply& reply) {
  const int side = game_->side_to_move();
  const Engine& engine = *engines_[side];
  played_.seconds[side] += reply.seconds;
  played_.moves[side] += 1;
  // With a clock, each side's time left goes down by its thinking and up by its increment.
  if (limits_.time_left_ms[0] > 0 || limits_.time_left_ms[1] > 0) {
    limits_.time_left_ms[side] -= int64_t(reply.seconds * 1000);
    if (limits_.time_left_ms[side] < 0) return forfeit(side, engine.name() + " lost on time");
    limits_.time_left_ms[side] += limits_.increment_ms[side];
  }
  if (!reply.late.empty()) return forfeit(side, engine.name() + " lost on time: " + reply.late);
  if (!reply.error.empty())
    return forfeit(side, engine.name() + " failed: " + reply.error + last_prints(*engines_[side], reply.error));
  const Expected<size_t> move = checked_move(*game_, reply);
  if (!move)
    return forfeit(side, "illegal move by " + engine.name() + ": " + move.reason() + last_prints(*engines_[side], ""));
  game_->play_legal(*move);
  played_.record.moves.push_back(game_->moves().back());
  const std::string score = score_text(reply.score);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3fs", reply.seconds);
  played_.record.comments.push_back((score.empty() ? "" : score + "/" + std::to_string(reply.depth) + " ") + seconds);
}

PlayedGame play_game(Engine& first, Engine& second, const GameModule& module, const std::string& start_fen,
                     const Limits& limits, uint64_t dice_seed) {
  GameInPlay game(first, second, module, start_fen, limits, dice_seed);
  while (Engine* engine = game.mover()) game.take(engine->choose_move(game.state(), game.limits(), nullptr));
  return std::move(game.played());
}

void play_in_lanes(int lanes, const std::function<std::unique_ptr<GameInPlay>(int lane)>& next,
                   const std::function<void(int lane, GameInPlay& game)>& done) {
  std::vector<std::unique_ptr<GameInPlay>> games(size_t(std::max(lanes, 1)));
  std::vector<Engine*> movers(games.size());
  for (;;) {
    bool playing = false;
    for (size_t lane = 0; lane < games.size(); ++lane) {
      // A lane's game that has ended makes way for its next one (which may end before a move).
      while (!(movers[lane] = games[lane] ? games[lane]->mover() : nullptr)) {
        if (games[lane]) done(int(lane), *games[lane]);
        if (!(games[lane] = next(int(lane)))) break;
      }
      playing = playing || movers[lane];
    }
    if (!playing) return;
    for (size_t lane = 0; lane < games.size(); ++lane)
      if (movers[lane]) movers[lane]->ask_move(games[lane]->state(), games[lane]->limits());
    for (size_t lane = 0; lane < games.size(); ++lane)
      if (movers[lane]) games[lane]->take(movers[lane]->take_move());
  }
}

}  // namespace plyground::host
