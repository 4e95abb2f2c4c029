// A game module made from a kit game: TypedModule<G> implements GameModule for any GameRecord G
// from what the game's folder (host/games/<id>/module.cpp) says of it in a GameDescription. Only
// those files include this header with a concrete game.
#pragma once

#include <algorithm>
#include <functional>
#include <stdexcept>

#include "base/game_module.hpp"
#include "plyground/perft.hpp"

namespace plyground::host {

// A notation of game position type P: its name, how it writes a legal move, how it reads one.
template <GamePosition P>
struct TypedNotation {
  using Move = typename P::Move;
  std::string name;
  std::function<std::string(const P&, Move)> write;
  std::function<Move(const P&, std::string_view, std::string*)> read;
};

// What a module says of its game beyond the rules the kit's game interface gives.
template <GameRecord G>
struct GameDescription {
  using P = typename G::Position;
  using Move = typename P::Move;
  std::string_view name;
  std::array<std::string_view, 2> sides;
  std::string_view coordinate_notation;            // its name: "ICCS", "UCI"
  std::vector<TypedNotation<P>> people_notations;  // after the coordinate notation
  size_t people_notation = 0, pgn_notation = 0;    // indexes into the whole list (0: coordinates)
  std::vector<BenchCase> bench;
  std::string_view pgn_variant;                             // PGN's Variant tag; "" for standard chess, which has none
  std::string_view pgn_game;                                // see GameModule::pgn_game
  bool turned_for_second_player = false;                    // see GameModule::turned_for_second_player
  int opening_plies = 0;                                    // see GameModule::opening_plies
  std::function<std::string(const std::string&)> pgn_move;  // see GameModule::pgn_move; identity when not given
  // The squares a move is made on, from the move itself: from and to; a mark, a disc or a column
  // the same square twice; a pass or chance's outcome none.
  std::function<std::pair<Square, Square>(Move)> board_squares;
  // How squares are named (see Square): a letter and a rank counted from first_rank ("e2", Xiangqi's
  // "h0" from 0); a letter alone where a move names a file only (a column, a child); or, where
  // `places` is given, those words, the file being the place in the list (Pig's "roll", "hold").
  int first_rank = 1;
  bool files_only = false;
  // Whether a move names the square it leaves, then the one it reaches ("h2e2"), rather than the
  // one square it is made on ("b2", "d").
  bool two_squares = false;
  std::vector<std::string> places;
  // Why no legal move goes from `from` to `to` (coordinate text); when not given, for a move made
  // on one square, the reason the coordinate notation refuses that square.
  std::function<std::string(const P&, const std::string& from, const std::string& to)> why_illegal;
  // The board as text (see GameModule::board_text).
  std::function<std::string(const P&, bool flipped, bool colour)> board_text;
  // Engine move conventions; identity when not given.
  std::function<std::string(const std::string&, bool)> to_engine_move, from_engine_move;
  std::vector<std::string> engines;                         // see GameModule::engines
  std::vector<std::pair<std::string_view, int>> level_elo;  // see GameModule::level_elo
};

template <GameRecord G>
class TypedModule;

template <GameRecord G>
class TypedState : public GameState {
 public:
  using P = typename G::Position;
  TypedState(const TypedModule<G>& module, G game)
      : module_(module), game_(std::move(game)), start_fen_(game_.start_position().fen()), texts_(replay_moves()) {}
  const G& game() const { return game_; }

