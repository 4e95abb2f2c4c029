// The game modules and the registry; tic-tac-toe searched whole by the players, with exact counts.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/registry.hpp"
#include "games/tictactoe/game.hpp"
#include "host_support.hpp"
#include "players/make_engine.hpp"
#include "plyground/search/search.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

// What a game says of engines and levels: its own, each in its module; none where nothing is known.
TEST(Games, EnginesAndLevelRatingsAreTheGames) {
  EXPECT_EQ(game_module("chess").engines(), (std::vector<std::string>{"stockfish", "fairy-stockfish"}));
  EXPECT_EQ(game_module("xiangqi").engines(), (std::vector<std::string>{"fairy-stockfish"}));
  EXPECT_TRUE(game_module("othello").engines().empty());
  for (const char* id : {"chess", "xiangqi"}) {
    EXPECT_GT(game_module(id).level_elo("Beginner"), 0) << id;
    EXPECT_GT(game_module(id).level_elo("Expert"), game_module(id).level_elo("Beginner")) << id;
    EXPECT_EQ(game_module(id).level_elo("Grandmaster"), 0) << id;
  }
  EXPECT_EQ(game_module("connect4").level_elo("Beginner"), 0);
}

TEST(Games, RegistryFindsEveryGameById) {
  ASSERT_GE(game_modules().size(), 2u);
  EXPECT_EQ(game_modules().front()->id(), "xiangqi");  // the default of every command
  for (const GameModule* m : game_modules()) EXPECT_EQ(find_game(m->id()), m);
  EXPECT_EQ(find_game("go"), nullptr);
  try {
    game_module("go");
    FAIL() << "found a game that is not there";
  } catch (const std::runtime_error& e) {
    std::string games;
    for (const GameModule* m : game_modules()) games += (games.empty() ? "" : ", ") + std::string(m->id());
    EXPECT_THAT(games, HasSubstr("xiangqi, chess, tictactoe, tree"));
    EXPECT_THAT(std::string(e.what()), HasSubstr("no game 'go' (games: " + games + ")"));
  }
}

TEST(Games, StatesPlayUndoAndRefuseWithReasons) {
  for (const GameModule* m : game_modules()) {
    auto state = m->new_game();
    ASSERT_TRUE(state) << m->id();
    EXPECT_EQ(state->fen(), std::string(m->start_fen()));
    const std::string first = state->legal_moves().front();
    EXPECT_EQ(state->play(first).reason(), "");
    EXPECT_EQ(state->moves(), std::vector<std::string>{first});
    EXPECT_EQ(state->side_to_move(), m->dice() ? 0 : 1);  // a roll leaves the die to chance, the turn to the roller
    EXPECT_EQ(state->is_chance(), m->dice());
    auto copy = state->clone();
    state->undo();
    EXPECT_EQ(state->fen(), std::string(m->start_fen()));
    EXPECT_EQ(copy->moves().size(), 1u);  // a clone is its own game
    EXPECT_NE(state->play("zz99").reason(), "");
    EXPECT_TRUE(state->moves().empty());
    const Expected<std::unique_ptr<GameState>> bad = m->from_fen("not a fen");
    EXPECT_FALSE(bad);
    EXPECT_FALSE(bad.reason().empty()) << m->id();
  }
}

