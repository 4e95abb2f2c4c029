// deepening: iterative deepening, the way real engines search. It searches depth 1, then 2, 3, ...
// until its time is up, so it always has an answer, and each iteration orders the next:
// - principal variation search (PVS): the first move with the full window, the others with a
//   null window that only proves them worse, re-searched when they are not;
// - a transposition table: the best move and score bound of positions seen before;
// - move ordering: the table's move, then captures by MVV-LVA, then two "killer" quiet moves that
//   caused a cut at the same ply, then quiet moves by their history of causing cuts;
// - quiescence search: at the horizon, captures are played out (all replies when in check) so the
//   evaluation is not taken in the middle of an exchange;
// - check extension: a position in check is searched one ply deeper;
// - mate scores by distance, and mate-distance pruning;
// - the game's rules: a repeated position ends the line with the game's verdict on the cycle (a
//   draw, or in Xiangqi a loss for a side that checked or chased with every move of it); a rule
//   of the position (a move counter, dead material) draws.
#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <utility>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"
#include "plyground/search/transposition_table.hpp"

namespace {

using namespace plyground;
using search::kInfinity;
using search::kMate;
using search::kMaxPly;

// A side that loses by a game rule (not mate) scores this minus the ply: a sure result, but below
// every mate score so it is never reported as one.
constexpr int kRuleWin = 20000;
// History scores saturate here, below the killer moves' order keys (and far from overflow).
constexpr int kHistoryMax = 1 << 22;

template <GamePosition P>
class Deepening {
 public:
  using Move = typename P::Move;
  using Table = search::TranspositionTable<Move>;

  // The game so far since its last irreversible move, one entry per position ending with the
  // root: `keys` its hash, `moves` the move that reached it (none for the first), `checks`
  // whether its side to move was in check.
  Deepening(Search& search, Table& table, std::vector<uint64_t> keys, std::vector<Move> moves, std::vector<bool> checks)
      : search_(search),
        trace_(search.trace()),
        table_(table),
        keys_(std::move(keys)),
        moves_(std::move(moves)),
        checks_(std::move(checks)) {}

  Answer run(P& pos, int max_depth) {
    std::vector<Move> best_line;
    int best_score = 0, completed = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
      iteration_depth_ = depth;
      cut_ = false;
      trace_.enter_root(depth, -kInfinity, kInfinity);  // each iteration is a tree of its own
      const int score = pvs(pos, depth, -kInfinity, kInfinity, 0);
      if (search_.stopped() && completed > 0) break;  // an unfinished iteration is not trusted
      best_line.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
      best_score = score;
      completed = depth;
      search_.report({.depth = depth,
                      .seldepth = seldepth_,
                      .score = search::to_score(score),
                      .nodes = nodes_,
                      .pv = search::line_text(pos, best_line)});
      // No line met the depth: every one ended in the game's end, and a deeper search sees no more.
      if (search_.stopped() || search::is_mate(score) || !cut_) break;
      // Another iteration takes several times as long as this one: start it only if it can finish.
      if (search_.budget().count() > 0 && search_.elapsed() * 2 > search_.budget()) break;
    }
    return search::finish(pos, best_line, best_score, completed, nodes_, search_);
  }

 private:
  // Fail-soft principal variation search. Returns the value of `pos` within (alpha, beta): a
  // value <= alpha is an upper bound, >= beta a lower bound. Fills pv_[ply]. Each way out tells
  // the trace the node's value (the caller entered it).
  int pvs(P& pos, int depth, int alpha, int beta, int ply) {
    pv_length_[ply] = ply;
    if (ply > 0) {
      // 1. Game rules: a repetition or a rule of the position ends the line.
      if (const auto rule = rule_score(pos, ply)) {
        cut_ = true;  // a repetition's verdict depends on the way here: no node above it is whole
        return trace_.leave(*rule);
      }
      // 2. Mate-distance pruning: no result here beats a mate found nearer the root.
      alpha = std::max(alpha, -(kMate - ply));
      beta = std::min(beta, kMate - ply - 1);
      if (alpha >= beta) return trace_.leave(alpha);
    }
    const bool in_check = checks_.back();
    if (in_check && ply < 2 * iteration_depth_) ++depth;  // 3. Check extension.
    if (depth <= 0 || ply >= kMaxPly - 1) {
      cut_ = true;
      return quiescence(pos, alpha, beta, ply);
    }
    if (count_node()) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);

