#include "match/match.hpp"

#include <cstdio>
#include <ctime>
#include <fstream>

#include "plyground/epd.hpp"
#include "games/xiangqi/notation.hpp"

namespace plyground::host {

std::vector<xiangqi::Position> load_openings(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read openings file '" + path + "'");
  std::vector<xiangqi::Position> openings;
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    const auto epd = parse_epd_line(line);
    if (!epd) continue;
    std::string error;
    const auto pos = xiangqi::Position::from_fen(epd->fen, &error);
    if (!pos) throw std::runtime_error(path + ":" + std::to_string(line_number) + ": bad FEN: " + error);
    openings.push_back(*pos);
  }
  if (openings.empty()) throw std::runtime_error("openings file '" + path + "' holds no position");
  return openings;
}

void label_game(xiangqi::PgnGame& game, const std::string& event, int round, const std::string& white,
                const std::string& black, const ply_limits& limits) {
  const std::time_t now = std::time(nullptr);
  char date[16];
  std::strftime(date, sizeof date, "%Y.%m.%d", std::localtime(&now));
  game.tags.insert(game.tags.begin(),
                   {{"Event", event}, {"Site", "?"}, {"Date", date}, {"Round", std::to_string(round)}});
  game.set_tag("White", white);
  game.set_tag("Black", black);
  std::string control = "each player's own";
  if (limits.movetime_ms) control = "movetime " + std::to_string(limits.movetime_ms) + " ms";
  if (limits.depth) control = "depth " + std::to_string(limits.depth);
  if (limits.time_left_ms[0])
    control = std::to_string(limits.time_left_ms[0]) + "+" + std::to_string(limits.increment_ms[0]) + " ms";
  game.set_tag("TimeControl", control);
  game.set_tag("PlyCount", std::to_string(game.moves.size()));
}

std::string score_text(const Score& score) {
  char text[32];
  if (score.kind == Score::MATE)
    std::snprintf(text, sizeof text, "%sM%d", score.value < 0 ? "-" : "+", std::abs(score.value));
  else if (score.kind == Score::CENTIPAWNS)
    std::snprintf(text, sizeof text, "%+.2f", score.value / 100.0);
  else
    return "";
  return text;
}

PlayedGame play_game(Engine& red, Engine& black, const xiangqi::Position& start, const ply_limits& limits) {
  PlayedGame played;
  xiangqi::PgnGame& record = played.record;
  record.start = start;
  record.set_tag("White", red.name());  // PGN's first player: Red
  record.set_tag("Black", black.name());
  xiangqi::Game game(start);
  auto forfeit = [&](xiangqi::Color loser, const std::string& reason) {
    record.result = loser == xiangqi::RED ? Result::SECOND_PLAYER_WINS : Result::FIRST_PLAYER_WINS;
    record.set_tag("Termination", reason);
  };
  for (Engine* engine : {&red, &black})
    if (const std::string error = engine->new_game(); !error.empty()) {
      forfeit(engine == &red ? xiangqi::RED : xiangqi::BLACK, engine->name() + " failed to start a game: " + error);
      return played;
    }
  // With a clock, each side's time left goes down by its thinking and up by its increment.
  const bool clock = limits.time_left_ms[0] > 0 || limits.time_left_ms[1] > 0;
  ply_limits current = limits;
  while (!game.end().over()) {
    const xiangqi::Color side = game.position().side_to_move();
    Engine& engine = side == xiangqi::RED ? red : black;
    const MoveReply reply = engine.choose_move(game, current, nullptr);
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
    const xiangqi::Move move = xiangqi::parse_legal_iccs(game.position(), reply.move, &why);
    if (!move) {
      forfeit(side, "illegal move by " + engine.name() + ": " + (reply.move.empty() ? "no move given" : why));
      return played;
    }
    game.play(move);
    record.moves.push_back(move);
    const std::string score = score_text(reply.score);
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3fs", reply.seconds);
    record.comments.push_back((score.empty() ? "" : score + "/" + std::to_string(reply.depth) + " ") + seconds);
  }
  record.result = game.end().result;
  record.set_tag("Termination", game.end().reason);
  return played;
}

}  // namespace plyground::host