// What a board asks: the legal moves from a square, with their squares, kept with every play and
// undo; a pass is made on no square.
TEST(Games, BoardMovesAreTheLegalMovesWithTheirSquares) {
  using Moves = std::vector<std::string>;
  auto moves_from = [](const GameState& g, const std::string& square) {
    Moves out;
    const GameModule& names = g.module();
    for (const auto& m : g.moves_from(names.square_named(square)))
      out.push_back(g.legal_moves().at(m.index) + ":" + names.square_name(m.from) + "-" + names.square_name(m.to));
    return out;
  };
  std::unique_ptr<GameState> chess = game_module("chess").new_game();
  EXPECT_EQ(moves_from(*chess, "g1"), (Moves{"g1f3:g1-f3", "g1h3:g1-h3"}));
  EXPECT_TRUE(moves_from(*chess, "e4").empty());
  ASSERT_EQ(chess->play("e4").reason(), "");
  EXPECT_EQ(moves_from(*chess, "e2"), Moves{});
  EXPECT_EQ(chess->board_moves().size(), chess->legal_moves().size());
  chess->undo();
  EXPECT_THAT(moves_from(*chess, "e2"), ::testing::UnorderedElementsAre("e2e3:e2-e3", "e2e4:e2-e4"));

  std::unique_ptr<GameState> marks = game_module("tictactoe").new_game();
  EXPECT_EQ(moves_from(*marks, "b2"), Moves{"b2:b2-b2"});
  // White (O) has no move here and must pass; the pass is on no square.
  std::unique_ptr<GameState> othello = game_at(game_module("othello"), "8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o");
  ASSERT_NE(othello, nullptr);
  ASSERT_EQ(othello->board_moves().size(), 1u);
  EXPECT_EQ(othello->legal_moves().at(othello->board_moves()[0].index), "pass");
  EXPECT_FALSE(othello->board_moves()[0].from);
  EXPECT_FALSE(othello->board_moves()[0].to);
}

// Text from an edge (an engine's line, a person's typing) names squares only as the game's moves
// do: two for a move between squares, one for a mark, none for anything else.
TEST(Games, MoveTextNamesSquaresOnlyAsTheGamesMovesDo) {
  const Square none;
  auto squares = [](const std::string& game, const std::string& text) { return game_module(game).squares_of(text); };
  EXPECT_EQ(squares("chess", "e7e8q"), (std::pair{Square{4, 6}, Square{4, 7}}));
  EXPECT_EQ(squares("xiangqi", "h2e2"), (std::pair{Square{7, 2}, Square{4, 2}}));
  for (const auto& [game, text] : std::vector<std::pair<std::string, std::string>>{{"chess", "e2"},
                                                                                   {"chess", "e2e4xx"},
                                                                                   {"chess", "0000"},
                                                                                   {"tictactoe", "b2c3"},
                                                                                   {"tictactoe", "b2x"},
                                                                                   {"othello", "pass"},
                                                                                   {"connect4", "de"},
                                                                                   {"pig", "four"}})
    EXPECT_EQ(squares(game, text), std::pair(none, none)) << game << " " << text;
  EXPECT_EQ(squares("tictactoe", "b2"), (std::pair{Square{1, 1}, Square{1, 1}}));
  EXPECT_EQ(squares("connect4", "d"), (std::pair{Square{3, 0}, Square{3, 0}}));
  EXPECT_EQ(squares("pig", "hold"), (std::pair{Square{1, 0}, Square{1, 0}}));
}

// A square is a value, its file and rank from 0; its name is for people, and a name that names no
// square reads as none.
TEST(Games, SquaresAreValuesNamedForPeople) {
  const std::vector<std::tuple<std::string, std::string, Square>> named = {
      {"chess", "e2", {4, 1}},   {"chess", "a1", {0, 0}},   {"xiangqi", "h2", {7, 2}},
      {"xiangqi", "a0", {0, 0}}, {"othello", "d3", {3, 2}}, {"tictactoe", "c3", {2, 2}},
      {"connect4", "d", {3, 0}}, {"tree", "b", {1, 0}},     {"pig", "hold", {1, 0}}};
  for (const auto& [game, name, square] : named) {
    EXPECT_EQ(game_module(game).square_named(name), square) << game << " " << name;
    EXPECT_EQ(game_module(game).square_name(square), name) << game;
  }
  const std::vector<std::pair<std::string, std::string>> none = {{"chess", ""},    {"chess", "e"},  {"chess", "E2"},
                                                                 {"chess", "e2x"}, {"chess", "e0"}, {"connect4", "d1"},
                                                                 {"pig", "four"}};
  for (const auto& [game, name] : none)
    EXPECT_FALSE(game_module(game).square_named(name)) << game << " '" << name << "'";
  for (const GameModule* m : game_modules()) {  // every square a board move is made on reads back from its name
    const std::unique_ptr<GameState> start = m->new_game();
    for (const auto& move : start->board_moves())
      for (const Square s : {move.from, move.to}) {
        if (!s) continue;  // a pass
        EXPECT_EQ(m->square_named(m->square_name(s)), s) << m->id() << " " << start->legal_moves().at(move.index);
      }
  }
}