    // 4. The transposition table: a deep enough bound may settle this node at once.
    const typename Table::Entry* entry = table_.probe(pos.hash());
    const Move hash_move = entry ? entry->move : Move{};
    if (const auto settled = settled_by(entry, depth, alpha, beta, ply))
      return trace_.leave(*settled, 0, 0, PLY_TRACE_HASH_CUTOFF);

    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));
    order(pos, moves, hash_move, ply);

    // 5. The moves: the first with the full window, the rest with a null window first.
    const bool cut_before = std::exchange(cut_, false);  // whether this node's own lines reach the depth
    const int original_alpha = alpha;
    int best = -kInfinity;
    Move best_move{};
    int searched = 0;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      const bool quiet = captured_value(pos, m) == 0;
      const std::string traced = trace_.on() ? move_text(pos, m) : std::string();
      push(pos, m);
      ++searched;
      int score;
      if (i == 0) {
        trace_.enter(traced, ply + 1, depth - 1, -beta, -alpha);
        score = -pvs(pos, depth - 1, -beta, -alpha, ply + 1);
      } else {
        trace_.enter(traced, ply + 1, depth - 1, -alpha - 1, -alpha);
        score = -pvs(pos, depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) {  // better than proved: searched again, with the full window
          trace_.enter(traced, ply + 1, depth - 1, -beta, -alpha);
          score = -pvs(pos, depth - 1, -beta, -alpha, ply + 1);
        }
      }
      pop(pos, m);
      if (search_.stopped()) return trace_.leave(0, searched, moves.size(), PLY_TRACE_STOPPED);
      if (score <= best) continue;
      best = score;
      best_move = m;
      if (score <= alpha) continue;
      alpha = score;
      update_pv(ply, m);
      if (score >= beta) {  // cut-off: remember the quiet move that caused it
        if (quiet) {
          if (killers_[ply][0] != m) killers_[ply] = {m, killers_[ply][0]};
          history_[m.raw()] = std::min(history_[m.raw()] + depth * depth, kHistoryMax);
        }
        break;
      }
    }
    const auto bound = best >= beta ? Table::LOWER : best > original_alpha ? Table::EXACT : Table::UPPER;
    table_.store(pos.hash(), best_move, best, cut_ ? depth : kWhole, bound, ply);
    cut_ = cut_ || cut_before;
    return trace_.leave(best, searched, moves.size(), best >= beta ? PLY_TRACE_CUTOFF : 0);
  }

  // The value a table entry settles a node with, if it does: searched deep enough, and exact or a
  // bound on the side of the window that decides.
  std::optional<int> settled_by(const typename Table::Entry* entry, int depth, int alpha, int beta, int ply) {
    if (!entry || ply == 0 || entry->depth < depth) return std::nullopt;
    const int score = Table::from_table(entry->score, ply);
    if (entry->bound != Table::EXACT && !(entry->bound == Table::LOWER && score >= beta) &&
        !(entry->bound == Table::UPPER && score <= alpha))
      return std::nullopt;
    cut_ = cut_ || entry->depth != kWhole;  // a search that reached its depth stands for this one's
    return score;
  }

  // Captures only (every move when in check) until the position is quiet. The side to move may
  // also "stand pat" on the evaluation when not in check: it need not capture.
  int quiescence(P& pos, int alpha, int beta, int ply) {
    pv_length_[ply] = ply;
    if (count_node()) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    seldepth_ = std::max(seldepth_, ply);
    if (ply >= kMaxPly - 1) return trace_.leave(evaluate(pos));
    const bool in_check = checks_.back();
    int best = -kInfinity;
    typename P::MoveList moves;
    if (in_check) {
      pos.legal_moves(moves);
      if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));
    } else {
      best = evaluate(pos);
      if (best >= beta) return trace_.leave(best, 0, 0, PLY_TRACE_CUTOFF);  // standing pat is enough
      alpha = std::max(alpha, best);
      pos.legal_captures(moves);
    }
    search::order_captures_first(pos, moves);
    int searched = 0;
    for (Move m : moves) {
      trace_.enter(pos, m, ply + 1, 0, -beta, -alpha, PLY_TRACE_QUIESCENCE);
      push(pos, m);
      ++searched;
      const int score = -quiescence(pos, -beta, -alpha, ply + 1);
      pop(pos, m);
      if (search_.stopped()) return trace_.leave(0, searched, moves.size(), PLY_TRACE_STOPPED);
      if (score <= best) continue;
      best = score;
      if (score <= alpha) continue;
      alpha = score;
      update_pv(ply, m);
      if (score >= beta) break;
    }
    return trace_.leave(best, searched, moves.size(), best >= beta ? PLY_TRACE_CUTOFF : 0);
  }

  // The score a game rule gives this position, if one ends the line here.
  std::optional<int> rule_score(const P& pos, int ply) const {
    const int n = int(keys_.size()) - 1;
    const int oldest = std::max(0, n - pos.halfmove_clock());
    for (int j = n - 4; j >= oldest; j -= 2) {
      if (keys_[j] != keys_[n]) continue;
      // The moves from position j back to this one.
      switch (cycle_verdict(pos, std::span(moves_).subspan(j + 1, n - j))) {
        case Verdict::LOSS:
          return -(kRuleWin - ply);
        case Verdict::WIN:
          return kRuleWin - ply;
        default:
          return 0;
      }
    }
    if (pos.drawn_by_rule()) return 0;
    return std::nullopt;
  }

  // Hash move, captures (MVV-LVA), killers, then quiet moves by history.
  void order(const P& pos, typename P::MoveList& moves, Move hash_move, int ply) {
    std::array<int, 256> key{};
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      key[i] = m == hash_move               ? 1 << 30
               : captured_value(pos, m) > 0 ? (1 << 24) + search::capture_order(pos, m)
               : m == killers_[ply][0]      ? 1 << 23
               : m == killers_[ply][1]      ? (1 << 23) - 1
                                            : history_[m.raw()];
    }
    // Insertion sort: lists are short and it keeps equal keys in generation order.
    for (int i = 1; i < moves.size(); ++i)
      for (int j = i; j > 0 && key[j] > key[j - 1]; --j) {
        std::swap(key[j], key[j - 1]);
        std::swap(moves[j], moves[j - 1]);
      }
  }

  void push(P& pos, Move m) {
    undo_[keys_.size()] = typename P::Undo{};
    pos.do_move(m, undo_[keys_.size()]);
    keys_.push_back(pos.hash());
    moves_.push_back(m);
    checks_.push_back(pos.in_check());
  }
  void pop(P& pos, Move m) {
    keys_.pop_back();
    moves_.pop_back();
    checks_.pop_back();
    pos.undo_move(m, undo_[keys_.size()]);
  }
  void update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_length_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
  }
  // Counts a node; true when the search must stop (checked every 2048 nodes, never in depth 1).
  bool count_node() {
    ++nodes_;
    return (nodes_ & 2047) == 0 && iteration_depth_ > 1 && search_.should_stop(nodes_);
  }

  Search& search_;
  const Trace trace_;  // a copy: one pointer test per call
  Table& table_;
  std::vector<uint64_t> keys_;
  std::vector<Move> moves_;
  std::vector<bool> checks_;
  std::vector<typename P::Undo> undo_ = std::vector<typename P::Undo>(4096);
  std::array<std::array<Move, kMaxPly>, kMaxPly> pv_{};
  std::array<int, kMaxPly + 1> pv_length_{};
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
  std::vector<int> history_ = std::vector<int>(65536);
  uint64_t nodes_ = 0;
  int seldepth_ = 0, iteration_depth_ = 1;
  // Whether a line searched so far in this iteration, below the node now searched, met its depth
  // or a rule of the game so far (a repetition): where none did, every line below ended in the
  // game's end, which any deeper search finds the same from any way there.
  // Such a node goes into the table at depth kWhole, deep enough for any search.
  bool cut_ = false;
  static constexpr int kWhole = 127;
};

