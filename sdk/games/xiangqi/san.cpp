#include "games/xiangqi/san.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace plyground::xiangqi {
namespace {

constexpr char kLetters[] = "KABNRCP";  // by PieceType

std::string square_text(Square s) { return std::string(1, char('a' + file_of(s))) + std::to_string(rank_of(s) + 1); }

bool gives_mate(Position pos, Move m, bool& check) {
  Position::Undo undo;
  pos.do_move(m, undo);
  check = pos.in_check();
  return check && pos.count_legal_moves() == 0;
}

}  // namespace

std::string to_san(const Position& pos, Move m) {
  const PieceType type = type_of(pos.piece_on(m.from()));
  std::string text(1, kLetters[type]);
  // As Fairy-Stockfish writes it: the file left whenever a piece but the king changes file; then
  // the file or the rank (or both) that tell it from a like piece making the same move.
  bool file = type != KING && file_of(m.from()) != file_of(m.to()), rank = false;
  bool other = false, other_on_file = false, other_on_rank = false;
  MoveList moves;
  pos.legal_moves(moves);
  for (Move o : moves) {
    if (o == m || o.to() != m.to() || type_of(pos.piece_on(o.from())) != type) continue;
    other = true;
    other_on_file |= file_of(o.from()) == file_of(m.from());
    other_on_rank |= rank_of(o.from()) == rank_of(m.from());
  }
  if (other && !other_on_file) file = true;
  if (other && other_on_file) rank = true, file |= other_on_rank;
  if (file) text += char('a' + file_of(m.from()));
  if (rank) text += std::to_string(rank_of(m.from()) + 1);
  if (pos.piece_on(m.to())) text += 'x';
  text += square_text(m.to());
  bool check = false;
  const bool mate = gives_mate(pos, m, check);
  return text + (mate ? "#" : check ? "+" : "");
}

Move parse_san(const Position& pos, std::string_view text, std::string* error) {
  auto refuse = [&](const std::string& why) {
    if (error) *error = why;
    return Move::none();
  };
  while (!text.empty() && std::string_view("+#!?").find(text.back()) != std::string_view::npos) text.remove_suffix(1);
  // The piece's letter, soldiers' too (so that coordinates like "a0a5" are never read as one).
  if (text.empty() || !std::isupper(static_cast<unsigned char>(text[0]))) return refuse("no piece letter");
  const char letter = text[0] == 'H' ? 'N' : text[0] == 'E' ? 'B' : text[0];
  const char* letter_at = std::char_traits<char>::find(kLetters, 7, letter);
  if (!letter_at) return refuse("no piece is written '" + std::string(1, text[0]) + "'");
  const int type = int(letter_at - kLetters);
  text.remove_prefix(1);
  // The square reached, at the end: a file and a rank of 1 to 10.
  size_t digits = 0;
  while (digits < 2 && digits < text.size() && std::isdigit(static_cast<unsigned char>(text[text.size() - 1 - digits])))
    ++digits;
  if (digits == 0 || text.size() < digits + 1) return refuse("no square reached");
  const char to_file = text[text.size() - 1 - digits];
  const int to_rank = std::stoi(std::string(text.substr(text.size() - digits))) - 1;
  if (to_file < 'a' || to_file > 'i' || to_rank < 0 || to_rank >= RANK_NB) return refuse("no square reached");
  text.remove_suffix(digits + 1);
  if (!text.empty() && text.back() == 'x') text.remove_suffix(1);
  // What is left tells the piece apart: its file, its rank, or both.
  int from_file = -1, from_rank = -1;
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'i') from_file = text[0] - 'a', text.remove_prefix(1);
  if (!text.empty()) {
    if (text.size() > 2 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
      return refuse("not algebraic notation");
    from_rank = std::stoi(std::string(text)) - 1;
    if (from_rank < 0 || from_rank >= RANK_NB) return refuse("not algebraic notation");
  }
  const Square to = make_square(to_file - 'a', to_rank);
  MoveList moves;
  pos.legal_moves(moves);
  std::vector<Move> found;
  for (Move m : moves) {
    if (m.to() != to || type_of(pos.piece_on(m.from())) != type) continue;
    if ((from_file >= 0 && file_of(m.from()) != from_file) || (from_rank >= 0 && rank_of(m.from()) != from_rank))
      continue;
    found.push_back(m);
  }
  // Without a file written, the piece keeps its file (as Fairy-Stockfish writes): "Pxc5" is the
  // soldier from c4, not one stepping sideways from b5.
  if (found.size() > 1 && from_file < 0) std::erase_if(found, [&](Move m) { return file_of(m.from()) != file_of(to); });
  if (found.empty()) return refuse("no such legal move");
  if (found.size() > 1) return refuse("ambiguous: more than one piece can make it");
  return found.front();
}

}  // namespace plyground::xiangqi
