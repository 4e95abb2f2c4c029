// book_player: plays the moves of its book while the game follows it, then the first legal move;
// with crash=true it reads through a null pointer instead, as an author's bug does.
// Its book ships beside it (book_player/book.txt, the folder of its own name) and is read through
// the kit's read_own_file, so an option may name another by a path relative to that folder.
#include <plyground/player.hpp>

#include <cstdio>
#include <sstream>

using namespace plyground;

[[gnu::noinline]] int read_through(volatile int* pointer) {
  return *pointer;  // the bug, when the pointer is null: line 13
}

template <GameRecord G>
class BookPlayer : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "crash") crash_ = value == "true";
    if (name != "book") return;
    std::istringstream words(read_own_file(value));  // a file that cannot be read fails the option
    line_.clear();
    for (std::string move; words >> move;) line_.push_back(move);
  }

  Answer choose_move(const G& game, const Limits&, Search&) override {
    const auto& pos = game.position();
    const size_t ply = game.moves().size();
    if (crash_) {  // long prints first, as an author's debugging does: the crash's line is said all the same
      for (int i = 0; i < 3; ++i) std::fprintf(stderr, "%s\n", std::string(150, 'x').c_str());
      return {.move = std::to_string(read_through(nowhere_)), .depth = 0};
    }
    std::string why;
    if (ply < line_.size() && parse_move(pos, line_[ply], &why) != typename G::Position::Move{})
      return {.move = line_[ply], .depth = 0};
    typename G::Position::MoveList moves;
    pos.legal_moves(moves);
    return {.move = move_text(pos, moves[0]), .depth = 0};
  }

 private:
  std::vector<std::string> line_;
  bool crash_ = false;
  volatile int* nowhere_ = nullptr;
};

static const ply_option kOptions[] = {string_option("book", "book.txt", "The line it plays while the game follows it"),
                                      check_option("crash", "false", "Read through a null pointer at its first move")};

PLYGROUND_PLUGIN(BookPlayer, "book_player", "1.0", "Plyground's tests", "Plays its book, then the first move", kOptions)