  std::unique_ptr<GameState> clone() const override { return std::make_unique<TypedState>(*this); }
  const GameModule& module() const override { return module_; }
  std::string start_fen() const override { return start_fen_; }
  std::string fen() const override {
    if (!fen_) fen_ = game_.position().fen();
    return *fen_;
  }
  int side_to_move() const override { return int(game_.position().side_to_move()); }
  int fullmove_number() const override {
    if constexpr (requires(const P& p) { p.fullmove_number(); }) return game_.position().fullmove_number();
    return 1 + (int(game_.start_position().side_to_move()) + int(game_.moves().size())) / 2;
  }
  const std::vector<std::string>& moves() const override { return texts_; }
  const std::vector<std::string>& legal_moves() const override {
    if (!legal_) legal_ = write_legal_moves();
    return *legal_;
  }
  std::string legal_move(size_t index) const override {
    if (legal_) return legal_->at(index);
    const auto& legal = typed_legal_moves();
    if (index >= size_t(legal.size())) throw std::out_of_range("legal_move: no such move");
    return move_text(game_.position(), legal[int(index)]);
  }
  std::optional<size_t> find_legal(std::string_view coordinate) const override {
    if (game_.end().over()) return std::nullopt;
    // Read as the game reads its coordinate notation, then held to the way it writes it: the
    // move's own text, not every legal move's.
    const auto m = parse_move(game_.position(), coordinate, nullptr);
    if (!m || move_text(game_.position(), m) != coordinate) return std::nullopt;
    const auto& legal = typed_legal_moves();
    for (int i = 0; i < int(legal.size()); ++i)
      if (legal[i] == m) return size_t(i);
    return std::nullopt;
  }
  void play_legal(size_t index) override {
    const auto& legal = typed_legal_moves();
    if (index >= size_t(legal.size()) || game_.end().over()) throw std::logic_error("play_legal: no such move");
    texts_.push_back(legal_move(index));
    game_.play_legal(legal[int(index)]);
    forget_position();
  }
  const std::vector<BoardMove>& board_moves() const override {
    if (!board_moves_) board_moves_ = write_board_moves();
    return *board_moves_;
  }
  bool in_check() const override { return game_.position().in_check(); }
  bool is_chance() const override { return plyground::is_chance(game_.position()); }
  double probability(const std::string& outcome) const override {
    const auto m = parse_move(game_.position(), outcome, nullptr);
    return m ? plyground::probability(game_.position(), m) : 0.0;
  }
  std::optional<int> end_value() const override {
    if constexpr (requires(const P& p) { p.leaf_value(); }) {
      const P& pos = game_.position();
      if (pos.count_legal_moves() == 0) return pos.side_to_move() == 0 ? pos.leaf_value() : -pos.leaf_value();
    }
    return std::nullopt;
  }
  const GameEnd& end() const override { return game_.end(); }

  Expected<std::string> parse(std::string_view text) const override {
    std::string error;
    const auto m = module_.read(game_.position(), text, &error);
    if (!m) return failure(std::move(error));
    return move_text(game_.position(), m);
  }
  Status play(std::string_view text) override {
    std::string error;
    if (game_.end().over()) return failure("the game is over (" + game_.end().reason + ")");
    const auto m = module_.read(game_.position(), text, &error);
    if (!m) return failure(std::move(error));
    const std::string coordinate = move_text(game_.position(), m);
    if (!game_.play(m, &error)) return failure(std::move(error));
    texts_.push_back(coordinate);
    forget_position();  // last: `text` may be one of the legal moves before
    return {};
  }
  void undo() override {
    if (texts_.empty()) return;
    game_.undo();
    texts_.pop_back();
    forget_position();
  }
  std::string write(const std::string& move, size_t notation) const override {
    return module_.write(game_.position(), move, notation);
  }
  std::string why_illegal(Square from, Square to) const override {
    return module_.why_illegal(game_.position(), module_.square_name(from), module_.square_name(to));
  }

 private:
  std::vector<std::string> replay_moves() const {
    std::vector<std::string> out;
    P pos = game_.start_position();
    for (auto m : game_.moves()) {
      out.push_back(move_text(pos, m));
      typename P::Undo undo;
      pos.do_move(m, undo);
    }
    return out;
  }

  const typename P::MoveList& typed_legal_moves() const {
    if (!typed_legal_) {
      typed_legal_.emplace();
      game_.position().legal_moves(*typed_legal_);
    }
    return *typed_legal_;
  }

  std::vector<std::string> write_legal_moves() const {
    std::vector<std::string> out;
    for (auto m : typed_legal_moves()) out.push_back(move_text(game_.position(), m));
    return out;
  }