template <GameRecord G>
class DeepeningPlayer : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") max_depth_ = std::stoi(std::string(value));
    if (name == "hash") table_.resize(std::stoul(std::string(value)));
  }
  void new_game() override { table_.clear(); }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    using P = typename G::Position;
    search.use_default_budget(Milliseconds(1000));
    // Replay the game to know its positions since the last irreversible move, for repetitions.
    P pos = game.start_position();
    std::vector<uint64_t> keys{pos.hash()};
    std::vector<typename P::Move> moves{{}};
    std::vector<bool> checks{pos.in_check()};
    for (const auto m : game.moves()) {
      typename P::Undo undo;
      pos.do_move(m, undo);
      if (pos.halfmove_clock() == 0) {  // an irreversible move: no earlier position can come back
        keys.clear();
        moves.clear();
        checks.clear();
      }
      keys.push_back(pos.hash());
      moves.push_back(m);
      checks.push_back(pos.in_check());
    }
    Deepening<P> deepening(search, table_, std::move(keys), std::move(moves), std::move(checks));
    const int depth = std::min(limits.depth > 0 ? limits.depth : max_depth_, kMaxPly / 2);
    return deepening.run(pos, depth);
  }

 private:
  int max_depth_ = 64;
  search::TranspositionTable<typename G::Position::Move> table_{16};
};

const ply_option kOptions[] = {
    spin_option("depth", "64", 1, 64, "Deepest iteration (time usually ends the search first)"),
    spin_option("hash", "16", 1, 1024, "Transposition table size in MB")};

}  // namespace

PLYGROUND_PLUGIN(DeepeningPlayer, "deepening", "1.0.0", "Plyground",
                 "Iterative deepening PVS with transposition table, ordering and quiescence", kOptions)