// A position's moves carry their squares from the moves themselves, and a move that comes as text
// (an engine's line) is read to the same squares: both ways agree on every legal move of a walk
// through each game, promotions, castling, passes and a die's faces included.
TEST(Games, AMovesSquaresAreTheSameFromItsValueAndFromItsText) {
  const std::vector<std::pair<std::string, std::string>> starts = {
      {"chess", "r3k2r/pP6/8/8/8/8/6Pp/R3K2R w KQkq - 0 1"},  // promotions and castling both ways
      {"othello", "8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o"}};       // a pass
  std::vector<std::unique_ptr<GameState>> games;
  for (const GameModule* m : game_modules()) games.push_back(m->new_game());
  for (const auto& [id, fen] : starts) games.push_back(std::move(game_module(id).from_fen(fen).value()));
  for (const std::unique_ptr<GameState>& game : games) {
    const GameModule& m = game->module();
    for (int ply = 0; ply < 30 && !game->end().over(); ++ply) {
      const std::unique_ptr<GameState> unwritten = game->clone();  // before its moves are written
      const std::vector<std::string>& legal = game->legal_moves();
      ASSERT_EQ(game->board_moves().size(), legal.size()) << m.id();
      for (const auto& b : game->board_moves())
        EXPECT_EQ((std::pair{b.from, b.to}), m.squares_of(legal.at(b.index))) << m.id() << " " << legal.at(b.index);
      for (size_t i = 0; i < legal.size(); ++i)  // each written alone as it is among them all
        EXPECT_EQ(unwritten->legal_move(i), legal[i]) << m.id();
      game->play_legal(size_t(ply * 5 + 1) % legal.size());
    }
  }
}

// A move read once travels as its place among the legal moves and is played by it, on every game:
// the same position as playing its text, and nothing played past the end or off the list.
TEST(Games, ALegalMoveIsPlayedByItsPlace) {
  for (const GameModule* m : game_modules()) {
    std::unique_ptr<GameState> by_place = m->new_game(), by_text = m->new_game();
    for (int ply = 0; ply < 12 && !by_text->end().over(); ++ply) {
      const std::vector<std::string> legal = by_text->legal_moves();
      const size_t pick = (size_t(ply) * 7 + 3) % legal.size();
      ASSERT_EQ(by_place->find_legal(legal[pick]), pick) << m->id();
      EXPECT_EQ(by_place->board_moves().size(), legal.size()) << m->id();
      by_place->play_legal(pick);
      ASSERT_EQ(by_text->play(legal[pick]).reason(), "") << m->id();
      EXPECT_EQ(by_place->fen(), by_text->fen()) << m->id();
      EXPECT_EQ(by_place->moves(), by_text->moves()) << m->id();
      EXPECT_EQ(by_place->legal_moves(), by_text->legal_moves()) << m->id();
    }
    EXPECT_EQ(by_place->find_legal("zz99"), std::nullopt);
    EXPECT_THROW(by_place->play_legal(by_place->legal_moves().size()), std::logic_error) << m->id();
  }
  // A game over by its rules keeps legal moves on the board but plays none of them.
  std::unique_ptr<GameState> over = game_module("xiangqi").new_game();
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"h2e2", "h9g7", "e2h2", "g7h9"}) ASSERT_EQ(over->play(m).reason(), "");
  ASSERT_TRUE(over->end().over());
  ASSERT_FALSE(over->legal_moves().empty());
  EXPECT_EQ(over->find_legal(over->legal_moves()[0]), std::nullopt);
  EXPECT_THROW(over->play_legal(0), std::logic_error);
  MoveReply reply;
  reply.move = over->legal_moves()[0];
  const Expected<size_t> checked = checked_move(*over, reply);
  EXPECT_FALSE(checked);
  EXPECT_THAT(checked.reason(), HasSubstr("the game is over ("));
}