  std::vector<BoardMove> write_board_moves() const {
    std::vector<BoardMove> out;
    const auto& legal = typed_legal_moves();
    for (int i = 0; i < int(legal.size()); ++i) {
      const auto [from, to] = module_.board_squares(legal[i]);
      out.push_back({from, to, size_t(i)});
    }
    return out;
  }

  void forget_position() {
    fen_.reset();
    typed_legal_.reset();
    legal_.reset();
    board_moves_.reset();
  }

  const TypedModule<G>& module_;
  G game_;
  std::string start_fen_;  // written once: asked for at every move sent to a player
  std::vector<std::string> texts_;
  // Of the position now, written when first asked for (the window asks every frame), and kept until
  // the next move. Not for two threads at once.
  mutable std::optional<std::string> fen_;
  mutable std::optional<typename P::MoveList> typed_legal_;
  mutable std::optional<std::vector<std::string>> legal_;
  mutable std::optional<std::vector<BoardMove>> board_moves_;
};

// The position of a game state of game G, for code of that game's own (its skin).
template <GameRecord G>
const typename G::Position& position_of(const GameState& state) {
  return dynamic_cast<const TypedState<G>&>(state).game().position();
}

template <GameRecord G>
class TypedModule : public GameModule {
 public:
  using P = typename G::Position;
  using Move = typename P::Move;

  explicit TypedModule(GameDescription<G> d) : d_(std::move(d)) {
    if (!d_.board_squares) throw std::logic_error(std::string(P::kGameId) + ": no board_squares in its description");
    notations_.push_back(std::string(d_.coordinate_notation));
    for (const auto& n : d_.people_notations) notations_.push_back(n.name);
  }

  std::string_view id() const override { return P::kGameId; }
  std::string_view name() const override { return d_.name; }
  std::array<std::string_view, 2> sides() const override { return d_.sides; }
  std::string_view start_fen() const override { return P::kStartFen; }
  bool dice() const override { return dice_game<P>(); }
  bool own_values() const override {
    return requires(const P& pos) { pos.leaf_value(); };
  }
  bool turned_for_second_player() const override { return d_.turned_for_second_player; }
  int opening_plies() const override { return d_.opening_plies; }
  const std::vector<std::string>& notations() const override { return notations_; }
  size_t people_notation() const override { return d_.people_notation; }
  size_t pgn_notation() const override { return d_.pgn_notation; }

