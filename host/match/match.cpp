#include "match/match.hpp"

#include <cstdio>
#include <sstream>

#include "base/files.hpp"

#include "plyground/epd.hpp"

namespace plyground::host {

std::vector<std::string> load_openings(const GameModule& game, const std::string& path) {
  std::string error;
  const std::optional<std::string> text = read_file(path, kLargestTextFile, &error);
  if (!text) throw std::runtime_error("cannot read openings file " + error);
  std::istringstream in(*text);
  std::vector<std::string> openings;
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    const auto epd = parse_epd_line(line);
    if (!epd) continue;
    if (!game.new_game(epd->fen, &error))
      throw std::runtime_error(path + ":" + std::to_string(line_number) + ": bad FEN: " + error);
    openings.push_back(epd->fen);
  }
  if (openings.empty()) throw std::runtime_error("openings file '" + path + "' holds no position");
  return openings;
}

std::string time_control_tag(const ply_limits& limits) {
  if (limits.time_left_ms[0])
    return std::to_string(limits.time_left_ms[0]) + "+" + std::to_string(limits.increment_ms[0]) + " ms";
  if (limits.depth) return "depth " + std::to_string(limits.depth);
  if (limits.movetime_ms) return "movetime " + std::to_string(limits.movetime_ms) + " ms";
  return "each player's own";
}

void label_game(PgnGame& game, const std::string& event, int round, const std::string& white, const std::string& black,
                const ply_limits& limits) {
  game.tags.insert(game.tags.begin(),
                   {{"Event", event}, {"Site", "?"}, {"Date", pgn_date_today()}, {"Round", std::to_string(round)}});
  game.set_tag("White", white);
  game.set_tag("Black", black);
  game.set_tag("TimeControl", time_control_tag(limits));
  game.set_tag("PlyCount", std::to_string(game.moves.size()));
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

PlayedGame play_game(Engine& first, Engine& second, const GameModule& module, const std::string& start_fen,
                     const ply_limits& limits, uint64_t dice_seed) {
  PlayedGame played;
  played.names[0] = first.name(), played.names[1] = second.name();
  PgnGame& record = played.record;
  record.start_fen = start_fen;
  record.set_tag("White", first.name());  // PGN's first player, whatever the game calls it
  record.set_tag("Black", second.name());
  std::string error;
  const std::unique_ptr<GameState> game = module.new_game(start_fen, &error);
  if (!game) throw std::invalid_argument("bad start FEN: " + error);
  Engine* engines[2] = {&first, &second};
  auto forfeit = [&](int loser, const std::string& reason) {
    record.result = win_for(1 - loser);
    record.set_tag("Termination", reason);
  };
  for (int side = 0; side < 2; ++side)
    if (const std::string e = engines[side]->new_game(); !e.empty()) {
      forfeit(side, engines[side]->name() + " failed to start a game: " + e);
      return played;
    }
  // With a clock, each side's time left goes down by its thinking and up by its increment.
  const bool clock = limits.time_left_ms[0] > 0 || limits.time_left_ms[1] > 0;
  ply_limits current = limits;
  uint64_t dice = dice_seed ^ std::hash<std::string>{}(start_fen);
  while (!game->end().over()) {
    if (game->is_chance()) {  // the dice, not a player
      const size_t outcome = draw_outcome(*game, dice);
      record.moves.push_back(game->legal_moves()[outcome]);
      game->play_legal(outcome);
      record.comments.push_back("chance");
      continue;
    }
    const int side = game->side_to_move();
    Engine& engine = *engines[side];
    const MoveReply reply = engine.choose_move(*game, current, nullptr);
    played.seconds[side] += reply.seconds;
    played.moves[side] += 1;
    if (clock) {
      current.time_left_ms[side] -= int64_t(reply.seconds * 1000);
      if (current.time_left_ms[side] < 0) {
        forfeit(side, engine.name() + " lost on time");
        return played;
      }
      current.time_left_ms[side] += current.increment_ms[side];
    }
    if (!reply.error.empty()) {
      forfeit(side, engine.name() + " failed: " + reply.error);
      return played;
    }
    std::string why;
    const std::optional<size_t> move = checked_move(*game, reply, &why);
    if (!move) {
      forfeit(side, "illegal move by " + engine.name() + ": " + why);
      return played;
    }
    record.moves.push_back(game->legal_moves()[*move]);
    game->play_legal(*move);
    const std::string score = score_text(reply.score);
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3fs", reply.seconds);
    record.comments.push_back((score.empty() ? "" : score + "/" + std::to_string(reply.depth) + " ") + seconds);
  }
  record.result = game->end().result;
  record.set_tag("Termination", game->end().reason);
  return played;
}

}  // namespace plyground::host
