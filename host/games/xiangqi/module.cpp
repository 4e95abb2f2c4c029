// Xiangqi as the host knows it: ICCS coordinates, WXF, Chinese and algebraic notation for people,
// PGN as Xiangqi programs write it ("H2-E2" under [Format "ICCS"]), Fairy-Stockfish's ranks 1-10
// for engines in UCI mode.
#include <cctype>

#include "base/typed_module.hpp"
#include "games/xiangqi/game.hpp"
#include "games/xiangqi/san.hpp"

namespace plyground::host {
namespace {

using namespace xiangqi;
using xiangqi::Square;  // the kit's, not the board's host::Square

// ICCS "h2e2" <-> "h3e3" with ranks counted from 1; a rank may then have two digits ("b10").
std::string to_ranks_from_one(const std::string& iccs, bool from_one) {
  if (!from_one || !parse_iccs(iccs)) return iccs;  // text that is no move stays as it was
  return std::string(1, iccs[0]) + std::to_string(iccs[1] - '0' + 1) + iccs[2] + std::to_string(iccs[3] - '0' + 1);
}

bool read_square(const std::string& text, size_t& at, char& file, int& rank) {
  if (at >= text.size() || text[at] < 'a' || text[at] > 'i') return false;
  file = text[at++];
  const size_t start = at;
  rank = 0;
  while (at < text.size() && at - start < 2 && text[at] >= '0' && text[at] <= '9')
    rank = rank * 10 + (text[at++] - '0');
  return at > start;
}

std::string from_ranks_from_one(const std::string& text, bool from_one) {
  size_t at = 0;
  char f1, f2;
  int r1, r2;
  if (!read_square(text, at, f1, r1) || !read_square(text, at, f2, r2) || at != text.size()) return "";
  const int shift = from_one ? 1 : 0;
  r1 -= shift, r2 -= shift;
  if (r1 < 0 || r1 > 9 || r2 < 0 || r2 > 9 || (f1 == f2 && r1 == r2)) return "";
  return std::string(1, f1) + char('0' + r1) + f2 + char('0' + r2);
}

// The files as WXF and Chinese notation count them, from each side's own right: Black's 1 to 9 on
// its side of the board, Red's 九 to 一 (1 to 9 without colour) on Red's.
std::string file_numbers(bool red, bool flipped, bool colour) {
  static const char* const kNumeral[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  std::string out = " ";
  for (int col = 0; col < FILE_NB; ++col) {
    const int file = flipped ? FILE_NB - 1 - col : col;
    const int number = red ? FILE_NB - file : file + 1;
    out += red && colour ? std::string(" ") + kNumeral[number - 1] : "  " + std::to_string(number);
  }
  return out + "\n";
}

// The board for a terminal: ranks 9 (top) to 0, files a-i, the river between ranks 4 and 5, and
// each side's file numbers on its side. Unicode draws the pieces as characters two columns wide
// (traditional forms, red in red).
std::string board_text(const Position& pos, bool flipped, bool colour) {
  // Simplified, as Chinese notation writes them.
  static const char* const kGlyph[COLOR_NB][PIECE_TYPE_NB] = {{"帅", "仕", "相", "马", "车", "炮", "兵"},
                                                              {"将", "士", "象", "马", "车", "炮", "卒"}};
  const std::string files = flipped ? "   i  h  g  f  e  d  c  b  a\n" : "   a  b  c  d  e  f  g  h  i\n";
  std::string out = file_numbers(flipped, flipped, colour) + files;
  for (int row = 0; row < RANK_NB; ++row) {
    const int rank = flipped ? row : RANK_NB - 1 - row;
    if (row == 5) out += colour ? "   ～～～ 楚 河 ～～～ 汉 界 ～～～\n" : "   ~~~~~~~~~~~~~~~~~~~~~~~~~~~\n";
    out += " " + std::to_string(rank);
    for (int col = 0; col < FILE_NB; ++col) {
      const Piece p = pos.piece_on(make_square(flipped ? FILE_NB - 1 - col : col, rank));
      if (!p) {
        out += colour ? " · " : " . ";
      } else if (!colour) {
        const char letter = "KABNRCP"[type_of(p)];
        out += std::string(" ") + char(color_of(p) == RED ? letter : letter + ('a' - 'A')) + " ";
      } else {
        out +=
            std::string(color_of(p) == RED ? " \033[1;31m" : " \033[1m") + kGlyph[color_of(p)][type_of(p)] + "\033[0m";
      }
    }
    out += " " + std::to_string(rank) + "\n";
  }
  return out + files + file_numbers(!flipped, flipped, colour);
}

GameDescription<Game> describe() {
  GameDescription<Game> d;
  d.name = "Xiangqi";
  d.sides = {"Red", "Black"};
  d.coordinate_notation = "ICCS";
  d.people_notations = {
      {"WXF", [](const Position& pos, Move m) { return to_wxf(pos, m); },
       [](const Position& pos, std::string_view text, std::string* error) { return parse_wxf(pos, text, error); }},
      {"Chinese", [](const Position& pos, Move m) { return to_chinese(pos, m); },
       [](const Position& pos, std::string_view text, std::string* error) { return parse_chinese(pos, text, error); }},
      {"SAN", [](const Position& pos, Move m) { return to_san(pos, m); },
       [](const Position& pos, std::string_view text, std::string* error) { return parse_san(pos, text, error); }},
  };
  d.people_notation = 2;  // Chinese
  d.pgn_notation = 0;     // ICCS, as Xiangqi PGN files hold
  // The start position and two middlegames of tests/data/xiangqi-perft.epd (lines 3 and 5).
  d.bench = {
      {"start position", std::string(Position::kStartFen), 5, 133312995},
      {"middlegame, 17 plies", "2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9", 6, 86843623},
      {"middlegame, 33 plies", "r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17", 5, 41785483},
  };
  d.pgn_variant = "xiangqi";
  // As ElephantEye and XQStudio write it (xqbase.com's "Chinese Chess" PGN).
  d.pgn_game = "Chinese Chess";
  d.turned_for_second_player = true;
  d.pgn_move = [](const std::string& iccs) {
    std::string text;
    for (char c : iccs) text += char(std::toupper(static_cast<unsigned char>(c)));
    return text.size() == 4 ? text.insert(2, "-") : text;
  };
  d.two_squares = true;
  d.board_squares = [](Move m) {
    return std::pair{host::Square{file_of(m.from()), rank_of(m.from())},
                     host::Square{file_of(m.to()), rank_of(m.to())}};
  };
  d.why_illegal = [](const Position& pos, const std::string& from, const std::string& to) -> std::string {
    const Move m = parse_iccs(from + to);
    if (m) return illegal_reason(pos, m);
    // A click on one point alone: say why nothing was picked up there.
    const bool point =
        from == to && from.size() == 2 && from[0] >= 'a' && from[0] <= 'i' && from[1] >= '0' && from[1] <= '9';
    const Piece p = point ? pos.piece_on(make_square(from[0] - 'a', from[1] - '0')) : NO_PIECE;
    if (!p) return "";
    return color_of(p) == pos.side_to_move() ? "that piece has no legal move" : "that is the other side's piece";
  };
  d.board_text = board_text;
  d.to_engine_move = to_ranks_from_one;
  d.from_engine_move = from_ranks_from_one;
  d.engines = {"fairy-stockfish"};
  // Measured by `plyground levels --rate --game xiangqi`: 63 games against Fairy-Stockfish 11.1
  // held to UCI_Elo 1350 and 1800, 3 games a pair; rounded to 50.
  d.level_elo = {{"Beginner", 1250}, {"Casual", 1400}, {"Club", 1600}, {"Strong", 1850}, {"Expert", 1900}};
  d.first_rank = 0;  // ICCS counts ranks from 0
  return d;
}

}  // namespace

const GameModule& xiangqi_module() {
  static const TypedModule<Game> module(describe());
  return module;
}

}  // namespace plyground::host