  Expected<std::unique_ptr<GameState>> from_fen(std::string_view fen) const override {
    std::string error;
    const auto start = P::from_fen(fen.empty() ? P::kStartFen : fen, &error);
    if (!start) return failure(std::move(error));
    return std::unique_ptr<GameState>(std::make_unique<TypedState<G>>(*this, G(*start)));
  }
  // Read from the square names the text is made of: "h2e2", and "e7e8q" with its promotion's
  // letter, go from one square to another; "b2", a column "d" and "roll" are made on one; "pass",
  // a die's face and what names no square, on none.
  std::pair<Square, Square> squares_of(const std::string& move) const override {
    if (!d_.two_squares) return {square_named(move), square_named(move)};
    const size_t first = name_length(move, 0), second = first ? name_length(move, first) : 0;
    if (!second || move.size() > first + second + 1) return {};
    return {square_named(std::string_view(move).substr(0, first)),
            square_named(std::string_view(move).substr(first, second))};
  }
  std::pair<Square, Square> board_squares(Move m) const { return d_.board_squares(m); }
  std::string square_name(Square s) const override {
    if (!s) return "";
    if (!d_.places.empty()) return size_t(s.file) < d_.places.size() ? d_.places[size_t(s.file)] : "";
    const std::string file(1, char('a' + s.file));
    return d_.files_only ? file : file + std::to_string(s.rank + d_.first_rank);
  }
  Square square_named(std::string_view name) const override {
    if (!d_.places.empty()) {
      const auto at = std::find(d_.places.begin(), d_.places.end(), name);
      return at == d_.places.end() ? Square{} : Square{int(at - d_.places.begin()), 0};
    }
    if (name.empty() || name[0] < 'a' || name[0] > 'z') return {};
    const int file = name[0] - 'a';
    if (d_.files_only) return name.size() == 1 ? Square{file, 0} : Square{};
    const std::string_view digits = name.substr(1);
    if (digits.empty() || digits.size() > 2 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return {};
    const int rank = std::stoi(std::string(digits)) - d_.first_rank;
    return rank < 0 ? Square{} : Square{file, rank};
  }
  std::string board_text(const GameState& game, bool flipped, bool colour) const override {
    return d_.board_text(dynamic_cast<const TypedState<G>&>(game).game().position(), flipped, colour);
  }

  Expected<Perft> perft(std::string_view fen, int depth, bool bulk, bool divide) const override {
    std::string error;
    auto pos = P::from_fen(fen, &error);
    if (!pos) return failure(std::move(error));
    const LeafCounting counting = bulk ? LeafCounting::BULK : LeafCounting::MAKE;
    Perft result;
    if (!divide || depth < 1) {
      result.nodes = plyground::perft(*pos, depth, counting);
      return result;
    }
    typename P::MoveList moves;
    pos->legal_moves(moves);
    for (auto m : moves) {
      typename P::Undo undo;
      pos->do_move(m, undo);
      const uint64_t n = plyground::perft(*pos, depth - 1, counting);
      pos->undo_move(m, undo);
      result.divide.emplace_back(move_text(*pos, m), n);
      result.nodes += n;
    }
    return result;
  }
  std::vector<BenchCase> bench_cases() const override { return d_.bench; }

  std::string_view pgn_variant() const override { return d_.pgn_variant; }
  std::string_view pgn_game() const override { return d_.pgn_game; }
  std::string pgn_move(const std::string& text) const override { return d_.pgn_move ? d_.pgn_move(text) : text; }
  std::string to_engine_move(const std::string& move, bool ranks_from_one) const override {
    return d_.to_engine_move ? d_.to_engine_move(move, ranks_from_one) : move;
  }
  std::string from_engine_move(const std::string& text, bool ranks_from_one) const override {
    return d_.from_engine_move ? d_.from_engine_move(text, ranks_from_one) : text;
  }
  const std::vector<std::string>& engines() const override { return d_.engines; }
  int level_elo(std::string_view level) const override {
    for (const auto& [name, elo] : d_.level_elo)
      if (name == level) return elo;
    return 0;
  }

  // Reads a move in the coordinate notation, else in each notation for people in turn; when none
  // reads it, the reason of each ("... ; in SAN: ...").
  Move read(const P& pos, std::string_view text, std::string* error) const {
    std::string why;
    if (const Move m = parse_move(pos, text, &why)) return m;
    for (const auto& n : d_.people_notations) {
      std::string reason;
      if (const Move m = n.read(pos, text, &reason)) return m;
      if (!reason.empty()) why += "; in " + n.name + ": " + reason;
    }
    if (error) *error = why;
    return Move{};
  }
  std::string write(const P& pos, const std::string& move, size_t notation) const {
    const Move m = parse_move(pos, move, nullptr);
    if (!m) throw std::invalid_argument("'" + move + "' is not a legal move in " + pos.fen());
    return notation == 0 ? move_text(pos, m) : d_.people_notations.at(notation - 1).write(pos, m);
  }
  std::string why_illegal(const P& pos, const std::string& from, const std::string& to) const {
    if (d_.why_illegal) return d_.why_illegal(pos, from, to);
    std::string why;
    if (from == to && !parse_move(pos, to, &why)) return why;
    return "no legal move from " + from + " to " + to;
  }

 private:
  // The length of the square's name at `at` in `text` (a letter and its rank's digits), or 0 where
  // none begins.
  static size_t name_length(std::string_view text, size_t at) {
    if (at >= text.size() || text[at] < 'a' || text[at] > 'z') return 0;
    size_t end = at + 1;
    while (end < text.size() && end - at <= 2 && text[end] >= '0' && text[end] <= '9') ++end;
    return end == at + 1 ? 0 : end - at;
  }

  GameDescription<G> d_;
  std::vector<std::string> notations_;
};

}  // namespace plyground::host