// A line is written as far as the game goes on: a search plays on past the rules' end (bishop
// takes the last knight: insufficient material), the move list does not.
TEST(Games, ALineIsWrittenUpToTheEnd) {
  std::unique_ptr<GameState> chess = game_at(game_module("chess"), "4k3/8/8/8/8/8/6n1/4K2B w - - 0 1");
  ASSERT_NE(chess, nullptr);
  EXPECT_EQ(write_line(*chess, {"h1g2", "e8d7", "g2f3"}, 1), std::vector<std::string>{"Bxg2"});
  EXPECT_EQ(write_line(*chess, {"e1f2", "g2e3", "f2e3"}, 1), (std::vector<std::string>{"Kf2", "Ne3", "Kxe3"}));
  EXPECT_EQ(write_line(*chess, {"e1f2", "a1a2"}, 1), std::vector<std::string>{"Kf2"});  // as far as legal
}

// A player's answer is checked once: a legal move in coordinates is its place; anything else is
// nothing, with the reason.
TEST(Games, AnAnswerIsCheckedIntoItsPlace) {
  std::unique_ptr<GameState> chess = game_module("chess").new_game();
  auto check = [&](const std::string& move, const std::string& error = "") {
    MoveReply reply;
    reply.move = move;
    reply.error = error;
    const Expected<size_t> legal = checked_move(*chess, reply);
    return legal ? chess->legal_moves()[*legal] : "refused: " + legal.reason();
  };
  EXPECT_EQ(check("e2e4"), "e2e4");
  EXPECT_EQ(check("e4"), "refused: 'e4' is not written in UCI");
  EXPECT_THAT(check("e2e5"), HasSubstr("refused: 'e2e5' is not a legal move"));
  EXPECT_EQ(check(""), "refused: no move given");
  EXPECT_EQ(check("e2e4", "crashed"), "refused: crashed");
}

// Chance's outcomes are drawn by their probabilities, the same for the same seed.
TEST(Games, ChanceDrawsOutcomesByTheirProbabilities) {
  std::unique_ptr<GameState> game = game_at(game_module("tree"), "figure-5.12a a");
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->is_chance());
  EXPECT_DOUBLE_EQ(game->probability("a"), 0.9);
  EXPECT_DOUBLE_EQ(game->probability("b"), 0.1);
  uint64_t seed = 7, again = 7;
  int a = 0;
  for (int i = 0; i < 10000; ++i) {
    const size_t outcome = draw_outcome(*game, seed);
    EXPECT_EQ(outcome, draw_outcome(*game, again));
    a += game->legal_moves().at(outcome) == "a";
  }
  EXPECT_NEAR(a / 10000.0, 0.9, 0.015);
  EXPECT_FALSE(game_at(game_module("tree"), "figure-5.12a")->is_chance());
  EXPECT_DOUBLE_EQ(game_module("chess").new_game()->probability("e2e4"), 1.0);
}

TEST(Games, XiangqiReadsEveryNotationAndWritesEach) {
  auto state = game_module("xiangqi").new_game();
  EXPECT_EQ(state->parse("C2.5").value(), "h2e2");  // WXF
  EXPECT_EQ(state->parse("h2e2").value(), "h2e2");
  EXPECT_EQ(state->write("h2e2", 1), "C2.5");
  EXPECT_EQ(state->write("h2e2", 2), "炮二平五");
  EXPECT_EQ(state->write("h2e2", 3), "Che3");  // algebraic, as Fairy-Stockfish writes it
  EXPECT_EQ(state->parse("Che3").value(), "h2e2");
  EXPECT_EQ(state->parse("Hc3").value(), "b0c2");  // H for the horse, as some sites write it
  EXPECT_FALSE(state->parse("a0a5"));              // the chariot cannot pass its soldier
  EXPECT_THAT(state->parse("a0a5").reason(), HasSubstr("not a legal move"));
  const auto point = [&](const char* name) { return state->module().square_named(name); };
  EXPECT_EQ(state->why_illegal(point("b0"), point("d1")), "the horse's leg is blocked");
  EXPECT_EQ(state->why_illegal(point("b9"), point("b9")), "that is the other side's piece");
}

// A move by hand that chess refuses says the rule it breaks: the square holds one's own piece, the
// piece does not move so, its way is blocked, or the king would be in check.
TEST(Games, ChessSaysWhichRuleAMoveBreaks) {
  const GameModule& chess = game_module("chess");
  auto why = [&](const std::string& fen, const std::string& from, const std::string& to) {
    return game_at(chess, fen)->why_illegal(chess.square_named(from), chess.square_named(to));
  };
  const std::string start(chess.start_fen());
  EXPECT_EQ(why(start, "e1", "e2"), "e2 holds your own pawn");
  EXPECT_EQ(why(start, "g1", "f3"), "");  // legal: the squares are not at fault (a text with more after it may be)
  EXPECT_EQ(why(start, "f1", "c4"), "the bishop on f1 is blocked on e2");
  EXPECT_EQ(why(start, "g1", "g3"), "the knight on g1 moves in an L: two squares, then one aside");
  EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", "b2"), "the rook on a1 moves straight along a file or a rank");
  EXPECT_EQ(why("4k3/8/8/8/8/8/8/R2QK3 w - - 0 1", "d1", "e3"),
            "the queen on d1 moves along a file, a rank or a diagonal");
  EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1", "e3"), "the king on e1 moves one square");
  EXPECT_EQ(why("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3"), "that would leave the king in check");
  EXPECT_EQ(why("3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "d2"), "d2 is attacked: the king may not move into check");
  EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", "c8").substr(0, 12), "the rook on ");
}

// A king moved two squares is castling: refused with the rule it breaks.
TEST(Games, ChessSaysWhyTheKingMayNotCastle) {
  const GameModule& chess = game_module("chess");
  auto why = [&](const std::string& fen, const std::string& from, const std::string& to) {
    return game_at(chess, fen)->why_illegal(chess.square_named(from), chess.square_named(to));
  };
  EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", "e1", "c1"),
            "no castling queenside: the king or that rook has moved");
  EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1", "c1"), "no castling queenside: b1 is not empty");
  EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1", "g1"), "no castling kingside: g1 is not empty");
  EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e8", "g8"), "that is the other side's piece");
  EXPECT_EQ(why("r3k2r/4r3/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "g1"), "no castling kingside: the king is in check");
  EXPECT_EQ(why("r3k2r/5r2/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "g1"),
            "no castling kingside: the king would pass over f1, which is attacked");
  EXPECT_EQ(why("r3k2r/2r5/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "c1"),
            "no castling queenside: the king would land on c1, which is attacked");
  EXPECT_EQ(game_at(chess, "r3k2r/1r6/8/8/8/8/8/R3K2R w KQkq - 0 1")->parse("e1c1").value(),
            "e1c1");  // b1 may be attacked
}

// Tic-tac-toe, searched whole. The reference alpha-beta below does what the alphabeta player
// does (fail-hard, moves as generated, one node per call), written again on the kit's types.
int reference_alphabeta(tictactoe::Position& pos, int depth, int alpha, int beta, int ply, uint64_t& nodes) {
  ++nodes;
  tictactoe::MoveList moves;
  pos.legal_moves(moves);
  if (moves.empty()) return search::no_moves_score(pos, ply);
  if (depth == 0) return evaluate(pos);
  for (tictactoe::Move m : moves) {
    tictactoe::Position::Undo undo;
    pos.do_move(m, undo);
    const int score = -reference_alphabeta(pos, depth - 1, -beta, -alpha, ply + 1, nodes);
    pos.undo_move(m, undo);
    if (score >= beta) return beta;
    alpha = std::max(alpha, score);
  }
  return alpha;
}

MoveReply ask(const std::string& spec, const GameState& game, int depth) {
  auto engine = make_engine(spec, shipped(), game.module());
  return engine->choose_move(game, make_limits(0, depth), nullptr);
}

TEST(TicTacToe, MinimaxSearchesTheWholeGameToADraw) {
  const auto empty = game_module("tictactoe").new_game();
  const MoveReply reply = ask("minimax", *empty, 9);
  EXPECT_EQ(reply.nodes, 549946u);  // every position of the game tree, the empty board included
  EXPECT_EQ(reply.score.kind, Score::CENTIPAWNS);
  EXPECT_EQ(reply.score.value, 0);  // a draw
}

TEST(TicTacToe, AlphaBetaFindsTheSameDrawWithFarFewerNodes) {
  const auto empty = game_module("tictactoe").new_game();
  tictactoe::Position pos = tictactoe::Position::start();
  uint64_t expected = 0;
  EXPECT_EQ(reference_alphabeta(pos, 9, -search::kInfinity, search::kInfinity, 0, expected), 0);
  for (const char* ordering : {"none", "captures-first"}) {  // no captures: the same order
    const MoveReply reply = ask(std::string("alphabeta:ordering=") + ordering, *empty, 9);
    EXPECT_EQ(reply.nodes, expected) << ordering;
    EXPECT_EQ(reply.score.kind, Score::CENTIPAWNS);
    EXPECT_EQ(reply.score.value, 0);
  }
  EXPECT_LT(expected * 10, 549946u);
}

TEST(TicTacToe, DeepeningSolvesIt) {
  const auto empty = game_module("tictactoe").new_game();
  const MoveReply reply = ask("deepening", *empty, 9);
  EXPECT_EQ(reply.depth, 9);
  EXPECT_EQ(reply.score.kind, Score::CENTIPAWNS);
  EXPECT_EQ(reply.score.value, 0);
  EXPECT_GT(reply.nodes, 0u);
}

TEST(TicTacToe, EveryPlayerTakesAWinInOne) {
  // X: a1 b1; O: a2 b2; X to move wins with c1 (O would win with c2 next).
  const auto state = game_at(game_module("tictactoe"), "3/OO1/XX1 x");
  ASSERT_TRUE(state);
  for (const char* spec : {"greedy", "minimax:depth=2", "alphabeta:depth=3", "deepening:depth=5"}) {
    const MoveReply reply = ask(spec, *state, 0);
    EXPECT_EQ(reply.move, "c1") << spec;
    EXPECT_EQ(reply.score.kind, Score::MATE) << spec;
    EXPECT_EQ(reply.score.value, 1) << spec;
  }
}

TEST(TicTacToe, MinimaxBlocksTheOpponentsLine) {
  // X holds a1 and c1: O, to move, must take b1 or lose.
  const auto state = game_at(game_module("tictactoe"), "3/O2/X1X o");
  ASSERT_TRUE(state);
  EXPECT_EQ(ask("minimax:depth=2", *state, 0).move, "b1");
  EXPECT_EQ(ask("alphabeta:depth=2", *state, 0).move, "b1");
}

}  // namespace
}  // namespace plyground::host
